// The financial dashboard (owners and managers): a period's figures from the
// daily and monthly rollups (a year is 12 monthly documents and the days at
// its edges, whatever the salon sold), the period before for comparison, the
// salon's liabilities, Stripe payouts when connected; the ledger lines behind
// any figure; and reconciling days with the ledger (rewriting them on request).
import {
  MAX_DAILY_DAYS,
  amountToward,
  daysOf,
  differencesOf,
  figuresByDay,
  flatten,
  monthsOf,
  periodBefore,
  salesOf,
  sumFigures,
  type FigureKey,
  type Figures,
  type FinanceBucket,
  type FinanceLine,
  type FinanceLinesView,
  type FinanceView,
  type ReconcileView,
} from '@chairside/core/finance';
import type { Role } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { db } from '../firebase';
import { ledgerRecordsBetween } from '../records/ledger';
import { orgDoc } from '../records/orgs';
import { staffCollection } from '../records/team';
import { readableRecords } from '../records/repository';
import { queueRollup } from '../records/rollups';
import { ApiError } from '../http/api-error';
import { liabilitiesOf, payoutsOf } from './liabilities';
import { financeDayDoc, financeMonthDoc, linesOfStored, rollupChanges } from './rollup';

const MANAGERS: readonly Role[] = ['owner', 'manager'];

async function salonOf(orgId: string) {
  const salon = (await orgDoc(orgId).get()).data();
  countReads(1);
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  return salon;
}

/** The figures of each day asked for (a day with nothing is {}). */
async function dayFigures(orgId: string, days: readonly string[]): Promise<Map<string, Figures>> {
  if (!days.length) return new Map();
  const snaps = await db().getAll(...days.map((d) => financeDayDoc(orgId, d)));
  countReads(days.length);
  return new Map(snaps.map((s) => [s.id, flatten(s.data())]));
}

async function monthFigures(orgId: string, months: readonly string[]) {
  if (!months.length) return new Map<string, Figures>();
  const snaps = await db().getAll(...months.map((m) => financeMonthDoc(orgId, m)));
  countReads(months.length);
  return new Map(snaps.map((s) => [s.id, flatten(s.data())]));
}

const lastOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/**
 * A period's figures and its buckets (days up to 92 days; else months, each
 * whole month from its monthly rollup and the edges from their days).
 */
async function periodFigures(orgId: string, from: string, to: string) {
  const days = daysOf(from, to);
  if (days.length <= MAX_DAILY_DAYS) {
    const byDay = await dayFigures(orgId, days);
    const series = days.map((d) => bucket(d, byDay.get(d) ?? {}));
    return { figures: sumFigures([...byDay.values()]), series, step: 'day' as const };
  }
  const months = monthsOf(from, to);
  const whole = months.filter((m) => `${m}-01` >= from && lastOfMonth(m) <= to);
  const edgeDays = days.filter((d) => !whole.includes(d.slice(0, 7)));
  const [byMonth, byDay] = await Promise.all([
    monthFigures(orgId, whole),
    dayFigures(orgId, edgeDays),
  ]);
  const series = months.map((m) =>
    bucket(
      m,
      byMonth.get(m) ?? sumFigures([...byDay].filter(([d]) => d.startsWith(m)).map(([, f]) => f)),
    ),
  );
  return {
    figures: sumFigures([...byMonth.values(), ...byDay.values()]),
    series,
    step: 'month' as const,
  };
}

const bucket = (key: string, f: Figures): FinanceBucket => ({
  key,
  sales: salesOf(f),
  taken: f['taken'] ?? 0,
});

export async function financeSummary(
  caller: Caller,
  orgId: string,
  asked: { from?: string | undefined; to?: string | undefined },
  now = Date.now(),
): Promise<FinanceView> {
  await requireRole(orgId, caller, MANAGERS, { action: 'see the salon’s finances' });
  const salon = await salonOf(orgId);
  const today = localParts(now, salon.timeZone).date;
  const from = asked.from ?? `${today.slice(0, 8)}01`;
  const to = asked.to ?? today;
  const before = periodBefore(from, to);
  const [current, previous, team, liabilities, payouts] = await Promise.all([
    periodFigures(orgId, from, to),
    periodFigures(orgId, before.from, before.to),
    staffCollection(orgId).get(),
    liabilitiesOf(orgId, now),
    payoutsOf(orgId),
  ]);
  countReads(Math.max(1, team.size));
  return {
    from,
    to,
    currency: salon.currency,
    step: current.step,
    figures: current.figures,
    previous: { ...before, figures: previous.figures },
    series: current.series,
    staffNames: Object.fromEntries(readableRecords(team.docs).map((m) => [m.id, m.displayName])),
    liabilities,
    payouts,
  };
}

/** Every ledger line of the days, as the rollups count them. */
async function ledgerLines(orgId: string, from: string, to: string, timeZone: string) {
  const { sales, payments, reads } = await ledgerRecordsBetween(orgId, from, to);
  countReads(reads);
  const lines: FinanceLine[] = [
    ...sales.flatMap((s) => linesOfStored('sale', s.id, s, timeZone)),
    ...payments.flatMap((p) => linesOfStored('payment', p.id, p, timeZone)),
  ];
  return lines.filter((l) => l.day >= from && l.day <= to);
}

export async function financeLines(
  caller: Caller,
  orgId: string,
  q: { from: string; to: string; figure: FigureKey },
): Promise<FinanceLinesView> {
  await requireRole(orgId, caller, MANAGERS, { action: 'see the salon’s finances' });
  const salon = await salonOf(orgId);
  const [lines, byDay] = await Promise.all([
    ledgerLines(orgId, q.from, q.to, salon.timeZone),
    dayFigures(orgId, daysOf(q.from, q.to)),
  ]);
  const shown = lines
    .map(({ amounts, ...l }) => ({ ...l, amount: amountToward(amounts, q.figure) }))
    .filter((l) => l.amount !== 0)
    .sort((a, b) => a.day.localeCompare(b.day) || a.id.localeCompare(b.id));
  return {
    ...q,
    currency: salon.currency,
    rollup: amountToward(sumFigures([...byDay.values()]), q.figure),
    total: shown.reduce((s, l) => s + l.amount, 0),
    lines: shown,
  };
}

export async function reconcile(
  caller: Caller,
  orgId: string,
  q: { from: string; to: string; repair: boolean },
): Promise<ReconcileView> {
  const membership = await requireRole(orgId, caller, MANAGERS, {
    action: 'reconcile the salon’s finances',
  });
  if (q.repair && membership.role !== 'owner')
    throw new ApiError('forbidden', 'Only the owner can rewrite the figures from the ledger.');
  const salon = await salonOf(orgId);
  const [lines, byDay] = await Promise.all([
    ledgerLines(orgId, q.from, q.to, salon.timeZone),
    dayFigures(orgId, daysOf(q.from, q.to)),
  ]);
  const ledger = figuresByDay(lines);
  const differences = daysOf(q.from, q.to).flatMap((d) =>
    differencesOf(d, byDay.get(d) ?? {}, ledger.get(d) ?? {}),
  );
  const repaired = q.repair && differences.length > 0;
  if (repaired) await rewriteDays(orgId, differences, byDay, ledger, salon.currency);
  return {
    from: q.from,
    to: q.to,
    currency: salon.currency,
    differences,
    repaired,
    lines: lines.length,
  };
}

/** Moves each day that differs (and its month) to the ledger's figures, by the difference. */
async function rewriteDays(
  orgId: string,
  differences: ReconcileView['differences'],
  rollup: Map<string, Figures>,
  ledger: Map<string, Figures>,
  currency: string,
) {
  const change = new Map<string, Figures>();
  for (const day of new Set(differences.map((d) => d.day))) {
    const have = rollup.get(day) ?? {};
    const want = ledger.get(day) ?? {};
    const keys = new Set([...Object.keys(have), ...Object.keys(want)]);
    change.set(day, Object.fromEntries([...keys].map((k) => [k, (want[k] ?? 0) - (have[k] ?? 0)])));
  }
  await db().runTransaction(async (tx) => {
    queueRollup(tx, orgId, ...rollupChanges(orgId, change, currency));
  });
}
