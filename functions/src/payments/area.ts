import type { ApiArea } from '../areas';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const paymentAreas: readonly ApiArea[] = [
  { mount: '/payments', load: () => import('./payments.router') },
];
