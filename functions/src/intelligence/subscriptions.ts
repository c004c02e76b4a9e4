// What the intelligence slice gives the others: a new appointment's no-show
// risk (the deposit asked when it is high). Its model loads on first use.
import { registerRiskAssessor } from '../platform/no-show-risk';

registerRiskAssessor(async (q, now) => {
  const { assessNewAppointment } = await import('./no-show.service');
  return assessNewAppointment(q, now);
});
