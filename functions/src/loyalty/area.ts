import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const loyaltyAreas: readonly ApiArea[] = [
  { mount: '/loyalty', load: () => import('./loyalty.router') },
];
