// Every kind of work that falls due at a time, as its slice describes it
// (platform/due.ts). Each is followed by a trigger that plans one Cloud Tasks
// task per document at its time (followers.ts), run by a task-queue function
// (tasks.ts); the sweeper (schedules.ts) dispatches anything a lost task
// left behind. A test fails for a kind that is missing any of the three.
import type { DueKind } from '../platform/due';
import { notificationsDue } from '../notifications';
import { holdsDue } from '../bookings';
import { reservationsDue } from '../retail';
import { giftCardsDue } from '../gift-cards';
import { scheduledPostsDue, scheduledSalonPostsDue } from '../blog';
import { connectionsDue, feedsDue } from '../calendar';
import { mailDue } from '../mail/outbox';
import { salonDeletionsDue } from '../privacy';
import { campaignsDue, journeysDue } from '../marketing';
import { googleReviewsDue } from '../reviews';
import { socialPostsDue } from '../social';
import { noShowDue, noShowPriorDue } from '../intelligence';

export const DUE_KINDS = {
  /** Reminders and notices whose time has come (a salon's own messages on the marketing queue). */
  notification: notificationsDue,
  /** Online bookings whose deposit (or card) was not given in time are released. */
  hold: holdsDue,
  /** Online reservations whose hold ran out go back on the shelf. */
  reservation: reservationsDue,
  /** Gift cards bought for a later day are e-mailed on it. */
  giftCard: giftCardsDue,
  /** Scheduled posts whose time has come go live. */
  post: scheduledPostsDue,
  /** A salon's scheduled posts whose time has come go live on its site. */
  salonPost: scheduledSalonPostsDue,
  /** Imported calendars are read again. */
  feed: feedsDue,
  /** Connected Google and Outlook calendars are reconciled, their channels renewed. */
  connection: connectionsDue,
  /** E-mail a request asked for (an invitation, a receipt, a sign-in link) goes out just after. */
  mail: mailDue,
  /** A salon whose owner confirmed its deletion goes when the 14-day grace period ends. */
  salonDeletion: salonDeletionsDue,
  /** A launched campaign's next batch of messages goes into the queue. */
  campaign: campaignsDue,
  /** Each salon's automated journeys, hourly while one is on. */
  journeys: journeysDue,
  /** A salon's Google reviews, read every six hours (sooner again after a failure, with backoff). */
  googleReviews: googleReviewsDue,
  /** A social post whose time (or a network's next try) has come. */
  socialPost: socialPostsDue,
  /** Each salon's no-show model, trained weekly, and its coming three weeks scored daily. */
  noShow: noShowDue,
  /** The platform's no-show prior, fitted weekly on every salon's anonymised sample. */
  noShowPrior: noShowPriorDue,
} satisfies Record<string, DueKind>;

export type DueKindName = keyof typeof DUE_KINDS;
export const DUE_KIND_NAMES = Object.keys(DUE_KINDS) as DueKindName[];
