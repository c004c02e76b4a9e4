import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const dashboardAreas: readonly ApiArea[] = [
  { mount: '/dashboard-summary', load: () => import('./dashboard.router') },
];
