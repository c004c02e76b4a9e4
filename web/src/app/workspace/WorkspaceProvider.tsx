import { useCallback, useMemo, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import LinearProgress from '@mui/material/LinearProgress';
import { refreshWorkspace, switchSalon, useWorkspaceAnswer } from '../../lib/data/workspace';
import { SomethingWentWrongNotice } from './SomethingWentWrongNotice';
import { WorkspaceContext, type Workspace } from './workspace-context';

/**
 * The person's salons and the active salon for every signed-in page, in one
 * API call (the profile and one read per salon). Pages with live data keep it
 * current (LiveDataLayout asks again when the profile or the salon changes);
 * elsewhere it is asked again when the window regains focus.
 */
export function WorkspaceProvider({ user, children }: { user: User; children: ReactNode }) {
  const workspace = useWorkspaceAnswer();
  const refresh = useCallback(() => refreshWorkspace(), []);
  const switchOrg = useCallback(
    async (orgId: string) => {
      await switchSalon(orgId);
      await refresh();
    },
    [refresh],
  );
  const data = workspace.data;
  const value = useMemo<Workspace | null>(
    () =>
      data
        ? {
            user,
            profile: data.profile,
            superAdmin: data.superAdmin,
            memberships: data.memberships,
            active: data.active,
            clientSalons: data.clientSalons ?? [],
            switchOrg,
            refresh,
          }
        : null,
    [data, user, switchOrg, refresh],
  );

  // Once loaded, a failed refresh keeps what is on screen; only a first load that fails says so.
  if (!value) {
    return workspace.isError ? (
      <SomethingWentWrongNotice error={workspace.error} />
    ) : (
      <LinearProgress aria-label="Loading your salons" />
    );
  }
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
