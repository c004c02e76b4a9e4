// One AI call, whatever it writes: the built-in writer when no model is
// connected (or the person asked for it), otherwise the model within the
// salon's monthly allowance, answered from the day's cache when the same
// request came before; every call recorded with its provider, tokens and time.
import type { z } from 'zod';
import type { FactFlag } from '@chairside/core/ai/fact-check';
import type { WrittenBy } from '@chairside/core/contracts/ai';
import { errorMessage } from '../platform/errors';
import { modelConfig } from './config';
import { generateWith } from './model';
import { allowanceOf, assertWithinAllowance, cached, cacheKey, keep, recordCall } from './usage';

export interface Checked<T> {
  output: T;
  flags: FactFlag[];
}

export interface Flow<S extends z.ZodType, T> {
  orgId: string;
  uid: string;
  /** 'content/hero', 'site': how the usage records name it. */
  flow: string;
  writer: 'auto' | 'built-in';
  /** The built-in writer's answer, checked. */
  builtIn: () => Checked<T>;
  /** What the model is asked and how its answer becomes ours (plain, checked, shaped). */
  model: {
    schema: S;
    prompt: () => { system: string; user: string };
    accept: (answer: z.output<S>) => Checked<T>;
  };
  /** Everything that makes the request what it is (the facts included), for the cache. */
  cacheParts: unknown;
}

export async function runFlow<S extends z.ZodType, T>(
  f: Flow<S, T>,
): Promise<Checked<T> & WrittenBy> {
  const started = Date.now();
  const cfg = f.writer === 'auto' ? modelConfig() : null;
  const line = { flow: f.flow, uid: f.uid };
  const done = async (
    result: Checked<T>,
    by: Omit<WrittenBy, 'latencyMs'>,
  ): Promise<Checked<T> & WrittenBy> => {
    const latencyMs = Date.now() - started;
    const { provider, cached: fromCache, inputTokens, outputTokens } = by;
    await recordCall(f.orgId, {
      ...line,
      provider,
      ok: true,
      cached: fromCache,
      inputTokens,
      outputTokens,
      latencyMs,
    });
    return { ...result, ...by, latencyMs };
  };
  const none = { cached: false, inputTokens: 0, outputTokens: 0 };

  if (!cfg) return done(f.builtIn(), { writer: 'built-in', provider: 'built-in', ...none });

  assertWithinAllowance(await allowanceOf(f.orgId));
  const key = cacheKey({ flow: f.flow, model: cfg.label, parts: f.cacheParts });
  const hit = await cached<Checked<T>>(f.orgId, key);
  if (hit) return done(hit, { writer: 'model', provider: cfg.label, ...none, cached: true });

  let answer: Awaited<ReturnType<typeof generateWith<S>>> | null = null;
  try {
    answer = await generateWith(f.model.schema, f.model.prompt());
    const result = f.model.accept(answer.output);
    await keep(f.orgId, key, { flow: f.flow, provider: cfg.label, answer: result });
    return await done(result, {
      writer: 'model',
      provider: cfg.label,
      cached: false,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
    });
  } catch (err) {
    await recordCall(f.orgId, {
      ...line,
      provider: cfg.label,
      ok: false,
      cached: false,
      // An answer the fact check refused still cost its tokens.
      inputTokens: answer?.inputTokens ?? 0,
      outputTokens: answer?.outputTokens ?? 0,
      latencyMs: Date.now() - started,
      error: errorMessage(err).slice(0, 300),
    });
    throw err;
  }
}
