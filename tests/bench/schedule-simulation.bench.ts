// Does ranking starts fill the book? A week of booking requests drawn from a
// demand model (the demo menu's service mix, preferred days and times, each
// client with a window of times they would accept, some asking for a named
// stylist) is booked against the demo team's hours twice: once with the
// starts offered as today (each client takes the acceptable time nearest the
// one they wanted) and once with the recommended starts marked (a client
// whose window holds a recommended start takes it; "anyone" goes to the
// stylist whose day it suits best). Same requests, same order, same
// choices otherwise. Prints utilisation, gap minutes, revenue and the
// clients who found no time they would accept, for several seeds and demand
// levels, beside what hindsight reaches (every request known in advance, the
// least flexible placed first). Pure (no Firebase). Run: `npm run bench:schedule`.
import { performance } from 'node:perf_hooks';
import { DEFAULT_BUSINESS_HOURS } from '../../core/src/org';
import {
  availableSlots,
  staffDayOn,
  type BusyBlock,
  type SlotService,
  type SlotStaff,
} from '../../core/src/slots';
import {
  dayFigures,
  gapTablesFor,
  recommendedStarts,
  scheduleValuesFrom,
} from '../../core/src/intelligence/schedule';
import { addDays, localParts } from '../../core/src/zoned-time';
import { DEMO_MENU } from '../../scripts/demo/menu';
import { DEMO_STAFF_PROFILES } from '../../scripts/demo/staff';
import { xorshift32 as rng } from '../../core/src/seeded-random';

const ZONE = 'America/New_York';
const MONDAY = '2027-03-08';
const DATES = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));
const MIN = 60_000;
const PERFORMERS = ['owner', 'stylist', 'stylist2', 'renter'];
const PRICE = new Map(DEMO_MENU.map((s) => [s.id, s.price]));

const staff: SlotStaff[] = PERFORMERS.map((id) => ({
  id,
  weeklyHours: DEMO_STAFF_PROFILES[id]!.weeklyHours,
  exceptions: [],
  timeOff: [],
}));
const services: SlotService[] = DEMO_MENU.map((s) => ({
  id: s.id,
  durationMinutes: s.durationMinutes,
  processingMinutes: s.processingMinutes ?? 0,
  finishingMinutes: s.finishingMinutes ?? 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: s.bufferAfterMinutes ?? 0,
  staffIds: s.by.filter((p) => PERFORMERS.includes(p)),
  staffOverrides: {},
}));

/** How often each service is asked for: cuts and blow-dries most, big colour jobs least. */
const POPULARITY: Record<string, number> = Object.fromEntries(
  DEMO_MENU.map((s) => [
    s.id,
    s.durationMinutes <= 30 ? 5 : s.durationMinutes <= 60 ? 4 : s.durationMinutes <= 120 ? 2 : 1,
  ]),
);

interface Request {
  service: SlotService;
  date: string;
  /** Minutes after local midnight: the time wanted, and the window accepted around it. */
  wanted: number;
  earliest: number;
  latest: number;
  staffId: string | null;
  /** Other days they would take, in order, when theirs has no time they accept. */
  otherDates: string[];
}

function pick<T>(random: () => number, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((m, t) => m + weight(t), 0);
  let r = random() * total;
  for (const t of items) if ((r -= weight(t)) <= 0) return t;
  return items.at(-1)!;
}

/** A week's requests, in the order they arrive (lead times shuffle the days). */
function demand(seed: number, count: number): Request[] {
  const random = rng(seed);
  const bookable = services.filter((s) => s.staffIds.length > 0);
  const dayWeight = [0.8, 1, 1, 1.2, 1.4, 1.8, 0.8];
  return Array.from({ length: count }, () => {
    const service = pick(random, bookable, (s) => POPULARITY[s.id] ?? 1);
    const dayIndex = DATES.indexOf(pick(random, DATES, (d) => dayWeight[DATES.indexOf(d)]!));
    // Any time of the working day, more after work; a window of one to four hours around it.
    const wanted =
      pick(random, [570, 660, 750, 840, 930, 1020, 1110], (m) => (m >= 1020 ? 1.5 : 1)) +
      Math.floor(random() * 6) * 15;
    const width = 60 + Math.floor(random() * 4) * 60;
    const named = random() < 0.35;
    const others = DATES.filter((d) => d !== DATES[dayIndex]).sort(() => random() - 0.5);
    const flexible = Math.floor(random() * 3);
    return {
      otherDates: others.slice(0, flexible),
      service,
      date: DATES[dayIndex]!,
      wanted,
      earliest: wanted - width / 2,
      latest: wanted + width / 2,
      staffId: named ? service.staffIds[Math.floor(random() * service.staffIds.length)]! : null,
    };
  });
}

/** The learned mix: the demand's own (what a salon's last 90 days would show). */
function tables() {
  const history = demand(999, 2000).map((r) => ({
    staffId: r.staffId ?? r.service.staffIds[0]!,
    status: 'completed',
    services: [
      {
        id: r.service.id,
        durationMinutes: r.service.durationMinutes,
        price: PRICE.get(r.service.id)!,
      },
    ],
  }));
  const values = scheduleValuesFrom(history);
  // Each stylist is valued on the services they perform.
  for (const id of PERFORMERS) {
    const own = services
      .filter((s) => s.staffIds.includes(id))
      .map((s) => ({
        minutes: s.durationMinutes,
        price: PRICE.get(s.id)!,
        bookings: POPULARITY[s.id] ?? 1,
      }));
    const most = Math.max(...own.map((s) => s.bookings));
    values.staff[id] = own.map((s) => ({
      minutes: s.minutes,
      value: (s.price * s.bookings) / most,
    }));
  }
  return gapTablesFor(values, PERFORMERS);
}

const minutesOfDay = (t: number) => {
  const { time } = localParts(t, ZONE);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
};

type Mode = 'today' | 'marked' | 'best';

function simulate(requests: readonly Request[], mode: Mode, gapTables: Map<string, number[]>) {
  const ranked = mode !== 'today';
  const busy: BusyBlock[] = [];
  let revenue = 0;
  let turnedAway = 0;
  for (const request of requests) {
    let done = false;
    for (const date of [request.date, ...request.otherDates]) {
      const r = { ...request, date };
      const slots = availableSlots({
        timeZone: ZONE,
        businessHours: DEFAULT_BUSINESS_HOURS,
        staff,
        services: [r.service],
        busy,
        from: r.date,
        to: r.date,
        now: 0,
        leadMinutes: 0,
        maxAdvanceDays: 100_000,
        intervalMinutes: 15,
        staffId: r.staffId,
        ...(ranked ? { gapTables } : {}),
      }).map((s) => ({ ...s, date: r.date, minute: minutesOfDay(s.start) }));
      const acceptable = slots.filter((s) => s.minute >= r.earliest && s.minute <= r.latest);
      if (acceptable.length === 0) continue;
      done = true;
      const nearest = (list: typeof acceptable) =>
        [...list].sort((a, b) => Math.abs(a.minute - r.wanted) - Math.abs(b.minute - r.wanted))[0]!;
      const recommended = ranked ? recommendedStarts(slots) : new Set<number>();
      const marked = acceptable.filter((s) => recommended.has(s.start));
      let chosen = marked.length > 0 ? nearest(marked) : nearest(acceptable);
      if (mode === 'best') {
        // Shown the best first, they take the first one in their window.
        const cost = (s: (typeof acceptable)[number]) => Math.min(...(s.costs ?? [0]));
        chosen = [...acceptable].sort(
          (a, b) =>
            cost(a) - cost(b) || Math.abs(a.minute - r.wanted) - Math.abs(b.minute - r.wanted),
        )[0]!;
      }
      // "Anyone": today the first stylist free; ranked, the one whose day it suits best.
      let who = chosen.staffIds[0]!;
      if (ranked && chosen.costs) {
        const i = chosen.costs.indexOf(Math.min(...chosen.costs));
        who = chosen.staffIds[i]!;
      }
      const end =
        chosen.start + r.service.durationMinutes * MIN + r.service.bufferAfterMinutes * MIN;
      busy.push({ staffId: who, start: chosen.start, end });
      revenue += PRICE.get(r.service.id)!;
      break;
    }
    if (!done) turnedAway++;
  }
  let working = 0;
  let booked = 0;
  let gaps = 0;
  for (const member of staff)
    for (const date of DATES) {
      const base = staffDayOn(member, DEFAULT_BUSINESS_HOURS, ZONE, date, []);
      if (!base) continue;
      const mine = busy.filter(
        (b) => b.staffId === member.id && localParts(b.start, ZONE).date === date,
      );
      const figures = dayFigures({
        staffId: member.id,
        date,
        base,
        appointments: mine.map((b, i) => ({
          id: String(i),
          start: b.start,
          end: b.end,
          segments: [{ start: b.start, end: b.end }],
          movable: false,
        })),
        table: gapTables.get(member.id)!,
      });
      working += figures.workingMinutes;
      booked += figures.bookedMinutes;
      gaps += figures.gapMinutes;
    }
  return { utilisation: booked / working, gaps, revenue, turnedAway, booked: busy.length };
}

const gapTables = tables();
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(
  `A week of requests against the demo team (${PERFORMERS.length} stylists, ${DEMO_MENU.length} services): offered as today (each client takes the time nearest the one they wanted), with recommended times marked (a client takes a marked time in their window), and shown best first (a client takes the best time in their window).\n`,
);
console.log(
  'seed requests | utilisation today / marked / best first | gap minutes | revenue | turned away',
);
const gains: Record<Exclude<Mode, 'today'> | 'hindsight', number[]> = {
  marked: [],
  best: [],
  hindsight: [],
};
const started = performance.now();
for (const count of [260, 320, 380]) {
  for (const seed of [1, 2, 3]) {
    const requests = demand(seed * 7919 + count, count);
    const [a, b, c] = (['today', 'marked', 'best'] as const).map((m) =>
      simulate(requests, m, gapTables),
    );
    // A reference no booking page can reach: every request known in advance, the least
    // flexible booked first, each taking the best time in its window.
    const flexibility = (r: Request) =>
      (r.latest - r.earliest) * (1 + r.otherDates.length) * (r.staffId ? 1 : 3);
    const ordered = [...requests].sort((x, y) => flexibility(x) - flexibility(y));
    const hindsight = simulate(ordered, 'best', gapTables);
    gains.marked.push(b!.utilisation - a!.utilisation);
    gains.best.push(c!.utilisation - a!.utilisation);
    gains.hindsight.push(hindsight.utilisation - a!.utilisation);
    const money = (x: number) => `$${(x / 100).toFixed(0)}`;
    console.log(
      `${String(seed).padStart(4)} ${String(count).padStart(8)} | ${pct(a!.utilisation)} / ${pct(b!.utilisation)} / ${pct(c!.utilisation)} | ${a!.gaps} / ${b!.gaps} / ${c!.gaps} | ${money(a!.revenue)} / ${money(b!.revenue)} / ${money(c!.revenue)} | ${a!.turnedAway} / ${b!.turnedAway} / ${c!.turnedAway}`,
    );
  }
}
const summary = (xs: number[]) =>
  `mean ${((xs.reduce((x, y) => x + y, 0) / xs.length) * 100).toFixed(1)} pp (best ${(Math.max(...xs) * 100).toFixed(1)}, worst ${(Math.min(...xs) * 100).toFixed(1)})`;
console.log(
  `\nUtilisation gained: marked ${summary(gains.marked)}; best first ${summary(gains.best)}; in hindsight (every request known, least flexible first: no booking page can do this) ${summary(gains.hindsight)}. ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
