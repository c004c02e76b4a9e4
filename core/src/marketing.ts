// Marketing's rules, pure: who an audience holds (conditions a salon
// understands, and who is left out and why), when a message may go (quiet
// hours in the client's zone, across daylight-saving changes; at most one
// marketing message a week), how many SMS segments a text takes, and which
// message a booking is credited to (last touch within the window). The
// functions read clients and ledgers and call these with the time.
import { z } from 'zod';
import { zDocId } from './ids';
import { addDays, localParts, zonedInstant } from './zoned-time';

export const MARKETING_CHANNELS = ['email', 'sms'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

const days = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int('Use whole days')
    .min(1, 'At least 1 day')
    .max(3_650, 'At most 10 years');

/** One condition of an audience; an audience holds the clients who meet every one. */
export const ZAudienceCondition = z.discriminatedUnion(
  'kind',
  [
    /** Last visit more than N days ago (never visited counts as lapsed only with `includeNever`). */
    z.object({
      kind: z.literal('lapsed'),
      days: days('days since the last visit'),
      includeNever: z.boolean().default(false),
    }),
    /** Visited for a service (or any service of a category). */
    z.object({
      kind: z.literal('service'),
      serviceId: zDocId('Choose a service').nullable().default(null),
      category: z.string().trim().max(60).default(''),
    }),
    /** Seen by a team member. */
    z.object({ kind: z.literal('staff'), staffId: zDocId('Choose a team member') }),
    /** Spent at least an amount (minor units) over the last N days. */
    z.object({
      kind: z.literal('spend'),
      atLeast: z.number().int('Whole cents').min(0).max(100_000_000),
      days: days('days of spending'),
    }),
    /** Birthday in a month (1 to 12). */
    z.object({
      kind: z.literal('birthday'),
      month: z.number().int().min(1, 'Choose a month').max(12, 'Choose a month'),
    }),
    z.object({ kind: z.literal('membership'), status: z.enum(['active', 'none', 'lapsed']) }),
    z.object({ kind: z.literal('giftCard') }),
    /** Became a client in the last N days. */
    z.object({ kind: z.literal('new'), days: days('days') }),
    z.object({ kind: z.literal('tag'), tag: z.string().trim().min(1, 'Choose a tag').max(30) }),
  ],
  { error: 'Not a condition an audience can have' },
);
export type AudienceCondition = z.output<typeof ZAudienceCondition>;

export const ZAudience = z.object({
  conditions: z.array(ZAudienceCondition).max(10, 'At most 10 conditions'),
});
export type Audience = z.output<typeof ZAudience>;

/** What an audience is decided on, for one client (the functions gather it). */
export interface ClientFacts {
  id: string;
  email: string;
  phone: string;
  birthday: string;
  tags: readonly string[];
  createdAt: number;
  lastVisitAt: number | null;
  consent: { email: boolean; sms: boolean };
  unsubscribed: { email: boolean; sms: boolean };
  serviceIds: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  staffIds: ReadonlySet<string>;
  /** Spent in the last `spend` condition's days (minor units). */
  spent: number;
  membership: 'active' | 'none' | 'lapsed';
  giftCardBalance: number;
}

const DAY = 86_400_000;

export function meets(c: ClientFacts, cond: AudienceCondition, now: number): boolean {
  switch (cond.kind) {
    case 'lapsed':
      return c.lastVisitAt === null ? cond.includeNever : now - c.lastVisitAt > cond.days * DAY;
    case 'service':
      return cond.serviceId
        ? c.serviceIds.has(cond.serviceId)
        : cond.category !== '' && c.categories.has(cond.category);
    case 'staff':
      return c.staffIds.has(cond.staffId);
    case 'spend':
      return c.spent >= cond.atLeast;
    case 'birthday':
      return /(?:^|-)(\d{2})-\d{2}$/.exec(c.birthday)?.[1] === String(cond.month).padStart(2, '0');
    case 'membership':
      return c.membership === cond.status;
    case 'giftCard':
      return c.giftCardBalance > 0;
    case 'new':
      return now - c.createdAt <= cond.days * DAY;
    case 'tag':
      return c.tags.includes(cond.tag);
  }
}

export type LeftOutReason = 'noConsent' | 'unsubscribed' | 'noAddress';
export const LEFT_OUT_LABELS: Record<LeftOutReason, string> = {
  noConsent: 'did not agree to marketing on this channel',
  unsubscribed: 'unsubscribed',
  noAddress: 'have no address for this channel',
};

export interface AudienceCount {
  /** Clients who meet the conditions. */
  matching: number;
  /** Of them, those a message may go to on at least one of the channels. */
  included: string[];
  /** Those left out, by why (each client counted once, on the first reason). */
  leftOut: Record<LeftOutReason, number>;
}

/** Why a client may not get marketing on a channel, or null when they may. */
export function leftOutOn(c: ClientFacts, channel: MarketingChannel): LeftOutReason | null {
  if (c.unsubscribed[channel]) return 'unsubscribed';
  if (!c.consent[channel]) return 'noConsent';
  if (!(channel === 'email' ? c.email : c.phone)) return 'noAddress';
  return null;
}

/**
 * Who an audience holds and may be sent to on the campaign's channels; a
 * client is included when any of the channels is open to them.
 */
export function countAudience(
  clients: readonly ClientFacts[],
  audience: Audience,
  channels: readonly MarketingChannel[],
  now: number,
): AudienceCount {
  const out: AudienceCount = {
    matching: 0,
    included: [],
    leftOut: { noConsent: 0, unsubscribed: 0, noAddress: 0 },
  };
  for (const c of clients) {
    if (!audience.conditions.every((cond) => meets(c, cond, now))) continue;
    out.matching += 1;
    const reasons = channels.map((ch) => leftOutOn(c, ch));
    if (reasons.some((r) => r === null)) out.included.push(c.id);
    else {
      const first = (['unsubscribed', 'noConsent', 'noAddress'] as const).find((r) =>
        reasons.includes(r),
      )!;
      out.leftOut[first] += 1;
    }
  }
  return out;
}

// ── When a message may go ───────────────────────────────────────────────────

/** No marketing SMS before 9:00 or after 20:00 where the client is. */
export const QUIET_HOURS = { from: '20:00', to: '09:00' } as const;

/**
 * The first moment at or after `at` outside quiet hours in a zone: a text due
 * at 21:30 waits until 9:00 the next morning (wall-clock 9:00, whatever the
 * clocks did overnight).
 */
export function outsideQuietHours(
  at: number,
  timeZone: string,
  quiet: { from: string; to: string } = QUIET_HOURS,
): number {
  const { date, time } = localParts(at, timeZone);
  if (time >= quiet.to && time < quiet.from) return at;
  const morning = time >= quiet.from ? addDays(date, 1) : date;
  return zonedInstant(morning, quiet.to, timeZone);
}

/** At most one marketing message a client in this many days (birthdays exempt). */
export const FREQUENCY_CAP_DAYS = 7;

/** Whether another marketing message may go to a client who last had one at `last`. */
export const capAllows = (last: number | null, now: number, exempt = false) =>
  exempt || last === null || now - last >= FREQUENCY_CAP_DAYS * DAY;

// ── SMS ─────────────────────────────────────────────────────────────────────

/** The GSM 03.38 basic set and its extension (each extension character takes two). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** The opt-out line every marketing text carries. */
export const SMS_OPT_OUT = 'Reply STOP to opt out.';

/**
 * How a text is sent: GSM-7 (160 characters, 153 a part when split) unless a
 * character needs UCS-2 (70, 67 a part; an emoji counts as two).
 */
export function smsSegments(text: string): {
  encoding: 'GSM-7' | 'UCS-2';
  units: number;
  segments: number;
} {
  let gsm = 0;
  let gsmOnly = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsm += 1;
    else if (GSM_EXTENDED.includes(ch)) gsm += 2;
    else {
      gsmOnly = false;
      break;
    }
  }
  if (gsmOnly)
    return { encoding: 'GSM-7', units: gsm, segments: gsm <= 160 ? 1 : Math.ceil(gsm / 153) };
  const units = text.length; // UTF-16 code units: an emoji is two
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

// ── Attribution ─────────────────────────────────────────────────────────────

/** A booking within this many days of a message is credited to it (a salon setting). */
export const DEFAULT_ATTRIBUTION_DAYS = 7;

export interface Touch {
  /** The campaign's or journey's id. */
  source: string;
  clientId: string;
  sentAt: number;
}

export interface Conversion {
  bookingId: string;
  clientId: string;
  bookedAt: number;
  revenue: number;
}

/**
 * Each booking credited to the last message its client was sent before it,
 * within the window; bookings with none are left out. Totals per source.
 */
export function attribute(
  touches: readonly Touch[],
  bookings: readonly Conversion[],
  windowDays = DEFAULT_ATTRIBUTION_DAYS,
): Map<string, { bookings: number; revenue: number; bookingIds: string[] }> {
  const byClient = new Map<string, Touch[]>();
  for (const t of touches) {
    const list = byClient.get(t.clientId) ?? [];
    list.push(t);
    byClient.set(t.clientId, list);
  }
  for (const list of byClient.values()) list.sort((a, b) => a.sentAt - b.sentAt);
  const out = new Map<string, { bookings: number; revenue: number; bookingIds: string[] }>();
  for (const b of bookings) {
    const last = (byClient.get(b.clientId) ?? [])
      .filter((t) => t.sentAt <= b.bookedAt && b.bookedAt - t.sentAt <= windowDays * DAY)
      .at(-1);
    if (!last) continue;
    const was = out.get(last.source) ?? { bookings: 0, revenue: 0, bookingIds: [] };
    out.set(last.source, {
      bookings: was.bookings + 1,
      revenue: was.revenue + b.revenue,
      bookingIds: [...was.bookingIds, b.bookingId],
    });
  }
  return out;
}
