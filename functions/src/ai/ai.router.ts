// /api/ai: content generation (the spec's "Content generation: service
// description, about us, staff bio, SEO, headlines, hero"), what writes for
// the salon, and the allowance the platform sets.
import { Router } from 'express';
import {
  aiContracts as c,
  aiFoundryContracts as f,
  aiMarketingContracts as m,
  aiOnboardingContracts as o,
  aiReviewContracts as r,
  aiSpotlightContracts as sp,
  ZContentKind,
} from '@chairside/core/contracts/ai';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { generateContent } from './content.service';
import { searchPhotos, suggestColours, suggestFonts } from './foundry.service';
import { createMenu } from './onboarding.service';
import { personalNote, writeCampaign } from './promo.service';
import { summariseSalonReviews } from './reviews.service';
import { generateSpotlight } from './spotlight.service';
import { aiStatus, setBudget } from './status.service';

export const router = Router();

router.post(c.content.path, requireAuth, perCaller('ai-content', 120, 3600), async (req, res) => {
  const kind = parse(ZContentKind, req.params['kind'], 'kind');
  const input = parse(c.content.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, c.content, await generateContent(callerOf(res), kind, input));
});

router.get(c.status.path, requireAuth, async (req, res) => {
  const { orgId } = parse(c.status.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, c.status, await aiStatus(callerOf(res), orgId));
});

router.put(c.budget.path, requireAuth, async (req, res) => {
  const input = parse(c.budget.body, orgIdFrom(req.body), 'request');
  reply(res, c.budget, await setBudget(callerOf(res), input.orgId, input.monthlyTokens));
});

router.post(o.services.path, requireAuth, perCaller('ai-menu', 30, 3600), async (req, res) => {
  const input = parse(o.services.body, orgIdFrom(req.body), 'menu');
  reply(res, o.services, await createMenu(callerOf(res), input.orgId, input.services), 201);
});

router.post(r.summary.path, requireAuth, perCaller('ai-reviews', 60, 3600), async (req, res) => {
  const input = parse(r.summary.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, r.summary, await summariseSalonReviews(callerOf(res), input.orgId, input.writer));
});

router.post(
  sp.spotlight.path,
  requireAuth,
  perCaller('ai-spotlight', 120, 3600),
  async (req, res) => {
    const input = parse(sp.spotlight.body, orgIdFrom(req.body), 'request');
    noStore(res);
    reply(res, sp.spotlight, await generateSpotlight(callerOf(res), input));
  },
);

router.post(f.fonts.path, requireAuth, async (req, res) => {
  const input = parse(f.fonts.body, orgIdFrom(req.body), 'request');
  reply(res, f.fonts, await suggestFonts(callerOf(res), input.orgId, input.tone, input.seed));
});

router.post(f.colours.path, requireAuth, async (req, res) => {
  const input = parse(f.colours.body, orgIdFrom(req.body), 'request');
  reply(res, f.colours, await suggestColours(callerOf(res), input));
});

router.get(f.photos.path, requireAuth, perCaller('ai-photos', 120, 3600), async (req, res) => {
  const input = parse(f.photos.query, orgIdFrom(req.query), 'request');
  noStore(res);
  reply(res, f.photos, await searchPhotos(callerOf(res), input.orgId, input.q));
});

router.post(m.promo.path, requireAuth, perCaller('ai-promo', 120, 3600), async (req, res) => {
  const input = parse(m.promo.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, m.promo, await writeCampaign(callerOf(res), input));
});

router.post(m.personalNote.path, requireAuth, perCaller('ai-note', 240, 3600), async (req, res) => {
  const input = parse(m.personalNote.body, orgIdFrom(req.body), 'request');
  noStore(res);
  reply(res, m.personalNote, await personalNote(callerOf(res), input));
});
