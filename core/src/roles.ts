// Roles and what each may do: no zod here, so the signed-in shell stays light
// (the schema is ZRole in ./role-schema).

/** A salon member's role. Clients are not members: their account links to a client record. */
export const ROLES = ['owner', 'manager', 'front_desk', 'staff', 'booth_renter'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleInfo {
  label: string;
  description: string;
}

export const ROLE_INFO: Record<Role, RoleInfo> = {
  owner: {
    label: 'Owner',
    description: 'Everything, including billing, the website and who works here.',
  },
  manager: {
    label: 'Manager',
    description: 'Runs the salon day to day: team, services, clients, bookings and settings.',
  },
  front_desk: {
    label: 'Front desk',
    description: 'Books and checks in clients for every stylist and takes payments.',
  },
  staff: {
    label: 'Stylist',
    description: 'Sees their own schedule and clients, and the team.',
  },
  booth_renter: {
    label: 'Booth renter',
    description: 'Runs their own chair inside the salon: their own clients, bookings and takings.',
  },
};

/** Roles that may run the team (invite, change roles, remove). */
export const TEAM_ADMIN_ROLES: readonly Role[] = ['owner', 'manager'];
/** Roles that see team members' contact details and edit salon settings. */
export const SETTINGS_ROLES: readonly Role[] = ['owner', 'manager'];
export const CONTACT_VISIBLE_ROLES: readonly Role[] = ['owner', 'manager', 'front_desk'];
/** Roles that take payments, see the whole ledger and count the cash drawer. */
export const CASHIER_ROLES: readonly Role[] = ['owner', 'manager', 'front_desk'];

export function canManageTeam(role: Role | null | undefined): boolean {
  return role != null && TEAM_ADMIN_ROLES.includes(role);
}

/** The roles `actor` may give in an invitation or a role change. */
export function assignableRoles(actor: Role | null | undefined): Role[] {
  if (actor === 'owner') return [...ROLES];
  if (actor === 'manager') return ['front_desk', 'staff', 'booth_renter'];
  return [];
}

/** Whether `actor` may edit another member's details (name): only below their own level. */
export function canEditDetails(actor: Role, target: Role): boolean {
  if (target === 'owner') return false;
  return assignableRoles(actor).includes(target) && !(actor === 'manager' && target === 'manager');
}

export type TeamChangeDenial =
  'not_allowed' | 'owner_protected' | 'last_owner' | 'role_not_assignable' | null;

export interface TeamChange {
  actorRole: Role;
  isSelf: boolean;
  targetRole: Role;
  /** The new role, or null to remove the person from the salon. */
  newRole: Role | null;
  /** How many owners the salon has now. */
  ownerCount: number;
}

/**
 * Why a role change or removal is refused, or null when it is allowed.
 * An owner is changed or removed only by themself, and the last owner stays.
 */
export function teamChangeDenial(change: TeamChange): TeamChangeDenial {
  const { actorRole, isSelf, targetRole, newRole, ownerCount } = change;
  if (targetRole === 'owner') {
    if (!isSelf) return 'owner_protected';
    if (newRole !== 'owner' && ownerCount <= 1) return 'last_owner';
    return null;
  }
  if (isSelf && newRole === null) return null; // anyone but the last owner may leave
  if (!canManageTeam(actorRole)) return 'not_allowed';
  if (actorRole === 'manager' && targetRole === 'manager' && !isSelf) return 'not_allowed';
  if (newRole !== null && newRole !== targetRole && !assignableRoles(actorRole).includes(newRole)) {
    return 'role_not_assignable';
  }
  return null;
}

export const TEAM_CHANGE_MESSAGES: Record<Exclude<TeamChangeDenial, null>, string> = {
  not_allowed: 'Only an owner or a manager can change the team.',
  owner_protected: 'Only an owner can change or remove themself.',
  last_owner: 'A salon needs at least one owner. Make someone else an owner first.',
  role_not_assignable: 'You cannot give that role.',
};
