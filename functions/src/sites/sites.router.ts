// The website builder: the editor's draft, publishing, the owner's preview and
// the site resolver.
//   GET|PUT /api/sites/{orgId}/draft, POST|DELETE /api/sites/{orgId}/publish,
//   POST /api/sites/resolve { host }
import { Router, type Request } from 'express';
import { sitesContracts as c } from '@chairside/core/contracts/sites';
import { classifyHost } from '@chairside/core/hosts';
import { zDocId } from '@chairside/core/ids';
import { hostConfig } from '../config';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { parse } from '../http/validate';
import { EDITOR_ROLES } from './roles';
import {
  getDraft,
  publish,
  resolution,
  saveDraft,
  siteByHost,
  siteBySlug,
  unpublish,
} from './site.service';

export const router = Router();

const ZOrgId = zDocId('That salon id is not valid');
const orgParam = (req: Request) => parse(ZOrgId, req.params['orgId'], 'salon id');

router.post(
  c.resolve.path,
  readCounter,
  rateLimit({
    name: 'site-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { host } = parse(c.resolve.body, req.body, 'host');
    const mode = classifyHost(host, hostConfig());
    if (mode.mode === 'app') {
      const message = 'That host is the product itself, not a salon website.';
      reply(res, c.resolve, { resolved: false, message }, 404);
      return;
    }
    const site =
      mode.kind === 'subdomain' ? await siteBySlug(mode.slug) : await siteByHost(mode.host);
    const answer = resolution(site);
    reply(res, c.resolve, answer, answer.resolved ? 200 : 404);
  },
);

router.get(c.draft.path, requireAuth, async (req, res) => {
  const orgId = orgParam(req);
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'edit the website' });
  reply(res, c.draft, await getDraft(orgId));
});

router.put(c.saveDraft.path, requireAuth, async (req, res) => {
  const orgId = orgParam(req);
  const caller = callerOf(res);
  await requireRole(orgId, caller, EDITOR_ROLES, { action: 'edit the website' });
  // Parsed on its own so each problem names the editor's field (`name`, not `draft.name`).
  const draft = parse(c.saveDraft.body.shape.draft, req.body?.draft, 'website');
  reply(res, c.saveDraft, await saveDraft(orgId, caller.uid, draft));
});

router.post(c.publish.path, requireAuth, async (req, res) => {
  const orgId = orgParam(req);
  await requireRole(orgId, callerOf(res), EDITOR_ROLES, { action: 'publish the website' });
  const site = await publish(orgId);
  reply(res, c.publish, { published: true, publishedAt: site.publishedAt, slug: site.slug });
});

router.delete(c.unpublish.path, requireAuth, async (req, res) => {
  const orgId = orgParam(req);
  await requireRole(orgId, callerOf(res), ['owner'], { action: 'take the website offline' });
  await unpublish(orgId);
  reply(res, c.unpublish, { published: false });
});
