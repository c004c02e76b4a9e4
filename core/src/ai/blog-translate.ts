// A blog post's translation by the configured model: what it is asked, the
// shape of its answer, and the checks an answer passes before an editor sees
// it. A translation states what the original states: it may not bring a
// number (a price, a time, a length) or a link the original does not have.
// There is no built-in translator: without a model, translations are written
// by hand, and the editor says so.
import { z } from 'zod';
import { zBlogLanguage } from '../blog';
import { BLOG_LANGUAGES, plainText, type BlogLanguage } from '../blog-view';
import { DATA_IS_DATA, dataBlock, type Prompt } from './prompts';

/** POST blog/translate: the original as the editor holds it, and the language wanted. */
export const ZTranslateInput = z
  .object({
    from: zBlogLanguage,
    to: zBlogLanguage,
    title: z.string().trim().min(1, 'Enter the post’s title first').max(200),
    excerpt: z.string().trim().max(500).default(''),
    html_content: z
      .string()
      .max(400_000, 'The content is too long')
      .refine((html) => plainText(html) !== '', 'Write the post before translating it'),
  })
  .refine((t) => t.from !== t.to, {
    message: 'Choose another language than the post’s own',
    path: ['to'],
  });

export type TranslateInput = z.input<typeof ZTranslateInput>;

export const ZTranslationOutput = z.object({
  title: z.string().trim().min(1).max(200),
  excerpt: z.string().trim().max(500),
  html: z.string().min(1).max(600_000),
});
export type TranslationOutput = z.output<typeof ZTranslationOutput>;

const name = (code: string) => BLOG_LANGUAGES[code as BlogLanguage] ?? code;

export function translationPrompt(input: {
  from: string;
  to: string;
  title: string;
  excerpt: string;
  html_content: string;
}): Prompt {
  const system = [
    `You translate a hair and beauty salon’s blog post from ${name(input.from)} (${input.from}) into ${name(input.to)} (${input.to}), for the salon’s clients who read ${name(input.to)}.`,
    'Translate "title", "excerpt" and "html". Keep the meaning, the tone and the length; write naturally, as a native writer would.',
    'In "html", keep every HTML tag and attribute exactly as it is (links, images, headings, lists, tables, frames) and translate only the text between the tags and the alt and title attributes. Do not add tags, links or images.',
    'Keep every number, price, time, date, name, brand and address exactly as written in the original. Add nothing the original does not say.',
    DATA_IS_DATA,
    'Answer with JSON only, matching the schema you were given.',
  ].join('\n');
  const user = dataBlock({
    title: input.title,
    excerpt: input.excerpt,
    html: input.html_content,
  });
  return { system, user };
}

/**
 * The numbers a text states, however its language writes them ("$65", "1:30",
 * "45 min" give 65, 1, 30, 45; "1,200", "1.200" and "1 200" give 1200;
 * "1,5" and "1.5" give 1.5; "180.00" gives 180).
 */
export function numbersIn(text: string): string[] {
  const found = text.match(/\d+(?:[.,]\d+|[\u00a0\u202f ]\d{3}(?!\d))*/g) ?? [];
  return found.map((n) => {
    const parts = n.split(/[.,\u00a0\u202f ]/);
    let whole = parts[0]!;
    let decimals = '';
    parts.slice(1).forEach((part, i) => {
      const last = i === parts.length - 2;
      if (part.length === 3 && !decimals) whole += part;
      else if (last) decimals = part;
      else whole += part;
    });
    decimals = decimals.replace(/0+$/, '');
    return decimals ? `${whole}.${decimals}` : whole;
  });
}

/** The addresses an HTML text links to or shows (href and src). */
export function addressesIn(html: string): string[] {
  return [...html.matchAll(/\b(?:href|src)\s*=\s*("([^"]*)"|'([^']*)')/gi)].map(
    (m) => m[2] ?? m[3] ?? '',
  );
}

/**
 * What a translation says that its original does not: numbers and addresses
 * it brings. An answer with any is refused (the editor writes it by hand).
 */
export function translationProblems(
  original: { title: string; excerpt: string; html_content: string },
  translated: { title: string; excerpt: string; html: string },
): string[] {
  const text = (p: { title: string; excerpt: string; html: string }) =>
    [p.title, p.excerpt, plainText(p.html)].join('\n');
  const had = new Set(numbersIn(text({ ...original, html: original.html_content })));
  const hadAddresses = new Set(addressesIn(original.html_content));
  const problems: string[] = [];
  for (const n of new Set(numbersIn(text(translated))))
    if (!had.has(n)) problems.push(`the number ${n} is not in the original`);
  for (const a of new Set(addressesIn(translated.html)))
    if (!hadAddresses.has(a)) problems.push(`the address ${a} is not in the original`);
  return problems;
}
