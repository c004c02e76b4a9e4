// A sale's price, worked out on the server from the records: each line at its
// price, the checkout adjusters' offers on the lines not discounted by hand
// (a member's benefits), the cart discount, then their rewards (points
// redeemed), tax and tips. The total must be the
// one the screen showed, and the payments must add up to it. Pure.
import { balanceDue } from '@chairside/core/payments';
import { priceCart, tenderProblem, type CartTotals, type Discount } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { OrgRecord } from '@chairside/core/records/org';
import type { ProductRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';
import type { LineOffer } from '../../platform/checkout';
import type { PickedUp } from './check';
import type { SaleInput, SaleStart } from './cart';

export interface SalePrice {
  priced: CartTotals;
  /** What rewards (points redeemed) took off. */
  rewards: number;
}

export interface PriceInputs {
  input: Pick<SaleInput, 'cartDiscount' | 'tips' | 'expectedTotal' | 'tenders'>;
  lines: Pick<SaleStart, 'productLines' | 'reservationLines' | 'appointmentLines' | 'giftLines'>;
  settings: Pick<OrgRecord['retailSettings'], 'serviceTaxRate' | 'taxRounding'>;
  products: readonly ProductRecord[];
  reservations: readonly PickedUp[];
  bookings: readonly BookingRecord[];
  /** The checkout adjusters' price for each line (a member's benefit), or null. */
  offers: readonly (LineOffer | null)[];
  /** What the adjusters take off a cart that comes to `redeemable` (points); refuses what they cannot. */
  rewards: (redeemable: number) => number;
  money: (minor: number) => string;
}

export function priceSale(p: PriceInputs): SalePrice {
  const { input, lines, settings, money } = p;
  const { productLines, reservationLines, appointmentLines, giftLines } = lines;
  // A line discounted by hand keeps its own discount.
  const lineDiscount = (i: number, own: Discount | null) => own ?? p.offers[i]?.discount ?? null;
  const afterProducts = productLines.length;
  const afterReservations = afterProducts + reservationLines.length;
  const pricedLines = [
    ...productLines.map((l, i) => ({
      unitPrice: p.products[i]!.sellingPrice,
      quantity: l.quantity,
      taxRate: p.products[i]!.taxRate,
      discount: lineDiscount(i, l.discount),
    })),
    ...reservationLines.map((l, i) => ({
      unitPrice: p.reservations[i]!.r.unitPrice,
      quantity: p.reservations[i]!.r.quantity,
      taxRate: p.reservations[i]!.product.taxRate,
      discount: lineDiscount(afterProducts + i, l.discount),
    })),
    ...appointmentLines.map((l, i) => ({
      unitPrice: balanceDue(p.bookings[i]!.price, p.bookings[i]!.paid),
      quantity: 1,
      taxRate: settings.serviceTaxRate,
      discount: lineDiscount(afterReservations + i, l.discount),
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
  // Rewards (points redeemed) come off after the cart's discount.
  const before = priceCart(pricedLines, {
    cartDiscount: input.cartDiscount,
    taxRounding: settings.taxRounding,
  });
  const rewards = p.rewards(before.redeemable);
  const priced = priceCart(pricedLines, {
    cartDiscount: input.cartDiscount,
    tips: input.tips.map((t) => t.amount),
    taxRounding: settings.taxRounding,
    rewards,
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
  return { priced, rewards };
}
