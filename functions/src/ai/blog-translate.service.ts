// A blog post translated by the configured model, within the salon's
// allowance; the answer is sanitised and checked (no number or link the
// original lacks) before the editor shows it beside the original. Without a
// model there is no translator to offer: the editor writes it by hand.
import {
  ZTranslationOutput,
  translationPrompt,
  translationProblems,
  type TranslationOutput,
} from '@chairside/core/ai/blog-translate';
import type { WrittenBy } from '@chairside/core/contracts/ai';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { ApiError, notConfigured } from '../http/api-error';
import { AI_SETUP, modelConfig } from './config';
import { runFlow, type Checked } from './flow';

export interface TranslateRequest {
  orgId: string;
  uid: string;
  from: string;
  to: string;
  title: string;
  excerpt: string;
  html_content: string;
}

export const NO_TRANSLATOR =
  'Translating needs an AI model, and none is connected. Write the translation by hand beside the original, or ask a platform administrator to connect a model.';

export async function translateBlogPost(
  input: TranslateRequest,
): Promise<Checked<TranslationOutput> & WrittenBy> {
  if (!modelConfig()) throw notConfigured(NO_TRANSLATOR, AI_SETUP);
  const original = {
    title: input.title,
    excerpt: input.excerpt,
    html_content: sanitizeHtmlFor('blog', input.html_content),
  };
  return runFlow({
    orgId: input.orgId,
    uid: input.uid,
    flow: 'blog/translate',
    writer: 'auto',
    builtIn: () => {
      throw notConfigured(NO_TRANSLATOR, AI_SETUP);
    },
    model: {
      schema: ZTranslationOutput,
      prompt: () => translationPrompt({ ...original, from: input.from, to: input.to }),
      accept: (answer) => {
        const output = { ...answer, html: sanitizeHtmlFor('blog', answer.html) };
        const problems = translationProblems(original, output);
        if (problems.length)
          throw new ApiError(
            'unprocessable',
            `The model’s translation was not used: ${problems.slice(0, 3).join('; ')}. Try again, or write it by hand.`,
          );
        return { output, flags: [] };
      },
    },
    cacheParts: { ...original, from: input.from, to: input.to },
  });
}
