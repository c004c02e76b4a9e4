import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const healthAreas: readonly ApiArea[] = [
  { mount: '/health', load: () => import('./health.router') },
];
