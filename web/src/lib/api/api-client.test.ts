import { describe, expect, it } from 'vitest';
import { calendarContracts } from '@chairside/core/contracts/calendar';
import {
  ApiRequestError,
  contractUploader,
  createApiClient,
  resolveApiBase,
  toApiPath,
} from './api-client';

describe('API base', () => {
  it('uses the local origin in development (localhost with a 4-digit port)', () => {
    expect(resolveApiBase('http://localhost:5000', 'chairside.app')).toBe(
      'http://localhost:5000/api',
    );
    expect(resolveApiBase('http://localhost:5173', 'chairside.app')).toBe(
      'http://localhost:5173/api',
    );
    expect(resolveApiBase('http://studio-luxe.localhost:5000', 'chairside.app')).toBe(
      'http://studio-luxe.localhost:5000/api',
    );
  });

  it("uses the product domain's /api everywhere else", () => {
    expect(resolveApiBase('https://chairside.app', 'chairside.app')).toBe(
      'https://chairside.app/api',
    );
    expect(resolveApiBase('https://www.studioluxe.com', 'chairside.app')).toBe(
      'https://chairside.app/api',
    );
    // A localhost origin without a 4-digit port is not development.
    expect(resolveApiBase('http://localhost', 'chairside.app')).toBe('https://chairside.app/api');
    expect(resolveApiBase('http://localhost:80', 'chairside.app')).toBe(
      'https://chairside.app/api',
    );
  });
});

describe('API paths', () => {
  it('removes the routes segment and keeps the query', () => {
    expect(toApiPath('routes/booking/create')).toBe('/booking/create');
    expect(toApiPath('/routes/staff?role=manager')).toBe('/staff?role=manager');
    expect(toApiPath('health')).toBe('/health');
  });
});

type Call = { url: string; init: RequestInit };

function fakeServer(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: URL | RequestInfo, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('API client', () => {
  it('sends credentials, JSON and the bearer token on secure calls', async () => {
    const server = fakeServer(200, { ok: true });
    const api = createApiClient({
      base: 'http://localhost:5000/api',
      getIdToken: async () => 'token-123',
      fetch: server.fetchImpl,
    });
    await expect(
      api('routes/booking/create', { body: { a: 1 }, secure: true, query: { x: 'y' } }),
    ).resolves.toEqual({ ok: true });
    const [call] = server.calls;
    expect(call?.url).toBe('http://localhost:5000/api/booking/create?x=y');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"a":1}');
    expect((call?.init.headers as Record<string, string>)['Authorization']).toBe(
      'Bearer token-123',
    );
  });

  it('sends no token on public calls', async () => {
    const server = fakeServer(200, {});
    const api = createApiClient({
      base: 'https://chairside.app/api',
      getIdToken: async () => 'token-123',
      fetch: server.fetchImpl,
    });
    await api('health');
    expect((server.calls[0]?.init.headers as Record<string, string>)['Authorization']).toBe(
      undefined,
    );
  });

  it('throws a non-OK answer with its parsed body and message', async () => {
    const body = { error: { code: 'conflict', message: 'That time was just taken.' } };
    const api = createApiClient({
      base: 'https://chairside.app/api',
      getIdToken: async () => null,
      fetch: fakeServer(409, body).fetchImpl,
    });
    const error = await api('booking/create', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 409,
      body,
      code: 'conflict',
      message: 'That time was just taken.',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    const api = createApiClient({
      base: 'https://chairside.app/api',
      getIdToken: async () => null,
      fetch: fakeServer(502, 'Bad gateway').fetchImpl,
    });
    await expect(api('health')).rejects.toMatchObject({ status: 502, body: 'Bad gateway' });
  });

  it('refuses a secure call without a signed-in user, before any request', async () => {
    const server = fakeServer(200, {});
    const api = createApiClient({
      base: 'https://chairside.app/api',
      getIdToken: async () => null,
      fetch: server.fetchImpl,
    });
    await expect(api('session', { secure: true })).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(server.calls).toHaveLength(0);
  });
});

describe('uploads through their contracts', () => {
  it('send the form fields and the file as multipart form data, signed in, and answer the body', async () => {
    const server = fakeServer(201, { id: 'feed-1' });
    const request = createApiClient({
      base: 'http://localhost:5000/api',
      getIdToken: async () => 'token-9',
      fetch: server.fetchImpl,
    });
    const checked: unknown[] = [];
    const upload = contractUploader(request, (_e, body) => checked.push(body));
    const file = new File(['BEGIN:VCALENDAR'], 'team.ics', { type: 'text/calendar' });
    const answer = await upload(
      calendarContracts.uploadIcal,
      { orgId: 'salon-1', staffId: 'leo', name: 'Leo’s calendar' },
      file,
    );
    expect(answer).toEqual({ id: 'feed-1' });
    expect(checked).toEqual([{ id: 'feed-1' }]);
    const [call] = server.calls;
    expect(call?.url).toBe('http://localhost:5000/api/calendar/ical/upload');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['Authorization']).toBe('Bearer token-9');
    // The browser sets multipart's type with its boundary: never JSON here.
    expect(headers['Content-Type']).toBeUndefined();
    const form = call?.init.body as FormData;
    expect(form.get('orgId')).toBe('salon-1');
    expect(form.get('name')).toBe('Leo’s calendar');
    expect((form.get('file') as File).name).toBe('team.ics');
  });
});
