import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const financeAreas: readonly ApiArea[] = [
  { mount: '/finance', load: () => import('./finance.router') },
];
