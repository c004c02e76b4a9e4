import express, { Router } from 'express';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { lazyRouter } from './http/lazy';

/** The `api` function's express app. Hosting sends `/api/**` here, path included. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(
    '/health',
    lazyRouter(() => import('./health/health.router')),
  );
  api.use(
    '/session',
    lazyRouter(() => import('./session/session.router')),
  );
  api.use(
    '/orgs',
    lazyRouter(() => import('./orgs/orgs.router')),
  );
  api.use(
    '/staff',
    lazyRouter(() => import('./staff/staff.router')),
  );
  api.use(
    '/clients',
    lazyRouter(() => import('./clients/clients.router')),
  );
  api.use(
    '/booking',
    lazyRouter(() => import('./bookings/booking.router')),
  );
  api.use(
    '/bookings',
    lazyRouter(() => import('./bookings/bookings.router')),
  );
  api.use(
    '/availability',
    lazyRouter(() => import('./bookings/availability.router')),
  );
  api.use(
    '/waitlist-entries',
    lazyRouter(() => import('./bookings/waitlist.router')),
  );
  api.use(
    '/auth',
    lazyRouter(() => import('./auth-mail/auth-mail.router')),
  );
  api.use(
    '/admin-dashboard',
    lazyRouter(() => import('./admin/admin-dashboard.router')),
  );
  api.use(
    '/sites',
    lazyRouter(() => import('./sites/sites.router')),
  );
  api.use(
    '/subdomain',
    lazyRouter(() => import('./sites/subdomain.router')),
  );
  api.use(
    '/domains',
    lazyRouter(() => import('./sites/domains.router')),
  );
  api.use(
    '/contact',
    lazyRouter(() => import('./contact/contact.router')),
  );
  api.use(
    '/organisation',
    lazyRouter(() => import('./sites/profile.router').then((m) => ({ router: m.profileRouter }))),
  );
  api.use(
    '/website-themes',
    lazyRouter(() => import('./sites/profile.router').then((m) => ({ router: m.themesRouter }))),
  );
  api.use(
    '/site-assets',
    lazyRouter(() => import('./media/assets.router')),
  );
  api.use(
    '/media',
    lazyRouter(() => import('./media/assets.router').then((m) => ({ router: m.mediaRouter }))),
  );
  api.use(
    '/blog',
    lazyRouter(() => import('./blog/blog.router')),
  );
  // public-salon-data, temp_public_site, v1/public/*, api-key, stock-photos.
  api.use(lazyRouter(() => import('./sites/public.router')));
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
