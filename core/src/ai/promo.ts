// Promotional content for a campaign (the marketing editor's "Write with
// AI"): subject lines, the e-mail and the text message for an audience and
// an offer the owner describes in their own words. The offer is quoted as
// the owner wrote it; services and prices come from the menu; the
// campaign's placeholders ({{first_name}}, {{salon}}, {{booking_link}}) fill
// in per client when it is sent.
import { z } from 'zod';
import { escapeHtml } from '../site-view';
import type { Tone } from './content';
import type { PromoRequest } from './requests';

export { ZPromoRequest, type PromoRequest } from './requests';
import { durationText, priceText, type SalonFacts } from './facts';
import { fit, listText, seeded, shuffled } from './writer';

const line = (max: number) => z.string().trim().min(1).max(max);
/** What a model returns (the e-mail's paragraphs; the link is added here). */
export const ZPromoTexts = z.object({
  subjects: z.array(line(78)).min(1).max(3),
  paragraphs: z.array(line(600)).min(1).max(4),
  sms: line(300),
});
export type PromoTexts = z.output<typeof ZPromoTexts>;

export interface PromoOutput {
  subjects: string[];
  html: string;
  sms: string;
}

const OPENERS: Record<Tone, readonly string[]> = {
  warm: ['We’ve been thinking of you.', 'It’s always lovely to see you in the chair.'],
  luxurious: ['A little indulgence, reserved for you.', 'Time to treat yourself properly.'],
  playful: ['Guess what?', 'Psst, something fun is happening at {{salon}}.'],
  professional: [
    'A quick note from the team at {{salon}}.',
    'Here is something you may want to book.',
  ],
};

/** The built-in promotion: the owner's offer as written, the chosen services with their prices. */
export function writePromo(facts: SalonFacts, req: PromoRequest): PromoTexts {
  const rng = seeded(`promo|${req.offer}|${req.tone}|${req.seed}|${req.serviceIds.join()}`);
  const chosen = facts.services.filter((s) => req.serviceIds.includes(s.id));
  const names = chosen.map((s) => s.name);
  const offer = req.offer.replace(/[.!]+$/, '');
  const subjects = shuffled(
    rng,
    [
      offer ? fit(`${offer} at {{salon}}`, 78) : '',
      '{{first_name}}, a little something from {{salon}}',
      names[0] ? fit(`Time for ${names[0]}, {{first_name}}?`, 78) : 'Your next visit to {{salon}}',
      offer ? fit(`For you, {{first_name}}: ${offer}`, 78) : 'We’d love to see you, {{first_name}}',
    ].filter(Boolean),
  ).slice(0, 3);
  const paragraphs = [
    `Hi {{first_name}}, ${OPENERS[req.tone][Math.floor(rng() * 2)]!.replace(/^./, (c) => c.toLowerCase())}`,
  ];
  if (offer) paragraphs.push(`${offer.charAt(0).toUpperCase()}${offer.slice(1)}.`);
  if (chosen.length)
    paragraphs.push(
      chosen
        .map(
          (s) =>
            `${s.name}: ${durationText(s.durationMinutes)}${s.price > 0 ? `, ${priceText(s)}` : ''}.`,
        )
        .join(' '),
    );
  paragraphs.push(
    names.length
      ? `Book ${listText(names)} online whenever it suits you.`
      : 'Book online whenever it suits you.',
  );
  const sms = fit(
    `Hi {{first_name}}, ${offer ? `${offer.charAt(0).toLowerCase()}${offer.slice(1)} at {{salon}}` : `from {{salon}}: we’d love to see you`}. Book: {{booking_link}}`,
    300,
  );
  return { subjects, paragraphs, sms };
}

/** The e-mail's HTML from its paragraphs, ending with the booking link. */
export function promoHtml(texts: PromoTexts): PromoOutput {
  const paragraphs = texts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  return {
    subjects: texts.subjects,
    html: `${paragraphs.join('')}<p><a href="{{booking_link}}">Book now</a></p>`,
    sms: texts.sms,
  };
}
