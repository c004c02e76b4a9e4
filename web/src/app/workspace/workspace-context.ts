import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { Role } from '@chairside/core/roles';
import type { Org, UserProfile } from '../../lib/data/converters';

export interface Workspace {
  user: User;
  profile: UserProfile;
  superAdmin: boolean;
  /** The salons this person works at, by name once loaded. */
  memberships: { orgId: string; role: Role }[];
  /** The salon on screen, or null when the person belongs to none. */
  active: { orgId: string; role: Role; org: Org | undefined } | null;
  switchOrg: (orgId: string) => Promise<void>;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

/** The signed-in person, their salons and the active salon. */
export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs the signed-in layout around it.');
  return workspace;
}
