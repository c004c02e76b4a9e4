// Connecting a salon's Stripe account and Stripe's webhooks, run in this
// process against the Firestore emulator, with Stripe's API stubbed at the
// HTTP boundary (msw) by answers shaped like Stripe's own, and webhooks signed
// the way Stripe signs them.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type * as ConnectModule from '../../functions/src/payments/connect.service';
import type * as WebhookModule from '../../functions/src/payments/webhook.service';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';

type ConnectService = typeof ConnectModule;
type WebhookService = typeof WebhookModule;

const run = Date.now();
const orgId = `stripe-salon-${run}`;
const WEBHOOK_SECRET = 'whsec_test_chairside';
const ACCOUNT_ID = `acct_${run}`;
const owner = callerFor(`owner-${run}`);
const stylist = callerFor(`stylist-${run}`);

/** A Connect account as Stripe answers it (trimmed to the fields we read). */
function account(extra: Partial<Record<string, unknown>> = {}) {
  return {
    id: ACCOUNT_ID,
    object: 'account',
    type: 'standard',
    country: 'US',
    default_currency: 'usd',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    metadata: { orgId },
    requirements: {
      currently_due: ['external_account', 'business_profile.url'],
      past_due: [],
      disabled_reason: 'requirements.past_due',
    },
    settings: { payments: { statement_descriptor: 'STUDIO STRIPE' } },
    ...extra,
  };
}

const requests: { path: string; idempotencyKey: string | null; body: string }[] = [];
const server = setupServer(
  http.post('https://api.stripe.com/v1/accounts', async ({ request }) => {
    requests.push({
      path: '/v1/accounts',
      idempotencyKey: request.headers.get('idempotency-key'),
      body: await request.text(),
    });
    return HttpResponse.json(account());
  }),
  http.post('https://api.stripe.com/v1/account_links', async ({ request }) => {
    requests.push({ path: '/v1/account_links', idempotencyKey: null, body: await request.text() });
    return HttpResponse.json({
      object: 'account_link',
      created: Math.floor(Date.now() / 1000),
      expires_at: Math.floor(Date.now() / 1000) + 300,
      url: `https://connect.stripe.com/setup/s/${ACCOUNT_ID}/abc123`,
    });
  }),
  http.get(`https://api.stripe.com/v1/accounts/${ACCOUNT_ID}`, () =>
    HttpResponse.json(
      account({
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], past_due: [], disabled_reason: null },
      }),
    ),
  ),
);

let connect: ConnectService;
let webhook: WebhookService;
const stripe = new Stripe('sk_test_chairside');

/** An event as Stripe sends it: its JSON body and the Stripe-Signature header. */
function signed(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { raw: Buffer.from(payload), header };
}

const accountUpdated = (id: string, created: number, extra: Record<string, unknown>) => ({
  id,
  object: 'event',
  type: 'account.updated',
  created,
  account: ACCOUNT_ID,
  data: { object: account(extra) },
});

beforeAll(async () => {
  // Stripe is msw in this process, not the emulators' stand-in server.
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_chairside';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_chairside';
  process.env['STRIPE_WEBHOOK_SECRET'] = WEBHOOK_SECRET;
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  connect = await import('../../functions/src/payments/connect.service');
  webhook = await import('../../functions/src/payments/webhook.service');
  const { db } = admin();
  await db.doc(`orgs/${orgId}`).set({
    name: 'Studio Stripe',
    slug: orgId,
    ownerId: owner.uid,
    email: 'hello@studio.test',
    timeZone: 'America/New_York',
    currency: 'USD',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db.doc(`orgs/${orgId}/members/${owner.uid}`).set({ uid: owner.uid, role: 'owner' });
  await db.doc(`orgs/${orgId}/members/${stylist.uid}`).set({ uid: stylist.uid, role: 'staff' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
    delete process.env[key];
});

describe('connecting the salon’s own Stripe account', () => {
  it('says plainly that cards need a connected account before one exists', async () => {
    const config = await connect.stripeConfig(orgId);
    expect(config).toMatchObject({
      configured: true,
      publishableKey: 'pk_test_chairside',
      accountId: null,
      problem: 'This salon has not connected Stripe yet.',
    });
  });

  it('refuses a stylist', async () => {
    await expect(connect.createConnectAccount(stylist, orgId)).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(requests).toHaveLength(0);
  });

  it('makes a Standard account once, with an idempotency key, and keeps what Stripe said', async () => {
    const first = await connect.createConnectAccount(owner, orgId);
    const again = await connect.createConnectAccount(owner, orgId);
    expect(requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);
    expect(requests[0]!.idempotencyKey).toBe(`connect-account:${orgId}`);
    expect(new URLSearchParams(requests[0]!.body).get('type')).toBe('standard');
    expect(new URLSearchParams(requests[0]!.body).get('metadata[orgId]')).toBe(orgId);
    expect(first).toEqual(again);
    expect(first).toMatchObject({
      configured: true,
      connected: true,
      accountId: ACCOUNT_ID,
      chargesEnabled: false,
      requirementsDue: ['external_account', 'business_profile.url'],
      statementDescriptor: 'STUDIO STRIPE',
      defaultCurrency: 'USD',
      platformFeeBps: 0,
    });
  });

  it('links into Stripe’s onboarding and back to the app', async () => {
    const link = await connect.createAccountLink(owner, orgId, 'http://localhost:5000');
    expect(link.url).toContain('connect.stripe.com');
    const sent = new URLSearchParams(requests.find((r) => r.path === '/v1/account_links')!.body);
    expect(sent.get('return_url')).toBe('http://localhost:5000/stripe-connect-complete');
    expect(sent.get('refresh_url')).toBe('http://localhost:5000/stripe-connect-refresh');
    expect(sent.get('type')).toBe('account_onboarding');
  });
});

describe('Stripe’s webhooks', () => {
  const base = Math.floor(Date.now() / 1000) + 60;

  it('refuses a body whose signature does not match, and changes nothing', async () => {
    const { raw } = signed(accountUpdated(`evt_bad_${run}`, base, { charges_enabled: true }));
    const forged = signed({ id: 'other' }).header;
    await expect(webhook.verifiedEvent(raw, forged)).rejects.toMatchObject({ status: 400 });
    const record = (await admin().db.doc(`orgs/${orgId}/paymentSettings/stripe`).get()).data()!;
    expect(record.chargesEnabled).toBe(false);
  });

  it('applies account.updated once, and a replay changes nothing', async () => {
    const { raw, header } = signed(
      accountUpdated(`evt_1_${run}`, base, {
        charges_enabled: true,
        requirements: { currently_due: ['external_account'], past_due: [], disabled_reason: null },
      }),
    );
    const event = await webhook.verifiedEvent(raw, header);
    expect(await webhook.processEvent(event)).toEqual({ duplicate: false });
    expect(await webhook.processEvent(event)).toEqual({ duplicate: true });
    const record = (await admin().db.doc(`orgs/${orgId}/paymentSettings/stripe`).get()).data()!;
    expect(record).toMatchObject({
      chargesEnabled: true,
      requirementsDue: ['external_account'],
      lastEventCreated: base,
    });
  });

  it('never lets an older event overwrite a newer state', async () => {
    const newer = signed(
      accountUpdated(`evt_3_${run}`, base + 20, { payouts_enabled: true, charges_enabled: true }),
    );
    const older = signed(
      accountUpdated(`evt_2_${run}`, base + 10, { payouts_enabled: false, charges_enabled: false }),
    );
    await webhook.processEvent(await webhook.verifiedEvent(newer.raw, newer.header));
    expect(
      await webhook.processEvent(await webhook.verifiedEvent(older.raw, older.header)),
    ).toEqual({ duplicate: false });
    const record = (await admin().db.doc(`orgs/${orgId}/paymentSettings/stripe`).get()).data()!;
    expect(record).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
      lastEventCreated: base + 20,
    });
  });

  it('asks Stripe for the state on return from onboarding (owners and managers)', async () => {
    await expect(connect.onboardingStatus(stylist, orgId)).rejects.toMatchObject({
      code: 'forbidden',
    });
    // A retrieval is "now": older than the events above, so they stand.
    const status = await connect.onboardingStatus(owner, orgId);
    expect(status.chargesEnabled).toBe(true);
    const config = await connect.stripeConfig(orgId);
    expect(config).toMatchObject({ accountId: ACCOUNT_ID, chargesEnabled: true, problem: null });
  });
});
