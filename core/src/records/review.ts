// orgs/{orgId}/reviews/{id}: a client's review of a visit (one a visit; the id
// is the visit's), written only by the functions; reviewRequests/{id}: a
// visit asked for a review; reviewAsks/{clientId}: when a client was last
// asked; reviewStats/{all | YYYY-MM}: the figures, kept by each review's
// delta; reviewSettings/settings: the salon's choices. All functions only.
import { z } from 'zod';
import { ZReviewSettings } from '../reviews';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

export const ZReviewRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  bookingId: z.string(),
  clientId: z.string().nullable().catch(null).default(null),
  source: z.enum(['chairside', 'google']).catch('chairside'),
  rating: z.number().int().min(1).max(5),
  text: storedString(),
  staffRatings: z.record(z.string(), z.number()).catch({}).default({}),
  serviceRatings: z.record(z.string(), z.number()).catch({}).default({}),
  /** The visit's team and services, for filters. */
  staffIds: z.array(z.string()).catch([]).default([]),
  serviceIds: z.array(z.string()).catch([]).default([]),
  displayName: storedString(),
  reply: z
    .object({ text: z.string(), at: ZStoredDate, by: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  flag: z
    .object({ reason: z.string(), at: ZStoredDate, by: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  removed: z.boolean().catch(false).default(false),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ReviewRecord = z.output<typeof ZReviewRecord>;

export const ZReviewRequestRecord = z.object({
  id: z.string(),
  bookingId: z.string(),
  clientId: z.string(),
  channel: z.enum(['email', 'sms', 'both']),
  sendAt: ZStoredDate,
  expiresAt: ZStoredDate,
  status: z.enum(['asked', 'answered']).catch('asked'),
  createdAt: ZStoredDate,
});
export type ReviewRequestRecord = z.output<typeof ZReviewRequestRecord>;

export const ZReviewSettingsRecord = ZReviewSettings.extend({
  id: z.string(),
  /** The request's words ({{first_name}}, {{salon}}; the link is added). */
  subject: storedString('How was your visit to {{salon}}?'),
  body: storedString(
    'Hi {{first_name}}, thank you for coming in. Would you tell us how it went? It takes a minute.',
  ),
  updatedAt: ZStoredOptionalDate,
});
export type ReviewSettingsRecord = z.output<typeof ZReviewSettingsRecord>;

export const ZReviewFiguresRecord = z.object({
  id: z.string(),
  count: storedNumber(),
  sum: storedNumber(),
  stars: z
    .tuple([z.number(), z.number(), z.number(), z.number(), z.number()])
    .catch([0, 0, 0, 0, 0]),
  byStaff: z.record(z.string(), z.object({ count: z.number(), sum: z.number() })).catch({}),
  byService: z.record(z.string(), z.object({ count: z.number(), sum: z.number() })).catch({}),
  replied: storedNumber(),
  replyMinutes: storedNumber(),
});
