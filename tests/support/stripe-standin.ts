// Stripe at the network boundary for the browser tests, since this machine
// cannot reach Stripe: the functions (in the emulators) reach a local HTTP
// server speaking Stripe's API (STRIPE_API_URL, set by scripts/emulators.mjs);
// Chromium's requests to js.stripe.com, api.stripe.com and connect.stripe.com
// are routed by Playwright to the same StripeStub, and Stripe.js itself to a
// small stand-in (stripe-js-standin.js) with the calls the web app makes.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { getResponse, HttpResponse } from 'msw';
import type { BrowserContext, Route } from 'playwright-core';
import type { StripeStub } from './stripe-stub';

/** The port scripts/emulators.mjs points the functions' STRIPE_API_URL at. */
export const STRIPE_STANDIN_PORT = 12111;
const STRIPE_JS = readFileSync(new URL('./stripe-js-standin.js', import.meta.url), 'utf8');
const PASSED_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'stripe-account'];

async function answer(stub: StripeStub, request: Request): Promise<Response> {
  return (
    (await getResponse(stub.handlers(), request)) ??
    HttpResponse.json(
      { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
      { status: 404 },
    )
  );
}

/** Serves the stub's Stripe API on 127.0.0.1:STRIPE_STANDIN_PORT for the functions. */
export async function serveStripe(stub: StripeStub, port = STRIPE_STANDIN_PORT) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const name of PASSED_HEADERS) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const request = new Request(`https://api.stripe.com${req.url}`, {
        method: req.method,
        headers,
        ...(body.length ? { body } : {}),
      });
      void answer(stub, request).then(async (response) => {
        res.writeHead(response.status, { 'content-type': 'application/json' });
        res.end(Buffer.from(await response.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Routes a browser profile's Stripe traffic to the stub: Stripe.js, its API
 * calls (with the CORS headers Stripe sends), and Connect onboarding, whose
 * page lets the owner finish and go back where the account link says.
 */
export async function routeStripe(context: BrowserContext, stub: StripeStub) {
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }),
  );
  await context.route(/^https:\/\/api\.stripe\.com\//, async (route: Route) => {
    const req = route.request();
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const body = req.postData();
    const response = await answer(
      stub,
      new Request(req.url(), {
        method: req.method(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(body ? { body } : {}),
      }),
    );
    return route.fulfill({
      status: response.status,
      contentType: 'application/json',
      headers: cors,
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  await context.route(/^https:\/\/connect\.stripe\.com\/setup\/s\/([^/]+)\/([^/?]+)/, (route) => {
    const linkId = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const link = stub.links.get(linkId);
    if (!link) return route.fulfill({ status: 404, body: 'This link has expired.' });
    stub.onboard(link.account);
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Stripe onboarding</title><main><h1>Your account is ready</h1>
        <a href="${link.return_url}">Return to Chairside</a></main>`,
    });
  });
}
