// The point of sale: a cart of products and today's appointments, paid in
// cash, by card, or split, recorded in one transaction. The sale, the stock
// it takes (never below zero unless the salon allows it), the ledger's
// payments, the appointments it pays, the client's spend and the day's
// report totals are all written together or not at all. A card part is paid
// first (retail/sales/card-intent) and claimed by exactly one sale.
import type { CardIntent, QrPayment } from '@chairside/core/contracts/card';
import type { SaleAnswer, SaleView } from '@chairside/core/contracts/retail';
import { type ZProcessSale, type ZReturnSale, type ZSaleCardIntent } from '@chairside/core/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientDoc } from '../records/clients';
import { orgDoc } from '../records/orgs';
import { paymentDoc } from '../records/payments';
import { saleDoc } from '../records/retail';
import { requestHash } from '../platform/ids';
import { ledgerRecord, paymentIdFor } from '../platform/ledger';
import { applicationFee, chargeableAccount, emptyStripeRef, openIntent } from '../payments';
import { showQrPage } from '../payments';
import { refund } from '../payments';
import { queueMail } from '../mail/outbox';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { refreshShop } from './shop-site';
import { receiptMail } from './receipt';
import { SELLER_ROLES, loadCart, startSale } from './sale/cart';
import { issuedGiftCards, receiptOnItsWay } from './sale/after';
import { recordSale } from './sale/record';
import { recordReturn } from './sale/return';

export const saleView = (s: SaleRecord): SaleView => ({
  id: s.id,
  number: s.number,
  status: s.status,
  clientName: s.clientName,
  lines: s.lines.map((l) => ({
    kind: l.kind,
    productId: l.productId,
    giftCardId: l.giftCardId,
    bookingId: l.bookingId,
    name: l.name,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    net: l.net,
    tax: l.tax,
    discount: l.lineDiscount + l.cartDiscount,
    staffName: l.staffName,
    returnedQuantity: l.returnedQuantity,
    benefit: l.benefit,
  })),
  subtotal: s.subtotal,
  discount: s.discount,
  discounts: s.discounts.map((d) => ({
    on: d.on,
    kind: d.kind,
    value: d.value,
    amount: d.amount,
    givenBy: d.givenBy.name,
  })),
  tax: s.tax,
  pointsRedeemed: s.pointsRedeemed,
  pointsEarned: s.pointsEarned,
  tips: s.tips,
  total: s.total,
  tenders: s.tenders.map((t) => ({
    method: t.method,
    amount: t.amount,
    paymentId: t.paymentId,
    tendered: t.tendered,
  })),
  change: s.change,
  refunded: s.refunded,
  currency: s.currency,
  soldBy: s.soldBy.name,
  receiptEmail: s.receiptEmail,
  receiptSent: s.receiptSentAt !== null,
  createdAt: s.createdAt.toISOString(),
});

/**
 * What paying part of a sale on the salon's Stripe account starts from: the
 * cashier, the account, and the pending ledger record (its id follows from
 * the idempotency key and the way of paying, so a retry finds it).
 */
async function salePaymentStart(
  caller: Caller,
  input: z.output<typeof ZSaleCardIntent>,
  method: 'card' | 'qr',
) {
  const { orgId } = input;
  await requireRole(orgId, caller, ['owner', 'manager', 'front_desk'], {
    action: 'take card payments',
  });
  const { accountId, settings } = await chargeableAccount(orgId);
  const [salon, by] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    actorOf(orgId, caller),
  ]);
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const client = input.clientId ? (await clientDoc(orgId, input.clientId).get()).data() : null;
  const ref = paymentDoc(orgId, paymentIdFor(orgId, `sale-${method}`, input.idempotencyKey));
  const at = new Date();
  const record = ledgerRecord({
    id: ref.id,
    method,
    purpose: 'sale',
    status: 'pending',
    amount: input.amount,
    currency: salon.currency,
    clientId: client?.id ?? null,
    clientName: client ? `${client.firstName} ${client.lastName}`.trim() : '',
    stripe: { ...emptyStripeRef(accountId), applicationFee: applicationFee(input.amount) },
    timeZone: salon.timeZone,
    at,
    by,
    note:
      method === 'qr'
        ? 'QR code shown at the point of sale'
        : 'Card payment started at the point of sale',
    requestHash: requestHash({ ...input, idempotencyKey: undefined }),
  });
  return { ref, record, salon, accountId, settings };
}

/**
 * POST retail/sales/card-intent: the card part of a sale. The ledger gets a
 * pending card payment for exactly that amount; Stripe's form takes the card;
 * once paid, process-sale claims it as one of the sale's tenders.
 */
export async function saleCardIntent(
  caller: Caller,
  input: z.output<typeof ZSaleCardIntent>,
): Promise<CardIntent> {
  const { orgId } = input;
  const { ref, record, salon, accountId, settings } = await salePaymentStart(caller, input, 'card');
  const opened = await openIntent({
    orgId,
    ref,
    record,
    params: {
      amount: input.amount,
      currency: salon.currency.toLowerCase(),
      automatic_payment_methods: { enabled: true },
      description: `${salon.name}: point of sale`,
      metadata: { purpose: 'sale' },
      ...(applicationFee(input.amount)
        ? { application_fee_amount: applicationFee(input.amount) }
        : {}),
    },
  });
  if (!opened.intent.client_secret) throw new Error('A PaymentIntent without a client secret');
  return {
    paymentId: opened.record.id,
    clientSecret: opened.intent.client_secret,
    amount: opened.record.amount,
    tip: 0,
    currency: opened.record.currency,
    publishableKey: settings.publishableKey,
    accountId,
    status: opened.record.status,
  };
}

/**
 * POST retail/sales/qr: the card part of a sale as a QR code of a Stripe
 * payment page on the salon's account; the screen asks process-qr-payment
 * until it is paid, then process-sale claims it like a card payment.
 */
export async function saleQr(
  caller: Caller,
  input: z.output<typeof ZSaleCardIntent>,
  appOrigin: string,
): Promise<QrPayment> {
  const { orgId } = input;
  const { ref, record, salon, accountId } = await salePaymentStart(caller, input, 'qr');
  const { session, url, qrImage, existing } = await showQrPage({
    orgId,
    ref,
    pending: record,
    accountId,
    currency: salon.currency,
    amount: input.amount,
    fee: applicationFee(input.amount),
    name: `${salon.name}: purchase`,
    metadata: { purpose: 'sale' },
    appOrigin,
  });
  return {
    paymentId: ref.id,
    amount: input.amount,
    tip: 0,
    currency: salon.currency,
    qrImage,
    url,
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000).toISOString() : null,
    status: existing?.status ?? 'pending',
  };
}

/** Tries a sale's transaction gets when others change the same stock or day totals. */
const SALE_ATTEMPTS = 12;

/**
 * POST retail/sales/process-sale. Every figure is worked out here from the
 * salon's records; what the screen showed (unit prices, balances, the
 * total) must match or the sale is refused with the new figure. The steps
 * are in ./sale: start (before the transaction), load and record (inside
 * it), then what follows.
 */
export async function processSale(
  caller: Caller,
  input: z.output<typeof ZProcessSale>,
  now: () => Date = () => new Date(),
): Promise<SaleAnswer> {
  const start = await startSale(caller, input);
  let shopChanged = false;
  const answer = await db().runTransaction(
    async (tx) => {
      shopChanged = false;
      const loaded = await loadCart(tx, start, now);
      if ('replay' in loaded) return { sale: loaded.replay, replayed: true };
      const recorded = await recordSale(tx, start, loaded.cart);
      shopChanged = recorded.shopChanged;
      return { sale: recorded.sale, replayed: false };
    },
    // Every sale of a day writes its totals, and a popular product's stock is
    // one document: under a rush, a sale that lost a race tries again until it
    // sells or is told the stock is gone (the default of 5 tries can run out).
    { maxAttempts: SALE_ATTEMPTS },
  );
  await refreshShop(start.orgId, shopChanged);
  if (answer.replayed) return { sale: saleView(answer.sale), replayed: true };
  const issued = await issuedGiftCards(start.orgId, start.giftIds);
  return {
    sale: saleView(answer.sale),
    replayed: false,
    receiptOnItsWay: receiptOnItsWay(answer.sale),
    ...(issued.length ? { giftCards: issued } : {}),
  };
}

/** POST retail/sales/send-receipt: the receipt to an address (again, or another). */
export async function sendReceipt(caller: Caller, orgId: string, saleId: string, email: string) {
  await requireRole(orgId, caller, SELLER_ROLES, { action: 'send receipts' });
  const [saleSnap, salonSnap] = await Promise.all([
    saleDoc(orgId, saleId).get(),
    orgDoc(orgId).get(),
  ]);
  const sale = saleSnap.data();
  const salon = salonSnap.data();
  if (!sale || !salon) throw new ApiError('not_found', 'That sale no longer exists.');
  if (!(await queueMail(receiptMail(sale, salon, email), { orgId })).willSend) {
    throw new ApiError(
      'not_configured',
      'The receipt could not be e-mailed: e-mail is not set up on this server. Print it instead.',
    );
  }
  await saleSnap.ref.update({ receiptEmail: email, receiptSentAt: new Date() });
  return { sent: true as const };
}

/**
 * POST retail/sales/return: products come back (onto the shelf, or written
 * off when opened) and their money goes back to how it was paid, cards
 * first. The return is recorded in one transaction; the refunds follow, each
 * once per return, so a retry of a return that stopped halfway finishes it.
 * The steps are in ./sale/return.ts.
 */
export async function returnSale(
  caller: Caller,
  input: z.output<typeof ZReturnSale>,
): Promise<SaleAnswer> {
  const { orgId, saleId } = input;
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'take returns and refund' });
  const by = await actorOf(orgId, caller);
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const returnId = idFrom('return', saleId, input.idempotencyKey);
  const ref = saleDoc(orgId, saleId);

  let shopChanged = false;
  const recorded = await db().runTransaction(async (tx) => {
    shopChanged = false;
    const sale = (await tx.get(ref)).data();
    if (!sale) throw new ApiError('not_found', 'That sale no longer exists.');
    const done = sale.returns.find((r) => r.id === returnId);
    if (done) return { sale, ret: done };
    const result = await recordReturn(tx, { orgId, salon, sale, input, returnId, by });
    shopChanged = result.shopChanged;
    return result;
  });

  await refreshShop(orgId, shopChanged);
  for (const f of recorded.ret.refunds) {
    await refund(
      orgId,
      f.paymentId,
      f.amount,
      `Return from receipt ${recorded.sale.number}`,
      `return-${returnId}`,
      by,
    );
  }
  return { sale: saleView(recorded.sale), replayed: false };
}
