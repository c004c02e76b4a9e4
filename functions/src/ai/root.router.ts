// The AI calls at the API root, by the spec's names: generate-salon-website
// and generate-salon-image (each mounted at its own path: see area.ts).
import { Router } from 'express';
import { aiImageContracts as i, aiRootContracts as c } from '@chairside/core/contracts/ai';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { generateImage } from './image.service';
import { generateWebsite } from './site.service';

export const router = Router();

router.post('/', requireAuth, perCaller('ai-site', 60, 3600), async (req, res) => {
  const input = parse(c.generateWebsite.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, c.generateWebsite, await generateWebsite(callerOf(res), input));
});

export const imageRouter = Router();

imageRouter.post('/', requireAuth, perCaller('ai-image', 30, 3600), async (req, res) => {
  const input = parse(i.generateImage.body, orgIdFrom(req.body), 'request');
  reply(res, i.generateImage, await generateImage(callerOf(res), input), 201);
});
