// The salon's review settings: when and how clients are asked, the request's
// words, the site's reviews block and the Google review link.
import type { z } from 'zod';
import type { ZReviewTemplate } from '@chairside/core/contracts/reviews';
import type { ReviewSettingsRecord } from '@chairside/core/records/review';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { reviewSettingsDoc } from '../records/reviews';
import { MANAGERS, reviewSettingsOf, settingsView, refreshSiteReviews } from './common';

export async function getReviewSettings(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change review requests' });
  return settingsView(await reviewSettingsOf(orgId));
}

export async function saveReviewSettings(
  caller: Caller,
  orgId: string,
  input: Pick<
    ReviewSettingsRecord,
    'autoRequest' | 'channel' | 'delayHours' | 'showOnSite' | 'googleReviewUrl'
  >,
) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change review requests' });
  const before = await reviewSettingsOf(orgId);
  const next = { ...before, ...input, updatedAt: new Date() };
  await reviewSettingsDoc(orgId).set(next);
  if (before.showOnSite !== next.showOnSite) await refreshSiteReviews(orgId, true);
  return settingsView(next);
}

export async function saveReviewTemplate(caller: Caller, input: z.output<typeof ZReviewTemplate>) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'change review requests' });
  const next = {
    ...(await reviewSettingsOf(input.orgId)),
    subject: input.subject,
    body: input.body,
    updatedAt: new Date(),
  };
  await reviewSettingsDoc(input.orgId).set(next);
  return { subject: next.subject, body: next.body };
}
