// The workspace and the owner's overview come from the API, not Firestore:
// the dashboard's first visit does not load the Firestore SDK (issue 15).
import { workspaceContracts as w } from '@chairside/core/contracts/workspace';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

/** The person's salons and the active one, asked again when the window regains focus. */
export const useWorkspaceAnswer = () =>
  useContract(w.workspace, { secure: true }, { refetchOnWindowFocus: true });

export const refreshWorkspace = () => invalidateContracts(w.workspace);

export const switchSalon = (orgId: string) =>
  call(w.setActiveOrg, { params: { orgId }, secure: true });

/**
 * The set-up checklist and the team, asked again on every visit and when the
 * window regains focus (what was just done elsewhere shows at once).
 */
export const useSalonOverview = (orgId: string) =>
  useContract(
    w.overview,
    { params: { orgId }, secure: true },
    { staleTime: 0, refetchOnWindowFocus: true },
  );
