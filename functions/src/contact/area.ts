import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const contactAreas: readonly ApiArea[] = [
  { mount: '/contact', load: () => import('./contact.router') },
];
