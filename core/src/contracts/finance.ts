// The financial dashboard's calls: the figures of a period from the rollups,
// the ledger lines behind one figure, and reconciling days with the ledger.
import {
  ZFinanceLinesQuery,
  ZFinanceQuery,
  ZFinanceReconcile,
  type FinanceLinesView,
  type FinanceView,
  type ReconcileView,
} from '../finance';
import { endpoint } from './endpoint';

export const financeContracts = {
  /** GET /api/finance/summary?orgId[&from&to] (owners, managers): at most a year, this month by default. */
  summary: endpoint<FinanceView>()('GET', 'finance', '/summary', undefined, ZFinanceQuery),
  /** GET /api/finance/lines?orgId&from&to&figure (owners, managers): at most 31 days. */
  lines: endpoint<FinanceLinesView>()('GET', 'finance', '/lines', undefined, ZFinanceLinesQuery),
  /** POST /api/finance/reconcile (owners; managers check only): days against the ledger, repaired on request. */
  reconcile: endpoint<ReconcileView>()('POST', 'finance', '/reconcile', ZFinanceReconcile),
};
