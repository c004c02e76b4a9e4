// Social (the first document's "Instagram, Facebook, TikTok and Pinterest:
// auth and content; connections list and delete"): each network's sign-in
// and callback, what to post to, a post now or later to one or more
// networks with each one's outcome, and the portfolio of the salon's work
// the posts' pictures come from.
import { z } from 'zod';
import { zDocId } from '../ids';
import type { SocialChoice } from '../records/social';
import {
  SOCIAL_NETWORKS,
  ZSocialPostInput,
  type NetworkOutcome,
  type PostStatus,
  type SocialNetwork,
} from '../social';
import { endpoint, upload } from './endpoint';

export interface SocialConnectionView {
  network: SocialNetwork;
  name: string;
  /** The server has the network's app credentials and a sealing key. */
  configured: boolean;
  /** What to set when it is not (for the platform's administrators). */
  setup: string;
  /** What the network allows an app like ours, in words. */
  note: string;
  connected: boolean;
  status: 'choose' | 'connected' | 'reconnect' | null;
  account: string;
  target: SocialChoice | null;
  choices: SocialChoice[];
  message: string;
}

export interface SocialPostView {
  id: string;
  caption: string;
  title: string;
  photoUrl: string;
  networks: SocialNetwork[];
  results: Record<string, { status: NetworkOutcome; url: string; error: string; attempts: number }>;
  status: PostStatus;
  sendAt: string;
  createdAt: string;
}

export interface PortfolioPhotoView {
  id: string;
  photoUrl: string;
  caption: string;
  staffId: string;
  staffName: string;
  serviceIds: string[];
  serviceNames: string[];
  consent: { given: boolean; note: string; at: string };
  showOnSite: boolean;
  createdAt: string;
}

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

export const ZPortfolioFields = z.object({
  orgId: zDocId('Say which salon the photo is for'),
  staffId: zDocId('Choose who did the work'),
  /** Comma-separated service ids. */
  serviceIds: z.string().max(2_000).default(''),
  caption: z.string().trim().max(500, 'At most 500 characters').default(''),
  /** 'yes' when the client agreed to their photo being shown. */
  consent: z.literal('yes', { error: 'Record the client’s consent before adding their photo' }),
  consentNote: z.string().trim().max(300).default(''),
  bookingId: z.string().trim().max(128).default(''),
});

export const socialContracts = {
  connections: endpoint<{ connections: SocialConnectionView[] }>()(
    'GET',
    'social',
    '/connections',
    undefined,
    z.object({ orgId }),
  ),
  /** POST /api/social/{network}/auth (owners, managers): where to sign in. */
  auth: endpoint<{ url: string }>()('POST', 'social', '/:network/auth', z.object({ orgId })),
  /** POST /api/social/callback: what the network sent back to /social-callback. */
  callback: endpoint<{ connection: SocialConnectionView }>()(
    'POST',
    'social',
    '/callback',
    z.object({
      /** Also in the signed state, which decides. */
      network: z.enum(SOCIAL_NETWORKS).optional(),
      state: z.string().max(2_000).default(''),
      code: z.string().max(2_000).optional(),
      error: z.string().max(200).optional(),
      error_description: z.string().max(1_000).optional(),
    }),
  ),
  /** POST /api/social/{network}/target (owners, managers): the Page, account or board to post to. */
  target: endpoint<{ connection: SocialConnectionView }>()(
    'POST',
    'social',
    '/:network/target',
    z.object({ orgId, targetId: z.string().trim().min(1).max(200) }),
  ),
  /** DELETE /api/social/connections/{network}?orgId (owners, managers): revoked and removed. */
  disconnect: endpoint<{ connections: SocialConnectionView[] }>()(
    'DELETE',
    'social',
    '/connections/:network',
    undefined,
    z.object({ orgId }),
  ),
  /** POST /api/social/posts (owners, managers): a photo with its caption, now or later. */
  createPost: endpoint<{ post: SocialPostView }>()('POST', 'social', '/posts', ZSocialPostInput),
  posts: endpoint<{ posts: SocialPostView[] }>()(
    'GET',
    'social',
    '/posts',
    undefined,
    z.object({ orgId }),
  ),
  cancelPost: endpoint<{ post: SocialPostView }>()(
    'POST',
    'social',
    '/posts/:id/cancel',
    z.object({ orgId }),
  ),
  /** GET /api/social/portfolio (the team but booth renters): the salon's work. */
  portfolio: endpoint<{
    photos: PortfolioPhotoView[];
    team: { id: string; name: string }[];
    services: { id: string; name: string }[];
  }>()('GET', 'social', '/portfolio', undefined, z.object({ orgId })),
  /** POST /api/social/portfolio/upload (the team): a photo of the work, with the client's consent. */
  addPhoto: upload<{ photo: PortfolioPhotoView }>()(
    'social',
    '/portfolio/upload',
    ZPortfolioFields,
  ),
  updatePhoto: endpoint<{ photo: PortfolioPhotoView }>()(
    'POST',
    'social',
    '/portfolio/:id',
    z.object({
      orgId,
      caption: z.string().trim().max(500, 'At most 500 characters').optional(),
      showOnSite: z.boolean().optional(),
    }),
  ),
  deletePhoto: endpoint<null>()(
    'DELETE',
    'social',
    '/portfolio/:id',
    undefined,
    z.object({ orgId }),
  ),
};
