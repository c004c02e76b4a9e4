import type { Role } from '@chairside/core/roles';
import { memberDoc } from '../records/team';
import { ApiError } from './api-error';
import type { Caller } from './auth';

export interface Membership {
  orgId: string;
  role: Role;
  staffId: string | null;
}

/** The caller's membership of a salon, or null. */
export async function membershipOf(orgId: string, uid: string): Promise<Membership | null> {
  const member = (await memberDoc(orgId, uid).get()).data();
  return member ? { orgId, role: member.role, staffId: member.staffId } : null;
}

/**
 * Refuses a caller who is not a member of the salon with one of `roles`. A
 * salon that does not exist answers the same 403 as one the caller is not in,
 * so ids cannot be probed. Super-admins pass read-only checks (`allowSuperAdmin`).
 */
export async function requireRole(
  orgId: string,
  caller: Caller,
  roles: readonly Role[] | 'any',
  options?: { allowSuperAdmin?: false; action?: string },
): Promise<Membership>;
/** With `allowSuperAdmin`, a super-admin who is not a member passes with no membership (null). */
export async function requireRole(
  orgId: string,
  caller: Caller,
  roles: readonly Role[] | 'any',
  options: { allowSuperAdmin: boolean; action?: string },
): Promise<Membership | null>;
export async function requireRole(
  orgId: string,
  caller: Caller,
  roles: readonly Role[] | 'any',
  options: { allowSuperAdmin?: boolean; action?: string } = {},
): Promise<Membership | null> {
  const membership = await membershipOf(orgId, caller.uid);
  if (membership && (roles === 'any' || roles.includes(membership.role))) return membership;
  if (options.allowSuperAdmin && caller.superAdmin) return membership;
  throw new ApiError(
    'forbidden',
    membership
      ? `Your role does not allow you to ${options.action ?? 'do that'}.`
      : 'You are not a member of this salon.',
  );
}
