// Website analytics without cookies: what a salon's site, booking page and
// shop send (a beacon per page view and per step of booking), and how a day
// of them adds up. Nothing is kept in the visitor's browser. A visitor is
// the hash of a random salt of the day, the site, the network address and
// the browser's user agent: the salt of each day is made fresh and destroyed
// once that day has ended everywhere, so a visitor is one visitor for a day
// and cannot be followed into the next, and the address is never stored.
// Do Not Track or Global Privacy Control: the view is counted with no visitor
// id at all (in views, pages and devices; never in visitors, the funnel or
// real time). Pure: the hashing and the storage are the functions'.
import { z } from 'zod';
import { zDocId } from './ids';
import { addDays } from './zoned-time';

/** The booking funnel, in order: a site's visitor opens the booking page, chooses, books. */
export const BOOKING_FUNNEL = ['site', 'booking', 'service', 'time', 'booked'] as const;
/** The shop's: the shop seen, a product's page, a reservation. */
export const SHOP_FUNNEL = ['shop', 'product', 'reserved'] as const;
export type FunnelStep = (typeof BOOKING_FUNNEL)[number] | (typeof SHOP_FUNNEL)[number];

export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  site: 'Visited the site',
  booking: 'Opened booking',
  service: 'Chose a service',
  time: 'Chose a time',
  booked: 'Booked',
  shop: 'Saw the shop',
  product: 'Opened a product',
  reserved: 'Reserved',
};

/**
 * What a blog article's conversion block offers (core/blog-html.ts): booking
 * a service, a product of the shop, a membership plan, a gift card.
 */
export const CTA_KINDS = ['book', 'shop', 'membership', 'gift-card'] as const;
export type CtaKind = (typeof CTA_KINDS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The largest beacon accepted (bytes): a page view is about 300. */
export const MAX_HIT_BYTES = 2048;
/** At most this many different pages, referrers, campaigns… a day per instance; more are "(other)". */
export const MAX_KEYS = 100;
export const OTHER = '(other)';
/** A visitor seen within this long counts as on the site now. */
export const LIVE_MS = 30 * 60_000;

const text = (max: number) => z.string().max(max, `At most ${max} characters`);

/** What the page sends (POST /api/site-analytics/track). */
export const ZTrackHit = z
  .object({
    orgId: z.string().trim().pipe(zDocId('Not a salon id')),
    /**
     * A page was shown, a step of booking or the shop was reached, or a blog
     * article's conversion block was clicked (its path is the article's).
     */
    kind: z.enum(['view', 'step', 'cta']),
    step: z.enum([...BOOKING_FUNNEL, ...SHOP_FUNNEL]).optional(),
    /** The conversion block clicked: what it offers. */
    block: z.enum(CTA_KINDS).optional(),
    /** The booking or reservation a 'booked' or 'reserved' step made (checked by the server). */
    ref: z.string().trim().pipe(zDocId('Not an id')).optional(),
    /** location.pathname */
    path: text(300).regex(/^\//, 'A path starts with /'),
    /** location.search: only utm_* parameters are read from it. */
    query: text(600).optional(),
    /** document.referrer, when it is another site. */
    referrer: text(600).optional(),
    /** navigator.language */
    lang: text(35).optional(),
    /** navigator.doNotTrack or navigator.globalPrivacyControl: counted with no visitor id. */
    private: z.boolean().optional(),
    /** navigator.webdriver: a browser driven by a program. */
    automated: z.boolean().optional(),
    /** The page's width in CSS pixels, when the user agent does not say the device. */
    width: z.number().int().min(0).max(20_000).optional(),
  })
  .strict()
  .refine((h) => h.kind !== 'step' || h.step !== undefined, {
    message: 'A step names its step',
    path: ['step'],
  })
  .refine((h) => h.kind !== 'cta' || h.block !== undefined, {
    message: 'A conversion block names what it offers',
    path: ['block'],
  });
export type TrackHit = z.output<typeof ZTrackHit>;

// ---------------------------------------------------------------------------
// What a hit says

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

const token = (v: string | null | undefined, max = 40) =>
  (v ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._~ -]+/g, '-')
    .replace(/\s+/g, ' ')
    .slice(0, max)
    .trim();

/** The UTM tags of a query string (utm_source, utm_medium, utm_campaign); null without a source or campaign. */
export function parseUtm(query: string | undefined): Campaign | null {
  if (!query) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  } catch {
    return null;
  }
  const source = token(params.get('utm_source'));
  const campaign = token(params.get('utm_campaign'));
  if (!source && !campaign) return null;
  return {
    source: source || '(none)',
    medium: token(params.get('utm_medium')) || '(none)',
    campaign: campaign || '(none)',
  };
}

/** "source / medium / campaign": how a campaign is kept in a day's figures. */
export const campaignKey = (c: Campaign) => `${c.source} / ${c.medium} / ${c.campaign}`;

/** The site a referrer names (its host without www.), or null for none, our own host, or nonsense. */
export function referrerHost(referrer: string | undefined, ownHost?: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '');
  if (!/^[a-z0-9.-]{1,80}$/.test(host)) return null;
  if (
    ownHost &&
    host ===
      ownHost
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/:\d+$/, '')
  )
    return null;
  return host;
}

/** The language's primary subtag ('en-US' → 'en'), or null. */
export function languageOf(lang: string | undefined): string | null {
  const primary = (lang ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/**
 * The page a path is, as the day's figures name it: one of the site's own
 * pages, or "(other)" (so made-up paths cannot grow the figures).
 */
export function pageKey(path: string, known: ReadonlySet<string>): string {
  let p = path.split(/[?#]/)[0]!.toLowerCase();
  if (p.length > 1) p = p.replace(/\/+$/, '');
  if (known.has(p)) return p;
  // The salon's blog: its home, and each article by its address.
  if (p === '/blog') return p;
  const post = blogPostOf(p);
  return post ? `/blog/${post}` : OTHER;
}

/** The blog's own lists under /blog/: never an article's slug. */
const BLOG_LISTS = new Set(['feed', 'category', 'tag', 'author', 'page']);

/**
 * The slug of a blog article's path (`/blog/{slug}`, or a translation's
 * `/blog/{slug}/{language}`, which counts for its post); null for the blog's
 * lists and feeds.
 */
export function blogPostOf(path: string): string | null {
  const m = path
    .split(/[?#]/)[0]!
    .toLowerCase()
    .match(/^\/blog\/([a-z0-9][a-z0-9-]{0,119})(?:\/[a-z]{2,3}(?:-[a-z0-9]{2,8})?)?\/?$/);
  if (!m || BLOG_LISTS.has(m[1]!)) return null;
  return m[1]!;
}

// ---------------------------------------------------------------------------
// The day's salt: made fresh for each date, destroyed once that date has ended everywhere

/** Dates (yyyy-mm-dd) to salts; only the ones some time zone is still living. */
export type SaltRing = Record<string, string>;

/**
 * The salt for `date`, and the ring to keep: dates the world is no longer
 * living (more than a day from today in UTC: every zone is within 14 hours)
 * are dropped, and their salts with them; a date outside that window gets no
 * salt (null), so a forged date cannot revive one.
 */
export function saltFor(
  ring: SaltRing,
  date: string,
  utcToday: string,
  fresh: () => string,
): { salt: string | null; ring: SaltRing; changed: boolean } {
  const living = new Set([addDays(utcToday, -1), utcToday, addDays(utcToday, 1)]);
  const kept: SaltRing = {};
  for (const [d, s] of Object.entries(ring)) if (living.has(d)) kept[d] = s;
  let changed = Object.keys(kept).length !== Object.keys(ring).length;
  if (!living.has(date)) return { salt: null, ring: kept, changed };
  if (!kept[date]) {
    kept[date] = fresh();
    changed = true;
  }
  return { salt: kept[date]!, ring: kept, changed };
}

/** What the visitor hash is taken of: salt, site, address and user agent, unambiguously joined. */
export const visitorMaterial = (salt: string, orgId: string, address: string, userAgent: string) =>
  JSON.stringify([salt, orgId, address, userAgent]);

// ---------------------------------------------------------------------------
// A day's figures

export interface DayFiguresDoc {
  date: string;
  views: number;
  /** Views with Do Not Track or Global Privacy Control: counted, never a visitor. */
  anonymousViews: number;
  visitors: number;
  /** Kept apart: known bots, automated browsers, pages seen without JavaScript. */
  bots: number;
  pages: Record<string, number>;
  /** Views arriving from another site, by its host. */
  referrers: Record<string, number>;
  /** Views arriving with UTM tags, by "source / medium / campaign". */
  campaigns: Record<string, number>;
  devices: Record<string, number>;
  browsers: Record<string, number>;
  languages: Record<string, number>;
  /** Visitors who reached each step (each once a day). */
  funnel: Record<string, number>;
  /** Appointments booked through the site, and their value (minor units). */
  bookings: number;
  revenue: number;
  /** Products reserved through the site, and their value. */
  reservations: number;
  reservedValue: number;
  /** Bookings by the campaign or referrer the visitor came from that day. */
  bookingsBySource: Record<string, number>;
  /** Views of each blog article, by its slug. */
  postViews: Record<string, number>;
  /** Bookings, and their value, by the blog article the visitor read last before booking that day. */
  bookingsByPost: Record<string, number>;
  revenueByPost: Record<string, number>;
  /** Clicks on each article's conversion blocks, and bookings by visitors who clicked one (last clicked counts). */
  ctaClicksByPost: Record<string, number>;
  ctaBookingsByPost: Record<string, number>;
  /**
   * The blog's sums of postViews, bookingsByPost and revenueByPost, kept as
   * plain numbers so the platform can add a salon's month up with one
   * aggregation query instead of reading its days.
   */
  blogViews: number;
  blogBookings: number;
  blogRevenue: number;
}

export const emptyDay = (date: string): DayFiguresDoc => ({
  date,
  views: 0,
  anonymousViews: 0,
  visitors: 0,
  bots: 0,
  pages: {},
  referrers: {},
  campaigns: {},
  devices: {},
  browsers: {},
  languages: {},
  funnel: {},
  bookings: 0,
  revenue: 0,
  reservations: 0,
  reservedValue: 0,
  bookingsBySource: {},
  postViews: {},
  bookingsByPost: {},
  revenueByPost: {},
  ctaClicksByPost: {},
  ctaBookingsByPost: {},
  blogViews: 0,
  blogBookings: 0,
  blogRevenue: 0,
});

const MAPS = [
  'pages',
  'referrers',
  'campaigns',
  'devices',
  'browsers',
  'languages',
  'funnel',
  'bookingsBySource',
  'postViews',
  'bookingsByPost',
  'revenueByPost',
  'ctaClicksByPost',
  'ctaBookingsByPost',
] as const;
const COUNTS = [
  'views',
  'anonymousViews',
  'visitors',
  'bots',
  'bookings',
  'revenue',
  'reservations',
  'reservedValue',
  'blogViews',
  'blogBookings',
  'blogRevenue',
] as const;
export type DayMap = (typeof MAPS)[number];
export type DayCount = (typeof COUNTS)[number];

/** Adds b into a (both a day's figures, or a pending increment). */
export function mergeDays(a: DayFiguresDoc, b: Partial<DayFiguresDoc>): DayFiguresDoc {
  const out: DayFiguresDoc = { ...a };
  for (const k of COUNTS) out[k] = (a[k] ?? 0) + (b[k] ?? 0);
  for (const k of MAPS) {
    const m = { ...a[k] };
    for (const [key, n] of Object.entries(b[k] ?? {})) m[key] = (m[key] ?? 0) + n;
    out[k] = m;
  }
  return out;
}

/** A stored day, read leniently: a missing field is zero. */
export function readDay(date: string, data: Record<string, unknown> | undefined): DayFiguresDoc {
  const day = emptyDay(date);
  if (!data) return day;
  for (const k of COUNTS) {
    const v = data[k];
    if (typeof v === 'number' && Number.isFinite(v)) day[k] = v;
  }
  for (const k of MAPS) {
    const v = data[k];
    if (v && typeof v === 'object')
      for (const [key, n] of Object.entries(v as Record<string, unknown>))
        if (typeof n === 'number' && Number.isFinite(n)) day[k][key] = n;
  }
  return day;
}

// ---------------------------------------------------------------------------
// The report an owner reads

export interface RankedCount {
  key: string;
  count: number;
}

export interface FunnelRow {
  step: FunnelStep;
  label: string;
  visitors: number;
  /** Of the step before, the share that did not reach this one (0 to 1); null for the first. */
  dropOff: number | null;
}

export interface AnalyticsTotals {
  views: number;
  visitors: number;
  anonymousViews: number;
  bots: number;
  bookings: number;
  revenue: number;
  reservations: number;
  reservedValue: number;
  /** Bookings over visitors (0 to 1), or null with no visitors. */
  conversion: number | null;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  previous: { from: string; to: string };
  currency: string;
  timeZone: string;
  days: {
    date: string;
    views: number;
    visitors: number;
    bookings: number;
    revenue: number;
    /** Views of the blog's articles. */
    blogViews: number;
  }[];
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  pages: RankedCount[];
  referrers: RankedCount[];
  campaigns: (RankedCount & { bookings: number })[];
  devices: RankedCount[];
  browsers: RankedCount[];
  languages: RankedCount[];
  funnel: { booking: FunnelRow[]; shop: FunnelRow[] };
  /** Blog articles: views, and the bookings (with their value) of readers who booked after one. */
  posts: {
    slug: string;
    views: number;
    bookings: number;
    revenue: number;
    /** Clicks on the article's conversion blocks, and bookings that followed one. */
    blockClicks: number;
    blockBookings: number;
  }[];
  /** Visitors seen in the last 30 minutes. */
  live: number;
  /** What the site calls its pages and products today ('/shop/abc' → 'Argan oil'). */
  pageNames: Record<string, string>;
  /** Documents read to answer (one a day with visits, and the site's names). */
  reads: number;
}

export function totalsOf(days: readonly DayFiguresDoc[]): AnalyticsTotals {
  const sum = days.reduce(mergeDays, emptyDay(''));
  return {
    views: sum.views,
    visitors: sum.visitors,
    anonymousViews: sum.anonymousViews,
    bots: sum.bots,
    bookings: sum.bookings,
    revenue: sum.revenue,
    reservations: sum.reservations,
    reservedValue: sum.reservedValue,
    conversion: sum.visitors > 0 ? sum.bookings / sum.visitors : null,
  };
}

const ranked = (m: Record<string, number>, most = 20): RankedCount[] =>
  Object.entries(m)
    .filter(([, n]) => n > 0)
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, most);

export function funnelRows(
  steps: readonly FunnelStep[],
  counts: Record<string, number>,
): FunnelRow[] {
  return steps.map((step, i) => {
    const visitors = counts[step] ?? 0;
    const before = i === 0 ? null : (counts[steps[i - 1]!] ?? 0);
    return {
      step,
      label: FUNNEL_LABELS[step],
      visitors,
      dropOff: before === null ? null : before > 0 ? Math.max(0, 1 - visitors / before) : null,
    };
  });
}

/**
 * What the site calls its pages and products, keyed as the figures key them
 * (pageKey lower-cases a path): '/shop/abc' → 'Argan oil', '/team' → 'Our team'.
 */
export function pageNamesOf(site: {
  site_config: { pages: readonly { id: string; title: string }[] };
  products?: readonly { id: string; name: string }[] | null;
}): Record<string, string> {
  const names: Record<string, string> = {};
  for (const p of site.site_config.pages.slice(1)) names[`/${p.id}`.toLowerCase()] = p.title;
  for (const p of site.products ?? []) names[`/shop/${p.id}`.toLowerCase()] = p.name;
  return names;
}

/** The previous period of the same length, ending the day before `from`. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function datesFrom(from: string, to: string): string[] {
  const n = daysBetween(from, to);
  return Array.from({ length: Math.max(0, n + 1) }, (_, i) => addDays(from, i));
}

/** The report for [from, to] from its days (missing days are empty) and the previous period's. */
export function buildReport(input: {
  from: string;
  to: string;
  days: readonly DayFiguresDoc[];
  previousDays: readonly DayFiguresDoc[];
  currency: string;
  timeZone: string;
  live: number;
  pageNames?: Record<string, string>;
}): AnalyticsReport {
  const byDate = new Map(input.days.map((d) => [d.date, d]));
  const days = datesFrom(input.from, input.to).map((date) => byDate.get(date) ?? emptyDay(date));
  const sum = days.reduce(mergeDays, emptyDay(''));
  const campaignBookings = sum.bookingsBySource;
  return {
    from: input.from,
    to: input.to,
    previous: previousPeriod(input.from, input.to),
    currency: input.currency,
    timeZone: input.timeZone,
    days: days.map((d) => ({
      date: d.date,
      views: d.views,
      visitors: d.visitors,
      bookings: d.bookings,
      revenue: d.revenue,
      blogViews: Object.values(d.postViews).reduce((a, b) => a + b, 0),
    })),
    totals: totalsOf(days),
    previousTotals: totalsOf(input.previousDays),
    pages: ranked(sum.pages),
    referrers: ranked(sum.referrers),
    campaigns: ranked(sum.campaigns).map((c) => ({
      ...c,
      bookings: campaignBookings[c.key] ?? 0,
    })),
    devices: ranked(sum.devices),
    browsers: ranked(sum.browsers),
    languages: ranked(sum.languages),
    funnel: {
      booking: funnelRows(BOOKING_FUNNEL, sum.funnel),
      shop: funnelRows(SHOP_FUNNEL, sum.funnel),
    },
    posts: postRows(sum),
    live: input.live,
    pageNames: input.pageNames ?? {},
    reads: input.days.length + input.previousDays.length + (input.pageNames ? 1 : 0),
  };
}

/** Each blog article read or booked from in the period, most bookings then most views first. */
export function postRows(sum: DayFiguresDoc): AnalyticsReport['posts'] {
  const slugs = new Set([
    ...Object.keys(sum.postViews),
    ...Object.keys(sum.bookingsByPost),
    ...Object.keys(sum.ctaClicksByPost),
  ]);
  slugs.delete(OTHER);
  return [...slugs]
    .map((slug) => ({
      slug,
      views: sum.postViews[slug] ?? 0,
      bookings: sum.bookingsByPost[slug] ?? 0,
      revenue: sum.revenueByPost[slug] ?? 0,
      blockClicks: sum.ctaClicksByPost[slug] ?? 0,
      blockBookings: sum.ctaBookingsByPost[slug] ?? 0,
    }))
    .sort((a, b) => b.bookings - a.bookings || b.views - a.views || a.slug.localeCompare(b.slug))
    .slice(0, 50);
}

export const ANALYTICS_CSV_HEADER = [
  'Date',
  'Views',
  'Visitors',
  'Views without a visitor (Do Not Track)',
  'Bots',
  'Opened booking',
  'Booked',
  'Bookings',
  'Booked value',
  'Reservations',
  'Reserved value',
] as const;

/** One CSV row a day (money in major units with two decimals). */
export function csvRowsOf(days: readonly DayFiguresDoc[], digits = 2): string[][] {
  const money = (n: number) => (n / 10 ** digits).toFixed(digits);
  return days.map((d) => [
    d.date,
    String(d.views),
    String(d.visitors),
    String(d.anonymousViews),
    String(d.bots),
    String(d.funnel['booking'] ?? 0),
    String(d.funnel['booked'] ?? 0),
    String(d.bookings),
    money(d.revenue),
    String(d.reservations),
    money(d.reservedValue),
  ]);
}
