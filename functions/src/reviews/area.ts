import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const reviewAreas: readonly ApiArea[] = [
  { mount: '/reviews', load: () => import('./reviews.router') },
  { mount: '/reputation', load: () => import('./google/reputation.router') },
];
