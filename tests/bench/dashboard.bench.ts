// dashboard-summary's cost as a salon's history grows: the documents it
// reads (X-Firestore-Reads, counted where the code reads them: an
// aggregation bills a read per thousand entries it counts) and its latency,
// for a salon with 1,000 past appointments and payments and again with many
// more. Its figures come from aggregations over the period asked for, the
// day read model and rollups, so the reads follow the period, not the years
// behind it. Run: `npm run bench:dashboard` (builds, starts fresh emulators).
// Prints; fails nothing. DASHBOARD_HISTORY sets the larger history (default
// 20,000; 100,000 takes a few minutes to write on the emulator).
//
// The emulator answers an aggregation by scanning the whole collection
// (Firestore answers it from an index), so its latency grows with history
// where production's does not: past about 50,000 documents the emulated API
// function times out (120 s). The bench then calls the same service in this
// process, with the same read counter, once: the reads are the figure that
// matters, the emulator's latency is an upper bound.
import { addDays } from '@chairside/core/zoned-time';
import { isoDateIn } from '@chairside/core/staff-profile';
import { admin, clearFirestore, ownedSalon, signIn } from '../support/api';
import { API_URL, signUp } from '../support/emulators';
import { createRequire } from 'node:module';
import type { Caller } from '../../functions/src/http/auth';
import type * as ReadCount from '../../functions/src/http/read-count';
import type * as Summary from '../../functions/src/dashboard/summary.service';

// Required, not imported: the service requires its read counter, and an ESM
// import of the same file would be a second copy whose counter sees nothing.
const require = createRequire(import.meta.url);
const { countingReads } = require('../../functions/src/http/read-count') as typeof ReadCount;
const { dashboardSummary } =
  require('../../functions/src/dashboard/summary.service') as typeof Summary;

const TZ = 'America/New_York';
const run = Date.now();
const LARGE = Number(process.env['DASHBOARD_HISTORY'] ?? 20_000);
const { db } = admin();

await clearFirestore();
await signUp(`bench-owner-${run}@example.test`);
const token = await signIn(`bench-owner-${run}@example.test`);
const { uid } = await admin().auth.getUserByEmail(`bench-owner-${run}@example.test`);

/** Writes `count` past appointments and their cash payments, spread over the last years. */
async function history(orgId: string, count: number) {
  const today = isoDateIn(new Date(), TZ);
  for (let start = 0; start < count; start += 400) {
    const batch = db.batch();
    for (let i = start; i < Math.min(count, start + 400); i++) {
      // From a week ago back, a few a day: none falls in the period the dashboard shows.
      const date = addDays(today, -8 - Math.floor(i / 12));
      const at = new Date(`${date}T15:00:00Z`);
      batch.set(db.doc(`orgs/${orgId}/bookings/h-${i}`), {
        localDate: date,
        startTime: at,
        endTime: new Date(at.getTime() + 3_600_000),
        staffId: 's-1',
        staffName: 'Leo',
        services: [{ id: 'cut', name: 'Cut', durationMinutes: 60, price: 6500 }],
        price: 6500,
        status: i % 10 === 0 ? 'no_show' : 'completed',
        clientName: 'Client',
        createdAt: at,
        updatedAt: at,
      });
      batch.set(db.doc(`orgs/${orgId}/payments/p-${i}`), {
        method: 'cash',
        purpose: 'balance',
        status: 'succeeded',
        amount: 6500,
        tip: 500,
        refunded: 0,
        currency: 'USD',
        localDate: date,
        staffId: 's-1',
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  }
}

async function measure(orgId: string) {
  const times: number[] = [];
  let reads = '';
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const res = await fetch(`${API_URL}/dashboard-summary?orgId=${orgId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    times.push(performance.now() - t0);
    if (res.status !== 200) return inProcess(orgId, `the API answered ${res.status}`);
    reads = res.headers.get('x-firestore-reads') ?? '?';
  }
  times.sort((a, b) => a - b);
  return { reads, median: `${times[2]!.toFixed(0)} ms`, how: 'the API, median of 5' };
}

/** The same service, called in this process with the same read counter (no function timeout). */
async function inProcess(orgId: string, why: string) {
  const caller = { uid, email: null, emailVerified: true, superAdmin: false, impersonation: null };
  const t0 = performance.now();
  const { reads } = await countingReads(() =>
    dashboardSummary(caller as unknown as Caller, { orgId }),
  );
  const took = ((performance.now() - t0) / 1000).toFixed(1);
  return {
    reads: String(reads),
    median: `${took} s`,
    how: `in process, once (${why.slice(0, 60)})`,
  };
}

const rows: string[] = [];
for (const size of [1_000, LARGE]) {
  const orgId = `dash-bench-${size}-${run}`;
  await ownedSalon(orgId, `Bench ${size}`, uid);
  await db
    .doc(`orgs/${orgId}/staff/s-1`)
    .set({ displayName: 'Leo', role: 'staff', status: 'active' });
  const t0 = performance.now();
  await history(orgId, size);
  const wrote = ((performance.now() - t0) / 1000).toFixed(1);
  const m = await measure(orgId);
  rows.push(
    `| ${size.toLocaleString('en-US')} past appointments and payments | ${m.reads} | ${m.median} | ${m.how}; history written in ${wrote} s |`,
  );
}
console.log('\ndashboard-summary (the last 7 days, an owner), as history grows\n');
console.log('| Salon | Document reads | Latency (emulator) | How |');
console.log('|---|---:|---:|---|');
for (const r of rows) console.log(r);
process.exit(0);
