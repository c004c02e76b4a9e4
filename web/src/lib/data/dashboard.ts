// The dashboards' figures from the API (one call a screen). Asked again every
// minute while the page is open and when the window regains focus, so a
// checkout at the desk shows on the owner's screen without a reload.
import { dashboardContracts as c } from '@chairside/core/contracts/dashboard';
import { useContract } from '../api/contract-query';

export const useDashboardSummary = (orgId: string, from?: string, to?: string) =>
  useContract(
    c.summary,
    { query: from && to ? { orgId, from, to } : { orgId }, secure: true },
    { staleTime: 0, refetchOnWindowFocus: true, refetchInterval: 60_000 },
  );

/** A client's own appointments, last visit and gift cards at a salon. */
export const useClientSummary = (orgId: string, enabled = true) =>
  useContract(
    c.client,
    { query: { orgId }, secure: true },
    { staleTime: 0, refetchOnWindowFocus: true, enabled, retry: false },
  );
