import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** A booking's event follows it into the connected Google or Outlook calendar of the member it is with. */
export const calendarOnBookingWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { pushBooking }, { recordFrom }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('./connect.service'),
      import('../records/repository'),
    ]);
    await pushBooking(
      event.params.orgId,
      recordFrom(ZBookingRecord, event.data?.before),
      recordFrom(ZBookingRecord, event.data?.after),
    );
  },
);
