// The client calls that need the server: merging duplicates and the CSV export
// (everyday client edits are Firestore writes the rules check).
import { ZClientExportQuery, ZMergeClients } from '../clients';
import { endpoint } from './endpoint';

export const clientContracts = {
  /** Fold a duplicate client into another. */
  merge: endpoint<{ clientId: string }>()('POST', 'clients', '/merge', ZMergeClients),
  /** Every client as a CSV file (text/csv). */
  export: endpoint<string>()('GET', 'clients', '/export', undefined, ZClientExportQuery),
} as const;
