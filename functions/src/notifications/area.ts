import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const notificationAreas: readonly ApiArea[] = [
  { mount: '/notifications', load: () => import('./notifications.router') },
];
