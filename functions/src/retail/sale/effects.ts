// What a sale writes besides itself, each in the sale's transaction: the gift
// cards it sells, the stock it takes, the reservations picked up, the
// member's use of included services, the appointments it pays (and
// completes), the client's spend, visits and points, the referrer's bonus,
// the day's report totals, and the receipt's e-mail.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { balanceDue, bookingPaymentStatus } from '@chairside/core/payments';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import type { ProductRecord, SaleRecord } from '@chairside/core/records/retail';
import { idFrom } from '../../platform/ids';
import { bookingDoc } from '../../records/bookings';
import { clientDoc } from '../../records/clients';
import { reservationDoc } from '../../records/retail';
import { writeNewCard } from '../../gift-cards';
import { queueMail } from '../../mail/outbox';
import { receiptMail } from '../receipt';
import { StockBook } from '../bundles';
import { bumpShopDay } from '../shop.service';
import { stockChangesShop } from '../shop-site';
import { valueOf } from '../../platform/lists';
import type { GiftSold, PickedUp, Sold } from './check';
import type { SaleStart } from './cart';

/** The receipt goes out with the sale, once (keyed by the sale), from the outbox. */
export async function queueReceipt(tx: Transaction, s: SaleStart, sale: SaleRecord) {
  if (!sale.receiptSentAt) return;
  await queueMail(receiptMail(sale, s.salon, sale.receiptEmail), {
    orgId: s.orgId,
    key: `receipt-${s.saleRef.id}`,
    tx,
  });
}

/** The gift cards sold are issued with the sale: e-mailed to whom they are for, or printed. */
export function issueGiftCards(
  tx: Transaction,
  s: SaleStart,
  sale: SaleRecord,
  gifts: readonly GiftSold[],
  client: ClientRecord | undefined,
) {
  gifts.forEach(({ line: l, product, id }) => {
    const buyer = { name: sale.clientName || 'A client at the desk', email: client?.email ?? '' };
    writeNewCard(tx, s.orgId, {
      id,
      product,
      amount: l.amount,
      salon: s.salon,
      buyer,
      recipient: l.recipient.email
        ? l.recipient
        : { name: l.recipient.name || buyer.name, email: '' },
      message: l.message,
      deliverOn: l.deliverOn,
      source: 'pos',
      paymentId: null,
      saleId: sale.id,
      by: s.by,
      at: sale.createdAt,
      note: `Sold on receipt ${sale.number}`,
      handedOver: !l.recipient.email && !buyer.email,
    });
  });
}

/** Each product sold leaves the shelf (a bundle's parts in its place). Answers whether the shop shows a change. */
export function takeStock(
  tx: Transaction,
  s: SaleStart,
  sale: SaleRecord,
  sold: readonly Sold[],
  shelf: ReadonlyMap<string, ProductRecord>,
  demand: ReadonlyMap<string, number>,
): boolean {
  const book = new StockBook(tx, s.orgId);
  sold.forEach(({ line: l, product: p }) => {
    const moves = p.bundleItems.length
      ? p.bundleItems.map((item) => ({ item, units: item.quantity * l.quantity }))
      : [{ item: null, units: l.quantity }];
    for (const { item, units } of moves) {
      book.move({
        id: item
          ? idFrom('sale', sale.id, l.productId, item.productId)
          : idFrom('sale', sale.id, l.productId),
        product: item ? valueOf(shelf, item.productId, 'bundle part') : p,
        reason: 'sale',
        delta: -units,
        note: item ? `Receipt ${sale.number}, in ${p.name}` : `Receipt ${sale.number}`,
        saleId: sale.id,
        by: s.by,
        at: sale.createdAt,
      });
    }
  });
  return [...demand].some(([id, units]) => {
    const p = shelf.get(id);
    return p ? stockChangesShop(p, -units) : false;
  });
}

export function pickUpReservations(
  tx: Transaction,
  s: SaleStart,
  sale: SaleRecord,
  picked: readonly PickedUp[],
) {
  for (const { r } of picked) {
    tx.update(reservationDoc(s.orgId, r.id), {
      status: 'picked_up',
      saleId: sale.id,
      history: [...r.history, { at: sale.createdAt, status: 'picked_up', by: s.by.name }],
      updatedAt: sale.createdAt,
    });
  }
  if (picked.length) bumpShopDay(tx, s.orgId, sale.localDate, { pickups: picked.length });
}

/**
 * The appointments paid: their balance settled, the tip (once per stylist),
 * completed if they were not. Answers the visits completed now and the
 * latest of them.
 */
export function payAppointments(
  tx: Transaction,
  s: SaleStart,
  sale: SaleRecord,
  bookings: readonly BookingRecord[],
  /** What the checkout's adjusters change on each appointment (a member's benefit used). */
  patches: Readonly<Record<string, Pick<BookingRecord, 'member'>>>,
): { visits: number; lastVisit: Date | null } {
  let visits = 0;
  let lastVisit: Date | null = null;
  bookings.forEach((b, i) => {
    const paidNow = balanceDue(b.price, b.paid);
    const tip = sale.tips.filter((t) => t.staffId === b.staffId).reduce((n, t) => n + t.amount, 0);
    // A stylist with two appointments in one sale gets the tip once.
    const firstOfStylist = bookings.findIndex((o) => o.staffId === b.staffId) === i;
    const completes = b.status !== 'completed';
    if (completes) {
      visits += 1;
      if (!lastVisit || b.startTime > lastVisit) lastVisit = b.startTime;
    }
    tx.update(bookingDoc(s.orgId, b.id), {
      paid: b.paid + paidNow,
      tips: b.tips + (firstOfStylist ? tip : 0),
      paymentStatus: bookingPaymentStatus(b.price, b.paid + paidNow),
      saleId: sale.id,
      ...(completes ? { status: 'completed', statusChangedAt: FieldValue.serverTimestamp() } : {}),
      ...patches[b.id],
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return { visits, lastVisit };
}

/** The client's spend and visits, with what the adjusters change (their points). */
export function creditClient(
  tx: Transaction,
  s: SaleStart,
  sale: SaleRecord,
  c: {
    client: ClientRecord;
    visits: number;
    lastVisit: Date | null;
    /** What the checkout's adjusters change on the client (their points). */
    patch: { loyaltyPoints?: number };
  },
) {
  const { client, visits, lastVisit } = c;
  const previous = client.lastVisitAt;
  tx.update(clientDoc(s.orgId, client.id), {
    ...c.patch,
    totalSpent: FieldValue.increment(sale.total - sale.tipsTotal),
    ...(visits ? { visitCount: FieldValue.increment(visits) } : {}),
    ...(lastVisit && (!previous || previous < lastVisit) ? { lastVisitAt: lastVisit } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
