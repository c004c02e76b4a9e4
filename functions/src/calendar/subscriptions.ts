// What the calendar slice does when other slices publish (platform/events.ts):
// an appointment's event follows it into the connected Google or Outlook
// calendar of the team member it is with.
import { on } from '../platform/events';

on('appointment.written', 'calendar: push the appointment to its member’s calendar', async (e) => {
  const { pushBooking } = await import('./connect.service');
  await pushBooking(e.orgId, e.before, e.after);
});
