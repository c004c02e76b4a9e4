// Whose clients a team member works with, the same rule as the client
// records' security rules: a booth renter their own private clients only;
// owners and managers every client; the front desk and stylists the salon's
// clients (not a renter's private ones). Every server path that reads or
// changes a client on a member's behalf asks here (sales, loyalty,
// memberships), so a client id typed into one call cannot reach a client the
// member could not open.
import type { Membership } from '../http/membership';
import { ApiError } from '../http/api-error';

export function worksWith(
  member: Pick<Membership, 'role' | 'staffId'>,
  client: { ownerStaffId: string | null },
): boolean {
  if (member.role === 'booth_renter') return client.ownerStaffId === member.staffId;
  return member.role === 'owner' || member.role === 'manager' || client.ownerStaffId === null;
}

/**
 * Refuses a member who does not work with this client. No membership is the
 * server's own work or a super-admin's (who reads every salon): allowed.
 */
export function assertWorksWith(
  member: Pick<Membership, 'role' | 'staffId'> | null,
  client: { ownerStaffId: string | null },
): void {
  if (member && !worksWith(member, client)) {
    throw new ApiError('forbidden', 'You do not work with this client.');
  }
}
