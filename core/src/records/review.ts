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
  /** The client's photo ('' when none). */
  photoUrl: storedString(),
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
  /** A Google review's resource name (accounts/…/reviews/…), for replying there. */
  googleName: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ReviewRecord = z.output<typeof ZReviewRecord>;

/** orgs/{orgId}/reviewPhotos/{id}: a photo uploaded through a visit's link, before its review. */
export const ZReviewPhotoRecord = z.object({
  id: z.string(),
  bookingId: z.string(),
  url: z.string(),
  path: z.string(),
  createdAt: ZStoredDate,
});
export type ReviewPhotoRecord = z.output<typeof ZReviewPhotoRecord>;

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

// ── Google Business Profile (reputation) ────────────────────────────────────
// orgs/{orgId}/reputation/google: the salon's connected profile, its chosen
// location and how the last sync went (functions only; the team reads it
// through the API). orgs/{orgId}/reputationSecrets/google: the sealed tokens.

export const GOOGLE_STATUSES = ['choose-location', 'connected', 'reconnect', 'error'] as const;
export type GoogleStatus = (typeof GOOGLE_STATUSES)[number];

export const ZGoogleLocation = z.object({
  /** accounts/{a}/locations/{l} */
  name: z.string(),
  title: z.string(),
  address: z.string().catch(''),
});
export type GoogleLocation = z.output<typeof ZGoogleLocation>;

export const ZGoogleConnectionRecord = z.object({
  id: z.string(),
  status: z.enum(GOOGLE_STATUSES).catch('error'),
  /** The Google account's e-mail, as people recognise it. */
  account: storedString(),
  locations: z.array(ZGoogleLocation).catch([]).default([]),
  location: ZGoogleLocation.nullable().catch(null).default(null),
  /** What happened last time, in words (the provider's own error when it refused). */
  message: storedString(),
  reviewCount: storedNumber(),
  averageRating: z.number().nullable().catch(null).default(null),
  failures: storedNumber(),
  lastSyncAt: ZStoredOptionalDate,
  nextSyncAt: ZStoredOptionalDate,
  connectedBy: storedString(),
  updatedAt: ZStoredDate,
});
export type GoogleConnectionRecord = z.output<typeof ZGoogleConnectionRecord>;
