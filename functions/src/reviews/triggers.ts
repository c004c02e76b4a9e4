// A visit checked out (completed) is asked for a review when the salon asks
// after every visit (once a visit; not a client asked in the last 30 days).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';

export const reviewsOnBookingWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || after['status'] !== 'completed' || before?.['status'] === 'completed') return;
    const [{ ZBookingRecord }, { recordFrom }, { askAbout }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('../records/repository'),
      import('./requests.service'),
    ]);
    const booking = recordFrom(ZBookingRecord, event.data?.after);
    if (!booking) return;
    const asked = await askAbout(event.params.orgId, booking);
    if (asked.requested) logger.info('Review requested', { bookingId: booking.id });
  },
);
