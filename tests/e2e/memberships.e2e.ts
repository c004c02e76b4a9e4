// Memberships end to end in Chromium: a client signs in on the salon's
// membership page, joins a plan that includes a cut and pays by card (Stripe
// stubbed at the network boundary: a Billing subscription on the salon's
// account, its first invoice paid through Stripe.js), then books that cut
// online and is told there is nothing to pay; the booking is free in the
// salon's records and the period's included cut is counted. Her next cut
// redeems loyalty points the salon gave her: $5 off, taken from her balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi } from '../support/api';
import { longDateOf, nextTuesday, salonWithLeo } from '../support/booking-fixture';
import { useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { connectedStripe } from '../support/payment-fixture';
import { StripeStub } from '../support/stripe-stub';
import { routeStripe, serveStripe } from '../support/stripe-standin';

const run = Date.now();
const PASSWORD = 'member-pass-1';
const TZ = 'America/New_York';
const slug = `member-e2e-${run}`;
const clientEmail = `mia-${run}@example.test`;
const stub = new StripeStub();
let standIn: Awaited<ReturnType<typeof serveStripe>>;
let orgId: string;
let founderToken: string;
let clientUid: string;
const newPage = useBrowser();

const date = nextTuesday(TZ);
const longDate = longDateOf(date);

beforeAll(async () => {
  standIn = await serveStripe(stub);
  const founder = await signUp(`owner-member-${run}@chairside.test`, PASSWORD);
  founderToken = founder.idToken;
  orgId = await salonWithLeo(founder.idToken, 'Studio Member', slug);
  // The salon runs a loyalty programme too: 100 points take $5 off.
  const rules = await callApi('/loyalty/settings', {
    token: founder.idToken,
    body: { orgId, settings: { enabled: true, redeemStep: 100, redeemValue: 500 } },
  });
  expect(rules.status).toBe(200);
  await connectedStripe(orgId, `acct_member_e2e_${run}`);
  const plan = await callApi('/memberships/definitions', {
    token: founder.idToken,
    body: {
      orgId,
      definition: {
        name: 'Cut club',
        description: 'A cut every month.',
        price: 3900,
        billing_interval: 'month',
        benefits: {
          includedServices: [{ serviceId: 'mens-cut', count: 1 }],
          productDiscountPercent: 10,
        },
      },
    },
  });
  expect(plan.status).toBe(201);
  const client = await signUp(clientEmail, PASSWORD);
  clientUid = client.uid;
  await admin().auth.updateUser(client.uid, { emailVerified: true, displayName: 'Mia Member' });
});
afterAll(async () => {
  await standIn?.close();
});

describe('a client joins a membership and books an included service', () => {
  it('joins from the salon’s membership page, paying by card', async () => {
    const page = await newPage({ width: 390 });
    await routeStripe(page.context(), stub);
    await page.goto(`${APP_URL}/salon-membership-view-page?salon=${orgId}`);
    await page.getByRole('heading', { name: 'Memberships at Studio Member' }).waitFor();
    await page.getByRole('link', { name: 'Sign in to join' }).click();
    await page.getByLabel('E-mail').fill(clientEmail);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'Memberships at Studio Member' }).waitFor();
    await page.getByRole('button', { name: 'Join Cut club' }).click();
    const form = page.getByRole('form', { name: 'Membership payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Pay $39 and join' }).click();
    await page.getByRole('heading', { name: 'Your Studio Member membership' }).waitFor();
    await page
      .getByText(/Men’s cut/)
      .first()
      .waitFor();

    const members = await admin().db.collection(`orgs/${orgId}/memberships`).get();
    expect(members.docs.map((d) => d.get('status'))).toEqual(['active']);

    // Then books the included cut, signed in as themselves.
    await page.goto(`${APP_URL}/book-now?salon=${slug}`);
    await page.getByRole('heading', { name: 'Choose your services' }).waitFor();
    await page.getByRole('checkbox', { name: /^Men’s cut/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /Leo Martins/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const day = page.getByRole('radio', { name: new RegExp(`^${longDate}:`) });
    while (!(await day.count())) await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('radio', { name: new RegExp(`^${longDate}: \\d+ times free`) }).click();
    await page.getByRole('radio', { name: '11:00 AM' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(clientEmail);
    await page.getByLabel(/^First name/).fill('Mia');
    await page.getByLabel(/^Last name/).fill('Member');
    await page.getByLabel(/^Phone/).fill('(718) 555-0177');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await page.getByText('Nothing to pay').waitFor();
    await page.getByText('Included in your Cut club membership ($45 off)').waitFor();

    const booking = (await admin().db.collection(`orgs/${orgId}/bookings`).get()).docs[0]!;
    expect(booking.get('price')).toBe(0);
    expect(booking.get('member.included')).toEqual(['mens-cut']);
    const membership = (await admin().db.collection(`orgs/${orgId}/memberships`).get()).docs[0]!;
    expect(membership.get('usage.services')).toEqual({ 'mens-cut': 1 });

    // The salon thanks her with 150 points; her next cut (this month's included one is used) redeems 100.
    const clientId = (await admin().db.doc(`users/${clientUid}`).get()).get(`clientOf.${orgId}`);
    const thanks = await callApi('/loyalty/adjust', {
      token: founderToken,
      body: {
        orgId,
        clientId,
        points: 150,
        reason: 'Welcome to the club',
        idempotencyKey: `e2e-thanks-${run}`,
      },
    });
    expect(thanks.status).toBe(200);
    await page.getByRole('link', { name: 'Book another' }).click();
    await page.getByRole('checkbox', { name: /^Men’s cut/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /Leo Martins/ }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    while (!(await day.count())) await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('radio', { name: new RegExp(`^${longDate}: \\d+ times free`) }).click();
    await page.getByRole('radio', { name: '2:00 PM', exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Your points: 150' }).waitFor();
    await page.getByLabel('Redeem points').click();
    await page.getByRole('option', { name: '100 points: $5 off' }).click();
    await page.getByText('100 points: $5 off · $40 to pay').waitFor();
    await page.getByLabel(/^Phone/).fill('(718) 555-0177');
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await page.getByText('100 points redeemed ($5 off)').waitFor();
    await page.getByText('$40 · pay at the salon').waitFor();

    const redeemed = await admin()
      .db.collection(`orgs/${orgId}/bookings`)
      .where('pointsRedeemed.points', '==', 100)
      .get();
    expect(redeemed.docs.map((d) => d.get('price'))).toEqual([4000]);
    const record = await admin().db.doc(`orgs/${orgId}/clients/${clientId}`).get();
    expect(record.get('loyaltyPoints')).toBe(50);
  });
});
