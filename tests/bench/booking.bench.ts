// The booking API through the emulators (Hosting rewrite → function →
// Firestore): the public slot call's latency for one day and its document
// reads, for a salon with few and with many past bookings (reads must not
// grow), and 50 simultaneous requests for one time (one success, 49 × 409).
// Run: `npm run bench:booking` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { isoDateIn } from '../../core/src/staff-profile';
import { addDays, zonedInstant } from '../../core/src/zoned-time';
import { admin, callApi, clearFirestore } from '../support/api';
import { nextTuesday } from '../support/booking-fixture';
import { API_URL } from '../support/emulators';
import { dayDocuments } from '../../functions/src/bookings/day-locks';
import { benchSalon, stats } from './bench-salon';

const TZ = 'America/New_York';
const STYLISTS = 20;
const RUNS = 40;
const staffIds = Array.from({ length: STYLISTS }, (_, i) => `stylist-${i + 1}`);

const salon = async (name: string) => (await benchSalon(name, staffIds)).orgId;

/** Past bookings: booking documents and their day documents, `perDay` a day going back. */
async function pastBookings(orgId: string, days: number, perDay: number) {
  const { db } = admin();
  const today = isoDateIn(new Date(), TZ);
  let written = 0;
  for (let d = 1; d <= days; d++) {
    const date = addDays(today, -d);
    const batch = db.batch();
    const blocks = [];
    for (let i = 0; i < perDay; i++) {
      const staffId = staffIds[i % STYLISTS]!;
      const minute = 9 * 60 + Math.floor(i / STYLISTS) * 30;
      const start = zonedInstant(
        date,
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        TZ,
      );
      const id = `past-${date}-${i}`;
      blocks.push({ bookingId: id, staffId, start, end: start + 30 * 60_000 });
      batch.set(db.doc(`orgs/${orgId}/bookings/${id}`), {
        localDate: date,
        startTime: new Date(start),
        endTime: new Date(start + 1_800_000),
        staffId,
        serviceIds: ['cut'],
        status: 'completed',
        price: 4500,
        currency: 'USD',
        clientName: 'Past client',
      });
    }
    for (const { path, data } of dayDocuments(orgId, date, blocks)) batch.set(db.doc(path), data);
    await batch.commit();
    written += perDay;
  }
  return written;
}

const target = nextTuesday(TZ);

await clearFirestore();
console.log(
  `Public slot call (GET /api/booking/available-slots, one day, ${STYLISTS} stylists), ${RUNS} calls each:`,
);
for (const [name, days, perDay] of [
  ['few', 5, 20],
  ['many', 100, 100],
] as const) {
  const orgId = await salon(`bench-${name}`);
  const past = await pastBookings(orgId, days, perDay);
  const times: number[] = [];
  const reads = new Set<string>();
  let slots = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await callApi(`/booking/available-slots/${orgId}?date=${target}&serviceIds=cut`);
    const ms = performance.now() - t0;
    if (res.status !== 200)
      throw new Error(`slot call failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (i >= 3) times.push(ms); // the first calls warm the function up
    reads.add(res.headers.get('x-firestore-reads') ?? '?');
    slots = res.body.slots.length;
  }
  const { median, p95 } = stats(times);
  console.log(
    `  ${past.toLocaleString('en-US').padStart(6)} past bookings: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${[...reads].join('/')} document reads per call, ${slots} slots`,
  );
}

const orgId = await salon('bench-rush');
// For scale: the same burst of read-only calls (the emulator's own overhead for 50 at once).
const r0 = performance.now();
const reads = await Promise.all(
  Array.from({ length: 50 }, () =>
    fetch(`${API_URL}/booking/available-slots/${orgId}?date=${target}&serviceIds=cut`).then(
      (r) => r.status,
      () => 0,
    ),
  ),
);
console.log(
  `50 simultaneous slot calls (read only, for scale): ${((performance.now() - r0) / 1000).toFixed(1)} s, ${reads.filter((st) => st !== 200).length} not answered 200 (the emulator starts a worker per request)`,
);
const start = new Date(zonedInstant(target, '15:00', TZ)).toISOString();
const t0 = performance.now();
const answers = await Promise.all(
  Array.from({ length: 50 }, (_, i) =>
    callApi('/booking/create', {
      body: {
        orgId,
        serviceIds: ['cut'],
        staffId: 'stylist-1',
        start,
        idempotencyKey: `bench-rush-${Date.now()}-${i}`,
        contact: {
          firstName: 'Rush',
          lastName: `Client ${i}`,
          email: `rush-${i}@example.test`,
          phone: '(718) 555-0100',
        },
      },
    }),
  ),
);
const total = performance.now() - t0;
const count = (status: number) => answers.filter((a) => a.status === status).length;
console.log(
  `50 simultaneous bookings of one time: ${count(201)} booked, ${count(409)} answered 409 (slot taken), ${50 - count(201) - count(409)} other, in ${(total / 1000).toFixed(1)} s`,
);

// The overlapping rush: 20 requests for one stylist at once, 30-minute cuts
// starting every 15 minutes, so each overlaps its neighbours. Every request
// must be answered well inside the deadline, the booked ones must not overlap
// and must be exactly those answered 201 (nothing commits after an error answer).
const rushDay = addDays(target, 1);
const overlapping = Array.from({ length: 20 }, (_, i) => {
  const minute = 10 * 60 + i * 15;
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return new Date(zonedInstant(rushDay, time, TZ)).toISOString();
});
const o0 = performance.now();
const timed = await Promise.all(
  overlapping.map(async (startAt, i) => {
    const t = performance.now();
    const res = await callApi('/booking/create', {
      body: {
        orgId,
        serviceIds: ['cut'],
        staffId: 'stylist-2',
        start: startAt,
        idempotencyKey: `bench-overlap-${Date.now()}-${i}`,
        contact: {
          firstName: 'Overlap',
          lastName: `Client ${i}`,
          email: `overlap-${i}@example.test`,
          phone: '(718) 555-0100',
        },
      },
    });
    return { startAt, status: res.status, ms: performance.now() - t };
  }),
);
const overlapTotal = performance.now() - o0;
await new Promise((r) => setTimeout(r, 3_000)); // anything committing late would show now
const stored = await admin()
  .db.collection(`orgs/${orgId}/bookings`)
  .where('staffId', '==', 'stylist-2')
  .where('localDate', '==', rushDay)
  .get();
const answered201 = timed
  .filter((a) => a.status === 201)
  .map((a) => Date.parse(a.startAt))
  .sort((a, b) => a - b);
const storedStarts = stored.docs.map((d) => d.get('startTime').toMillis()).sort((a, b) => a - b);
const overlaps = answered201.filter(
  (s, i) => i > 0 && s - answered201[i - 1]! < 30 * 60_000,
).length;
const by = (status: number) => timed.filter((a) => a.status === status).length;
const slowest = Math.max(...timed.map((a) => a.ms));
console.log(
  `20 simultaneous overlapping bookings for one stylist: ${by(201)} booked, ${by(409)} answered 409, ${by(503)} answered 503 (busy, nothing saved), ${20 - by(201) - by(409) - by(503)} other; slowest answer ${(slowest / 1000).toFixed(1)} s (all within 10 s: ${slowest < 10_000 ? 'yes' : 'NO'}), in ${(overlapTotal / 1000).toFixed(1)} s`,
);
console.log(
  `  stored: ${storedStarts.length} bookings, the same as answered 201: ${JSON.stringify(storedStarts) === JSON.stringify(answered201) ? 'yes' : 'NO'}; overlapping pairs among them: ${overlaps}`,
);
