// What a message's recipient did: opened it (the pixel loaded: approximate,
// as mail clients that block images never say), clicked one of its links
// (then sent on to where the link pointed), or booked within the salon's
// attribution window after it (credited to the last marketing message they
// had: last touch wins). Only links the functions signed are counted or followed.
import { attribute } from '@chairside/core/marketing';
import type { BookingRecord } from '@chairside/core/records/booking';
import { isDocId } from '@chairside/core/ids';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { touchDoc } from '../records/campaigns';
import { notificationDoc } from '../records/notifications';
import { marketingSettings } from './campaigns.service';
import { trackingValid } from './links';

const messageRef = (orgId: string, id: string) =>
  isDocId(orgId) && isDocId(id) ? notificationDoc(orgId, id) : null;

export async function recordOpen(orgId: string, id: string, sig: string) {
  const ref = messageRef(orgId, id);
  if (!ref || !trackingValid(orgId, id, '', sig)) return;
  const n = (await ref.get()).data();
  if (n?.source && !n.opened) await ref.update({ opened: 1 });
}

/** Counts the click and answers where to send the visitor. */
export async function recordClick(orgId: string, id: string, url: string, sig: string) {
  const ref = messageRef(orgId, id);
  if (!ref || !/^https?:\/\//.test(url) || !trackingValid(orgId, id, url, sig))
    throw new ApiError(
      'not_found',
      'This link is not valid. Use the link in the message you received.',
    );
  const n = (await ref.get()).data();
  // A click shows the message was opened, whatever the pixel said.
  if (n?.source && (!n.clicked || !n.opened)) await ref.update({ clicked: 1, opened: 1 });
  return url;
}

/**
 * A new booking by a client who had marketing lately: credited to their last
 * message when it is within the window (once per booking, however often the
 * trigger runs). Answers the message credited, or null.
 */
export async function attributeBooking(orgId: string, b: BookingRecord): Promise<string | null> {
  if (!b.clientId || b.source === 'import') return null;
  const touch = (await touchDoc(orgId, b.clientId).get()).data();
  if (!touch) return null;
  const settings = await marketingSettings(orgId);
  const credited = attribute(
    [{ source: touch.notificationId, clientId: b.clientId, sentAt: touch.sentAt.getTime() }],
    [{ bookingId: b.id, clientId: b.clientId, bookedAt: b.createdAt.getTime(), revenue: b.price }],
    settings.attributionDays,
  );
  if (!credited.size) return null;
  const ref = notificationDoc(orgId, touch.notificationId);
  return db().runTransaction(async (tx) => {
    const n = (await tx.get(ref)).data();
    if (!n || n.bookingIds.includes(b.id)) return null;
    tx.update(ref, {
      booked: n.booked + 1,
      bookingIds: [...n.bookingIds, b.id],
      revenue: n.revenue + b.price,
    });
    return n.id;
  });
}
