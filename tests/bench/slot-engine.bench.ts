// The slot engine on its own (no Firebase): a 20-stylist salon, 60 days of
// bookings, 30-minute services. Prints the time to compute one day and the
// whole 60 days, and how that time grows as the bookings double (it should
// grow about linearly). Run: `npm run bench:slots`.
import { performance } from 'node:perf_hooks';
import { WEEKDAYS, type BusinessHours } from '../../core/src/org';
import { availableSlots, type BusyBlock, type SlotQuery } from '../../core/src/slots';
import { addDays, zonedInstant } from '../../core/src/zoned-time';

const ZONE = 'America/New_York';
const FIRST = '2027-03-01'; // the 60 days cross the March change to daylight saving
const DAYS = 60;
const STAFF = 20;
const hours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { open: d !== 'sun', start: '09:00', end: '19:00' }]),
) as unknown as BusinessHours;
const staffIds = Array.from({ length: STAFF }, (_, i) => `stylist-${i + 1}`);

/** Deterministic pseudo-random numbers, so every run measures the same salon. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function bookings(count: number): BusyBlock[] {
  const random = rng(count);
  return Array.from({ length: count }, () => {
    const date = addDays(FIRST, Math.floor(random() * DAYS));
    const minute = 9 * 60 + Math.floor(random() * 19) * 30;
    const start = zonedInstant(
      date,
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
      ZONE,
    );
    return {
      staffId: staffIds[Math.floor(random() * STAFF)]!,
      start,
      end: start + (1 + Math.floor(random() * 3)) * 30 * 60_000,
    };
  });
}

function query(busy: BusyBlock[], from: string, to: string): SlotQuery {
  return {
    timeZone: ZONE,
    businessHours: hours,
    staff: staffIds.map((id, i) => ({
      id,
      weeklyHours: null,
      exceptions: [],
      timeOff:
        i % 5 === 0
          ? [
              {
                id: 'v',
                from: addDays(FIRST, 10),
                to: addDays(FIRST, 14),
                allDay: true,
                startTime: '09:00',
                endTime: '17:00',
                reason: '',
              },
            ]
          : [],
    })),
    services: [
      {
        id: 'cut',
        durationMinutes: 30,
        processingMinutes: 0,
        finishingMinutes: 0,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 0,
        staffIds,
        staffOverrides: {},
      },
    ],
    busy,
    from,
    to,
    now: Date.parse('2027-02-28T00:00:00Z'),
    leadMinutes: 0,
    maxAdvanceDays: 365,
    intervalMinutes: 30,
    staffId: null,
  };
}

function time(fn: () => unknown, runs: number): { median: number; p95: number; result: unknown } {
  const times: number[] = [];
  let result: unknown;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    median: times[Math.floor(runs / 2)]!,
    p95: times[Math.min(runs - 1, Math.floor(runs * 0.95))]!,
    result,
  };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;
console.log(
  `Slot engine: ${STAFF} stylists, ${DAYS} days from ${FIRST} (${ZONE}), 30-minute services`,
);
// Warm up the JIT and the time-zone formatter.
availableSlots(query(bookings(1000), FIRST, addDays(FIRST, DAYS - 1)));

const rows: string[][] = [];
let previous: number | null = null;
for (const count of [5_000, 10_000, 20_000, 40_000]) {
  const busy = bookings(count);
  const day = time(() => availableSlots(query(busy, addDays(FIRST, 20), addDays(FIRST, 20))), 50);
  const all = time(() => availableSlots(query(busy, FIRST, addDays(FIRST, DAYS - 1))), 15);
  const slots = (all.result as unknown[]).length;
  rows.push([
    count.toLocaleString('en-US'),
    ms(day.median),
    ms(day.p95),
    ms(all.median),
    ms(all.p95),
    slots.toLocaleString('en-US'),
    previous === null ? '–' : `×${(all.median / previous).toFixed(2)}`,
  ]);
  previous = all.median;
}
const header = [
  'bookings',
  'one day (median)',
  'one day (p95)',
  '60 days (median)',
  '60 days (p95)',
  'slots in 60 days',
  'growth vs half',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padStart(widths[i]!)).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));
console.log(
  'Growth vs half: time for 60 days relative to the row above (doubling bookings; about ×2 or less is linear).',
);
