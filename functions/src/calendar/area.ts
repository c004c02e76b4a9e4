import type { ApiArea } from '../http/area';

/** Where calendar sync is mounted under /api (loaded on first request). */
export const calendarAreas: readonly ApiArea[] = [
  { mount: '/calendar', load: () => import('./calendar.router') },
];
