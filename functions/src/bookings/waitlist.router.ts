// POST waitlist-entries: a visitor asks to hear when a time frees up on a day.
import { Router } from 'express';
import { FieldValue } from 'firebase-admin/firestore';
import { onlineDateProblem } from '@chairside/core/booking';
import { bookingContracts as c } from '@chairside/core/contracts/booking';
import { localParts } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import { reply } from '../http/contract';
import { waitlistCollection } from '../records/bookings';
import { perVisitorContact } from '../http/rate-limit';
import { parse } from '../http/validate';
import { candidatesFor } from './public.service';
import { loadServices } from './salon-data';
import { resolveSalon } from '../platform/salon';

export const router = Router();

router.post(c.waitlist.path, ...perVisitorContact('waitlist', 20, 3600), async (req, res) => {
  const input = parse(c.waitlist.body, req.body, 'waitlist entry');
  const salon = await resolveSalon(input.orgId);
  const problem = onlineDateProblem(
    input.date,
    localParts(Date.now(), salon.timeZone).date,
    salon.policy.maxAdvanceDays,
  );
  if (problem) throw new ApiError('unprocessable', problem, [{ path: 'date', message: problem }]);
  const services = await loadServices(salon.id, input.serviceIds, { online: true });
  await candidatesFor(salon, services, input.staffId);
  const ref = waitlistCollection(salon.id).doc();
  await ref.create({
    id: ref.id,
    serviceIds: input.serviceIds,
    serviceNames: services.map((s) => s.name),
    staffId: input.staffId,
    date: input.date,
    timeOfDay: input.timeOfDay,
    firstName: input.contact.firstName,
    lastName: input.contact.lastName,
    email: input.contact.email.toLowerCase(),
    phone: input.contact.phone,
    notes: input.contact.notes,
    status: 'waiting',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  reply(res, c.waitlist, { id: ref.id, status: 'waiting' }, 201);
});
