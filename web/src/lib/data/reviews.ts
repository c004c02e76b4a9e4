// Reviews in the browser, through the API: the inbox, its figures, replies,
// flags and the salon's request settings; the Google Business Profile.
import { reputationContracts as g } from '@chairside/core/contracts/reputation';
import { reviewContracts as c } from '@chairside/core/contracts/reviews';
import type { ReviewSettings } from '@chairside/core/reviews';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

export const useReviews = (
  orgId: string,
  filters: {
    rating?: number;
    replied?: 'yes' | 'no';
    staffId?: string;
    serviceId?: string;
    source?: 'chairside' | 'google';
  },
) => useContract(c.list, { params: { orgId }, query: filters, secure: true });

export const useReviewStats = (orgId: string) =>
  useContract(c.stats, { params: { orgId }, secure: true });

export const useReviewSettings = (orgId: string, enabled: boolean) =>
  useContract(c.settings, { query: { orgId }, secure: true }, { enabled });

export async function replyToReview(orgId: string, reviewId: string, text: string) {
  const answer = await call(c.respond, { body: { orgId, reviewId, text }, secure: true });
  await invalidateContracts(c.list, c.stats);
  return answer.review;
}

export async function flagReview(orgId: string, reviewId: string, reason: string) {
  const answer = await call(c.flag, { body: { orgId, reviewId, reason }, secure: true });
  await invalidateContracts(c.list);
  return answer.review;
}

export async function saveReviewSettings(
  orgId: string,
  settings: ReviewSettings,
  words: { subject: string; body: string },
) {
  await call(c.autoRequest, { body: { orgId, ...settings }, secure: true });
  await call(c.saveTemplate, { body: { orgId, ...words }, secure: true });
  await invalidateContracts(c.settings);
}

// ── Google reviews (reputation) ─────────────────────────────────────────────

export const useGoogleReviews = (orgId: string) =>
  useContract(g.googleReviews, { query: { orgId }, secure: true });

/** Sends the browser to Google's sign-in; it comes back to /google-reviews-callback. */
export async function connectGoogle(orgId: string) {
  const { url } = await call(g.connect, { body: { orgId }, secure: true });
  window.location.assign(url);
}

export async function finishGoogle(answer: {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}) {
  const status = await call(g.callback, { body: answer, secure: true });
  await invalidateContracts(g.googleReviews, c.list, c.stats);
  return status;
}

export async function chooseGoogleLocation(orgId: string, location: string) {
  const status = await call(g.location, { body: { orgId, location }, secure: true });
  await invalidateContracts(g.googleReviews, c.list, c.stats);
  return status;
}

export async function syncGoogle(orgId: string) {
  const status = await call(g.sync, { body: { orgId }, secure: true });
  await invalidateContracts(g.googleReviews, c.list, c.stats);
  return status;
}

export async function disconnectGoogle(orgId: string) {
  await call(g.disconnect, { query: { orgId }, secure: true });
  await invalidateContracts(g.googleReviews);
}
