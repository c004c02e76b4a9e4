// What writes for a salon (the built-in writer or the connected model), this
// month's use against the allowance, and the allowance itself (super-admins).
import type { AiStatus } from '@chairside/core/contracts/ai';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { aiBudgetDoc } from '../records/ai';
import { AI_SETUP, modelConfig, modelPrice } from './config';
import { allowanceOf } from './usage';

async function statusOf(orgId: string, caller: Caller): Promise<AiStatus> {
  const cfg = modelConfig();
  const a = await allowanceOf(orgId);
  return {
    configured: cfg !== null,
    provider: cfg?.label ?? 'built-in',
    setup: cfg
      ? ''
      : caller.superAdmin
        ? AI_SETUP
        : 'A platform administrator can connect an AI model (Gemini, OpenAI or a compatible server) for every salon.',
    month: a.month,
    calls: a.calls,
    tokensUsed: a.used,
    tokensAllowed: a.tokens,
    renewsAt: a.renewsAt,
    price: modelPrice(),
  };
}

export async function aiStatus(caller: Caller, orgId: string): Promise<AiStatus> {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true });
  return statusOf(orgId, caller);
}

export async function setBudget(caller: Caller, orgId: string, monthlyTokens: number) {
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators set a salon’s AI allowance.');
  await aiBudgetDoc(orgId).set({ id: orgId, monthlyTokens, updatedAt: new Date() });
  return statusOf(orgId, caller);
}
