// The point of sale: a cart of products and today's appointments, paid in
// cash, by card, or split, recorded in one transaction. The sale, the stock
// it takes (never below zero unless the salon allows it), the ledger's
// payments, the appointments it pays, the client's spend and the day's
// report totals are all written together or not at all. A card part is paid
// first (retail/sales/card-intent) and claimed by exactly one sale.
import { FieldValue } from 'firebase-admin/firestore';
import type { CardIntent, QrPayment } from '@chairside/core/contracts/card';
import type { SaleAnswer, SaleView } from '@chairside/core/contracts/retail';
import { type ZProcessSale, type ZReturnSale, type ZSaleCardIntent } from '@chairside/core/retail';
import type { ProductRecord, SaleRecord } from '@chairside/core/records/retail';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientDoc } from '../records/clients';
import { orgDoc } from '../records/orgs';
import { paymentDoc } from '../records/payments';
import { productDoc, saleDoc } from '../records/retail';
import { requestHash } from '../platform/ids';
import { ledgerRecord, paymentIdFor } from '../platform/ledger';
import { applicationFee, chargeableAccount, emptyStripeRef, openIntent } from '../payments';
import { showQrPage } from '../payments';
import { refund } from '../payments';
import { trySendMail } from '../mail/mailer';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { StockBook } from './bundles';
import { refreshShop, stockChangesShop } from './shop-site';
import { receiptMail } from './receipt';
import { SELLER_ROLES, loadCart, startSale } from './sale/cart';
import { deliverGiftCards, sendReceiptOnce } from './sale/after';
import { dailyIncrements, writeDaily } from './sale/daily';
import { recordSale } from './sale/record';
import { writeMoves } from '../loyalty';
import { pointsFor } from '@chairside/core/loyalty';

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
  const answer = await db().runTransaction(async (tx) => {
    shopChanged = false;
    const loaded = await loadCart(tx, start, now);
    if ('replay' in loaded) return { sale: loaded.replay, replayed: true };
    const recorded = await recordSale(tx, start, loaded.cart);
    shopChanged = recorded.shopChanged;
    return { sale: recorded.sale, replayed: false };
  });
  await refreshShop(start.orgId, shopChanged);
  if (answer.replayed) return { sale: saleView(answer.sale), replayed: true };
  const issued = await deliverGiftCards(start.orgId, start.giftIds);
  const sale = await sendReceiptOnce(start.orgId, answer.sale);
  return { sale: saleView(sale), replayed: false, ...(issued.length ? { giftCards: issued } : {}) };
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
  if (!(await trySendMail(receiptMail(sale, salon, email)))) {
    throw new ApiError(
      'unavailable',
      'The receipt could not be e-mailed: e-mail is not set up on this server or refused it. Print it instead.',
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
    const wanted = input.lines.map((r) => {
      const line = sale.lines.find((l) => l.kind === 'product' && l.productId === r.productId);
      if (!line) throw new ApiError('unprocessable', 'That product was not in this sale.');
      const left = line.quantity - line.returnedQuantity;
      if (r.quantity > left) {
        throw new ApiError(
          'unprocessable',
          left === 0
            ? `${line.name} was already returned.`
            : `Only ${left} of ${line.name} can still be returned.`,
        );
      }
      // Each unit gives back its share of the line's net and tax; the last one the remainder.
      const paid = line.net + line.tax;
      const share = (units: number) => Math.round((paid * units) / line.quantity);
      const amount = share(line.returnedQuantity + r.quantity) - share(line.returnedQuantity);
      return { r, line, amount };
    });
    // A bundle's products go back on the shelf, as many as left with it.
    const backIds = [
      ...new Set(
        wanted.flatMap((w) =>
          w.line.components.length ? w.line.components.map((c) => c.productId) : [w.r.productId],
        ),
      ),
    ];
    const shelf = new Map(
      (await tx.getAll(...backIds.map((id) => productDoc(orgId, id)))).flatMap((snap) => {
        const p = snap.data() as ProductRecord | undefined;
        return p ? [[p.id, p] as const] : [];
      }),
    );
    const amount = wanted.reduce((s, w) => s + w.amount, 0);
    // Points the returned products earned come back off (never below zero).
    const client =
      sale.clientId && sale.pointsEarned > 0
        ? (await tx.get(clientDoc(orgId, sale.clientId))).data()
        : undefined;
    const at = new Date();
    // Cards first, then cash, each up to what is left of it (tips stay with the stylist).
    const order = [...sale.tenders].sort(
      (a, b) => Number(a.method === 'cash') - Number(b.method === 'cash'),
    );
    let left = amount;
    const already = new Map<string, number>();
    for (const r of sale.returns)
      for (const f of r.refunds)
        already.set(f.paymentId, (already.get(f.paymentId) ?? 0) + f.amount);
    const refunds = order.flatMap((t) => {
      const room = t.amount - (already.get(t.paymentId) ?? 0);
      const take = Math.min(room, left);
      left -= take;
      return take > 0 ? [{ paymentId: t.paymentId, method: t.method, amount: take }] : [];
    });
    const ret = {
      id: returnId,
      at,
      by,
      reason: input.reason,
      lines: wanted.map((w) => ({
        productId: w.r.productId,
        name: w.line.name,
        quantity: w.r.quantity,
        restocked: w.r.restock,
        amount: w.amount,
      })),
      amount,
      refunds,
    };
    const lines = sale.lines.map((l) => {
      const w = wanted.find((x) => x.line === l);
      return w ? { ...l, returnedQuantity: l.returnedQuantity + w.r.quantity } : l;
    });
    const allBack = lines.every((l) => l.kind !== 'product' || l.returnedQuantity === l.quantity);
    const onlyProducts = lines.every((l) => l.kind === 'product');
    const updated: SaleRecord = {
      ...sale,
      lines,
      refunded: sale.refunded + amount,
      status: allBack && onlyProducts ? 'returned' : 'partially_returned',
      returns: [...sale.returns, ret],
      updatedAt: at,
    };
    tx.set(ref, updated);
    const book = new StockBook(tx, orgId);
    for (const w of wanted) {
      if (!w.r.restock) continue;
      const moves = w.line.components.length
        ? w.line.components.map((c) => ({ id: c.productId, units: c.quantity * w.r.quantity }))
        : [{ id: w.r.productId, units: w.r.quantity }];
      for (const m of moves) {
        const product = shelf.get(m.id);
        if (!product) continue;
        if (stockChangesShop(product, m.units)) shopChanged = true;
        book.move({
          id:
            m.id === w.r.productId
              ? idFrom('return', returnId, w.r.productId)
              : idFrom('return', returnId, w.r.productId, m.id),
          product,
          reason: 'sale_return',
          delta: m.units,
          note: `Returned from receipt ${sale.number}${m.id === w.r.productId ? '' : `, in ${w.line.name}`}${input.reason ? `: ${input.reason}` : ''}`,
          saleId,
          by,
          at,
        });
      }
    }
    const localDate = localParts(at.getTime(), salon.timeZone).date;
    // The units and money come off the day of the return (its revenue, cost and tax).
    const returned = wanted.map((w) => {
      const netShare = Math.round((w.line.net * w.r.quantity) / w.line.quantity);
      return { ...w.line, units: w.r.quantity, net: netShare, tax: w.amount - netShare };
    });
    writeDaily(
      tx,
      orgId,
      localDate,
      dailyIncrements(returned, -1, { currency: sale.currency, date: localDate }),
    );
    const takeBack = client
      ? Math.min(
          client.loyaltyPoints,
          pointsFor(
            returned.reduce((sum, l) => sum + l.net, 0),
            salon.loyaltySettings.productPointsPerUnit,
            sale.currency,
          ),
        )
      : 0;
    const balance =
      client && takeBack > 0 && salon.loyaltySettings.enabled
        ? writeMoves(
            tx,
            orgId,
            client,
            [
              {
                id: `return-${returnId}`,
                kind: 'returned',
                points: -takeBack,
                note: `Products returned from receipt ${sale.number}`,
                saleId,
              },
            ],
            by,
            at,
          )
        : null;
    if (sale.clientId) {
      tx.update(clientDoc(orgId, sale.clientId), {
        ...(balance !== null ? { loyaltyPoints: balance } : {}),
        totalSpent: FieldValue.increment(-amount),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { sale: updated, ret };
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
