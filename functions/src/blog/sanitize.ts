import sanitizeHtml from 'sanitize-html';
import { BLOG_SAFE_HTML } from '@chairside/core/blog';

const IMAGE_SRC = /^(https:\/\/|\/api\/media\/|\/img\/)/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_SAFE_HTML.tags],
  allowedAttributes: BLOG_SAFE_HTML.attributes,
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    p: { 'text-align': [BLOG_SAFE_HTML.textAlign] },
    h1: { 'text-align': [BLOG_SAFE_HTML.textAlign] },
    h2: { 'text-align': [BLOG_SAFE_HTML.textAlign] },
    h3: { 'text-align': [BLOG_SAFE_HTML.textAlign] },
    h4: { 'text-align': [BLOG_SAFE_HTML.textAlign] },
    col: { 'min-width': [/^\d{1,4}px$/], width: [/^\d{1,4}px$/] },
  },
  allowedClasses: { code: [BLOG_SAFE_HTML.codeClass], pre: [BLOG_SAFE_HTML.codeClass] },
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs['target'] === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SRC.test(frame.attribs['src'] ?? ''),
};

/** An article body with everything that could run or track removed. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
