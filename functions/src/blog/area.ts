import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const blogAreas: readonly ApiArea[] = [
  { mount: '/blog', load: () => import('./blog.router') },
  { mount: '/blog-empire', load: () => import('./empire.router') },
];
