import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const paymentAreas: readonly ApiArea[] = [
  { mount: '/payments', load: () => import('./payments.router') },
];

/** The spec's connected-account calls, mounted at /api itself (listed last in areas.ts). */
export const rootPaymentAreas: readonly ApiArea[] = [
  { mount: null, load: () => import('./connect.router') },
  { mount: null, load: () => import('./card.router') },
];
