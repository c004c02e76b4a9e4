// The point of sale: a cart of products and today's appointments, paid in
// cash, by card, or split, recorded in one transaction. The sale, the stock
// it takes (never below zero unless the salon allows it), the ledger's
// payments, the appointments it pays, the client's spend and the day's
// report totals are all written together or not at all. A card part is paid
// first (retail/sales/card-intent) and claimed by exactly one sale.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { CardIntent, QrPayment } from '@chairside/core/contracts/card';
import type { SaleAnswer, SaleView } from '@chairside/core/contracts/retail';
import { formatMinorUnits } from '@chairside/core/money';
import { balanceDue, bookingPaymentStatus } from '@chairside/core/payments';
import {
  HOLDING_STATUSES,
  allocate,
  changeOf,
  priceCart,
  stockDemand,
  tenderProblem,
  type Discount,
  type ZProcessSale,
  type ZReturnSale,
  type ZSaleCardIntent,
} from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type {
  ProductRecord,
  ReservationRecord,
  SaleLineRecord,
  SaleRecord,
} from '@chairside/core/records/retail';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { bookingDoc } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { orgDoc } from '../records/orgs';
import { paymentDoc } from '../records/payments';
import { getAll } from '../records/repository';
import { productDoc, reservationDoc, retailDailyDoc, saleDoc } from '../records/retail';
import { staffDoc } from '../records/team';
import { requestHash } from '../platform/ids';
import { ledgerRecord, paymentIdFor } from '../platform/ledger';
import { applicationFee, chargeableAccount, emptyStripeRef, openIntent } from '../payments';
import { showQrPage } from '../payments';
import { refund } from '../payments';
import { trySendMail } from '../mail/mailer';
import { assertOwnStock } from './products.service';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { StockBook, bundleCost, partsOf, readParts } from './bundles';
import { giftCardDoc } from '../records/gift-cards';
import { deliverCard, spendCard, writeNewCard } from '../gift-cards';
import { giftCardProductDoc } from '../records/gift-cards';
import { amountProblem } from '@chairside/core/gift-cards';
import type { GiftCardProductRecord } from '@chairside/core/records/gift-card';
import type { GiftCardRecord } from '@chairside/core/records/gift-card';
import { bumpShopDay } from './shop.service';
import { refreshShop, stockChangesShop } from './shop-site';
import { receiptMail } from './receipt';
import { clientBenefits, usageWrite } from '../memberships';
import { membershipDoc } from '../records/memberships';
import { earnedMoves, readBonuses, referralMove, writeMoves, type LoyaltyMove } from '../loyalty';
import { memberCartDiscounts } from '@chairside/core/memberships';
import { pointsFor, redemptionProblem, rewardValue } from '@chairside/core/loyalty';

const SELLER_ROLES = ['owner', 'manager', 'front_desk', 'booth_renter'] as const;
const CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

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

/** The receipt number people read: the day and the sale id's first letters. */
const receiptNumber = (localDate: string, id: string) =>
  `${localDate.replaceAll('-', '').slice(2)}-${id.slice(0, 5).toUpperCase()}`;

type Figures = { units: number; revenue: number; cost: number; tax: number };
const add = (a: Figures | undefined, b: Figures): Figures => ({
  units: (a?.units ?? 0) + b.units,
  revenue: (a?.revenue ?? 0) + b.revenue,
  cost: (a?.cost ?? 0) + b.cost,
  tax: (a?.tax ?? 0) + b.tax,
});

/** The increments a sale (or, negated, a return) makes to its day's report totals. */
function dailyIncrements(
  lines: readonly (SaleLineRecord & { units?: number })[],
  sign: 1 | -1,
  extra: { sales?: number; services?: number; tips?: number; currency: string; date: string },
) {
  const products = new Map<string, Figures & { name: string; category: string }>();
  const staff = new Map<string, Figures & { name: string }>();
  let totals: Figures = { units: 0, revenue: 0, cost: 0, tax: 0 };
  for (const l of lines) {
    if (l.kind !== 'product' || !l.productId) continue;
    const units = l.units ?? l.quantity;
    const f = { units, revenue: l.net, cost: l.unitCost * units, tax: l.tax };
    totals = add(totals, f);
    products.set(l.productId, {
      ...add(products.get(l.productId), f),
      name: l.name,
      category: l.category,
    });
    const who = l.staffId ?? '_salon';
    staff.set(who, { ...add(staff.get(who), f), name: l.staffName || 'Not credited' });
  }
  const inc = (n: number) => FieldValue.increment(sign * n);
  const incs = (f: Figures) => ({
    units: inc(f.units),
    revenue: inc(f.revenue),
    cost: inc(f.cost),
    tax: inc(f.tax),
  });
  return {
    date: extra.date,
    currency: extra.currency,
    sales: inc(extra.sales ?? 0),
    services: inc(extra.services ?? 0),
    tips: inc(extra.tips ?? 0),
    totals: incs(totals),
    products: Object.fromEntries(
      [...products].map(([id, p]) => [id, { name: p.name, category: p.category, ...incs(p) }]),
    ),
    staff: Object.fromEntries([...staff].map(([id, p]) => [id, { name: p.name, ...incs(p) }])),
  };
}

function writeDaily(
  tx: Transaction,
  orgId: string,
  date: string,
  data: ReturnType<typeof dailyIncrements>,
) {
  // Raw data: increments inside maps are merged field by field.
  tx.set(retailDailyDoc(orgId, date).withConverter(null), data, { merge: true });
}

/**
 * POST retail/sales/process-sale. Every figure is worked out here from the
 * salon's records; what the screen showed (unit prices, balances, the
 * total) must match or the sale is refused with the new figure.
 */
export async function processSale(
  caller: Caller,
  input: z.output<typeof ZProcessSale>,
  now: () => Date = () => new Date(),
): Promise<SaleAnswer> {
  const { orgId } = input;
  const member = await requireRole(orgId, caller, SELLER_ROLES, { action: 'make sales' });
  const renter = member?.role === 'booth_renter' ? member : null;
  if (renter && input.tenders.some((t) => t.method !== 'cash')) {
    throw new ApiError(
      'forbidden',
      'Card payments go to the salon’s account: as a booth renter you take your own sales in cash.',
    );
  }
  const [salonSnap, by] = await Promise.all([orgDoc(orgId).get(), actorOf(orgId, caller)]);
  const salon = salonSnap.data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const settings = salon.retailSettings;
  const mayGoNegative =
    settings.allowNegativeStock || (input.allowNegativeStock && member?.role === 'owner');
  const staffIds = [
    ...new Set([
      ...input.tips.map((t) => t.staffId),
      ...input.lines.flatMap((l) => (l.kind === 'product' && l.staffId ? [l.staffId] : [])),
    ]),
  ];
  const staffNames = new Map(
    (await getAll(staffIds.map((id) => staffDoc(orgId, id)))).flatMap((s) => {
      const d = s.data();
      return d ? [[s.id, d.displayName] as const] : [];
    }),
  );
  const unknownStaff = staffIds.find((id) => !staffNames.has(id));
  if (unknownStaff) throw new ApiError('not_found', 'A stylist in this sale is not on the team.');

  const saleRef = saleDoc(orgId, idFrom('sale', orgId, input.idempotencyKey));
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  const productLines = input.lines.flatMap((l) => (l.kind === 'product' ? [l] : []));
  const reservationLines = input.lines.flatMap((l) => (l.kind === 'reservation' ? [l] : []));
  const appointmentLines = input.lines.flatMap((l) => (l.kind === 'appointment' ? [l] : []));
  const cardTenders = input.tenders.flatMap((t) =>
    t.method === 'card' || t.method === 'qr' ? [t] : [],
  );
  const giftTenders = input.tenders.flatMap((t) => (t.method === 'gift_card' ? [t] : []));
  const giftLines = input.lines.flatMap((l) => (l.kind === 'gift_card' ? [l] : []));
  if (renter && giftLines.length) {
    throw new ApiError(
      'forbidden',
      'Gift cards are the salon’s: as a booth renter you do not sell them.',
    );
  }
  /** The cards this sale issues: the same ids on every retry. */
  const giftIds = giftLines.map((_, i) => idFrom('sale-gift-card', saleRef.id, String(i)));

  let shopChanged = false;
  const answer = await db().runTransaction(async (tx) => {
    shopChanged = false;
    const existing = (await tx.get(saleRef)).data();
    if (existing) {
      if (existing.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different sale. Use a new key for a new sale.',
        );
      }
      return { sale: existing, replayed: true };
    }
    const [productSnaps, bookingSnaps, cardSnaps, clientSnap] = await Promise.all([
      productLines.length
        ? tx.getAll(...productLines.map((l) => productDoc(orgId, l.productId)))
        : Promise.resolve([]),
      appointmentLines.length
        ? tx.getAll(...appointmentLines.map((l) => bookingDoc(orgId, l.bookingId)))
        : Promise.resolve([]),
      cardTenders.length
        ? tx.getAll(...cardTenders.map((t) => paymentDoc(orgId, t.paymentId)))
        : Promise.resolve([]),
      input.clientId ? tx.get(clientDoc(orgId, input.clientId)) : Promise.resolve(null),
    ]);
    const held = reservationLines.length
      ? (
          await tx.getAll(...reservationLines.map((l) => reservationDoc(orgId, l.reservationId)))
        ).map((snap) => snap.data() as ReservationRecord | undefined)
      : [];
    const giftCards = giftTenders.length
      ? (await tx.getAll(...giftTenders.map((t) => giftCardDoc(orgId, t.giftCardId)))).map(
          (snap) => snap.data() as GiftCardRecord | undefined,
        )
      : [];
    const heldProducts = held.length
      ? (await tx.getAll(...held.map((r) => productDoc(orgId, r?.productId ?? '_none')))).map(
          (snap) => snap.data() as ProductRecord | undefined,
        )
      : [];
    const giftProducts = giftLines.length
      ? (
          await tx.getAll(...giftLines.map((l) => giftCardProductDoc(orgId, l.giftCardProductId)))
        ).map((snap) => snap.data() as GiftCardProductRecord | undefined)
      : [];
    const money = (n: number) => formatMinorUnits(n, salon.currency);
    const at = now();
    const localDate = localParts(at.getTime(), salon.timeZone).date;
    const client = clientSnap?.data();
    if (input.clientId && !client) throw new ApiError('not_found', 'That client no longer exists.');
    if (input.redeemPoints > 0 && !client) {
      throw new ApiError('unprocessable', 'Choose the client whose points are redeemed.', [
        { path: 'redeemPoints', message: 'Choose the client first' },
      ]);
    }
    const member = client ? await clientBenefits(tx, orgId, client.id, at.getTime()) : null;
    // A bundle's products leave the shelf in its place.
    const loaded = new Map(
      productSnaps.flatMap((snap) => {
        const p = snap?.data() as ProductRecord | undefined;
        return p ? [[p.id, p] as const] : [];
      }),
    );
    const partItems = [...loaded.values()]
      .flatMap((p) => p.bundleItems)
      .filter(
        (item, i, all) =>
          !loaded.has(item.productId) && all.findIndex((o) => o.productId === item.productId) === i,
      );
    const shelf = new Map([...loaded, ...(await readParts(orgId, partItems, tx))]);

    const products: ProductRecord[] = productLines.map((line, i) => {
      const p = productSnaps[i]?.data() as ProductRecord | undefined;
      if (!p) throw new ApiError('not_found', 'A product in the cart no longer exists.');
      if (p.archived) throw new ApiError('conflict', `${p.name} is archived and no longer sold.`);
      if (renter) assertOwnStock(renter, p);
      if (p.sellingPrice !== line.expectedUnitPrice) {
        throw new ApiError(
          'conflict',
          `The price of ${p.name} is now ${money(p.sellingPrice)}, not ${money(line.expectedUnitPrice)}. Check the cart and try again.`,
        );
      }
      for (const item of p.bundleItems) {
        if (!shelf.has(item.productId)) {
          throw new ApiError('not_found', `A product in the bundle ${p.name} no longer exists.`);
        }
      }
      return p;
    });
    // Every product's units, sold alone and in bundles, must be on the shelf.
    const demand = stockDemand(productLines, (id) => shelf.get(id)?.bundleItems ?? []);
    for (const [id, units] of demand) {
      const p = shelf.get(id)!;
      if (p.stock - units >= 0 || mayGoNegative) continue;
      const i = productLines.findIndex(
        (l) =>
          l.productId === id || shelf.get(l.productId)!.bundleItems.some((b) => b.productId === id),
      );
      const line = products[i]!;
      const inBundle = line.id === id ? '' : ` (in ${line.name})`;
      throw new ApiError(
        'conflict',
        p.stock <= 0
          ? `${p.name}${inBundle} is out of stock.`
          : `Only ${p.stock} of ${p.name}${inBundle} ${p.stock === 1 ? 'is' : 'are'} in stock.`,
        [
          {
            path: `lines.${i}.quantity`,
            message:
              line.id === id
                ? `At most ${Math.max(0, p.stock)}`
                : `${Math.max(0, p.stock)} of ${p.name} left`,
          },
        ],
      );
    }
    const bookings: BookingRecord[] = appointmentLines.map((line) => {
      const b = bookingSnaps[appointmentLines.indexOf(line)]?.data() as BookingRecord | undefined;
      if (!b) throw new ApiError('not_found', 'An appointment in the cart no longer exists.');
      if (renter && b.staffId !== renter.staffId) {
        throw new ApiError(
          'forbidden',
          'As a booth renter you check out only your own appointments.',
        );
      }
      if (!CHECKOUT_FROM.includes(b.status)) {
        throw new ApiError(
          'conflict',
          `The appointment of ${b.clientName} was cancelled or marked a no-show.`,
        );
      }
      const due = balanceDue(b.price, b.paid);
      if (due !== line.expectedAmount) {
        throw new ApiError(
          'conflict',
          due === 0
            ? `The appointment of ${b.clientName} is already paid.`
            : `The balance of ${b.clientName}’s appointment is now ${money(due)}, not ${money(line.expectedAmount)}.`,
        );
      }
      return b;
    });

    const reservations = reservationLines.map((line, i) => {
      const r = held[i];
      const product = heldProducts[i];
      if (!r || !product)
        throw new ApiError('not_found', 'A reservation in the cart no longer exists.');
      if (renter) assertOwnStock(renter, product);
      if (!HOLDING_STATUSES.includes(r.status)) {
        throw new ApiError(
          'conflict',
          `The reservation of ${r.name} is ${r.status.replace('_', ' ')}.`,
        );
      }
      if (r.unitPrice * r.quantity !== line.expectedAmount) {
        throw new ApiError(
          'conflict',
          `The reservation of ${r.name} comes to ${money(r.unitPrice * r.quantity)}, not ${money(line.expectedAmount)}.`,
        );
      }
      return { r, product };
    });

    const firstGiftLine = productLines.length + reservationLines.length + appointmentLines.length;
    const giftSold = giftLines.map((line, i) => {
      const product = giftProducts[i];
      if (!product || !product.active) {
        throw new ApiError('not_found', 'A gift card in the cart is no longer sold.');
      }
      const problem = amountProblem(product, line.amount, money);
      if (problem) {
        throw new ApiError('unprocessable', problem, [
          { path: `lines.${firstGiftLine + i}.amount`, message: problem },
        ]);
      }
      return product;
    });

    // A member's benefits price their lines (a line discounted by hand keeps its own discount).
    const benefit = memberCartDiscounts(member?.benefits ?? null, [
      ...[...productLines, ...reservationLines].map((l) => ({
        kind: 'product' as const,
        hasDiscount: l.discount !== null,
      })),
      ...appointmentLines.map((l, i) => ({
        kind: 'appointment' as const,
        hasDiscount: l.discount !== null,
        eligible: bookings[i]!.clientId === client?.id && bookings[i]!.member === null,
        services: bookings[i]!.services.map((sv) => ({ serviceId: sv.id, price: sv.price })),
        due: balanceDue(bookings[i]!.price, bookings[i]!.paid),
      })),
    ]);
    const lineDiscount = (i: number, own: Discount | null) => own ?? benefit.discounts[i] ?? null;
    const pricedLines = [
      ...productLines.map((l, i) => ({
        unitPrice: products[i]!.sellingPrice,
        quantity: l.quantity,
        taxRate: products[i]!.taxRate,
        discount: lineDiscount(i, l.discount),
      })),
      ...reservationLines.map((l, i) => ({
        unitPrice: reservations[i]!.r.unitPrice,
        quantity: reservations[i]!.r.quantity,
        taxRate: reservations[i]!.product.taxRate,
        discount: lineDiscount(productLines.length + i, l.discount),
      })),
      ...appointmentLines.map((l, i) => ({
        unitPrice: balanceDue(bookings[i]!.price, bookings[i]!.paid),
        quantity: 1,
        taxRate: settings.serviceTaxRate,
        discount: lineDiscount(productLines.length + reservationLines.length + i, l.discount),
      })),
      // A gift card is sold at its face value: no tax, no discount, no points off it.
      ...giftLines.map((l) => ({
        unitPrice: l.amount,
        quantity: 1,
        taxRate: 0,
        discount: null,
        discountable: false,
      })),
    ];
    // Points redeemed come off after the cart's discount.
    const loyalty = salon.loyaltySettings;
    if (client && input.redeemPoints > 0) {
      const before = priceCart(pricedLines, {
        cartDiscount: input.cartDiscount,
        taxRounding: settings.taxRounding,
      });
      const problem = redemptionProblem(
        loyalty,
        input.redeemPoints,
        client.loyaltyPoints,
        before.redeemable,
        money,
      );
      if (problem) {
        throw new ApiError('unprocessable', problem, [{ path: 'redeemPoints', message: problem }]);
      }
    }
    const priced = priceCart(pricedLines, {
      cartDiscount: input.cartDiscount,
      tips: input.tips.map((t) => t.amount),
      taxRounding: settings.taxRounding,
      rewards: rewardValue(loyalty, input.redeemPoints),
    });
    if (priced.total !== input.expectedTotal) {
      throw new ApiError(
        'conflict',
        `The total is ${money(priced.total)}, not ${money(input.expectedTotal)}. Check the cart and try again.`,
        [{ path: 'expectedTotal', message: `The total is ${money(priced.total)}` }],
      );
    }
    const problem = tenderProblem(priced.total, input.tenders);
    if (problem) throw new ApiError('unprocessable', `${problem} (${money(priced.total)}).`);

    const cards = cardTenders.map((t, i) => {
      const p = cardSnaps[i]?.data() as PaymentRecord | undefined;
      if (!p || p.purpose !== 'sale' || p.method !== t.method) {
        throw new ApiError('not_found', 'We could not find that card payment.');
      }
      if (p.saleId) throw new ApiError('conflict', 'That card payment already paid another sale.');
      if (p.status !== 'succeeded') {
        throw new ApiError('conflict', 'The card payment has not gone through yet.');
      }
      if (p.amount + p.tip !== t.amount) {
        throw new ApiError(
          'conflict',
          `The card paid ${money(p.amount + p.tip)}, not ${money(t.amount)}.`,
        );
      }
      return p;
    });

    // The last reads: bonuses this visit or purchase may bring.
    const visitsNow = bookings.filter((b) => b.status !== 'completed').length;
    const bonuses = client
      ? await readBonuses(
          tx,
          orgId,
          client,
          loyalty,
          localDate,
          client.visitCount === 0 && visitsNow > 0,
        )
      : null;
    const lines: SaleLineRecord[] = [
      ...productLines.map((l, i) => ({
        kind: 'product' as const,
        productId: products[i]!.id,
        giftCardId: null,
        bookingId: null,
        reservationId: null,
        name: products[i]!.name,
        category: products[i]!.category,
        quantity: l.quantity,
        unitPrice: products[i]!.sellingPrice,
        unitCost: products[i]!.bundleItems.length
          ? bundleCost(products[i]!.bundleItems, shelf)
          : products[i]!.cost,
        taxRate: products[i]!.taxRate,
        ...priced.lines[i]!,
        staffId: l.staffId,
        staffName: l.staffId ? (staffNames.get(l.staffId) ?? '') : '',
        returnedQuantity: 0,
        benefit: l.discount ? '' : (benefit.labels[i] ?? ''),
        components: partsOf(products[i]!.bundleItems, shelf),
      })),
      ...reservations.map(({ r, product }, i) => ({
        kind: 'product' as const,
        productId: product.id,
        giftCardId: null,
        bookingId: null,
        reservationId: r.id,
        name: product.name,
        category: product.category,
        quantity: r.quantity,
        unitPrice: r.unitPrice,
        unitCost: r.components.length
          ? r.components.reduce((s, c) => s + c.unitCost * c.quantity, 0)
          : product.cost,
        taxRate: product.taxRate,
        ...priced.lines[productLines.length + i]!,
        staffId: null,
        staffName: '',
        returnedQuantity: 0,
        benefit: reservationLines[i]!.discount
          ? ''
          : (benefit.labels[productLines.length + i] ?? ''),
        components: r.components,
      })),
      ...appointmentLines.map((l, i) => {
        const b = bookings[i]!;
        const k = productLines.length + reservationLines.length + i;
        return {
          kind: 'appointment' as const,
          productId: null,
          giftCardId: null,
          bookingId: b.id,
          reservationId: null,
          name: b.services.map((s) => s.name).join(' + ') || 'Appointment',
          category: 'Services',
          quantity: 1,
          unitPrice: balanceDue(b.price, b.paid),
          unitCost: 0,
          taxRate: settings.serviceTaxRate,
          ...priced.lines[k]!,
          staffId: b.staffId,
          staffName: b.staffName,
          returnedQuantity: 0,
          benefit: l.discount ? '' : (benefit.labels[k] ?? ''),
          components: [],
        };
      }),
      ...giftLines.map((l, i) => ({
        kind: 'gift_card' as const,
        productId: null,
        giftCardId: giftIds[i]!,
        bookingId: null,
        reservationId: null,
        name: giftSold[i]!.name,
        category: 'Gift cards',
        quantity: 1,
        unitPrice: l.amount,
        unitCost: 0,
        taxRate: 0,
        ...priced.lines[firstGiftLine + i]!,
        staffId: null,
        staffName: '',
        returnedQuantity: 0,
        benefit: '',
        components: [],
      })),
    ];
    const tips = input.tips.map((t) => ({
      staffId: t.staffId,
      staffName: staffNames.get(t.staffId) ?? '',
      amount: t.amount,
    }));

    // Cash parts become cash payments in the ledger; tips ride on them first.
    const cashTenders = input.tenders.flatMap((t) => (t.method === 'cash' ? [t] : []));
    const cashCapacity = cashTenders.map((t) => t.amount);
    const tipOnCash = allocate(
      Math.min(
        priced.tips,
        cashCapacity.reduce((s, n) => s + n, 0),
      ),
      cashCapacity,
    );
    const clientName = client
      ? `${client.firstName} ${client.lastName}`.trim()
      : (bookings[0]?.clientName ?? '');
    const tenders: SaleRecord['tenders'] = [];
    let cashIndex = 0;
    for (const t of input.tenders) {
      if (t.method === 'gift_card') {
        // The card pays its part in this transaction, never below zero.
        const i = giftTenders.indexOf(t);
        const card = giftCards[i];
        if (!card) throw new ApiError('not_found', 'That gift card no longer exists.');
        const ref = paymentDoc(orgId, idFrom('sale-gift', saleRef.id, t.giftCardId));
        spendCard(tx, orgId, card, t.amount, {
          entryId: idFrom('sale-gift', saleRef.id, t.giftCardId),
          note: `Receipt ${receiptNumber(localDate, saleRef.id)}`,
          saleId: saleRef.id,
          by,
          at,
        });
        tx.create(
          ref,
          ledgerRecord({
            id: ref.id,
            method: 'gift_card',
            purpose: 'sale',
            status: 'succeeded',
            amount: t.amount,
            currency: salon.currency,
            giftCardId: card.id,
            saleId: saleRef.id,
            clientId: client?.id ?? null,
            clientName,
            timeZone: salon.timeZone,
            at,
            by,
            note: `Gift card ending ${card.code.slice(-4)} at the point of sale`,
            requestHash: hash,
          }),
        );
        tenders.push({
          method: 'gift_card',
          amount: t.amount,
          paymentId: ref.id,
          tendered: null,
          change: null,
        });
      } else if (t.method === 'cash') {
        const i = cashIndex++;
        const ref = paymentDoc(orgId, idFrom('sale-cash', saleRef.id, String(i)));
        const change = t.tendered - t.amount;
        tx.create(
          ref,
          ledgerRecord({
            id: ref.id,
            method: 'cash',
            purpose: 'sale',
            status: 'succeeded',
            amount: t.amount - tipOnCash[i]!,
            tip: tipOnCash[i]!,
            currency: salon.currency,
            saleId: saleRef.id,
            clientId: client?.id ?? null,
            clientName,
            cash: { tendered: t.tendered, change },
            timeZone: salon.timeZone,
            at,
            by,
            note: 'Cash taken at the point of sale',
            requestHash: hash,
          }),
        );
        tenders.push({
          method: 'cash',
          amount: t.amount,
          paymentId: ref.id,
          tendered: t.tendered,
          change,
        });
      } else {
        const p = cards[cardTenders.indexOf(t)]!;
        tx.update(paymentDoc(orgId, p.id), {
          saleId: saleRef.id,
          clientId: p.clientId ?? client?.id ?? null,
          clientName: p.clientName || clientName,
          updatedAt: at,
        });
        tenders.push({
          method: t.method,
          amount: t.amount,
          paymentId: p.id,
          tendered: null,
          change: null,
        });
      }
    }

    const number = receiptNumber(localDate, saleRef.id);
    const firstAppointmentLine = productLines.length + reservationLines.length;
    // Points: those redeemed come off first, then what the sale earns and any bonus.
    const moves: LoyaltyMove[] = [];
    if (client && input.redeemPoints > 0) {
      moves.push({
        id: `sale-redeem-${saleRef.id}`,
        kind: 'redeemed',
        points: -input.redeemPoints,
        note: `${money(priced.rewards)} off receipt ${number}`,
        saleId: saleRef.id,
      });
    }
    if (client && bonuses) {
      const spent = {
        services: bookings.reduce(
          (sum, b, i) =>
            sum + (b.status !== 'completed' ? lines[firstAppointmentLine + i]!.net : 0),
          0,
        ),
        products: lines.slice(0, firstAppointmentLine).reduce((sum, l) => sum + l.net, 0),
      };
      moves.push(
        ...earnedMoves(loyalty, spent, salon.currency, bonuses, {
          id: `sale-${saleRef.id}`,
          note: `Receipt ${number}`,
          saleId: saleRef.id,
        }),
      );
    }

    const sale: SaleRecord = {
      id: saleRef.id,
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
      tips,
      tipsTotal: priced.tips,
      total: priced.total,
      tenders,
      change: changeOf(input.tenders),
      refunded: 0,
      returns: [],
      currency: salon.currency,
      localDate,
      soldBy: by,
      receiptEmail: input.receiptEmail || client?.email || '',
      receiptSentAt: null,
      note: input.note,
      requestHash: hash,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(saleRef, sale);
    // The gift cards sold are issued with the sale: e-mailed to whom they are for, or printed.
    giftLines.forEach((l, i) => {
      const buyer = { name: clientName || 'A client at the desk', email: client?.email ?? '' };
      writeNewCard(tx, orgId, {
        id: giftIds[i]!,
        product: giftSold[i]!,
        amount: l.amount,
        salon,
        buyer,
        recipient: l.recipient.email
          ? l.recipient
          : { name: l.recipient.name || buyer.name, email: '' },
        message: l.message,
        deliverOn: l.deliverOn,
        source: 'pos',
        paymentId: null,
        saleId: saleRef.id,
        by,
        at,
        note: `Sold on receipt ${number}`,
        handedOver: !l.recipient.email && !buyer.email,
      });
    });

    shopChanged = [...demand].some(([id, units]) => stockChangesShop(shelf.get(id)!, -units));
    const book = new StockBook(tx, orgId);
    productLines.forEach((l, i) => {
      const p = products[i]!;
      const moves = p.bundleItems.length
        ? p.bundleItems.map((item) => ({ item, units: item.quantity * l.quantity }))
        : [{ item: null, units: l.quantity }];
      for (const { item, units } of moves) {
        book.move({
          id: item
            ? idFrom('sale', saleRef.id, l.productId, item.productId)
            : idFrom('sale', saleRef.id, l.productId),
          product: item ? shelf.get(item.productId)! : p,
          reason: 'sale',
          delta: -units,
          note: item ? `Receipt ${sale.number}, in ${p.name}` : `Receipt ${sale.number}`,
          saleId: saleRef.id,
          by,
          at,
        });
      }
    });

    for (const { r } of reservations) {
      tx.update(reservationDoc(orgId, r.id), {
        status: 'picked_up',
        saleId: saleRef.id,
        history: [...r.history, { at, status: 'picked_up', by: by.name }],
        updatedAt: at,
      });
    }
    if (reservations.length) bumpShopDay(tx, orgId, localDate, { pickups: reservations.length });

    const benefitUsed = (i: number) =>
      appointmentLines[i]!.discount === null && benefit.labels[firstAppointmentLine + i] !== '';
    if (member && benefit.included.some((used) => used.length > 0)) {
      tx.update(membershipDoc(orgId, member.membership.id), usageWrite(benefit.usage));
    }
    let visits = 0;
    let lastVisit = null as Date | null;
    bookings.forEach((b, i) => {
      const paidNow = balanceDue(b.price, b.paid);
      const tip = tips.filter((t) => t.staffId === b.staffId).reduce((s, t) => s + t.amount, 0);
      // A stylist with two appointments in one sale gets the tip once.
      const firstOfStylist = bookings.findIndex((o) => o.staffId === b.staffId) === i;
      const completes = b.status !== 'completed';
      if (completes) {
        visits += 1;
        if (!lastVisit || b.startTime > lastVisit) lastVisit = b.startTime;
      }
      tx.update(bookingDoc(orgId, b.id), {
        paid: b.paid + paidNow,
        tips: b.tips + (firstOfStylist ? tip : 0),
        paymentStatus: bookingPaymentStatus(b.price, b.paid + paidNow),
        saleId: saleRef.id,
        ...(completes
          ? { status: 'completed', statusChangedAt: FieldValue.serverTimestamp() }
          : {}),
        ...(member && benefitUsed(i)
          ? {
              member: {
                membershipId: member.membership.id,
                planName: member.benefits.planName,
                periodStart: benefit.usage.periodStart,
                included: benefit.included[firstAppointmentLine + i] ?? [],
                discount: lines[firstAppointmentLine + i]!.lineDiscount,
              },
            }
          : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    if (client) {
      const previous = client.lastVisitAt;
      const balance = moves.length ? writeMoves(tx, orgId, client, moves, by, at) : null;
      tx.update(clientDoc(orgId, client.id), {
        ...(balance !== null ? { loyaltyPoints: balance } : {}),
        totalSpent: FieldValue.increment(priced.total - priced.tips),
        ...(visits ? { visitCount: FieldValue.increment(visits) } : {}),
        ...(lastVisit && (!previous || previous < lastVisit) ? { lastVisitAt: lastVisit } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    const referrer = client && bonuses?.referrer;
    if (client && referrer) {
      const balance = writeMoves(tx, orgId, referrer, [referralMove(loyalty, client)], by, at);
      tx.update(clientDoc(orgId, referrer.id), {
        loyaltyPoints: balance,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    writeDaily(
      tx,
      orgId,
      localDate,
      dailyIncrements(lines, 1, {
        sales: 1,
        services: lines.filter((l) => l.kind === 'appointment').reduce((s, l) => s + l.net, 0),
        tips: priced.tips,
        currency: salon.currency,
        date: localDate,
      }),
    );
    return { sale, replayed: false };
  });

  await refreshShop(orgId, shopChanged);
  const issued: NonNullable<SaleAnswer['giftCards']> = [];
  if (!answer.replayed && giftIds.length) {
    // Cards for today go out now; the due work sends those for a later day.
    for (const id of giftIds) await deliverCard(orgId, id).catch(() => false);
    const cards = await getAll(giftIds.map((id) => giftCardDoc(orgId, id)));
    for (const snap of cards) {
      const card = snap.data();
      if (card) {
        issued.push({
          id: card.id,
          code: card.code,
          amount: card.initialAmount,
          recipientEmail: card.recipient.email,
        });
      }
    }
  }
  const sale = answer.replayed ? answer.sale : await sendReceiptOnce(orgId, answer.sale);
  return {
    sale: saleView(sale),
    replayed: answer.replayed,
    ...(issued.length ? { giftCards: issued } : {}),
  };
}

/** E-mails the receipt once (when there is an address) and notes when it went. */
async function sendReceiptOnce(orgId: string, sale: SaleRecord): Promise<SaleRecord> {
  if (!sale.receiptEmail) return sale;
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) return sale;
  const sent = await trySendMail(receiptMail(sale, salon, sale.receiptEmail));
  if (!sent) return sale;
  const receiptSentAt = new Date();
  await saleDoc(orgId, sale.id).update({ receiptSentAt });
  return { ...sale, receiptSentAt };
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
