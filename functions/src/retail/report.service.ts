// The retail sales report: read from the day totals the sale and return
// transactions keep (one document per salon-local day with sales), never
// from the sales themselves, so a year costs at most 366 reads.
import type { ReportRow, SalesReport } from '@chairside/core/contracts/retail';
import type { ReportFigures } from '@chairside/core/records/retail';
import type { z } from 'zod';
import type { ZSalesReportQuery } from '@chairside/core/retail';
import { requireRole } from '../http/membership';
import type { Caller } from '../http/auth';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { retailDailyDoc } from '../records/retail';

type Acc = ReportFigures & { name: string };

function addTo(map: Map<string, Acc>, key: string, name: string, f: ReportFigures) {
  const a = map.get(key) ?? { name, units: 0, revenue: 0, cost: 0, tax: 0 };
  map.set(key, {
    name: name || a.name,
    units: a.units + f.units,
    revenue: a.revenue + f.revenue,
    cost: a.cost + f.cost,
    tax: a.tax + f.tax,
  });
}

const rows = (map: Map<string, Acc>): ReportRow[] =>
  [...map]
    .map(([key, a]) => ({
      key,
      name: a.name,
      units: a.units,
      revenue: a.revenue,
      cost: a.cost,
      margin: a.revenue - a.cost,
    }))
    .filter((r) => r.units !== 0 || r.revenue !== 0)
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name));

export async function salesReport(
  caller: Caller,
  query: z.output<typeof ZSalesReportQuery>,
): Promise<SalesReport> {
  const { orgId, from, to } = query;
  await requireRole(orgId, caller, ['owner', 'manager'], {
    allowSuperAdmin: true,
    action: 'see retail reports',
  });
  const [salon, snap] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    retailDailyDoc(orgId, from)
      .parent.where('date', '>=', from)
      .where('date', '<=', to)
      .orderBy('date')
      .get(),
  ]);
  const days = readableRecords(snap.docs);
  const byProduct = new Map<string, Acc>();
  const byCategory = new Map<string, Acc>();
  const byStaff = new Map<string, Acc>();
  const totals = { units: 0, revenue: 0, cost: 0, tax: 0 };
  let sales = 0;
  let services = 0;
  let tips = 0;
  for (const day of days) {
    sales += day.sales;
    services += day.services;
    tips += day.tips;
    totals.units += day.totals.units;
    totals.revenue += day.totals.revenue;
    totals.cost += day.totals.cost;
    totals.tax += day.totals.tax;
    for (const [id, p] of Object.entries(day.products)) {
      addTo(byProduct, id, p.name, p);
      addTo(byCategory, p.category || 'Uncategorised', p.category || 'Uncategorised', p);
    }
    for (const [id, s] of Object.entries(day.staff)) addTo(byStaff, id, s.name, s);
  }
  return {
    from,
    to,
    currency: days[0]?.currency ?? salon?.currency ?? 'USD',
    sales,
    totals: { ...totals, margin: totals.revenue - totals.cost },
    services,
    tips,
    byProduct: rows(byProduct),
    byCategory: rows(byCategory),
    byStaff: rows(byStaff),
    byDay: days.map((d) => ({
      date: d.date,
      revenue: d.totals.revenue,
      units: d.totals.units,
      margin: d.totals.revenue - d.totals.cost,
    })),
    reads: Math.max(1, days.length) + 1,
  };
}
