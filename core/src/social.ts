// Posting the salon's work, pure: what each network takes (caption length,
// hashtags, picture shapes), what is wrong with a post for a network in
// words, and the crop a picture needs to fit one, so the composer's preview
// (/social-demo-page) works with no account connected.
import { z } from 'zod';
import { zDocId } from './ids';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface NetworkRules {
  name: string;
  /** Longest caption (characters). */
  caption: number;
  /** Most hashtags a caption may carry (null: no limit). */
  hashtags: number | null;
  /** Picture shapes it takes, width / height, narrowest and widest. */
  ratio: { min: number; max: number };
  /** A title, where the network has one (Pinterest). */
  title: number | null;
  video: boolean;
}

export const NETWORK_RULES: Record<SocialNetwork, NetworkRules> = {
  instagram: {
    name: 'Instagram',
    caption: 2_200,
    hashtags: 30,
    ratio: { min: 4 / 5, max: 1.91 },
    title: null,
    video: true,
  },
  facebook: {
    name: 'Facebook',
    caption: 63_206,
    hashtags: null,
    ratio: { min: 9 / 16, max: 1.91 },
    title: null,
    video: true,
  },
  tiktok: {
    name: 'TikTok',
    caption: 2_200,
    hashtags: null,
    ratio: { min: 9 / 16, max: 9 / 16 },
    title: null,
    video: true,
  },
  pinterest: {
    name: 'Pinterest',
    caption: 500,
    hashtags: 20,
    ratio: { min: 1 / 2.1, max: 1 },
    title: 100,
    video: false,
  },
};

export interface DraftPost {
  caption: string;
  title?: string;
  media: { kind: 'image' | 'video'; width: number; height: number };
}

const hashtagsIn = (text: string) => text.match(/(^|\s)#[\p{L}\p{N}_]+/gu)?.length ?? 0;

/** What keeps a post from going to a network, in words (empty: it fits). */
export function postProblems(network: SocialNetwork, post: DraftPost): string[] {
  const r = NETWORK_RULES[network];
  const out: string[] = [];
  const length = [...post.caption].length;
  if (length > r.caption)
    out.push(
      `${r.name} takes a caption of up to ${r.caption.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}.`,
    );
  const tags = hashtagsIn(post.caption);
  if (r.hashtags !== null && tags > r.hashtags)
    out.push(`${r.name} takes up to ${r.hashtags} hashtags; this caption has ${tags}.`);
  if (r.title !== null && [...(post.title ?? '')].length > r.title)
    out.push(`${r.name} takes a title of up to ${r.title} characters.`);
  if (post.media.kind === 'video' && !r.video)
    out.push(`${r.name} here takes pictures, not videos.`);
  return out;
}

/**
 * The centred crop (in the picture's pixels) that brings it within the
 * network's shapes; the whole picture when it already fits.
 */
export function cropFor(
  network: SocialNetwork,
  width: number,
  height: number,
): { x: number; y: number; width: number; height: number } {
  const { min, max } = NETWORK_RULES[network].ratio;
  const ratio = width / height;
  if (ratio > max) {
    const w = Math.round(height * max);
    return { x: Math.floor((width - w) / 2), y: 0, width: w, height };
  }
  if (ratio < min) {
    const h = Math.round(width / min);
    return { x: 0, y: Math.floor((height - h) / 2), width, height: h };
  }
  return { x: 0, y: 0, width, height };
}

// ── Posting ─────────────────────────────────────────────────────────────────

/** What the owner is told a network can and cannot do for an app like ours. */
export const NETWORK_NOTES: Record<SocialNetwork, string> = {
  instagram:
    'Posts to an Instagram professional (business or creator) account linked to a Facebook Page. Instagram allows an account a limited number of posts through apps each day; Chairside checks the limit first.',
  facebook: 'Posts a photo with its caption to a Facebook Page you manage.',
  tiktok:
    'Until TikTok audits an app, everything it posts is private (only the account can see it): your post goes to TikTok as “Only me”, to make public from the TikTok app.',
  pinterest:
    'Creates a Pin on the board you choose. While an app has Pinterest’s trial access, Pins it creates may be seen only by you until Pinterest grants standard access.',
};

export const ZSocialPostInput = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  networks: z
    .array(z.enum(SOCIAL_NETWORKS))
    .min(1, 'Choose at least one network')
    .max(SOCIAL_NETWORKS.length)
    .refine((n) => new Set(n).size === n.length, 'Choose each network once'),
  caption: z
    .string()
    .trim()
    .min(1, 'Write a caption')
    .max(63_206, 'This caption is too long for every network')
    .refine((t) => !/<[a-z!/]/i.test(t), 'Write words only, without code'),
  /** Pinterest's title (optional). */
  title: z.string().trim().max(100, 'At most 100 characters').default(''),
  /** A portfolio photo (its id): the picture posted. */
  photoId: zDocId('Choose a photo from the portfolio'),
  /** When to post: now, or an ISO time in the future. */
  sendAt: z.iso
    .datetime({ offset: true, error: 'Choose a date and time' })
    .nullable()
    .default(null),
  /** Where a Pin leads (the salon's booking page, say). */
  link: z
    .url({ protocol: /^https?$/, error: 'Use a web address' })
    .or(z.literal(''))
    .default(''),
});
export type SocialPostInput = z.input<typeof ZSocialPostInput>;

export const POST_STATUSES = [
  'scheduled',
  'posting',
  'posted',
  'partly',
  'failed',
  'cancelled',
] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export type NetworkOutcome = 'waiting' | 'processing' | 'posted' | 'failed';

/** A post's state from each network's (all posted, some, none; still going). */
export function postStatus(outcomes: NetworkOutcome[]): PostStatus {
  if (outcomes.some((o) => o === 'waiting' || o === 'processing')) return 'posting';
  const posted = outcomes.filter((o) => o === 'posted').length;
  return posted === outcomes.length ? 'posted' : posted ? 'partly' : 'failed';
}

/** When a network's failed attempt is tried again: 2, 4, 8 … minutes, at most 5 tries. */
export const POST_TRIES = 5;
export const retryDelayMs = (attempt: number) => 2 ** Math.max(1, attempt) * 60_000;
