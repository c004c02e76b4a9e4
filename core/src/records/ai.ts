// The AI layer's records, written only by the functions: what each salon used
// this month (orgs/{orgId}/aiUsage/{yyyy-mm}), one line per call
// (orgs/{orgId}/aiCalls/{id}, for cost per salon), answers kept for a day
// (orgs/{orgId}/aiCache/{hash}) and the allowance the platform set for a
// salon (aiBudgets/{orgId}, super-admins).
import { z } from 'zod';
import { ZStoredDate } from './stored';

const count = z.number().catch(0).default(0);

export const ZAiUsageRecord = z.object({
  id: z.string(),
  calls: count,
  modelCalls: count,
  cachedCalls: count,
  inputTokens: count,
  outputTokens: count,
  updatedAt: ZStoredDate,
});
export type AiUsageRecord = z.output<typeof ZAiUsageRecord>;

export const ZAiCallRecord = z.object({
  id: z.string(),
  flow: z.string(),
  /** 'built-in' or the model ("googleai/gemini-2.5-flash"). */
  provider: z.string(),
  uid: z.string(),
  ok: z.boolean(),
  cached: z.boolean(),
  inputTokens: count,
  outputTokens: count,
  latencyMs: count,
  error: z.string().catch('').default(''),
  at: ZStoredDate,
  /** When the line is deleted (a TTL policy): 400 days after the call. */
  expiresAt: ZStoredDate,
});
export type AiCallRecord = z.output<typeof ZAiCallRecord>;

export const ZAiCacheRecord = z.object({
  id: z.string(),
  flow: z.string(),
  provider: z.string(),
  answer: z.unknown(),
  expiresAt: ZStoredDate,
});
export type AiCacheRecord = z.output<typeof ZAiCacheRecord>;

export const ZAiBudgetRecord = z.object({
  id: z.string(),
  monthlyTokens: z.number().int().min(0).catch(0),
  updatedAt: ZStoredDate,
});
export type AiBudgetRecord = z.output<typeof ZAiBudgetRecord>;
