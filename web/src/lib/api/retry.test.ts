import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { isRetryable, retryIdempotent } from './retry';

const busy = () => new ApiRequestError(503, null, 'Try again', 'unavailable');

describe('retrying an idempotent call', () => {
  it('repeats after a busy answer or a lost one, and returns what the server made', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(busy())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('booked');
    const retries: number[] = [];
    await expect(
      retryIdempotent(call, { delayMs: 1, onRetry: (n) => retries.push(n) }),
    ).resolves.toBe('booked');
    expect(call).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([1, 2]);
  });

  it('does not repeat a refusal, and gives up after the last attempt', async () => {
    const taken = new ApiRequestError(409, null, 'Taken', 'slot_taken');
    const refused = vi.fn<() => Promise<string>>().mockRejectedValue(taken);
    await expect(retryIdempotent(refused, { delayMs: 1 })).rejects.toBe(taken);
    expect(refused).toHaveBeenCalledTimes(1);
    const alwaysBusy = vi.fn<() => Promise<string>>().mockRejectedValue(busy());
    await expect(retryIdempotent(alwaysBusy, { attempts: 2, delayMs: 1 })).rejects.toThrow();
    expect(alwaysBusy).toHaveBeenCalledTimes(2);
  });

  it('tells busy from not set up', () => {
    expect(isRetryable(busy())).toBe(true);
    expect(isRetryable(new ApiRequestError(503, null, 'No e-mail', 'not_configured'))).toBe(false);
    expect(isRetryable(new ApiRequestError(504, null, 'Timeout', 'http_error'))).toBe(true);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });
});
