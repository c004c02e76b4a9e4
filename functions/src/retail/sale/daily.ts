// A sale's (or a return's) mark on its day's report totals, and the receipt
// number people read.
import type { Transaction } from 'firebase-admin/firestore';
import type { SaleLineRecord } from '@chairside/core/records/retail';
import { queueRollup, type RollupChange } from '../../records/rollups';

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

/**
 * What a sale (or, negated, a return) adds to its day's report totals, as a
 * rollup change (records/rollups.ts): applied after the sale commits, so two
 * sales of one salon never wait on the day's document.
 */
export function dailyIncrements(
  lines: readonly (SaleLineRecord & { units?: number })[],
  sign: 1 | -1,
  extra: { sales?: number; services?: number; tips?: number; currency: string; date: string },
  orgId: string,
): RollupChange {
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
  const signed = (f: Figures) => ({
    units: sign * f.units,
    revenue: sign * f.revenue,
    cost: sign * f.cost,
    tax: sign * f.tax,
  });
  return {
    target: `orgs/${orgId}/retailDaily/${extra.date}`,
    set: {
      date: extra.date,
      currency: extra.currency,
      products: Object.fromEntries(
        [...products].map(([id, p]) => [id, { name: p.name, category: p.category }]),
      ),
      staff: Object.fromEntries([...staff].map(([id, p]) => [id, { name: p.name }])),
    },
    add: {
      sales: sign * (extra.sales ?? 0),
      services: sign * (extra.services ?? 0),
      tips: sign * (extra.tips ?? 0),
      totals: signed(totals),
      products: Object.fromEntries([...products].map(([id, p]) => [id, signed(p)])),
      staff: Object.fromEntries([...staff].map(([id, p]) => [id, signed(p)])),
    },
  };
}

/** Records the day's change in the sale's transaction (the aggregator applies it). */
export function writeDaily(tx: Transaction, orgId: string, change: RollupChange) {
  queueRollup(tx, orgId, change);
}
