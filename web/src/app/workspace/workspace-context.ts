import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { WorkspaceView } from '@chairside/core/contracts/workspace';

export interface Workspace {
  user: User;
  profile: WorkspaceView['profile'];
  superAdmin: boolean;
  /** The salons this person works at, with their names. */
  memberships: WorkspaceView['memberships'];
  /** The salon on screen, or null when the person belongs to none. */
  active: WorkspaceView['active'];
  /** The salons this person is a client of, with their names. */
  clientSalons: WorkspaceView['clientSalons'];
  switchOrg: (orgId: string) => Promise<void>;
  /** Asks again after a change made here (a salon created, an invitation accepted). */
  refresh: () => Promise<void>;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

/** The signed-in person, their salons and the active salon. */
export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs the signed-in layout around it.');
  return workspace;
}
