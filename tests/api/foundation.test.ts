import { describe, expect, it } from 'vitest';
import { ZApiErrorBody } from '@chairside/core/api-error';
import { API_URL, signUp } from '../support/emulators';

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API_URL}${path}`, init);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.json(),
  };
}

describe('GET /api/health', () => {
  it('answers through the Hosting rewrite', async () => {
    const res = await call('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', service: 'chairside-api' });
    expect(Date.parse(res.body.time)).not.toBeNaN();
  });
});

describe('API errors', () => {
  it('an unknown route is a JSON 404 in the error shape', async () => {
    const res = await call('/no-such-route');
    expect(res.status).toBe(404);
    expect(res.type).toContain('application/json');
    expect(ZApiErrorBody.parse(res.body).error.code).toBe('not_found');
  });

  it('a malformed JSON body is refused with a 400 before any handler runs', async () => {
    // The Cloud Functions runtime parses JSON bodies before our app sees them.
    const res = await fetch(`${API_URL}/health`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"broken": ',
    });
    expect(res.status).toBe(400);
  });

  it('a known route with the wrong method is a JSON 404 naming the method', async () => {
    const res = await call('/health', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('There is no API route DELETE /api/health.');
  });
});

describe('secure routes (GET /api/session)', () => {
  it('refuses a call without a bearer token', async () => {
    const res = await call('/session');
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in to use this call.',
    });
  });

  it('refuses a forged token', async () => {
    const res = await call('/session', { headers: { Authorization: 'Bearer not-a-real-token' } });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('answers the verified caller for a real ID token', async () => {
    const email = `session-${Date.now()}@chairside.test`;
    const { uid, idToken } = await signUp(email);
    const res = await call('/session', { headers: { Authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ uid, email, emailVerified: false, superAdmin: false });
  });
});
