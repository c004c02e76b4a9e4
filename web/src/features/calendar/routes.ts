import { serve, type PageRegistration } from '../../app/routes/page';

/** Calendar sync: feeds to subscribe to, calendars imported as busy time, Google and Outlook. */
export const calendarPages: PageRegistration[] = [
  ...serve(() => import('./CalendarSyncPage'), ['calendar-sync']),
  ...serve(
    () => import('./CalendarCallbackPage'),
    ['google-calendar-callback', 'outlook-calendar-callback'],
  ),
];
