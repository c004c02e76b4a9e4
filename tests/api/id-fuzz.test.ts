// Ids and dates Firestore would refuse (and dates that are not dates), sent to
// every API route (walked from the routers themselves, the webhook-style
// notify calls included) and to the public pages, as a visitor, as someone
// signed in without a salon and as a salon owner. Every answer is a 4xx with
// the JSON error shape (or a page), never a 5xx or a stack trace.
//
// The API calls go to the `api` function's own express app, served in this
// process against the emulators (the routers, middleware and error handler
// deployed; the Functions emulator's hop in front adds nothing the sweep
// checks and costs a call ten times over); the pages go through Hosting.
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../functions/src/areas';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { PROJECT_ID, signUp } from '../support/emulators';
import { page } from '../support/page';

interface Route {
  method: string;
  path: string;
}

/** Every route of every area, as the routers declare them. */
async function apiRoutes(): Promise<Route[]> {
  const routes: Route[] = [];
  for (const area of API_AREAS) {
    const { router } = await area.load();
    const stack = (router as unknown as { stack: RouterLayer[] }).stack;
    for (const layer of stack) {
      if (!layer.route) continue;
      for (const method of Object.keys(layer.route.methods))
        routes.push({
          method: method.toUpperCase(),
          path: `${area.mount ?? ''}${layer.route.path}`,
        });
    }
  }
  return routes;
}
interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * Calls left out: "Reset demo data" takes no ids and empties the emulators
 * (tests/api/test-accounts.test.ts calls it on purpose, once).
 */
const LEFT_OUT = new Set(['POST /test-accounts/reset']);

/** Calls whose failure answer the spec fixes in its own shape (`{ resolved: false, message }`). */
const SPEC_SHAPED = new Set(['/sites/resolve']);

const BAD: Bad[] = [
  { id: '__x__', date: '9999-12-31' },
  { id: 'a/b', date: '2026-02-30' },
  // Not a date at all (a refinement comparing dates must not throw on it).
  { id: '__x__', date: 'x' },
];

const ID_KEYS = [
  'orgId',
  'salon_id',
  'salonId',
  'staffId',
  'clientId',
  'id',
  'message_id',
  'bookingId',
  'paymentId',
];

/** Bad ids in the path; with `org`, the salon's own parameters name a real salon. */
function fill(path: string, id: string, org?: string) {
  return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encodeURIComponent(org && /org|salon/i.test(name) ? org : id),
  );
}

type Bad = { id: string; date: string; org?: string };
const isOrgKey = (key: string) => /org|salon/i.test(key);

function badQuery(bad: Bad) {
  const q = new URLSearchParams();
  for (const key of ID_KEYS) q.set(key, bad.org && isOrgKey(key) ? bad.org : bad.id);
  for (const key of ['date', 'from', 'to']) q.set(key, bad.date);
  q.set('serviceIds', bad.id);
  return q.toString();
}

function badBody(bad: Bad) {
  return {
    ...Object.fromEntries(ID_KEYS.map((k) => [k, bad.org && isOrgKey(k) ? bad.org : bad.id])),
    serviceIds: [bad.id],
    service_ids: [bad.id],
    date: bad.date,
    from: bad.date,
    to: bad.date,
    start: `${bad.date}T10:00:00Z`,
    idempotencyKey: 'fuzz-key-0001',
    token: bad.id,
    // The webhook-style calls: Graph's notifications, and a feed address new URL() cannot read.
    value: [{ subscriptionId: bad.id, clientState: bad.id }],
    url: 'http://127.0.0.1%2509:18777/t.ics',
    slug: bad.id,
    domain: bad.id,
    host: bad.id,
  };
}

let personas: { name: string; token?: string; member?: boolean }[] = [];
let realOrg = '';
let apiServer: Server;
let apiBase = '';
/** What the Functions emulator gives a function: its flag and the project's .env files. */
function asTheEmulatorWould() {
  process.env['FUNCTIONS_EMULATOR'] = 'true';
  for (const file of ['.env', `.env.${PROJECT_ID}`]) {
    const path = join('functions', file);
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
      if (m) process.env[m[1]!] ??= m[2]!;
    }
  }
}

beforeAll(async () => {
  asTheEmulatorWould();
  const { createApp } = await import('../../functions/src/app');
  apiServer = createApp().listen(0, '127.0.0.1');
  await once(apiServer, 'listening');
  apiBase = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  await clearFirestore();
  const run = Date.now();
  const owner = await signUp(`fuzz-owner-${run}@chairside.test`);
  await admin().auth.updateUser(owner.uid, { emailVerified: true });
  const created = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Fuzz Salon', `fuzz-${run}`),
  });
  realOrg = created.body.orgId as string;
  const { signIn } = await import('../support/api');
  const lonely = await signUp(`fuzz-lonely-${run}@chairside.test`);
  personas = [
    { name: 'a visitor' },
    // No salon of theirs: a real salon refuses them as surely as a bad id.
    { name: 'someone with no salon', token: lonely.idToken, member: false },
    { name: 'a salon owner', token: await signIn(`fuzz-owner-${run}@chairside.test`) },
  ];
});

afterAll(() => new Promise<void>((resolve) => apiServer?.close(() => resolve())));

async function clearRateLimits() {
  const snap = await admin().db.collection('rateLimits').get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
}

describe('ids and dates Firestore refuses', () => {
  it('never get a 5xx from any API route', { timeout: 240_000 }, async () => {
    const routes = (await apiRoutes()).filter((r) => !LEFT_OUT.has(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThan(80);
    // Everything bad; then, past the salon checks, every other id and date bad
    // (for a visitor, whom public routes let past them, and for the owner).
    const calls = routes.flatMap((route) =>
      personas.flatMap((who) =>
        [...BAD, ...(who.member === false ? [] : BAD.map((b) => ({ ...b, org: realOrg })))].map(
          (bad) => ({ route, who, bad }),
        ),
      ),
    );
    const failures: string[] = [];
    const check = async ({ route, who, bad }: (typeof calls)[number]) => {
      const path = `${fill(route.path, bad.id, bad.org)}?${badQuery(bad)}`;
      const res = await callApiRaw(route.method, path, who.token, badBody(bad), {
        // Google's push notifications name their channel in headers.
        'x-goog-channel-id': bad.id,
        'x-goog-channel-token': bad.id,
        'x-goog-resource-state': 'exists',
      });
      const tolerated =
        res.status === 503 && ['not_configured', 'unavailable'].includes(res.code ?? '');
      if (res.status >= 500 && !tolerated)
        failures.push(
          `${route.method} ${path} as ${who.name}: ${res.status} ${res.text.slice(0, 160)}`,
        );
      else if (res.status >= 400 && !res.code && !SPEC_SHAPED.has(route.path))
        failures.push(
          `${route.method} ${path} as ${who.name}: ${res.status} without the JSON error shape`,
        );
    };
    // Sixty calls at a time, four in flight, the rate limits cleared between.
    for (let i = 0; i < calls.length; i += 60) {
      await clearRateLimits();
      const chunk = calls.slice(i, i + 60);
      await Promise.all(
        [0, 1, 2, 3].map(async (lane) => {
          for (let j = lane; j < chunk.length; j += 4) await check(chunk[j]!);
        }),
      );
    }
    console.log(
      `Id sweep: ${routes.length} routes, ${calls.length} calls, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  });

  it('never get a 5xx or a stack trace from the public pages', async () => {
    const paths = [
      '/blog/__x__',
      '/blog/a%2Fb',
      '/blog/category/__x__',
      '/blog/tag/__x__',
      '/blog/author/__x__',
      '/blog-post?slug=__x__',
      '/blog-author-page?id=__x__',
      '/__x__',
      '/book-now?salon=__x__',
    ];
    for (const path of paths) {
      for (const host of ['localhost:5000', '__x__.localhost:5000', 'a--b.localhost:5000']) {
        const res = await page(host, path);
        expect(res.status, `${host}${path}`).toBeLessThan(500);
        expect(res.html, `${host}${path}`).not.toMatch(/\n\s+at [\w.<>]+ \(/);
      }
    }
  });
});

async function callApiRaw(
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  extra: Record<string, string> = {},
) {
  const headers: Record<string, string> = { ...extra };
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  if (hasBody) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${apiBase}/api${path}`, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: res.status, text, code };
}
