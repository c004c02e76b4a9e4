import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const sessionAreas: readonly ApiArea[] = [
  { mount: '/session', load: () => import('./session.router') },
];
