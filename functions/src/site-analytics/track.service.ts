// Counting a salon site's visits (the beacon's work). A hit is checked
// against the site (unknown → 404), kept apart when a bot sent it, and
// written at once as one merge of increments into one of the day's shard
// documents, chosen at random, so a busy site spreads its writes over
// SHARDS documents (each well under Firestore's rate for one document) and
// nothing waits in an instance's memory to be lost. Readers merge a
// finished day's shards into its day document (report.service.ts). What must
// be exact across instances is written only when it is new: the first hit of
// a visitor in a day (their document), a step they had not reached, a
// booking or reservation (checked, and counted once), and "last seen" at
// most every five minutes (real time).
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  MAX_KEYS,
  OTHER,
  blogPostOf,
  campaignKey,
  emptyDay,
  languageOf,
  pageKey,
  parseUtm,
  referrerHost,
  saltFor,
  type DayFiguresDoc,
  type DayMap,
  type FunnelStep,
  type SaltRing,
  type TrackHit,
} from '@chairside/core/site-analytics';
import { addDays, localParts } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { bookingDoc } from '../records/bookings';
import { reservationDoc } from '../records/retail';
import { publicSiteDoc } from '../records/sites';
import {
  SHARDS,
  analyticsSaltsDoc,
  siteConversionDoc,
  siteShardDoc,
  siteStepDoc,
  siteVisitorDoc,
} from '../records/site-analytics';
import { agentFacts } from './visitor-agent';
import { visitorHash } from './visitor-id';

/** How often a visitor's "last seen" is written (real time is the last 30 minutes). */
const SEEN_MS = 5 * 60_000;
const SITE_CACHE_MS = 5 * 60_000;
/** Visitor and conversion documents live two days (a TTL policy deletes them). */
const KEEP_MS = 2 * 86_400_000;
/** A booking or reservation is credited to the site only within this long of being made. */
const CONVERSION_WINDOW_MS = 2 * 3_600_000;

export interface HitMeta {
  /** The network address (hashed with the day's salt, never stored). */
  address: string;
  userAgent: string;
  /** Do Not Track or Global Privacy Control, from the headers or the page. */
  private: boolean;
  /** The host the page was on (a referrer from it is not a referrer). */
  host?: string;
}

export type HitOutcome = 'unknown_site' | 'bot' | 'anonymous' | 'counted' | 'ignored';

interface SiteFacts {
  timeZone: string;
  pages: Set<string>;
}

const sites = new Map<string, { at: number; site: SiteFacts | null }>();

/** The site's pages and zone (read once in five minutes per instance; none: read each time). */
async function siteOf(orgId: string, now: number): Promise<SiteFacts | null> {
  const cached = sites.get(orgId);
  if (cached && now - cached.at < SITE_CACHE_MS) return cached.site;
  const data = (await publicSiteDoc(orgId).get()).data();
  const site = data
    ? {
        timeZone: data.timeZone,
        pages: new Set([
          '/',
          '/book',
          '/book-now',
          ...data.site_config.pages.slice(1).map((p) => `/${p.id}`.toLowerCase()),
          ...(data.products ?? []).map((p) => `/shop/${p.id}`.toLowerCase()),
        ]),
      }
    : null;
  // Only a site that exists is remembered: one published a moment ago counts at once.
  if (site) sites.set(orgId, { at: now, site });
  if (sites.size > 5000) sites.delete(sites.keys().next().value!);
  return site;
}

// ---------------------------------------------------------------------------
// The day's salt

const salts = new Map<string, string>();

/** The salt of a date (made once, by whichever instance asks first); null outside the living days. */
async function saltOf(date: string, now: number): Promise<string | null> {
  const utcToday = new Date(now).toISOString().slice(0, 10);
  // A day no zone is living any more: its salt goes from memory too.
  const living = [addDays(utcToday, -1), utcToday, addDays(utcToday, 1)];
  for (const d of salts.keys()) if (!living.includes(d)) salts.delete(d);
  const cached = salts.get(date);
  if (cached) return cached;
  // Read first: the salt is made once a day, by whichever instance asks first.
  const stored = ((await analyticsSaltsDoc().get()).get('salts') ?? {}) as SaltRing;
  if (stored[date] && living.includes(date)) {
    salts.set(date, stored[date]);
    return stored[date];
  }
  const salt = await db().runTransaction(async (tx) => {
    const ref = analyticsSaltsDoc();
    const ring = ((await tx.get(ref)).get('salts') ?? {}) as SaltRing;
    const next = saltFor(ring, date, utcToday, () => randomBytes(32).toString('base64url'));
    // The whole ring is replaced: a dropped day's salt is gone from the document.
    if (next.changed) tx.set(ref, { salts: next.ring, updatedAt: Timestamp.fromMillis(now) });
    return next.salt;
  });
  if (salt) salts.set(date, salt);
  return salt;
}

// ---------------------------------------------------------------------------
// A hit's increments

/** The keys this instance has counted per salon, day and map (bounded: more are "(other)"). */
const keysSeen = new Map<string, Set<string>>();

function bump(day: DayFiguresDoc, orgId: string, map: DayMap, key: string, n = 1) {
  const seenKey = `${orgId}/${day.date}/${map}`;
  let seen = keysSeen.get(seenKey);
  if (!seen) {
    keysSeen.set(seenKey, (seen = new Set()));
    if (keysSeen.size > 20_000) keysSeen.delete(keysSeen.keys().next().value!);
  }
  let k = key;
  if (!seen.has(k)) {
    if (seen.size >= MAX_KEYS) k = OTHER;
    else seen.add(k);
  }
  day[map][k] = (day[map][k] ?? 0) + n;
}

// ---------------------------------------------------------------------------
// Visitors and their steps

interface KnownVisitor {
  steps: Set<string>;
  seenWritten: number;
  source: string | null;
  /** The blog article they read last today (a booking after it counts for it). */
  post: string | null;
  /** The article whose conversion block they clicked last today. */
  ctaPost: string | null;
}

/** What a visitor's beacon tells of them besides its steps. */
interface VisitorNews {
  source: string | null;
  /** The article read (a view), or the one whose conversion block was clicked. */
  post: string | null;
  clicked: boolean;
}

interface VisitorSeen {
  isNew: boolean;
  fresh: FunnelStep[];
  source: string | null;
  post: string | null;
  ctaPost: string | null;
}
const visitors = new Map<string, KnownVisitor>();
const VISITORS_KEPT = 50_000;

/** Creates a document unless it exists; answers whether this call made it (no transaction). */
async function createOnce(ref: DocumentReference, data: Record<string, unknown>) {
  try {
    await ref.create(data);
    return true;
  } catch (err) {
    if ((err as { code?: number }).code === 6) return false; // ALREADY_EXISTS
    throw err;
  }
}

/**
 * Records that a visitor reached `steps`, without a transaction (a burst of
 * one visitor's beacons never waits on a lock): their document and each
 * step's marker are created once, whoever comes first, and only a creation
 * counts. Answers whether they are new today (which counts "visited the
 * site"), the steps new to them, and the source they first came from today.
 */
async function touchVisitor(
  orgId: string,
  date: string,
  hash: string,
  steps: readonly FunnelStep[],
  news: VisitorNews,
  now: number,
): Promise<VisitorSeen> {
  const { source, post, clicked } = news;
  const key = `${orgId}/${date}/${hash}`;
  const ref = siteVisitorDoc(orgId, date, hash);
  const at = Timestamp.fromMillis(now);
  const expiresAt = Timestamp.fromMillis(now + KEEP_MS);
  const ctaNews = clicked && post ? { ctaPost: post } : {};
  const fresh: FunnelStep[] = [];
  let isNew = false;
  let known = visitors.get(key);
  if (!known) {
    isNew = await createOnce(ref, {
      date,
      source,
      post,
      ...ctaNews,
      firstSeen: at,
      lastSeen: at,
      expiresAt,
    });
    let first = source;
    let read = post;
    let ctaPost = clicked ? post : null;
    if (isNew) fresh.push('site');
    else {
      // Seen first by another instance: its source stands; this one marks them here now.
      const stored = await ref.get();
      first = (stored.get('source') as string | null | undefined) ?? null;
      read = post ?? (stored.get('post') as string | null | undefined) ?? null;
      ctaPost ??= (stored.get('ctaPost') as string | null | undefined) ?? null;
      await ref.update({ lastSeen: at, ...(post ? { post } : {}), ...ctaNews });
    }
    known = { steps: new Set(['site']), seenWritten: now, source: first, post: read, ctaPost };
    visitors.set(key, known);
    if (visitors.size > VISITORS_KEPT) visitors.delete(visitors.keys().next().value!);
  } else if ((post && post !== known.post) || (clicked && post && post !== known.ctaPost)) {
    // Another article (or another article's block): the one a booking would now count for.
    known.post = post;
    if (clicked) known.ctaPost = post;
    known.seenWritten = now;
    await ref.update({ lastSeen: at, post, ...ctaNews });
  } else if (now - known.seenWritten >= SEEN_MS) {
    known.seenWritten = now;
    await ref.update({ lastSeen: at });
  }
  for (const step of steps) {
    if (known.steps.has(step)) continue;
    known.steps.add(step);
    if (await createOnce(siteStepDoc(orgId, date, hash, step), { date, expiresAt }))
      fresh.push(step);
  }
  if (!post && steps.includes('booked') && !known.post) {
    // Booked through another instance than the one that saw the article: it is on the document.
    const stored = await ref.get();
    known.post = (stored.get('post') as string | null | undefined) ?? null;
    known.ctaPost = (stored.get('ctaPost') as string | null | undefined) ?? null;
  }
  return { isNew, fresh, source: known.source, post: known.post, ctaPost: known.ctaPost };
}

// ---------------------------------------------------------------------------
// Bookings and reservations made through the site

interface Conversion {
  kind: 'booking' | 'reservation';
  amount: number;
}

/** The booking or reservation a step names, when it is this salon's, made online and just now. */
async function conversionOf(
  orgId: string,
  step: FunnelStep,
  ref: string,
  now: number,
): Promise<Conversion | null> {
  if (step === 'booked') {
    const booking = (await bookingDoc(orgId, ref).get()).data();
    if (!booking || booking.source !== 'online' || booking.status === 'cancelled') return null;
    if (now - booking.createdAt.getTime() > CONVERSION_WINDOW_MS) return null;
    return { kind: 'booking', amount: booking.price };
  }
  if (step === 'reserved') {
    const reservation = (await reservationDoc(orgId, ref).get()).data();
    if (!reservation || now - reservation.createdAt.getTime() > CONVERSION_WINDOW_MS) return null;
    return { kind: 'reservation', amount: reservation.unitPrice * reservation.quantity };
  }
  return null;
}

/** Counts a conversion once, whoever reports it and however often. */
function countOnce(orgId: string, ref: string, c: Conversion, date: string, now: number) {
  return createOnce(siteConversionDoc(orgId, `${c.kind}-${ref}`), {
    date,
    kind: c.kind,
    amount: c.amount,
    at: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + KEEP_MS),
  });
}

// ---------------------------------------------------------------------------
// A hit

/** Counts one hit; answers what became of it. */
export async function recordHit(
  hit: TrackHit,
  meta: HitMeta,
  now = Date.now(),
): Promise<HitOutcome> {
  const site = await siteOf(hit.orgId, now);
  if (!site) return 'unknown_site';
  const date = localParts(now, site.timeZone).date;
  const facts = agentFacts(meta.userAgent, { automated: hit.automated, width: hit.width });
  const day = emptyDay(date);
  if (facts.bot) {
    day.bots += 1;
    await addToDay(hit.orgId, day);
    return 'bot';
  }
  const campaign = parseUtm(hit.query);
  const referrer = referrerHost(hit.referrer, meta.host);
  const source = campaign ? campaignKey(campaign) : referrer;
  const post = hit.kind === 'step' ? null : blogPostOf(hit.path);
  // A conversion block's click: counted for its article (a click elsewhere is nothing).
  if (hit.kind === 'cta') {
    if (!post) return 'ignored';
    bump(day, hit.orgId, 'ctaClicksByPost', post);
  }
  if (hit.kind === 'view') {
    day.views += 1;
    bump(day, hit.orgId, 'pages', pageKey(hit.path, site.pages));
    if (post) {
      bump(day, hit.orgId, 'postViews', post);
      day.blogViews += 1;
    }
    bump(day, hit.orgId, 'devices', facts.device);
    bump(day, hit.orgId, 'browsers', facts.browser);
    const lang = languageOf(hit.lang);
    if (lang) bump(day, hit.orgId, 'languages', lang);
    if (referrer) bump(day, hit.orgId, 'referrers', referrer);
    if (campaign && source) bump(day, hit.orgId, 'campaigns', source);
  }
  // A booking or reservation the step names: checked, then counted once (even without a visitor).
  let step = hit.step;
  let conversion: Conversion | null = null;
  if (step === 'booked' || step === 'reserved') {
    conversion = hit.ref ? await conversionOf(hit.orgId, step, hit.ref, now) : null;
    if (!conversion) step = undefined;
  }
  let visitorSource: string | null = source;
  let visitorPost: string | null = null;
  let visitorCtaPost: string | null = null;
  if (meta.private) {
    if (hit.kind === 'view') day.anonymousViews += 1;
  } else {
    const salt = await saltOf(date, now);
    if (salt) {
      const hash = visitorHash(salt, hit.orgId, meta.address, meta.userAgent);
      const steps: FunnelStep[] = hit.kind === 'view' ? ['site'] : [];
      if (step) steps.push(step);
      const news = { source, post, clicked: hit.kind === 'cta' };
      const seen = await touchVisitor(hit.orgId, date, hash, steps, news, now);
      if (seen.isNew) day.visitors += 1;
      for (const s of seen.fresh) bump(day, hit.orgId, 'funnel', s);
      visitorSource = seen.source;
      visitorPost = seen.post;
      visitorCtaPost = seen.ctaPost;
    }
  }
  if (conversion && hit.ref && (await countOnce(hit.orgId, hit.ref, conversion, date, now))) {
    if (conversion.kind === 'booking') {
      day.bookings += 1;
      day.revenue += conversion.amount;
      bump(day, hit.orgId, 'bookingsBySource', visitorSource ?? '(direct)');
      if (visitorPost) {
        bump(day, hit.orgId, 'bookingsByPost', visitorPost);
        bump(day, hit.orgId, 'revenueByPost', visitorPost, conversion.amount);
        day.blogBookings += 1;
        day.blogRevenue += conversion.amount;
      }
      if (visitorCtaPost) bump(day, hit.orgId, 'ctaBookingsByPost', visitorCtaPost);
    } else {
      day.reservations += 1;
      day.reservedValue += conversion.amount;
    }
  }
  await addToDay(hit.orgId, day);
  return meta.private ? 'anonymous' : 'counted';
}

/** A page seen without JavaScript (the <noscript> pixel): kept apart with the bots. */
export async function recordNoScript(orgId: string, now = Date.now()): Promise<boolean> {
  const site = await siteOf(orgId, now);
  if (!site) return false;
  const day = emptyDay(localParts(now, site.timeZone).date);
  day.bots += 1;
  await addToDay(orgId, day);
  return true;
}

// ---------------------------------------------------------------------------
// Writing

/** A day's figures (or a hit's) as a merge of increments. */
export function incrementsOf(day: DayFiguresDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { date: day.date };
  for (const [k, v] of Object.entries(day)) {
    if (typeof v === 'number' && v !== 0) out[k] = FieldValue.increment(v);
    else if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, number>).filter(([, n]) => n !== 0);
      if (entries.length)
        out[k] = Object.fromEntries(entries.map(([key, n]) => [key, FieldValue.increment(n)]));
    }
  }
  // The blog's sums are on every written shard, zero or not: an aggregation
  // query summing several fields counts only documents that have them all.
  if (Object.keys(out).length > 1)
    for (const k of ['blogViews', 'blogBookings', 'blogRevenue'] as const)
      out[k] ??= FieldValue.increment(0);
  return out;
}

/** One write: the hit's increments into one of the day's shards (none when nothing is new). */
async function addToDay(orgId: string, day: DayFiguresDoc) {
  const increments = incrementsOf(day);
  // A step the visitor had reached already, and nothing else: no write.
  if (Object.keys(increments).length === 1) return;
  const k = Math.floor(Math.random() * SHARDS);
  await siteShardDoc(orgId, day.date, k).set(increments, { merge: true });
}
