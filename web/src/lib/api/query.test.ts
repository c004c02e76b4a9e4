import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { shouldRetry } from './query';

const refusal = (status: number) => new ApiRequestError(status, null, 'No', 'forbidden');

describe('which failed API reads are tried again', () => {
  it('a refusal is an answer: 4xx is never retried', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, refusal(status))).toBe(false);
  });
  it('a server error or a dropped connection is tried twice more, then shown', () => {
    expect(shouldRetry(0, refusal(503))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
  });
});
