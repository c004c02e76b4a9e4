// Website analytics against the emulators:
//  - sustained beacons: 3,000 calls of POST /api/site-analytics/track through
//    the Hosting rewrite, eight at a time (300 visitors, ten pages and steps
//    each): calls a second, latency median and p95;
//  - writes per hit: 3,000 more hits counted in this process through the same
//    recordHit, every Firestore write counted where the SDK makes it;
//  - reads to render 90 days of /website-analytics: 88 finished days and today's
//    shards, the report's own count (the period before is read beside it).
// Run: `npm run bench:site-analytics` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { starterDraft } from '@chairside/core/site';
import { addDays, localParts } from '@chairside/core/zoned-time';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { API_URL, signUp } from '../support/emulators';
import { stats } from './bench-salon';

const run = Date.now();
const CALLS = 3_000;
const AT_ONCE = 8;
await clearFirestore();
const owner = await signUp(`bench-wa-${run}@chairside.test`, 'bench-password-1');
const slug = `bench-wa-${run}`;
const orgId = (
  await callApi('/orgs', { token: owner.idToken, body: salonInput('Bench Analytics', slug) })
).body.orgId as string;
const draft = starterDraft({ name: 'Bench Analytics', slug, description: 'A bench salon' });
await callApi(`/sites/${orgId}/draft`, { method: 'PUT', token: owner.idToken, body: { draft } });
await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: owner.idToken });

const AGENT = (i: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_${i % 7} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.${i % 5} Mobile/15E148 Safari/604.1 v${i}`;
const PATHS = ['/', '/', '/book', '/', '/book', '/', '/', '/book', '/', '/'];
const STEPS = [undefined, undefined, 'booking', undefined, 'service', undefined, undefined, 'time'];
const hitOf = (i: number) => {
  const step = STEPS[i % 10];
  return {
    orgId,
    kind: step && step !== 'booking' ? 'step' : 'view',
    ...(step ? { step } : {}),
    path: PATHS[i % 10]!,
    lang: 'en-US',
    ...(i % 10 === 0 ? { query: '?utm_source=instagram&utm_campaign=bench' } : {}),
  };
};

// 1. Sustained beacons over HTTP.
const latencies: number[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    while (next < CALLS) {
      const i = next++;
      const t = performance.now();
      const res = await fetch(`${API_URL}/site-analytics/track`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': AGENT(Math.floor(i / 10)) },
        body: JSON.stringify(hitOf(i)),
      });
      await res.arrayBuffer();
      if (res.status !== 204) throw new Error(`track answered ${res.status}`);
      latencies.push(performance.now() - t);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const s = stats(latencies);
console.log(
  `Beacons: ${CALLS} calls, ${AT_ONCE} at a time, in ${seconds.toFixed(1)} s: ${(CALLS / seconds).toFixed(0)} calls/s; latency median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (emulated Functions and Firestore on two cores).`,
);

// 2. Writes per hit, counted where the SDK makes them.
let writes = 0;
// Writes that succeed (a create refused because the document exists is not billed).
const protos = [DocumentReference.prototype, Transaction.prototype] as unknown as Record<
  string,
  unknown
>[];
for (const proto of protos) {
  for (const name of ['set', 'create', 'update', 'delete']) {
    const original = proto[name] as (...a: unknown[]) => unknown;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result instanceof Promise) return result.then((r) => (writes++, r));
      writes++;
      return result;
    };
  }
}
const { recordHit } = await import('../../functions/src/site-analytics/track.service');
const { ZTrackHit } = await import('@chairside/core/site-analytics');
const now = Date.now();
for (let i = 0; i < CALLS; i++) {
  await recordHit(
    ZTrackHit.parse(hitOf(i)),
    {
      address: `203.0.113.${Math.floor(i / 10) % 250}`,
      userAgent: AGENT(10_000 + Math.floor(i / 10)),
      private: false,
    },
    now + i * 50,
  );
}
console.log(
  `Writes: ${writes} for ${CALLS} hits from ${CALLS / 10} visitors = ${(writes / CALLS).toFixed(2)} a hit (one shard increment each, plus a visitor's first hit of the day and each step new to them).`,
);

// 3. Reads to render 90 days.
const { db } = admin();
const zone = 'America/New_York';
const today = localParts(Date.now(), zone).date;
for (let d = 1; d < 88; d++) {
  const date = addDays(today, -d);
  await db.doc(`orgs/${orgId}/siteAnalytics/${date}`).set({
    date,
    views: 200 + d,
    visitors: 60,
    pages: { '/': 150, '/book': 50 + d },
    funnel: { site: 60, booking: 20, service: 14, time: 9, booked: 5 },
    bookings: 5,
    revenue: 32_500,
  });
}
const { siteReport } = await import('../../functions/src/site-analytics/report.service');
const ownerCaller = callerFor(owner.uid);
const from = addDays(today, -89);
const t = performance.now();
const report = await siteReport(ownerCaller, { orgId, from, to: today });
console.log(
  `90 days of /website-analytics: ${report.reads} documents read (the 90 days and the 90 before: a document a finished day with visits, today's shards, the site's names) and one count query, in ${(performance.now() - t).toFixed(0)} ms; ${report.totals.views} views, ${report.totals.visitors} visitors.`,
);
process.exit(0);
