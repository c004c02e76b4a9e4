import { useEffect } from 'react';

/**
 * Starts loading code a page will likely need (a dialog, a drawer) a moment
 * after it has painted, so the first click finds it ready. A failed load is
 * left for the click to try again.
 */
export function usePreloadWhenIdle(...loads: (() => Promise<unknown>)[]) {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      for (const load of loads) void load().catch(() => undefined);
    }, 1500);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first paint
  }, []);
}
