// The network of salon blogs as the platform runs it (/blog-empire-control):
// each blog's posts, traffic and bookings, moderation (a post unpublished
// with a reason the salon is told), the monthly quota of batch drafts, and
// the salon posts the platform picks for its own blog.
import { z } from 'zod';
import { zDocId } from './ids';

/** Batch drafts a salon's blog may write in a calendar month (UTC) unless the platform sets another. */
export const DEFAULT_BATCH_QUOTA = 60;
/** The most the platform can allow one salon in a month. */
export const MAX_BATCH_QUOTA = 1000;
/** How many salon posts the platform blog shows as picks (the newest picked first). */
export const MAX_PICKS_SHOWN = 12;

/** The month a batch counts against: `2026-11` (UTC). */
export const quotaMonth = (at: Date) => at.toISOString().slice(0, 7);

/**
 * What is left of the month's quota: a count from another month is spent
 * allowance from then, so it is left out.
 */
export function draftsLeft(
  usage: { month: string; used: number } | null | undefined,
  quota: number,
  now: Date,
): number {
  const used = usage && usage.month === quotaMonth(now) ? usage.used : 0;
  return Math.max(0, quota - used);
}

/** The words a salon gets when a batch would pass its quota. */
export function quotaMessage(left: number, quota: number, asked: number): string {
  if (left === 0)
    return `This blog has used all ${quota} batch drafts for this month. The allowance renews on the 1st; write posts one at a time meanwhile.`;
  return `This blog has ${left} of ${quota} batch drafts left this month: ask for ${left} or fewer (you asked for ${asked}).`;
}

/** A post's moderation, as the post keeps it (and its editors see it). */
export interface PostModeration {
  reason: string;
  /** ISO instant the platform unpublished it. */
  at: string;
  /** unpublished: taken down; republished: the salon published it again, for the platform to look at. */
  state: 'unpublished' | 'republished';
  /** ISO instant the salon published it again (republished only). */
  republished_at?: string;
}

export const ZModerationInput = z.object({
  reason: z
    .string()
    .trim()
    .min(10, 'Say why in at least 10 characters: the salon reads this')
    .max(500, 'Keep the reason to 500 characters'),
});
export type ModerationInput = z.input<typeof ZModerationInput>;

export const ZQuotaInput = z.object({
  /** Batch drafts a month; null goes back to the platform's default. */
  batch_quota: z
    .number({ error: 'Enter a number of drafts' })
    .int('Enter a whole number of drafts')
    .min(0, 'The quota cannot be negative')
    .max(MAX_BATCH_QUOTA, `At most ${MAX_BATCH_QUOTA} drafts a month`)
    .nullable(),
});
export type QuotaInput = z.input<typeof ZQuotaInput>;

export const ZNetworkQuery = z.object({
  /** The salon to start after (the list is by salon id, 25 a page). */
  after: z.string().trim().pipe(zDocId('Not a salon id')).optional(),
  /** Only blogs with posts to look at (republished after moderation). */
  review: z.enum(['true', 'false']).optional(),
});

/** One salon's blog in the network list. */
export interface NetworkBlog {
  orgId: string;
  name: string;
  /** The blog's public address, or null while the salon's site is unpublished. */
  url: string | null;
  currency: string;
  posts: { published: number; scheduled: number; draft: number };
  /** Posts the platform took down that are still down, and those published again to look at. */
  moderated: number;
  to_review: number;
  last_published_at: string | null;
  /** Over the last 30 days (UTC), from the salon's website analytics. */
  views: number;
  bookings: number;
  /** Booked value in the salon's currency (minor units). */
  revenue: number;
  batch: { quota: number; custom: boolean; used: number; left: number };
  picks: number;
}

export interface NetworkAnswer {
  blogs: NetworkBlog[];
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
  /** The whole network: blogs with at least one post, and posts live. */
  totals: { blogs: number; published: number };
  default_quota: number;
}

/** A salon post as the platform looks at it. */
export interface NetworkPost {
  id: string;
  title: string;
  slug: string;
  status: 'draft' | 'published' | 'scheduled';
  published_at: string;
  url: string | null;
  author_name: string;
  moderation: PostModeration | null;
  picked: boolean;
  views: number;
  bookings: number;
}

/** A salon post the platform blog shows (`blogPicks/{orgId}_{postId}`, and in the platform index). */
export interface PickedPost {
  org_id: string;
  post_id: string;
  salon_name: string;
  /** The post on the salon's own site: readers go there (its canonical address). */
  url: string;
  title: string;
  excerpt: string;
  featured_image: string;
  published_at: string;
  picked_at: string;
}

export const pickId = (orgId: string, postId: string) => `${orgId}_${postId}`;

/** A salon post's image as the platform blog shows it: a path on the salon's site made whole. */
export function pickImage(postUrl: string, image: string): string {
  if (!image.startsWith('/') || image.startsWith('//')) return image;
  return `${new URL(postUrl).origin}${image}`;
}
