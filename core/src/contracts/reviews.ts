// Reviews (the first document's catalogue: request/create, submit, respond,
// stats/{orgId}, list/{orgId}, templates, auto-request) and the pages' own:
// the visit a review link is about, flagging a review, the settings.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZReviewReply, ZReviewSettings, ZReviewSubmit, type ReviewSettings } from '../reviews';
import { endpoint, upload } from './endpoint';

export interface ReviewView {
  id: string;
  bookingId: string;
  source: 'chairside' | 'google';
  rating: number;
  text: string;
  displayName: string;
  /** The client's photo ('' when none). */
  photoUrl: string;
  staffRatings: Record<string, number>;
  serviceRatings: Record<string, number>;
  staffIds: string[];
  serviceIds: string[];
  reply: { text: string; at: string } | null;
  flag: { reason: string; at: string } | null;
  createdAt: string;
}

export interface ReviewStatsView {
  count: number;
  average: number | null;
  stars: number[];
  responseRate: number | null;
  replyHours: number | null;
  byStaff: Record<string, { count: number; average: number | null }>;
  byService: Record<string, { count: number; average: number | null }>;
  /** The last 12 months, oldest first. */
  months: { month: string; count: number; average: number | null }[];
}

export interface ReviewVisitView {
  salon: string;
  date: string;
  staff: { id: string; name: string }[];
  services: { id: string; name: string }[];
  /** Already answered: the link has been used. */
  answered: boolean;
  /** How the client would be shown unless they say otherwise (first name and initial). */
  suggestedName: string;
}

export type ReviewSettingsView = ReviewSettings & { subject: string; body: string };

const ZOrgOnly = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });

export const ZReviewListQuery = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  staffId: zDocId().optional(),
  serviceId: zDocId().optional(),
  replied: z.enum(['yes', 'no']).optional(),
  source: z.enum(['chairside', 'google']).optional(),
});

export const ZReviewTemplate = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  subject: z.string().trim().min(1, 'Write a subject').max(150, 'Keep it under 150 characters'),
  body: z.string().trim().min(1, 'Write the message').max(600, 'Keep it under 600 characters'),
});

export const reviewContracts = {
  /** POST /api/reviews/request/create (owners, managers, front desk): ask about a completed visit now. */
  requestCreate: endpoint<{ requested: boolean; reason: string }>()(
    'POST',
    'reviews',
    '/request/create',
    z.object({
      orgId: z.string().trim().pipe(zDocId('Not a salon id')),
      bookingId: zDocId('Not an appointment'),
    }),
  ),
  /** POST /api/reviews/auto-request (owners, managers): ask after every completed visit, and how. */
  autoRequest: endpoint<ReviewSettingsView>()(
    'POST',
    'reviews',
    '/auto-request',
    ZReviewSettings.extend({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) }),
  ),
  settings: endpoint<ReviewSettingsView>()('GET', 'reviews', '/settings', undefined, ZOrgOnly),
  templates: endpoint<{ subject: string; body: string }>()(
    'GET',
    'reviews',
    '/templates',
    undefined,
    ZOrgOnly,
  ),
  saveTemplate: endpoint<{ subject: string; body: string }>()(
    'POST',
    'reviews',
    '/templates',
    ZReviewTemplate,
  ),
  /** GET /api/reviews/visit?token: what a review link is about (no sign-in). */
  visit: endpoint<ReviewVisitView>()(
    'GET',
    'reviews',
    '/visit',
    undefined,
    z.object({ token: z.string().trim().min(10).max(500) }),
  ),
  /** POST /api/reviews/submit (no sign-in; the link's token): once a visit. */
  submit: endpoint<{ rating: number; googleReviewUrl: string }>()(
    'POST',
    'reviews',
    '/submit',
    ZReviewSubmit,
  ),
  /** POST /api/reviews/photo (no sign-in; multipart: the link's token and the image in `file`). */
  photo: upload<{ photoId: string; url: string }>()(
    'reviews',
    '/photo',
    z.object({ token: z.string().trim().min(10, 'This link is not complete').max(500) }),
  ),
  /** POST /api/reviews/respond (owners, managers): a public reply; the client is told. */
  respond: endpoint<{ review: ReviewView }>()('POST', 'reviews', '/respond', ZReviewReply),
  /** POST /api/reviews/flag (owners, managers): asks for its removal, with why (it stays on record). */
  flag: endpoint<{ review: ReviewView }>()(
    'POST',
    'reviews',
    '/flag',
    z.object({
      orgId: z.string().trim().pipe(zDocId('Not a salon id')),
      reviewId: zDocId('Not a review'),
      reason: z.string().trim().min(1, 'Say why').max(500, 'Keep it under 500 characters'),
    }),
  ),
  /** GET /api/reviews/list/:orgId (the team but booth renters), newest first, with filters. */
  list: endpoint<{
    reviews: ReviewView[];
    /** The filters' choices. */
    team: { id: string; name: string }[];
    services: { id: string; name: string }[];
  }>()('GET', 'reviews', '/list/:orgId', undefined, ZReviewListQuery),
  /** GET /api/reviews/stats/:orgId: from the rollups (a document a month and one in all). */
  stats: endpoint<ReviewStatsView>()('GET', 'reviews', '/stats/:orgId'),
};
