import { serve, type PageRegistration } from '../../app/routes/page';

export const notificationPages: PageRegistration[] = [
  // The queue, templates and reminder settings come from the API alone.
  ...serve(() => import('./NotificationsPage'), ['notifications', 'mobile-notifications'], {
    apiOnly: true,
  }),
];
