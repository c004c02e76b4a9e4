import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const membershipAreas: readonly ApiArea[] = [
  { mount: '/memberships', load: () => import('./memberships.router') },
];
