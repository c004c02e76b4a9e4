// Automated journeys, pure: the five salons use most, each saying which of a
// salon's clients it is due for at time T (the due work calls these with its
// clock), the guard every journey message passes (the weekly cap, no client
// with an appointment coming, none unsubscribed, none not seen in a year),
// and the key that makes each client's message of an episode happen once.
import { z } from 'zod';
import { capAllows } from './marketing';
import { addDays, localParts } from './zoned-time';

export const JOURNEY_KINDS = [
  'fill_slow_days',
  'last_minute',
  'rebook_reminder',
  'win_back',
  'birthday',
] as const;
export type JourneyKind = (typeof JOURNEY_KINDS)[number];

export const JOURNEY_LABELS: Record<JourneyKind, { name: string; about: string }> = {
  fill_slow_days: {
    name: 'Fill slow days',
    about: 'A day in the next week more than half free: clients likely to book it hear about it.',
  },
  last_minute: {
    name: 'Last-minute openings',
    about: 'A cancellation inside 48 hours: the waitlist first, then regulars of that service.',
  },
  rebook_reminder: {
    name: 'Reminder to book',
    about: 'Some weeks after a visit with nothing booked next, a nudge to book the next one.',
  },
  win_back: {
    name: 'Win back lost clients',
    about: 'No visit in 100 days to 15 weeks: a message to bring them back, once.',
  },
  birthday: {
    name: 'Birthday',
    about: 'A greeting on their birthday (not counted toward the weekly limit).',
  },
};

export const ZJourneySettings = z.object({
  enabled: z.boolean().default(false),
  /** rebook_reminder: days after a visit (a service's own, else this). */
  afterDays: z.number().int().min(7, 'At least a week').max(365, 'At most a year').default(42),
  /** rebook_reminder: a service's own interval (days), where it differs (a colour, a cut). */
  serviceDays: z
    .record(z.string(), z.number().int().min(7, 'At least a week').max(365, 'At most a year'))
    .default({}),
  /** win_back: from this many days without a visit… */
  fromDays: z.number().int().min(30).max(730).default(100),
  /** …to this many (15 weeks by default). */
  toDays: z.number().int().min(31).max(1_095).default(105),
});
export type JourneySettings = z.output<typeof ZJourneySettings>;

const DAY = 86_400_000;
/** Journeys never write to a client not seen in over a year. */
export const DORMANT_DAYS = 365;

/** What a journey needs of a client (gathered by the functions). */
export interface JourneyClient {
  id: string;
  birthday: string;
  lastVisitAt: number | null;
  /** The service of the last visit, and its own rebooking interval (days), if set. */
  lastServiceId: string | null;
  rebookDays: number | null;
  /** Whether an appointment is booked from now on. */
  hasUpcoming: boolean;
  unsubscribed: boolean;
  lastMarketingAt: number | null;
}

export type Skip = 'capped' | 'booked' | 'unsubscribed' | 'dormant';

/** Why a journey message may not go to a client now, or null when it may. */
export function journeyGuard(c: JourneyClient, now: number, kind: JourneyKind): Skip | null {
  if (c.unsubscribed) return 'unsubscribed';
  if (c.hasUpcoming && kind !== 'birthday') return 'booked';
  if (c.lastVisitAt !== null && now - c.lastVisitAt > DORMANT_DAYS * DAY) return 'dormant';
  if (!capAllows(c.lastMarketingAt, now, kind === 'birthday')) return 'capped';
  return null;
}

/**
 * The episode a client is due for under a journey at `now`, or null: the
 * episode names what it is about (the visit it follows, the year of the
 * birthday), so a message for it is sent once however often the due work runs.
 */
export function dueEpisode(
  kind: Exclude<JourneyKind, 'fill_slow_days' | 'last_minute'>,
  c: JourneyClient,
  settings: JourneySettings,
  now: number,
  timeZone: string,
): string | null {
  if (kind === 'birthday') {
    const md = /(\d{2}-\d{2})$/.exec(c.birthday)?.[1];
    const today = localParts(now, timeZone).date;
    return md && today.slice(5) === md ? `birthday-${today.slice(0, 4)}` : null;
  }
  if (c.lastVisitAt === null) return null;
  const since = (now - c.lastVisitAt) / DAY;
  const visit = localParts(c.lastVisitAt, timeZone).date;
  if (kind === 'rebook_reminder') {
    const after = c.rebookDays ?? settings.afterDays;
    return since >= after && since < after + 7 ? `after-${visit}` : null;
  }
  return since >= settings.fromDays && since <= settings.toDays ? `lapsed-since-${visit}` : null;
}

/** The key of one client's message of a journey's episode: written once, it sends once. */
export const enrolmentKey = (journey: string, clientId: string, episode: string) =>
  `${journey}~${clientId}~${episode}`;

export interface DayRoom {
  date: string;
  freeMinutes: number;
  workingMinutes: number;
}

/** The days of the next week more than half free (fill_slow_days), soonest first. */
export function slowDays(days: readonly DayRoom[], today: string): string[] {
  const until = addDays(today, 7);
  return days
    .filter((d) => d.date > today && d.date <= until && d.workingMinutes > 0)
    .filter((d) => d.freeMinutes * 2 > d.workingMinutes)
    .map((d) => d.date)
    .sort();
}

/** Whether a cancellation opens a last-minute slot: it starts within 48 hours. */
export const isLastMinute = (start: number, cancelledAt: number) =>
  start > cancelledAt && start - cancelledAt <= 48 * 3_600_000;
