// The model, through Genkit: one instance per function instance, made on the
// first call (Genkit and its plugins load only then, not at cold start). A
// call asks for JSON matching the answer's schema; what comes back is read
// with our own zod schema too, and an answer that does not fit is asked for
// once more before the call fails with a clear message.
import type { z } from 'zod';
import { z as zod } from 'zod';
import { ApiError } from '../http/api-error';
import { errorMessage } from '../platform/errors';
import { modelConfig, modelTimeoutMs, type ModelConfig } from './config';

export interface ModelAnswer<T> {
  output: T;
  inputTokens: number;
  outputTokens: number;
  /** Both tries, when the first answer did not fit. */
  attempts: number;
}

type Generate = (options: {
  model: string;
  system: string;
  prompt: string;
  output: { format: 'json'; jsonSchema: unknown };
  config: { temperature: number };
  abortSignal: AbortSignal;
}) => Promise<{
  output: unknown;
  text: string;
  usage?: { inputTokens?: number; outputTokens?: number };
}>;

let instance: { key: string; generate: Generate; model: string; prefix: string } | null = null;

async function genkitFor(
  cfg: ModelConfig,
): Promise<{ generate: Generate; model: string; prefix: string }> {
  const key = JSON.stringify(cfg);
  if (instance?.key === key) return instance;
  const { genkit } = await import('genkit');
  let plugin;
  let model: string;
  switch (cfg.provider) {
    case 'googleai': {
      const { googleAI } = await import('@genkit-ai/google-genai');
      plugin = googleAI({ apiKey: cfg.apiKey });
      model = `googleai/${cfg.model}`;
      break;
    }
    case 'vertexai': {
      const { vertexAI } = await import('@genkit-ai/google-genai');
      plugin = vertexAI(cfg.location ? { location: cfg.location } : {});
      model = `vertexai/${cfg.model}`;
      break;
    }
    case 'openai': {
      const { openAI } = await import('@genkit-ai/compat-oai/openai');
      plugin = openAI({ apiKey: cfg.apiKey, maxRetries: 0 });
      model = `openai/${cfg.model}`;
      break;
    }
    default: {
      const { openAICompatible } = await import('@genkit-ai/compat-oai');
      plugin = openAICompatible({
        name: 'compat',
        apiKey: cfg.apiKey ?? false,
        ...(cfg.baseUrl ? { baseURL: cfg.baseUrl } : {}),
        maxRetries: 0,
      });
      model = `compat/${cfg.model}`;
    }
  }
  const ai = genkit({ plugins: [plugin] });
  const generate = ai.generate.bind(ai) as unknown as Generate;
  instance = { key, generate, model, prefix: model.slice(0, model.indexOf('/')) };
  return instance;
}

/** Forget the instance (tests change the configuration between files). */
export function resetModel() {
  instance = null;
}

/** Why a provider's failure happened, in words a salon owner can act on. */
function providerFailure(err: unknown): ApiError {
  const text = errorMessage(err);
  if (/abort|timed? ?out|deadline/i.test(text))
    return new ApiError(
      'unavailable',
      'The AI model took too long to answer. Try again, or use the built-in writer.',
    );
  if (/429|quota|rate/i.test(text))
    return new ApiError(
      'unavailable',
      'The AI model is busy (its provider asked us to slow down). Try again in a minute, or use the built-in writer.',
    );
  if (/401|403|api key|permission|unauthori/i.test(text))
    return new ApiError(
      'unavailable',
      'The AI model refused this server’s key. An administrator needs to check the AI settings; the built-in writer still works.',
    );
  return new ApiError(
    'unavailable',
    'The AI model could not answer just now. Try again, or use the built-in writer.',
  );
}

/**
 * Asks the configured model for one answer of `schema`'s shape. Two tries
 * when an answer does not fit the schema; a provider error, a timeout or two
 * misfits answer 503 with what to do.
 */
export async function generateWith<S extends z.ZodType>(
  schema: S,
  prompt: { system: string; user: string },
): Promise<ModelAnswer<z.output<S>>> {
  const cfg = modelConfig();
  if (!cfg) throw new ApiError('not_configured', 'No AI model is connected.');
  const { generate, model } = await genkitFor(cfg);
  // Genkit checks answers with ajv's draft-07: the same schema, without the dialect line.
  const { $schema: _dialect, ...jsonSchema } = zod.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
  });
  let inputTokens = 0;
  let outputTokens = 0;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('timed out')), modelTimeoutMs());
    let answer: Awaited<ReturnType<Generate>>;
    try {
      answer = await generate({
        model,
        system: prompt.system,
        prompt: prompt.user,
        output: { format: 'json', jsonSchema },
        config: { temperature: 0.7 },
        abortSignal: abort.signal,
      });
    } catch (err) {
      // Genkit's own schema check fails an answer that does not fit: ask again once.
      if (attempt === 1 && /schema|json|parse|INVALID_ARGUMENT/i.test(errorMessage(err))) continue;
      throw attempt === 2 && /schema|json|parse/i.test(errorMessage(err))
        ? misfit()
        : providerFailure(err);
    } finally {
      clearTimeout(timer);
    }
    inputTokens += answer.usage?.inputTokens ?? 0;
    outputTokens += answer.usage?.outputTokens ?? 0;
    const parsed = schema.safeParse(answer.output);
    if (parsed.success)
      return { output: parsed.data, inputTokens, outputTokens, attempts: attempt };
  }
  throw misfit();
}

const misfit = () =>
  new ApiError(
    'unavailable',
    'The AI model answered in a form we could not use, twice. Try again, or use the built-in writer.',
  );

type GenerateMedia = (options: {
  model: string;
  prompt: string;
  output: { format: 'media' };
  abortSignal: AbortSignal;
}) => Promise<{ media: { url: string; contentType?: string } | null }>;

/**
 * A picture from the configured image model (AI_IMAGE_MODEL: Imagen on Google
 * AI or Vertex AI, gpt-image-1 or dall-e-3 on OpenAI), as bytes; null when
 * no image model is set.
 */
export async function generateImageWith(prompt: string): Promise<Buffer | null> {
  const cfg = modelConfig();
  if (!cfg?.imageModel) return null;
  const { generate, prefix } = await genkitFor(cfg);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('timed out')), modelTimeoutMs() * 2);
  try {
    const answer = await (generate as unknown as GenerateMedia)({
      model: `${prefix}/${cfg.imageModel}`,
      prompt,
      output: { format: 'media' },
      abortSignal: abort.signal,
    });
    const url = answer.media?.url ?? '';
    const data = url.startsWith('data:') ? url.slice(url.indexOf(',') + 1) : '';
    if (!data) throw misfit();
    return Buffer.from(data, 'base64');
  } catch (err) {
    throw err instanceof ApiError ? err : providerFailure(err);
  } finally {
    clearTimeout(timer);
  }
}
