import { Router } from 'express';
import { callerOf, requireAuth } from '../http/auth';

export const router = Router();

/** GET /api/session: who the bearer token says the caller is. */
router.get('/', requireAuth, (_req, res) => {
  const { uid, email, emailVerified, superAdmin } = callerOf(res);
  res.set('Cache-Control', 'private, no-store').json({ uid, email, emailVerified, superAdmin });
});
