// A salon's appointment history drawn from a known no-show process, for the
// demo salon and the tests: clients who come back every few weeks, book ahead
// or on the day, online or by phone, with or without a deposit; whether each
// appointment is missed is drawn from a probability this file states (the
// TRUE_WEIGHTS below, on the same facts the model sees, plus a little noise it
// cannot see). The AUC of those true probabilities is the best any model
// could reach: the oracle a trained model is held to.
import type { BookingSource, BookingStatus } from '../booking';
import { sigmoid } from './logistic';
import { historyAt, type VisitFact } from './no-show-features';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The true process: log-odds of a no-show. */
export const TRUE_WEIGHTS = {
  intercept: -4.1,
  perPriorNoShow: 0.8,
  recentNoShow: 0.7,
  perLateCancel: 0.45,
  newClient: 0.9,
  perLogLeadDay: 0.35,
  sameDay: -0.5,
  secured: -1.1,
  online: 0.45,
  evening: 0.3,
  perLogVisit: -0.3,
  /** The spread of what no record shows (a client's own reliability). */
  noise: 0.35,
} as const;

/**
 * The "please confirm" message two days before (or at once when booked
 * later): a client who is coming confirms with `kept`, one who will not with
 * `missed`. Drawn apart from the appointments, so the history is the same
 * with or without it; the true likelihood ratio is missed / kept.
 */
export const TRUE_CONFIRMATION = { kept: 0.65, missed: 0.12 } as const;

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedVisit extends VisitFact {
  /** The probability the process gave (a missed appointment's cause). */
  trueProbability: number;
}

const MENU = [
  { price: 4500, duration: 45 },
  { price: 6500, duration: 60 },
  { price: 9500, duration: 90 },
  { price: 14500, duration: 120 },
  { price: 18000, duration: 150 },
  { price: 3500, duration: 30 },
];

/**
 * `months` of appointments ending at `end` for `clients` clients (each coming
 * back every 3 to 10 weeks), in the order they start.
 */
export function generateHistory(options: {
  seed: number;
  clients: number;
  months: number;
  end: Date;
}): GeneratedVisit[] {
  const random = rng(options.seed);
  const start = options.end.getTime() - options.months * 30 * DAY;
  // Each client's first appointment and rhythm; their own reliability (unseen).
  const planned: {
    clientId: string;
    startTime: Date;
    createdAt: Date;
    source: BookingSource;
    secured: boolean;
    hidden: number;
    menu: (typeof MENU)[number];
    hour: number;
  }[] = [];
  for (let c = 0; c < options.clients; c++) {
    const clientId = `c${c}`;
    const every = (21 + random() * 49) * DAY;
    const hidden = (random() * 2 - 1) * TRUE_WEIGHTS.noise * 1.7;
    const online = random() < 0.5;
    const usual = MENU[Math.floor(random() * MENU.length)]!;
    for (let t = start + random() * every; t < options.end.getTime() + 30 * DAY; t += every) {
      const day = new Date(t);
      const weekday = day.getUTCDay();
      if (weekday === 0) continue;
      const hour = 9 + Math.floor(random() * 10);
      const startTime = new Date(
        Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour),
      );
      const sameDay = random() < 0.15;
      const lead = sameDay ? random() * 8 * HOUR : (1 + random() ** 2 * 59) * DAY;
      const bookedOnline = random() < (online ? 0.8 : 0.2);
      planned.push({
        clientId,
        startTime,
        createdAt: new Date(startTime.getTime() - lead),
        source: bookedOnline ? 'online' : 'staff',
        secured: random() < (bookedOnline ? 0.35 : 0.15),
        hidden,
        menu: random() < 0.75 ? usual : MENU[Math.floor(random() * MENU.length)]!,
        hour,
      });
    }
  }
  planned.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const asked = rng(options.seed ^ 0x5bd1e995);
  const byClient = new Map<string, GeneratedVisit[]>();
  const out: GeneratedVisit[] = [];
  const w = TRUE_WEIGHTS;
  for (const [i, p] of planned.entries()) {
    const history = historyAt(byClient.get(p.clientId) ?? [], p.createdAt);
    const leadMs = p.startTime.getTime() - p.createdAt.getTime();
    const z =
      w.intercept +
      w.perPriorNoShow * Math.min(history.noShows, 4) +
      (history.recent ? w.recentNoShow : 0) +
      w.perLateCancel * Math.min(history.lateCancels, 4) +
      (history.visits + history.noShows === 0 ? w.newClient : 0) +
      w.perLogLeadDay * Math.log1p(leadMs / DAY) +
      (leadMs < DAY ? w.sameDay : 0) +
      (p.secured ? w.secured : 0) +
      (p.source === 'online' ? w.online : 0) +
      (p.hour >= 17 ? w.evening : 0) +
      w.perLogVisit * Math.log1p(history.visits) +
      p.hidden;
    const trueProbability = sigmoid(z);
    const end = new Date(p.startTime.getTime() + p.menu.duration * 60_000);
    let status: BookingStatus;
    let statusChangedAt: Date;
    const upcoming = p.startTime >= options.end;
    if (upcoming) {
      status = 'booked';
      statusChangedAt = p.createdAt;
    } else if (random() < 0.07) {
      status = 'cancelled';
      const before = random() * 96 * HOUR;
      statusChangedAt = new Date(Math.max(p.createdAt.getTime(), p.startTime.getTime() - before));
    } else {
      status = random() < trueProbability ? 'no_show' : 'completed';
      statusChangedAt = end;
    }
    // Asked two days before, or at once when booked later; the answer comes some hours on.
    const askedAt = Math.max(p.createdAt.getTime(), p.startTime.getTime() - 48 * HOUR);
    const answeredAt = askedAt + asked() * Math.max(0, p.startTime.getTime() - askedAt) * 0.8;
    const missing = status === 'no_show' || (status === 'booked' && asked() < trueProbability);
    const confirms =
      status !== 'cancelled' &&
      asked() < (missing ? TRUE_CONFIRMATION.missed : TRUE_CONFIRMATION.kept);
    const confirmedAt =
      confirms && answeredAt < p.startTime.getTime() && answeredAt <= options.end.getTime()
        ? new Date(answeredAt)
        : null;
    const visit: GeneratedVisit = {
      id: `b${i}`,
      confirmedAt,
      clientId: p.clientId,
      createdAt: p.createdAt,
      startTime: p.startTime,
      status,
      statusChangedAt,
      price: p.menu.price,
      durationMinutes: p.menu.duration,
      secured: p.secured,
      source: p.source,
      localHour: p.hour,
      localWeekday: p.startTime.getUTCDay(),
      trueProbability,
    };
    out.push(visit);
    const list = byClient.get(p.clientId);
    if (list) list.push(visit);
    else byClient.set(p.clientId, [visit]);
  }
  return out;
}
