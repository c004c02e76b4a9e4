import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const socialAreas: readonly ApiArea[] = [
  { mount: '/social', load: () => import('./social.router') },
];
