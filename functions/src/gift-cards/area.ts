import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const giftCardAreas: readonly ApiArea[] = [
  { mount: '/gift-cards', load: () => import('./gift-cards.router') },
];
