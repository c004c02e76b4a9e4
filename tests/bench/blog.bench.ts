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
import { admin, callApi, signIn } from '../support/api';
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
