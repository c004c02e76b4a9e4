import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const marketingAreas: readonly ApiArea[] = [
  { mount: '/marketing', load: () => import('./marketing.router') },
  { mount: '/campaigns', load: () => import('./campaigns.router') },
];
