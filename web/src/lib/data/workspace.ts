// The workspace and the owner's overview come from the API, not Firestore:
// the dashboard's first visit does not load the Firestore SDK (issue 15).
import { workspaceContracts as w } from '@chairside/core/contracts/workspace';
import { call } from '../api/api';
import { useApi } from '../api/query';

export const fetchWorkspace = (signal?: AbortSignal) =>
  call(w.workspace, { secure: true, ...(signal ? { signal } : {}) });

export const switchSalon = (orgId: string) =>
  call(w.setActiveOrg, { params: { orgId }, secure: true });

export const fetchOverview = (orgId: string, signal?: AbortSignal) =>
  call(w.overview, { params: { orgId }, secure: true, ...(signal ? { signal } : {}) });

/**
 * The set-up checklist and the team, asked again on every visit and when the
 * window regains focus (what was just done elsewhere shows at once).
 */
export const useSalonOverview = (orgId: string) =>
  useApi(['overview', orgId], (signal) => fetchOverview(orgId, signal), {
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
