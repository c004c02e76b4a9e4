// The AI layer in the browser, through the API: content of each kind, and
// what writes for the salon (the built-in writer or a connected model).
import type { ContentKind, Tone } from '@chairside/core/ai/content';
import type {
  ZPaletteRequest,
  ZPromoRequest,
  ZSiteGenerateRequest,
  ZSpotlightRequest,
} from '@chairside/core/ai/requests';
import {
  aiContracts as c,
  aiFoundryContracts,
  aiImageContracts,
  aiMarketingContracts,
  aiReviewContracts,
  aiRootContracts,
  aiSpotlightContracts,
  type ZImageRequest,
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

export type SpotlightAsk = z.input<typeof ZSpotlightRequest>;

/** A feature page for a team member or a service (nothing saved). */
export const generateSpotlight = (body: SpotlightAsk) =>
  call(aiSpotlightContracts.spotlight, { body, secure: true });

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

export const searchPhotos = (orgId: string, q: string) =>
  call(aiFoundryContracts.photos, { query: { orgId, q }, secure: true });

export const makeImage = (body: z.input<typeof ZImageRequest>) =>
  call(aiImageContracts.generateImage, { body, secure: true });

export const suggestColours = (body: z.input<typeof ZPaletteRequest>) =>
  call(aiFoundryContracts.colours, { body, secure: true });

export const suggestFonts = (orgId: string, tone: Tone, seed: number) =>
  call(aiFoundryContracts.fonts, { body: { orgId, tone, seed }, secure: true });

export const writePromo = (body: z.input<typeof ZPromoRequest>) =>
  call(aiMarketingContracts.promo, { body, secure: true });

export const writePersonalNote = (body: { orgId: string; clientId: string; seed: number }) =>
  call(aiMarketingContracts.personalNote, { body, secure: true });
