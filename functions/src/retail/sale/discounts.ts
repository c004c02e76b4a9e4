// The desk's discounts on a sale, each with who gave it: a line's own
// discount, and the whole sale's. Membership prices and points redeemed are
// the checkout adjusters' and are not listed here.
import type { CartTotals, Discount } from '@chairside/core/retail';
import type { SaleDiscountRecord, SaleLineRecord } from '@chairside/core/records/retail';

export function deskDiscounts(args: {
  /** Each line's own discount as the desk typed it (null for none), in the order of `lines`. */
  given: readonly (Discount | null)[];
  lines: readonly Pick<SaleLineRecord, 'name'>[];
  cartDiscount: Discount | null;
  priced: Pick<CartTotals, 'lines' | 'discount' | 'rewards'>;
  by: SaleDiscountRecord['givenBy'];
}): SaleDiscountRecord[] {
  const { given, lines, priced, by } = args;
  const onLines = given.flatMap((d, i): SaleDiscountRecord[] =>
    d
      ? [
          {
            line: i,
            on: lines[i]?.name ?? '',
            kind: d.kind,
            value: d.value,
            amount: priced.lines[i]?.lineDiscount ?? 0,
            givenBy: by,
          },
        ]
      : [],
  );
  if (!args.cartDiscount) return onLines;
  // What the whole sale's discount took: the discount less the lines' own and the points.
  const linesOwn = priced.lines.reduce((s, l) => s + l.lineDiscount, 0);
  const amount = priced.discount - linesOwn - priced.rewards;
  return [
    ...onLines,
    {
      line: null,
      on: 'Whole sale',
      kind: args.cartDiscount.kind,
      value: args.cartDiscount.value,
      amount,
      givenBy: by,
    },
  ];
}
