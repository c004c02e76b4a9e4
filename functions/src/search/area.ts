import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const searchAreas: readonly ApiArea[] = [
  { mount: '/search', load: () => import('./search.router') },
];
