// Work that falls due with time: deposit holds that ran out, blog posts whose
// publishing time has come, reminders and notices to send, online
// reservations whose hold ran out, gift cards to e-mail on their day, imported calendars to fetch again and connected ones to reconcile. One function
// answers "what is due at `now`" and does it; the schedule runs it in production, and `npm start` runs it every
// minute through the emulator-only route (the emulators never fire schedules).
import { publishDue, rebuildBlog } from '../blog';
import { deliverDue, type DueReport } from '../notifications';
import { releaseExpiredHolds } from '../bookings';
import { expireReservations } from '../retail';
import { deliverDueGiftCards } from '../gift-cards';
import { refreshDueFeeds } from '../calendar';
import { reconcileDueConnections } from '../calendar';

export interface DueWorkReport {
  at: string;
  holdsReleased: number;
  holdsPaid: number;
  postsPublished: number;
  notifications: DueReport;
  reservationsExpired: number;
  giftCardsDelivered: number;
  calendarsRefreshed: number;
  calendarsReconciled: number;
}

export async function runDueWork(now: Date = new Date()): Promise<DueWorkReport> {
  const holds = await releaseExpiredHolds(now);
  const published = await publishDue(now);
  if (published.length) await rebuildBlog();
  const notifications = await deliverDue(now);
  const reservationsExpired = await expireReservations(now);
  const giftCardsDelivered = await deliverDueGiftCards(now);
  const calendarsRefreshed = await refreshDueFeeds(now);
  const calendarsReconciled = await reconcileDueConnections(now);
  return {
    at: now.toISOString(),
    holdsReleased: holds.released,
    holdsPaid: holds.paid,
    postsPublished: published.length,
    notifications,
    reservationsExpired,
    giftCardsDelivered,
    calendarsRefreshed,
    calendarsReconciled,
  };
}
