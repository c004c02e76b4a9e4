// The website builder: the editor's draft, publishing, the owner's preview and
// the site resolver.
//   GET|PUT /api/sites/{orgId}/draft, POST|DELETE /api/sites/{orgId}/publish,
//   POST /api/sites/resolve { host }
import { Router } from 'express';
import { z } from 'zod';
import { classifyHost } from '@chairside/core/hosts';
import { SITE_ERRORS, ZSiteDraft } from '@chairside/core/site';
import { hostConfig } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { getDraft, publish, saveDraft, siteByHost, siteBySlug, unpublish } from './site.service';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

export const EDITOR_ROLES = ['owner', 'manager'] as const;
const ZOrgId = zDocId('That salon id is not valid');

router.post(
  '/resolve',
  readCounter,
  rateLimit({
    name: 'site-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { host } = parse(z.object({ host: z.string().trim().min(1).max(260) }), req.body, 'host');
    const mode = classifyHost(host, hostConfig());
    if (mode.mode === 'app') {
      res.status(404).json({
        resolved: false,
        message: 'That host is the product itself, not a salon website.',
      });
      return;
    }
    const site =
      mode.kind === 'subdomain' ? await siteBySlug(mode.slug) : await siteByHost(mode.host);
    if (!site) {
      res.status(404).json({ resolved: false, message: SITE_ERRORS.notResolved });
      return;
    }
    res.json({ resolved: true, message: 'ok', salon_id: site.salon_id, salon_data: site });
  },
);

router.get('/:orgId/draft', requireAuth, async (req, res) => {
  const orgId = parse(ZOrgId, req.params['orgId'], 'salon id');
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'edit the website' });
  res.json(await getDraft(orgId));
});

router.put('/:orgId/draft', requireAuth, async (req, res) => {
  const orgId = parse(ZOrgId, req.params['orgId'], 'salon id');
  const caller = callerOf(res);
  await requireRole(orgId, caller, EDITOR_ROLES, { action: 'edit the website' });
  const draft = parse(ZSiteDraft, req.body?.draft, 'website');
  res.json(await saveDraft(orgId, caller.uid, draft));
});

router.post('/:orgId/publish', requireAuth, async (req, res) => {
  const orgId = parse(ZOrgId, req.params['orgId'], 'salon id');
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'publish the website' });
  const site = await publish(orgId);
  res.json({ published: true, publishedAt: site.publishedAt, slug: site.slug });
});

router.delete('/:orgId/publish', requireAuth, async (req, res) => {
  const orgId = parse(ZOrgId, req.params['orgId'], 'salon id');
  await requireRole(orgId, callerOf(res), ['owner'], { action: 'take the website offline' });
  await unpublish(orgId);
  res.json({ published: false });
});
