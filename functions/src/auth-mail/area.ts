import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const authMailAreas: readonly ApiArea[] = [
  { mount: '/auth', load: () => import('./auth-mail.router') },
];
