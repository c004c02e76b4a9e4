import type { ApiArea } from '../http/area';

/** Where this feature's router is mounted under /api (loaded on first request). */
export const siteAnalyticsAreas: readonly ApiArea[] = [
  { mount: '/site-analytics', load: () => import('./site-analytics.router') },
];
