// Each stylist's lock document, once written, is projected into the day's
// read model (day-view.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

export const bookingsOnStaffDayWrite = onDocumentWritten(
  {
    document: 'orgs/{orgId}/bookingDays/{date}/staff/{staffId}',
    region: 'us-central1',
    retry: true,
  },
  async (event) => {
    const [{ Timestamp }, { ZStaffDayRecord }, { projectStaffDay }] = await Promise.all([
      import('firebase-admin/firestore'),
      import('@chairside/core/records/booking-days'),
      import('./day-view'),
    ]);
    const after = event.data?.after;
    const blocks = after?.exists
      ? ZStaffDayRecord.parse({ id: after.id, ...after.data() }).blocks
      : null;
    // A deleted lock document empties the stylist's day, as of the deletion.
    const version =
      (after?.exists ? after.updateTime : undefined) ?? Timestamp.fromDate(new Date(event.time));
    const { orgId, date, staffId } = event.params;
    await projectStaffDay(orgId, date, staffId, blocks, version);
  },
);
