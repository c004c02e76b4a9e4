import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as deployed from './index';
import { API_ROUTES, FUNCTION_SIZES } from './function-sizes';

const firebaseJson: {
  hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
} = JSON.parse(readFileSync(join(import.meta.dirname, '../../firebase.json'), 'utf8'));

/** Whether a deployed export is an HTTPS function (as the Firebase CLI reads it). */
function isHttps(fn: unknown): boolean {
  if (typeof fn !== 'function') return false;
  const endpoint: unknown = Reflect.get(fn, '__endpoint');
  return typeof endpoint === 'object' && endpoint !== null && 'httpsTrigger' in endpoint;
}

describe('the API functions and the paths Hosting sends them', () => {
  it('rewrites the API paths in firebase.json exactly as the functions declare, most specific first', () => {
    const api = firebaseJson.hosting.rewrites
      .filter((r) => r.source.startsWith('/api'))
      .map((r) => ({ source: r.source, functionId: r.function?.functionId }));
    expect(api).toEqual(API_ROUTES);
    // The site pages' catch-all comes after every API path.
    const sources = firebaseJson.hosting.rewrites.map((r) => r.source);
    expect(sources.indexOf('**')).toBeGreaterThan(sources.indexOf('/api/**'));
  });

  it('deploys every function the rewrites name, each with its own size', () => {
    for (const name of Object.keys(FUNCTION_SIZES)) {
      expect(isHttps(Reflect.get(deployed, name)), `${name} is not deployed`).toBe(true);
    }
    expect(FUNCTION_SIZES.bookingApi.maxInstances).toBeGreaterThan(FUNCTION_SIZES.api.maxInstances);
    expect(FUNCTION_SIZES.webhooks.concurrency).toBeLessThan(FUNCTION_SIZES.api.concurrency);
  });
});
