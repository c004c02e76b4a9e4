// A salon's subdomain is its address (orgSlugs/{slug}, claimed by document id):
//   POST check-availability, POST register, GET list/{ownerId}, POST resolve
import { Router } from 'express';
import { subdomainContracts as c } from '@chairside/core/contracts/sites';
import { zDocId } from '@chairside/core/ids';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { requireRole } from '../http/membership';
import { clientIp, perCaller, rateLimit } from '../http/rate-limit';
import { readCounter } from '../http/read-count';
import { orgIdFrom, parse } from '../http/validate';
import { resolution, siteBySlug } from './site.service';
import { checkSubdomain, moveSalonAddress, ownedAddresses } from './subdomain.service';

export const router = Router();

router.post(c.check.path, requireAuth, perCaller('subdomain-check', 120, 60), async (req, res) => {
  const { subdomain } = parse(c.check.body, req.body, 'subdomain');
  reply(res, c.check, await checkSubdomain(subdomain));
});

router.post(c.register.path, requireAuth, async (req, res) => {
  const input = parse(c.register.body, orgIdFrom(req.body), 'subdomain');
  await requireRole(input.orgId, callerOf(res), ['owner'], {
    action: 'change the salon address',
  });
  reply(res, c.register, await moveSalonAddress(input.orgId, input.subdomain));
});

/** The addresses of the salons a person owns (themselves, or any for a super-admin). */
router.get(c.list.path, requireAuth, async (req, res) => {
  const ownerId = parse(zDocId(), req.params['ownerId'], 'owner id');
  const caller = callerOf(res);
  if (caller.uid !== ownerId && !caller.superAdmin) {
    throw new ApiError('forbidden', 'You can only list your own salons’ addresses.');
  }
  reply(res, c.list, { subdomains: await ownedAddresses(ownerId) });
});

router.post(
  c.resolve.path,
  readCounter,
  rateLimit({
    name: 'subdomain-resolve:ip',
    limit: 300,
    windowSeconds: 60,
    key: (req) => clientIp(req),
  }),
  async (req, res) => {
    const { subdomain } = parse(c.resolve.body, req.body, 'subdomain');
    const answer = resolution(await siteBySlug(subdomain));
    reply(res, c.resolve, answer, answer.resolved ? 200 : 404);
  },
);
