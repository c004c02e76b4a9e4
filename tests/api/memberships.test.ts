// Memberships run in this process against the Firestore emulator, Stripe
// stubbed at the HTTP boundary and its webhooks signed the way Stripe signs
// them: plans made and shown to the public, a client signed up at the desk
// (cash in the ledger, one live membership per client, renewals), a client
// joining online through a subscription (active only once Stripe says paid,
// each invoice in the ledger once, replays ignored, an older event never
// over a newer one, a failed renewal pausing it, deletion ending it),
// cancelling, and the monthly recurring revenue.
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCancelMembership,
  ZEnrolMembership,
  ZJoinMembership,
  ZMembershipDefinitionInput,
  ZRenewMembership,
  type MembershipDefinitionInput,
} from '@chairside/core/memberships';
import type * as PlansModule from '../../functions/src/memberships/plans.service';
import type * as PublicModule from '../../functions/src/memberships/plans-public';
import type * as MembersModule from '../../functions/src/memberships/members.service';
import type * as SubscriptionModule from '../../functions/src/memberships/subscription.service';
import type * as CancelModule from '../../functions/src/memberships/cancel.service';
import type * as WebhookModule from '../../functions/src/payments/webhook.service';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';
import { connectedStripe } from '../support/payment-fixture';
import { StripeStub, intentEvent } from '../support/stripe-stub';

const run = Date.now();
const orgId = `member-salon-${run}`;
const ACCOUNT = `acct_member_${run}`;
const WEBHOOK_SECRET = 'whsec_test_member';
const owner = callerFor(`owner-${run}`);
const manager = callerFor(`manager-${run}`);
const desk = callerFor(`desk-${run}`);
const stylist = callerFor(`leo-${run}`);
const rae = callerFor(`rae-${run}`, 'Rae Member');
const stranger = callerFor(`zed-${run}`);

const stub = new StripeStub();
const server = setupServer(...stub.handlers());
const signer = new Stripe('sk_test_member');
let plans: typeof PlansModule;
let published: typeof PublicModule;
let members: typeof MembersModule;
let subs: typeof SubscriptionModule;
let cancels: typeof CancelModule;
let webhook: typeof WebhookModule;
let gold: string;

const db = () => admin().db;
let key = 0;
const newKey = () => `member-${run}-${++key}`;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none', message: 'it went through' }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );
const plan = (fields: Partial<MembershipDefinitionInput> = {}) =>
  ZMembershipDefinitionInput.parse({
    name: 'Gold',
    description: 'A blow-dry a month and more',
    price: 9900,
    billing_interval: 'month',
    benefits: {
      includedServices: [{ serviceId: 'blowdry', count: 2 }],
      serviceDiscountPercent: 15,
      productDiscountPercent: 10,
      priorityBooking: true,
      perks: ['A drink on every visit'],
    },
    ...fields,
  });
const membershipPayments = async (clientId: string) =>
  (
    await db()
      .collection(`orgs/${orgId}/payments`)
      .where('purpose', '==', 'membership')
      .where('clientId', '==', clientId)
      .get()
  ).docs.map((d) => d.data());
let eventSeq = 0;
async function deliver(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(
    intentEvent(`evt_${run}_${++eventSeq}`, type, object, ACCOUNT, created),
  );
  return sendSigned(payload);
}
async function sendSigned(payload: string) {
  const event = await webhook.verifiedEvent(
    Buffer.from(payload),
    signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  );
  return webhook.processEvent(event);
}

beforeAll(async () => {
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_member';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_member';
  process.env['STRIPE_WEBHOOK_SECRET'] = WEBHOOK_SECRET;
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  plans = await import('../../functions/src/memberships/plans.service');
  published = await import('../../functions/src/memberships/plans-public');
  members = await import('../../functions/src/memberships/members.service');
  subs = await import('../../functions/src/memberships/subscription.service');
  cancels = await import('../../functions/src/memberships/cancel.service');
  webhook = await import('../../functions/src/payments/webhook.service');
  const now = new Date();
  await db().doc(`orgs/${orgId}`).set({
    name: 'Studio Member',
    slug: orgId,
    ownerId: owner.uid,
    email: 'hello@member.test',
    timeZone: 'America/New_York',
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
  for (const [who, role, staffId] of [
    [owner, 'owner', null],
    [manager, 'manager', null],
    [desk, 'front_desk', null],
    [stylist, 'staff', 's-leo'],
  ] as const) {
    await db()
      .doc(`orgs/${orgId}/members/${who.uid}`)
      .set({ uid: who.uid, role, staffId, displayName: role });
  }
  await db()
    .doc(`orgs/${orgId}/services/blowdry`)
    .set({
      name: 'Blow-dry',
      category: 'Styling',
      currency: 'USD',
      description: '',
      durationMinutes: 45,
      price: 4500,
      status: 'active',
      staffIds: ['s-leo'],
      createdAt: now,
      updatedAt: now,
    });
  await db().doc(`orgs/${orgId}/clients/c-ada`).set({
    id: 'c-ada',
    firstName: 'Ada',
    lastName: 'Desk',
    email: 'ada@member.test',
    phone: '',
    ownerStaffId: null,
    createdAt: now,
    updatedAt: now,
  });
  await connectedStripe(orgId, ACCOUNT);
});
afterAll(() => {
  server.close();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    delete process.env[k];
  }
});

describe('plans', () => {
  it('owners and managers make and change plans; the team reads them; others are refused', async () => {
    const made = await plans.saveDefinition(owner, orgId, null, plan());
    gold = made.id;
    expect(made).toMatchObject({ name: 'Gold', price: 9900, currency: 'USD', members: 0 });
    const edited = await plans.saveDefinition(manager, orgId, gold, plan({ price: 8900 }));
    expect(edited.price).toBe(8900);
    await plans.saveDefinition(owner, orgId, gold, plan());
    expect((await plans.listDefinitions(stylist, orgId)).map((p) => p.name)).toEqual(['Gold']);
    expect(await refusal(plans.saveDefinition(stylist, orgId, null, plan()))).toMatchObject({
      code: 'forbidden',
    });
    expect(await refusal(plans.listDefinitions(stranger, orgId))).toMatchObject({
      code: 'forbidden',
    });
  });

  it('a plan including a service not on the menu is refused with the field named', async () => {
    const answer = await refusal(
      plans.saveDefinition(
        owner,
        orgId,
        null,
        plan({ benefits: { includedServices: [{ serviceId: 'nope', count: 1 }] } }),
      ),
    );
    expect(answer).toMatchObject({ code: 'unprocessable' });
    expect(answer.message).toContain('not on the salon’s menu');
  });

  it('the public sees plans on sale with their benefits in words, and where Choose Plan leads', async () => {
    const answer = await plans.publicMemberships(orgId);
    expect(answer.signupReady).toBe(true);
    expect(answer.plans[0]).toMatchObject({
      id: gold,
      price: 9900,
      billing_interval: 'month',
      benefits: [
        '2 × Blow-dry included each month',
        '15% off services',
        '10% off products',
        'Priority booking',
        'A drink on every visit',
      ],
    });
    const tiers = await published.publishedTiers(orgId);
    expect(tiers[0]!.join_path).toBe(`/salon-membership-view-page?salon=${orgId}&plan=${gold}`);
  });
});

describe('at the desk', () => {
  it('signs a client up with the first period paid in cash, once per key, one live membership per client', async () => {
    const input = ZEnrolMembership.parse({
      orgId,
      clientId: 'c-ada',
      definitionId: gold,
      idempotencyKey: newKey(),
    });
    const m = await members.enrolMember(desk, input);
    expect(m).toMatchObject({ status: 'active', billing: 'salon', planName: 'Gold', price: 9900 });
    expect(m.included).toEqual([
      { serviceId: 'blowdry', name: 'Blow-dry', count: 2, used: 0, left: 2 },
    ]);
    const days = (Date.parse(m.currentPeriodEnd!) - Date.parse(m.currentPeriodStart!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    // The same request again answers the same membership and takes nothing more.
    expect((await members.enrolMember(desk, input)).id).toBe(m.id);
    expect(await membershipPayments('c-ada')).toHaveLength(1);
    expect((await membershipPayments('c-ada'))[0]).toMatchObject({
      method: 'cash',
      amount: 9900,
      status: 'succeeded',
    });
    const again = await refusal(members.enrolMember(desk, { ...input, idempotencyKey: newKey() }));
    expect(again).toMatchObject({ code: 'conflict' });
    expect(again.message).toContain('already has the Gold membership');
    expect(
      await refusal(members.enrolMember(stylist, { ...input, idempotencyKey: newKey() })),
    ).toMatchObject({ code: 'forbidden' });
  });

  it('a renewal runs the next period on from the last and is one more payment', async () => {
    const { membership } = await members.clientMembership(stylist, orgId, 'c-ada');
    const renewed = await members.renewMember(
      desk,
      membership!.id,
      ZRenewMembership.parse({ orgId, idempotencyKey: newKey() }),
    );
    expect(renewed.currentPeriodStart).toBe(membership!.currentPeriodEnd);
    expect(await membershipPayments('c-ada')).toHaveLength(2);
  });

  it('deleting a plan with members retires it instead', async () => {
    const spare = await plans.saveDefinition(owner, orgId, null, plan({ name: 'Spare' }));
    expect(await plans.deleteDefinition(owner, orgId, spare.id)).toEqual({
      deleted: true,
      retired: false,
    });
    expect(await refusal(plans.deleteDefinition(manager, orgId, gold))).toMatchObject({
      code: 'forbidden',
    });
    const silver = await plans.saveDefinition(owner, orgId, null, plan({ name: 'Silver' }));
    await db().doc(`orgs/${orgId}/memberships/old-silver`).set({
      id: 'old-silver',
      definitionId: silver.id,
      clientId: 'c-gone',
      price: 9900,
      status: 'cancelled',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect(await plans.deleteDefinition(owner, orgId, silver.id)).toEqual({
      deleted: false,
      retired: true,
    });
    expect((await plans.publicMemberships(orgId)).plans.map((p) => p.name)).toEqual(['Gold']);
  });
});

describe('joining online', () => {
  let membershipId: string;
  let subscriptionId: string;

  it('a client joins: the membership waits for Stripe, then is active with one payment in the ledger', async () => {
    const answer = await subs.joinMembership(
      rae,
      ZJoinMembership.parse({ orgId, definitionId: gold, idempotencyKey: newKey() }),
    );
    membershipId = answer.membership.id;
    expect(answer.membership.status).toBe('incomplete');
    expect(answer.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(answer).toMatchObject({ accountId: ACCOUNT, amount: 9900, currency: 'USD' });
    const stored = (await db().doc(`orgs/${orgId}/memberships/${membershipId}`).get()).data()!;
    subscriptionId = stored['stripe'].subscriptionId;
    // The subscription was made on the salon's account, with an idempotency key.
    const made = stub.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(made.account).toBe(ACCOUNT);
    expect(made.idempotencyKey).toContain(membershipId);
    // The account is linked to a new client record with the person's e-mail.
    const profile = (await db().doc(`users/${rae.uid}`).get()).data()!;
    const clientId = profile['clientOf'][orgId] as string;
    expect((await db().doc(`orgs/${orgId}/clients/${clientId}`).get()).get('email')).toBe(
      rae.email,
    );

    // Asked before paying, it is still waiting.
    expect((await subs.confirmMembership(rae, orgId, membershipId)).status).toBe('incomplete');
    stub.pay(stub.invoiceIntentOf(subscriptionId));
    const confirmed = await subs.confirmMembership(rae, orgId, membershipId);
    expect(confirmed.status).toBe('active');
    expect(await subs.confirmMembership(rae, orgId, membershipId)).toMatchObject({
      status: 'active',
    });
    expect(await membershipPayments(clientId)).toHaveLength(1);
    expect((await members.myMembership(rae, orgId)).membership).toMatchObject({
      id: membershipId,
      status: 'active',
      planName: 'Gold',
    });
  });

  it('a second join by the same client is refused while the first is live', async () => {
    const answer = await refusal(
      subs.joinMembership(
        rae,
        ZJoinMembership.parse({ orgId, definitionId: gold, idempotencyKey: newKey() }),
      ),
    );
    expect(answer).toMatchObject({ code: 'conflict' });
  });

  it('a person without a confirmed e-mail cannot join', async () => {
    const unverified = { ...callerFor(`new-${run}`), emailVerified: false };
    const answer = await refusal(
      subs.joinMembership(
        unverified,
        ZJoinMembership.parse({ orgId, definitionId: gold, idempotencyKey: newKey() }),
      ),
    );
    expect(answer).toMatchObject({ code: 'forbidden' });
  });

  it('a renewal invoice from the webhook is one payment however often it is sent; a failed one pauses the membership', async () => {
    const clientId = (await db().doc(`users/${rae.uid}`).get()).get(`clientOf.${orgId}`) as string;
    const { invoice } = stub.renew(subscriptionId, 'paid');
    const payload = JSON.stringify(
      intentEvent(
        `evt_${run}_paid`,
        'invoice.paid',
        invoice,
        ACCOUNT,
        Math.floor(Date.now() / 1000),
      ),
    );
    expect(await sendSigned(payload)).toEqual({ duplicate: false });
    expect(await sendSigned(payload)).toEqual({ duplicate: true });
    expect(await membershipPayments(clientId)).toHaveLength(2);

    const failed = stub.renew(subscriptionId, 'failed');
    await deliver('invoice.payment_failed', failed.invoice, Math.floor(Date.now() / 1000) + 5);
    expect((await members.myMembership(rae, orgId)).membership!.status).toBe('past_due');
    expect(await membershipPayments(clientId)).toHaveLength(2);

    // An older event arriving late does not undo the newer state.
    const old = { ...stub.subscriptions.get(subscriptionId)!, status: 'active' };
    await deliver('customer.subscription.updated', old, Math.floor(Date.now() / 1000) - 3600);
    expect((await members.myMembership(rae, orgId)).membership!.status).toBe('past_due');
  });

  it('the member cancels at the period’s end, not at once; nobody else may cancel it', async () => {
    const now = ZCancelMembership.parse({ orgId, when: 'now' });
    expect(await refusal(cancels.cancelMembership(rae, membershipId, now))).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await refusal(
        cancels.cancelMembership(stranger, membershipId, ZCancelMembership.parse({ orgId })),
      ),
    ).toMatchObject({ code: 'forbidden' });
    const ending = await cancels.cancelMembership(
      rae,
      membershipId,
      ZCancelMembership.parse({ orgId }),
    );
    expect(ending.cancelAtPeriodEnd).toBe(true);
    const updated = stub.requests.filter(
      (r) => r.path === `/v1/subscriptions/${subscriptionId}` && r.method === 'POST',
    );
    expect(updated.at(-1)!.form.get('cancel_at_period_end')).toBe('true');
  });

  it('Stripe deleting the subscription ends the membership', async () => {
    const sub = stub.subscriptions.get(subscriptionId)!;
    Object.assign(sub, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) });
    await deliver('customer.subscription.deleted', sub, Math.floor(Date.now() / 1000) + 60);
    expect((await members.myMembership(rae, orgId)).membership!.status).toBe('cancelled');
  });
});

describe('the members screen', () => {
  it('lists members with monthly recurring revenue (a yearly plan counts a twelfth); stylists are refused', async () => {
    const yearly = await plans.saveDefinition(
      owner,
      orgId,
      null,
      plan({ name: 'Yearly', price: 120_000, billing_interval: 'year' }),
    );
    const now = new Date();
    await db().doc(`orgs/${orgId}/clients/c-yan`).set({
      id: 'c-yan',
      firstName: 'Yan',
      lastName: 'Year',
      email: 'yan@member.test',
      phone: '',
      ownerStaffId: null,
      createdAt: now,
      updatedAt: now,
    });
    await members.enrolMember(
      manager,
      ZEnrolMembership.parse({
        orgId,
        clientId: 'c-yan',
        definitionId: yearly.id,
        idempotencyKey: newKey(),
      }),
    );
    const overview = await members.membersOverview(desk, orgId);
    // Ada's Gold (99.00 a month) and Yan's Yearly (1,200.00 a year = 100.00 a month).
    expect(overview.mrr).toBe(9900 + 10_000);
    expect(overview.counts).toMatchObject({ active: 2, cancelled: 2 });
    expect(await refusal(members.membersOverview(stylist, orgId))).toMatchObject({
      code: 'forbidden',
    });
  });
});
