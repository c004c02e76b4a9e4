import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const retailAreas: readonly ApiArea[] = [
  { mount: '/retail', load: () => import('./retail.router') },
  { mount: '/retail-reports', load: () => import('./reports.router') },
];
