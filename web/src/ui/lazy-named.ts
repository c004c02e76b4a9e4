import { lazy, type ComponentType } from 'react';

/**
 * A named export loaded on first render (`lazyNamed(() => import('./X'), 'X')`),
 * with `preload` to start it sooner. Render it inside a <Suspense>.
 */
export function lazyNamed<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own bound
  M extends Record<K, ComponentType<any>>,
  K extends keyof M & string,
>(load: () => Promise<M>, name: K) {
  return Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] }))),
    { preload: load },
  );
}
