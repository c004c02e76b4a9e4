import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const orgAreas: readonly ApiArea[] = [
  { mount: '/orgs', load: () => import('./orgs.router') },
];
