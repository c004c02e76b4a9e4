// Whose figures a dashboard call shows: the whole salon's for owners,
// managers and the desk; a stylist's or booth renter's own otherwise.
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole, type Membership } from '../http/membership';
import { countReads } from '../http/read-count';

const SALON_ROLES: readonly string[] = ['owner', 'manager', 'front_desk'];

export interface TeamScope {
  member: Membership;
  /** True for the salon's figures; false for the caller's own. */
  salonWide: boolean;
  /** The caller's column in the book, for their own figures (null for the salon's). */
  staffId: string | null;
}

/** The caller's place on the team, or a clear refusal. */
export async function teamScope(caller: Caller, orgId: string, action: string): Promise<TeamScope> {
  const member = await requireRole(orgId, caller, 'any', { action });
  countReads(1); // the membership
  if (!member) throw new ApiError('forbidden', 'Only the salon’s team sees this.');
  const salonWide = SALON_ROLES.includes(member.role);
  if (!salonWide && !member.staffId) {
    throw new ApiError('forbidden', 'Your place on the team has no diary yet: ask the owner.');
  }
  return { member, salonWide, staffId: salonWide ? null : member.staffId };
}
