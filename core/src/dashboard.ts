import type { Role } from './roles';

export interface DashboardInput {
  superAdmin: boolean;
  /** orgId → role */
  memberships: Record<string, Role>;
  /** orgId → client record id */
  clientOf: Record<string, string>;
}

export interface DashboardTarget {
  path: string;
  /** The salon the dashboard should show, when it is about one. */
  orgId: string | null;
}

const first = (m: Record<string, Role>, roles: Role[]) =>
  Object.keys(m)
    .sort()
    .find((orgId) => roles.includes(m[orgId] as Role)) ?? null;

/**
 * Where /dashboard sends a person: super-admins to theirs; anyone who owns a
 * salon to the owner's; someone who owns none but rents a booth to the booth
 * renter's (second document, section 4); other team members to the staff
 * dashboard; a salon's client to theirs; everyone else to create a salon.
 * `activeOrgId` wins among salons of the chosen kind.
 */
export function dashboardFor(input: DashboardInput, activeOrgId?: string | null): DashboardTarget {
  if (input.superAdmin) return { path: '/super-admin-dashboard', orgId: activeOrgId ?? null };
  const { memberships } = input;
  const pick = (roles: Role[]) => {
    const active = activeOrgId && memberships[activeOrgId];
    if (active && roles.includes(active)) return activeOrgId;
    return first(memberships, roles);
  };
  const owned = pick(['owner']);
  if (owned) return { path: '/owner-dashboard', orgId: owned };
  const booth = pick(['booth_renter']);
  if (booth) return { path: '/booth-renter-dashboard', orgId: booth };
  const staff = pick(['manager', 'front_desk', 'staff']);
  if (staff) return { path: '/staff-dashboard', orgId: staff };
  const clientOrg = Object.keys(input.clientOf).sort()[0];
  if (clientOrg) return { path: '/client-dashboard', orgId: null };
  return { path: '/onboarding', orgId: null };
}

/** The dashboard for one salon role (used when switching salons). */
export function dashboardForRole(role: Role): string {
  if (role === 'owner') return '/owner-dashboard';
  if (role === 'booth_renter') return '/booth-renter-dashboard';
  return '/staff-dashboard';
}
