// The public blog through the emulators (Hosting rewrite → pages function →
// Firestore): Firestore reads and latency per view of the blog home and of an
// article, and Lighthouse scores for both in Debian's Chromium, phone and
// desktop. Run: `npm run bench:blog` (builds, starts fresh emulators, publishes
// the ten sample articles through the API as a super-admin would).
import { performance } from 'node:perf_hooks';
import { ZPostInput } from '@chairside/core/blog';
import {
  SAMPLE_AUTHORS,
  SAMPLE_CATEGORIES,
  SAMPLE_POSTS,
  SAMPLE_TAGS,
  samplePostInput,
} from '@chairside/core/blog-samples';
import { admin, callApi, salonInput, signIn } from '../support/api';
import { serviceDocument } from '../support/booking-fixture';
import { signUp } from '../support/emulators';
import { page } from '../support/page';
import { measure, printFigures, withChrome } from './lighthouse';

const RUNS = 40;
const HOST = 'localhost:5000';

const { db } = admin();
for (const name of [
  'posts',
  'blogCategories',
  'blogTags',
  'blogAuthors',
  'blogPublicPosts',
  'blogPublic',
])
  await db.recursiveDelete(db.collection(name));

const email = `bench-blog-${Date.now()}@chairside.test`;
await signUp(email);
const user = await admin().auth.getUserByEmail(email);
await admin().auth.setCustomUserClaims(user.uid, { superAdmin: true });
const token = await signIn(email);
const post = async (path: string, body: unknown) => {
  const res = await callApi(path, { body, token });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
};
for (const c of SAMPLE_CATEGORIES) await post('/blog/categories', c);
for (const t of SAMPLE_TAGS) await post('/blog/tags', t);
for (const a of SAMPLE_AUTHORS) await post('/blog/authors', a);
for (const p of SAMPLE_POSTS)
  await post('/blog/posts', ZPostInput.parse(samplePostInput(p, new Date())));

// The triggers rebuild the public pages; wait for the last article.
const article = `/blog/${SAMPLE_POSTS[0]!.slug}`;
for (let i = 0; ; i++) {
  const home = await callApi('/blog/page?path=/blog');
  if (home.body?.page?.index?.posts?.length === SAMPLE_POSTS.length) break;
  if (i > 120) throw new Error('The blog was not rebuilt in time');
  await new Promise((r) => setTimeout(r, 500));
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

for (const path of ['/blog', article]) {
  await page(HOST, path); // warm the function
  const views = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await page(HOST, path);
    views.push({ ms: performance.now() - start, reads: Number(res.reads), status: res.status });
  }
  const ms = views.map((v) => v.ms);
  console.log(`\nBlog page view: ${path} (${RUNS} views, ${SAMPLE_POSTS.length} published posts)`);
  console.log(`  status ${[...new Set(views.map((v) => v.status))].join(',')}`);
  console.log(
    `  Firestore document reads per view: ${[...new Set(views.map((v) => v.reads))].join(',')}`,
  );
  console.log(`  latency median ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms`);
}

await withChrome(async (port) => {
  for (const [label, path] of [
    ['the blog home', '/blog'],
    ['an article', article],
  ] as const) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const figures = await measure(port, `http://${HOST}${path}`, formFactor);
      printFigures(`(${formFactor}, simulated throttling, ${label})`, figures);
    }
  }
});

// ---- a salon's blog on its own site ------------------------------------------------
// Its owner writes 20 drafts in one batch with the built-in writer (timed),
// publishes the first five, and the salon's blog pages are measured the same way.
const ownerEmail = `bench-salon-blog-${Date.now()}@chairside.test`;
const owner = await signUp(ownerEmail);
const slug = `bench-blog-${Date.now().toString(36)}`;
const created = await callApi('/orgs', {
  token: owner.idToken,
  body: salonInput('Studio Nova', slug),
});
const orgId = created.body.orgId as string;
await db
  .doc(`orgs/${orgId}/services/balayage`)
  .set(serviceDocument('Balayage', { category: 'Colour', durationMinutes: 150, price: 18_000 }));
const draft = await callApi(`/sites/${orgId}/draft`, { token: owner.idToken });
await callApi(`/sites/${orgId}/draft`, {
  method: 'PUT',
  token: owner.idToken,
  body: { draft: draft.body.draft },
});
await callApi(`/sites/${orgId}/publish`, { method: 'POST', token: owner.idToken });
await callApi(`/blog/authors?orgId=${orgId}`, {
  token: owner.idToken,
  body: { name: 'Maya Chen' },
});
const topics = Array.from({ length: 20 }, (_, i) => `Balayage question ${i + 1}`);
const batchStart = performance.now();
const batch = await callApi(`/blog/batch?orgId=${orgId}`, {
  token: owner.idToken,
  body: { topics, writer: 'built-in' },
});
const batchMs = performance.now() - batchStart;
if (batch.status !== 201) throw new Error(`batch: ${batch.status} ${JSON.stringify(batch.body)}`);
console.log(
  `\nBatch drafts: ${batch.body.posts.length} drafts by the ${batch.body.writer} writer in ${(batchMs / 1000).toFixed(2)} s (${(batchMs / topics.length).toFixed(0)} ms a draft, one request)`,
);
type Drafted = { id: string; slug: string } & Record<string, unknown>;
for (const p of (batch.body.posts as Drafted[]).slice(0, 5)) {
  const { id, created_at: _c, updated_at: _u, status: _s, published_at: _p, ...rest } = p;
  await callApi(`/blog/posts/${id}?orgId=${orgId}`, {
    method: 'PUT',
    token: owner.idToken,
    body: { ...rest, status: 'published', published_at: '' },
  });
}
const salonHost = `${slug}.localhost:5000`;
const salonArticle = `/blog/${(batch.body.posts as Drafted[])[0]!.slug}`;
for (let i = 0; (await page(salonHost, salonArticle)).status !== 200; i++) {
  if (i > 120) throw new Error('The salon blog was not rebuilt in time');
  await new Promise((r) => setTimeout(r, 500));
}
for (const path of ['/blog', salonArticle]) {
  await page(salonHost, path);
  const views = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await page(salonHost, path);
    views.push({ ms: performance.now() - start, reads: Number(res.reads), status: res.status });
  }
  const ms = views.map((v) => v.ms);
  console.log(`\nSalon blog page view: ${path} on ${salonHost} (${RUNS} views)`);
  console.log(`  status ${[...new Set(views.map((v) => v.status))].join(',')}`);
  const reads = views.map((v) => v.reads);
  console.log(
    `  Firestore document reads per view: ${[...new Set(reads)].join(',')} (mean ${(reads.reduce((a, b) => a + b, 0) / reads.length).toFixed(2)}; the site is kept a minute per instance)`,
  );
  console.log(`  latency median ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms`);
}
await withChrome(async (port) => {
  for (const [label, path] of [
    ['a salon blog home', '/blog'],
    ['a salon blog article', salonArticle],
  ] as const) {
    const figures = await measure(port, `http://${salonHost}${path}`, 'mobile');
    printFigures(`(mobile, simulated throttling, ${label})`, figures);
  }
});
