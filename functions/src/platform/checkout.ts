// What changes a checkout's price besides the desk's own discounts: a
// member's benefits, loyalty points redeemed and earned, and what comes next
// (campaign offers, referral rewards). Each is an adjuster its slice
// registers (in its subscriptions.ts); the checkout runs them all, in their
// order, inside its transaction: every adjuster reads first, then the lines
// take their offers, the cart its rewards, and each adjuster settles what it
// gave. The checkout never names a slice; a new perk touches only its own.
import type { Transaction } from 'firebase-admin/firestore';
import type { Discount } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import type { OrgRecord } from '@chairside/core/records/org';
import type { SaleLineRecord } from '@chairside/core/records/retail';
import type { Actor } from './actor';

/** A line of the checkout as adjusters see it. */
export interface CheckoutLine {
  kind: 'product' | 'appointment' | 'gift_card';
  /** Discounted by hand at the desk: adjusters leave its price alone. */
  hasDiscount: boolean;
  /** An appointment line's appointment. */
  booking?: BookingRecord;
}

export interface Checkout {
  orgId: string;
  salon: OrgRecord;
  client: ClientRecord | undefined;
  at: Date;
  localDate: string;
  lines: readonly CheckoutLine[];
  /** Loyalty points the client asked to redeem. */
  redeemPoints: number;
  money: (minor: number) => string;
}

/** A price an adjuster offers a line, and the words the receipt shows for it. */
export interface LineOffer {
  discount: Discount;
  label: string;
}

/** The sale as recorded, for adjusters to settle against (its lines priced). */
export interface SettledSale {
  id: string;
  number: string;
  lines: readonly SaleLineRecord[];
  /** What rewards (points redeemed) took off the cart, in minor units. */
  rewards: number;
  by: Actor;
  at: Date;
}

export interface CheckoutAdjuster<S = unknown> {
  /** Who it is, for the logs and the tests: "memberships: benefits". */
  name: string;
  /** Adjusters run in this order (lower first). */
  order: number;
  /** Its reads, inside the transaction, before any write. */
  read(tx: Transaction, c: Checkout): Promise<S>;
  /** A price per line (null: none from this one); the first adjuster to offer a line prices it. */
  lineOffers?(state: S, c: Checkout): (LineOffer | null)[];
  /** Taken off the whole cart after its discount; refuses (throws) what it cannot give. */
  reward?(state: S, c: Checkout, redeemable: number): number;
  /**
   * Its own writes once the sale is priced; answers what it changes on the
   * checkout's records (the checkout writes each of those once).
   */
  settle(tx: Transaction, state: S, c: Checkout, sale: SettledSale): Settlement;
}

/** What an adjuster changes on the records the checkout writes itself. */
export interface Settlement {
  /** Points the sale earned (recorded on the sale). */
  pointsEarned?: number;
  /** The client's record. */
  client?: { loyaltyPoints?: number };
  /** Appointments' records, by id. */
  bookings?: Record<string, Pick<BookingRecord, 'member'>>;
}

const adjusters: CheckoutAdjuster[] = [];

/** Registers an adjuster (once per process, at load). */
export function registerAdjuster<S>(adjuster: CheckoutAdjuster<S>): void {
  if (adjusters.some((a) => a.name === adjuster.name)) return;
  adjusters.push(adjuster as CheckoutAdjuster);
  adjusters.sort((a, b) => a.order - b.order);
}

/** Every registered adjuster, in order. */
export const checkoutAdjusters = (): readonly CheckoutAdjuster[] => adjusters;

/** An adjuster with what it read: the checkout's handle on it. */
export interface Adjusting {
  adjuster: CheckoutAdjuster;
  state: unknown;
}

/** Every adjuster's reads, in order. */
export async function readAdjusters(tx: Transaction, c: Checkout): Promise<Adjusting[]> {
  const out: Adjusting[] = [];
  for (const adjuster of adjusters) out.push({ adjuster, state: await adjuster.read(tx, c) });
  return out;
}

/** Each line's offer: the first adjuster's that offers one; none for a line discounted by hand. */
export function lineOffers(adjusting: readonly Adjusting[], c: Checkout): (LineOffer | null)[] {
  const all = adjusting.map((a) => a.adjuster.lineOffers?.(a.state, c) ?? []);
  return c.lines.map((line, i) =>
    line.hasDiscount ? null : (all.map((offers) => offers[i] ?? null).find((o) => o) ?? null),
  );
}

/** What rewards take off a cart that comes to `redeemable` after its discounts. */
export function rewardsFor(adjusting: readonly Adjusting[], c: Checkout, redeemable: number) {
  let left = redeemable;
  for (const { adjuster, state } of adjusting) {
    left -= Math.min(left, adjuster.reward?.(state, c, left) ?? 0);
  }
  return redeemable - left;
}

/** Every adjuster's writes; answers what they change on the checkout's own records, together. */
export function settleAdjusters(
  tx: Transaction,
  adjusting: readonly Adjusting[],
  c: Checkout,
  sale: SettledSale,
): Required<Settlement> {
  const out: Required<Settlement> = { pointsEarned: 0, client: {}, bookings: {} };
  for (const { adjuster, state } of adjusting) {
    const done = adjuster.settle(tx, state, c, sale);
    out.pointsEarned += done.pointsEarned ?? 0;
    Object.assign(out.client, done.client);
    for (const [id, patch] of Object.entries(done.bookings ?? {})) {
      out.bookings[id] = { ...out.bookings[id], ...patch };
    }
  }
  return out;
}
