import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LINGER_MS, readLive, subscribeLive, type LiveSource } from './live-store';

/** A source the test drives: how often it started and stopped, and its emitters. */
function fakeSource() {
  const calls = { started: 0, stopped: 0 };
  let emit: ((value: unknown) => void) | null = null;
  let fail: ((error: Error) => void) | null = null;
  const source: LiveSource<unknown> = (next, onError) => {
    calls.started++;
    emit = next;
    fail = onError;
    return Promise.resolve(() => {
      calls.stopped++;
    });
  };
  return {
    source,
    calls,
    emit: (v: unknown) => emit?.(v),
    fail: (e: Error) => fail?.(e),
  };
}

let n = 0;
const freshId = () => `test:${++n}`;

describe('live values shared by key', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts a source once for every listener of the same key and tells each of them', async () => {
    const id = freshId();
    const s = fakeSource();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = subscribeLive(id, s.source, a);
    const stopB = subscribeLive(id, fakeSource().source, b);
    expect(s.calls.started).toBe(1);
    expect(readLive(id).status).toBe('loading');

    s.emit(['first']);
    expect(readLive(id)).toEqual({ status: 'success', data: ['first'], error: undefined });
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    await vi.advanceTimersByTimeAsync(LINGER_MS);
  });

  it('keeps the source a little after the last listener leaves, so coming back finds the data', async () => {
    const id = freshId();
    const s = fakeSource();
    const stop = subscribeLive(id, s.source, () => {});
    s.emit('value');
    stop();
    await vi.advanceTimersByTimeAsync(LINGER_MS - 1);
    expect(s.calls.stopped).toBe(0);

    const again = subscribeLive(id, fakeSource().source, () => {});
    expect(readLive(id).data).toBe('value');
    expect(s.calls.started).toBe(1);
    await vi.advanceTimersByTimeAsync(LINGER_MS * 2);
    expect(s.calls.stopped).toBe(0);
    again();
    await vi.advanceTimersByTimeAsync(LINGER_MS);
    expect(s.calls.stopped).toBe(1);
    expect(readLive(id).status).toBe('loading');
  });

  it('stops a source that was still starting when its last listener left', async () => {
    const id = freshId();
    let stopped = 0;
    let resolveStart: (stop: () => void) => void = () => {};
    const slow: LiveSource<unknown> = () =>
      new Promise((resolve) => {
        resolveStart = resolve;
      });
    subscribeLive(id, slow, () => {})();
    await vi.advanceTimersByTimeAsync(LINGER_MS);
    resolveStart(() => stopped++);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(1);
  });

  it('holds an error, keeping the last value it had', () => {
    const id = freshId();
    const s = fakeSource();
    const listener = vi.fn();
    subscribeLive(id, s.source, listener);
    s.emit(3);
    s.fail(new Error('permission-denied'));
    const state = readLive<number>(id);
    expect(state.status).toBe('error');
    expect(state.error?.message).toBe('permission-denied');
    expect(state.data).toBe(3);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reports a source that could not start (the SDK did not download) as an error', async () => {
    const id = freshId();
    subscribeLive(
      id,
      () => Promise.reject(new Error('Failed to fetch')),
      () => {},
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(readLive(id)).toMatchObject({ status: 'error', error: { message: 'Failed to fetch' } });
  });
});
