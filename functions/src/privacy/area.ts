import type { ApiArea } from '../http/area';

/** A person's own data: export, account deletion, salon deletion (loaded on first request). */
export const privacyAreas: readonly ApiArea[] = [
  { mount: '/account', load: () => import('./privacy.router') },
];
