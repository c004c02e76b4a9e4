import { Router } from 'express';
import { platformContracts as c } from '@chairside/core/contracts/platform';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';

export const router = Router();

/** GET /api/session: who the bearer token says the caller is. */
router.get(c.session.path, requireAuth, (_req, res) => {
  const { uid, email, emailVerified, superAdmin } = callerOf(res);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.session, { uid, email, emailVerified, superAdmin });
});
