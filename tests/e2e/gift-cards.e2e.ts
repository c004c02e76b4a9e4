// Gift cards end to end in Chromium: a visitor buys a $50 card for a friend
// on a phone (Stripe stubbed at the network boundary), the friend's e-mail
// arrives with the code, and the front desk takes $30 of it at the point of
// sale; $20 stays on the card.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeGiftCode } from '@chairside/core/gift-cards';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { connectedStripe, frontDeskMember } from '../support/payment-fixture';
import { StripeStub } from '../support/stripe-stub';
import { routeStripe, serveStripe } from '../support/stripe-standin';

const run = Date.now();
const PASSWORD = 'gift-desk-pass-1';
const ownerEmail = `owner-gift-${run}@chairside.test`;
const deskEmail = `desk-gift-${run}@chairside.test`;
const friendEmail = `frida-${run}@example.test`;
const stub = new StripeStub();
let standIn: Awaited<ReturnType<typeof serveStripe>>;
let mailbox: Mailbox;
let orgId: string;
let code: string;
let desk: Page;
const newPage = useBrowser();

beforeAll(async () => {
  standIn = await serveStripe(stub);
  mailbox = await startMailbox();
  const founder = await signUp(ownerEmail, PASSWORD);
  orgId = (
    await callApi('/orgs', {
      token: founder.idToken,
      body: salonInput('Studio Gift', `gift-${run}`),
    })
  ).body.orgId;
  await connectedStripe(orgId, `acct_gift_${run}`);
  await frontDeskMember(orgId, deskEmail, PASSWORD);
  for (const [path, body] of [
    ['/retail/products', { orgId, name: 'Shine serum', sellingPrice: 3000, initialStock: 4 }],
    [
      '/gift-cards/products',
      { orgId, product: { name: 'Studio gift card', design: 'gold', amounts: [5000, 10_000] } },
    ],
  ] as const) {
    const made = await callApi(path, { token: founder.idToken, body });
    expect(made.status).toBe(201);
  }
});
afterAll(async () => {
  await standIn?.close();
  await mailbox?.close();
});

describe('a gift card bought online and spent at the salon', () => {
  it('a visitor buys a $50 card for a friend, and the friend’s e-mail brings the code', async () => {
    const visitor = await newPage({ width: 390 });
    await routeStripe(visitor.context(), stub);
    await visitor.goto(`${APP_URL}/gift-cards?salon=${orgId}`);
    await visitor.getByRole('heading', { name: 'Gift cards for Studio Gift' }).waitFor();
    await visitor.getByRole('button', { name: '$50' }).click();
    await visitor.getByLabel('Your name').fill('Bea Buyer');
    await visitor.getByLabel('Your e-mail').fill(`bea-${run}@example.test`);
    await visitor.getByLabel('Their name').fill('Frida Friend');
    await visitor.getByLabel('Their e-mail').fill(friendEmail);
    await visitor.getByLabel('Message').fill('Treat yourself!');
    await visitor.getByRole('button', { name: 'Continue to payment' }).click();
    const form = visitor.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Pay $50' }).click();
    await visitor.getByText(`Paid. The gift card is on its way to ${friendEmail}.`).waitFor();

    const mail = await mailbox.waitFor(friendEmail, /Bea Buyer sent you a Studio Gift gift card/);
    expect(mail.text).toContain('“Treat yourself!”');
    code = /Code: ([0-9A-Z-]+)/.exec(mail.text!)![1]!;
  });

  it('the front desk takes $30 of it at the point of sale, and $20 stays on the card', async () => {
    desk = await newPage();
    await signInAt(desk, '/point-of-sale-page', deskEmail, PASSWORD);
    const scan = desk.getByLabel('Scan or type a barcode, SKU or name');
    await scan.fill('Shine');
    const sale = desk.getByRole('region', { name: 'Sale', exact: true });
    // A click can land where the button was before the page's e-mail banner pushed it down:
    // click again while the match is still offered (adding clears it, so never twice).
    const match = desk.getByRole('button', { name: /Shine serum/ });
    await expect
      .poll(async () => {
        if ((await sale.getByText('Shine serum').count()) > 0) return true;
        if ((await match.count()) > 0) await match.click();
        return (await sale.getByText('Shine serum').count()) > 0;
      })
      .toBe(true);
    // Typed as a client reads it out: lower case, spaces instead of dashes.
    await sale.getByLabel('Gift card code').fill(code.toLowerCase().replaceAll('-', ' '));
    await sale.getByRole('button', { name: 'Apply' }).click();
    await sale.getByText(/pays \$30/).waitFor();
    await sale.getByRole('button', { name: 'Complete sale · $30' }).click();
    await desk.getByRole('heading', { name: 'Sale complete' }).waitFor();

    const { db } = admin();
    const cards = await db
      .collection(`orgs/${orgId}/giftCards`)
      .where('code', '==', normalizeGiftCode(code))
      .get();
    expect(cards.docs[0]!.data()).toMatchObject({ initialAmount: 5000, balance: 2000 });
    const sold = await db.collection(`orgs/${orgId}/sales`).get();
    expect(sold.docs[0]!.data()['tenders']).toMatchObject([{ method: 'gift_card', amount: 3000 }]);
  });
});
