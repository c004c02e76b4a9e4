// The website analytics calls (/api/site-analytics/*): the public beacon,
// the salon's report and its CSV, and the platform's view across salons.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZTrackHit, type AnalyticsReport, type AnalyticsTotals } from '../site-analytics';
import { ZIsoDate } from '../staff-profile';
import { endpoint } from './endpoint';

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

/** A date range (inclusive, the salon's dates), at most a year and a day. */
export const ZAnalyticsRange = z
  .object({ from: ZIsoDate, to: ZIsoDate })
  .refine((r) => r.from <= r.to, { message: 'The range ends before it starts', path: ['to'] })
  .refine((r) => Date.parse(r.to) - Date.parse(r.from) <= 366 * 86_400_000, {
    message: 'Choose at most a year',
    path: ['from'],
  });

export const ZAnalyticsQuery = z.intersection(z.object({ orgId }), ZAnalyticsRange);

export interface PlatformAnalytics {
  from: string;
  to: string;
  totals: AnalyticsTotals;
  days: { date: string; views: number; visitors: number; bookings: number }[];
  /** Salons by visitors, most first. */
  salons: {
    orgId: string;
    name: string;
    views: number;
    visitors: number;
    bookings: number;
    revenue: number;
    currency: string;
  }[];
  reads: number;
}

export const siteAnalyticsContracts = {
  /** POST /api/site-analytics/track (public beacon): a page view or a step; 204. */
  track: endpoint<null>()('POST', 'site-analytics', '/track', ZTrackHit),
  /** GET /api/site-analytics/report (owners, managers; super-admins): the range and the one before. */
  report: endpoint<AnalyticsReport>()(
    'GET',
    'site-analytics',
    '/report',
    undefined,
    ZAnalyticsQuery,
  ),
  /** GET /api/site-analytics/export: the range as CSV, a row a day. */
  export: endpoint<string>()('GET', 'site-analytics', '/export', undefined, ZAnalyticsQuery),
  /** GET /api/site-analytics/platform (super-admins): every salon's site over the range. */
  platform: endpoint<PlatformAnalytics>()(
    'GET',
    'site-analytics',
    '/platform',
    undefined,
    ZAnalyticsRange,
  ),
} as const;
