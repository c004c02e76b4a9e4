import { describe, expect, it } from 'vitest';
import {
  OTHER,
  ZTrackHit,
  buildReport,
  campaignKey,
  csvRowsOf,
  emptyDay,
  funnelRows,
  languageOf,
  mergeDays,
  pageKey,
  pageNamesOf,
  parseUtm,
  previousPeriod,
  readDay,
  referrerHost,
  saltFor,
  blogPostOf,
  postRows,
} from './site-analytics';

describe('UTM tags', () => {
  it('reads source, medium and campaign, made safe and lower case', () => {
    expect(
      parseUtm('?utm_source=Instagram&utm_medium=social&utm_campaign=Spring%20Colour'),
    ).toEqual({ source: 'instagram', medium: 'social', campaign: 'spring colour' });
    expect(campaignKey(parseUtm('utm_source=newsletter&utm_campaign=may')!)).toBe(
      'newsletter / (none) / may',
    );
  });

  it('answers null without a source or campaign, and for other parameters', () => {
    expect(parseUtm(undefined)).toBeNull();
    expect(parseUtm('?services=cut')).toBeNull();
    expect(parseUtm('?utm_medium=email')).toBeNull();
  });

  it('cannot be used to write markup or very long keys', () => {
    const c = parseUtm(`?utm_source=<script>alert(1)</script>&utm_campaign=${'x'.repeat(500)}`)!;
    expect(c.source).not.toMatch(/[<>()]/);
    expect(c.campaign.length).toBeLessThanOrEqual(40);
  });
});

describe('referrers', () => {
  it('keeps the host without www., and drops our own host and non-web links', () => {
    expect(referrerHost('https://www.google.com/search?q=salon')).toBe('google.com');
    expect(referrerHost('https://nova.chairside.app/team', 'nova.chairside.app')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});

describe('pages and languages', () => {
  const known = new Set(['/', '/book', '/team']);
  it('names only the site’s own pages; anything else is (other)', () => {
    expect(pageKey('/team/', known)).toBe('/team');
    expect(pageKey('/TEAM?x=1', known)).toBe('/team');
    expect(pageKey('/', known)).toBe('/');
    expect(pageKey('/wp-admin', known)).toBe(OTHER);
  });
  it('keeps a language’s primary tag', () => {
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('pt_BR')).toBe('pt');
    expect(languageOf('<b>')).toBeNull();
  });
});

describe('page names', () => {
  it('names pages and products as the figures key them (lower case), the home page by itself', () => {
    const known = new Set(['/', '/our-team', '/shop/abcxyz']);
    const names = pageNamesOf({
      site_config: {
        pages: [
          { id: 'home', title: 'Home' },
          { id: 'our-team', title: 'Our team' },
        ],
      },
      products: [{ id: 'AbcXyz', name: 'Argan oil' }],
    });
    expect(names[pageKey('/shop/AbcXyz', new Set(known))]).toBe('Argan oil');
    expect(names[pageKey('/our-team/', known)]).toBe('Our team');
    expect(names['/home']).toBeUndefined();
  });
});

describe('the day’s salt', () => {
  let n = 0;
  const fresh = () => `salt-${++n}`;

  it('is made once for a date and kept while some zone lives that date', () => {
    const first = saltFor({}, '2026-11-27', '2026-11-27', fresh);
    expect(first.salt).toBe('salt-1');
    expect(first.changed).toBe(true);
    const again = saltFor(first.ring, '2026-11-27', '2026-11-27', fresh);
    expect(again.salt).toBe('salt-1');
    expect(again.changed).toBe(false);
  });

  it('is new the next day, and the old one is destroyed once no zone lives its date', () => {
    const day1 = saltFor({}, '2026-11-27', '2026-11-27', fresh);
    const day2 = saltFor(day1.ring, '2026-11-28', '2026-11-28', fresh);
    expect(day2.salt).not.toBe(day1.salt);
    // Two days on, the 27th is over everywhere: its salt is gone from the ring.
    const later = saltFor(day2.ring, '2026-11-29', '2026-11-29', fresh);
    expect(Object.keys(later.ring)).not.toContain('2026-11-27');
    expect(Object.values(later.ring)).not.toContain(day1.salt);
    expect(later.changed).toBe(true);
  });

  it('gives no salt for a date nobody is living (a forged date cannot revive one)', () => {
    const ring = saltFor({}, '2026-11-27', '2026-11-27', fresh).ring;
    expect(saltFor(ring, '2026-11-20', '2026-11-27', fresh).salt).toBeNull();
    expect(saltFor(ring, '2026-12-25', '2026-11-27', fresh).salt).toBeNull();
  });
});

describe('the beacon', () => {
  it('accepts a page view and a step, and refuses what is not one', () => {
    expect(ZTrackHit.safeParse({ orgId: 'nova', kind: 'view', path: '/' }).success).toBe(true);
    expect(
      ZTrackHit.safeParse({ orgId: 'nova', kind: 'step', step: 'booked', ref: 'b1', path: '/book' })
        .success,
    ).toBe(true);
    expect(ZTrackHit.safeParse({ orgId: 'nova', kind: 'step', path: '/' }).success).toBe(false);
    expect(ZTrackHit.safeParse({ orgId: 'a/b', kind: 'view', path: '/' }).success).toBe(false);
    expect(ZTrackHit.safeParse({ orgId: 'nova', kind: 'view', path: 'x' }).success).toBe(false);
    expect(ZTrackHit.safeParse({ orgId: 'nova', kind: 'view', path: '/', extra: 1 }).success).toBe(
      false,
    );
    expect(
      ZTrackHit.safeParse({ orgId: 'nova', kind: 'view', path: `/${'a'.repeat(400)}` }).success,
    ).toBe(false);
  });
});

describe('the report', () => {
  const day = (date: string, f: Partial<ReturnType<typeof emptyDay>>) =>
    mergeDays(emptyDay(date), f);

  it('adds the days up, fills days without visits, and compares with the period before', () => {
    const report = buildReport({
      from: '2026-11-01',
      to: '2026-11-03',
      days: [
        day('2026-11-01', {
          views: 10,
          visitors: 4,
          pages: { '/': 8, '/book': 2 },
          funnel: { site: 4, booking: 2, service: 2, time: 1, booked: 1 },
          bookings: 1,
          revenue: 6500,
          campaigns: { 'ig / social / may': 3 },
          bookingsBySource: { 'ig / social / may': 1 },
        }),
        day('2026-11-03', { views: 5, visitors: 3, pages: { '/': 5 }, funnel: { site: 3 } }),
      ],
      previousDays: [day('2026-10-30', { views: 6, visitors: 6 })],
      currency: 'USD',
      timeZone: 'America/New_York',
      live: 2,
    });
    expect(report.days.map((d) => d.views)).toEqual([10, 0, 5]);
    expect(report.totals).toMatchObject({ views: 15, visitors: 7, bookings: 1, revenue: 6500 });
    expect(report.totals.conversion).toBeCloseTo(1 / 7);
    expect(report.previous).toEqual({ from: '2026-10-29', to: '2026-10-31' });
    expect(report.previousTotals.visitors).toBe(6);
    expect(report.pages[0]).toEqual({ key: '/', count: 13 });
    expect(report.campaigns[0]).toEqual({ key: 'ig / social / may', count: 3, bookings: 1 });
    expect(report.funnel.booking.map((r) => [r.step, r.visitors])).toEqual([
      ['site', 7],
      ['booking', 2],
      ['service', 2],
      ['time', 1],
      ['booked', 1],
    ]);
    expect(report.reads).toBe(3);
  });

  it('names the drop-off between steps', () => {
    const rows = funnelRows(['site', 'booking', 'booked'], { site: 10, booking: 4, booked: 0 });
    expect(rows.map((r) => r.dropOff)).toEqual([null, 0.6, 1]);
    expect(funnelRows(['site', 'booking'], {})[1]!.dropOff).toBeNull();
  });

  it('reads stored days leniently and writes a CSV row a day', () => {
    const stored = readDay('2026-11-01', { views: 3, pages: { '/': 3, bad: 'x' }, bookings: 'n' });
    expect(stored.views).toBe(3);
    expect(stored.pages).toEqual({ '/': 3 });
    expect(stored.bookings).toBe(0);
    expect(csvRowsOf([day('2026-11-01', { views: 3, revenue: 6550, bookings: 1 })])[0]).toEqual([
      '2026-11-01',
      '3',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '65.50',
      '0',
      '0.00',
    ]);
  });

  it('keeps the previous period the same length', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
  });
});

describe('blog articles in the figures', () => {
  it('keys a salon blog’s home and articles, and nothing else of the blog', () => {
    const known = new Set(['/']);
    expect(pageKey('/blog', known)).toBe('/blog');
    expect(pageKey('/blog/', known)).toBe('/blog');
    expect(pageKey('/blog/Balayage-Tips?utm_source=x', known)).toBe('/blog/balayage-tips');
    expect(pageKey('/blog/category/colour', known)).toBe(OTHER);
    expect(pageKey('/blog/rss.xml', known)).toBe(OTHER);
    expect(blogPostOf('/blog/balayage-tips')).toBe('balayage-tips');
    expect(blogPostOf('/blog/feed')).toBeNull();
    expect(blogPostOf('/blog/tag/curls')).toBeNull();
    expect(blogPostOf('/blog/category/fr')).toBeNull();
    expect(blogPostOf('/shop/abc')).toBeNull();
    // A translation counts for its post.
    expect(blogPostOf('/blog/balayage-tips/fr')).toBe('balayage-tips');
    expect(blogPostOf('/blog/balayage-tips/pt-BR')).toBe('balayage-tips');
    expect(blogPostOf('/blog/balayage-tips/not-a-language')).toBeNull();
    expect(pageKey('/blog/balayage-tips/es', known)).toBe('/blog/balayage-tips');
  });

  it('takes a conversion block’s click only with what the block offers', () => {
    const click = { orgId: 'org1', kind: 'cta', path: '/blog/balayage-tips' };
    expect(ZTrackHit.safeParse({ ...click, block: 'book' }).success).toBe(true);
    const bare = ZTrackHit.safeParse(click);
    expect(bare.success).toBe(false);
    expect(bare.error?.issues[0]).toMatchObject({
      path: ['block'],
      message: 'A conversion block names what it offers',
    });
    expect(ZTrackHit.safeParse({ ...click, block: 'casino' }).success).toBe(false);
  });

  it('ranks articles by the bookings after them, then by views', () => {
    const day = {
      ...emptyDay('2026-11-20'),
      postViews: { 'a-post': 30, 'b-post': 12, [OTHER]: 5 },
      bookingsByPost: { 'b-post': 2 },
      revenueByPost: { 'b-post': 24_000 },
      ctaClicksByPost: { 'b-post': 3, 'c-post': 1 },
      ctaBookingsByPost: { 'b-post': 1 },
    };
    expect(postRows(day)).toEqual([
      { slug: 'b-post', views: 12, bookings: 2, revenue: 24_000, blockClicks: 3, blockBookings: 1 },
      { slug: 'a-post', views: 30, bookings: 0, revenue: 0, blockClicks: 0, blockBookings: 0 },
      { slug: 'c-post', views: 0, bookings: 0, revenue: 0, blockClicks: 1, blockBookings: 0 },
    ]);
  });
});
