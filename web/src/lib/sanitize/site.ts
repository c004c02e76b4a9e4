// The browser's side of the one sanitiser, for a salon's website sections:
// DOMPurify with the server's allow-list (core/site-view.ts SAFE_HTML; the
// server's is functions/src/platform/sanitize.ts). blog.ts beside it is the
// article body's; each use is its own file so a page loads only its list.
import DOMPurify from 'dompurify';
import { SAFE_HTML } from '@chairside/core/site-view';

export const attributesOf = (byTag: Record<string, readonly string[]>) => [
  ...new Set(Object.values(byTag).flat()),
];

/** A salon's website section. */
export function sanitizeSiteHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML.tags],
    ALLOWED_ATTR: attributesOf(SAFE_HTML.attributes),
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
  });
}
