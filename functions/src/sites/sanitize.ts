import sanitizeHtml from 'sanitize-html';
import { SAFE_HTML } from '@chairside/core/site';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...SAFE_HTML.tags],
  allowedAttributes: SAFE_HTML.attributes,
  allowedSchemes: [...SAFE_HTML.schemes],
  allowedSchemesByTag: { img: [...SAFE_HTML.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the page open safely and pass no ranking.
    a: (tagName, attribs) => {
      const external = attribs['target'] === '_blank';
      return {
        tagName,
        attribs: {
          ...attribs,
          ...(external ? { rel: 'noopener noreferrer nofollow' } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/** Salon-written HTML with everything that could run or track removed. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
