// Cash tips a team member was handed, declared by them or by the desk at the
// end of the day (POST pay/tips/declare): kept per day, added to the pay run's
// tips (and the pool, when tips are pooled), never into a closed period.
import { periodContaining, type PayPeriod, type ZDeclareTips } from '@chairside/core/pay-runs';
import { CASHIER_ROLES, type Role } from '@chairside/core/roles';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { declaredTipsCollection, payRunDoc, paySettingsDoc } from '../records/pay';
import { readableRecords } from '../records/repository';
import { staffDoc } from '../records/team';
import { DEFAULT_PAY_SETTINGS } from '@chairside/core/pay-runs';

/** Each team member's declared cash tips in a period. */
export async function declaredTipsIn(orgId: string, period: PayPeriod) {
  const snap = await declaredTipsCollection(orgId)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .get();
  countReads(Math.max(1, snap.size));
  const out = new Map<string, number>();
  for (const t of readableRecords(snap.docs))
    out.set(t.staffId, (out.get(t.staffId) ?? 0) + t.amount);
  return out;
}

/**
 * Records cash tips for a day: a team member their own, the desk and managers
 * anyone's; once per idempotency key; not in a closed period or the future.
 */
export async function declareTips(
  caller: Caller,
  input: z.output<typeof ZDeclareTips>,
  today: string,
): Promise<string> {
  const { orgId, staffId, day, amount } = input;
  const membership = await requireRole(orgId, caller, 'any', { action: 'declare tips' });
  const forOthers = (CASHIER_ROLES as readonly Role[]).includes(membership.role);
  if (!forOthers && membership.staffId !== staffId)
    throw new ApiError('forbidden', 'You can declare your own tips only.');
  if (day > today)
    throw new ApiError('validation_failed', 'Tips are declared on or after the day.', [
      { path: 'day', message: 'Choose today or an earlier day' },
    ]);
  const member = (await staffDoc(orgId, staffId).get()).data();
  if (!member || member.role === 'booth_renter')
    throw new ApiError('validation_failed', 'Tips are declared for the team paid through runs.', [
      { path: 'staffId', message: 'Choose a team member paid through pay runs' },
    ]);
  const settings = (await paySettingsDoc(orgId).get()).data() ?? DEFAULT_PAY_SETTINGS;
  const period = periodContaining(day, settings);
  const ref = declaredTipsCollection(orgId).doc(idFrom('tips', orgId, input.idempotencyKey));
  const by = await actorOf(orgId, caller);
  await db().runTransaction(async (tx) => {
    const [run, existing] = await Promise.all([
      tx.get(payRunDoc(orgId, period.from)).then((s) => s.data()),
      tx.get(ref).then((s) => s.data()),
    ]);
    if (existing) return;
    if (run?.status === 'closed')
      throw new ApiError('validation_failed', 'That pay period is closed.', [
        {
          path: 'day',
          message: `Pay to ${period.to} is closed: declare it on a day of an open period`,
        },
      ]);
    tx.create(ref, { id: ref.id, staffId, day, amount, by, at: new Date() });
  });
  return period.from;
}
