// A new appointment by a client who had marketing lately is credited to the
// message (within the salon's window; last touch wins). Safe to run twice.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';

export const marketingOnBookingCreated = onDocumentCreated(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { recordFrom }, { attributeBooking }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('../records/repository'),
      import('./tracking.service'),
    ]);
    const booking = recordFrom(ZBookingRecord, event.data);
    if (!booking) return;
    const credited = await attributeBooking(event.params.orgId, booking);
    if (credited) logger.info('Booking credited to marketing', { bookingId: booking.id, credited });
  },
);
