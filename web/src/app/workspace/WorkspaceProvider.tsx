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
  const [org, setOrg] = useState<OrgState | null>(null);
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
  const role = activeOrgId ? (data.memberships[activeOrgId] as Role) : null;
  const current = org && org.orgId === activeOrgId ? org : null;
  // Removed from the salon a moment ago: the index follows in the same transaction.
  const removed = (current?.error as { code?: string } | undefined)?.code === 'permission-denied';
  if (current?.error && !removed) return <SomethingWentWrongNotice error={current.error} />;
  const active =
    activeOrgId && role && !removed ? { orgId: activeOrgId, role, org: current?.data } : null;
  // The page below keeps its place in the tree while salons load or switch, so
  // forms and their state survive a live update.
  return (
    <>
      {activeOrgId && <OrgSubscription key={activeOrgId} orgId={activeOrgId} onChange={setOrg} />}
      <Provide base={base} active={active}>
        {children}
      </Provide>
    </>
  );
}

type Base = Omit<Workspace, 'active' | 'switchOrg'>;
interface OrgState {
  orgId: string;
  data: Org | undefined;
  error: Error | undefined;
}

/** Keeps the active salon's document live and reports it up. */
function OrgSubscription({
  orgId,
  onChange,
}: {
  orgId: string;
  onChange: (state: OrgState) => void;
}) {
  const org = useOrg(orgId);
  const error = org.status === 'error' ? org.error : undefined;
  useEffect(() => onChange({ orgId, data: org.data, error }), [orgId, org.data, error, onChange]);
  return null;
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
