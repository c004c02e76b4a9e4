// Card money end to end in Chromium: the owner connects the salon's own
// Stripe account, sets a deposit and a no-show fee, a visitor pays the deposit
// while booking online (a declined card first), and the owner charges the
// no-show fee to the card saved with it. Stripe is the tests' stand-in at the
// network boundary: Stripe.js and api.stripe.com routed by Playwright, and the
// functions' Stripe API served on STRIPE_API_URL (tests/support/stripe-standin.ts).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/api';
import { handedOverGiftCard } from '../support/payment-fixture';
import { longDateOf, nextTuesday, salonWithLeo } from '../support/booking-fixture';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { StripeStub } from '../support/stripe-stub';
import { routeStripe, serveStripe } from '../support/stripe-standin';

const run = Date.now();
const PASSWORD = 'card-desk-pass-1';
const ownerEmail = `owner-card-${run}@chairside.test`;
const slug = `card-e2e-${run}`;
const date = nextTuesday('America/New_York');
const longDate = longDateOf(date);
const stub = new StripeStub();
let standIn: Awaited<ReturnType<typeof serveStripe>>;
let mailbox: Mailbox;
let orgId: string;
let owner: Page;
const newPage = useBrowser();

async function pageWithStripe(options: Parameters<typeof newPage>[0] = {}) {
  const page = await newPage(options);
  await routeStripe(page.context(), stub);
  return page;
}

/** A visitor at phone width who chose a men's cut with Leo at `time` and reached their details. */
async function visitorAtDetails(time: string) {
  const visitor = await pageWithStripe({ width: 390 });
  await visitor.goto(`${APP_URL}/book-now?salon=${slug}`);
  await visitor.getByRole('checkbox', { name: /^Men’s cut/ }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await visitor.getByRole('radio', { name: /Leo Martins/ }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  const day = visitor.getByRole('radio', { name: new RegExp(`^${longDate}:`) });
  while (!(await day.count())) await visitor.getByRole('button', { name: 'Next week' }).click();
  await day.click();
  await visitor.getByRole('radio', { name: time }).click();
  await visitor.getByRole('button', { name: 'Continue' }).click();
  return visitor;
}

async function bookAs(visitor: Page, [first, last, email, phone]: string[]) {
  await visitor.getByLabel(/^First name/).fill(first!);
  await visitor.getByLabel(/^Last name/).fill(last!);
  await visitor.getByLabel(/^Email/).fill(email!);
  await visitor.getByLabel(/^Phone/).fill(phone!);
  await visitor.getByRole('button', { name: 'Book appointment' }).click();
}

beforeAll(async () => {
  standIn = await serveStripe(stub);
  mailbox = await startMailbox();
  const founder = await signUp(ownerEmail, PASSWORD);
  orgId = await salonWithLeo(founder.idToken, 'Studio Card', slug);
  owner = await pageWithStripe();
  await signInAt(owner, '/stripe-settings', ownerEmail, PASSWORD);
});
afterAll(async () => {
  await standIn?.close();
  await mailbox?.close();
});

describe('a salon takes cards into its own Stripe account', () => {
  it('the owner connects Stripe and comes back ready to take cards', async () => {
    await owner.getByRole('button', { name: 'Connect Stripe' }).click();
    await owner.waitForURL(/connect\.stripe\.com/);
    await owner.getByRole('link', { name: 'Return to Chairside' }).click();
    await owner.waitForURL((url) => url.pathname === '/stripe-connect-complete');
    await owner.getByText('Your Stripe account is connected and can take card payments.').waitFor();
    const account = [...stub.accounts.values()][0]!;
    expect(account['metadata']).toEqual({ orgId });
    expect(stub.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
  });

  it('the owner asks for a $20 deposit and a full no-show fee', async () => {
    await owner.goto(`${APP_URL}/stripe-settings`);
    const policy = owner.getByRole('region', { name: 'Deposits and fees' });
    await policy.getByRole('combobox', { name: 'Deposit when booking online' }).click();
    await owner.getByRole('option', { name: 'A fixed amount' }).click();
    await policy.getByLabel('Amount (USD)').fill('20');
    await policy.getByRole('combobox', { name: 'No-show fee' }).click();
    await owner.getByRole('option', { name: 'A share of the price' }).click();
    await policy.getByLabel('Percent of the price').fill('100');
    await policy.getByRole('button', { name: 'Save deposits and fees' }).click();
    await policy.getByText('Deposits and fees saved.').waitFor();
  });

  it('a visitor pays the deposit while booking, after a declined card', async () => {
    const visitor = await visitorAtDetails('10:00 AM');
    await visitor
      .getByText('A deposit of $20 is taken when you book; the rest is paid at the salon.')
      .waitFor();
    await bookAs(visitor, ['Ada', 'Lovelace', `ada-${run}@example.test`, '(718) 555-0133']);

    await visitor.getByRole('heading', { name: 'Pay the deposit to keep your time' }).waitFor();
    // The time is held, but not confirmed by e-mail until the deposit is paid.
    expect(mailbox.messages.filter((m) => m.to && JSON.stringify(m.to).includes('ada-'))).toEqual(
      [],
    );
    await visitor.getByText(/for a no-show to the card you pay the deposit with/).waitFor();
    const form = visitor.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Pay $20' }).click();
    await form.getByRole('alert').getByText('Your card was declined.').waitFor();

    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByRole('button', { name: 'Pay $20' }).click();
    await visitor.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await visitor.getByText(/Deposit of \$20 paid/).waitFor();
    await mailbox.waitFor(`ada-${run}@example.test`);

    const booking = (await admin().db.collection(`orgs/${orgId}/bookings`).get()).docs[0]!;
    expect(booking.data()).toMatchObject({
      deposit: 2000,
      paid: 2000,
      awaiting: null,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    // The deposit's PaymentIntent saves the card for the salon's fees.
    const intent = [...stub.intents.values()].find((i) => i.amount === 2000)!;
    expect(intent).toMatchObject({ setup_future_usage: 'off_session', status: 'succeeded' });
  });

  it('a visitor pays part of the deposit with a gift card and the rest by card', async () => {
    const gift = await handedOverGiftCard(orgId, `gc-${run}`, 1500);
    const visitor = await visitorAtDetails('11:00 AM');
    await bookAs(visitor, ['Grace', 'Hopper', `grace-${run}@example.test`, '(718) 555-0134']);

    await visitor.getByRole('button', { name: 'Pay with a gift card' }).click();
    await visitor.getByLabel('Gift card code').fill('not a code');
    await visitor.getByRole('button', { name: 'Apply' }).click();
    await visitor.getByText(/That is not a gift card code/).waitFor();
    await visitor.getByLabel('Gift card code').fill(gift.code.toLowerCase());
    await visitor.getByRole('button', { name: 'Apply' }).click();
    const last4 = gift.code.slice(-4);
    await visitor
      .getByText(`$15 paid with your gift card ending ${last4}, $5 left to pay now.`, {
        exact: false,
      })
      .waitFor();
    const form = visitor.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Pay $5' }).click();
    await visitor.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await visitor
      .getByText(`Deposit of $20 paid ($15 with your gift card ending ${last4})`, {
        exact: false,
      })
      .waitFor();
    expect((await admin().db.doc(`orgs/${orgId}/giftCards/gc-${run}`).get()).get('balance')).toBe(
      0,
    );
    const booking = (
      await admin()
        .db.collection(`orgs/${orgId}/bookings`)
        .where('clientEmail', '==', `grace-${run}@example.test`)
        .get()
    ).docs[0]!;
    expect(booking.data()).toMatchObject({ deposit: 2000, paid: 2000, awaiting: null });
  });

  it('the owner marks a no-show and charges the fee to the saved card', async () => {
    await owner.goto(`${APP_URL}/appointments?date=${date}`);
    await owner.getByRole('button', { name: /^10:00 AM, Ada Lovelace/ }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByText('Card on file: VISA ···· 4242, expires 12/2034').waitFor();
    await dialog.getByRole('button', { name: 'No-show' }).click();
    // It asks once before it acts.
    await dialog.getByRole('button', { name: 'Yes, no-show' }).click();
    await dialog.getByRole('button', { name: 'Charge no-show fee of $25' }).click();
    await dialog.getByText('No-show fee of $25 charged to the saved card.').waitFor();
    // A missed appointment opens again from the book (with cancelled ones shown), fee and all.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await owner.getByLabel('Show cancelled').check();
    await owner
      .getByRole('button', { name: /^10:00 AM, Ada Lovelace, Men’s cut, No-show/ })
      .click();
    await dialog
      .getByText('No-show fee charged: see the payment in the ledger (Payments).')
      .waitFor();

    const fee = stub.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.form.get('off_session') === 'true',
    )!;
    expect(fee.form.get('amount')).toBe('2500');
    // The key follows from the booking and the kind of fee: a retry never charges twice.
    const booking = (
      await admin()
        .db.collection(`orgs/${orgId}/bookings`)
        .where('clientEmail', '==', `ada-${run}@example.test`)
        .get()
    ).docs[0]!;
    const feeId = booking.get('feePayments.no_show_fee') as string;
    expect(fee.idempotencyKey).toBe(`intent:${orgId}:${feeId}`);
    await owner.goto(`${APP_URL}/financial-hub`);
    const row = owner.getByRole('table', { name: 'Payments' }).getByRole('row', {
      name: /No-show fee/,
    });
    await row.getByText('$25').waitFor();
  });
});
