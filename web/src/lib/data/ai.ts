// The AI layer in the browser, through the API: content of each kind, and
// what writes for the salon (the built-in writer or a connected model).
import type { ContentKind } from '@chairside/core/ai/content';
import type { ZSiteGenerateRequest } from '@chairside/core/ai/site-generator';
import {
  aiContracts as c,
  aiReviewContracts,
  aiRootContracts,
  type ContentAnswer,
} from '@chairside/core/contracts/ai';
import type { z } from 'zod';
import type { ZContentRequest } from '@chairside/core/ai/content';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

export type ContentAsk = z.input<typeof ZContentRequest>;

export async function writeWithAi<K extends ContentKind>(
  kind: K,
  body: ContentAsk,
): Promise<ContentAnswer<K>> {
  const answer = await call(c.content, { params: { kind }, body, secure: true });
  void invalidateContracts(c.status);
  return answer as ContentAnswer<K>;
}

export const useAiStatus = (orgId: string) =>
  useContract(c.status, { query: { orgId }, secure: true }, { staleTime: 60_000 });

export type SiteAsk = z.input<typeof ZSiteGenerateRequest>;

/** A whole draft site from the salon's data (nothing saved). */
export const generateWebsite = (body: SiteAsk) =>
  call(aiRootContracts.generateWebsite, { body, secure: true });

/** What clients praise and complain about (asked once per visit to the page). */
export const useReviewSummary = (orgId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['ai', 'reviews', orgId],
    queryFn: () =>
      call(aiReviewContracts.summary, { body: { orgId, writer: 'auto' }, secure: true }),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
