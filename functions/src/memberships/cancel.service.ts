// Leaving a membership: the member (or the salon's managers) cancels at the
// end of the paid period; managers may also end it at once. Stripe-billed
// memberships are cancelled in Stripe, which then bills no more.
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { effectiveStatus, type ZCancelMembership } from '@chairside/core/memberships';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { cancelSalonBilled, ownMembership, viewOf } from './members.service';
import { cancelSubscription } from './subscription.service';

export async function cancelMembership(
  caller: Caller,
  membershipId: string,
  input: z.output<typeof ZCancelMembership>,
): Promise<MembershipView> {
  const { orgId, when } = input;
  const { membership: m, manager } = await ownMembership(caller, orgId, membershipId);
  if (when === 'now' && !manager && m.status !== 'incomplete') {
    throw new ApiError(
      'forbidden',
      'A membership ends at the close of its paid period; ask the salon to end it sooner.',
    );
  }
  if (effectiveStatus(m, Date.now()) === 'cancelled')
    throw new ApiError('conflict', 'This membership is already cancelled.');
  if (m.cancelAtPeriodEnd && when === 'period_end')
    throw new ApiError('conflict', 'This membership already ends at the close of its period.');
  const after = m.stripe
    ? await cancelSubscription(m, orgId, when)
    : await cancelSalonBilled(m, orgId, when, new Date());
  return viewOf(orgId, after);
}
