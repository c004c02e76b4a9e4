// A sale inside its transaction, as a pipeline of named steps: check each
// kind of line and payment, price it, read the bonuses it may bring (the last
// read), then write the payments, the sale and what it changes elsewhere.
import type { Transaction } from 'firebase-admin/firestore';
import { formatMinorUnits } from '@chairside/core/money';
import { changeOf } from '@chairside/core/retail';
import type { SaleRecord } from '@chairside/core/records/retail';
import { readBonuses } from '../../loyalty';
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
  takeStock,
} from './effects';
import { saleLines, saleTips } from './lines';
import { salePointMoves } from './points';
import { priceSale } from './price';
import { writeTenders } from './tenders';

export async function recordSale(
  tx: Transaction,
  s: SaleStart,
  cart: LoadedCart,
): Promise<{ sale: SaleRecord; shopChanged: boolean }> {
  const { salon, input } = s;
  const money = (n: number) => formatMinorUnits(n, salon.currency);
  const { client, shelf, member } = cart;

  const { products, demand, bookings, picked, giftSold, firstAppointmentLine } = checkCart(
    s,
    cart,
    money,
  );

  // Price: benefits, discounts, points, tax and tips; the total the screen showed.
  const { benefit, priced } = priceSale({
    input,
    lines: s,
    settings: salon.retailSettings,
    loyalty: salon.loyaltySettings,
    products,
    reservations: picked,
    bookings,
    client,
    benefits: member?.benefits ?? null,
    money,
  });
  const cards = checkCardTenders(s.cardTenders, cart.cardPayments, money);

  // The last read: bonuses this visit or purchase may bring.
  const visitsNow = bookings.filter((b) => b.status !== 'completed').length;
  const bonuses = client
    ? await readBonuses(
        tx,
        s.orgId,
        client,
        salon.loyaltySettings,
        cart.localDate,
        client.visitCount === 0 && visitsNow > 0,
      )
    : null;

  // Write: the payments, the sale, then what it changes elsewhere.
  const number = receiptNumber(cart.localDate, s.saleRef.id);
  const lines = saleLines({
    start: s,
    serviceTaxRate: salon.retailSettings.serviceTaxRate,
    products,
    shelf,
    reservations: picked,
    bookings,
    giftProducts: giftSold,
    priced,
    benefitLabels: benefit.labels,
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
  const moves = salePointMoves({
    saleId: s.saleRef.id,
    receipt: number,
    currency: salon.currency,
    loyalty: salon.loyaltySettings,
    redeemPoints: input.redeemPoints,
    rewardsLabel: money(priced.rewards),
    bonuses,
    lines,
    bookings,
    firstAppointmentLine,
    hasClient: !!client,
  });
  const sale: SaleRecord = {
    id: s.saleRef.id,
    number,
    pointsRedeemed: input.redeemPoints,
    pointsEarned: moves.reduce((sum, m) => sum + Math.max(0, m.points), 0),
    status: 'completed',
    clientId: client?.id ?? null,
    clientName,
    lines,
    subtotal: priced.subtotal,
    discount: priced.discount,
    tax: priced.tax,
    tips: saleTips(input.tips, s.staffNames),
    tipsTotal: priced.tips,
    total: priced.total,
    tenders,
    change: changeOf(input.tenders),
    refunded: 0,
    returns: [],
    currency: salon.currency,
    localDate: cart.localDate,
    soldBy: s.by,
    receiptEmail: input.receiptEmail || client?.email || '',
    receiptSentAt: null,
    note: input.note,
    requestHash: s.hash,
    createdAt: cart.at,
    updatedAt: cart.at,
  };
  tx.create(s.saleRef, sale);
  issueGiftCards(tx, s, sale, giftSold, client);
  const shopChanged = takeStock(tx, s, sale, products, shelf, demand);
  pickUpReservations(tx, s, sale, picked);
  const { visits, lastVisit } = payAppointments(tx, s, sale, {
    bookings,
    member,
    benefit,
    firstLine: firstAppointmentLine,
  });
  if (client) {
    creditClient(tx, s, sale, {
      client,
      moves,
      visits,
      lastVisit,
      referrer: bonuses?.referrer ?? null,
      loyalty: salon.loyaltySettings,
    });
  }
  writeDaily(
    tx,
    s.orgId,
    cart.localDate,
    dailyIncrements(lines, 1, {
      sales: 1,
      services: lines.filter((l) => l.kind === 'appointment').reduce((n, l) => n + l.net, 0),
      tips: priced.tips,
      currency: salon.currency,
      date: cart.localDate,
    }),
  );
  return { sale, shopChanged };
}

/** Check: every line against the records read now (the payments are checked after the price). */
function checkCart(s: SaleStart, cart: LoadedCart, money: (n: number) => string) {
  const { renter } = s;
  const { shelf } = cart;
  const products = checkProducts(s.productLines, cart.products, shelf, renter, money);
  const demand = checkStock(s.productLines, products, shelf, s.mayGoNegative);
  const bookings = checkAppointments(s.appointmentLines, cart.bookings, renter, money);
  const picked = checkReservations(
    s.reservationLines,
    cart.reservations,
    cart.reservedProducts,
    renter,
    money,
  );
  const firstAppointmentLine = s.productLines.length + s.reservationLines.length;
  const firstGiftLine = firstAppointmentLine + s.appointmentLines.length;
  const giftSold = checkGiftLines(s.giftLines, cart.giftProducts, firstGiftLine, money);

  return { products, demand, bookings, picked, giftSold, firstAppointmentLine };
}
