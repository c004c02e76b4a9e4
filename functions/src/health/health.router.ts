import { Router } from 'express';

export const router = Router();

/** GET /api/health: a cheap liveness answer (no database read). */
router.get('/', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({
    status: 'ok',
    service: 'chairside-api',
    time: new Date().toISOString(),
  });
});
