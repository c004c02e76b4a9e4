// Posting the salon's work, pure: what each network takes (caption length,
// hashtags, picture shapes), what is wrong with a post for a network in
// words, and the crop a picture needs to fit one, so the composer's preview
// (/social-demo-page) works with no account connected.
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
  if (network === 'tiktok' && post.media.kind === 'image')
    out.push(
      'TikTok takes a video (or a photo carousel, which its posting API offers only to approved apps).',
    );
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
