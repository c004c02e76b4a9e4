// What the intelligence slice gives the others: a new appointment's no-show
// risk (the deposit asked when it is high). Its model loads on first use.
import { on } from '../platform/events';
import { registerRiskAssessor } from '../platform/no-show-risk';

// Each write of an appointment scores it (or takes it off the day it left);
// the coming days are scored again daily by the due work (due.ts).
on('appointment.written', 'intelligence: score the appointment’s no-show risk', async (e) => {
  const { scoreBookingWrite } = await import('./no-show.service');
  await scoreBookingWrite(e.orgId, e.before, e.after, new Date());
});

registerRiskAssessor(async (q, now) => {
  const { assessNewAppointment } = await import('./no-show.service');
  return assessNewAppointment(q, now);
});
