// Custom domains, claimed by document id in domains/{host}:
//   POST add, GET list/{salonId}, GET instructions/{domainId}, POST verify,
//   GET check-status/{domainId}, DELETE {domainId}, POST resolve { host }
// The work is in domains.service.ts.
import { Router, type Request } from 'express';
import { domainContracts as c } from '@chairside/core/contracts/sites';
import { zDocId } from '@chairside/core/ids';
import { ZDomain } from '@chairside/core/site';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { orgIdFrom, parse } from '../http/validate';
import {
  addDomain,
  domainStatus,
  instructions,
  listDomains,
  ownedDomain,
  removeDomain,
  verifyDomain,
} from './domains.service';
import { resolution, siteByHost } from './site.service';

export const router = Router();

const OWNERS = ['owner', 'manager'] as const;
const hostParam = (req: Request) => parse(ZDomain, req.params['domainId'], 'domain');

router.post(c.add.path, requireAuth, async (req, res) => {
  const input = parse(c.add.body, orgIdFrom(req.body), 'domain');
  await requireRole(input.orgId, callerOf(res), OWNERS, { action: 'manage domains' });
  reply(res, c.add, await addDomain(input.orgId, input.domain), 201);
});

router.get(c.list.path, requireAuth, async (req, res) => {
  const salonId = parse(zDocId('That id is not valid'), req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), OWNERS, { action: 'manage domains' });
  reply(res, c.list, { domains: await listDomains(salonId) });
});

router.get(c.instructions.path, requireAuth, async (req, res) => {
  const host = hostParam(req);
  const { orgId } = parse(c.instructions.query, orgIdFrom(req.query), 'query');
  const { token } = await ownedDomain(host, callerOf(res), orgId);
  reply(res, c.instructions, instructions(host, token));
});

router.get(c.status.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.status.query, orgIdFrom(req.query), 'query');
  reply(res, c.status, { domain: await domainStatus(hostParam(req), callerOf(res), orgId) });
});

router.post(c.verify.path, requireAuth, perCaller('domain-verify', 30, 600), async (req, res) => {
  const { domain_id, orgId } = parse(c.verify.body, orgIdFrom(req.body), 'domain');
  reply(res, c.verify, await verifyDomain(domain_id, callerOf(res), orgId));
});

router.delete(c.remove.path, requireAuth, async (req, res) => {
  const host = hostParam(req);
  const { orgId } = parse(c.remove.query, orgIdFrom(req.query), 'query');
  await removeDomain(host, callerOf(res), orgId);
  reply(res, c.remove, { deleted: true, domain: host });
});

router.post(
  c.resolve.path,
  readCounter,
  rateLimit({
    name: 'domain-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { host } = parse(c.resolve.body, req.body, 'host');
    const answer = resolution(await siteByHost(host));
    reply(res, c.resolve, answer, answer.resolved ? 200 : 404);
  },
);
