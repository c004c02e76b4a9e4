import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const siteAreas: readonly ApiArea[] = [
  { mount: '/sites', load: () => import('./sites.router') },
  { mount: '/subdomain', load: () => import('./subdomain.router') },
  { mount: '/domains', load: () => import('./domains.router') },
  {
    mount: '/organisation',
    load: () => import('./profile.router').then((m) => ({ router: m.profileRouter })),
  },
  {
    mount: '/website-themes',
    load: () => import('./profile.router').then((m) => ({ router: m.themesRouter })),
  },
];

/**
 * The public site calls at the API root (public-salon-data, temp_public_site,
 * v1/public/*, api-key, stock-photos): listed last, so requests for the other
 * areas never pass through (or load) this router.
 */
export const rootSiteAreas: readonly ApiArea[] = [
  { mount: null, load: () => import('./public.router') },
];
