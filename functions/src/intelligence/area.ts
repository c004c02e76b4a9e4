import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const intelligenceAreas: readonly ApiArea[] = [
  { mount: '/ai', load: () => import('./intelligence.router') },
];
