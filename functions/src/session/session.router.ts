import { Router } from 'express';
import { platformContracts as c } from '@chairside/core/contracts/platform';
import { workspaceContracts as w } from '@chairside/core/contracts/workspace';
import { zDocId } from '@chairside/core/ids';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { parse } from '../http/validate';
import { setActiveOrg, workspaceOf } from './workspace.service';

export const router = Router();

/** GET /api/session: who the bearer token says the caller is. */
router.get(c.session.path, requireAuth, (_req, res) => {
  const { uid, email, emailVerified, superAdmin } = callerOf(res);
  res.set('Cache-Control', 'private, no-store');
  reply(res, c.session, { uid, email, emailVerified, superAdmin });
});

/** GET /api/session/workspace: the caller's salons, and the one on screen. */
router.get(w.workspace.path, requireAuth, async (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  reply(res, w.workspace, await workspaceOf(callerOf(res)));
});

/** PUT /api/session/active-org/:orgId: work in another of one's salons. */
router.put(w.setActiveOrg.path, requireAuth, async (req, res) => {
  const orgId = parse(zDocId('Not a salon id'), req.params['orgId'], 'salon id');
  reply(res, w.setActiveOrg, { activeOrgId: await setActiveOrg(callerOf(res), orgId) });
});
