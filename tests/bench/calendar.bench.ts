// Calendar sync's cost where it matters. (1) The public slot call for a salon
// of 20 stylists, without imported calendars and with three per stylist
// (60 calendars, busy time every day): document reads and latency must not
// change, because busy time lives in the day documents the call reads
// anyway. (2) An imported feed of 10,000 events (singles over two years and
// weekly series with exceptions): parse time, the whole import into the
// emulator (busy time written into the day documents), and peak memory.
// Run: `npm run bench:calendar` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { isoDateIn } from '../../core/src/staff-profile';
import { addDays, zonedInstant } from '../../core/src/zoned-time';
import { callApi, clearFirestore } from '../support/api';
import { nextTuesday } from '../support/booking-fixture';
import type { callerFor } from '../support/callers';
import { importUpload } from '../../functions/src/calendar/ical.service';
import { readIcs } from '../../functions/src/calendar/ics-import';
import { benchSalon, stats } from './bench-salon';

const TZ = 'America/New_York';
const STYLISTS = 20;
const RUNS = 40;
const staffIds = Array.from({ length: STYLISTS }, (_, i) => `stylist-${i + 1}`);
const target = nextTuesday(TZ);
const today = isoDateIn(new Date(), TZ);

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
function ics(events: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bench//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
const event = (uid: string, start: number, minutes: number, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20261101T000000Z',
  `DTSTART:${utcStamp(start)}`,
  `DTEND:${utcStamp(start + minutes * 60_000)}`,
  'SUMMARY:Busy',
  ...extra,
  'END:VEVENT',
];

const salon = (name: string) => benchSalon(name, staffIds);

/** Three calendars per stylist, each with an hour busy every day for the next 60 days. */
async function threeCalendarsEach(orgId: string, owner: ReturnType<typeof callerFor>) {
  let events = 0;
  for (const [si, staffId] of staffIds.entries()) {
    for (const [ci, name] of ['Personal', 'Family', 'Gym'].entries()) {
      const list: string[] = [];
      for (let d = 0; d < 60; d++) {
        const hour = 9 + ((si + ci * 3 + d) % 8);
        const start = zonedInstant(addDays(today, d), `${pad(hour)}:00`, TZ);
        list.push(...event(`${staffId}-${name}-${d}@bench`, start, 60));
        events++;
      }
      await importUpload(owner, { orgId, staffId, name }, `${name}.ics`, ics(list));
    }
  }
  return events;
}

async function slotCalls(orgId: string) {
  const times: number[] = [];
  const reads = new Set<string>();
  let slots = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    const t0 = performance.now();
    const res = await callApi(`/booking/available-slots/${orgId}?date=${target}&serviceIds=cut`);
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`slot call failed: ${res.status}`);
    if (i >= 3) times.push(ms);
    reads.add(res.headers.get('x-firestore-reads') ?? '?');
    slots = res.body.slots.length;
  }
  return { ...stats(times), reads: [...reads].join('/'), slots };
}

await clearFirestore();
console.log(
  `Public slot call (one day, ${STYLISTS} stylists), ${RUNS} calls each, without and with imported calendars:`,
);
const plain = await salon('cal-plain');
const synced = await salon('cal-synced');
const t0 = performance.now();
const imported = await threeCalendarsEach(synced.orgId, synced.owner);
console.log(
  `  (set-up: ${STYLISTS * 3} calendars, ${imported.toLocaleString('en-US')} events imported in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);
for (const [label, s] of [
  ['no calendars           ', plain],
  ['3 calendars per stylist', synced],
] as const) {
  const r = await slotCalls(s.orgId);
  console.log(
    `  ${label}: median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${r.reads} document reads per call, ${r.slots} slots`,
  );
}

// ---- 10,000 events -----------------------------------------------------------
const big: string[] = [];
const first = zonedInstant(addDays(today, -365), '08:00', TZ);
for (let i = 0; i < 9_800; i++) {
  // Singles every ~2 hours over two years (a busy shared calendar), 30-90 minutes.
  big.push(
    ...event(`single-${i}@bench`, first + i * 2 * 3_600_000 + (i % 7) * 900_000, 30 + (i % 3) * 30),
  );
}
for (let i = 0; i < 200; i++) {
  // Weekly series with an exception each: expanded by ical.js.
  const start = zonedInstant(addDays(today, -(i % 50)), `${pad(7 + (i % 12))}:30`, TZ);
  big.push(
    ...event(`series-${i}@bench`, start, 45, [
      'RRULE:FREQ=WEEKLY;COUNT=52',
      `EXDATE:${utcStamp(start + 7 * 86_400_000)}`,
    ]),
  );
}
const text = ics(big);
const window = {
  fromDate: addDays(today, -1),
  toDate: addDays(today, 730),
  from: zonedInstant(addDays(today, -1), '00:00', TZ),
  to: zonedInstant(addDays(today, 731), '00:00', TZ),
};
const rss0 = process.memoryUsage().rss;
let peak = rss0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const p0 = performance.now();
const reading = readIcs(text, window, TZ, '@chairside.test');
const parseMs = performance.now() - p0;
const i0 = performance.now();
const view = await importUpload(
  synced.owner,
  { orgId: synced.orgId, staffId: 'stylist-1', name: 'Shared' },
  'shared.ics',
  text,
);
const importMs = performance.now() - i0;
const days = new Set(reading.stretches.map((x) => new Date(x.start).toISOString().slice(0, 10)))
  .size;
clearInterval(sampler);
console.log(
  `10,000-event feed (${(text.length / 1024 / 1024).toFixed(1)} MB, 9,800 singles + 200 weekly series): parse ${parseMs.toFixed(0)} ms (${reading.events.toLocaleString('en-US')} events, ${reading.busy.toLocaleString('en-US')} busy occurrences in the two-year window, merged into ${reading.stretches.length.toLocaleString('en-US')} stretches); whole import ${(importMs / 1000).toFixed(1)} s, status ${view.status}, written into ${days} day documents; peak memory +${((peak - rss0) / 1024 / 1024).toFixed(0)} MB`,
);
process.exit(0);
