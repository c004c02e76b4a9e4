// A sale inside its transaction, as a pipeline of named steps: check each
// kind of line, let the checkout's adjusters read (a member's benefits,
// loyalty: the last reads), price it, check the card parts, then write the
// payments, the adjusters' part, the sale and what it changes elsewhere.
import type { Transaction } from 'firebase-admin/firestore';
import { formatMinorUnits } from '@chairside/core/money';
import { changeOf, discountLimitFor } from '@chairside/core/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import {
  lineOffers,
  readAdjusters,
  rewardsFor,
  settleAdjusters,
  type Checkout,
} from '../../platform/checkout';
import type { LoadedCart, SaleStart } from './cart';
import {
  checkAppointments,
  checkCardTenders,
  checkGiftLines,
  checkProducts,
  checkReservations,
  checkStock,
} from './check';
import { dailyIncrements, receiptNumber, writeDaily } from './daily';
import {
  creditClient,
  issueGiftCards,
  payAppointments,
  pickUpReservations,
  queueReceipt,
  takeStock,
} from './effects';
import { saleLines, saleTips } from './lines';
import { priceSale } from './price';
import { deskDiscounts } from './discounts';
import { writeTenders } from './tenders';
import { mailConfigured } from '../../mail/mailer';

/** Where the receipt goes; queued with the sale (queueReceipt) when e-mail is set up. */
const receiptOf = (receiptEmail: string, at: Date) => ({
  receiptEmail,
  receiptSentAt: receiptEmail && mailConfigured() ? at : null,
});

/** A new sale: nothing refunded or brought back yet. */
const NOTHING_RETURNED = { refunded: 0, returns: [], returnDays: [] };

export async function recordSale(
  tx: Transaction,
  s: SaleStart,
  cart: LoadedCart,
): Promise<{ sale: SaleRecord; shopChanged: boolean }> {
  const { salon, input } = s;
  const money = (n: number) => formatMinorUnits(n, salon.currency);
  const { client, shelf } = cart;

  const { sold, demand, appointments, picked, gifts } = checkCart(s, cart, money);
  const bookings = appointments.map((a) => a.booking);

  // The checkout's adjusters (a member's benefits, loyalty) read, in their order.
  const checkout: Checkout = {
    orgId: s.orgId,
    salon,
    client,
    at: cart.at,
    localDate: cart.localDate,
    lines: [
      ...[...sold, ...picked].map(({ line }) => ({
        kind: 'product' as const,
        hasDiscount: line.discount !== null,
      })),
      ...appointments.map(({ line, booking }) => ({
        kind: 'appointment' as const,
        hasDiscount: line.discount !== null,
        booking,
      })),
      ...gifts.map(() => ({ kind: 'gift_card' as const, hasDiscount: false })),
    ],
    redeemPoints: input.redeemPoints,
    money,
  };
  const adjusting = await readAdjusters(tx, checkout);

  // Price: offers, discounts, rewards, tax and tips; the total the screen showed.
  const offers = lineOffers(adjusting, checkout);
  const { priced, rewards } = priceSale({
    input,
    settings: salon.retailSettings,
    sold,
    picked,
    appointments,
    gifts,
    offers,
    rewards: (redeemable) => rewardsFor(adjusting, checkout, redeemable),
    money,
  });
  const cards = checkCardTenders(s.cardTenders, cart.cardPayments, money);

  // Write: the payments, the sale, then what it changes elsewhere.
  const number = receiptNumber(cart.localDate, s.saleRef.id);
  const lines = saleLines({
    staffNames: s.staffNames,
    serviceTaxRate: salon.retailSettings.serviceTaxRate,
    sold,
    shelf,
    picked,
    appointments,
    gifts,
    priced,
    benefitLabels: offers.map((o) => o?.label ?? ''),
  });
  const clientName = client
    ? `${client.firstName} ${client.lastName}`.trim()
    : (bookings[0]?.clientName ?? '');
  const tenders = writeTenders(tx, {
    start: s,
    at: cart.at,
    receipt: number,
    client,
    clientName,
    tipsTotal: priced.tips,
    giftCards: cart.giftCards,
    cards,
  });
  const settled = settleAdjusters(tx, adjusting, checkout, {
    id: s.saleRef.id,
    number,
    lines,
    rewards,
    by: s.by,
    at: cart.at,
  });
  const sale: SaleRecord = {
    id: s.saleRef.id,
    number,
    pointsRedeemed: input.redeemPoints,
    pointsEarned: settled.pointsEarned,
    status: 'completed',
    clientId: client?.id ?? null,
    clientName,
    lines,
    subtotal: priced.subtotal,
    discount: priced.discount,
    discounts: deskDiscounts({
      given: [
        ...[...sold, ...picked].map(({ line }) => line.discount),
        ...appointments.map(({ line }) => line.discount),
        ...gifts.map(() => null),
      ],
      lines,
      cartDiscount: input.cartDiscount,
      priced,
      by: s.by,
      limit: discountLimitFor(s.seller?.role ?? 'owner', salon.retailSettings),
      approver: s.approver,
    }),
    tax: priced.tax,
    tips: saleTips(input.tips, s.staffNames),
    tipsTotal: priced.tips,
    total: priced.total,
    tenders,
    change: changeOf(input.tenders),
    ...NOTHING_RETURNED,
    currency: salon.currency,
    localDate: cart.localDate,
    soldBy: s.by,
    ...receiptOf(input.receiptEmail || client?.email || '', cart.at),
    note: input.note,
    requestHash: s.hash,
    createdAt: cart.at,
    updatedAt: cart.at,
  };
  tx.create(s.saleRef, sale);
  await queueReceipt(tx, s, sale);
  issueGiftCards(tx, s, sale, gifts, client);
  const shopChanged = takeStock(tx, s, sale, sold, shelf, demand);
  pickUpReservations(tx, s, sale, picked);
  const { visits, lastVisit } = payAppointments(tx, s, sale, bookings, settled.bookings);
  if (client) creditClient(tx, s, sale, { client, visits, lastVisit, patch: settled.client });
  writeDaily(
    tx,
    s.orgId,
    dailyIncrements(
      lines,
      1,
      {
        sales: 1,
        services: lines.filter((l) => l.kind === 'appointment').reduce((n, l) => n + l.net, 0),
        tips: priced.tips,
        currency: salon.currency,
        date: cart.localDate,
      },
      s.orgId,
    ),
  );
  return { sale, shopChanged };
}

/** Check: every line against the records read now (the payments are checked after the price). */
function checkCart(s: SaleStart, cart: LoadedCart, money: (n: number) => string) {
  const { renter } = s;
  const { shelf } = cart;
  const sold = checkProducts(s.productLines, cart.products, shelf, renter, money);
  const demand = checkStock(sold, shelf, s.mayGoNegative);
  const appointments = checkAppointments(s.appointmentLines, cart.bookings, renter, money);
  const picked = checkReservations(
    s.reservationLines,
    cart.reservations,
    cart.reservedProducts,
    renter,
    money,
  );
  const firstGiftLine = sold.length + picked.length + appointments.length;
  const gifts = checkGiftLines(s.giftLines, cart.giftProducts, s.giftIds, firstGiftLine, money);
  return { sold, demand, appointments, picked, gifts };
}
