// What owners and the platform read: a range of days (one document a
// finished day, and today's shards) beside the period before it, and who is
// on the site now.
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import type { PlatformAnalytics } from '@chairside/core/contracts/site-analytics';
import { minorDigits } from '@chairside/core/money';
import {
  LIVE_MS,
  buildReport,
  csvRowsOf,
  datesFrom,
  emptyDay,
  mergeDays,
  pageNamesOf,
  previousPeriod,
  readDay,
  totalsOf,
  type AnalyticsReport,
  type DayFiguresDoc,
} from '@chairside/core/site-analytics';
import { localParts } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { publicSiteDoc } from '../records/sites';
import {
  allSiteDays,
  allSiteShards,
  siteDayDoc,
  siteDaysCollection,
  siteShardsCollection,
  siteVisitorsCollection,
} from '../records/site-analytics';
import { incrementsOf } from './track.service';

export const ANALYSTS = ['owner', 'manager'] as const;

/**
 * The days of a range: finished days from their day document, days still
 * in shards (today, and any not merged yet) from their shards. Shards of a
 * finished day are then merged into its day document, so the next read
 * takes one document for it.
 */
async function daysOf(
  orgId: string,
  range: { from: string; to: string },
  today: string,
): Promise<{ days: DayFiguresDoc[]; reads: number }> {
  const [daySnap, shardSnap] = await Promise.all(
    [siteDaysCollection(orgId), siteShardsCollection(orgId)].map((c) =>
      c.where('date', '>=', range.from).where('date', '<=', range.to).get(),
    ),
  );
  const byDate = new Map(daySnap!.docs.map((d) => [d.id, readDay(d.id, d.data())]));
  const finished = new Map<string, DocumentReference[]>();
  for (const doc of shardSnap!.docs) {
    const date = doc.get('date') as string;
    byDate.set(date, mergeDays(byDate.get(date) ?? emptyDay(date), readDay(date, doc.data())));
    if (date < today) finished.set(date, [...(finished.get(date) ?? []), doc.ref]);
  }
  await Promise.all([...finished].map(([date, refs]) => mergeShards(orgId, date, refs)));
  return { days: [...byDate.values()], reads: daySnap!.size + shardSnap!.size };
}

/** Moves a finished day's shards into its day document (once, whoever asks). */
async function mergeShards(orgId: string, date: string, refs: readonly DocumentReference[]) {
  await db().runTransaction(async (tx) => {
    const shards = (await tx.getAll(...refs)).filter((s) => s.exists);
    if (!shards.length) return;
    const sum = shards.reduce((d, s) => mergeDays(d, readDay(date, s.data())), emptyDay(date));
    tx.set(siteDayDoc(orgId, date), incrementsOf(sum), { merge: true });
    for (const s of shards) tx.delete(s.ref);
  });
}

async function salonOf(orgId: string, caller: Caller) {
  await requireRole(orgId, caller, ANALYSTS, {
    allowSuperAdmin: true,
    action: 'see the website’s analytics',
  });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  return org;
}

export async function siteReport(
  caller: Caller,
  input: { orgId: string; from: string; to: string },
  now = Date.now(),
): Promise<AnalyticsReport> {
  const org = await salonOf(input.orgId, caller);
  const previous = previousPeriod(input.from, input.to);
  const today = localParts(now, org.timeZone).date;
  const [current, before, live, site] = await Promise.all([
    daysOf(input.orgId, input, today),
    daysOf(input.orgId, previous, today),
    siteVisitorsCollection(input.orgId)
      .where('lastSeen', '>=', Timestamp.fromMillis(now - LIVE_MS))
      .count()
      .get()
      .then((s) => s.data().count),
    publicSiteDoc(input.orgId).get(),
  ]);
  const published = site.data();
  const pageNames = published ? pageNamesOf(published) : {};
  const report = buildReport({
    from: input.from,
    to: input.to,
    days: current.days,
    previousDays: before.days,
    currency: org.currency,
    timeZone: org.timeZone,
    live,
    pageNames,
  });
  // Documents read: the days and shards, the site's names (the count query bills one more).
  return { ...report, reads: current.reads + before.reads + 1 };
}

/** The range as CSV rows, a day each (days without visits as zeros). */
export async function siteExport(
  caller: Caller,
  input: { orgId: string; from: string; to: string },
) {
  const org = await salonOf(input.orgId, caller);
  const today = localParts(Date.now(), org.timeZone).date;
  const { days } = await daysOf(input.orgId, input, today);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const rows = datesFrom(input.from, input.to).map((d) => byDate.get(d) ?? emptyDay(d));
  return { name: org.slug || input.orgId, rows: csvRowsOf(rows, minorDigits(org.currency)) };
}

/**
 * Every salon's site over the range: the salons' day documents and shards
 * in it (a read per salon and day with visits; collection-group queries).
 */
export async function platformReport(
  caller: Caller,
  input: { from: string; to: string },
): Promise<PlatformAnalytics> {
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see this.');
  const [days, shards] = await Promise.all(
    [allSiteDays(), allSiteShards()].map((q) =>
      q.where('date', '>=', input.from).where('date', '<=', input.to).get(),
    ),
  );
  const perSalon = new Map<string, DayFiguresDoc>();
  const byDate = new Map<string, DayFiguresDoc>();
  for (const doc of [...days!.docs, ...shards!.docs]) {
    const orgId = doc.ref.parent.parent?.id;
    const date = doc.get('date') as unknown;
    if (!orgId || typeof date !== 'string') continue;
    const figures = readDay(date, doc.data());
    perSalon.set(orgId, mergeDays(perSalon.get(orgId) ?? emptyDay(''), figures));
    byDate.set(date, mergeDays(byDate.get(date) ?? emptyDay(date), figures));
  }
  const top = [...perSalon]
    .sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views)
    .slice(0, 50);
  const orgs = top.length ? await db().getAll(...top.map(([orgId]) => orgDoc(orgId))) : [];
  const salons = top.map(([orgId, s], i) => {
    const org = orgs[i]?.data();
    return {
      orgId,
      name: org?.name ?? orgId,
      currency: org?.currency ?? 'USD',
      views: s.views,
      visitors: s.visitors,
      bookings: s.bookings,
      revenue: s.revenue,
    };
  });
  return {
    from: input.from,
    to: input.to,
    // Salons charge in their own currencies: no sum of money across them.
    totals: { ...totalsOf([...perSalon.values()]), revenue: 0, reservedValue: 0 },
    days: datesFrom(input.from, input.to).map((date) => {
      const d = byDate.get(date);
      return { date, views: d?.views ?? 0, visitors: d?.visitors ?? 0, bookings: d?.bookings ?? 0 };
    }),
    salons,
    reads: days!.size + shards!.size + orgs.length,
  };
}
