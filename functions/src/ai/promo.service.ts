// POST /api/ai/promo: a campaign's subject lines, e-mail and text message for
// an audience and an offer the owner describes; POST /api/ai/personal-note:
// a note for one client's rebooking message from their own history. Both
// written by the model when one is connected (checked against the salon's
// facts and the campaign's placeholders) and by the built-in writer otherwise.
import { z } from 'zod';
import { checkAnswer, factIndex } from '@chairside/core/ai/fact-check';
import { nameOnlyFacts } from '@chairside/core/ai/facts';
import { noteFacts, writeNote } from '@chairside/core/ai/personal-note';
import {
  dataBlock,
  DATA_IS_DATA,
  JSON_ONLY,
  promoPrompt,
  type Prompt,
} from '@chairside/core/ai/prompts';
import {
  promoHtml,
  writePromo,
  ZPromoTexts,
  type PromoRequest,
  type PromoTexts,
} from '@chairside/core/ai/promo';
import type { Tone } from '@chairside/core/ai/content';
import { MARKETING_VARIABLES } from '@chairside/core/campaigns';
import { bookingPath } from '@chairside/core/site';
import { appOriginForSites } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { bookingsCollection } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { accepted } from './content.service';
import { factsFor } from './facts.service';
import { runFlow } from './flow';

/** Placeholders the campaign does not know are taken out (a model's {{discount_code}}). */
const knownPlaceholders = (s: string) =>
  s.replace(/{{\s*(\w+)\s*}}/g, (m, name: string) =>
    (MARKETING_VARIABLES as readonly string[]).includes(name) ? `{{${name}}}` : '',
  );

export async function writeCampaign(caller: Caller, req: PromoRequest) {
  await requireRole(req.orgId, caller, ['owner', 'manager'], { action: 'write campaigns' });
  const facts = await factsFor(req.orgId, 'hero', {});
  const index = factIndex(facts, [req.offer, req.audience]);
  const services = facts.services.filter((s) => req.serviceIds.includes(s.id)).map((s) => s.name);
  const answer = await runFlow({
    orgId: req.orgId,
    uid: caller.uid,
    flow: 'promo',
    writer: req.writer,
    builtIn: () => {
      const texts = writePromo(facts, req);
      return { output: texts, flags: checkAnswer(texts, index).flags };
    },
    model: {
      schema: ZPromoTexts,
      prompt: () =>
        promoPrompt({ facts, offer: req.offer, audience: req.audience, services, tone: req.tone }),
      accept: (out) => {
        const clean = {
          subjects: out.subjects.map(knownPlaceholders),
          paragraphs: out.paragraphs.map(knownPlaceholders),
          sms: knownPlaceholders(out.sms),
        };
        return accepted(ZPromoTexts, clean, index);
      },
    },
    cacheParts: { req: { ...req, writer: undefined }, facts },
  });
  const { output, ...by } = answer;
  return { ...by, output: promoHtml(output as PromoTexts) };
}

const ZNote = z.object({ note: z.string().trim().min(1).max(600) });

function notePrompt(f: ReturnType<typeof noteFacts>, salon: string, tone: Tone): Prompt {
  return {
    system: [
      'You write a short personal note (2 or 3 sentences) from a salon to one client, inviting them to book again.',
      `Tone: ${tone}. Use their last visit, their usual service and stylist from the DATA block. End with {{booking_link}}.`,
      'Never offer a discount, a time slot or anything else the DATA block does not state.',
      DATA_IS_DATA,
      JSON_ONLY,
    ].join('\n'),
    user: dataBlock({ salon, client: f }),
  };
}

export async function personalNote(
  caller: Caller,
  input: { orgId: string; clientId: string; tone: Tone; seed: number; writer: 'auto' | 'built-in' },
) {
  await requireRole(input.orgId, caller, ['owner', 'manager', 'front_desk', 'staff'], {
    action: 'write to clients',
  });
  const [org, client, visits] = await Promise.all([
    orgDoc(input.orgId).get(),
    clientDoc(input.orgId, input.clientId).get(),
    bookingsCollection(input.orgId)
      .where('clientId', '==', input.clientId)
      .orderBy('startTime', 'desc')
      .limit(20)
      .get(),
  ]);
  countReads(2 + visits.size);
  const c = client.data();
  if (!c) throw new ApiError('not_found', 'That client is not in the salon’s list.');
  const salonName = org.data()?.name ?? '';
  const facts = noteFacts(
    {
      firstName: c.firstName,
      salonName,
      visits: readableRecords(visits.docs)
        .filter((b) => b.status === 'completed')
        .map((b) => ({
          at: b.startTime,
          serviceNames: b.services.map((s) => s.name),
          staffName: b.staffName,
        })),
    },
    new Date(),
  );
  const known = [
    c.firstName,
    salonName,
    facts.usualService ?? '',
    facts.usualStylist ?? '',
    ...(facts.lastVisit?.services ?? []),
    facts.lastVisit?.staffName ?? '',
  ];
  const index = factIndex(nameOnlyFacts(salonName), known);
  const answer = await runFlow({
    orgId: input.orgId,
    uid: caller.uid,
    flow: 'personal-note',
    writer: input.writer,
    builtIn: () => {
      const note = writeNote(facts, salonName, input.tone, input.seed);
      return { output: { note }, flags: checkAnswer({ note }, index).flags };
    },
    model: {
      schema: ZNote,
      prompt: () => notePrompt(facts, salonName, input.tone),
      accept: (out) => accepted(ZNote, { note: knownPlaceholders(out.note) }, index),
    },
    cacheParts: { facts, tone: input.tone, seed: input.seed },
  });
  const { output, ...by } = answer;
  // A note is sent by hand: it carries the salon's own booking link, not a placeholder.
  const link = `${appOriginForSites()}${bookingPath(org.data()?.slug || input.orgId)}`;
  return { ...by, note: output.note.replaceAll('{{booking_link}}', link) };
}
