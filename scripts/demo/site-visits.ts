// A month of visits to the demo salon's website, as the pages' beacons would
// send them: people on phones and computers from search, Instagram, the
// newsletter or typing the address; some open booking and drop off, the
// demo's real online bookings and reservations each made by a visitor who went
// through the steps; a few with Do Not Track; crawlers. The seed replays them
// through the analytics' own recordHit, so the figures are counted exactly as
// live ones are. Deterministic (a seeded generator).
import type { TrackHit } from '@chairside/core/site-analytics';
import { addDays, localParts, zonedInstant } from '@chairside/core/zoned-time';
import { xorshift32 as rng } from '@chairside/core/seeded-random';

export interface DemoVisitHit {
  at: number;
  hit: TrackHit;
  meta: { address: string; userAgent: string; private: boolean };
}

const AGENTS: readonly [string, number][] = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    45,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    14,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    6,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    9,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    8,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    8,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 4],
  [
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    6,
  ],
];

const SOURCES: readonly [{ referrer?: string; query?: string }, number][] = [
  [{}, 35],
  [{ referrer: 'https://www.google.com/' }, 25],
  [
    {
      referrer: 'https://l.instagram.com/',
      query: '?utm_source=instagram&utm_medium=social&utm_campaign=autumn-colour',
    },
    15,
  ],
  [{ referrer: 'https://m.facebook.com/' }, 8],
  [{ query: '?utm_source=newsletter&utm_medium=email&utm_campaign=november' }, 10],
  [{ referrer: 'https://maps.google.com/' }, 7],
];

const LANGUAGES: readonly [string, number][] = [
  ['en-US', 85],
  ['es-US', 10],
  ['fr-FR', 5],
];

const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
];

function weighted<T>(random: () => number, items: readonly [T, number][]): T {
  const total = items.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [item, w] of items) if ((r -= w) <= 0) return item;
  return items.at(-1)![0];
}

export function demoSiteVisits(o: {
  orgId: string;
  timeZone: string;
  now: number;
  days: number;
  /** The demo's online bookings: each was made by a visitor who went through the steps. */
  bookings: readonly { id: string; createdAt: number }[];
  /** Reservations made on the site, and the product each was for. */
  reservations: readonly { id: string; productId: string; at: number }[];
  productIds: readonly string[];
  /** The salon blog's articles and when each went live: some visitors read one first. */
  blogPosts?: readonly { slug: string; at: number; block?: boolean }[];
}): DemoVisitHit[] {
  const random = rng(20261127);
  // Blog reading has its own stream, so the rest of the month is as it was.
  const reading = rng(20261128);
  /** An article live at `at` a visitor might read (a third of visitors, when there are any). */
  const articleAt = (at: number, chance: number) => {
    const live = (o.blogPosts ?? []).filter((p) => p.at <= at);
    if (!live.length || reading() >= chance) return null;
    return {
      kind: 'view' as const,
      path: `/blog/${live[Math.floor(reading() * live.length)]!.slug}`,
    };
  };
  const out: DemoVisitHit[] = [];
  const today = localParts(o.now, o.timeZone).date;
  let n = 0;
  /** One visitor's hits: each step a minute or two after the one before. */
  const visitor = (
    start: number,
    steps: (Omit<TrackHit, 'orgId' | 'path' | 'lang'> & { path: string })[],
    agent = weighted(random, AGENTS),
  ) => {
    const source = weighted(random, SOURCES);
    const lang = weighted(random, LANGUAGES);
    const quiet = random() < 0.06;
    const address = `198.51.${Math.floor(n / 250) % 250}.${n % 250}`;
    n++;
    let at = start;
    for (const [i, s] of steps.entries()) {
      if (at > o.now) break;
      out.push({
        at,
        hit: {
          orgId: o.orgId,
          lang,
          ...(i === 0 ? source : {}),
          ...s,
        } as TrackHit,
        meta: { address, userAgent: agent, private: quiet },
      });
      at += (40 + Math.floor(random() * 120)) * 1000;
    }
  };
  const home = { kind: 'view', path: '/' } as const;
  for (let d = o.days - 1; d >= 0; d--) {
    const date = addDays(today, -d);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const busy = [0.7, 0.9, 1, 1, 1.1, 1.25, 1.5][weekday]!;
    const trend = 0.8 + 0.4 * ((o.days - d) / o.days);
    const count = Math.round(26 * busy * trend * (0.8 + random() * 0.4));
    const timeOf = () => {
      const minutes = 8 * 60 + Math.floor(random() * 14 * 60);
      return zonedInstant(
        date,
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
        o.timeZone,
      );
    };
    for (let i = 0; i < count; i++) {
      const start = timeOf();
      const steps: Parameters<typeof visitor>[1] = [home];
      const article = articleAt(start, 0.2);
      if (article) steps.push(article);
      if (random() < 0.35) steps.push({ kind: 'step', step: 'shop', path: '/' });
      if (random() < 0.12 && o.productIds.length) {
        const id = o.productIds[Math.floor(random() * o.productIds.length)]!;
        steps.push({ kind: 'view', step: 'product', path: `/shop/${id}` });
      }
      if (random() < 0.3) {
        steps.push({ kind: 'view', step: 'booking', path: '/book' });
        if (random() < 0.65) {
          steps.push({ kind: 'step', step: 'service', path: '/book' });
          if (random() < 0.55) steps.push({ kind: 'step', step: 'time', path: '/book' });
        }
      }
      visitor(start, steps);
    }
    for (let b = 0; b < 6 + Math.floor(random() * 8); b++)
      out.push({
        at: timeOf(),
        hit: { orgId: o.orgId, kind: 'view', path: '/' },
        meta: { address: `66.249.66.${b}`, userAgent: BOTS[b % BOTS.length]!, private: false },
      });
  }
  // The real online bookings and reservations, each by a visitor who took the steps to it.
  const from = zonedInstant(addDays(today, -(o.days - 1)), '00:00', o.timeZone);
  for (const b of o.bookings) {
    if (b.createdAt < from || b.createdAt > o.now) continue;
    const article = articleAt(b.createdAt - 5 * 60_000, 0.12);
    // Half the readers of an article with a booking block book through it.
    const post = article && (o.blogPosts ?? []).find((p) => article.path === `/blog/${p.slug}`);
    const clicked = post?.block && reading() < 0.5;
    visitor(b.createdAt - 5 * 60_000, [
      home,
      ...(article ? [article] : []),
      ...(article && clicked
        ? [{ kind: 'cta' as const, block: 'book' as const, path: article.path }]
        : []),
      { kind: 'view', step: 'booking', path: '/book' },
      { kind: 'step', step: 'service', path: '/book' },
      { kind: 'step', step: 'time', path: '/book' },
    ]);
    const last = out.at(-1)!;
    out.push({
      at: b.createdAt + 60_000,
      meta: last.meta,
      hit: { orgId: o.orgId, kind: 'step', step: 'booked', ref: b.id, path: '/book' },
    });
  }
  for (const r of o.reservations) {
    visitor(r.at - 4 * 60_000, [
      home,
      { kind: 'step', step: 'shop', path: '/' },
      { kind: 'view', step: 'product', path: `/shop/${r.productId}` },
    ]);
    const last = out.at(-1)!;
    out.push({
      at: Math.min(o.now, r.at + 30_000),
      meta: last.meta,
      hit: {
        orgId: o.orgId,
        kind: 'step',
        step: 'reserved',
        ref: r.id,
        path: `/shop/${r.productId}`,
      },
    });
  }
  // Someone on the site right now.
  for (let i = 0; i < 3; i++) visitor(o.now - (5 + i * 6) * 60_000, [home]);
  return out.filter((v) => v.at <= o.now).sort((a, b) => a.at - b.at);
}
