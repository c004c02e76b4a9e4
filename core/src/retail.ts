// Retail: the salon's products, their stock, and the arithmetic of a cart at
// the point of sale. Money is integer minor units of the salon's currency; a
// tax rate is a percentage with up to three decimals (8.875), worked in
// thousandths so no float ever reaches a total.
import { z } from 'zod';
import { ZIdempotencyKey } from './ids';
import { zDocId } from './ids';
import { ZGiftCardProductId } from './gift-cards';
import { ZImageUrl } from './services';
import { ZIsoDate } from './staff-profile';
import { addDays, localParts, zonedInstant } from './zoned-time';

/** The most a product may sell or cost for (minor units): 100,000.00, a guard against typos. */
export const MAX_PRODUCT_PRICE_MINOR = 10_000_000;
/** The most units of one product a salon may hold or move at once. */
export const MAX_STOCK = 1_000_000;
export const MAX_CART_LINES = 100;

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));
export const ZProductId = z.string().trim().pipe(zDocId('Not a product id'));

const minor = (what: string, max = MAX_PRODUCT_PRICE_MINOR) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(0, `The ${what} cannot be negative`)
    .max(max, `The ${what} is too large`);

const text = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} can be at most ${max} characters`).default('');

/** A percentage with at most three decimals, 0 to 100 (a tax rate, a discount). */
export const zPercent = (what: string) =>
  z
    .number({ error: `Enter the ${what} as a percentage` })
    .min(0, `The ${what} cannot be negative`)
    .max(100, `The ${what} is at most 100%`)
    .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, {
      message: `Use at most three decimals for the ${what}`,
    });

/** A product's code as a scanner types it: letters, digits and a few marks. */
const ZCode = (what: string) =>
  z
    .string()
    .trim()
    .max(64, `The ${what} can be at most 64 characters`)
    .regex(/^[A-Za-z0-9._\-/]*$/, `The ${what} uses letters, digits, dots, dashes and slashes`)
    .default('');

/** The most different products one bundle holds. */
export const MAX_BUNDLE_ITEMS = 10;

/** One product in a bundle, and how many of it a bundle holds. */
export const ZBundleItem = z.object({
  productId: ZProductId,
  quantity: z
    .number({ error: 'Enter how many are in the bundle' })
    .int('Use whole units')
    .min(1, 'At least one of each product')
    .max(99, 'At most 99 of one product in a bundle'),
});
export type BundleItem = z.output<typeof ZBundleItem>;

/**
 * A bundle: several products sold together at one price. It has no stock of
 * its own; selling or reserving one moves its products' stock. Empty for a
 * product sold on its own.
 */
export const ZBundleItems = z
  .array(ZBundleItem)
  .max(MAX_BUNDLE_ITEMS, `A bundle holds at most ${MAX_BUNDLE_ITEMS} different products`)
  .superRefine((items, ctx) => {
    const ids = items.map((i) => i.productId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', message: 'A product is in the bundle twice' });
    }
    if (items.length && items.reduce((s, i) => s + i.quantity, 0) < 2) {
      ctx.addIssue({
        code: 'custom',
        message: 'A bundle holds at least two units: add a product or raise a quantity',
      });
    }
  });

/** What an owner or manager edits on a product (stock moves only through adjustments and sales). */
export const ZProductInput = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Give the product a name of at least 2 characters')
    .max(120, 'Use at most 120 characters'),
  category: text(40, 'category'),
  description: text(2000, 'description'),
  brand: text(60, 'brand'),
  sku: ZCode('SKU'),
  barcode: ZCode('barcode'),
  sellingPrice: minor('selling price'),
  cost: minor('cost').default(0),
  taxRate: zPercent('tax rate').default(0),
  reorderLevel: z
    .number({ error: 'Enter the reorder level' })
    .int('Use a whole number of units')
    .min(0, 'The reorder level cannot be negative')
    .max(MAX_STOCK, 'That is more units than a salon holds')
    .default(0),
  supplier: text(80, 'supplier'),
  imageUrl: ZImageUrl,
  purchaseUrl: z
    .string()
    .trim()
    .max(2048, 'That address is too long')
    .refine((u) => u === '' || /^https?:\/\/[^\s]+$/.test(u), 'Use a web address (https://…)')
    .default(''),
  /** Shown in the site's shop and reservable for pickup. */
  onlineSellable: z.boolean().default(false),
  archived: z.boolean().default(false),
  /** A booth renter's own stock: only they (and owners) sell and move it. */
  ownerStaffId: zDocId('Not a team member id').nullable().default(null),
  /** The products a bundle is made of (none for a product sold on its own). */
  bundleItems: ZBundleItems.default([]),
});
export type ProductInput = z.input<typeof ZProductInput>;
export type ProductFields = z.output<typeof ZProductInput>;

export const ZCreateProduct = ZProductInput.extend({
  orgId: ZOrgId,
  /** The units on the shelf when the product is added (recorded as "received"). */
  initialStock: z
    .number()
    .int('Use a whole number of units')
    .min(0, 'Stock cannot start below zero')
    .max(MAX_STOCK, 'That is more units than a salon holds')
    .default(0),
}).refine((p) => !p.bundleItems.length || p.initialStock === 0, {
  message: 'A bundle has no stock of its own: its products’ stock is what sells',
  path: ['initialStock'],
});
export type CreateProduct = z.input<typeof ZCreateProduct>;
/**
 * An edit names only what changes: the product's defaults must not fill in
 * (and so wipe) the fields it leaves out.
 */
export const ZUpdateProduct = z.object({
  ...(Object.fromEntries(
    Object.entries(ZProductInput.shape).map(([k, s]) => [
      k,
      (s instanceof z.ZodDefault ? (s.unwrap() as z.ZodType) : s).optional(),
    ]),
  ) as { [K in keyof typeof ZProductInput.shape]: z.ZodOptional<z.ZodType<ProductFields[K]>> }),
  orgId: ZOrgId,
});
export const ZProductQuery = z.object({ orgId: ZOrgId });

/** POST /api/retail/shop/views: a visitor saw a product's page on the salon's site. */
export const ZShopView = z.object({ orgId: ZOrgId, productId: ZProductId });
export const ZProductLookup = z
  .object({
    orgId: ZOrgId,
    code: z
      .string()
      .trim()
      .min(1, 'Scan or type a barcode or SKU')
      .max(64, 'That is not a barcode or SKU (at most 64 characters)'),
  })
  .strict();

/** Why stock moved. Sales, returns and pickups are written by the server alone. */
export const STOCK_REASONS = [
  'received',
  'damaged',
  'count_correction',
  'used_in_service',
  'returned_to_supplier',
  'sale',
  'sale_return',
  'reservation',
  'reservation_release',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons a person chooses on the adjust-stock screen. */
export const MANUAL_STOCK_REASONS = [
  'received',
  'damaged',
  'count_correction',
  'used_in_service',
  'returned_to_supplier',
] as const satisfies readonly StockReason[];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received from supplier',
  damaged: 'Damaged or expired',
  count_correction: 'Count correction',
  used_in_service: 'Used in a service',
  returned_to_supplier: 'Returned to supplier',
  sale: 'Sold',
  sale_return: 'Returned by client',
  reservation: 'Reserved online',
  reservation_release: 'Reservation released',
};

/**
 * A stock adjustment. Received adds, damaged / used / returned-to-supplier
 * take away, and a count correction sets the count to what is on the shelf.
 */
export const ZAdjustStock = z
  .object({
    orgId: ZOrgId,
    productId: ZProductId,
    reason: z.enum(MANUAL_STOCK_REASONS, { error: 'Choose why the stock changed' }),
    /** Units moved (received, damaged…) or, for a count correction, the units counted. */
    quantity: z
      .number({ error: 'Enter a number of units' })
      .int('Use a whole number of units')
      .min(0, 'Enter zero or more units')
      .max(MAX_STOCK, 'That is more units than a salon holds'),
    note: text(300, 'note'),
    idempotencyKey: ZIdempotencyKey,
  })
  .refine((a) => a.reason === 'count_correction' || a.quantity > 0, {
    message: 'Enter at least one unit',
    path: ['quantity'],
  });
export type AdjustStock = z.input<typeof ZAdjustStock>;

/** How stock changes for a manual adjustment, given what is on hand. */
export function stockDelta(
  reason: (typeof MANUAL_STOCK_REASONS)[number],
  qty: number,
  onHand: number,
) {
  switch (reason) {
    case 'received':
      return qty;
    case 'count_correction':
      return qty - onHand;
    default:
      return -qty;
  }
}

export type StockLevel = 'out' | 'low' | 'ok';
export function stockLevel(stock: number, reorderLevel: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= reorderLevel ? 'low' : 'ok';
}

/**
 * How many to order to bring a product back over its reorder level: up to
 * twice the level (at least one case of one), nothing while it is above it.
 */
export function reorderQuantity(stock: number, reorderLevel: number): number {
  if (reorderLevel <= 0 || stock > reorderLevel) return 0;
  return Math.max(1, reorderLevel * 2 - Math.max(0, stock));
}

// ── Bundles ─────────────────────────────────────────────────────────────────

export const isBundle = (p: { bundleItems: readonly BundleItem[] }) => p.bundleItems.length > 0;

/**
 * How many of a bundle can be made from what is on the shelf: the fewest
 * any of its products allows. A product that no longer exists allows none.
 */
export function bundleAvailable(
  items: readonly BundleItem[],
  stockOf: (productId: string) => number | undefined,
): number {
  if (!items.length) return 0;
  return Math.max(
    0,
    Math.min(...items.map((i) => Math.floor((stockOf(i.productId) ?? 0) / i.quantity))),
  );
}

/** The bundle's products at their own prices: what the bundle saves the client. */
export function bundleWorth(
  items: readonly BundleItem[],
  priceOf: (productId: string) => number | undefined,
): number {
  return items.reduce((s, i) => s + (priceOf(i.productId) ?? 0) * i.quantity, 0);
}

/**
 * The catalogue as people see it: a bundle's stock is how many can be made
 * from its products' stock (it keeps none of its own).
 */
export function withBundleStock<
  P extends { id: string; stock: number; bundleItems: readonly BundleItem[] },
>(products: readonly P[]): P[] {
  const stock = new Map(products.map((p) => [p.id, p.stock] as const));
  return products.map((p) =>
    isBundle(p) ? { ...p, stock: bundleAvailable(p.bundleItems, (id) => stock.get(id)) } : p,
  );
}

/**
 * The units each product leaves the shelf with when these lines sell: a
 * bundle's line counts for its products, and a product sold on its own and
 * in a bundle in the same cart adds up.
 */
export function stockDemand(
  lines: readonly { productId: string; quantity: number }[],
  itemsOf: (productId: string) => readonly BundleItem[],
): Map<string, number> {
  const demand = new Map<string, number>();
  const add = (id: string, n: number) => demand.set(id, (demand.get(id) ?? 0) + n);
  for (const line of lines) {
    const items = itemsOf(line.productId);
    if (items.length) for (const i of items) add(i.productId, i.quantity * line.quantity);
    else add(line.productId, line.quantity);
  }
  return demand;
}

// ── The cart ────────────────────────────────────────────────────────────────

/** A discount on a line or on the whole cart: a percentage or an amount off. */
export const ZDiscount = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('percent'), value: zPercent('discount') }),
    z.object({ kind: z.literal('amount'), value: minor('discount') }),
  ],
  { error: 'Choose a percentage or an amount off' },
);
export type Discount = z.infer<typeof ZDiscount>;

export const TAX_ROUNDING = ['line', 'total'] as const;
export type TaxRounding = (typeof TAX_ROUNDING)[number];

/** One priced line as the arithmetic sees it (the server fills prices from its records). */
export interface PricedLineInput {
  unitPrice: number;
  quantity: number;
  /** Percent, up to three decimals. */
  taxRate: number;
  discount?: Discount | null;
  /** False for a gift card sold: the cart's discount and redeemed points never come off it. */
  discountable?: boolean;
}

export interface PricedLine {
  gross: number;
  lineDiscount: number;
  /** This line's share of the cart discount. */
  cartDiscount: number;
  net: number;
  tax: number;
}

export interface CartTotals {
  lines: PricedLine[];
  subtotal: number;
  /** Every discount, the rewards included. */
  discount: number;
  /** What redeemed loyalty points took off. */
  rewards: number;
  /** The most points may take off: what the discountable lines come to after the cart's discount. */
  redeemable: number;
  tax: number;
  tips: number;
  total: number;
}

const thousandths = (percent: number) => Math.round(percent * 1000);
/** Half away from zero, on exact integers: amount × rate‰ / 100,000. */
function taxOf(amount: number, rate: number): number {
  const scaled = amount * thousandths(rate);
  return Math.floor((scaled + 50_000) / 100_000);
}
const percentOf = (amount: number, percent: number) => taxOf(amount, percent);

function discountAmount(base: number, d: Discount | null | undefined): number {
  if (!d) return 0;
  return Math.min(base, d.kind === 'amount' ? d.value : percentOf(base, d.value));
}

/**
 * Shares `amount` out over `weights` in proportion, in whole units, the
 * remainders going to the largest fractions (ties to the earlier line), so
 * the shares always add up to `amount` exactly.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((s, n) => s + n, 0);
  const order = exact
    .map((e, i) => ({ i, frac: e - Math.floor(e) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A cart's money: each line's gross, its own discount, its share of the
 * cart's discount (in proportion to what is left of each line), the net and
 * the tax on the net. Tax is rounded per line, or per rate over the whole
 * cart ('total'), as the salon chooses; tips are added last and never taxed.
 */
export function priceCart(
  lines: readonly PricedLineInput[],
  options: {
    cartDiscount?: Discount | null;
    tips?: readonly number[];
    taxRounding?: TaxRounding;
    /** Loyalty points redeemed (minor units): taken off after the cart discount, never below zero. */
    rewards?: number;
  },
): CartTotals {
  const gross = lines.map((l) => l.unitPrice * l.quantity);
  const lineDiscounts = lines.map((l, i) => discountAmount(gross[i]!, l.discount));
  const afterLine = gross.map((g, i) => g - lineDiscounts[i]!);
  const base = afterLine.map((n, i) => (lines[i]!.discountable === false ? 0 : n));
  const subtotal = base.reduce((s, n) => s + n, 0);
  const cartDiscount = discountAmount(subtotal, options.cartDiscount);
  const redeemable = subtotal - cartDiscount;
  const rewards = Math.min(redeemable, Math.max(0, options.rewards ?? 0));
  const shares = allocate(cartDiscount + rewards, base);
  const nets = afterLine.map((n, i) => n - shares[i]!);
  const lineTaxes = lines.map((l, i) => taxOf(nets[i]!, l.taxRate));
  let tax: number;
  if (options.taxRounding === 'total') {
    const byRate = new Map<number, number>();
    lines.forEach((l, i) =>
      byRate.set(thousandths(l.taxRate), (byRate.get(thousandths(l.taxRate)) ?? 0) + nets[i]!),
    );
    tax = [...byRate].reduce((s, [rate, net]) => s + taxOf(net, rate / 1000), 0);
  } else {
    tax = lineTaxes.reduce((s, n) => s + n, 0);
  }
  const tips = (options.tips ?? []).reduce((s, n) => s + n, 0);
  const discount = lineDiscounts.reduce((s, n) => s + n, 0) + cartDiscount + rewards;
  return {
    lines: lines.map((_, i) => ({
      gross: gross[i]!,
      lineDiscount: lineDiscounts[i]!,
      cartDiscount: shares[i]!,
      net: nets[i]!,
      tax: lineTaxes[i]!,
    })),
    subtotal: gross.reduce((s, n) => s + n, 0),
    discount,
    rewards,
    redeemable,
    tax,
    tips,
    total: nets.reduce((s, n) => s + n, 0) + tax + tips,
  };
}

// ── Tender ──────────────────────────────────────────────────────────────────

export const TENDER_METHODS = ['cash', 'card', 'qr', 'gift_card'] as const;
export type TenderMethod = (typeof TENDER_METHODS)[number];

export const ZTender = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('cash'),
      amount: minor('cash amount').refine((n) => n > 0, 'A cash part is more than zero'),
      /** What the client handed over (at least the amount); the rest is change. */
      tendered: minor('cash given'),
    }),
    z.object({
      method: z.enum(['card', 'qr']),
      amount: minor('card amount').refine((n) => n > 0, 'A card part is more than zero'),
      /** The paid card or QR payment (retail/sales/card-intent) this part is. */
      paymentId: z.string().trim().pipe(zDocId('Not a payment id')),
    }),
    z.object({
      method: z.literal('gift_card'),
      amount: minor('gift card amount').refine((n) => n > 0, 'A gift card part is more than zero'),
      /** The card the desk looked up by its code (gift-cards/lookup). */
      giftCardId: z.string().trim().pipe(zDocId('Not a gift card id')),
    }),
  ],
  { error: 'Choose cash, card, QR code or gift card' },
);
export type Tender = z.infer<typeof ZTender>;

/** Why a set of tenders cannot pay a total, or null when it pays it exactly. */
export function tenderProblem(total: number, tenders: readonly Tender[]): string | null {
  const paid = tenders.reduce((s, t) => s + t.amount, 0);
  const short = tenders.find((t) => t.method === 'cash' && t.tendered < t.amount);
  if (short) return 'The cash given is less than the cash part';
  if (tenders.length === 0 && total > 0) return 'Choose how the client pays';
  if (paid !== total) {
    return paid < total
      ? 'The payments add up to less than the total'
      : 'The payments add up to more than the total';
  }
  return null;
}

/** The change owed from the cash parts. */
export const changeOf = (tenders: readonly Tender[]) =>
  tenders.reduce((s, t) => (t.method === 'cash' ? s + t.tendered - t.amount : s), 0);

// ── The sale ────────────────────────────────────────────────────────────────

export const ZCartLine = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('product'),
      productId: ZProductId,
      quantity: z
        .number({ error: 'Enter a quantity' })
        .int('Sell whole units')
        .min(1, 'Sell at least one')
        .max(999, 'At most 999 of one product in a sale'),
      /** What the screen showed per unit: a changed price is refused, never guessed. */
      expectedUnitPrice: minor('price'),
      discount: ZDiscount.nullable().default(null),
      /** The stylist who sold it (commission and reports). */
      staffId: zDocId('Not a team member id').nullable().default(null),
    }),
    z.object({
      kind: z.literal('reservation'),
      /** A reservation from the online shop, picked up and paid now (its stock is already held). */
      reservationId: z.string().trim().pipe(zDocId('Not a reservation id')),
      /** What the screen showed for it (units × today's price): a different figure is refused. */
      expectedAmount: minor('amount'),
      discount: ZDiscount.nullable().default(null),
    }),
    z.object({
      kind: z.literal('gift_card'),
      /** A gift card sold at the desk: issued with the sale, e-mailed to the recipient or printed. */
      giftCardProductId: ZGiftCardProductId,
      amount: minor('gift card amount').refine((n) => n > 0, 'Choose the gift card’s amount'),
      recipient: z
        .object({
          name: z.string().trim().max(100, 'At most 100 characters').default(''),
          email: z
            .string()
            .trim()
            .max(254, 'Enter a valid e-mail address for the recipient')
            .pipe(
              z.union([z.literal(''), z.email('Enter a valid e-mail address for the recipient')]),
            )
            .default(''),
        })
        .default({ name: '', email: '' }),
      message: text(300, 'message'),
      /** The salon-local day its e-mail goes out ('' now). */
      deliverOn: z.union([z.literal(''), ZIsoDate]).default(''),
    }),
    z.object({
      kind: z.literal('appointment'),
      bookingId: z.string().trim().pipe(zDocId('Not an appointment id')),
      /** The balance the screen showed: a different one is refused. */
      expectedAmount: minor('amount due'),
      discount: ZDiscount.nullable().default(null),
    }),
  ],
  { error: 'A sale holds products, reservations, gift cards and appointments' },
);
export type CartLine = z.input<typeof ZCartLine>;

export const ZTip = z.object({
  staffId: zDocId('Not a team member id'),
  amount: minor('tip').refine((n) => n > 0, 'A tip is more than zero'),
});

export const ZProcessSale = z
  .object({
    orgId: ZOrgId,
    clientId: zDocId('Not a client id').nullable().default(null),
    lines: z
      .array(ZCartLine)
      .min(1, 'The cart is empty')
      .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines in a sale`),
    cartDiscount: ZDiscount.nullable().default(null),
    /** Loyalty points the client redeems as a discount (in the salon's steps). */
    redeemPoints: z
      .number({ error: 'Enter the points to redeem' })
      .int('Redeem whole points')
      .min(0, 'Points to redeem cannot be negative')
      .max(10_000_000, 'Too many points')
      .default(0),
    tips: z.array(ZTip).max(20, 'At most 20 tips in a sale').default([]),
    /** How the client pays; none only for a sale that comes to nothing (a 100% discount). */
    tenders: z.array(ZTender).max(6, 'Split a payment at most 6 ways'),
    /** What the screen showed as the total: the server's figure must match it. */
    expectedTotal: minor('total'),
    /** Sell below zero stock (owners only; a count that is behind the shelf). */
    allowNegativeStock: z.boolean().default(false),
    /** A manager's sign-in (their ID token) approving a discount above the seller's limit. */
    approvalToken: z.string().trim().max(4096, 'Not an approval').default(''),
    receiptEmail: z
      .string()
      .trim()
      .max(254, 'Enter a valid e-mail address for the receipt')
      .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address for the receipt')]))
      .default(''),
    note: text(300, 'note'),
    idempotencyKey: ZIdempotencyKey,
  })
  .superRefine((s, ctx) => {
    if (s.tenders.length === 0 && s.expectedTotal > 0) {
      ctx.addIssue({ code: 'custom', path: ['tenders'], message: 'Choose how the client pays' });
    }
    const products = s.lines.flatMap((l) => (l.kind === 'product' ? [l.productId] : []));
    if (new Set(products).size !== products.length) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'A product is in the cart twice' });
    }
    const bookings = s.lines.flatMap((l) => (l.kind === 'appointment' ? [l.bookingId] : []));
    if (new Set(bookings).size !== bookings.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'An appointment is in the cart twice',
      });
    }
    const held = s.lines.flatMap((l) => (l.kind === 'reservation' ? [l.reservationId] : []));
    if (new Set(held).size !== held.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'A reservation is in the cart twice',
      });
    }
    const payments = s.tenders.flatMap((t) =>
      t.method === 'card' || t.method === 'qr' ? [t.paymentId] : [],
    );
    if (new Set(payments).size !== payments.length) {
      ctx.addIssue({ code: 'custom', path: ['tenders'], message: 'A card payment is used twice' });
    }
    const giftCards = s.tenders.flatMap((t) => (t.method === 'gift_card' ? [t.giftCardId] : []));
    if (new Set(giftCards).size !== giftCards.length) {
      ctx.addIssue({ code: 'custom', path: ['tenders'], message: 'A gift card is used twice' });
    }
    if (giftCards.length && s.lines.some((l) => l.kind === 'gift_card')) {
      ctx.addIssue({
        code: 'custom',
        path: ['tenders'],
        message: 'A gift card cannot pay for another gift card',
      });
    }
    for (const [i, t] of s.tenders.entries()) {
      if (t.method === 'cash' && t.tendered < t.amount) {
        ctx.addIssue({
          code: 'custom',
          path: ['tenders', i, 'tendered'],
          message: 'The cash given is less than the cash part',
        });
      }
    }
  });
export type ProcessSale = z.input<typeof ZProcessSale>;

/** Paying part of a sale by card (or a QR code) before the sale is recorded. */
export const ZSaleCardIntent = z.object({
  orgId: ZOrgId,
  amount: minor('card amount').refine((n) => n > 0, 'Enter an amount above zero'),
  clientId: zDocId('Not a client id').nullable().default(null),
  idempotencyKey: ZIdempotencyKey,
});
export type SaleCardIntent = z.input<typeof ZSaleCardIntent>;

/** Returning products from a sale: they go back on the shelf and the money back to the client. */
export const ZReturnSale = z.object({
  orgId: ZOrgId,
  saleId: z.string().trim().pipe(zDocId('Not a sale id')),
  lines: z
    .array(
      z.object({
        productId: ZProductId,
        quantity: z
          .number({ error: 'Enter how many are returned' })
          .int('Return whole units')
          .min(1, 'Return at least one')
          .max(999, 'Return at most 999 of one product'),
        /** Back on the shelf (sellable) or not (opened, damaged). */
        restock: z.boolean().default(true),
      }),
    )
    .min(1, 'Choose what is returned'),
  reason: text(200, 'reason'),
  idempotencyKey: ZIdempotencyKey,
});
export type ReturnSale = z.input<typeof ZReturnSale>;

export const SALE_STATUSES = ['completed', 'partially_returned', 'returned'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** The sales report's query: salon-local dates, inclusive, at most a year. */
export const ZSalesReportQuery = z
  .object({ orgId: ZOrgId, from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { message: 'The first day comes after the last', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Report at most a year at a time',
    path: ['to'],
  });
export type SalesReportQuery = z.input<typeof ZSalesReportQuery>;

/** Retail settings on the salon: how tax is rounded, and whether stock may go below zero. */
export const ZRetailSettings = z.object({
  taxRounding: z
    .enum(TAX_ROUNDING, { error: 'Round the tax on each line or on the total' })
    .default('line'),
  /** Services are usually untaxed; some places tax them. */
  serviceTaxRate: zPercent('service tax rate').default(0),
  allowNegativeStock: z.boolean().default(false),
  /**
   * The largest discount (percent of what it comes off) each role may give at
   * the till without a manager's approval; owners and managers are not limited.
   */
  discountLimits: z
    .object({
      front_desk: zPercent('front desk limit').default(100),
      staff: zPercent('stylist limit').default(100),
      booth_renter: zPercent('booth renter limit').default(100),
    })
    .default({ front_desk: 100, staff: 100, booth_renter: 100 }),
});
export type RetailSettings = z.output<typeof ZRetailSettings>;
export const DEFAULT_RETAIL_SETTINGS: RetailSettings = {
  taxRounding: 'line',
  serviceTaxRate: 0,
  allowNegativeStock: false,
  discountLimits: { front_desk: 100, staff: 100, booth_renter: 100 },
};

/** The most a role may take off without approval (100 for owners and managers). */
export const discountLimitFor = (role: string, settings: Pick<RetailSettings, 'discountLimits'>) =>
  role === 'front_desk' || role === 'staff' || role === 'booth_renter'
    ? settings.discountLimits[role]
    : 100;

/** A desk discount as a percentage of what it came off (two decimals). */
export function discountPercent(
  d: { kind: 'percent' | 'amount'; value: number; amount: number },
  base: number,
): number {
  if (d.kind === 'percent') return d.value;
  return base > 0 ? Math.round((d.amount * 10_000) / base) / 100 : 0;
}

// ── The online shop: reservations for pickup ────────────────────────────────

export const RESERVATION_STATUSES = [
  'reserved',
  'ready',
  'picked_up',
  'cancelled',
  'expired',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  reserved: 'Reserved',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
/** Where a reservation may go next; picked up, cancelled and expired are final. */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  reserved: ['ready', 'picked_up', 'cancelled'],
  ready: ['picked_up', 'cancelled', 'reserved'],
  picked_up: [],
  cancelled: [],
  expired: [],
};
/** Statuses that hold stock on the shelf for the client. */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['reserved', 'ready'];
export const MAX_RESERVATION_UNITS = 10;

/** A visitor reserves a product on the salon's site (no account needed). */
export const ZCreateReservation = z.object({
  orgId: ZOrgId,
  productId: ZProductId,
  quantity: z
    .number({ error: 'Choose how many' })
    .int('Choose how many')
    .min(1, 'Reserve at least one')
    .max(MAX_RESERVATION_UNITS, `Reserve at most ${MAX_RESERVATION_UNITS} at a time`),
  name: z
    .string()
    .trim()
    .min(2, 'Please enter your name')
    .max(100, 'Please enter your name (at most 100 characters)'),
  email: z.email('Please enter a valid email address').max(254),
  phone: z.string().trim().max(30, 'Use at most 30 characters').default(''),
  note: text(300, 'note'),
  /** A field people never see: anything in it means a robot filled the form. */
  honeypot: z.string().max(200).default(''),
  idempotencyKey: ZIdempotencyKey,
});
export type CreateReservation = z.input<typeof ZCreateReservation>;

export const ZReservationStatusChange = z.object({
  orgId: ZOrgId,
  reservationId: z.string().trim().pipe(zDocId('Not a reservation id')),
  status: z.enum(['reserved', 'ready', 'picked_up', 'cancelled'], {
    error: 'Choose reserved, ready, picked up or cancelled',
  }),
  /** The pickup paid at the counter: the point-of-sale sale it was rung up in. */
  saleId: zDocId('Not a sale id').nullable().default(null),
});
export const ZReservationsQuery = z.object({
  orgId: ZOrgId,
  status: z
    .enum(['open', 'closed', 'all'], { error: 'Choose open, closed or all' })
    .default('open'),
});

/** The shop's settings: whether visitors may reserve, how long a hold lasts, what to tell them. */
export const ZEcommerceSettings = z.object({
  reservationsOpen: z.boolean().default(true),
  holdDays: z
    .number({ error: 'Enter a number of days' })
    .int('Use whole days')
    .min(1, 'Hold for at least a day')
    .max(30, 'Hold for at most 30 days')
    .default(3),
  pickupInstructions: text(500, 'pickup instructions'),
});
export type EcommerceSettings = z.output<typeof ZEcommerceSettings>;
export const DEFAULT_ECOMMERCE_SETTINGS: EcommerceSettings = {
  reservationsOpen: true,
  holdDays: 3,
  pickupInstructions: '',
};

/** When a hold made at `at` runs out: the end of the salon-local day, `holdDays` later. */
export function holdUntil(at: number, holdDays: number, timeZone: string): number {
  const today = localParts(at, timeZone).date;
  return zonedInstant(addDays(today, holdDays + 1), '00:00', timeZone);
}
