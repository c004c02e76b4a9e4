import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { useFirestore } from 'reactfire';
import LinearProgress from '@mui/material/LinearProgress';
import type { Role } from '@chairside/core/roles';
import { ensureProfile, setActiveOrg, useOrg, useUserProfile } from '../../lib/data/orgs';
import type { Org, UserProfile } from '../../lib/data/converters';
import { SomethingWentWrongNotice } from './SomethingWentWrongNotice';
import { WorkspaceContext, type Workspace } from './workspace-context';

/** The super-admin claim from the ID token; null until the token is read. */
function useSuperAdmin(user: User): boolean | null {
  const [superAdmin, setSuperAdmin] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void user
      .getIdTokenResult()
      .then((r) => live && setSuperAdmin(r.claims['superAdmin'] === true));
    return () => {
      live = false;
    };
  }, [user]);
  return superAdmin;
}

/** Loads the person's profile (live) and the active salon (live) for every signed-in page. */
export function WorkspaceProvider({ user, children }: { user: User; children: ReactNode }) {
  const firestore = useFirestore();
  const profile = useUserProfile(user.uid);
  const superAdmin = useSuperAdmin(user);
  const missing = profile.status === 'success' && !profile.data;

  useEffect(() => {
    if (missing) void ensureProfile(firestore, user.uid, user.displayName);
  }, [missing, firestore, user]);

  if (profile.status === 'error') return <SomethingWentWrongNotice error={profile.error} />;
  if (profile.status === 'loading' || superAdmin === null) {
    return <LinearProgress aria-label="Loading your salons" />;
  }
  const data: UserProfile = profile.data ?? {
    id: user.uid,
    memberships: {},
    clientOf: {},
  };
  const memberships = Object.entries(data.memberships).map(([orgId, role]) => ({ orgId, role }));
  const activeOrgId =
    data.activeOrgId && data.memberships[data.activeOrgId]
      ? data.activeOrgId
      : (memberships[0]?.orgId ?? null);

  const base = { user, profile: data, superAdmin, memberships };
  if (!activeOrgId)
    return (
      <Provide base={base} active={null}>
        {children}
      </Provide>
    );
  return (
    <ActiveOrg orgId={activeOrgId} role={data.memberships[activeOrgId] as Role} base={base}>
      {children}
    </ActiveOrg>
  );
}

type Base = Omit<Workspace, 'active' | 'switchOrg'>;

function ActiveOrg({
  orgId,
  role,
  base,
  children,
}: {
  orgId: string;
  role: Role;
  base: Base;
  children: ReactNode;
}) {
  const org = useOrg(orgId);
  // Removed from the salon a moment ago: the index follows in the same transaction.
  const removed =
    org.status === 'error' &&
    (org.error as { code?: string } | undefined)?.code === 'permission-denied';
  if (removed)
    return (
      <Provide base={base} active={null}>
        {children}
      </Provide>
    );
  if (org.status === 'error') return <SomethingWentWrongNotice error={org.error} />;
  return (
    <Provide base={base} active={{ orgId, role, org: org.data }}>
      {children}
    </Provide>
  );
}

function Provide({
  base,
  active,
  children,
}: {
  base: Base;
  active: Workspace['active'];
  children: ReactNode;
}) {
  const firestore = useFirestore();
  const value = useMemo<Workspace>(
    () => ({
      ...base,
      active,
      switchOrg: (orgId) => setActiveOrg(firestore, base.user.uid, orgId),
    }),
    [base, active, firestore],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export type { Org };
