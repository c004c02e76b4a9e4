import { onRequest } from 'firebase-functions/v2/https';
import './subscriptions';
import { createApp } from './app';

/** The one HTTPS function; Hosting rewrites `/api/**` to it. */
export const api = onRequest({ region: 'us-central1', concurrency: 80 }, createApp());
export { siteOnServiceWrite, siteOnSalonUpdate } from './sites/triggers';
export { pages } from './pages';
export {
  blogOnPostWrite,
  blogOnCategoryWrite,
  blogOnTagWrite,
  blogOnAuthorWrite,
  blogPublishScheduled,
} from './blog/triggers';
export { paymentsReleaseHolds } from './bookings/triggers';
export { calendarOnBookingWrite, calendarRefreshFeeds } from './calendar/triggers';
export { notificationsOnBookingWrite, notificationsSendDue } from './notifications/triggers';
