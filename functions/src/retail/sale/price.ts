// A sale's price, worked out on the server from the records: each line at its
// price, the checkout adjusters' offers on the lines not discounted by hand
// (a member's benefits), the cart discount, then their rewards (points
// redeemed), tax and tips. The total must be the
// one the screen showed, and the payments must add up to it. Pure.
import { balanceDue } from '@chairside/core/payments';
import { priceCart, tenderProblem, type CartTotals, type Discount } from '@chairside/core/retail';
import type { OrgRecord } from '@chairside/core/records/org';
import { ApiError } from '../../http/api-error';
import type { LineOffer } from '../../platform/checkout';
import type { CheckedOut, PickedUp, Sold } from './check';
import type { GiftLine, SaleInput } from './cart';

export interface SalePrice {
  priced: CartTotals;
  /** What rewards (points redeemed) took off. */
  rewards: number;
}

export interface PriceInputs {
  input: Pick<SaleInput, 'cartDiscount' | 'tips' | 'expectedTotal' | 'tenders'>;
  settings: Pick<OrgRecord['retailSettings'], 'serviceTaxRate' | 'taxRounding'>;
  sold: readonly Sold[];
  picked: readonly PickedUp[];
  appointments: readonly CheckedOut[];
  gifts: readonly { line: GiftLine }[];
  /** The checkout adjusters' price for each line (a member's benefit), or null. */
  offers: readonly (LineOffer | null)[];
  /** What the adjusters take off a cart that comes to `redeemable` (points); refuses what they cannot. */
  rewards: (redeemable: number) => number;
  money: (minor: number) => string;
}

export function priceSale(p: PriceInputs): SalePrice {
  const { input, settings, money } = p;
  // A line discounted by hand keeps its own discount; lines are numbered as the cart lists them.
  let k = 0;
  const discountOf = (own: Discount | null) => {
    const offer = p.offers[k++];
    return own ?? offer?.discount ?? null;
  };
  const pricedLines = [
    ...p.sold.map(({ line, product }) => ({
      unitPrice: product.sellingPrice,
      quantity: line.quantity,
      taxRate: product.taxRate,
      discount: discountOf(line.discount),
    })),
    ...p.picked.map(({ line, r, product }) => ({
      unitPrice: r.unitPrice,
      quantity: r.quantity,
      taxRate: product.taxRate,
      discount: discountOf(line.discount),
    })),
    ...p.appointments.map(({ line, booking }) => ({
      unitPrice: balanceDue(booking.price, booking.paid),
      quantity: 1,
      taxRate: settings.serviceTaxRate,
      discount: discountOf(line.discount),
    })),
    // A gift card is sold at its face value: no tax, no discount, no points off it.
    ...p.gifts.map(({ line }) => ({
      unitPrice: line.amount,
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
