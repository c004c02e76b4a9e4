// Rent by card, in process against the emulators with Stripe stubbed at the
// HTTP boundary: the renter saves a card on the salon's account (a
// SetupIntent; the server asks Stripe whether it was saved), the desk charges
// a week's rent to it off session (into the ledger as booth rent, against the
// week, once per key), a declined card says so and records nothing, and
// without Stripe the call says how to set it up.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBoothRentTerms } from '@chairside/core/booth-rent';
import type * as CardModule from '../../functions/src/pay/rent-card.service';
import type * as RentModule from '../../functions/src/pay/rent.service';
import { admin, ownedSalon, teamOf } from '../support/api';
import { callerFor } from '../support/callers';
import { connectedStripe } from '../support/payment-fixture';
import { StripeStub } from '../support/stripe-stub';

const run = Date.now().toString(36);
const orgId = `rent-card-${run}`;
const owner = callerFor(`rent-card-owner-${run}`);
const rita = callerFor(`rent-card-rita-${run}`);
const desk = callerFor(`rent-card-desk-${run}`);
const WEEK = '2026-11-02';
const stub = new StripeStub();
const server = setupServer(...stub.handlers());
let card: typeof CardModule;
let rent: typeof RentModule;

beforeAll(async () => {
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_rent';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_rent';
  server.listen({ onUnhandledRequest: 'bypass' });
  await ownedSalon(orgId, 'Rent Card Studio', owner.uid);
  await teamOf(orgId, [
    ['s-rita', 'Rita Ruiz', 'booth_renter', rita.uid],
    ['s-ava', 'Ava Desk', 'front_desk', desk.uid],
  ]);
  await connectedStripe(orgId, 'acct_rent');
  card = await import('../../functions/src/pay/rent-card.service');
  rent = await import('../../functions/src/pay/rent.service');
  await rent.saveBoothRent(owner, {
    orgId,
    staffId: 's-rita',
    effectiveFrom: WEEK,
    terms: ZBoothRentTerms.parse({ frequency: 'weekly', fixed: 15_000 }),
  });
});
afterAll(() => server.close());

const week = (view: Awaited<ReturnType<typeof rent.boothRent>>) =>
  view.renters[0]!.statements.find((s) => s.from === WEEK)!;
const charge = (key: string, amount = 15_000, from = WEEK) =>
  card.chargeRent(desk, {
    orgId,
    staffId: 's-rita',
    from,
    amount,
    idempotencyKey: `${key}-${run}`,
  });
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

describe('rent by card', () => {
  it('has nothing to charge until the renter saves a card', async () => {
    expect(await refusal(charge('early'))).toEqual({
      code: 'conflict',
      message: 'Rita Ruiz has no card saved for rent.',
    });
  });

  it('saves the renter’s card on the salon’s account, asked of Stripe', async () => {
    const setup = await card.openRentCard(rita, orgId);
    expect(setup).toMatchObject({ publishableKey: 'pk_test_rent', accountId: 'acct_rent' });
    expect(await refusal(card.verifyRentCard(rita, orgId))).toMatchObject({ code: 'conflict' });
    const seti = setup.clientSecret.split('_secret_')[0]!;
    stub.saveCard(seti);
    const view = await card.verifyRentCard(rita, orgId);
    expect(view.renters[0]!.card).toBe('Visa ···4242');
  });

  it('charges the week to the card off session, once per key, into the ledger', async () => {
    const view = await charge('week-1');
    expect(week(view)).toMatchObject({ paid: 15_000, balance: 0, status: 'paid' });
    const again = await charge('week-1');
    expect(week(again).paid).toBe(15_000);
    const ledger = await admin()
      .db.collection(`orgs/${orgId}/payments`)
      .where('purpose', '==', 'booth_rent')
      .get();
    expect(ledger.docs.map((d) => [d.get('method'), d.get('status'), d.get('amount')])).toEqual([
      ['card', 'succeeded', 15_000],
    ]);
    const sent = stub.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.method === 'POST',
    );
    expect(sent.at(-1)!.form.get('off_session')).toBe('true');
    expect(sent.at(-1)!.account).toBe('acct_rent');
  });

  it('says a declined card was declined, and records nothing', async () => {
    stub.outcomeFor = () => 'declined';
    const next = '2026-11-09';
    expect(await refusal(charge('week-2', 15_000, next))).toEqual({
      code: 'unprocessable',
      message:
        'Rita Ruiz’s card was declined: take the rent at the desk, or they save another card.',
    });
    stub.outcomeFor = () => 'succeeds';
    const view = await rent.boothRent(owner, orgId);
    expect(view.renters[0]!.statements.find((s) => s.from === next)!.paid).toBe(0);
  });

  it('says how to set up card payments when the server has no Stripe keys', async () => {
    delete process.env['STRIPE_SECRET_KEY'];
    try {
      expect((await refusal(card.openRentCard(rita, orgId)))?.code).toBe('not_configured');
    } finally {
      process.env['STRIPE_SECRET_KEY'] = 'sk_test_rent';
    }
  });
});
