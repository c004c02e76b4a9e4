// The AI layer against the emulators, for a salon of 40 services, 8 team
// members and 200 reviews:
//  - each built-in content flow: latency (median, p95 of 30) and the
//    Firestore documents it reads (a service description reads the salon,
//    the service and its team, not the menu);
//  - the site generator and a spotlight page of a team member and of a
//    service: latency and reads;
//  - the review summarizer over 200 reviews;
//  - a model's repeated requests: the day's cache answers them (the model's
//    HTTP API served by a local stub in the documented chat.completion shape),
//    with the hit rate over 60 requests of which 20 are distinct.
// Run: `npm run bench:ai` (builds, starts fresh emulators).
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { CONTENT_KINDS, type ContentKind } from '@chairside/core/ai/content';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';
import { stats } from './bench-salon';

const SERVICES = 40;
const TEAM = 8;
const REVIEWS = 200;
const RUNS = 30;

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-ai-${Date.now()}@chairside.test`, 'bench-password-1');
const orgId = (
  await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Bench Studio', `bench-ai-${Date.now()}`),
  })
).body.orgId as string;
const caller = callerFor(owner.uid);
const batch = db.batch();
const now = new Date();
for (let t = 0; t < TEAM; t++)
  batch.set(db.doc(`orgs/${orgId}/staff/s${t}`), {
    displayName: `Stylist ${String.fromCharCode(65 + t)}`,
    title: 'Stylist',
    bio: '',
    role: 'staff',
    status: 'active',
    userId: null,
    createdAt: now,
    updatedAt: now,
  });
const CATEGORIES = ['Cuts', 'Colour', 'Styling', 'Treatments'];
for (let i = 0; i < SERVICES; i++)
  batch.set(db.doc(`orgs/${orgId}/services/v${i}`), {
    name: `Service ${i}`,
    category: CATEGORIES[i % 4],
    description: '',
    durationMinutes: 30 + (i % 6) * 15,
    price: 2_000 + i * 500,
    currency: 'USD',
    staffIds: [`s${i % TEAM}`, `s${(i + 1) % TEAM}`],
    status: 'active',
    sortOrder: i,
    createdAt: now,
    updatedAt: now,
  });
await batch.commit();
const words = ['friendly', 'lovely colour', 'precise cut', 'relaxing', 'long wait', 'great value'];
for (let first = 0; first < REVIEWS; first += 100) {
  const b = db.batch();
  for (let i = first; i < first + 100; i++)
    b.set(db.doc(`orgs/${orgId}/reviews/r${i}`), {
      orgId,
      bookingId: `b${i}`,
      source: 'chairside',
      rating: [5, 5, 4, 5, 2][i % 5],
      text: `A ${words[i % 6]} visit with a ${words[(i + 2) % 6]} finish.`,
      removed: false,
      staffRatings: {},
      serviceRatings: {},
      staffIds: [`s${i % TEAM}`],
      serviceIds: [],
      createdAt: new Date(Date.now() - i * 60_000),
      updatedAt: now,
    });
  await b.commit();
}

const { countingReads } = await import('../../functions/src/http/read-count');
const { generateContent } = await import('../../functions/src/ai/content.service');
const { generateWebsite } = await import('../../functions/src/ai/site.service');
const { generateSpotlight } = await import('../../functions/src/ai/spotlight.service');
const { summariseSalonReviews } = await import('../../functions/src/ai/reviews.service');
const { resetModel } = await import('../../functions/src/ai/model');

const ask = (kind: ContentKind, seed: number) =>
  generateContent(caller, kind, {
    orgId,
    serviceId: 'v7',
    staffId: 's3',
    tone: 'warm',
    length: 'medium',
    seed,
    writer: 'auto',
  });

async function measure(label: string, work: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  let reads = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    reads = (await countingReads(() => work(i))).reads;
    times.push(performance.now() - t);
  }
  const s = stats(times);
  console.log(
    `${label.padEnd(30)} median ${s.median.toFixed(1).padStart(6)} ms  p95 ${s.p95.toFixed(1).padStart(6)} ms  reads ${reads}`,
  );
}

console.log(
  `Built-in writer, salon of ${SERVICES} services, ${TEAM} team members, ${REVIEWS} reviews:`,
);
for (const kind of CONTENT_KINDS) await measure(`content/${kind}`, (i) => ask(kind, i));
await measure('generate-salon-website', (i) =>
  generateWebsite(caller, {
    orgId,
    style: 'Sage spa',
    emphasis: 'services',
    tone: 'warm',
    seed: i,
    writer: 'auto',
  }),
);
for (const [kind, id] of [
  ['staff', 's3'],
  ['service', 'v7'],
] as const)
  await measure(`spotlight/${kind}`, (i) =>
    generateSpotlight(caller, { orgId, kind, id, tone: 'warm', seed: i, writer: 'auto' }),
  );
await measure('reviews/summary', () => summariseSalonReviews(caller, orgId, 'auto'));

// A model served locally in OpenAI's documented shape: the cache's hit rate on repeats.
let modelCalls = 0;
const stub = createServer((req, res) => {
  modelCalls += 1;
  req.resume();
  req.on('end', () => {
    res.setHeader('Content-Type', 'application/json');
    res.end(
      JSON.stringify({
        id: `c${modelCalls}`,
        object: 'chat.completion',
        created: 0,
        model: 'bench',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: JSON.stringify({
                headline: 'Bench Studio',
                tagline: 'Cuts and colour.',
                ctaText: 'Book now',
              }),
            },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 400, completion_tokens: 40, total_tokens: 440 },
      }),
    );
  });
});
await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
const port = (stub.address() as { port: number }).port;
Object.assign(process.env, {
  AI_PROVIDER: 'openai-compatible',
  AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
  AI_MODEL: 'bench',
  AI_API_KEY: 'bench',
});
resetModel();
const requests = 60;
let cachedAnswers = 0;
const times: number[] = [];
for (let i = 0; i < requests; i++) {
  const t = performance.now();
  const a = await ask('hero', i % 20);
  times.push(performance.now() - t);
  if (a.cached) cachedAnswers += 1;
}
const s = stats(times);
console.log(
  `\nModel (local stub), ${requests} hero requests, 20 distinct: cache hit rate ${((cachedAnswers / requests) * 100).toFixed(0)}% (${modelCalls} model calls); median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`,
);
stub.close();
process.exit(0);
