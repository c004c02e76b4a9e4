// POST /api/generate-salon-website: a whole draft site from the salon's data
// and the owner's choices. The texts come from one model call (hero, About us
// and the search text together) or from the built-in writer; the sections,
// photos, menu, shop and memberships from what the salon holds. Nothing is
// saved: the owner opens the draft in the editor or publishes it.
import { CONTENT_OUTPUTS } from '@chairside/core/ai/content';
import { factIndex } from '@chairside/core/ai/fact-check';
import type { SalonFacts } from '@chairside/core/ai/facts';
import { sitePrompt } from '@chairside/core/ai/prompts';
import {
  builtInSiteTexts,
  draftTexts,
  EMPHASIS_LABELS,
  generateSiteDraft,
  type SiteExtras,
  type SiteGenerateRequest,
  type SiteTexts,
} from '@chairside/core/ai/site-generator';
import { checkText } from '@chairside/core/ai/fact-check';
import type { SiteGenerateAnswer } from '@chairside/core/contracts/ai';
import { z } from 'zod';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { membershipDefinitionsCollection } from '../records/memberships';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { productsCollection } from '../records/retail';
import { siteDraftDoc } from '../records/sites';
import { portfolioCollection } from '../records/social';
import { accepted } from './content.service';
import { factsFor } from './facts.service';
import { runFlow } from './flow';

const ZSiteTexts = z.object({
  hero: CONTENT_OUTPUTS.hero,
  about: CONTENT_OUTPUTS['about-us'],
  seo: CONTENT_OUTPUTS.seo,
});

/** What else the salon holds that a site shows (5 small reads). */
async function extrasOf(orgId: string): Promise<SiteExtras> {
  const [org, draft, work, products, plans] = await Promise.all([
    orgDoc(orgId).get(),
    siteDraftDoc(orgId).get(),
    portfolioCollection(orgId).where('showOnSite', '==', true).limit(8).get(),
    productsCollection(orgId).where('onlineSellable', '==', true).limit(1).get(),
    membershipDefinitionsCollection(orgId).where('active', '==', true).limit(1).get(),
  ]);
  countReads(2 + work.size + products.size + plans.size);
  return {
    slug: org.data()?.slug ?? orgId,
    work: readableRecords(work.docs).map((p) => ({
      url: p.photoUrl,
      caption: p.caption,
      alt: p.caption || [p.serviceNames.join(' and '), p.staffName].filter(Boolean).join(' by '),
    })),
    hasProducts: !products.empty,
    hasMemberships: !plans.empty,
    theme: draft.data()?.draft?.theme ?? null,
  };
}

export async function generateWebsite(
  caller: Caller,
  req: SiteGenerateRequest,
): Promise<SiteGenerateAnswer> {
  await requireRole(req.orgId, caller, ['owner', 'manager'], { action: 'make the website' });
  const [facts, extras]: [SalonFacts, SiteExtras] = await Promise.all([
    factsFor(req.orgId, 'about-us', {}),
    extrasOf(req.orgId),
  ]);
  const index = factIndex(facts);
  const answer = await runFlow({
    orgId: req.orgId,
    uid: caller.uid,
    flow: 'site',
    writer: req.writer,
    builtIn: () => ({ output: builtInSiteTexts(facts, req.tone, req.seed), flags: [] }),
    model: {
      schema: ZSiteTexts,
      prompt: () => sitePrompt({ facts, tone: req.tone, emphasis: EMPHASIS_LABELS[req.emphasis] }),
      accept: (out) => accepted(ZSiteTexts, out, index),
    },
    cacheParts: { tone: req.tone, emphasis: req.emphasis, seed: req.seed, facts },
  });
  const draft = generateSiteDraft(facts, extras, req, answer.output as SiteTexts);
  const flags = [...answer.flags, ...draftTexts(draft).flatMap((t) => checkText(t, index).flags)];
  const { output: _texts, flags: _flags, ...by } = answer;
  return { draft, flags, ...by };
}
