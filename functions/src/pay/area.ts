import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const payAreas: readonly ApiArea[] = [{ mount: '/pay', load: () => import('./pay.router') }];

/** The spec's commission-settings call, mounted at /api itself (listed last in areas.ts). */
export const rootPayAreas: readonly ApiArea[] = [
  { mount: null, load: () => import('./commission.router') },
];
