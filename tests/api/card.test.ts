// Card payments on the salon's own Stripe account, run in this process against
// the Firestore emulator with Stripe's API stubbed at the HTTP boundary (msw,
// tests/support/stripe-stub.ts) and webhooks signed the way Stripe signs them:
// deposits when booking online, the front desk's card checkout, no-show fees
// on the saved card, refunds, run-out holds, and webhooks replayed and out of order.
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZCreateBooking } from '@chairside/core/booking';
import { ZSavePaymentPolicy } from '@chairside/core/contracts/card';
import { ZDepositGiftCard } from '@chairside/core/gift-cards';
import { DEFAULT_PAYMENT_POLICY, type PaymentPolicy } from '@chairside/core/payment-policy';
import { zonedInstant } from '@chairside/core/zoned-time';
import type * as OnlineModule from '../../functions/src/bookings/online.service';
import type * as CardModule from '../../functions/src/payments/card.service';
import type * as RefundModule from '../../functions/src/payments/refund.service';
import type * as WebhookModule from '../../functions/src/payments/webhook.service';
import type * as HoldsModule from '../../functions/src/bookings/holds';
import type * as PolicyModule from '../../functions/src/payments/policy.service';
import type * as QrModule from '../../functions/src/payments/qr.service';
import type * as SetupModule from '../../functions/src/payments/setup.service';
import type * as DepositGiftModule from '../../functions/src/gift-cards/deposit.service';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';
import { nextTuesday, serviceDocument } from '../support/booking-fixture';
import { StripeStub, intentEvent } from '../support/stripe-stub';
import { handedOverGiftCard } from '../support/payment-fixture';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { trainedModelRecord } from '../support/no-show-fixture';

const run = Date.now();
const orgId = `card-salon-${run}`;
const ACCOUNT = `acct_card_${run}`;
const WEBHOOK_SECRET = 'whsec_test_card';
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const desk = callerFor(`desk-${run}`);
const stylist = callerFor(`ana-${run}`);

const stub = new StripeStub();
const server = setupServer(...stub.handlers());
const signer = new Stripe('sk_test_card');

let online: typeof OnlineModule;
let card: typeof CardModule;
let refunds: typeof RefundModule;
let webhook: typeof WebhookModule;
let holds: typeof HoldsModule;
let policies: typeof PolicyModule;
let qr: typeof QrModule;
let setups: typeof SetupModule;
let mailbox: Mailbox;

const db = () => admin().db;
const bookingData = async (id: string) =>
  (await db().doc(`orgs/${orgId}/bookings/${id}`).get()).data()!;
const paymentData = async (id: string) =>
  (await db().doc(`orgs/${orgId}/payments/${id}`).get()).data()!;

let key = 0;
const newKey = () => `card-${run}-${++key}`;
let hour = 9;
/** A fresh online booking of a $45 cut with Ana (each on its own hour). */
function bookingInput(email = `rosa-${run}@example.test`) {
  const date = nextTuesday(TZ, 3, Math.floor((hour - 9) / 8));
  const time = `${String(9 + ((hour++ - 9) % 8)).padStart(2, '0')}:00`;
  return ZCreateBooking.parse({
    orgId,
    serviceIds: ['cut'],
    staffId: 's-ana',
    start: new Date(zonedInstant(date, time, TZ)).toISOString(),
    contact: { firstName: 'Rosa', lastName: 'Diaz', email, phone: '(718) 555-0199' },
    idempotencyKey: newKey(),
  });
}

const bookOnline = (input = bookingInput()) =>
  online.bookOnline(input, null, () => null, {
    deposit: card.depositIntent,
    cardSetup: setups.openCardSetup,
  });

async function setPolicy(policy: Partial<PaymentPolicy>) {
  await db()
    .doc(`orgs/${orgId}`)
    .update({ paymentPolicy: { ...DEFAULT_PAYMENT_POLICY, ...policy } });
}

function signed(event: object) {
  const payload = JSON.stringify(event);
  return webhook.verifiedEvent(
    Buffer.from(payload),
    signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  );
}

beforeAll(async () => {
  // Stripe is msw in this process, not the emulators' stand-in server.
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_card';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_card';
  process.env['STRIPE_WEBHOOK_SECRET'] = WEBHOOK_SECRET;
  process.env['BOOKING_LINK_SECRET'] = 'card-test-booking-link-secret-0123456789';
  mailbox = await startMailbox();
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  online = await import('../../functions/src/bookings/online.service');
  card = await import('../../functions/src/payments/card.service');
  refunds = await import('../../functions/src/payments/refund.service');
  webhook = await import('../../functions/src/payments/webhook.service');
  holds = await import('../../functions/src/bookings/holds');
  policies = await import('../../functions/src/payments/policy.service');
  qr = await import('../../functions/src/payments/qr.service');
  setups = await import('../../functions/src/payments/setup.service');
  const now = new Date();
  await db().doc(`orgs/${orgId}`).set({
    name: 'Studio Card',
    slug: orgId,
    ownerId: owner.uid,
    email: 'hello@card.test',
    timeZone: TZ,
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
  for (const [who, role, staffId] of [
    [owner, 'owner', null],
    [desk, 'front_desk', null],
    [stylist, 'staff', 's-ana'],
  ] as const) {
    await db()
      .doc(`orgs/${orgId}/members/${who.uid}`)
      .set({ uid: who.uid, role, staffId, displayName: role });
  }
  await db().doc(`orgs/${orgId}/staff/s-ana`).set({
    displayName: 'Ana',
    role: 'staff',
    userId: stylist.uid,
    status: 'active',
    weeklyHours: null,
  });
  await db()
    .doc(`orgs/${orgId}/services/cut`)
    .set(serviceDocument('Cut', { staffIds: ['s-ana'] }));
  await db().doc(`orgs/${orgId}/paymentSettings/stripe`).set({
    id: 'stripe',
    accountId: ACCOUNT,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    lastEventCreated: 0,
    createdAt: now,
    updatedAt: now,
  });
});
beforeEach(() => {
  stub.outcomeFor = () => 'succeeds';
});
afterAll(async () => {
  server.close();
  await mailbox.close();
  for (const k of [
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'BOOKING_LINK_SECRET',
  ])
    delete process.env[k];
});

describe('the salon’s deposits and fees', () => {
  it('are the owner’s to change, and refuse what does not make sense', async () => {
    const policy = ZSavePaymentPolicy.parse({
      orgId,
      ...DEFAULT_PAYMENT_POLICY,
      deposit: { kind: 'fixed', amount: 2000, percent: 0 },
      noShowFee: { kind: 'percent', amount: 0, percent: 100 },
    });
    await expect(policies.savePaymentPolicy(desk, policy)).rejects.toMatchObject({
      code: 'forbidden',
    });
    const saved = await policies.savePaymentPolicy(owner, policy);
    expect(saved).toMatchObject({ cardsReady: true, problem: null, currency: 'USD' });
    expect((await policies.paymentPolicy(stylist, orgId)).policy.deposit).toEqual({
      kind: 'fixed',
      amount: 2000,
      percent: 0,
    });
    await expect(
      policies.savePaymentPolicy(owner, { ...policy, depositServiceIds: ['no-such-service'] }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    const zero = ZSavePaymentPolicy.safeParse({
      ...policy,
      deposit: { kind: 'percent', amount: 0, percent: 0 },
    });
    expect(zero.success).toBe(false);
  });
});

describe('a deposit when booking online', () => {
  it('is worked out on the server, saves the card, and holds the time until it is paid', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const input = bookingInput(`deposit-${run}@example.test`);
    const first = await bookOnline(input);
    expect(first.booking).toMatchObject({ deposit: 2000, awaiting: 'deposit' });
    expect(Date.parse(first.booking.holdUntil!)).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(first.deposit).toMatchObject({
      amount: 2000,
      currency: 'USD',
      accountId: ACCOUNT,
      publishableKey: 'pk_test_card',
      status: 'pending',
    });
    const created = stub.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(created).toHaveLength(1);
    expect(created[0]!.account).toBe(ACCOUNT);
    expect(created[0]!.form.get('amount')).toBe('2000');
    expect(created[0]!.form.get('setup_future_usage')).toBe('off_session');
    expect(created[0]!.idempotencyKey).toBe(`intent:${orgId}:${first.deposit!.paymentId}`);

    // The visitor's retry (same key) is the same booking and the same payment: nothing new.
    const again = await bookOnline(input);
    expect(again.booking.id).toBe(first.booking.id);
    expect(again.deposit!.clientSecret).toBe(first.deposit!.clientSecret);
    expect(stub.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);

    // Stripe.js confirms it in the browser; verify-payment asks Stripe, never the browser.
    const intentId = first.deposit!.clientSecret.split('_secret_')[0]!;
    stub.pay(intentId);
    const status = await card.verifyPayment(orgId, first.deposit!.paymentId);
    expect(status).toMatchObject({ status: 'succeeded', amount: 2000, purpose: 'deposit' });
    const booking = await bookingData(first.booking.id);
    expect(booking).toMatchObject({
      paid: 2000,
      paymentStatus: 'deposit_paid',
      awaiting: null,
      holdUntil: null,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    // The confirmation goes out once the deposit is paid, not before.
    const mail = await mailbox.waitFor(`deposit-${run}@example.test`, /^Booked:/);
    expect(mailbox.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  });

  it('asks only new clients and clients with a past no-show, when the salon says so', async () => {
    await setPolicy({
      deposit: { kind: 'percent', amount: 0, percent: 50 },
      depositAudience: 'new_or_no_show',
    });
    const regular = `regular-${run}@example.test`;
    const firstVisit = await bookOnline(bookingInput(regular));
    expect(firstVisit.booking.deposit).toBe(2250);
    await db()
      .doc(`orgs/${orgId}/bookings/${firstVisit.booking.id}`)
      .update({ status: 'completed', awaiting: null, holdUntil: null });
    const returning = await bookOnline(bookingInput(regular));
    expect(returning.booking).toMatchObject({ deposit: 0, awaiting: null });
    expect(returning.deposit).toBeNull();
    await db().doc(`orgs/${orgId}/bookings/${returning.booking.id}`).update({ status: 'no_show' });
    const afterMissing = await bookOnline(bookingInput(regular));
    expect(afterMissing.booking.deposit).toBe(2250);
  });

  it('asks for a deposit when the salon’s model says the no-show risk is high', async () => {
    await setPolicy({
      deposit: { kind: 'fixed', amount: 1500, percent: 0 },
      depositAudience: 'high_risk',
    });
    // The salon's own model: late cancellations weigh heavily.
    await db()
      .doc(`orgs/${orgId}/intelligence/noShow`)
      .set(trainedModelRecord({ priorLateCancels: 3 }));
    const email = `late-${run}@example.test`;
    // A first visit is not high risk on this model: no deposit (unlike "new clients").
    const first = await bookOnline(bookingInput(email));
    expect(first.booking).toMatchObject({ deposit: 0, awaiting: null });
    // Two appointments cancelled an hour before they began...
    for (const days of [30, 20]) {
      const late = await bookOnline(bookingInput(email));
      const start = new Date(Date.now() - days * 86_400_000);
      await db()
        .doc(`orgs/${orgId}/bookings/${late.booking.id}`)
        .update({
          status: 'cancelled',
          createdAt: new Date(start.getTime() - 7 * 86_400_000),
          startTime: start,
          endTime: new Date(start.getTime() + 45 * 60_000),
          statusChangedAt: new Date(start.getTime() - 3_600_000),
        });
    }
    // ...make the next one high risk: the client is asked for the deposit, not told why.
    const risky = await bookOnline(bookingInput(email));
    expect(risky.booking).toMatchObject({ deposit: 1500, awaiting: 'deposit' });
    expect(JSON.stringify(risky)).not.toMatch(/\brisk\b|no-show/i);
    await db().doc(`orgs/${orgId}/intelligence/noShow`).delete();
  });
});

describe('a gift card toward the deposit', () => {
  let depositGift: typeof DepositGiftModule;
  const giftCard = (amount: number) => handedOverGiftCard(orgId, `gc-${run}-${++key}`, amount);
  const balanceOf = async (id: string) =>
    (await db().doc(`orgs/${orgId}/giftCards/${id}`).get()).get('balance') as number;
  const pay = (bookingId: string, code: string) =>
    depositGift.payDepositWithGiftCard(ZDepositGiftCard.parse({ orgId, bookingId, code }));
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => 'it went through',
      (e: Error) => e.message,
    );

  beforeAll(async () => {
    depositGift = await import('../../functions/src/gift-cards/deposit.service');
  });

  it('pays part of it: the card pays what it holds, and Stripe is asked for only the rest', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const card15 = await giftCard(1500);
    const booked = await bookOnline();
    const answer = await pay(booked.booking.id, card15.code);
    expect(answer).toMatchObject({
      paid: 1500,
      giftCard: { balance: 0, last4: card15.code.slice(-4) },
      awaiting: 'deposit',
      deposit: { paymentId: booked.deposit!.paymentId, amount: 500 },
    });
    const intentId = booked.deposit!.clientSecret.split('_secret_')[0]!;
    const update = stub.requests.find(
      (r) => r.path === `/v1/payment_intents/${intentId}` && r.method === 'POST',
    );
    expect(update?.form.get('amount')).toBe('500');
    expect(await balanceOf(card15.id)).toBe(0);
    expect(await bookingData(booked.booking.id)).toMatchObject({ paid: 1500, awaiting: 'deposit' });

    // The rest by card completes the deposit.
    stub.pay(intentId);
    expect(await card.verifyPayment(orgId, booked.deposit!.paymentId)).toMatchObject({
      status: 'succeeded',
      amount: 500,
    });
    expect(await bookingData(booked.booking.id)).toMatchObject({
      paid: 2000,
      paymentStatus: 'deposit_paid',
      awaiting: null,
    });
  });

  it('pays all of it once: the card payment is cancelled, the client is told, a retry takes nothing more', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const card50 = await giftCard(5000);
    const email = `gift-deposit-${run}@example.test`;
    const booked = await bookOnline(bookingInput(email));
    const first = await pay(booked.booking.id, card50.code);
    expect(first).toMatchObject({
      paid: 2000,
      giftCard: { balance: 3000 },
      awaiting: null,
      holdUntil: null,
      deposit: null,
      cardSetup: null,
    });
    expect(await paymentData(booked.deposit!.paymentId)).toMatchObject({ status: 'canceled' });
    await mailbox.waitFor(email, /^Booked:/);
    // Typed again (any case, dashes): the same payment, nothing more taken.
    const again = await pay(booked.booking.id, card50.code.toLowerCase());
    expect(again).toMatchObject({ paid: 2000, giftCard: { balance: 3000 }, awaiting: null });
    expect(await balanceOf(card50.id)).toBe(3000);
    expect(await bookingData(booked.booking.id)).toMatchObject({
      paid: 2000,
      paymentStatus: 'deposit_paid',
    });

    // Cancelled inside the policy: the deposit goes back onto the card.
    const by = { uid: null, name: 'Online booking' };
    const summary = { id: booked.booking.id, start: booked.booking.start, deposit: 2000 };
    expect(await refunds.refundDepositOnCancel(orgId, summary, 24, by)).toBe(true);
    expect(await balanceOf(card50.id)).toBe(5000);
    expect(await bookingData(booked.booking.id)).toMatchObject({ paid: 0 });
  });

  it('refuses a wrong code, a used-up card, a second card, and a deposit already paid', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const booked = await bookOnline();
    expect(await refused(pay(booked.booking.id, 'ABCD-EFGH-JKMN-PQRS'))).toBe(
      'No gift card of this salon has that code.',
    );
    const empty = await giftCard(100);
    await pay((await bookOnline()).booking.id, empty.code);
    expect(await refused(pay(booked.booking.id, empty.code))).toBe(
      'This gift card has nothing left on it.',
    );
    const some = await giftCard(1000);
    await pay(booked.booking.id, some.code);
    const other = await giftCard(1000);
    expect(await refused(pay(booked.booking.id, other.code))).toBe(
      'Another gift card already paid part of this deposit. Pay the rest by card.',
    );
    const paidByCard = await bookOnline();
    stub.pay(paidByCard.deposit!.clientSecret.split('_secret_')[0]!);
    await card.verifyPayment(orgId, paidByCard.deposit!.paymentId);
    expect(await refused(pay(paidByCard.booking.id, other.code))).toBe(
      'This deposit is already paid.',
    );
    expect(await balanceOf(other.id)).toBe(1000);
  });

  it('a hold that runs out gives the card back what it paid', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const card10 = await giftCard(1000);
    const booked = await bookOnline();
    await pay(booked.booking.id, card10.code);
    expect(await balanceOf(card10.id)).toBe(0);
    await holds.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    expect(await bookingData(booked.booking.id)).toMatchObject({ status: 'cancelled', paid: 0 });
    expect(await balanceOf(card10.id)).toBe(1000);
  });
});

describe('a card saved without a deposit', () => {
  const setupIdOf = (secret: string) => secret.split('_secret_')[0]!;
  const mailTo = (to: string) => mailbox.messages.filter((m) => JSON.stringify(m.to).includes(to));

  it('holds the time until the card is saved, then confirms once; the fee goes to that card', async () => {
    await setPolicy({ noShowFee: { kind: 'fixed', amount: 3000, percent: 0 } });
    const email = `card-only-${run}@example.test`;
    const input = bookingInput(email);
    const first = await bookOnline(input);
    expect(first.booking).toMatchObject({ deposit: 0, awaiting: 'card' });
    expect(first.deposit).toBeNull();
    expect(first.cardSetup).toMatchObject({ accountId: ACCOUNT, publishableKey: 'pk_test_card' });
    const bookingId = first.booking.id;
    const made = stub.requests.filter(
      (r) => r.path === '/v1/setup_intents' && r.form.get('metadata[bookingId]') === bookingId,
    );
    expect(made).toHaveLength(1);
    expect(made[0]!).toMatchObject({
      account: ACCOUNT,
      idempotencyKey: `setup:${orgId}:${bookingId}`,
    });
    expect(made[0]!.form.get('usage')).toBe('off_session');
    // Nothing is charged for it.
    expect(
      stub.requests.some(
        (r) => r.form.get('metadata[bookingId]') === bookingId && r.path === '/v1/payment_intents',
      ),
    ).toBe(false);

    // The visitor's retry is the same booking and the same SetupIntent.
    const again = await bookOnline(input);
    expect(again.cardSetup!.clientSecret).toBe(first.cardSetup!.clientSecret);
    expect(await setups.verifyCardSetup(orgId, bookingId)).toMatchObject({
      status: 'pending',
      card: null,
    });
    expect(mailTo(email)).toHaveLength(0);

    // Stripe.js saves it in the browser; the server asks Stripe, twice to no further effect.
    stub.saveCard(setupIdOf(first.cardSetup!.clientSecret), `pm_card_${bookingId}`);
    expect(await setups.verifyCardSetup(orgId, bookingId)).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    });
    await setups.verifyCardSetup(orgId, bookingId);
    expect(await bookingData(bookingId)).toMatchObject({
      awaiting: null,
      holdUntil: null,
      paid: 0,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    await mailbox.waitFor(email, /^Booked:/);
    expect(mailTo(email)).toHaveLength(1);

    // A no-show: the fee is charged off session to the card saved for it.
    await db().doc(`orgs/${orgId}/bookings/${bookingId}`).update({ status: 'no_show' });
    const answer = await card.chargeFee(
      desk,
      { orgId, bookingId, purpose: 'no_show_fee', expectedAmount: 3000 },
      'http://localhost:5000',
    );
    expect(answer).toMatchObject({ outcome: 'succeeded' });
    const charge = stub.requests.findLast(
      (r) => r.path === '/v1/payment_intents' && r.form.get('metadata[bookingId]') === bookingId,
    )!;
    expect(charge.form.get('payment_method')).toBe(`pm_card_${bookingId}`);
    expect(charge.form.get('off_session')).toBe('true');
    expect(charge.form.get('customer')).toBe(made[0]!.form.get('customer'));
  });

  it('is applied once from Stripe’s webhook, and never from another salon’s account', async () => {
    await setPolicy({ lateCancelFee: { kind: 'percent', amount: 0, percent: 50 } });
    const { booking, cardSetup } = await bookOnline();
    const saved = stub.saveCard(setupIdOf(cardSetup!.clientSecret));
    const event = (id: string, account: string) => ({
      id,
      object: 'event',
      type: 'setup_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      account,
      data: { object: { ...saved } },
    });
    await webhook.processEvent(await signed(event(`evt_other_${run}`, 'acct_someone_else')));
    expect(await bookingData(booking.id)).toMatchObject({ awaiting: 'card' });
    const real = await signed(event(`evt_setup_${run}`, ACCOUNT));
    expect(await webhook.processEvent(real)).toEqual({ duplicate: false });
    expect(await webhook.processEvent(real)).toEqual({ duplicate: true });
    expect(await bookingData(booking.id)).toMatchObject({
      awaiting: null,
      card: { last4: '4242' },
    });
  });

  it('releases the time when no card is saved in time, and cancels the SetupIntent', async () => {
    await setPolicy({ noShowFee: { kind: 'fixed', amount: 2000, percent: 0 } });
    const { booking, cardSetup } = await bookOnline();
    await holds.releaseExpiredHolds(new Date(Date.now() + 31 * 60_000));
    expect(await bookingData(booking.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The card was not saved in time',
      awaiting: null,
    });
    expect(stub.setups.get(setupIdOf(cardSetup!.clientSecret))!.status).toBe('canceled');
    expect(await setups.verifyCardSetup(orgId, booking.id)).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('released'),
    });
  });
});

describe('Stripe’s payment webhooks', () => {
  it('apply a payment once, and neither a replay nor an older event undoes it', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 1500, percent: 0 } });
    const { booking, deposit } = await bookOnline();
    const intentId = deposit!.clientSecret.split('_secret_')[0]!;
    const paid = stub.pay(intentId);
    const base = Math.floor(Date.now() / 1000) + 100;
    const succeeded = await signed(
      intentEvent(`evt_ok_${run}`, 'payment_intent.succeeded', paid, ACCOUNT, base),
    );
    expect(await webhook.processEvent(succeeded)).toEqual({ duplicate: false });
    expect(await webhook.processEvent(succeeded)).toEqual({ duplicate: true });
    const older = await signed(
      intentEvent(
        `evt_old_${run}`,
        'payment_intent.requires_action',
        { ...paid, status: 'requires_action' },
        ACCOUNT,
        base - 50,
      ),
    );
    expect(await webhook.processEvent(older)).toEqual({ duplicate: false });
    expect(await paymentData(deposit!.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await bookingData(booking.id)).toMatchObject({
      paid: 1500,
      paymentStatus: 'deposit_paid',
    });
  });

  it('ignore an event about a payment on another salon’s account', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 1500, percent: 0 } });
    const { deposit } = await bookOnline();
    const intentId = deposit!.clientSecret.split('_secret_')[0]!;
    const forged = await signed(
      intentEvent(
        `evt_other_${run}`,
        'payment_intent.succeeded',
        { ...stub.intents.get(intentId)!, status: 'succeeded' },
        'acct_someone_else',
        Math.floor(Date.now() / 1000),
      ),
    );
    await webhook.processEvent(forged);
    expect(await paymentData(deposit!.paymentId)).toMatchObject({ status: 'pending' });
  });
});

describe('checking out by card at the front desk', () => {
  it('charges the balance the server works out, plus the tip', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const { booking, deposit } = await bookOnline();
    stub.pay(deposit!.clientSecret.split('_secret_')[0]!);
    await card.verifyPayment(orgId, deposit!.paymentId);
    const base = { orgId, bookingId: booking.id, tip: 500, idempotencyKey: newKey() };
    await expect(
      card.createCardIntent(stylist, { ...base, expectedAmount: 2500 }),
    ).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(
      card.createCardIntent(desk, { ...base, expectedAmount: 4500 }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('$25'),
    });
    const intent = await card.createCardIntent(desk, { ...base, expectedAmount: 2500 });
    expect(intent).toMatchObject({ amount: 2500, tip: 500 });
    expect(stub.intents.get(intent.clientSecret.split('_secret_')[0]!)!.amount).toBe(3000);
    stub.pay(intent.clientSecret.split('_secret_')[0]!);
    expect(await card.verifyPayment(orgId, intent.paymentId)).toMatchObject({
      status: 'succeeded',
    });
    expect(await bookingData(booking.id)).toMatchObject({
      paid: 4500,
      tips: 500,
      paymentStatus: 'paid',
      status: 'completed',
    });
  });
});

describe('paying ahead from the appointment’s link', () => {
  it('takes what is due by card, saves the card, keeps the appointment open, refunds it on cancelling in time', async () => {
    await setPolicy({ deposit: { kind: 'none', amount: 0, percent: 0 } });
    const booked = await bookOnline(bookingInput(`ahead-${run}@example.test`));
    const token = booked.manageToken!;
    expect((await online.viewManaged(token)).due).toBe(4500);

    const pay = await online.payManaged(token, card.prepayIntent);
    expect(pay).toMatchObject({ due: 4500, currency: 'USD', howToPay: null });
    expect(pay.intent).toMatchObject({ amount: 4500, accountId: ACCOUNT });
    const created = stub.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(created.form.get('setup_future_usage')).toBe('off_session');
    // Pressing "Pay" again is the same payment.
    const again = await online.payManaged(token, card.prepayIntent);
    expect(again.intent!.clientSecret).toBe(pay.intent!.clientSecret);

    stub.pay(pay.intent!.clientSecret.split('_secret_')[0]!);
    expect(await card.verifyPayment(orgId, pay.intent!.paymentId)).toMatchObject({
      status: 'succeeded',
      purpose: 'balance',
    });
    const after = await bookingData(booked.booking.id);
    expect(after).toMatchObject({ paid: 4500, paymentStatus: 'paid', card: { last4: '4242' } });
    expect(['booked', 'confirmed']).toContain(after['status']);
    expect((await online.viewManaged(token)).due).toBe(0);
    await expect(online.payManaged(token, card.prepayIntent)).rejects.toMatchObject({
      code: 'conflict',
    });

    const by = { uid: null, name: 'Cancelled by the client online' };
    expect(await refunds.refundDepositOnCancel(orgId, booked.booking, 24, by)).toBe(true);
    expect(await paymentData(pay.intent!.paymentId)).toMatchObject({
      status: 'refunded',
      refunded: 4500,
    });
  });

  it('says how to pay at the salon where it takes no cards online', async () => {
    await setPolicy({ deposit: { kind: 'none', amount: 0, percent: 0 } });
    const booked = await bookOnline(bookingInput(`at-desk-${run}@example.test`));
    const key = process.env['STRIPE_SECRET_KEY'];
    delete process.env['STRIPE_SECRET_KEY'];
    try {
      const pay = await online.payManaged(booked.manageToken!, card.prepayIntent);
      expect(pay).toMatchObject({ due: 4500, intent: null });
      expect(pay.howToPay).toMatch(/does not take payments online yet\. Pay at Studio Card/);
    } finally {
      process.env['STRIPE_SECRET_KEY'] = key;
    }
  });
});

describe('a no-show fee on the saved card', () => {
  async function missedAppointment() {
    await setPolicy({
      deposit: { kind: 'fixed', amount: 1000, percent: 0 },
      noShowFee: { kind: 'percent', amount: 0, percent: 100 },
    });
    const { booking, deposit } = await bookOnline();
    stub.pay(deposit!.clientSecret.split('_secret_')[0]!, `pm_card_${booking.id}`);
    await card.verifyPayment(orgId, deposit!.paymentId);
    await db().doc(`orgs/${orgId}/bookings/${booking.id}`).update({ status: 'no_show' });
    return booking.id;
  }

  it('is charged off session once, less the deposit kept', async () => {
    const bookingId = await missedAppointment();
    const input = { orgId, bookingId, purpose: 'no_show_fee' as const, expectedAmount: 3500 };
    await expect(
      card.chargeFee(desk, { ...input, expectedAmount: 4500 }, 'http://localhost:5000'),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    const before = stub.requests.filter((r) => r.path === '/v1/payment_intents').length;
    const answer = await card.chargeFee(desk, input, 'http://localhost:5000');
    expect(answer).toMatchObject({
      outcome: 'succeeded',
      payment: { amount: 3500, purpose: 'no_show_fee' },
    });
    const sent = stub.requests.filter((r) => r.path === '/v1/payment_intents').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('off_session')).toBe('true');
    expect(sent[0]!.form.get('confirm')).toBe('true');
    expect(sent[0]!.form.get('payment_method')).toBe(`pm_card_${bookingId}`);
    // Pressing it again charges nothing more.
    const again = await card.chargeFee(desk, input, 'http://localhost:5000');
    expect(again.payment.id).toBe(answer.payment.id);
    expect(stub.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(before + 1);
    expect((await bookingData(bookingId)).feePayments).toEqual({ no_show_fee: answer.payment.id });
  });

  it('sends the client a pay link when the bank asks them to confirm', async () => {
    const bookingId = await missedAppointment();
    stub.outcomeFor = () => 'authentication_required';
    const answer = await card.chargeFee(
      desk,
      { orgId, bookingId, purpose: 'no_show_fee', expectedAmount: 3500 },
      'http://localhost:5000',
    );
    expect(answer.outcome).toBe('requires_action');
    expect(answer).toMatchObject({ payLinkSent: true });
    expect(answer.message).toContain('asked the client to confirm');
    const mail = await mailbox.waitFor(`rosa-${run}@example.test`, /No-show fee of \$35/);
    expect(linkIn(mail, 'http://localhost:5000/payment?token=')).toContain(
      `payment=${answer.payment.id}`,
    );
    expect(await paymentData(answer.payment.id)).toMatchObject({ status: 'requires_action' });
    const { manageToken } = await import('../../functions/src/platform/manage-links');
    const link = await card.payLink(manageToken(orgId, bookingId)!, answer.payment.id);
    expect(link).toMatchObject({ amount: 3500, salonName: 'Studio Card', accountId: ACCOUNT });
    expect(link.clientSecret).toMatch(/_secret_/);
    // A link for another appointment's token does not open this payment.
    await expect(
      card.payLink(manageToken(orgId, 'other-booking')!, answer.payment.id),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it('says the card was declined, and records it', async () => {
    const bookingId = await missedAppointment();
    stub.outcomeFor = () => 'declined';
    const answer = await card.chargeFee(
      desk,
      { orgId, bookingId, purpose: 'no_show_fee', expectedAmount: 3500 },
      'http://localhost:5000',
    );
    expect(answer.outcome).toBe('failed');
    expect(answer.message).toContain('declined');
    expect(await paymentData(answer.payment.id)).toMatchObject({ status: 'failed' });
  });

  it('is refused on an appointment that was kept', async () => {
    const { booking } = await bookOnline();
    await expect(
      card.chargeFee(
        desk,
        { orgId, bookingId: booking.id, purpose: 'no_show_fee', expectedAmount: 3500 },
        'x',
      ),
    ).rejects.toMatchObject({ code: 'conflict', message: expect.stringContaining('no-show') });
  });
});

describe('refunds', () => {
  it('never give back more than was paid, and a webhook afterwards counts nothing twice', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const { booking, deposit } = await bookOnline();
    const intentId = deposit!.clientSecret.split('_secret_')[0]!;
    stub.pay(intentId);
    await card.verifyPayment(orgId, deposit!.paymentId);
    const request = { orgId, paymentId: deposit!.paymentId, reason: '', idempotencyKey: newKey() };
    await expect(refunds.refundPayment(desk, { ...request, amount: 500 })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(refunds.refundPayment(owner, { ...request, amount: 2500 })).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'At most $20 can be refunded.',
    });
    const partial = await refunds.refundPayment(owner, { ...request, amount: 500 });
    expect(partial).toMatchObject({
      status: 'partially_refunded',
      refunded: 500,
      refundable: 1500,
    });
    // The same request again (a retry) refunds nothing more.
    await refunds.refundPayment(owner, { ...request, amount: 500 });
    expect(stub.refunds.filter((r) => r['payment_intent'] === intentId)).toHaveLength(1);
    expect(await bookingData(booking.id)).toMatchObject({
      paid: 1500,
      paymentStatus: 'deposit_paid',
    });

    // Stripe's charge.refunded for that refund, then one made in Stripe's dashboard.
    const event = (id: string) =>
      signed({
        id,
        object: 'event',
        type: 'charge.refunded',
        created: Math.floor(Date.now() / 1000),
        account: ACCOUNT,
        data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId } },
      });
    await webhook.processEvent(await event(`evt_ref1_${run}`));
    expect(await paymentData(deposit!.paymentId)).toMatchObject({ refunded: 500 });
    stub.refunds.push({
      id: `re_dash_${run}`,
      object: 'refund',
      amount: 1500,
      payment_intent: intentId,
      status: 'succeeded',
      metadata: {},
    });
    await webhook.processEvent(await event(`evt_ref2_${run}`));
    const after = await paymentData(deposit!.paymentId);
    expect(after).toMatchObject({ refunded: 2000, status: 'refunded' });
    expect(after['refunds']).toHaveLength(2);
    expect(await bookingData(booking.id)).toMatchObject({ paid: 0, paymentStatus: 'unpaid' });
  });

  it('give the deposit back when an appointment is cancelled inside the policy', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const { booking, deposit } = await bookOnline();
    stub.pay(deposit!.clientSecret.split('_secret_')[0]!);
    await card.verifyPayment(orgId, deposit!.paymentId);
    const by = { uid: null, name: 'test' };
    // Too late: within 24 hours of the start, the salon keeps it.
    const late = Date.parse(booking.start) - 3_600_000;
    expect(await refunds.refundDepositOnCancel(orgId, booking, 24, by, late)).toBe(false);
    expect(await refunds.refundDepositOnCancel(orgId, booking, 24, by)).toBe(true);
    expect(await refunds.refundDepositOnCancel(orgId, booking, 24, by)).toBe(false);
    expect(await paymentData(deposit!.paymentId)).toMatchObject({
      status: 'refunded',
      refunded: 2000,
    });
  });
});

describe('a deposit not paid in time', () => {
  it('releases the time and cancels the payment; a deposit paid late keeps the booking', async () => {
    await setPolicy({ deposit: { kind: 'fixed', amount: 2000, percent: 0 } });
    const abandoned = await bookOnline();
    const paidLate = await bookOnline();
    stub.pay(paidLate.deposit!.clientSecret.split('_secret_')[0]!);
    const later = new Date(Date.now() + 31 * 60_000);
    const due = (await holds.expiredHolds(later)).map((h) => h.booking.id);
    expect(due).toEqual(expect.arrayContaining([abandoned.booking.id, paidLate.booking.id]));
    const dueNow = (await holds.expiredHolds(new Date())).map((h) => h.booking.id);
    expect(dueNow).not.toContain(abandoned.booking.id);
    await holds.releaseExpiredHolds(later);
    expect(await bookingData(abandoned.booking.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The deposit was not paid in time',
      awaiting: null,
    });
    expect(await paymentData(abandoned.deposit!.paymentId)).toMatchObject({ status: 'canceled' });
    expect(await bookingData(paidLate.booking.id)).toMatchObject({
      status: 'booked',
      paymentStatus: 'deposit_paid',
      awaiting: null,
    });
  });
});

describe('paying by scanning at the front desk', () => {
  async function dueAppointment() {
    await setPolicy({});
    const { booking } = await bookOnline();
    return booking.id;
  }

  it('shows a QR code of a Stripe payment page for the balance and tip, and follows it to paid', async () => {
    const bookingId = await dueAppointment();
    const input = { orgId, bookingId, expectedAmount: 4500, tip: 700, idempotencyKey: newKey() };
    await expect(qr.generateQr(stylist, input, 'http://localhost:5000')).rejects.toMatchObject({
      code: 'forbidden',
    });
    const shown = await qr.generateQr(desk, input, 'http://localhost:5000');
    expect(shown).toMatchObject({ amount: 4500, tip: 700, status: 'pending' });
    expect(shown.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(shown.qrImage.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const sessionId = shown.url.split('/').at(-1)!;
    const session = stub.sessions.get(sessionId)!;
    expect(session['amount_total']).toBe(5200);
    const sent = stub.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.account).toBe(ACCOUNT);
    expect(sent.form.get('payment_intent_data[metadata][paymentId]')).toBe(shown.paymentId);
    // Again with the same key: the same page, no second session.
    const again = await qr.generateQr(desk, input, 'http://localhost:5000');
    expect(again.url).toBe(shown.url);
    expect(stub.sessions.size).toBe(1);

    expect(await qr.processQrPayment(orgId, shown.paymentId)).toMatchObject({ status: 'pending' });
    stub.payCheckout(sessionId);
    expect(await qr.processQrPayment(orgId, shown.paymentId)).toMatchObject({
      status: 'succeeded',
    });
    expect(await bookingData(bookingId)).toMatchObject({
      paid: 4500,
      tips: 700,
      paymentStatus: 'paid',
    });
    expect(await paymentData(shown.paymentId)).toMatchObject({ method: 'qr', status: 'succeeded' });
  });

  it('shows a Cash App Pay code from Stripe’s next action, and its status follows Stripe', async () => {
    const bookingId = await dueAppointment();
    const input = { orgId, bookingId, expectedAmount: 4500, tip: 0, idempotencyKey: newKey() };
    const shown = await qr.generateCashAppQr(desk, input, 'http://localhost:5000');
    expect(shown).toMatchObject({ amount: 4500, status: 'requires_action' });
    expect(shown.qrImage).toMatch(/^https:\/\/qr\.stripe\.com\/.+\.svg$/);
    expect(shown.url).toMatch(/^https:\/\/cash\.app\//);
    const sent = stub.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(sent.form.get('allowed_payment_method_types[0]')).toBe('cashapp');
    expect(sent.form.get('payment_method_data[type]')).toBe('cashapp');
    const intentId = shown.qrImage.split('/').at(-1)!.replace('.svg', '');
    stub.pay(intentId);
    expect(await card.verifyPayment(orgId, shown.paymentId)).toMatchObject({ status: 'succeeded' });
    const details = await card.paymentDetails(desk, orgId, shown.paymentId);
    expect(details).toMatchObject({ method: 'cashapp', status: 'succeeded', refundable: 4500 });
    expect(details.history.map((h) => h.status)).toEqual([
      'pending',
      'requires_action',
      'succeeded',
    ]);
  });
});
