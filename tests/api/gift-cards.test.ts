// Gift cards run in this process against the Firestore emulator, Stripe
// stubbed at the HTTP boundary and its webhooks signed the way Stripe signs
// them: a card bought online is issued once (webhook replays, the buyer's
// page asking again), e-mailed now or on its day, looked up by code, spent in
// parts (20 simultaneous debits never overspend it), cancelled, and summed in
// the salon's liability.
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZBuyGiftCard,
  ZDebitGiftCard,
  ZGiftCardProductInput,
  ZGiveGiftCard,
  normalizeGiftCode,
  type BuyGiftCard,
} from '@chairside/core/gift-cards';
import {
  ZCreateProduct,
  ZProcessSale,
  ZReturnSale,
  type ProcessSale,
} from '@chairside/core/retail';
import { addDays } from '@chairside/core/zoned-time';
import { isoDateIn } from '@chairside/core/staff-profile';
import type * as ServiceModule from '../../functions/src/gift-cards/gift-cards.service';
import type * as PurchaseModule from '../../functions/src/gift-cards/purchase.service';
import type * as WebhookModule from '../../functions/src/payments/webhook.service';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { rollupsSettled } from '../support/rollups';
import { connectedStripe } from '../support/payment-fixture';
import { StripeStub, intentEvent } from '../support/stripe-stub';

const run = Date.now();
const orgId = `gift-salon-${run}`;
const ACCOUNT = `acct_gift_${run}`;
const WEBHOOK_SECRET = 'whsec_test_gift';
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const manager = callerFor(`manager-${run}`);
const desk = callerFor(`desk-${run}`);
const stylist = callerFor(`leo-${run}`);

const stub = new StripeStub();
const server = setupServer(...stub.handlers());
const signer = new Stripe('sk_test_gift');
let cards: typeof ServiceModule;
let purchase: typeof PurchaseModule;
let webhook: typeof WebhookModule;
let mailbox: Mailbox;
let productId: string;

const db = () => admin().db;
let key = 0;
const newKey = () => `gift-${run}-${++key}`;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none', message: 'it went through' }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );
const codeIn = (text: string) => normalizeGiftCode(/Code: ([0-9A-Z-]+)/.exec(text)![1]!);
const buy = (body: Partial<BuyGiftCard> = {}) =>
  purchase.buyGiftCard(
    ZBuyGiftCard.parse({
      orgId,
      giftCardProductId: productId,
      amount: 5000,
      buyer: { name: 'Bea Buyer', email: `bea-${run}@example.test` },
      recipient: { name: 'Rita Recipient', email: `rita-${run}@example.test` },
      message: 'Happy birthday!',
      idempotencyKey: newKey(),
      ...body,
    }),
  );
async function paidByWebhook(intentId: string, eventId: string) {
  const paid = stub.pay(intentId);
  const payload = JSON.stringify(
    intentEvent(eventId, 'payment_intent.succeeded', paid, ACCOUNT, Math.floor(Date.now() / 1000)),
  );
  return webhook.verifiedEvent(
    Buffer.from(payload),
    signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  );
}
const cardsOf = async (paymentId: string) =>
  (await db().collection(`orgs/${orgId}/giftCards`).where('paymentId', '==', paymentId).get()).docs;
const give = async (amount: number, email = `gina-${run}@example.test`) =>
  cards.giveGiftCard(
    owner,
    ZGiveGiftCard.parse({
      orgId,
      giftCardProductId: productId,
      amount,
      recipient: { name: 'Gina Given', email },
      idempotencyKey: newKey(),
    }),
  );
const debit = (cardId: string, amount: number, who = desk, idempotencyKey = newKey()) =>
  cards.debitGiftCard(who, cardId, ZDebitGiftCard.parse({ orgId, amount, idempotencyKey }));

beforeAll(async () => {
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_gift';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_gift';
  process.env['STRIPE_WEBHOOK_SECRET'] = WEBHOOK_SECRET;
  mailbox = await startMailbox();
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  cards = await import('../../functions/src/gift-cards/gift-cards.service');
  purchase = await import('../../functions/src/gift-cards/purchase.service');
  webhook = await import('../../functions/src/payments/webhook.service');
  const now = new Date();
  await db().doc(`orgs/${orgId}`).set({
    name: 'Studio Gift',
    slug: orgId,
    ownerId: owner.uid,
    email: 'hello@gift.test',
    address: '9 Bedford Ave',
    timeZone: TZ,
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
  await connectedStripe(orgId, ACCOUNT);
});
afterAll(async () => {
  server.close();
  await mailbox.close();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    delete process.env[k];
  }
});

describe('gift card products', () => {
  it('lets owners and managers offer amounts and a design; the site sees those sold online', async () => {
    const made = await cards.saveGiftCardProduct(
      manager,
      orgId,
      null,
      ZGiftCardProductInput.parse({
        name: 'Studio Gift card',
        design: 'blush',
        amounts: [10_000, 5000, 2500, 5000],
        allowCustom: true,
        customMin: 1000,
        customMax: 30_000,
      }),
    );
    productId = made.id;
    expect(made.amounts).toEqual([2500, 5000, 10_000]);
    expect((await refusal(cards.saveGiftCardProduct(desk, orgId, null, made))).code).toBe(
      'forbidden',
    );
    expect(() => ZGiftCardProductInput.parse({ name: 'Nothing to buy' })).toThrow(
      'Offer at least one amount, or let the buyer choose one',
    );
    const offer = await cards.giftCardOffer(orgId);
    expect(offer).toMatchObject({ orgId, salonName: 'Studio Gift', cardsReady: true });
    // A link may name the salon by its web address, as the booking page's does.
    await admin().db.doc(`orgSlugs/gift-by-address-${run}`).set({ orgId });
    expect(await cards.giftCardOffer(`gift-by-address-${run}`)).toEqual(offer);
    expect(offer.products.map((p) => p.name)).toEqual(['Studio Gift card']);
    // The salon's site links to the buy page, from the smallest amount on sale.
    const site = await import('../../functions/src/sites/site.service');
    expect(await site.onlineGiftCards(orgId)).toEqual({
      path: `/gift-cards?salon=${orgId}`,
      from: 1000,
    });
  });
});

describe('buying a gift card online', () => {
  it('refuses an amount the card does not offer before any payment is made', async () => {
    expect(await refusal(buy({ amount: 999_999 }))).toEqual({
      code: 'unprocessable',
      message: 'Choose an amount from $10 to $300, or $25, $50, $100.',
    });
  });

  it('issues the card once when the payment succeeds, however often the webhook and the page ask', async () => {
    const intent = await buy();
    expect(intent).toMatchObject({ amount: 5000, status: 'pending', accountId: ACCOUNT });
    const early = await purchase.issueGiftCard(orgId, intent.paymentId);
    expect(early).toMatchObject({ card: null, message: 'The payment has not gone through yet.' });
    expect(await cardsOf(intent.paymentId)).toHaveLength(0);

    const event = await paidByWebhook(intent.clientSecret.split('_secret')[0]!, `evt_gift_${run}`);
    expect(await webhook.processEvent(event)).toEqual({ duplicate: false });
    expect(await webhook.processEvent(event)).toEqual({ duplicate: true });
    const answer = await purchase.issueGiftCard(orgId, intent.paymentId);
    expect(answer.status).toBe('succeeded');
    expect(answer.card).toMatchObject({ amount: 5000, deliveredTo: `rita-${run}@example.test` });
    expect(await cardsOf(intent.paymentId)).toHaveLength(1);

    const mail = await mailbox.waitFor(`rita-${run}@example.test`, /Bea Buyer sent you/);
    expect(mail.text).toContain('“Happy birthday!”');
    // The buyer hears where it went, without the code.
    const note = await mailbox.waitFor(`bea-${run}@example.test`, /on its way/);
    expect(note.text).toContain(`Rita Recipient (rita-${run}@example.test) now`);
    expect(note.text).not.toContain(codeIn(mail.text!).slice(0, 8));
    const code = codeIn(mail.text!);
    expect(code.slice(-4)).toBe(answer.card!.last4);
    // The code works however it is typed, and tells only the balance.
    const typed = code.toLowerCase().replace(/(.{4})/g, '$1 ');
    expect(await cards.checkBalance(orgId, normalizeGiftCode(typed))).toEqual({
      last4: answer.card!.last4,
      design: 'blush',
      balance: 5000,
      currency: 'USD',
      status: 'active',
      expiresAt: null,
    });
    await rollupsSettled(orgId);
    expect(await cards.giftCardLiability(owner, orgId)).toMatchObject({
      cards: 1,
      issued: 5000,
      outstanding: 5000,
    });
  });

  it('e-mails a card chosen for a later day on that day, from the due work', async () => {
    const later = addDays(isoDateIn(new Date(), TZ), 3);
    const intent = await buy({
      recipient: { name: 'Lou Later', email: `lou-${run}@example.test` },
      deliverOn: later,
    });
    const event = await paidByWebhook(intent.clientSecret.split('_secret')[0]!, `evt_later_${run}`);
    await webhook.processEvent(event);
    const [doc] = await cardsOf(intent.paymentId);
    const deliverAt = doc!.get('deliverAt').toDate() as Date;
    expect(doc!.get('deliveredAt')).toBeNull();
    expect(await cards.deliverDueGiftCards(new Date(deliverAt.getTime() - 60_000))).toBe(0);
    expect(await cards.deliverDueGiftCards(new Date(deliverAt.getTime() + 60_000))).toBe(1);
    await mailbox.waitFor(`lou-${run}@example.test`, /gift card/);
    expect(await cards.deliverDueGiftCards(new Date(deliverAt.getTime() + 120_000))).toBe(0);
  });
});

describe('spending a gift card', () => {
  it('takes part of a card at the desk, once per key, never more than is on it', async () => {
    const card = await give(4000);
    const first = await debit(card.id, 1500, desk, `same-${run}`);
    expect(first).toMatchObject({ card: { balance: 2500 }, replayed: false });
    const again = await debit(card.id, 1500, desk, `same-${run}`);
    expect(again).toMatchObject({ card: { balance: 2500 }, replayed: true });
    expect((await refusal(debit(card.id, 1000, desk, `same-${run}`))).code).toBe('unprocessable');
    expect(await refusal(debit(card.id, 3000))).toEqual({
      code: 'conflict',
      message: 'This gift card has $25 left, less than $30.',
    });
    expect((await refusal(debit(card.id, 100, stylist))).code).toBe('forbidden');
    const details = await cards.giftCardDetails(desk, orgId, card.id);
    expect(details.history.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['debit', -1500, 2500],
      ['issue', 4000, 4000],
    ]);
  });

  it('lets exactly the balance be spent by 20 simultaneous debits', async () => {
    const card = await give(5000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refusal(debit(card.id, 1000))),
    );
    expect(results.filter((r) => r.code === 'none')).toHaveLength(5);
    expect(new Set(results.filter((r) => r.code !== 'none').map((r) => r.message))).toEqual(
      new Set(['This gift card has nothing left on it.']),
    );
    const stored = (await db().doc(`orgs/${orgId}/giftCards/${card.id}`).get()).data()!;
    expect(stored['balance']).toBe(0);
    const debits = await db()
      .collection(`orgs/${orgId}/giftCardLedger`)
      .where('cardId', '==', card.id)
      .where('kind', '==', 'debit')
      .get();
    expect(debits.size).toBe(5);
  }, 120_000);

  it('stops a cancelled card being spent, and takes it off the liability', async () => {
    const card = await give(2000);
    await rollupsSettled(orgId);
    const before = await cards.giftCardLiability(manager, orgId);
    expect((await refusal(cards.cancelGiftCard(manager, orgId, card.id, ''))).code).toBe(
      'forbidden',
    );
    const cancelled = await cards.cancelGiftCard(owner, orgId, card.id, 'Sold in error');
    expect(cancelled).toMatchObject({ status: 'cancelled', balance: 0 });
    expect(await refusal(debit(card.id, 100))).toEqual({
      code: 'conflict',
      message: 'This gift card was cancelled.',
    });
    await rollupsSettled(orgId);
    const after = await cards.giftCardLiability(manager, orgId);
    expect(after.outstanding).toBe(before.outstanding - 2000);
    expect(after.cancelled).toBe(before.cancelled + 2000);
    expect((await refusal(cards.giftCardLiability(desk, orgId))).code).toBe('forbidden');
  });

  it('finds a card by code for the desk, and says plainly when no card has it', async () => {
    const card = await give(3000, `gus-${run}@example.test`);
    const mail = await mailbox.waitFor(`gus-${run}@example.test`, /gift card from Studio Gift/);
    expect(mail.text).toContain('Gift card: $30');
    expect(await cards.lookupGiftCard(desk, orgId, codeIn(mail.text!))).toMatchObject({
      id: card.id,
      balance: 3000,
      status: 'active',
    });
    const cardsNow = await cards.listGiftCards(desk, orgId);
    expect(cardsNow.some((c) => c.id === card.id)).toBe(true);
    expect(JSON.stringify(cardsNow)).not.toMatch(/"code"/);
    expect(await refusal(cards.checkBalance(orgId, 'ZZZZZZZZZZZZZZZZ'))).toEqual({
      code: 'not_found',
      message: 'No gift card of this salon has that code.',
    });
  });
});

describe('at the point of sale', () => {
  it('pays part of a sale, refuses more than the card holds, and a return puts it back', async () => {
    const products = await import('../../functions/src/retail/products.service');
    const sales = await import('../../functions/src/retail/sales.service');
    const serum = await products.createProduct(
      owner,
      ZCreateProduct.parse({ orgId, name: 'Gloss serum', sellingPrice: 4000, initialStock: 5 }),
    );
    const card = await give(2500, `pat-${run}@example.test`);
    const sell = (tenders: ProcessSale['tenders']) =>
      sales.processSale(
        desk,
        ZProcessSale.parse({
          orgId,
          lines: [{ kind: 'product', productId: serum.id, quantity: 1, expectedUnitPrice: 4000 }],
          tenders,
          expectedTotal: 4000,
          idempotencyKey: newKey(),
        }),
      );
    expect(
      await refusal(
        sell([
          { method: 'gift_card', giftCardId: card.id, amount: 3000 },
          { method: 'cash', amount: 1000, tendered: 1000 },
        ]),
      ),
    ).toEqual({ code: 'conflict', message: 'This gift card has $25 left, less than $30.' });
    expect((await db().doc(`orgs/${orgId}/products/${serum.id}`).get()).get('stock')).toBe(5);

    const { sale } = await sell([
      { method: 'gift_card', giftCardId: card.id, amount: 2500 },
      { method: 'cash', amount: 1500, tendered: 2000 },
    ]);
    expect(sale.tenders.map((t) => [t.method, t.amount])).toEqual([
      ['gift_card', 2500],
      ['cash', 1500],
    ]);
    expect((await cards.giftCardDetails(desk, orgId, card.id)).card).toMatchObject({
      balance: 0,
      status: 'used',
    });

    await sales.returnSale(
      manager,
      ZReturnSale.parse({
        orgId,
        saleId: sale.id,
        lines: [{ productId: serum.id, quantity: 1 }],
        idempotencyKey: newKey(),
      }),
    );
    const after = await cards.giftCardDetails(desk, orgId, card.id);
    expect(after.card).toMatchObject({ balance: 2500, status: 'active' });
    expect(after.history.map((e) => [e.kind, e.amount])).toEqual([
      ['credit', 2500],
      ['debit', -2500],
      ['issue', 2500],
    ]);
  });

  it('sells a gift card: issued with the sale at face value, e-mailed to the recipient, its code for printing once', async () => {
    const products = await import('../../functions/src/retail/products.service');
    const sales = await import('../../functions/src/retail/sales.service');
    const spray = await products.createProduct(
      owner,
      ZCreateProduct.parse({ orgId, name: 'Shine spray', sellingPrice: 2000, initialStock: 5 }),
    );
    const friend = `ivy-${run}@example.test`;
    const sale = (over: Partial<ProcessSale> = {}) =>
      ZProcessSale.parse({
        orgId,
        lines: [
          { kind: 'product', productId: spray.id, quantity: 1, expectedUnitPrice: 2000 },
          {
            kind: 'gift_card',
            giftCardProductId: productId,
            amount: 4000,
            recipient: { name: 'Ivy', email: friend },
            message: 'Treat yourself',
          },
        ],
        // The cart's 10% comes off the spray only: a gift card is sold at its face value.
        cartDiscount: { kind: 'percent', value: 10 },
        tenders: [{ method: 'cash', amount: 5800, tendered: 6000 }],
        expectedTotal: 5800,
        idempotencyKey: newKey(),
        ...over,
      });
    const answer = await sales.processSale(desk, sale());
    expect(answer.sale.lines.map((l) => [l.kind, l.name, l.net])).toEqual([
      ['product', 'Shine spray', 1800],
      ['gift_card', 'Studio Gift card', 4000],
    ]);
    const issued = answer.giftCards![0]!;
    expect(issued).toMatchObject({ amount: 4000, recipientEmail: friend });
    expect(issued.code).toMatch(/^[0-9A-Z]{16}$/);
    expect((await cards.checkBalance(orgId, issued.code)).balance).toBe(4000);
    const card = (await db().doc(`orgs/${orgId}/giftCards/${issued.id}`).get()).data()!;
    expect(card).toMatchObject({ source: 'pos', saleId: answer.sale.id, initialAmount: 4000 });
    const mail = await mailbox.waitFor(friend);
    expect(mail.text).toContain('Treat yourself');

    // A retry answers the same sale, and no second card, and never the code again.
    const key = newKey();
    const once = await sales.processSale(desk, sale({ idempotencyKey: key }));
    const again = await sales.processSale(desk, sale({ idempotencyKey: key }));
    expect(again).toMatchObject({ replayed: true });
    expect(again.giftCards).toBeUndefined();
    expect(once.giftCards).toHaveLength(1);

    // An amount the design does not offer, and a gift card paying for another, are refused.
    expect(
      await refusal(
        sales.processSale(
          desk,
          sale({
            lines: [{ kind: 'gift_card', giftCardProductId: productId, amount: 999 }],
            cartDiscount: null,
            tenders: [{ method: 'cash', amount: 999, tendered: 999 }],
            expectedTotal: 999,
          }),
        ),
      ),
    ).toEqual({
      code: 'unprocessable',
      message: 'Choose an amount from $10 to $300, or $25, $50, $100.',
    });
    const paidByCard = ZProcessSale.safeParse({
      ...sale(),
      tenders: [{ method: 'gift_card', giftCardId: issued.id, amount: 5800 }],
    });
    expect(paidByCard.error?.issues[0]?.message).toBe(
      'A gift card cannot pay for another gift card',
    );
  });
});
