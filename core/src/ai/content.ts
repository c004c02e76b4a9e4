// Content generation (the spec's "Content generation: service description,
// about us, staff bio, SEO, headlines, hero"): what may be asked, and the
// shape of each answer, shared by the built-in writer, the model's output
// schema and the screens.
import { z } from 'zod';
import { zDocId } from '../ids';

export const CONTENT_KINDS = [
  'service-description',
  'about-us',
  'staff-bio',
  'seo',
  'headlines',
  'hero',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  'service-description': 'Service description',
  'about-us': 'About us',
  'staff-bio': 'Team member bio',
  seo: 'Search title and description',
  headlines: 'Headlines',
  hero: 'Hero',
};

export const TONES = ['warm', 'luxurious', 'playful', 'professional'] as const;
export type Tone = (typeof TONES)[number];
export const LENGTHS = ['short', 'medium', 'long'] as const;
export type Length = (typeof LENGTHS)[number];

/** The limits every answer keeps (the site's and the forms' own limits). */
export const CONTENT_LIMITS = {
  description: 1000,
  bio: 1000,
  aboutTitle: 120,
  aboutText: 3000,
  seoTitle: 60,
  seoDescription: 160,
  headline: 120,
  tagline: 300,
  cta: 40,
  headlines: 5,
} as const;

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

/** What the caller asks for: the salon, the subject, the voice and a seed. */
export const ZContentRequest = z.object({
  orgId,
  /** For a service description. */
  serviceId: zDocId('Not a service id').optional(),
  /**
   * For a service description: the service as the editor has it now (a new
   * service, or changes not saved yet). Its facts are what the owner typed.
   */
  service: z
    .object({
      name: z.string().trim().min(1, 'Give the service a name first').max(80),
      category: z.string().trim().max(40).default(''),
      description: z.string().trim().max(1000).default(''),
      durationMinutes: z
        .number()
        .int()
        .min(5)
        .max(24 * 60),
      price: z.number().int().min(0).max(100_000_000),
      currency: z.string().regex(/^[A-Z]{3}$/),
      staffIds: z.array(zDocId()).max(100).default([]),
    })
    .optional(),
  /** For a team member's bio. */
  staffId: zDocId('Not a team member id').optional(),
  /** For SEO of a page other than the home page: its title and text as typed now. */
  page: z
    .object({
      title: z.string().trim().max(200).default(''),
      text: z.string().max(20_000).default(''),
    })
    .optional(),
  tone: z.enum(TONES, { error: 'Choose warm, luxurious, playful or professional' }).default('warm'),
  length: z.enum(LENGTHS, { error: 'Choose short, medium or long' }).default('medium'),
  /** "Try another": a different seed is a different phrasing of the same facts. */
  seed: z.number().int().min(0).max(1_000_000).default(0),
  /** Force the built-in writer even when a model is configured. */
  writer: z.enum(['auto', 'built-in']).default('auto'),
});
export type ContentRequest = z.output<typeof ZContentRequest>;

const line = (max: number) => z.string().trim().min(1).max(max);

/** The answer of each kind (what a model must return, too). */
export const CONTENT_OUTPUTS = {
  'service-description': z.object({ description: line(CONTENT_LIMITS.description) }),
  'about-us': z.object({
    title: line(CONTENT_LIMITS.aboutTitle),
    paragraphs: z.array(line(1200)).min(1).max(5),
  }),
  'staff-bio': z.object({ bio: line(CONTENT_LIMITS.bio) }),
  seo: z.object({
    title: line(CONTENT_LIMITS.seoTitle),
    description: line(CONTENT_LIMITS.seoDescription),
  }),
  headlines: z.object({
    headlines: z.array(line(CONTENT_LIMITS.headline)).min(3).max(CONTENT_LIMITS.headlines),
  }),
  hero: z.object({
    headline: line(CONTENT_LIMITS.headline),
    tagline: line(CONTENT_LIMITS.tagline),
    ctaText: line(CONTENT_LIMITS.cta),
  }),
} as const satisfies Record<ContentKind, z.ZodType>;

export type ContentOutput<K extends ContentKind = ContentKind> = z.output<
  (typeof CONTENT_OUTPUTS)[K]
>;

/** Every string of an answer (what the fact check and the sanitiser walk). */
export function textsOf(output: unknown): string[] {
  if (typeof output === 'string') return [output];
  if (Array.isArray(output)) return output.flatMap(textsOf);
  if (output && typeof output === 'object') return Object.values(output).flatMap(textsOf);
  return [];
}

/** The same answer with every string changed by `fn` (shape kept). */
export function mapTexts<T>(output: T, fn: (s: string) => string): T {
  if (typeof output === 'string') return fn(output) as T;
  if (Array.isArray(output)) return output.map((v) => mapTexts(v, fn)) as T;
  if (output && typeof output === 'object')
    return Object.fromEntries(Object.entries(output).map(([k, v]) => [k, mapTexts(v, fn)])) as T;
  return output;
}

/** The same answer without list items the fact check emptied (a paragraph taken out whole). */
export function dropEmpty<T>(output: T): T {
  if (Array.isArray(output))
    return output.filter((v) => !(typeof v === 'string' && v.trim() === '')).map(dropEmpty) as T;
  if (output && typeof output === 'object')
    return Object.fromEntries(Object.entries(output).map(([k, v]) => [k, dropEmpty(v)])) as T;
  return output;
}
