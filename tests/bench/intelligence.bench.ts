// The intelligence layer's costs, pure (no Firebase): training the no-show
// model on 100,000 past appointments (time and memory), scoring one
// appointment against its client's history, and what ranking starts adds
// to the slot engine's answer for the public slot call (one stylist and
// "anyone", a week at a time; the call's one extra read, the learned mix, is
// made alongside the day documents it already reads). Run:
// `npm run bench:intelligence`.
import { performance } from 'node:perf_hooks';
import { generateHistory } from '../../core/src/intelligence/no-show-generator';
import { scoreNoShow, trainNoShow } from '../../core/src/intelligence/no-show';
import { STARTING_PRIOR } from '../../core/src/intelligence/starting-prior';
import { gapTablesFor, recommendedStarts } from '../../core/src/intelligence/schedule';
import { DEFAULT_BUSINESS_HOURS } from '../../core/src/org';
import { availableSlots, type BusyBlock, type SlotQuery } from '../../core/src/slots';
import { addDays, localParts, zonedInstant } from '../../core/src/zoned-time';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// ---------------------------------------------------------------------------
// Training on 100,000 appointments

const END = new Date('2027-03-01T00:00:00Z');
const history = generateHistory({ seed: 17, clients: 9000, months: 18, end: END });
const past = history.filter((v) => v.startTime < END);
global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const t0 = performance.now();
const trained = trainNoShow(history, END)!;
const trainMs = performance.now() - t0;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const heapAfter = process.memoryUsage().heapUsed;
console.log(
  `Training: ${past.length.toLocaleString('en-US')} past appointments (${trained.model.n.toLocaleString('en-US')} finished rows) in ${(trainMs / 1000).toFixed(1)} s; heap +${mb(heapAfter - heapBefore)}, peak RSS ${mb(peakRss)}.`,
);
console.log(
  `  holdout: AUC ${trained.report?.auc?.toFixed(3)}, Brier ${trained.report?.brier.toFixed(4)} (base rate ${trained.report?.baseRate.toFixed(3)}).`,
);

// ---------------------------------------------------------------------------
// Scoring one appointment

const byClient = new Map<string, typeof history>();
for (const v of history) byClient.set(v.clientId!, [...(byClient.get(v.clientId!) ?? []), v]);
const upcoming = history.filter((v) => v.startTime >= END).slice(0, 5000);
const scoreTimes: number[] = [];
for (const v of upcoming) {
  const s = performance.now();
  scoreNoShow(trained.model, STARTING_PRIOR, v, byClient.get(v.clientId!) ?? [], END);
  scoreTimes.push(performance.now() - s);
}
console.log(
  `Scoring: ${upcoming.length} upcoming appointments, median ${(median(scoreTimes) * 1000).toFixed(0)} µs, p95 ${(([...scoreTimes].sort((a, b) => a - b)[Math.floor(scoreTimes.length * 0.95)] ?? 0) * 1000).toFixed(0)} µs each.`,
);

// ---------------------------------------------------------------------------
// Ranking on the public slot call

const ZONE = 'America/New_York';
const FIRST = '2027-03-08';
const STAFF = ['s1', 's2', 's3', 's4', 's5', 's6'];
function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}
const random = rng(7);
const busy: BusyBlock[] = [];
for (let d = 0; d < 14; d++)
  for (const staffId of STAFF)
    for (let k = 0; k < 5; k++) {
      const minute = 9 * 60 + Math.floor(random() * 32) * 15;
      const start = zonedInstant(
        addDays(FIRST, d),
        `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        ZONE,
      );
      busy.push({ staffId, start, end: start + (2 + Math.floor(random() * 4)) * 15 * 60_000 });
    }
const menu = [30, 45, 60, 90, 120].map((minutes, i) => ({
  minutes,
  value: [4500, 5500, 8500, 14000, 18000][i]!,
}));
const tables = gapTablesFor({ salon: menu, staff: {} }, STAFF);
const query = (staffId: string | null, ranked: boolean): SlotQuery => ({
  timeZone: ZONE,
  businessHours: DEFAULT_BUSINESS_HOURS,
  staff: STAFF.map((id) => ({ id, weeklyHours: null, exceptions: [], timeOff: [] })),
  services: [
    {
      id: 'cut',
      durationMinutes: 60,
      processingMinutes: 0,
      finishingMinutes: 0,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      staffIds: STAFF,
      staffOverrides: {},
    },
  ],
  busy,
  from: FIRST,
  to: addDays(FIRST, 6),
  now: 0,
  leadMinutes: 0,
  maxAdvanceDays: 100_000,
  intervalMinutes: 15,
  staffId,
  ...(ranked ? { gapTables: tables } : {}),
});
function answer(staffId: string | null, ranked: boolean) {
  const slots = availableSlots(query(staffId, ranked));
  const local = slots.map((s) => ({ ...s, ...localParts(s.start, ZONE) }));
  if (ranked) recommendedStarts(local);
  return local.length;
}
for (const staffId of ['s1', null]) {
  const plain: number[] = [];
  const ranked: number[] = [];
  for (let i = 0; i < 300; i++) {
    // Interleaved, so both see the same machine.
    let s = performance.now();
    answer(staffId, false);
    plain.push(performance.now() - s);
    s = performance.now();
    answer(staffId, true);
    ranked.push(performance.now() - s);
  }
  const a = median(plain.slice(50));
  const b = median(ranked.slice(50));
  console.log(
    `Slot answer for a week, ${staffId ? 'one stylist' : 'anyone of 6'}: median ${a.toFixed(2)} ms as today, ${b.toFixed(2)} ms ranked (${(((b - a) / a) * 100).toFixed(0)}% more; ${answer(staffId, true)} starts).`,
  );
}
