import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const clientAreas: readonly ApiArea[] = [
  { mount: '/clients', load: () => import('./clients.router') },
];
