// POST /api/ai/content/{kind}: a text for the salon, written by the model
// when one is connected (prompted with the salon's facts, its answer read
// against them) and by the built-in writer otherwise, or when asked for.
import {
  CONTENT_OUTPUTS,
  dropEmpty,
  type ContentKind,
  type ContentOutput,
  type ContentRequest,
} from '@chairside/core/ai/content';
import { checkAnswer, factIndex, type FactIndex } from '@chairside/core/ai/fact-check';
import type { SalonFacts } from '@chairside/core/ai/facts';
import { contentPrompt } from '@chairside/core/ai/prompts';
import { writeContent, WriterError } from '@chairside/core/ai/writer';
import type { ContentAnswer } from '@chairside/core/contracts/ai';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { factsFor } from './facts.service';
import { runFlow, type Checked } from './flow';
import { plainText } from './plain-text';

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

/**
 * A model's answer made plain text, read against the facts and the shape
 * again: a text left without its sentences is not used.
 */
export function accepted<S extends z.ZodType>(
  schema: S,
  output: unknown,
  index: FactIndex,
): Checked<z.output<S>> {
  const { output: clean, flags } = checkAnswer(plainText(output), index);
  const fits = schema.safeParse(dropEmpty(clean));
  if (!fits.success)
    throw new ApiError(
      'unavailable',
      'The AI model’s text stated prices, times or lengths the salon does not have, so it was not used. Try again, or use the built-in writer.',
      { flags },
    );
  return { output: fits.data, flags };
}

export async function generateContent<K extends ContentKind>(
  caller: Caller,
  kind: K,
  req: ContentRequest,
): Promise<ContentAnswer<K>> {
  await mayWrite(caller, kind, req);
  const facts = await factsFor(req.orgId, kind, req);
  const index = factIndex(facts, req.page ? [req.page.title, req.page.text] : []);
  const subject =
    kind === 'service-description'
      ? { service_id: req.serviceId ?? 'draft' }
      : kind === 'staff-bio'
        ? { team_member_id: req.staffId }
        : (req.page ?? null);
  const schema = CONTENT_OUTPUTS[kind];
  const answer = await runFlow({
    orgId: req.orgId,
    uid: caller.uid,
    flow: `content/${kind}`,
    writer: req.writer,
    builtIn: () => {
      const output = builtIn(kind, facts, req);
      return { output, flags: checkAnswer(output, index).flags };
    },
    model: {
      schema,
      prompt: () => contentPrompt({ kind, facts, subject, tone: req.tone, length: req.length }),
      accept: (out) => accepted(schema, out, index) as Checked<ContentOutput<K>>,
    },
    cacheParts: { kind, subject, tone: req.tone, length: req.length, seed: req.seed, facts },
  });
  return { kind, ...answer };
}
