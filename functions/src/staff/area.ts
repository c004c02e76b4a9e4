import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const staffAreas: readonly ApiArea[] = [
  { mount: '/staff', load: () => import('./staff.router') },
];
