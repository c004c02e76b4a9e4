// An appointment's write is published once to every slice that follows it
// (reminders, no-show risk, the connected calendar, review requests, marketing
// credit, the hold's task): one trigger on the document, not one per slice.
// Each stylist's lock document, once written, is projected into the day's
// read model (day-view.ts).
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

export const bookingsOnWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/bookings/{bookingId}', region: 'us-central1', retry: true },
  async (event) => {
    const [{ ZBookingRecord }, { recordFrom }, { publish }] = await Promise.all([
      import('@chairside/core/records/booking'),
      import('../records/repository'),
      import('../platform/events'),
    ]);
    const was = event.data?.before;
    const is = event.data?.after;
    // Its followers are independent (the client's confirmation never waits behind a
    // calendar's answer): they run together.
    const failed = await publish(
      'appointment.written',
      {
        orgId: event.params.orgId,
        change: !was?.exists ? 'created' : !is?.exists ? 'deleted' : 'updated',
        before: recordFrom(ZBookingRecord, was),
        after: recordFrom(ZBookingRecord, is),
      },
      { together: true },
    );
    // Each handler is safe to run twice: the retry runs them all again.
    if (failed) throw new Error(`${failed} follower(s) of an appointment's write failed; retrying`);
  },
);

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
