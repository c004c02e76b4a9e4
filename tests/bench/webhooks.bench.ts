// Stripe's payment webhooks under load, against the Firestore emulator: 1,000
// signed events for 450 card payments, 10% of them replays and 10% arriving
// before the event they follow, delivered ten at a time as Stripe does. Prints
// the throughput and checks that the ledger and the appointments add up to
// exactly what was paid. Run: `npm run bench:webhooks` (starts fresh emulators).
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { admin } from '../support/api';
import { StripeStub, intentEvent } from '../support/stripe-stub';

const PAYMENTS = Number(process.env['BENCH_PAYMENTS'] ?? 450);
const AMOUNT = 2000;
const PRICE = 4500;
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 10);
const run = Date.now();
const orgId = `bench-webhooks-${run}`;
const ACCOUNT = `acct_bench_${run}`;
const SECRET = 'whsec_bench';

// Stripe is msw in this process, not the emulators' stand-in server.
delete process.env['STRIPE_API_URL'];
process.env['STRIPE_SECRET_KEY'] = 'sk_test_bench';
process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_bench';
process.env['STRIPE_WEBHOOK_SECRET'] = SECRET;
const stub = new StripeStub();
const server = setupServer(...stub.handlers());
server.listen({ onUnhandledRequest: 'bypass' });
// Every slice's handlers and checkout adjusters, as the deployed functions have them.
await import('../../functions/src/subscriptions');
const webhook = await import('../../functions/src/payments/webhook.service');
const signer = new Stripe('sk_test_bench');
const { db } = admin();

// A salon whose online bookings each wait for a $20 deposit.
const now = new Date();
await db.doc(`orgs/${orgId}`).set({ name: 'Bench', slug: orgId, timeZone: 'UTC', currency: 'USD' });
for (let i = 0; i < PAYMENTS; i += 450) {
  const batch = db.batch();
  for (let j = i; j < Math.min(PAYMENTS, i + 450); j++) {
    const bookingId = `b${j}`;
    const paymentId = `p${j}`;
    batch.set(db.doc(`orgs/${orgId}/bookings/${bookingId}`), {
      localDate: '2026-12-01',
      startTime: now,
      endTime: now,
      staffId: 's',
      price: PRICE,
      currency: 'USD',
      deposit: AMOUNT,
      paid: 0,
      status: 'booked',
      awaiting: 'deposit',
      holdUntil: new Date(now.getTime() + 30 * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    batch.set(db.doc(`orgs/${orgId}/payments/${paymentId}`), {
      id: paymentId,
      method: 'card',
      purpose: 'deposit',
      status: 'pending',
      amount: AMOUNT,
      tip: 0,
      refunded: 0,
      currency: 'USD',
      bookingId,
      stripe: { accountId: ACCOUNT, paymentIntentId: `pi_${j}` },
      localDate: '2026-12-01',
      takenBy: { uid: null, name: 'Online booking' },
      history: [],
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
}

// Each payment: processing, then succeeded five seconds later.
const t0 = Math.floor(Date.now() / 1000);
const intent = (j: number, status: string) => ({
  id: `pi_${j}`,
  object: 'payment_intent',
  amount: AMOUNT,
  currency: 'usd',
  status,
  customer: `cus_${j}`,
  payment_method: status === 'succeeded' ? `pm_${j}` : null,
  metadata: { orgId, paymentId: `p${j}`, bookingId: `b${j}` },
  last_payment_error: null,
});
const events: object[] = [];
for (let j = 0; j < PAYMENTS; j++) {
  const processing = intentEvent(
    `evt_${run}_${j}_a`,
    'payment_intent.processing',
    intent(j, 'processing'),
    ACCOUNT,
    t0 + j,
  );
  const succeeded = intentEvent(
    `evt_${run}_${j}_b`,
    'payment_intent.succeeded',
    intent(j, 'succeeded'),
    ACCOUNT,
    t0 + j + 5,
  );
  // One payment in five has its events the wrong way round (90 of 900).
  events.push(...(j % 5 === 0 ? [succeeded, processing] : [processing, succeeded]));
}
const REPLAYS = Math.round(PAYMENTS / 4.5);
for (let k = 0; k < REPLAYS; k++) events.push(events[(k * 37) % events.length]!);

// Stripe signs each delivery when it sends it (the signature's time is checked).
const sign = (e: object) => {
  const payload = JSON.stringify(e);
  return {
    raw: Buffer.from(payload),
    header: signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
  };
};

let duplicates = 0;
const started = performance.now();
for (let i = 0; i < events.length; i += CONCURRENCY) {
  const answers = await Promise.all(
    events.slice(i, i + CONCURRENCY).map(async (e) => {
      const { raw, header } = sign(e);
      return webhook.processEvent(await webhook.verifiedEvent(raw, header));
    }),
  );
  duplicates += answers.filter((a) => a.duplicate).length;
}
const seconds = (performance.now() - started) / 1000;

const payments = await db.collection(`orgs/${orgId}/payments`).get();
const bookings = await db.collection(`orgs/${orgId}/bookings`).get();
const succeeded = payments.docs.filter((d) => d.get('status') === 'succeeded').length;
const ledger = payments.docs
  .filter((d) => d.get('status') === 'succeeded')
  .reduce((s, d) => s + (d.get('amount') as number), 0);
const paid = bookings.docs.reduce((s, d) => s + (d.get('paid') as number), 0);
const expected = PAYMENTS * AMOUNT;
const exact =
  succeeded === PAYMENTS && ledger === expected && paid === expected && duplicates === REPLAYS;

console.log(`
Stripe payment webhooks (${events.length} events: ${PAYMENTS * 2} distinct, ${REPLAYS} replays, ${PAYMENTS / 5} out of order; ${CONCURRENCY} at a time)
  throughput         ${(events.length / seconds).toFixed(0)} events/s (${seconds.toFixed(1)} s)
  replays seen       ${duplicates} of ${REPLAYS}
  payments paid      ${succeeded} of ${PAYMENTS}
  ledger total       ${ledger} (expected ${expected})
  appointments paid  ${paid} (expected ${expected})
  ${exact ? 'exact: every cent once' : 'MISMATCH'}
`);
server.close();
process.exit(exact ? 0 : 1);
