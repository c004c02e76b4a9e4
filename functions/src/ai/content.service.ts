// POST /api/ai/content/{kind}: a text for the salon, written by the model
// when one is connected (prompted with the salon's facts, its answer read
// against them) and by the built-in writer otherwise, or when asked for.
import {
  CONTENT_OUTPUTS,
  type ContentKind,
  type ContentOutput,
  type ContentRequest,
} from '@chairside/core/ai/content';
import { checkAnswer, factIndex, type FactFlag } from '@chairside/core/ai/fact-check';
import type { SalonFacts } from '@chairside/core/ai/facts';
import { contentPrompt } from '@chairside/core/ai/prompts';
import { writeContent, WriterError } from '@chairside/core/ai/writer';
import type { ContentAnswer } from '@chairside/core/contracts/ai';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { errorMessage } from '../platform/errors';
import { modelConfig } from './config';
import { factsFor } from './facts.service';
import { generateWith } from './model';
import { plainText } from './plain-text';
import { allowanceOf, assertWithinAllowance, cached, cacheKey, keep, recordCall } from './usage';

/** Owners and managers write anything; a team member their own bio. */
async function mayWrite(caller: Caller, kind: ContentKind, req: ContentRequest) {
  const m = await requireRole(req.orgId, caller, 'any', { action: 'write with AI' });
  if (m.role === 'owner' || m.role === 'manager') return;
  if (kind === 'staff-bio' && req.staffId && m.staffId === req.staffId) return;
  throw new ApiError(
    'forbidden',
    kind === 'staff-bio'
      ? 'You can write your own bio; owners and managers write the team’s.'
      : 'Only owners and managers can write the salon’s texts.',
  );
}

function builtIn<K extends ContentKind>(
  kind: K,
  facts: SalonFacts,
  req: ContentRequest,
): ContentOutput<K> {
  try {
    // A service the editor has not saved yet is described as 'draft'.
    const serviceId = req.serviceId ?? (req.service ? 'draft' : undefined);
    return writeContent({ ...req, serviceId, kind, facts });
  } catch (err) {
    if (err instanceof WriterError) throw new ApiError('not_found', err.message);
    throw err;
  }
}

/** A model's answer made plain text, read against the facts and the shape again. */
function checked<K extends ContentKind>(
  kind: K,
  output: ContentOutput<K>,
  facts: SalonFacts,
  extra: string[],
): { output: ContentOutput<K>; flags: FactFlag[] } {
  const { output: clean, flags } = checkAnswer(plainText(output), factIndex(facts, extra));
  const fits = CONTENT_OUTPUTS[kind].safeParse(clean);
  if (!fits.success)
    throw new ApiError(
      'unavailable',
      'The AI model’s text stated prices, times or lengths the salon does not have, so it was not used. Try again, or use the built-in writer.',
      { flags },
    );
  return { output: fits.data as ContentOutput<K>, flags };
}

export async function generateContent<K extends ContentKind>(
  caller: Caller,
  kind: K,
  req: ContentRequest,
): Promise<ContentAnswer<K>> {
  const started = Date.now();
  await mayWrite(caller, kind, req);
  const facts = await factsFor(req.orgId, kind, req);
  const extra = req.page ? [req.page.title, req.page.text] : [];
  const cfg = req.writer === 'auto' ? modelConfig() : null;
  const line = { flow: `content/${kind}`, uid: caller.uid };

  if (!cfg) {
    const output = builtIn(kind, facts, req);
    const { flags } = checkAnswer(output, factIndex(facts, extra));
    const latencyMs = Date.now() - started;
    await recordCall(req.orgId, {
      ...line,
      provider: 'built-in',
      ok: true,
      cached: false,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs,
    });
    return {
      kind,
      output,
      flags,
      writer: 'built-in',
      provider: 'built-in',
      cached: false,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs,
    };
  }

  assertWithinAllowance(await allowanceOf(req.orgId));
  const subject =
    kind === 'service-description'
      ? { service_id: req.serviceId ?? 'draft' }
      : kind === 'staff-bio'
        ? { team_member_id: req.staffId }
        : (req.page ?? null);
  const key = cacheKey({
    kind,
    model: cfg.label,
    subject,
    tone: req.tone,
    length: req.length,
    seed: req.seed,
    facts,
  });
  const hit = await cached<Pick<ContentAnswer<K>, 'output' | 'flags'>>(req.orgId, key);
  if (hit) {
    const latencyMs = Date.now() - started;
    await recordCall(req.orgId, {
      ...line,
      provider: cfg.label,
      ok: true,
      cached: true,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs,
    });
    return {
      kind,
      ...hit,
      writer: 'model',
      provider: cfg.label,
      cached: true,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs,
    };
  }

  const prompt = contentPrompt({ kind, facts, subject, tone: req.tone, length: req.length });
  try {
    const answer = await generateWith(CONTENT_OUTPUTS[kind], prompt);
    const { output, flags } = checked(kind, answer.output as ContentOutput<K>, facts, extra);
    const latencyMs = Date.now() - started;
    await Promise.all([
      keep(req.orgId, key, { flow: line.flow, provider: cfg.label, answer: { output, flags } }),
      recordCall(req.orgId, {
        ...line,
        provider: cfg.label,
        ok: true,
        cached: false,
        inputTokens: answer.inputTokens,
        outputTokens: answer.outputTokens,
        latencyMs,
      }),
    ]);
    return {
      kind,
      output,
      flags,
      writer: 'model',
      provider: cfg.label,
      cached: false,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      latencyMs,
    };
  } catch (err) {
    await recordCall(req.orgId, {
      ...line,
      provider: cfg.label,
      ok: false,
      cached: false,
      inputTokens: 0,
      outputTokens: 0,
      latencyMs: Date.now() - started,
      error: errorMessage(err).slice(0, 300),
    });
    throw err;
  }
}
