import { ApiRequestError } from './api-client';

/** A failure worth repeating: the answer was lost, or the server was briefly too busy. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiRequestError)) return err instanceof TypeError; // fetch's network error
  if (err.status === 502 || err.status === 504) return true;
  return err.status === 503 && err.code === 'unavailable';
}

/**
 * Repeats a call that is safe to repeat (it carries an idempotency key, so a
 * request that did go through answers with what it made) after a short,
 * growing pause. Other errors, and the last retryable one, are thrown.
 */
export async function retryIdempotent<T>(
  call: () => Promise<T>,
  options: { attempts?: number; delayMs?: number; onRetry?: (attempt: number) => void } = {},
): Promise<T> {
  const { attempts = 3, delayMs = 700, onRetry } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      onRetry?.(attempt);
      await new Promise((r) => setTimeout(r, delayMs * attempt));
    }
  }
}
