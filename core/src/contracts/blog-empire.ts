// /blog-empire-control's calls (super-admins only): every salon blog, a
// blog's posts, moderation, the monthly batch allowance and the platform
// blog's picks of salon posts.
import {
  ZModerationInput,
  ZNetworkQuery,
  ZQuotaInput,
  type NetworkAnswer,
  type NetworkPost,
} from '../blog-network';
import { endpoint } from './endpoint';

export const blogEmpireContracts = {
  /** Every salon blog, 25 a page by salon id (or only those with posts to look at again). */
  blogs: endpoint<NetworkAnswer>()('GET', 'blog-empire', '/blogs', undefined, ZNetworkQuery),
  /** One salon blog's posts with their month's views and bookings. */
  posts: endpoint<{ posts: NetworkPost[] }>()('GET', 'blog-empire', '/blogs/:orgId/posts'),
  /** Takes a live post down with a reason (the salon is told). */
  unpublish: endpoint<{ mailed: boolean }>()(
    'POST',
    'blog-empire',
    '/blogs/:orgId/posts/:postId/unpublish',
    ZModerationInput,
  ),
  /** A post published again after moderation was looked at: its mark goes. */
  reviewed: endpoint<null>()('POST', 'blog-empire', '/blogs/:orgId/posts/:postId/reviewed'),
  /** The salon's batch drafts a month (null: the platform's default). */
  quota: endpoint<null>()('PUT', 'blog-empire', '/blogs/:orgId/quota', ZQuotaInput),
  /** Puts the post on the platform blog, or takes it off. */
  pick: endpoint<null>()('PUT', 'blog-empire', '/picks/:orgId/:postId'),
  unpick: endpoint<null>()('DELETE', 'blog-empire', '/picks/:orgId/:postId'),
};
