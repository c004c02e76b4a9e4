// What each salon's AI calls cost: a line per call, the month's totals, the
// allowance the platform set, and the answers kept for a day so the same
// request does not pay twice.
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { aiBudgetDoc, aiCacheDoc, aiCallsCollection, aiUsageDoc, aiUsageRef } from '../records/ai';
import { monthlyTokens } from './config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-11": the month usage is counted in (UTC). */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

function nextMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export interface Allowance {
  month: string;
  used: number;
  tokens: number;
  calls: number;
  renewsAt: string;
}

/** The salon's allowance this month and what it has used (2 reads). */
export async function allowanceOf(orgId: string, now = new Date()): Promise<Allowance> {
  const month = monthOf(now);
  const [usage, budget] = await Promise.all([
    aiUsageDoc(orgId, month).get(),
    aiBudgetDoc(orgId).get(),
  ]);
  countReads(2);
  const u = usage.data();
  return {
    month,
    used: (u?.inputTokens ?? 0) + (u?.outputTokens ?? 0),
    tokens: budget.data()?.monthlyTokens ?? monthlyTokens(),
    calls: u?.calls ?? 0,
    renewsAt: nextMonth(now).toISOString(),
  };
}

/** 429 with when the allowance renews, once the month's tokens are spent. */
export function assertWithinAllowance(a: Allowance, now = new Date()) {
  if (a.used < a.tokens) return;
  const renews = new Date(a.renewsAt);
  const retryAfterSeconds = Math.max(1, Math.ceil((renews.getTime() - now.getTime()) / 1000));
  const when = renews.toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  throw new ApiError(
    'rate_limited',
    `This salon has used this month’s AI allowance. It renews on ${when}; the built-in writer still works until then.`,
    { retryAfterSeconds, renewsAt: a.renewsAt },
  );
}

export interface CallLine {
  flow: string;
  provider: string;
  uid: string;
  ok: boolean;
  cached: boolean;
  inputTokens: number;
  outputTokens: number;
  latencyMs: number;
  error?: string;
}

/** One line in the call log and the month's totals (never fails the call it records). */
export async function recordCall(orgId: string, line: CallLine, now = new Date()) {
  try {
    const model = line.provider !== 'built-in' && !line.cached && line.ok;
    await Promise.all([
      aiCallsCollection(orgId)
        .doc()
        // A TTL policy on expiresAt deletes a line after 400 days (the month's totals stay).
        .set({
          id: '',
          ...line,
          error: line.error ?? '',
          at: now,
          expiresAt: new Date(now.getTime() + 400 * DAY_MS),
        }),
      aiUsageRef(orgId, monthOf(now)).set(
        {
          calls: FieldValue.increment(1),
          modelCalls: FieldValue.increment(model ? 1 : 0),
          cachedCalls: FieldValue.increment(line.cached ? 1 : 0),
          inputTokens: FieldValue.increment(line.inputTokens),
          outputTokens: FieldValue.increment(line.outputTokens),
          updatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      ),
    ]);
  } catch (err) {
    logger.warn('AI usage not recorded', { orgId, flow: line.flow, err });
  }
}

/** The cache key of a request: the flow, the model, what was asked and the facts it read. */
export function cacheKey(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

export async function cached<T>(orgId: string, key: string, now = new Date()): Promise<T | null> {
  const snap = await aiCacheDoc(orgId, key).get();
  countReads(1);
  const hit = snap.data();
  return hit && hit.expiresAt.getTime() > now.getTime() ? (hit.answer as T) : null;
}

export async function keep(
  orgId: string,
  key: string,
  entry: { flow: string; provider: string; answer: unknown },
  now = new Date(),
) {
  // A TTL policy on expiresAt deletes old answers in production.
  await aiCacheDoc(orgId, key)
    .set({ id: key, ...entry, expiresAt: Timestamp.fromMillis(now.getTime() + DAY_MS).toDate() })
    .catch((err: unknown) => logger.warn('AI answer not cached', { orgId, err }));
}
