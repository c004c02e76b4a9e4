// Reviews against the emulators, at 10,000 reviews:
//  - stats/{orgId} (the figures a salon reads): latency and Firestore reads,
//    which stay at 13 documents (the rollup in all and a month's for 12
//    months) however many reviews there are: rollups, not scans;
//  - submitting a review through its link (the visit, the figures'
//    transaction): latency of 200 in a row against the emulator;
//  - the salon's site with the reviews block: still one document read.
// 9,800 reviews are written directly with their rollups made by the same
// applyReview the services use; the last 200 go through submitReview.
// Run: `npm run bench:reviews` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { ZBookingRecord } from '@chairside/core/records/booking';
import { applyReview, emptyFigures, type ReviewFigures } from '@chairside/core/reviews';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';
import { page } from '../support/page';
import { stats } from './bench-salon';

const DIRECT = 9_800;
const SUBMITTED = 200;
const DAY = 86_400_000;
const run = Date.now();
process.env['FUNCTIONS_EMULATOR'] = 'true'; // links signed with the local functions' key
delete process.env['BOOKING_LINK_SECRET'];

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-rev-${run}@chairside.test`, 'bench-password-1');
const slug = `bench-rev-${run}`;
const orgId = (
  await callApi('/orgs', { token: owner.idToken, body: salonInput('Bench Reviews', slug) })
).body.orgId as string;
const caller = callerFor(owner.uid);
const { countingReads } = await import('../../functions/src/http/read-count');
const { saveReviewSettings } = await import('../../functions/src/reviews/settings.service');
const { reviewStats } = await import('../../functions/src/reviews/inbox.service');
const { askAbout } = await import('../../functions/src/reviews/requests.service');
const { submitReview } = await import('../../functions/src/reviews/visit.service');
const { reviewToken } = await import('../../functions/src/reviews/links');
await saveReviewSettings(caller, orgId, {
  autoRequest: false,
  channel: 'email',
  delayHours: 2,
  showOnSite: true,
  googleReviewUrl: '',
});

// 9,800 reviews over the last year, with their rollups.
const figures = new Map<string, ReviewFigures>();
const now = Date.now();
let start = performance.now();
for (let first = 0; first < DIRECT; first += 400) {
  const batch = db.batch();
  for (let i = first; i < Math.min(DIRECT, first + 400); i++) {
    const createdAt = new Date(now - ((i * 37) % 360) * DAY - 3_600_000);
    const rating = [5, 5, 4, 5, 3, 5, 4, 2, 5, 1][i % 10]!;
    const r = {
      rating,
      staffRatings: { [`s-${i % 6}`]: rating },
      serviceRatings: {},
      createdAt: createdAt.getTime(),
      repliedAt: i % 3 ? createdAt.getTime() + 5 * 3_600_000 : null,
      removed: false,
    };
    for (const key of ['all', createdAt.toISOString().slice(0, 7)])
      figures.set(key, applyReview(figures.get(key) ?? emptyFigures(), null, r));
    batch.set(db.doc(`orgs/${orgId}/reviews/rev-d${i}`), {
      id: `rev-d${i}`,
      orgId,
      bookingId: `d${i}`,
      clientId: null,
      source: 'chairside',
      rating,
      text: i % 4 ? `Review ${i}: lovely visit.` : '',
      staffRatings: r.staffRatings,
      serviceRatings: {},
      staffIds: [`s-${i % 6}`],
      serviceIds: [],
      displayName: `Client ${i}`,
      photoUrl: '',
      reply: r.repliedAt ? { text: 'Thank you!', at: new Date(r.repliedAt), by: owner.uid } : null,
      flag: null,
      removed: false,
      googleName: '',
      createdAt,
      updatedAt: createdAt,
    });
  }
  await batch.commit();
}
for (const [id, f] of figures) await db.doc(`orgs/${orgId}/reviewStats/${id}`).set({ id, ...f });
console.log(
  `Wrote ${DIRECT.toLocaleString()} reviews and ${figures.size} rollups in ${((performance.now() - start) / 1000).toFixed(1)} s`,
);

// 200 through the link: a completed visit asked, then its review submitted.
const submits: number[] = [];
for (let i = 0; i < SUBMITTED; i++) {
  const end = new Date(now - DAY + i * 60_000);
  const booking = ZBookingRecord.parse({
    id: `b${i}`,
    localDate: end.toISOString().slice(0, 10),
    startTime: new Date(end.getTime() - 3_600_000),
    endTime: end,
    staffId: 's-1',
    staffName: 'Lee Park',
    serviceIds: ['svc-cut'],
    services: [{ id: 'svc-cut', name: 'Cut', durationMinutes: 60, price: 6_000 }],
    price: 6_000,
    clientId: `c${i}`,
    clientName: `Client ${i}`,
    clientEmail: `client${i}@bench.test`,
    status: 'completed',
    createdAt: end,
    updatedAt: end,
  });
  await db.doc(`orgs/${orgId}/bookings/b${i}`).set(booking);
  await askAbout(orgId, booking, { manual: true, now: end.getTime() });
  start = performance.now();
  await submitReview({
    token: reviewToken(orgId, `b${i}`, end.getTime() + 30 * DAY)!,
    rating: 1 + (i % 5),
    text: 'Through the link.',
    staffRatings: { 's-1': 1 + (i % 5) },
  });
  submits.push(performance.now() - start);
}
const s = stats(submits);
console.log(
  `Submit through the link (${SUBMITTED} in a row): median ${s.median.toFixed(0)} ms, p95 ${s.p95.toFixed(0)} ms`,
);

// The figures at 10,000 reviews.
const times: number[] = [];
let reads = 0;
let answer: Awaited<ReturnType<typeof reviewStats>> | null = null;
for (let i = 0; i < 20; i++) {
  start = performance.now();
  const counted = await countingReads(() => reviewStats(caller, orgId));
  times.push(performance.now() - start);
  reads = counted.reads;
  answer = counted.value;
}
const t = stats(times);
console.log(
  `stats/{orgId} at ${answer!.count.toLocaleString()} reviews (average ${answer!.average}, ${answer!.responseRate}% answered): median ${t.median.toFixed(0)} ms, p95 ${t.p95.toFixed(0)} ms, ${reads} document reads (the salon, the rollup in all and 12 months'; the membership check besides)`,
);

// The site with the reviews block: publish, then a visitor's page.
const draft = await callApi(`/sites/${orgId}/draft`, { token: owner.idToken });
await callApi(`/sites/${orgId}/draft`, {
  method: 'PUT',
  token: owner.idToken,
  body: { draft: draft.body.draft },
});
await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: owner.idToken });
const site = await page(`${slug}.localhost:5000`);
const shown = (site.html.match(/class="cs-review"/g) ?? []).length;
console.log(
  `The site with its reviews block: HTTP ${site.status}, ${site.reads} document read, ${shown} reviews quoted, ${(site.html.length / 1024).toFixed(0)} kB of HTML`,
);
process.exit(0);
