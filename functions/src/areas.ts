import type { Router } from 'express';

/**
 * Every area of the API: where it is mounted under /api and how its router is
 * loaded (lazily, on its first request, so heavy dependencies stay out of
 * cold starts). app.ts mounts these; the route sweep test walks them.
 */
export interface ApiArea {
  /** Mount path under /api; null mounts at /api itself. */
  mount: string | null;
  load: () => Promise<{ router: Router }>;
}

export const API_AREAS: readonly ApiArea[] = [
  { mount: '/health', load: () => import('./health/health.router') },
  { mount: '/session', load: () => import('./session/session.router') },
  { mount: '/orgs', load: () => import('./orgs/orgs.router') },
  { mount: '/staff', load: () => import('./staff/staff.router') },
  { mount: '/clients', load: () => import('./clients/clients.router') },
  { mount: '/booking', load: () => import('./bookings/booking.router') },
  { mount: '/bookings', load: () => import('./bookings/bookings.router') },
  { mount: '/availability', load: () => import('./bookings/availability.router') },
  { mount: '/waitlist-entries', load: () => import('./bookings/waitlist.router') },
  { mount: '/auth', load: () => import('./auth-mail/auth-mail.router') },
  { mount: '/admin-dashboard', load: () => import('./admin/admin-dashboard.router') },
  { mount: '/sites', load: () => import('./sites/sites.router') },
  { mount: '/subdomain', load: () => import('./sites/subdomain.router') },
  { mount: '/domains', load: () => import('./sites/domains.router') },
  { mount: '/contact', load: () => import('./contact/contact.router') },
  {
    mount: '/organisation',
    load: () => import('./sites/profile.router').then((m) => ({ router: m.profileRouter })),
  },
  {
    mount: '/website-themes',
    load: () => import('./sites/profile.router').then((m) => ({ router: m.themesRouter })),
  },
  { mount: '/site-assets', load: () => import('./media/assets.router') },
  {
    mount: '/media',
    load: () => import('./media/assets.router').then((m) => ({ router: m.mediaRouter })),
  },
  { mount: '/blog', load: () => import('./blog/blog.router') },
  // public-salon-data, temp_public_site, v1/public/*, api-key, stock-photos.
  { mount: null, load: () => import('./sites/public.router') },
];
