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
    a: ['href', 'title', 'target', 'rel'],
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
  /** The one class a div may carry: a video's frame. */
  videoClass: /^cb-video$/,
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
