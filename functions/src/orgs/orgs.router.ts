import { Router } from 'express';
import { ZCreateOrg } from '@chairside/core/org';
import { callerOf, requireAuth } from '../http/auth';
import { rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { createOrg } from './orgs.service';

export const router = Router();

/** POST /api/orgs: create a salon; the caller becomes its owner. */
router.post(
  '/',
  requireAuth,
  rateLimit({
    name: 'create-org',
    limit: 10,
    windowSeconds: 24 * 3600,
    key: (_req, res) => callerOf(res).uid,
  }),
  async (req, res) => {
    const caller = callerOf(res);
    const input = parse(ZCreateOrg, req.body, 'salon');
    const created = await createOrg(caller, input);
    res.status(201).json(created);
  },
);
