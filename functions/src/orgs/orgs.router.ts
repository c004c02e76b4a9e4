import { Router } from 'express';
import { platformContracts as c } from '@chairside/core/contracts/platform';
import { workspaceContracts as w } from '@chairside/core/contracts/workspace';
import { zDocId } from '@chairside/core/ids';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { parse } from '../http/validate';
import { createOrg } from './orgs.service';
import { overviewOf } from './overview.service';

export const router = Router();

/** POST /api/orgs: create a salon; the caller becomes its owner. */
router.post(
  c.createOrg.path,
  requireAuth,
  perCaller('create-org', 10, 24 * 3600),
  async (req, res) => {
    const caller = callerOf(res);
    const input = parse(c.createOrg.body, req.body, 'salon');
    reply(res, c.createOrg, await createOrg(caller, input), 201);
  },
);

/** GET /api/orgs/:orgId/overview: the set-up checklist and the team, for any member. */
router.get(w.overview.path, requireAuth, async (req, res) => {
  const orgId = parse(zDocId('Not a salon id'), req.params['orgId'], 'salon id');
  res.set('Cache-Control', 'private, no-store');
  reply(res, w.overview, await overviewOf(callerOf(res), orgId));
});
