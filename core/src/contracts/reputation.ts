// Reputation: the salon's Google Business Profile (the first document's
// "Reputation: google-reviews"): connect with Google (business.manage), pick
// the location, its reviews synced into the inbox beside Chairside's and
// answered from there (/api/reviews/respond replies on Google).
import { z } from 'zod';
import { zDocId } from '../ids';
import type { GoogleLocation, GoogleStatus } from '../records/review';
import type { ReviewView } from './reviews';
import { endpoint } from './endpoint';

export interface GoogleReviewsStatus {
  /** The server has Google's app credentials and a sealing key. */
  configured: boolean;
  /** What to set when it is not, in the settings' own names. */
  setup: string;
  connected: boolean;
  status: GoogleStatus | null;
  account: string;
  locations: GoogleLocation[];
  location: GoogleLocation | null;
  message: string;
  reviewCount: number;
  averageRating: number | null;
  lastSyncAt: string | null;
  nextSyncAt: string | null;
}

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

export const reputationContracts = {
  /** GET /api/reputation/google-reviews (the team but booth renters): the connection and Google's newest reviews. */
  googleReviews: endpoint<{ google: GoogleReviewsStatus; reviews: ReviewView[] }>()(
    'GET',
    'reputation',
    '/google-reviews',
    undefined,
    z.object({ orgId }),
  ),
  /** POST …/connect (owners, managers): where to send the owner to sign in with Google. */
  connect: endpoint<{ url: string }>()(
    'POST',
    'reputation',
    '/google-reviews/connect',
    z.object({ orgId }),
  ),
  /** POST …/callback: what Google sent back to the callback page. */
  callback: endpoint<GoogleReviewsStatus>()(
    'POST',
    'reputation',
    '/google-reviews/callback',
    z.object({
      state: z.string().max(2_000).default(''),
      code: z.string().max(2_000).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(1_000).optional(),
    }),
  ),
  /** POST …/location (owners, managers): which of the account's locations is this salon. */
  location: endpoint<GoogleReviewsStatus>()(
    'POST',
    'reputation',
    '/google-reviews/location',
    z.object({
      orgId,
      location: z.string().regex(/^accounts\/\d+\/locations\/\d+$/, 'Not a location'),
    }),
  ),
  /** POST …/sync (owners, managers): read Google's reviews now. */
  sync: endpoint<GoogleReviewsStatus>()(
    'POST',
    'reputation',
    '/google-reviews/sync',
    z.object({ orgId }),
  ),
  /** DELETE …?orgId (owners, managers): disconnect (Google's access revoked, tokens removed). */
  disconnect: endpoint<GoogleReviewsStatus>()(
    'DELETE',
    'reputation',
    '/google-reviews',
    undefined,
    z.object({ orgId }),
  ),
};
