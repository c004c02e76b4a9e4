// Each write of an appointment scores it (or takes it off the day it left);
// the coming days are scored again daily by the due work (due.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

export const intelligenceOnBookingWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { scoreBookingWrite }, { recordFrom }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('./no-show.service'),
      import('../records/repository'),
    ]);
    await scoreBookingWrite(
      event.params.orgId,
      recordFrom(ZBookingRecord, event.data?.before),
      recordFrom(ZBookingRecord, event.data?.after),
      new Date(),
    );
  },
);
