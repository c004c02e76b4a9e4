// The features of a no-show model: for one appointment, what was known at a
// moment (`at`): when it was booked (training) or when it is scored. An
// earlier appointment counts only once its outcome was known by then (its
// start has passed and its status was settled by `at`), and nothing dated
// after `at` is ever read: a test feeds appointments from the future and
// checks the features do not move.
import type { BookingSource, BookingStatus } from '../booking';

/** An appointment as the model sees it (from the booking record, nothing personal). */
export interface VisitFact {
  id: string;
  clientId: string | null;
  /** When it was booked. */
  createdAt: Date;
  startTime: Date;
  status: BookingStatus;
  /** When its status last changed (a cancellation's moment); the start when unknown. */
  statusChangedAt: Date | null;
  /** Minor units. */
  price: number;
  durationMinutes: number;
  /** A deposit was asked for, or a card was saved, when it was booked. */
  secured: boolean;
  source: BookingSource;
  /**
   * When the client confirmed they are coming (answering "please confirm", or
   * the desk for them); null or absent when they did not. Known only at
   * scoring time, so it is not a training feature: it updates the score
   * (confirmationFactor in no-show.ts).
   */
  confirmedAt?: Date | null;
  /** The salon's local hour and weekday (0 Sunday) of the start. */
  localHour: number;
  localWeekday: number;
}

export const NO_SHOW_FEATURES = [
  'priorNoShows',
  'recentNoShow',
  'priorLateCancels',
  'priorVisits',
  'newClient',
  'leadDays',
  'sameDay',
  'weekend',
  'evening',
  'morning',
  'price',
  'duration',
  'secured',
  'online',
] as const;
export type NoShowFeature = (typeof NO_SHOW_FEATURES)[number];

const DAY = 86_400_000;
/** A cancellation this close to the start is a late one. */
export const LATE_CANCEL_MS = DAY;
/** "Recent" no-shows: the last six months. */
export const RECENT_MS = 182 * DAY;

/** The outcome of an earlier appointment, when it was known by `at`; else null. */
function outcomeBy(visit: VisitFact, at: Date): 'no_show' | 'late_cancel' | 'visit' | null {
  const settled = visit.statusChangedAt ?? visit.startTime;
  if (visit.status === 'cancelled') {
    if (settled > at) return null;
    return visit.startTime.getTime() - settled.getTime() < LATE_CANCEL_MS ? 'late_cancel' : null;
  }
  if (visit.startTime >= at || settled > at) return null;
  if (visit.status === 'no_show') return 'no_show';
  if (visit.status === 'completed' || visit.status === 'checked_in') return 'visit';
  return null;
}

/**
 * The client's history as of `at`, counted once: prior no-shows (and whether
 * one was recent), late cancellations and visits.
 */
export function historyAt(clientVisits: readonly VisitFact[], at: Date, exceptId?: string) {
  let noShows = 0;
  let recent = false;
  let recentNoShows = 0;
  let lateCancels = 0;
  let visits = 0;
  for (const v of clientVisits) {
    if (v.id === exceptId || v.createdAt > at) continue;
    const outcome = outcomeBy(v, at);
    if (outcome === 'no_show') {
      noShows++;
      if (at.getTime() - v.startTime.getTime() <= RECENT_MS) {
        recent = true;
        recentNoShows++;
      }
    } else if (outcome === 'late_cancel') lateCancels++;
    else if (outcome === 'visit') visits++;
  }
  return { noShows, recent, recentNoShows, lateCancels, visits };
}

export type FeatureVector = Record<NoShowFeature, number>;

/** The features of `visit` as known at `at` (its booking time when training). */
export function noShowFeatures(
  visit: VisitFact,
  clientVisits: readonly VisitFact[],
  at: Date = visit.createdAt,
): FeatureVector {
  const h = visit.clientId ? historyAt(clientVisits, at, visit.id) : null;
  const leadMs = Math.max(0, visit.startTime.getTime() - visit.createdAt.getTime());
  return {
    priorNoShows: Math.min(h?.noShows ?? 0, 4),
    recentNoShow: h?.recent ? 1 : 0,
    priorLateCancels: Math.min(h?.lateCancels ?? 0, 4),
    priorVisits: Math.log1p(h?.visits ?? 0),
    newClient: !h || h.visits + h.noShows === 0 ? 1 : 0,
    leadDays: Math.log1p(leadMs / DAY),
    sameDay: leadMs < DAY ? 1 : 0,
    weekend: visit.localWeekday === 0 || visit.localWeekday === 6 ? 1 : 0,
    evening: visit.localHour >= 17 ? 1 : 0,
    morning: visit.localHour < 11 ? 1 : 0,
    price: Math.log1p(Math.max(0, visit.price) / 100),
    duration: Math.log1p(Math.max(0, visit.durationMinutes)),
    secured: visit.secured ? 1 : 0,
    online: visit.source === 'online' ? 1 : 0,
  };
}

/** The features as the model's row, in NO_SHOW_FEATURES order. */
export const rowOf = (f: FeatureVector): number[] => NO_SHOW_FEATURES.map((k) => f[k]);

/** Appointments whose outcome is a label: a visit (0) or a no-show (1). */
export const labelOf = (v: Pick<VisitFact, 'status'>): 0 | 1 | null =>
  v.status === 'no_show' ? 1 : v.status === 'completed' || v.status === 'checked_in' ? 0 : null;

/** Each client's appointments, for looking up history. */
export function byClient(visits: readonly VisitFact[]): Map<string, VisitFact[]> {
  const map = new Map<string, VisitFact[]>();
  for (const v of visits) {
    if (!v.clientId) continue;
    const list = map.get(v.clientId);
    if (list) list.push(v);
    else map.set(v.clientId, [v]);
  }
  return map;
}
