import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const aiAreas: readonly ApiArea[] = [
  { mount: '/ai', load: () => import('./ai.router') },
  { mount: '/generate-salon-website', load: () => import('./root.router') },
  {
    mount: '/generate-salon-image',
    load: () => import('./root.router').then((m) => ({ router: m.imageRouter })),
  },
];
