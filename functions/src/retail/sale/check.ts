// A sale's checks, one kind of line (or payment) each: what the screen showed
// must still be true in the records read inside the transaction, or the sale
// is refused with the figure as it is now. Pure: records in, records out.
import { amountProblem } from '@chairside/core/gift-cards';
import { balanceDue } from '@chairside/core/payments';
import { HOLDING_STATUSES, stockDemand } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { GiftCardProductRecord } from '@chairside/core/records/gift-card';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { ProductRecord, ReservationRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';
import { itemAt } from '../../platform/lists';
import type { Membership } from '../../http/membership';
import { assertOwnStock } from '../products.service';
import type { AppointmentLine, CardTender, GiftLine, ProductLine, ReservationLine } from './cart';

type Money = (minor: number) => string;

/** Appointments a sale may check out (not cancelled, not a no-show). */
const CHECKOUT_FROM = ['booked', 'confirmed', 'checked_in', 'completed'];

export interface Sold {
  line: ProductLine;
  product: ProductRecord;
}

/** The products sold, at the price the screen showed, each bundle's parts still there. */
export function checkProducts(
  lines: readonly ProductLine[],
  found: readonly (ProductRecord | undefined)[],
  shelf: ReadonlyMap<string, ProductRecord>,
  renter: Membership | null,
  money: Money,
): Sold[] {
  return lines.map((line, i) => {
    const p = found[i];
    if (!p) throw new ApiError('not_found', 'A product in the cart no longer exists.');
    if (p.archived) throw new ApiError('conflict', `${p.name} is archived and no longer sold.`);
    if (renter) assertOwnStock(renter, p);
    if (p.sellingPrice !== line.expectedUnitPrice) {
      throw new ApiError(
        'conflict',
        `The price of ${p.name} is now ${money(p.sellingPrice)}, not ${money(line.expectedUnitPrice)}. Check the cart and try again.`,
      );
    }
    if (p.bundleItems.some((item) => !shelf.has(item.productId))) {
      throw new ApiError('not_found', `A product in the bundle ${p.name} no longer exists.`);
    }
    return { line, product: p };
  });
}

/**
 * Every product's units, sold alone and in bundles, must be on the shelf
 * (unless the sale may go below zero). Answers the units each product loses.
 */
export function checkStock(
  sold: readonly Sold[],
  shelf: ReadonlyMap<string, ProductRecord>,
  mayGoNegative: boolean,
): Map<string, number> {
  const partsOf = (id: string) => shelf.get(id)?.bundleItems ?? [];
  const lines = sold.map((s) => s.line);
  const demand = stockDemand(lines, partsOf);
  for (const [id, units] of demand) {
    const p = shelf.get(id);
    if (!p || p.stock - units >= 0 || mayGoNegative) continue;
    const i = lines.findIndex(
      (l) => l.productId === id || partsOf(l.productId).some((b) => b.productId === id),
    );
    const line = sold[i]?.product;
    const inBundle = !line || line.id === id ? '' : ` (in ${line.name})`;
    throw new ApiError(
      'conflict',
      p.stock <= 0
        ? `${p.name}${inBundle} is out of stock.`
        : `Only ${p.stock} of ${p.name}${inBundle} ${p.stock === 1 ? 'is' : 'are'} in stock.`,
      [
        {
          path: `lines.${i}.quantity`,
          message:
            line?.id === id
              ? `At most ${Math.max(0, p.stock)}`
              : `${Math.max(0, p.stock)} of ${p.name} left`,
        },
      ],
    );
  }
  return demand;
}

export interface CheckedOut {
  line: AppointmentLine;
  booking: BookingRecord;
}

/** Appointments checked out: still on, the renter's own, with the balance the screen showed. */
export function checkAppointments(
  lines: readonly AppointmentLine[],
  found: readonly (BookingRecord | undefined)[],
  renter: Membership | null,
  money: Money,
): CheckedOut[] {
  return lines.map((line, i) => {
    const b = found[i];
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
    return { line, booking: b };
  });
}

export interface PickedUp {
  line: ReservationLine;
  r: ReservationRecord;
  product: ProductRecord;
}

/** Online reservations picked up: still held, for the amount the screen showed. */
export function checkReservations(
  lines: readonly ReservationLine[],
  found: readonly (ReservationRecord | undefined)[],
  products: readonly (ProductRecord | undefined)[],
  renter: Membership | null,
  money: Money,
): PickedUp[] {
  return lines.map((line, i) => {
    const r = found[i];
    const product = products[i];
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
    return { line, r, product };
  });
}

export interface GiftSold {
  line: GiftLine;
  product: GiftCardProductRecord;
  /** The card's id: the same on every retry of the sale. */
  id: string;
}

/** Gift cards sold: still on sale, for an amount the card allows. */
export function checkGiftLines(
  lines: readonly GiftLine[],
  found: readonly (GiftCardProductRecord | undefined)[],
  ids: readonly string[],
  firstLine: number,
  money: Money,
): GiftSold[] {
  return lines.map((line, i) => {
    const product = found[i];
    if (!product || !product.active) {
      throw new ApiError('not_found', 'A gift card in the cart is no longer sold.');
    }
    const problem = amountProblem(product, line.amount, money);
    if (problem) {
      throw new ApiError('unprocessable', problem, [
        { path: `lines.${firstLine + i}.amount`, message: problem },
      ]);
    }
    return { line, product, id: itemAt(ids, i, 'gift card id') };
  });
}

export interface CardPart {
  tender: CardTender;
  payment: PaymentRecord;
}

/** Card parts: each a paid sale payment of that amount, not yet claimed by another sale. */
export function checkCardTenders(
  tenders: readonly CardTender[],
  found: readonly (PaymentRecord | undefined)[],
  money: Money,
): CardPart[] {
  return tenders.map((t, i) => {
    const p = found[i];
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
    return { tender: t, payment: p };
  });
}
