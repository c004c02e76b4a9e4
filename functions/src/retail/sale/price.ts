// A sale's price, worked out on the server from the records: each line at its
// price, the member's benefits on the lines not discounted by hand, the cart
// discount, then loyalty points redeemed, tax and tips. The total must be the
// one the screen showed, and the payments must add up to it. Pure.
import { rewardValue, redemptionProblem, type LoyaltySettings } from '@chairside/core/loyalty';
import {
  memberCartDiscounts,
  type MemberCartBenefits,
  type MemberCartDiscounts,
} from '@chairside/core/memberships';
import { balanceDue } from '@chairside/core/payments';
import { priceCart, tenderProblem, type CartTotals, type Discount } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import type { OrgRecord } from '@chairside/core/records/org';
import type { ProductRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';
import type { PickedUp } from './check';
import type { SaleInput, SaleStart } from './cart';

export interface SalePrice {
  /** The member's discounts, labels and included services per line, and the period's use after. */
  benefit: MemberCartDiscounts;
  priced: CartTotals;
}

export interface PriceInputs {
  input: Pick<SaleInput, 'cartDiscount' | 'tips' | 'redeemPoints' | 'expectedTotal' | 'tenders'>;
  lines: Pick<SaleStart, 'productLines' | 'reservationLines' | 'appointmentLines' | 'giftLines'>;
  settings: Pick<OrgRecord['retailSettings'], 'serviceTaxRate' | 'taxRounding'>;
  loyalty: LoyaltySettings;
  products: readonly ProductRecord[];
  reservations: readonly PickedUp[];
  bookings: readonly BookingRecord[];
  client: ClientRecord | undefined;
  benefits: MemberCartBenefits | null;
  money: (minor: number) => string;
}

export function priceSale(p: PriceInputs): SalePrice {
  const { input, lines, settings, money } = p;
  const { productLines, reservationLines, appointmentLines, giftLines } = lines;
  const benefit = memberCartDiscounts(p.benefits, [
    ...[...productLines, ...reservationLines].map((l) => ({
      kind: 'product' as const,
      hasDiscount: l.discount !== null,
    })),
    ...appointmentLines.map((l, i) => {
      const b = p.bookings[i]!;
      return {
        kind: 'appointment' as const,
        hasDiscount: l.discount !== null,
        eligible: b.clientId === p.client?.id && b.member === null,
        services: b.services.map((sv) => ({ serviceId: sv.id, price: sv.price })),
        due: balanceDue(b.price, b.paid),
      };
    }),
  ]);
  // A line discounted by hand keeps its own discount.
  const lineDiscount = (i: number, own: Discount | null) => own ?? benefit.discounts[i] ?? null;
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
  // Points redeemed come off after the cart's discount.
  if (p.client && input.redeemPoints > 0) {
    const before = priceCart(pricedLines, {
      cartDiscount: input.cartDiscount,
      taxRounding: settings.taxRounding,
    });
    const problem = redemptionProblem(
      p.loyalty,
      input.redeemPoints,
      p.client.loyaltyPoints,
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
    rewards: rewardValue(p.loyalty, input.redeemPoints),
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
  return { benefit, priced };
}
