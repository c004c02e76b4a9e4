// Members: a client holds at most one live membership per salon. The desk
// signs a client up and takes each period's payment in cash (billing 'salon');
// online, a signed-in client joins through a Stripe subscription on the
// salon's account (billing 'stripe', see subscription.service). The team sees
// every member and the monthly recurring revenue; a client sees their own.
import type { Transaction } from 'firebase-admin/firestore';
import type {
  MembersOverview,
  MembershipView,
  MyMembership,
} from '@chairside/core/contracts/memberships';
import {
  LIVE_STATUSES,
  MEMBERSHIP_STATUSES,
  effectiveStatus,
  includedLeft,
  monthlyRecurringRevenue,
  periodEndAfter,
  usageThisPeriod,
  type CancelMembership,
  type EnrolMembership,
  type MembershipStatus,
} from '@chairside/core/memberships';
import type {
  MembershipDefinitionRecord,
  MembershipRecord,
} from '@chairside/core/records/membership';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { z } from 'zod';
import type { ZEnrolMembership, ZRenewMembership } from '@chairside/core/memberships';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { membershipOf, requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { clientDoc } from '../records/clients';
import { paymentDoc } from '../records/payments';
import { getAll, readableRecords } from '../records/repository';
import { activeServices } from '../records/services';
import {
  membershipDefinitionDoc,
  membershipDoc,
  membershipsCollection,
} from '../records/memberships';
import { requestHash } from '../platform/ids';
import { clientIdOf } from '../platform/actor';
import { cashierOf, ledgerRecord, paymentIdFor } from '../platform/ledger';
import { idFrom } from '../platform/ids';
import { isOneOf } from '../platform/lists';
import { assertWorksWith } from '../platform/client-access';
import { readRecord } from '../platform/read';

export const DESK_ROLES = ['owner', 'manager', 'front_desk'] as const;
const MANAGER_ROLES = ['owner', 'manager'] as const;

/** A membership as the calls answer it, with this period's use of its plan's benefits. */
export function membershipView(
  m: MembershipRecord,
  plan: MembershipDefinitionRecord | undefined,
  serviceName: (id: string) => string,
  now = Date.now(),
): MembershipView {
  const usage = usageThisPeriod(m.usage, m.currentPeriodStart);
  const benefits = plan?.benefits;
  return {
    id: m.id,
    definitionId: m.definitionId,
    planName: plan?.name ?? m.planName,
    clientId: m.clientId,
    clientName: m.clientName,
    clientEmail: m.clientEmail,
    price: m.price,
    currency: m.currency,
    interval: m.interval,
    billing: m.billing,
    status: effectiveStatus(m, now),
    currentPeriodStart: m.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: m.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: m.cancelAtPeriodEnd,
    cancelledAt: m.cancelledAt?.toISOString() ?? null,
    included: benefits
      ? includedLeft(benefits, usage).map((s) => ({ ...s, name: serviceName(s.serviceId) }))
      : [],
    serviceDiscountPercent: benefits?.serviceDiscountPercent ?? 0,
    productDiscountPercent: benefits?.productDiscountPercent ?? 0,
    priorityBooking: benefits?.priorityBooking ?? false,
    perks: benefits?.perks ?? [],
    createdAt: m.createdAt.toISOString(),
  };
}

/** Views for several memberships: each plan and the menu read once. */
export async function viewsOf(orgId: string, list: MembershipRecord[]): Promise<MembershipView[]> {
  if (!list.length) return [];
  const ids = [...new Set(list.map((m) => m.definitionId))];
  const [plans, services] = await Promise.all([
    getAll(ids.map((id) => membershipDefinitionDoc(orgId, id))),
    activeServices(orgId),
  ]);
  const planOf = new Map<string, MembershipDefinitionRecord>();
  for (const snap of plans) {
    const plan = snap.data();
    if (plan) planOf.set(snap.id, plan);
  }
  const names = new Map(services.map((s) => [s.id, s.name]));
  const now = Date.now();
  return list.map((m) =>
    membershipView(m, planOf.get(m.definitionId), (id) => names.get(id) ?? 'A service', now),
  );
}

/** One membership as the screens show it. */
export async function viewOf(orgId: string, m: MembershipRecord): Promise<MembershipView> {
  const [plan, services] = await Promise.all([
    membershipDefinitionDoc(orgId, m.definitionId).get(),
    activeServices(orgId),
  ]);
  const names = new Map(services.map((s) => [s.id, s.name]));
  return membershipView(m, plan.data(), (id) => names.get(id) ?? 'A service', Date.now());
}

/** The client's live membership at the salon (read inside a transaction when one is given). */
export async function liveMembershipOf(
  orgId: string,
  clientId: string,
  tx?: Transaction,
): Promise<MembershipRecord | null> {
  const q = membershipsCollection(orgId)
    .where('clientId', '==', clientId)
    .where('status', 'in', [...LIVE_STATUSES])
    .limit(2);
  const snap = tx ? await tx.get(q) : await q.get();
  const now = Date.now();
  const live = readableRecords(snap.docs).filter((m) => effectiveStatus(m, now) !== 'cancelled');
  // A membership still waiting for its first payment gives way to a paying one.
  return live.find((m) => m.status !== 'incomplete') ?? live[0] ?? null;
}

export function alreadyMember(m: MembershipRecord): ApiError {
  return new ApiError(
    'conflict',
    m.status === 'incomplete'
      ? `A ${m.planName} membership is waiting for its first payment. Finish or cancel it first.`
      : `This client already has the ${m.planName} membership. Cancel it before joining another plan.`,
  );
}

export async function membersOverview(caller: Caller, orgId: string): Promise<MembersOverview> {
  await requireRole(orgId, caller, DESK_ROLES, { allowSuperAdmin: true, action: 'see members' });
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const snap = await membershipsCollection(orgId).orderBy('createdAt', 'desc').limit(500).get();
  const members = await viewsOf(orgId, readableRecords(snap.docs));
  const counts = Object.fromEntries(MEMBERSHIP_STATUSES.map((s) => [s, 0])) as Record<
    MembershipStatus,
    number
  >;
  for (const m of members) counts[m.status]++;
  return { currency: salon.currency, members, mrr: monthlyRecurringRevenue(members), counts };
}

export async function clientMembership(caller: Caller, orgId: string, clientId: string) {
  const [member, client] = await Promise.all([
    requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see memberships' }),
    readRecord(clientDoc(orgId, clientId), undefined, 'That client no longer exists.'),
  ]);
  assertWorksWith(member, client);
  const live = await liveMembershipOf(orgId, clientId);
  return { membership: live ? await viewOf(orgId, live) : null };
}

/** GET memberships/mine: the caller's own membership at the salon (their newest). */
export async function myMembership(caller: Caller, orgId: string): Promise<MyMembership> {
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const clientId = await clientIdOf(caller, orgId);
  if (!clientId) return { salonName: salon.name, membership: null };
  const live = await liveMembershipOf(orgId, clientId);
  const latest =
    live ??
    readableRecords(
      (
        await membershipsCollection(orgId)
          .where('clientId', '==', clientId)
          .orderBy('createdAt', 'desc')
          .limit(1)
          .get()
      ).docs,
    )[0] ??
    null;
  return {
    salonName: salon.name,
    membership: latest ? await viewOf(orgId, latest) : null,
  };
}

/** A membership a caller may act on: the member themselves, or the salon's managers. */
export async function ownMembership(caller: Caller, orgId: string, id: string) {
  const m = (await membershipDoc(orgId, id).get()).data();
  if (!m) throw new ApiError('not_found', 'That membership could not be found.');
  const member = await membershipOf(orgId, caller.uid);
  const manager = member !== null && isOneOf(MANAGER_ROLES, member.role);
  const mine = m.userId === caller.uid || (await clientIdOf(caller, orgId)) === m.clientId;
  if (!manager && !mine) throw new ApiError('forbidden', 'That is not your membership.');
  return { membership: m, manager };
}

/** A new membership of a plan for a client: no period until it is paid, no benefits used. */
export function newMembership(
  id: string,
  plan: MembershipDefinitionRecord,
  client: { id: string; firstName: string; lastName: string; email: string },
  fields: Pick<MembershipRecord, 'userId' | 'billing' | 'status'> &
    Partial<Pick<MembershipRecord, 'currentPeriodStart' | 'currentPeriodEnd' | 'paymentIds'>>,
  at: Date,
): MembershipRecord {
  return {
    id,
    definitionId: plan.id,
    planName: plan.name,
    clientId: client.id,
    clientName: `${client.firstName} ${client.lastName}`.trim(),
    clientEmail: client.email,
    price: plan.price,
    currency: plan.currency,
    interval: plan.billing_interval,
    currentPeriodStart: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    cancelledAt: null,
    usage: null,
    stripe: null,
    paymentIds: [],
    ...fields,
    createdAt: at,
    updatedAt: at,
  };
}

/** The ledger's record of one period paid in cash at the desk. */
function cashPeriodPayment(
  id: string,
  m: Pick<MembershipRecord, 'price' | 'currency' | 'clientId' | 'clientName' | 'planName'>,
  timeZone: string,
  at: Date,
  by: PaymentRecord['takenBy'],
  hash: string,
): PaymentRecord {
  return ledgerRecord({
    id,
    method: 'cash',
    purpose: 'membership',
    status: 'succeeded',
    amount: m.price,
    currency: m.currency,
    clientId: m.clientId,
    clientName: m.clientName,
    cash: { tendered: m.price, change: 0 },
    timeZone,
    at,
    by,
    note: `${m.planName} membership, paid at the desk`,
    requestHash: hash,
  });
}

/** POST memberships/enrol: the desk signs a client up; the first period is paid in cash. */
export async function enrolMember(
  caller: Caller,
  input: z.output<typeof ZEnrolMembership>,
  now: () => Date = () => new Date(),
): Promise<MembershipView> {
  const { orgId } = input;
  const [cashier, member] = await Promise.all([
    cashierOf(orgId, caller, 'sign members up'),
    membershipOf(orgId, caller.uid),
  ]);
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const ref = membershipDoc(orgId, idFrom('membership', orgId, input.idempotencyKey));
  const hash = requestHash({
    ...input,
    idempotencyKey: undefined,
  } satisfies Partial<EnrolMembership>);
  const record = await db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) {
      if (existing.clientId !== input.clientId || existing.definitionId !== input.definitionId)
        throw new ApiError('unprocessable', 'This idempotency key was used for another sign-up.');
      return existing;
    }
    const [planSnap, clientSnap, live] = await Promise.all([
      tx.get(membershipDefinitionDoc(orgId, input.definitionId)),
      tx.get(clientDoc(orgId, input.clientId)),
      liveMembershipOf(orgId, input.clientId, tx),
    ]);
    const plan = planSnap.data();
    const client = clientSnap.data();
    if (!plan || !plan.active) throw new ApiError('not_found', 'That plan is not on sale.');
    if (!client) throw new ApiError('not_found', 'That client no longer exists.');
    assertWorksWith(member, client);
    if (live) throw alreadyMember(live);
    const at = now();
    const payment = paymentDoc(orgId, paymentIdFor(orgId, 'membership', input.idempotencyKey));
    const m = newMembership(
      ref.id,
      plan,
      client,
      {
        userId: client.userId,
        billing: 'salon',
        status: 'active',
        currentPeriodStart: at,
        currentPeriodEnd: periodEndAfter(at, plan.billing_interval),
        paymentIds: [payment.id],
      },
      at,
    );
    tx.create(ref, m);
    tx.create(payment, cashPeriodPayment(payment.id, m, salon.timeZone, at, cashier, hash));
    return m;
  });
  return viewOf(orgId, record);
}

/** POST memberships/{id}/renew: the desk takes the next period of a salon-billed membership in cash. */
export async function renewMember(
  caller: Caller,
  membershipId: string,
  input: z.output<typeof ZRenewMembership>,
  now: () => Date = () => new Date(),
): Promise<MembershipView> {
  const { orgId } = input;
  const cashier = await cashierOf(orgId, caller, 'take membership payments');
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const ref = membershipDoc(orgId, membershipId);
  const payment = paymentDoc(orgId, paymentIdFor(orgId, 'membership-renew', input.idempotencyKey));
  const record = await db().runTransaction(async (tx) => {
    const [snap, paid] = await Promise.all([tx.get(ref), tx.get(payment)]);
    const m = snap.data();
    if (!m) throw new ApiError('not_found', 'That membership could not be found.');
    if (paid.exists) return m;
    if (m.billing !== 'salon')
      throw new ApiError('conflict', 'Stripe renews this membership: nothing to take at the desk.');
    if (m.status === 'cancelled' || m.cancelAtPeriodEnd)
      throw new ApiError('conflict', 'This membership is cancelled.');
    const at = now();
    // The next period runs on from the last one, or from today when it lapsed long ago.
    const from =
      m.currentPeriodEnd && m.currentPeriodEnd.getTime() > at.getTime() - 31 * 86_400_000
        ? m.currentPeriodEnd
        : at;
    const next: Partial<MembershipRecord> = {
      status: 'active',
      currentPeriodStart: from,
      currentPeriodEnd: periodEndAfter(from, m.interval),
      paymentIds: [...m.paymentIds, payment.id].slice(-24),
      updatedAt: at,
    };
    tx.update(ref, next);
    tx.create(
      payment,
      cashPeriodPayment(payment.id, m, salon.timeZone, at, cashier, `renew:${m.id}`),
    );
    return { ...m, ...next };
  });
  return viewOf(orgId, record);
}

/** Cancels a salon-billed membership (Stripe ones go through subscription.service). */
export async function cancelSalonBilled(
  m: MembershipRecord,
  orgId: string,
  when: CancelMembership['when'],
  now: Date,
): Promise<MembershipRecord> {
  const ref = membershipDoc(orgId, m.id);
  const change: Partial<MembershipRecord> =
    when === 'now' || m.status !== 'active'
      ? { status: 'cancelled', cancelledAt: now, cancelAtPeriodEnd: false, updatedAt: now }
      : { cancelAtPeriodEnd: true, cancelledAt: now, updatedAt: now };
  await ref.update(change);
  return { ...m, ...change };
}
