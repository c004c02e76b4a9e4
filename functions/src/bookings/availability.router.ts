// GET availability/slots/{orgId}: free times for the front desk and stylists
// (signed in). Unlike the public call it ignores the online notice and
// advance limit and includes services not bookable online.
import { Router } from 'express';
import { appointmentContracts as c } from '@chairside/core/contracts/booking';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { parse } from '../http/validate';
import { BOOK_ROLES } from './bookings.router';
import { findSlots } from './public.service';
import { resolveSalon } from '../platform/salon';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

router.get(c.slots.path, requireAuth, async (req, res) => {
  const orgId = parse(zDocId(), req.params['orgId'], 'salon');
  await requireRole(orgId, callerOf(res), BOOK_ROLES, { action: 'see availability' });
  const query = parse(c.slots.query, req.query, 'query');
  const salon = await resolveSalon(orgId);
  res.set('Cache-Control', 'no-store');
  reply(res, c.slots, await findSlots(salon, query, { online: false }));
});
