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
} from './blog/triggers';
export { calendarOnBookingWrite } from './calendar/triggers';
export { notificationsOnBookingWrite } from './notifications/triggers';
// Due work, one schedule per job (due/jobs.ts).
export {
  paymentsReleaseHolds,
  blogPublishScheduled,
  notificationsSendDue,
  retailExpireReservations,
  giftCardsDeliverDue,
  calendarRefreshFeeds,
} from './due/schedules';
