import { onRequest } from 'firebase-functions/v2/https';
import './subscriptions';
import { createApp } from './app';
import { FUNCTION_SIZES } from './function-sizes';

// One Express app, deployed as three functions sized for their traffic;
// Hosting sends each path to its own (firebase.json's rewrites, checked by
// function-sizes.test.ts). The public booking path takes the Monday-morning
// rush without queueing the signed-in API behind it, and the providers'
// webhooks are never starved by either.

/** The signed-in API: `/api/**` that is neither public booking nor a webhook. */
export const api = onRequest(FUNCTION_SIZES.api, createApp());
/** Public booking (`/api/booking/**`): menus, slots, booking, the client's manage link. */
export const bookingApi = onRequest(FUNCTION_SIZES.bookingApi, createApp());
/** Stripe's, Twilio's, Google's and Microsoft's calls (verified, applied once). */
export const webhooks = onRequest(FUNCTION_SIZES.webhooks, createApp());
export { siteOnServiceWrite, siteOnSalonUpdate } from './sites/triggers';
export { pages } from './pages';
export {
  blogOnPostWrite,
  blogOnCategoryWrite,
  blogOnTagWrite,
  blogOnAuthorWrite,
  blogOnPickWrite,
  salonBlogOnPostWrite,
  salonBlogOnCategoryWrite,
  salonBlogOnTagWrite,
  salonBlogOnAuthorWrite,
} from './blog/triggers';
export { bookingsOnWrite, bookingsOnStaffDayWrite } from './bookings/triggers';
export { rollupsOnChange } from './rollups';
export { financeOnSaleWritten, financeOnPaymentWritten } from './finance/triggers';
// Due work: one task per item at its time, planned by a trigger on its
// document, run by a task-queue function; one sweeper schedule dispatches
// what a lost task left behind (due/kinds.ts).
export {
  dueOnNotificationWrite,
  dueOnReservationWrite,
  dueOnGiftCardWrite,
  dueOnPostWrite,
  dueOnSalonPostWrite,
  dueOnFeedWrite,
  dueOnConnectionWrite,
  dueOnMailWrite,
  dueOnSalonDeletionWrite,
  dueOnCampaignWrite,
  dueOnJourneysWrite,
  dueOnGoogleReviewsWrite,
  dueOnSocialPostWrite,
  dueOnNoShowWrite,
  dueOnNoShowPriorWrite,
} from './due/followers';
export { dueTransactional, dueMarketing } from './due/tasks';
export { dueSweep } from './due/schedules';
