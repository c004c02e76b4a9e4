// What the AI calls take, apart from the flows that answer them: the pages
// and the contracts import these without the writer, the generator or the
// foundry coming along (the browser loads only what a screen sends).
import { z } from 'zod';
import { zDocId } from '../ids';
import { THEME_PRESETS } from '../site';
import { TONES } from './content';

const HEX = /^#[0-9a-f]{6}$/i;

// ---- the site generator ---------------------------------------------------------

export const EMPHASES = ['services', 'story', 'work', 'shop'] as const;
export type Emphasis = (typeof EMPHASES)[number];
export const EMPHASIS_LABELS: Record<Emphasis, string> = {
  services: 'The menu and prices',
  story: 'Our story and team',
  work: 'Photos of our work',
  shop: 'Products we sell',
};

export const SITE_STYLES = THEME_PRESETS.map((p) => p.name);

export const ZSiteGenerateRequest = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  /** One of the theme presets by name; none keeps the site's current theme. */
  style: z.string().trim().max(60).default(''),
  emphasis: z.enum(EMPHASES, { error: 'Choose what the site puts first' }).default('services'),
  tone: z.enum(TONES).default('warm'),
  seed: z.number().int().min(0).max(1_000_000).default(0),
  writer: z.enum(['auto', 'built-in']).default('auto'),
});
export type SiteGenerateRequest = z.output<typeof ZSiteGenerateRequest>;

// ---- spotlight pages ---------------------------------------------------------------

export const SPOTLIGHT_KINDS = ['staff', 'service'] as const;
export type SpotlightKind = (typeof SPOTLIGHT_KINDS)[number];

/** POST /api/ai/spotlight: a feature page for a team member or a service. */
export const ZSpotlightRequest = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  kind: z.enum(SPOTLIGHT_KINDS, { error: 'Spotlight a team member (staff) or a service' }),
  id: z.string().trim().pipe(zDocId('Not a team member or service id')),
  tone: z.enum(TONES).default('warm'),
  seed: z.number().int().min(0).max(1_000_000).default(0),
  writer: z.enum(['auto', 'built-in']).default('auto'),
});
export type SpotlightRequest = z.output<typeof ZSpotlightRequest>;

// ---- the text foundry -------------------------------------------------------------

export const MOODS = [
  'calm',
  'luxurious',
  'bold',
  'natural',
  'fresh',
  'romantic',
  'classic',
  'playful',
] as const;
export type Mood = (typeof MOODS)[number];

export const ZPaletteRequest = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  mood: z.enum(MOODS).optional(),
  /** A colour taken from a photo (the browser reads it from the picture). */
  base: z.string().regex(HEX, 'Use a colour like #a3324f').optional(),
  seed: z.number().int().min(0).max(1_000_000).default(0),
});

// ---- campaign copy ----------------------------------------------------------------

export const ZPromoRequest = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  /** Who it goes to, as the audience editor names it ("Clients not seen in 90 days"). */
  audience: z.string().trim().max(160).default(''),
  /** The offer in the owner's words ("20% off a gloss with any colour until 15 December"). */
  offer: z.string().trim().max(300).default(''),
  serviceIds: z.array(zDocId()).max(5).default([]),
  tone: z.enum(TONES).default('warm'),
  seed: z.number().int().min(0).max(1_000_000).default(0),
  writer: z.enum(['auto', 'built-in']).default('auto'),
});
export type PromoRequest = z.output<typeof ZPromoRequest>;
