import { Router } from 'express';
import { adminContracts as c } from '@chairside/core/contracts/admin';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth, type Caller } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { perCaller } from '../http/rate-limit';
import { parse } from '../http/validate';
import { auditTrail, endImpersonation, startImpersonation } from './impersonation.service';
import { adminOverview } from './overview.service';

export const router = Router();

function requireSuperAdmin(caller: Caller) {
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can see this.');
}

/** GET /api/admin-dashboard/data: the platform at a glance (super-admins only). */
router.get(c.adminDashboard.path, requireAuth, async (req, res) => {
  requireSuperAdmin(callerOf(res));
  const query = parse(c.adminDashboard.query, req.query, 'request');
  noStore(res);
  reply(res, c.adminDashboard, await adminOverview(query));
});

/** POST /api/admin-dashboard/impersonate: a support session as a salon member (super-admins only). */
router.post(
  c.impersonate.path,
  requireAuth,
  perCaller('impersonate:uid', 20, 3600),
  async (req, res) => {
    const caller = callerOf(res);
    requireSuperAdmin(caller);
    const input = parse(c.impersonate.body, req.body, 'request');
    noStore(res);
    reply(res, c.impersonate, await startImpersonation(caller, input), 201);
  },
);

/** POST /api/admin-dashboard/impersonate/end: ends the support session the caller is in. */
router.post(c.endImpersonation.path, requireAuth, async (_req, res) => {
  await endImpersonation(callerOf(res));
  reply(res, c.endImpersonation, { ended: true });
});

/** GET /api/admin-dashboard/audit?orgId: the salon's audit trail (its owner only). */
router.get(c.auditLog.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.auditLog.query, req.query, 'request');
  await requireRole(orgId, callerOf(res), ['owner'], { action: 'read the audit trail' });
  noStore(res);
  reply(res, c.auditLog, { entries: await auditTrail(orgId) });
});
