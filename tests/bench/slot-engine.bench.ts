// The slot engine on its own (no Firebase), on the scenario the public
// schedulers are measured on: 20 stylists, 60 days from 2027-02-20 in
// America/New_York (the March change is inside), Mon-Sat 09:00-18:00 with a
// 12:30-13:00 break, one day off and one short day per stylist, 5,000
// bookings of 30-90 minutes on a 15-minute grid, a 45-minute service and a
// 15-minute step. Prints the whole window cold and warm, the clock-change
// days against an ordinary day, asking per stylist against "anyone", and the
// growth as bookings and days double. Run: `npm run bench:slots`.
import { performance } from 'node:perf_hooks';
import { WEEKDAYS, type BusinessHours } from '../../core/src/org';
import { availableSlots, type BusyBlock, type SlotQuery } from '../../core/src/slots';
import type { WeeklyHours } from '../../core/src/staff-profile';
import { addDays, localParts, zonedInstant } from '../../core/src/zoned-time';

const ZONE = 'America/New_York';
const FIRST = '2027-02-20';
const STAFF = 20;
const MIN = 60_000;
const staffIds = Array.from({ length: STAFF }, (_, i) => `stylist-${i + 1}`);
const hours = Object.fromEntries(
  WEEKDAYS.map((d) => [d, { open: d !== 'sun', start: '09:00', end: '18:00' }]),
) as unknown as BusinessHours;

/** Mon-Sat 09:00-18:00 with a break; one weekday off and one short day each. */
function weekOf(i: number): WeeklyHours {
  const off = WEEKDAYS[i % 6]!;
  const short = WEEKDAYS[(i + 3) % 6]!;
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      {
        open: d !== 'sun' && d !== off,
        start: '09:00',
        end: d === short ? '14:00' : '18:00',
        breaks: [{ start: '12:30', end: '13:00' }],
      },
    ]),
  ) as unknown as WeeklyHours;
}

/** Deterministic pseudo-random numbers, so every run measures the same salon. */
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function bookings(count: number, days: number): BusyBlock[] {
  const random = rng(count + days);
  return Array.from({ length: count }, () => {
    const date = addDays(FIRST, Math.floor(random() * days));
    const minute = 9 * 60 + Math.floor(random() * 32) * 15;
    const hh = String(Math.floor(minute / 60)).padStart(2, '0');
    const start = zonedInstant(date, `${hh}:${String(minute % 60).padStart(2, '0')}`, ZONE);
    return {
      staffId: staffIds[Math.floor(random() * STAFF)]!,
      start,
      end: start + (2 + Math.floor(random() * 5)) * 15 * MIN,
    };
  });
}

function query(
  busy: BusyBlock[],
  from: string,
  to: string,
  staffId: string | null = null,
): SlotQuery {
  return {
    timeZone: ZONE,
    businessHours: hours,
    staff: staffIds.map((id, i) => ({ id, weeklyHours: weekOf(i), exceptions: [], timeOff: [] })),
    services: [
      {
        id: 'colour',
        durationMinutes: 45,
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
    now: Date.parse('2027-02-19T12:00:00Z'),
    leadMinutes: 0,
    maxAdvanceDays: 365,
    intervalMinutes: 15,
    staffId,
  };
}

function median(fn: () => unknown, runs: number): number {
  // Unmeasured rounds first, so a case is not charged for the compiler
  // meeting its shapes (the order of the cases would otherwise matter).
  for (let i = 0; i < Math.min(runs, 50); i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;
const last = (days: number) => addDays(FIRST, days - 1);

const busy = bookings(5_000, 60);
console.log(
  `Slot engine: ${STAFF} stylists, 60 days from ${FIRST} (${ZONE}), 5,000 bookings, 45-minute service, 15-minute step`,
);

// Cold: the first call in this process (the zone's formatter and every day are new).
let t0 = performance.now();
const slots = availableSlots(query(busy, FIRST, last(60)));
const cold = performance.now() - t0;
const warm = median(() => availableSlots(query(busy, FIRST, last(60))), 40);
console.log(`Whole window: ${slots.length.toLocaleString('en-US')} slots`);
console.log(`  cold (first call in the process)  ${ms(cold)}`);
console.log(`  warm (median of 40)               ${ms(warm)}`);

// The clock-change days against ordinary ones, each asked on its own. The
// cases take turns over three rounds and the last round is printed, so no
// case is charged for the compiler still meeting the engine's shapes.
const oneDay =
  (date: string, q = query(busy, date, date)) =>
  () =>
    availableSlots({ ...q, from: date, to: date });
const sundays = { ...hours, sun: { open: true, start: '00:00', end: '23:59' } };
const sundayQuery = {
  ...query(busy, '2027-03-14', '2027-03-14'),
  businessHours: sundays,
  staff: staffIds.map((id) => ({ id, weeklyHours: null, exceptions: [], timeOff: [] })),
};
const autumnQuery = { ...sundayQuery, from: '2027-11-07', to: '2027-11-07' };
const days = [
  ['ordinary Wednesday 2027-03-10', oneDay('2027-03-10')],
  ['Saturday before the change 2027-03-13', oneDay('2027-03-13')],
  ['spring change, Sunday 2027-03-14 (closed)', oneDay('2027-03-14')],
  ['spring change 2027-03-14, open all day', oneDay('2027-03-14', sundayQuery)],
  ['ordinary Sunday 2027-03-21, open all day', oneDay('2027-03-21', sundayQuery)],
  ['autumn change 2027-11-07, open all day', oneDay('2027-11-07', autumnQuery)],
  ['ordinary Sunday 2027-11-14, open all day', oneDay('2027-11-14', autumnQuery)],
] as const;
let times: number[] = [];
for (let round = 0; round < 3; round++) times = days.map(([, fn]) => median(fn, 200));
const ordinary = times[0]!;
console.log('One day (median of 200, after two warm rounds):');
days.forEach(([label], i) =>
  console.log(
    `  ${label.padEnd(44)} ${ms(times[i]!).padStart(9)}  ×${(times[i]! / ordinary).toFixed(2)}`,
  ),
);
console.log(
  `  change day against an ordinary Sunday with the same hours: spring ×${(times[3]! / times[4]!).toFixed(2)} (same bookings around it), autumn ×${(times[5]! / times[6]!).toFixed(2)} (no bookings)`,
);
const autumn = availableSlots(autumnQuery).filter((s) => {
  const { time } = localParts(s.start, ZONE);
  return time >= '01:00' && time < '02:00';
});
console.log(
  `  autumn night: ${autumn.length} starts between 01:00 and 02:00 (both passes of the repeated hour)`,
);

// Per named stylist against one "anyone" call for the salon.
const anyone = median(() => availableSlots(query(busy, FIRST, last(60))), 20);
const each = median(() => {
  for (const id of staffIds) availableSlots(query(busy, FIRST, last(60), id));
}, 10);
console.log(
  `Anyone, whole window ${ms(anyone)}; each of the 20 stylists asked in turn ${ms(each)} (×${(each / anyone).toFixed(2)})`,
);

// Growth as bookings and days double together.
console.log('Growth (bookings and days doubling):');
let previous: number | null = null;
for (const [count, days] of [
  [5_000, 60],
  [10_000, 120],
  [20_000, 240],
] as const) {
  const b = bookings(count, days);
  availableSlots(query(b, FIRST, last(days)));
  t0 = performance.now();
  const time = median(() => availableSlots(query(b, FIRST, last(days))), 15);
  const growth = previous === null ? '' : `  ×${(time / previous).toFixed(2)}`;
  console.log(
    `  ${count.toLocaleString('en-US').padStart(6)} bookings, ${String(days).padStart(3)} days  ${ms(time)}${growth}`,
  );
  previous = time;
}
