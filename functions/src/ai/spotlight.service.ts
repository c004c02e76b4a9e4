// POST /api/ai/spotlight: a feature page of the salon's site for one team
// member or one service. Its texts come from one model call or the built-in
// writer, its photos from the portfolio (what the salon shows on its site,
// newest first), its services and prices from the menu. Nothing is saved:
// the owner adds the page to the draft, edits it, and publishes it.
import { checkText, factIndex } from '@chairside/core/ai/fact-check';
import { spotlightPrompt } from '@chairside/core/ai/prompts';
import {
  builtInSpotlightTexts,
  spotlightPage,
  spotlightPageId,
  spotlightTexts,
  ZSpotlightTexts,
  type SpotlightRequest,
  type SpotlightTexts,
} from '@chairside/core/ai/spotlight';
import type { SpotlightAnswer } from '@chairside/core/contracts/ai';
import { starterDraft } from '@chairside/core/site';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { siteDraftDoc } from '../records/sites';
import { portfolioCollection } from '../records/social';
import { accepted } from './content.service';
import { spotlightFactsFor } from './facts.service';
import { runFlow } from './flow';

const WORK_SHOWN = 12;

/** Photos of their work the salon shows on its site, newest first. */
async function workOf(orgId: string, kind: 'staff' | 'service', id: string) {
  const shown = portfolioCollection(orgId).where('showOnSite', '==', true);
  const snap = await (
    kind === 'staff'
      ? shown.where('staffId', '==', id)
      : shown.where('serviceIds', 'array-contains', id)
  )
    .orderBy('createdAt', 'desc')
    .limit(WORK_SHOWN)
    .get();
  countReads(Math.max(1, snap.size));
  return readableRecords(snap.docs).map((p) => ({
    url: p.photoUrl,
    caption: p.caption,
    alt: p.caption || [p.serviceNames.join(' and '), p.staffName].filter(Boolean).join(' by '),
  }));
}

/** The salon's address and the pages its draft has (a page made again keeps its address). */
async function siteOf(orgId: string) {
  const [org, draft] = await Promise.all([orgDoc(orgId).get(), siteDraftDoc(orgId).get()]);
  countReads(2);
  const slug = org.data()?.slug ?? orgId;
  const pages =
    draft.data()?.draft?.site_config.pages ??
    starterDraft({ name: org.data()?.name ?? '', slug }).site_config.pages;
  return { slug, pages };
}

export async function generateSpotlight(
  caller: Caller,
  req: SpotlightRequest,
): Promise<SpotlightAnswer> {
  await requireRole(req.orgId, caller, ['owner', 'manager'], { action: 'make pages of the site' });
  const [subject, work, site] = await Promise.all([
    spotlightFactsFor(req.orgId, req.kind, req.id),
    workOf(req.orgId, req.kind, req.id),
    siteOf(req.orgId),
  ]);
  const { facts } = subject;
  const index = factIndex(facts);
  const featured = { kind: req.kind, id: req.id, name: subject.name };
  const answer = await runFlow({
    orgId: req.orgId,
    uid: caller.uid,
    flow: 'spotlight',
    writer: req.writer,
    builtIn: () => ({
      output: builtInSpotlightTexts(facts, featured, req.tone, req.seed),
      flags: [],
    }),
    model: {
      schema: ZSpotlightTexts,
      prompt: () => spotlightPrompt({ facts, subject: featured, tone: req.tone }),
      accept: (out) => accepted(ZSpotlightTexts, out, index),
    },
    cacheParts: { kind: req.kind, id: req.id, tone: req.tone, seed: req.seed, facts },
  });
  const texts = answer.output as SpotlightTexts;
  const page = spotlightPage(
    featured,
    {
      slug: site.slug,
      work,
      photoUrl: subject.photoUrl,
      serviceIds: subject.serviceIds,
      pageId: spotlightPageId(site.pages, featured),
    },
    texts,
    req.seed,
  );
  // What the model's answer lost, and what a person should look at (once each).
  const flags = [
    ...new Map(
      [...answer.flags, ...spotlightTexts(texts).flatMap((t) => checkText(t, index).flags)].map(
        (f) => [JSON.stringify(f), f],
      ),
    ).values(),
  ];
  const { output: _texts, flags: _flags, ...by } = answer;
  return { page, replaces: site.pages.some((p) => p.id === page.id), flags, ...by };
}
