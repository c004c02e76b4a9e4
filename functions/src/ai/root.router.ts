// The AI calls at the API root, by the spec's names: generate-salon-website.
import { Router } from 'express';
import { aiRootContracts as c } from '@chairside/core/contracts/ai';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { generateWebsite } from './site.service';

export const router = Router();

router.post('/', requireAuth, perCaller('ai-site', 60, 3600), async (req, res) => {
  const input = parse(c.generateWebsite.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, c.generateWebsite, await generateWebsite(callerOf(res), input));
});
