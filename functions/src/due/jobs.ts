// Work that falls due with time, one job per kind: deposit holds that ran
// out, blog posts whose publishing time has come, reminders and notices to
// send, online reservations whose hold ran out, gift cards to e-mail on
// their day, imported calendars to fetch again and connected ones to
// reconcile. Each job answers "what is due at `now`" and does it. Every job
// here is deployed as a schedule of its own (schedules.ts, exported by
// index.ts: a test fails for a job that is not), and `npm start` runs them
// all every minute through the emulator-only route, since the emulators
// never fire schedules.
import { publishDue, rebuildBlog } from '../blog';
import { deliverDue } from '../notifications';
import { releaseExpiredHolds } from '../bookings';
import { expireReservations } from '../retail';
import { deliverDueGiftCards } from '../gift-cards';
import { reconcileDueConnections, refreshDueFeeds } from '../calendar';

export interface DueJob {
  /** How often production runs it (Cloud Scheduler's words). */
  every: string;
  timeoutSeconds?: number;
  /** Does what is due at `now`; answers what it did, in counts. */
  run(now: Date): Promise<Record<string, number>>;
}

/** Keyed by the deployed function's name. */
export const DUE_JOBS = {
  /** Online bookings whose deposit was not paid in time are released. */
  paymentsReleaseHolds: {
    every: 'every 5 minutes',
    run: async (now) => {
      const { released, paid } = await releaseExpiredHolds(now);
      return { holdsReleased: released, holdsPaid: paid };
    },
  },
  /** Scheduled posts whose time has come go live (and the blog is rebuilt at that moment). */
  blogPublishScheduled: {
    every: 'every 5 minutes',
    run: async (now) => {
      const published = await publishDue(now);
      if (published.length) await rebuildBlog();
      return { postsPublished: published.length };
    },
  },
  /** Reminders and notices whose time has come. */
  notificationsSendDue: {
    every: 'every 1 minutes',
    run: async (now) => ({ ...(await deliverDue(now)) }),
  },
  /** Online reservations whose hold ran out go back on the shelf. */
  retailExpireReservations: {
    every: 'every 15 minutes',
    run: async (now) => ({ reservationsExpired: await expireReservations(now) }),
  },
  /** Gift cards bought for a later day are e-mailed on it. */
  giftCardsDeliverDue: {
    every: 'every 15 minutes',
    run: async (now) => ({ giftCardsDelivered: await deliverDueGiftCards(now) }),
  },
  /**
   * Imported calendars whose next fetch has come are read again; connected
   * Google and Outlook calendars are reconciled (push delivery is not
   * guaranteed) and their channels renewed before they lapse.
   */
  calendarRefreshFeeds: {
    every: 'every 5 minutes',
    timeoutSeconds: 300,
    run: async (now) => ({
      calendarsRefreshed: await refreshDueFeeds(now),
      calendarsReconciled: await reconcileDueConnections(now),
    }),
  },
} satisfies Record<string, DueJob>;

export type DueJobName = keyof typeof DUE_JOBS;
