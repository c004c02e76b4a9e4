import { afterEach, describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { appCheck } from './app-check';

const request = (token?: string) =>
  ({
    get: (h: string) => (h.toLowerCase() === 'x-firebase-appcheck' ? token : undefined),
  }) as Request;

const outcome = (req: Request) =>
  new Promise<unknown>((resolve) =>
    appCheck(req, {} as Response, (err?: unknown) => resolve(err ?? 'passed')),
  );

afterEach(() => {
  delete process.env['APP_CHECK_ENFORCE'];
});

describe('App Check on the public booking path', () => {
  it('lets calls through where it is not enforced (the emulators, a project without it)', async () => {
    expect(await outcome(request())).toBe('passed');
  });

  it('turns away a call without a token, or with one it cannot verify, where it is enforced', async () => {
    process.env['APP_CHECK_ENFORCE'] = 'true';
    for (const req of [request(), request('not-a-token')]) {
      expect(await outcome(req)).toMatchObject({
        code: 'unauthenticated',
        message: expect.stringContaining('Reload it and try again'),
      });
    }
  });
});
