// A post's search checklist: what search engines and readers look for, each
// check with the fix in words, and a score out of 100 weighted by how much
// each matters. Pure: the editor shows it as the writer types, tests drive it.
import { plainText } from './blog-view';

export interface SeoInput {
  title: string;
  /** The meta description: the post's excerpt. */
  excerpt: string;
  html: string;
  focusKeyword: string;
  featuredImage: string;
}

export interface SeoCheck {
  id:
    | 'title-length'
    | 'description-length'
    | 'keyword-set'
    | 'keyword-title'
    | 'keyword-first-paragraph'
    | 'keyword-heading'
    | 'image-alt'
    | 'featured-image'
    | 'internal-links'
    | 'readability'
    | 'length';
  ok: boolean;
  /** What is checked, as a heading. */
  label: string;
  /** What was found, or how to fix it. */
  detail: string;
  weight: number;
}

export interface SeoReport {
  /** 0 to 100: the weight of the checks that pass, out of all. */
  score: number;
  checks: SeoCheck[];
}

export const SEO_LIMITS = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
  words: 300,
  /** Flesch reading ease at or above this reads easily (about 13 to 15 years old). */
  readingEase: 60,
} as const;

const WORD = /[\p{L}\p{N}'’-]+/gu;
const words = (text: string) => text.match(WORD) ?? [];

/** Vowel groups, a silent final e left out: the usual estimate for English. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease of a text (higher reads more easily); null for too little text. */
export function readingEase(text: string): number | null {
  const all = words(text);
  if (all.length < 30) return null;
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const syl = all.reduce((n, w) => n + syllables(w), 0);
  return 206.835 - 1.015 * (all.length / sentences) - 84.6 * (syl / all.length);
}

const fold = (s: string) =>
  s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
const contains = (text: string, keyword: string) =>
  keyword !== '' && fold(text).includes(fold(keyword));

function firstParagraph(html: string): string {
  const match = html.match(/<p\b[^>]*>([\s\S]*?)<\/p>/i);
  return match ? plainText(match[1]!) : '';
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/gi)].map((m) => plainText(m[1]!));
}

function images(html: string): { alt: string }[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => ({
    alt: m[0].match(/\salt\s*=\s*"([^"]*)"/i)?.[1]?.trim() ?? '',
  }));
}

/** Links to the salon's own pages: booking, services, the shop, other posts (relative addresses). */
function internalLinks(html: string): number {
  return [...html.matchAll(/<a\b[^>]*\shref\s*=\s*"([^"]*)"/gi)].filter((m) =>
    /^\/(?!\/)/.test(m[1]!),
  ).length;
}

export function seoChecklist(input: SeoInput): SeoReport {
  const title = input.title.trim();
  const description = input.excerpt.trim();
  const keyword = input.focusKeyword.trim();
  const text = plainText(input.html);
  const wordCount = words(text).length;
  const checks: SeoCheck[] = [];
  const add = (check: SeoCheck) => checks.push(check);

  const { title: t, description: d } = SEO_LIMITS;
  add({
    id: 'title-length',
    weight: 15,
    label: 'Title length',
    ok: title.length >= t.min && title.length <= t.max,
    detail:
      title.length < t.min
        ? `Make the title at least ${t.min} characters (it has ${title.length}): say what the reader gets`
        : title.length > t.max
          ? `Shorten the title to ${t.max} characters (it has ${title.length}): search results cut the rest`
          : `${title.length} characters: search results show it whole`,
  });
  add({
    id: 'description-length',
    weight: 15,
    label: 'Meta description (the excerpt)',
    ok: description.length >= d.min && description.length <= d.max,
    detail:
      description.length === 0
        ? `Write an excerpt of ${d.min} to ${d.max} characters: search results show it under the title`
        : description.length < d.min
          ? `Lengthen the excerpt to at least ${d.min} characters (it has ${description.length})`
          : description.length > d.max
            ? `Shorten the excerpt to ${d.max} characters (it has ${description.length})`
            : `${description.length} characters`,
  });
  add({
    id: 'keyword-set',
    weight: 5,
    label: 'Focus keyword',
    ok: keyword !== '',
    detail: keyword
      ? `“${keyword}”`
      : 'Choose the words a client would search for, such as “balayage Brooklyn”',
  });
  const needKeyword = 'Choose a focus keyword first';
  add({
    id: 'keyword-title',
    weight: 10,
    label: 'Focus keyword in the title',
    ok: contains(title, keyword),
    detail: !keyword
      ? needKeyword
      : contains(title, keyword)
        ? 'The title has it'
        : `Put “${keyword}” in the title`,
  });
  const first = firstParagraph(input.html);
  add({
    id: 'keyword-first-paragraph',
    weight: 10,
    label: 'Focus keyword in the first paragraph',
    ok: contains(first, keyword),
    detail: !keyword
      ? needKeyword
      : contains(first, keyword)
        ? 'The first paragraph has it'
        : `Use “${keyword}” in the first paragraph`,
  });
  const heads = headings(input.html);
  const inHeading = heads.some((h) => contains(h, keyword));
  add({
    id: 'keyword-heading',
    weight: 10,
    label: 'Focus keyword in a heading',
    ok: inHeading,
    detail: !keyword
      ? needKeyword
      : heads.length === 0
        ? `Add a heading (H2) that uses “${keyword}”: readers scan headings`
        : inHeading
          ? 'A heading has it'
          : `Use “${keyword}” in one of the headings`,
  });
  const imgs = images(input.html);
  const missingAlt = imgs.filter((i) => i.alt === '').length;
  add({
    id: 'image-alt',
    weight: 10,
    label: 'Image descriptions (alt text)',
    ok: missingAlt === 0,
    detail:
      imgs.length === 0
        ? 'No pictures in the post'
        : missingAlt === 0
          ? `All ${imgs.length} pictures are described`
          : `Describe ${missingAlt} of ${imgs.length} pictures: screen readers and image search read it`,
  });
  add({
    id: 'featured-image',
    weight: 5,
    label: 'Featured image',
    ok: input.featuredImage.trim() !== '',
    detail: input.featuredImage.trim()
      ? 'Shown on cards and when the post is shared'
      : 'Add a featured image: shared links show it',
  });
  const links = internalLinks(input.html);
  add({
    id: 'internal-links',
    weight: 10,
    label: 'Links to your services and posts',
    ok: links > 0,
    detail:
      links > 0
        ? `${links} ${links === 1 ? 'link' : 'links'} to your own pages`
        : 'Link to a service (your booking page, /book) or another post: readers book from there',
  });
  const ease = readingEase(text);
  add({
    id: 'readability',
    weight: 5,
    label: 'Easy to read',
    ok: ease !== null && ease >= SEO_LIMITS.readingEase,
    detail:
      ease === null
        ? 'Write a little more to measure it'
        : ease >= SEO_LIMITS.readingEase
          ? `Reading ease ${Math.round(ease)}: easy`
          : `Reading ease ${Math.round(ease)}: use shorter sentences and plainer words (aim for ${SEO_LIMITS.readingEase} or more)`,
  });
  add({
    id: 'length',
    weight: 5,
    label: 'Length',
    ok: wordCount >= SEO_LIMITS.words,
    detail:
      wordCount >= SEO_LIMITS.words
        ? `${wordCount} words`
        : `${wordCount} words: posts of ${SEO_LIMITS.words} words or more are found more often`,
  });
  const total = checks.reduce((n, c) => n + c.weight, 0);
  const passed = checks.filter((c) => c.ok).reduce((n, c) => n + c.weight, 0);
  return { score: Math.round((passed / total) * 100), checks };
}
