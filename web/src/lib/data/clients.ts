import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore';
import {
  CLIENT_PAGE_SIZE,
  clientFields,
  newClientFields,
  type ClientInput,
} from '@chairside/core/clients';
import { clientContracts } from '@chairside/core/contracts/clients';
import { call } from '../api/api';
import { saveTextFile } from '../download';
import { useLiveDoc, useLiveQuery } from './live';
import { firestoreSdk } from './sdk';

export interface ClientQuery {
  /** The search key (core searchKey), or null to list by name. */
  search: string | null;
  /** Whose clients: a booth renter's staff id, null for the salon's own, 'all' for everyone's. */
  owner: string | null | 'all';
  /** Page on after this document (the previous page's last). */
  after: QueryDocumentSnapshot | null;
}

/**
 * One page of the salon's clients, live: by name, or the clients whose
 * name, e-mail or phone starts with the search. Always an indexed query of
 * one page, so the reads do not grow with the client list.
 */
export function useClients(orgId: string, q: ClientQuery) {
  const key = `orgs/${orgId}/clients?owner=${q.owner ?? 'salon'}&q=${q.search ?? ''}&after=${q.after?.id ?? ''}`;
  return useLiveQuery(
    'clients',
    key,
    (f) => {
      const constraints: QueryConstraint[] = [];
      if (q.owner !== 'all') constraints.push(f.where('ownerStaffId', '==', q.owner));
      if (q.search) constraints.push(f.where('searchKeys', 'array-contains', q.search));
      constraints.push(f.orderBy('nameLower'));
      if (q.after) constraints.push(f.startAfter(q.after));
      constraints.push(f.limit(CLIENT_PAGE_SIZE));
      return f.query(f.collection(f.db, 'orgs', orgId, 'clients'), ...constraints);
    },
    (r) => r.ZClientRecord,
  );
}

export function useClient(orgId: string, clientId: string) {
  return useLiveDoc('clients', ['orgs', orgId, 'clients', clientId], (r) => r.ZClientRecord);
}

export async function createClient(orgId: string, input: ClientInput, ownerStaffId: string | null) {
  const f = await firestoreSdk();
  const ref = f.doc(f.collection(f.db, 'orgs', orgId, 'clients'));
  await f.setDoc(ref, {
    ...newClientFields(input, ownerStaffId),
    createdAt: f.serverTimestamp(),
    updatedAt: f.serverTimestamp(),
  });
  return ref.id;
}

export async function updateClient(orgId: string, clientId: string, input: ClientInput) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'clients', clientId), {
    ...clientFields(input),
    updatedAt: f.serverTimestamp(),
  });
}

export async function deleteClient(orgId: string, clientId: string) {
  const f = await firestoreSdk();
  return f.deleteDoc(f.doc(f.db, 'orgs', orgId, 'clients', clientId));
}

export const mergeClients = (orgId: string, primaryId: string, duplicateId: string) =>
  call(clientContracts.merge, { body: { orgId, primaryId, duplicateId }, secure: true });

/** Downloads the salon's clients as a CSV file made by the server. */
export async function downloadClientsCsv(orgId: string, fileName: string) {
  const csv = await call(clientContracts.export, { query: { orgId }, secure: true });
  saveTextFile(csv, fileName);
}
