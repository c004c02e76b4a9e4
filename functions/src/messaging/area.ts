import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const messagingAreas: readonly ApiArea[] = [
  { mount: '/messaging', load: () => import('./messaging.router') },
];
