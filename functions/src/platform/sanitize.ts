// The one place salon- and writer-written HTML is made safe on the server
// (sanitize-html), before it is stored and again before it is shown. Each
// use has its own allow-list, kept in core beside the editor that writes it
// (the browser's DOMPurify in web/src/lib/sanitize/ reads the same lists):
//  - 'site': a salon's website sections (core/site-view.ts SAFE_HTML);
//  - 'blog': an article body (core/blog-html.ts BLOG_SAFE_HTML): tables, code
//    blocks and text alignment too, images only from https or our own media.
import sanitizeHtml from 'sanitize-html';
import { BLOG_SAFE_HTML } from '@chairside/core/blog-html';
import { CAMPAIGN_SAFE_HTML } from '@chairside/core/campaigns';
import { SAFE_HTML } from '@chairside/core/site';

export type HtmlUse = 'site' | 'blog' | 'campaign';

const lazyImage: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, loading: 'lazy' },
});

/** Links that open a new tab open safely; a salon's site passes no ranking through them. */
const safeLinks =
  (rel: string): sanitizeHtml.Transformer =>
  (tagName, attribs) => ({
    tagName,
    attribs: { ...attribs, ...(attribs['target'] === '_blank' ? { rel } : {}) },
  });

const BLOG_IMAGE_SRC = /^(https:\/\/|\/api\/media\/|\/img\/)/;
const aligned = { 'text-align': [BLOG_SAFE_HTML.textAlign] };

const OPTIONS: Record<HtmlUse, sanitizeHtml.IOptions> = {
  site: {
    allowedTags: [...SAFE_HTML.tags],
    allowedAttributes: SAFE_HTML.attributes,
    allowedSchemes: [...SAFE_HTML.schemes],
    allowedSchemesByTag: { img: [...SAFE_HTML.imageSchemes] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: safeLinks('noopener noreferrer nofollow'), img: lazyImage },
  },
  blog: {
    allowedTags: [...BLOG_SAFE_HTML.tags],
    allowedAttributes: BLOG_SAFE_HTML.attributes,
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    allowedStyles: {
      p: aligned,
      h1: aligned,
      h2: aligned,
      h3: aligned,
      h4: aligned,
      col: { 'min-width': [/^\d{1,4}px$/], width: [/^\d{1,4}px$/] },
    },
    allowedClasses: {
      code: [BLOG_SAFE_HTML.codeClass],
      pre: [BLOG_SAFE_HTML.codeClass],
      div: [BLOG_SAFE_HTML.blockClass],
    },
    allowedIframeHostnames: ['www.youtube-nocookie.com', 'player.vimeo.com'],
    disallowedTagsMode: 'discard',
    transformTags: {
      a: safeLinks('noopener noreferrer'),
      img: lazyImage,
      // A video's frame loads when scrolled to, and tells the player nothing of the page.
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          allow: 'encrypted-media; picture-in-picture; fullscreen',
        },
      }),
    },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !BLOG_IMAGE_SRC.test(frame.attribs['src'] ?? '')) ||
      // A conversion block's link leads only to what it offers on the salon's host.
      (frame.tag === 'a' &&
        'data-cta' in frame.attribs &&
        (!BLOG_SAFE_HTML.ctaKind.test(frame.attribs['data-cta'] ?? '') ||
          !BLOG_SAFE_HTML.ctaHref.test(frame.attribs['href'] ?? ''))) ||
      (frame.tag === 'iframe' && !BLOG_SAFE_HTML.videoSrc.test(frame.attribs['src'] ?? '')),
  },
  campaign: {
    allowedTags: [...CAMPAIGN_SAFE_HTML.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(CAMPAIGN_SAFE_HTML.attributes).map(([tag, attrs]) => [tag, [...attrs]]),
    ),
    allowedSchemes: [...CAMPAIGN_SAFE_HTML.schemes],
    allowedSchemesByTag: { img: ['https', 'http'] },
    allowProtocolRelative: false,
    allowedStyles: {
      p: { 'text-align': [CAMPAIGN_SAFE_HTML.textAlign] },
      h1: { 'text-align': [CAMPAIGN_SAFE_HTML.textAlign] },
      h2: { 'text-align': [CAMPAIGN_SAFE_HTML.textAlign] },
      h3: { 'text-align': [CAMPAIGN_SAFE_HTML.textAlign] },
    },
    disallowedTagsMode: 'discard',
  },
};

/** HTML written for `use`, with everything that could run or track removed. */
export function sanitizeHtmlFor(use: HtmlUse, html: string): string {
  return sanitizeHtml(html, OPTIONS[use]).trim();
}
