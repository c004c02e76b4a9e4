import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const bookingAreas: readonly ApiArea[] = [
  { mount: '/booking', load: () => import('./booking.router') },
  { mount: '/bookings', load: () => import('./bookings.router') },
  { mount: '/availability', load: () => import('./availability.router') },
  { mount: '/waitlist-entries', load: () => import('./waitlist.router') },
];
