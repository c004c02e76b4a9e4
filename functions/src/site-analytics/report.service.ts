// What owners and the platform read: a range of days (one document a day
// that had visits) beside the period before it, and who is on the site now.
import { Timestamp } from 'firebase-admin/firestore';
import type { PlatformAnalytics } from '@chairside/core/contracts/site-analytics';
import { minorDigits } from '@chairside/core/money';
import {
  LIVE_MS,
  buildReport,
  csvRowsOf,
  datesFrom,
  emptyDay,
  previousPeriod,
  readDay,
  totalsOf,
  type AnalyticsReport,
  type DayFiguresDoc,
} from '@chairside/core/site-analytics';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import {
  platformSiteDaysCollection,
  siteDaysCollection,
  siteVisitorsCollection,
} from '../records/site-analytics';
import { flushAnalytics } from './track.service';

export const ANALYSTS = ['owner', 'manager'] as const;

async function daysOf(orgId: string, from: string, to: string): Promise<DayFiguresDoc[]> {
  const snap = await siteDaysCollection(orgId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .get();
  return snap.docs.map((d) => readDay(d.id, d.data()));
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
  // This instance's figures waiting in memory first, so what was just seen shows.
  await flushAnalytics({ force: true, now });
  const previous = previousPeriod(input.from, input.to);
  const [days, previousDays, live] = await Promise.all([
    daysOf(input.orgId, input.from, input.to),
    daysOf(input.orgId, previous.from, previous.to),
    siteVisitorsCollection(input.orgId)
      .where('lastSeen', '>=', Timestamp.fromMillis(now - LIVE_MS))
      .count()
      .get()
      .then((s) => s.data().count),
  ]);
  return buildReport({
    from: input.from,
    to: input.to,
    days,
    previousDays,
    currency: org.currency,
    timeZone: org.timeZone,
    live,
  });
}

/** The range as CSV rows, a day each (days without visits as zeros). */
export async function siteExport(
  caller: Caller,
  input: { orgId: string; from: string; to: string },
) {
  const org = await salonOf(input.orgId, caller);
  await flushAnalytics({ force: true });
  const byDate = new Map((await daysOf(input.orgId, input.from, input.to)).map((d) => [d.date, d]));
  const days = datesFrom(input.from, input.to).map((d) => byDate.get(d) ?? emptyDay(d));
  return { name: org.slug || input.orgId, rows: csvRowsOf(days, minorDigits(org.currency)) };
}

interface PlatformSalonDay {
  views?: number;
  visitors?: number;
  bookings?: number;
  revenue?: number;
}

/** Every salon's site over the range, from the platform's day documents (one a day). */
export async function platformReport(
  caller: Caller,
  input: { from: string; to: string },
): Promise<PlatformAnalytics> {
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see this.');
  await flushAnalytics({ force: true });
  const snap = await platformSiteDaysCollection()
    .where('date', '>=', input.from)
    .where('date', '<=', input.to)
    .get();
  const perSalon = new Map<string, Required<PlatformSalonDay>>();
  const byDate = new Map<string, { views: number; visitors: number; bookings: number }>();
  for (const doc of snap.docs) {
    const salons = (doc.get('salons') ?? {}) as Record<string, PlatformSalonDay>;
    const day = { views: 0, visitors: 0, bookings: 0 };
    for (const [orgId, f] of Object.entries(salons)) {
      const s = perSalon.get(orgId) ?? { views: 0, visitors: 0, bookings: 0, revenue: 0 };
      s.views += f.views ?? 0;
      s.visitors += f.visitors ?? 0;
      s.bookings += f.bookings ?? 0;
      s.revenue += f.revenue ?? 0;
      perSalon.set(orgId, s);
      day.views += f.views ?? 0;
      day.visitors += f.visitors ?? 0;
      day.bookings += f.bookings ?? 0;
    }
    byDate.set(doc.id, day);
  }
  const top = [...perSalon]
    .sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views)
    .slice(0, 50);
  const orgs = await Promise.all(top.map(([orgId]) => orgDoc(orgId).get()));
  const salons = top.map(([orgId, s], i) => {
    const org = orgs[i]!.data();
    return { orgId, name: org?.name ?? orgId, currency: org?.currency ?? 'USD', ...s };
  });
  const sum = emptyDay('');
  for (const s of perSalon.values()) {
    sum.views += s.views;
    sum.visitors += s.visitors;
    sum.bookings += s.bookings;
  }
  return {
    from: input.from,
    to: input.to,
    totals: { ...totalsOf([sum]), revenue: 0 },
    days: datesFrom(input.from, input.to).map((date) => ({
      date,
      ...(byDate.get(date) ?? { views: 0, visitors: 0, bookings: 0 }),
    })),
    salons,
    reads: snap.size + orgs.length,
  };
}
