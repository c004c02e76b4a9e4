import DOMPurify from 'dompurify';
import { SAFE_HTML } from '@chairside/core/site-view';

/** DOMPurify with the same allow-list the server uses (core/site-view.ts). */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML.tags],
    ALLOWED_ATTR: [...new Set(Object.values(SAFE_HTML.attributes).flat())],
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
  });
}
