import { Router } from 'express';
import { platformContracts as c } from '@chairside/core/contracts/platform';
import { reply } from '../http/contract';

export const router = Router();

/** GET /api/health: a cheap liveness answer (no database read). */
router.get(c.health.path, (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.health, { status: 'ok', service: 'chairside-api', time: new Date().toISOString() });
});
