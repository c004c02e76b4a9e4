// What an article body may hold, without zod: the server's sanitiser and the
// browser's read it, and the public pages' bundles stay small.
/** The HTML an article body may hold (sanitised with this list on save and on display). */
export const BLOG_SAFE_HTML = {
  tags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'span',
    'figure',
    'figcaption',
    'table',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'div',
    'iframe',
  ],
  attributes: {
    a: ['href', 'title', 'target', 'rel', 'data-cta'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['style'],
    code: ['class'],
    pre: ['class'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    div: ['class'],
    iframe: ['src', 'title', 'allow', 'allowfullscreen', 'loading', 'referrerpolicy'],
  } as Record<string, string[]>,
  /** Only text alignment survives in style attributes. */
  textAlign: /^(left|right|center|justify)$/,
  codeClass: /^language-[\w-]+$/,
  /** The classes a div may carry: a video's frame, a conversion block. */
  blockClass: /^cb-(video|cta)$/,
  /** A conversion block's link (ctaPath): what it offers, on the salon's own host. */
  ctaHref: /^\/go\/((book|shop|membership)\/[A-Za-z0-9_-]{1,128}|gift-card)$/,
  ctaKind: /^(book|shop|membership|gift-card)$/,
  /** Embedded players only from YouTube's privacy-enhanced host and Vimeo's player (no tracking). */
  videoSrc:
    /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{3,12}\?dnt=1)$/,
} as const;

/** The hosts a post's video frames load from (for the pages' frame-src). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * A YouTube or Vimeo address as its privacy-enhanced player: YouTube's
 * youtube-nocookie.com (no cookies until the visitor plays) and Vimeo's
 * player with Do Not Track. Null for anything else.
 */
export function videoEmbedUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim().replace(/^(?!https?:\/\/)/i, 'https://'));
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id =
      url.searchParams.get('v') ??
      url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]{6,20})/)?.[1] ??
      null;
  } else if (host === 'youtu.be') {
    id = url.pathname.match(/^\/([\w-]{6,20})/)?.[1] ?? null;
  }
  if (id && /^[\w-]{6,20}$/.test(id)) return `https://www.youtube-nocookie.com/embed/${id}`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const vimeo = url.pathname.match(/^\/(?:video\/)?(\d{3,12})(?:\/|$)/)?.[1];
    if (vimeo) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  }
  return null;
}

/** What a conversion block offers (site-analytics CTA_KINDS). */
export type ConversionKind = 'book' | 'shop' | 'membership' | 'gift-card';

/**
 * A conversion block's link on the salon's own host: /go/book/{service},
 * /go/shop/{product}, /go/membership/{plan}, /go/gift-card. The site sends
 * it on to where that is today (functions' pages/go.ts), so a block written
 * months ago never leads to a page that moved.
 */
export function ctaPath(kind: ConversionKind, id = ''): string {
  return kind === 'gift-card' ? '/go/gift-card' : `/go/${kind}/${encodeURIComponent(id)}`;
}

/** The kind and id of a conversion block's link, or null for any other address. */
export function ctaTarget(href: string): { kind: ConversionKind; id: string } | null {
  const m = BLOG_SAFE_HTML.ctaHref.exec(href);
  if (!m) return null;
  if (m[1] === 'gift-card') return { kind: 'gift-card', id: '' };
  const [kind, id] = m[1]!.split('/') as [ConversionKind, string];
  return { kind, id };
}

/** The words a conversion block starts with, from its offer's own name (nothing made up). */
export function conversionWords(
  kind: ConversionKind,
  name: string,
): { text: string; label: string } {
  if (kind === 'book') return { text: `Ready for ${name}? Book it online.`, label: `Book ${name}` };
  if (kind === 'shop') return { text: `${name} is in our shop.`, label: `Shop ${name}` };
  if (kind === 'membership') return { text: `Become a member: ${name}.`, label: `Join ${name}` };
  return { text: 'Give someone a treat: a gift card for any visit.', label: 'Buy a gift card' };
}
