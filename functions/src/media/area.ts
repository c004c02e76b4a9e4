import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const mediaAreas: readonly ApiArea[] = [
  { mount: '/site-assets', load: () => import('./assets.router') },
  {
    mount: '/media',
    load: () => import('./assets.router').then((m) => ({ router: m.mediaRouter })),
  },
];
