// The financial dashboard in the browser: every figure is summed on the
// server (rollups, ledger lines); the page only shows and drills.
import { financeContracts as c } from '@chairside/core/contracts/finance';
import type { FigureKey } from '@chairside/core/finance';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

export const useFinance = (orgId: string, from: string, to: string) =>
  useContract(c.summary, { query: { orgId, from, to }, secure: true });

export const useFinanceLines = (
  orgId: string,
  range: { from: string; to: string },
  figure: FigureKey | null,
) =>
  useContract(
    c.lines,
    { query: { orgId, ...range, figure: figure ?? 'sales' }, secure: true },
    { enabled: figure !== null },
  );

export async function reconcileFinance(orgId: string, from: string, to: string, repair = false) {
  const answer = await call(c.reconcile, { body: { orgId, from, to, repair }, secure: true });
  if (answer.repaired) await invalidateContracts(c.summary, c.lines);
  return answer;
}
