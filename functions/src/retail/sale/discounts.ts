// The desk's discounts on a sale, each with who gave it: a line's own
// discount, and the whole sale's. Membership prices and points redeemed are
// the checkout adjusters' and are not listed here. A discount above the
// seller's limit (the salon's retail settings) needs a manager's approval,
// recorded beside it.
import { discountPercent, type CartTotals, type Discount } from '@chairside/core/retail';
import type { SaleDiscountRecord, SaleLineRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';

type Actor = SaleDiscountRecord['givenBy'];

export function deskDiscounts(args: {
  /** Each line's own discount as the desk typed it (null for none), in the order of `lines`. */
  given: readonly (Discount | null)[];
  lines: readonly Pick<SaleLineRecord, 'name'>[];
  cartDiscount: Discount | null;
  priced: Pick<CartTotals, 'lines' | 'discount' | 'rewards' | 'subtotal'>;
  by: Actor;
  /** The most the seller may take off without approval (percent). */
  limit: number;
  /** The manager who approved at the till, if one did. */
  approver: Actor | null;
}): SaleDiscountRecord[] {
  const { given, lines, priced, by } = args;
  const linesOwn = priced.lines.reduce((s, l) => s + l.lineDiscount, 0);
  const all = given.flatMap((d, i): (SaleDiscountRecord & { base: number })[] =>
    d
      ? [
          {
            line: i,
            on: lines[i]?.name ?? '',
            kind: d.kind,
            value: d.value,
            amount: priced.lines[i]?.lineDiscount ?? 0,
            givenBy: by,
            approvedBy: null,
            base: priced.lines[i]?.gross ?? 0,
          },
        ]
      : [],
  );
  if (args.cartDiscount)
    all.push({
      line: null,
      on: 'Whole sale',
      kind: args.cartDiscount.kind,
      value: args.cartDiscount.value,
      // What the whole sale's discount took: the discount less the lines' own and the points.
      amount: priced.discount - linesOwn - priced.rewards,
      givenBy: by,
      approvedBy: null,
      base: priced.subtotal - linesOwn,
    });
  const over = all
    .map((d) => ({ d, percent: discountPercent(d, d.base) }))
    .filter((x) => x.percent > args.limit)
    .sort((a, b) => b.percent - a.percent);
  if (over.length && !args.approver) {
    const top = over[0]!;
    throw new ApiError(
      'forbidden',
      `${top.percent}% off ${top.d.line === null ? 'the whole sale' : top.d.on} is more than the ${args.limit}% your role may give: a manager approves it at the till.`,
      [{ path: 'approvalToken', message: 'A manager’s approval' }],
    );
  }
  const approved = new Set(over.map((x) => x.d));
  return all.map(({ base: _base, ...d }, i) =>
    approved.has(all[i]!) ? { ...d, approvedBy: args.approver } : d,
  );
}
