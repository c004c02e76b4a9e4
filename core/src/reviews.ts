// Reviews, pure: when a completed visit is asked for a review (every visit
// the same way: no filtering of unhappy clients, no reward for a rating;
// once a visit, at most once in 30 days a client), what a client may submit
// (1 to 5 stars, words, per team member and service), the figures a salon
// reads (average and count, per team member and service, how many answered
// and how fast) kept as rollups that each review changes by a delta, and the
// structured data a salon's page carries for its reviews.
import { z } from 'zod';
import { hasScript } from './campaigns';
import { zDocId } from './ids';
import type { PublicReview, PublicReviews } from './site-view';

export type { PublicReview, PublicReviews };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A client is asked at most once in this many days, however many visits. */
export const REVIEW_ASK_GAP_DAYS = 30;
/** A review link works this long, once. */
export const REVIEW_LINK_DAYS = 30;
export const REVIEW_TEXT_MAX = 2_000;

export const ZReviewSettings = z.object({
  /** Ask after every completed appointment. */
  autoRequest: z.boolean().default(false),
  channel: z.enum(['email', 'sms', 'both']).default('email'),
  /** Hours after checkout (a visit's end) the request goes. */
  delayHours: z
    .number()
    .int('Use whole hours')
    .min(1, 'At least an hour')
    .max(72, 'At most three days')
    .default(2),
  /**
   * The e-mail also names up to three products that go with the visit (the
   * salon's product recommendations: bought by clients after the same service).
   */
  suggestProducts: z.boolean().default(true),
  /** Show reviews (with their replies) on the salon's site. */
  showOnSite: z.boolean().default(false),
  /**
   * The salon's own "write a review" link on Google (Business Profile, Ask
   * for reviews), offered to every client after they submit, as a choice.
   */
  googleReviewUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (u) =>
        u === '' ||
        /^https:\/\/(g\.page|search\.google\.com|www\.google\.com|maps\.app\.goo\.gl)\//.test(u),
      'Paste the link Google gives you (it starts with https://g.page/ or https://search.google.com/)',
    )
    .default(''),
});
export type ReviewSettings = z.output<typeof ZReviewSettings>;

export interface CompletedVisit {
  bookingId: string;
  clientId: string | null;
  /** When the visit ended (checkout), ms. */
  endedAt: number;
}

export type AskSkip = 'off' | 'no_client' | 'asked_recently';

/** The request's id for a visit: written once, it is sent once. */
export const reviewRequestId = (bookingId: string) => `review-${bookingId}`;

/**
 * When a completed visit's review request goes, or why it does not: the
 * salon's delay after checkout, unless the client was asked in the last 30
 * days (by the time it would go). Never a question of how the visit went.
 */
export function reviewRequestDue(
  visit: CompletedVisit,
  lastAskedAt: number | null,
  settings: Pick<ReviewSettings, 'autoRequest' | 'delayHours'>,
): { sendAt: number } | { skip: AskSkip } {
  if (!settings.autoRequest) return { skip: 'off' };
  if (!visit.clientId) return { skip: 'no_client' };
  const sendAt = visit.endedAt + settings.delayHours * HOUR;
  if (lastAskedAt !== null && sendAt - lastAskedAt < REVIEW_ASK_GAP_DAYS * DAY)
    return { skip: 'asked_recently' };
  return { sendAt };
}

const stars = (what: string) =>
  z
    .number({ error: `Give ${what} 1 to 5 stars` })
    .int(`Give ${what} 1 to 5 stars`)
    .min(1, `Give ${what} 1 to 5 stars`)
    .max(5, `Give ${what} 1 to 5 stars`);

export const ZReviewSubmit = z.object({
  /** The signed link's token. */
  token: z.string().trim().min(10, 'This link is not complete').max(500, 'This link is not valid'),
  rating: stars('the visit'),
  text: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, `Keep it under ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`)
    .refine((t) => !hasScript(t) && !/<[a-z!/]/i.test(t), 'Write words only, without code')
    .default(''),
  /** Stars per team member and per service of the visit (optional). */
  staffRatings: z.record(zDocId(), stars('each person')).default({}),
  serviceRatings: z.record(zDocId(), stars('each service')).default({}),
  /** A photo the client uploaded first (media id), optional. */
  photoId: zDocId('Not a photo').nullable().default(null),
  /** First name and initial, as the client wants it shown. */
  displayName: z.string().trim().max(40, 'At most 40 characters').default(''),
});
export type ReviewSubmit = z.input<typeof ZReviewSubmit>;

export const ZReviewReply = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  reviewId: zDocId('Not a review'),
  text: z
    .string()
    .trim()
    .min(1, 'Write the reply')
    .max(REVIEW_TEXT_MAX, `Keep it under ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters`)
    .refine((t) => !hasScript(t) && !/<[a-z!/]/i.test(t), 'Write words only, without code'),
});

// ── Figures, as rollups ─────────────────────────────────────────────────────

export interface Tally {
  count: number;
  sum: number;
}

/** What a salon's (or a month's) reviews add up to. */
export interface ReviewFigures {
  count: number;
  sum: number;
  /** How many of each star, 1 to 5 (index 0 is one star). */
  stars: [number, number, number, number, number];
  byStaff: Record<string, Tally>;
  byService: Record<string, Tally>;
  /** Reviews with a reply, and the minutes from review to reply, summed. */
  replied: number;
  replyMinutes: number;
}

export const emptyFigures = (): ReviewFigures => ({
  count: 0,
  sum: 0,
  stars: [0, 0, 0, 0, 0],
  byStaff: {},
  byService: {},
  replied: 0,
  replyMinutes: 0,
});

/** What a review contributes to the figures (its reply too, once it has one). */
export interface CountedReview {
  rating: number;
  staffRatings: Record<string, number>;
  serviceRatings: Record<string, number>;
  createdAt: number;
  repliedAt: number | null;
  /** A review flagged for removal still counts until it is removed. */
  removed: boolean;
}

/**
 * The figures with a review's old form taken out and its new form put in
 * (either may be null: a new review, a removed one). A rollup document is
 * changed by exactly this, in the same transaction as the review.
 */
export function applyReview(
  figures: ReviewFigures,
  before: CountedReview | null,
  after: CountedReview | null,
): ReviewFigures {
  const out: ReviewFigures = structuredClone(figures);
  const add = (r: CountedReview, sign: 1 | -1) => {
    if (r.removed) return;
    out.count += sign;
    out.sum += sign * r.rating;
    out.stars[r.rating - 1]! += sign;
    for (const [field, ratings] of [
      ['byStaff', r.staffRatings],
      ['byService', r.serviceRatings],
    ] as const) {
      for (const [id, n] of Object.entries(ratings)) {
        const t = out[field][id] ?? { count: 0, sum: 0 };
        t.count += sign;
        t.sum += sign * n;
        if (t.count === 0) delete out[field][id];
        else out[field][id] = t;
      }
    }
    if (r.repliedAt !== null) {
      out.replied += sign;
      out.replyMinutes += sign * Math.max(0, Math.round((r.repliedAt - r.createdAt) / 60_000));
    }
  };
  if (before) add(before, -1);
  if (after) add(after, 1);
  return out;
}

/** The figures as a salon reads them. */
export function summarise(f: ReviewFigures) {
  const avg = (t: Tally) => (t.count ? Math.round((t.sum / t.count) * 10) / 10 : null);
  return {
    count: f.count,
    average: avg(f),
    stars: f.stars,
    responseRate: f.count ? Math.round((f.replied / f.count) * 100) : null,
    /** Median is not kept; the mean reply time in hours. */
    replyHours: f.replied ? Math.round((f.replyMinutes / f.replied / 60) * 10) / 10 : null,
    byStaff: Object.fromEntries(
      Object.entries(f.byStaff).map(([id, t]) => [id, { count: t.count, average: avg(t) }]),
    ),
    byService: Object.fromEntries(
      Object.entries(f.byService).map(([id, t]) => [id, { count: t.count, average: avg(t) }]),
    ),
  };
}

// ── The salon's page ────────────────────────────────────────────────────────

/** How many recent reviews the site shows (with words; newest first). */
export const SITE_REVIEWS_SHOWN = 6;

/** The block from the salon's figures and its newest reviews (null with none yet). */
export function publicReviews(
  figures: Pick<ReviewFigures, 'count' | 'sum'>,
  recent: readonly PublicReview[],
): PublicReviews | null {
  if (!figures.count) return null;
  return {
    count: figures.count,
    average: Math.round((figures.sum / figures.count) * 10) / 10,
    recent: recent.slice(0, SITE_REVIEWS_SHOWN),
  };
}

/** How a client's name is shown: first name and initial ("Ana R."). */
export function shownName(displayName: string, firstName = '', lastName = ''): string {
  const given = displayName.trim();
  if (given) return given;
  const first = firstName.trim();
  if (!first) return 'A client';
  const initial = lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * schema.org structured data for a salon's reviews, to add to its
 * LocalBusiness: the aggregate rating and the reviews the page shows (search
 * engines use only data that matches what the page shows). None without
 * reviews.
 */
export function reviewsJsonLd(
  reviews: PublicReviews | null | undefined,
): Record<string, unknown> | null {
  if (!reviews?.count) return null;
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average.toFixed(1),
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.recent.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author || 'A client' },
      datePublished: r.date,
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
