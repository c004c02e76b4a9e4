// A sale's (or a return's) mark on its day's report totals, and the receipt
// number people read.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { SaleLineRecord } from '@chairside/core/records/retail';
import { retailDailyDoc } from '../../records/retail';

/** The receipt number people read: the day and the sale id's first letters. */
export const receiptNumber = (localDate: string, id: string) =>
  `${localDate.replaceAll('-', '').slice(2)}-${id.slice(0, 5).toUpperCase()}`;

type Figures = { units: number; revenue: number; cost: number; tax: number };
const add = (a: Figures | undefined, b: Figures): Figures => ({
  units: (a?.units ?? 0) + b.units,
  revenue: (a?.revenue ?? 0) + b.revenue,
  cost: (a?.cost ?? 0) + b.cost,
  tax: (a?.tax ?? 0) + b.tax,
});

/** The increments a sale (or, negated, a return) makes to its day's report totals. */
export function dailyIncrements(
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

export function writeDaily(
  tx: Transaction,
  orgId: string,
  date: string,
  data: ReturnType<typeof dailyIncrements>,
) {
  // Raw data: increments inside maps are merged field by field.
  tx.set(retailDailyDoc(orgId, date).withConverter(null), data, { merge: true });
}
