// The browser's side of the one sanitiser, for an article body: DOMPurify
// with the server's allow-list (core/blog-html.ts BLOG_SAFE_HTML): alignment,
// code classes and tables, pictures only from https or our own media.
import DOMPurify from 'dompurify';
import { BLOG_SAFE_HTML } from '@chairside/core/blog-html';
import { attributesOf } from './site';

const BLOG_IMAGE_SRC = /^(https:\/\/|\/api\/media\/|\/img\/)/;

/** Only text alignment in styles, only language-* classes, only our own or https pictures. */
function blogAttribute(
  node: Element,
  data: { attrName: string; attrValue: string; keepAttr: boolean },
) {
  if (data.attrName === 'style') {
    const align = /(?:^|;)\s*text-align\s*:\s*([a-z]+)/i.exec(data.attrValue)?.[1] ?? '';
    const width = /(?:^|;)\s*(min-)?width\s*:\s*(\d{1,4}px)/i.exec(data.attrValue);
    if (node.nodeName === 'COL' && width) data.attrValue = `${width[1] ?? ''}width: ${width[2]}`;
    else if (BLOG_SAFE_HTML.textAlign.test(align)) data.attrValue = `text-align: ${align}`;
    else data.keepAttr = false;
  } else if (data.attrName === 'class') {
    const allowed = node.nodeName === 'DIV' ? BLOG_SAFE_HTML.blockClass : BLOG_SAFE_HTML.codeClass;
    const kept = data.attrValue.split(/\s+/).filter((c) => allowed.test(c));
    if (kept.length) data.attrValue = kept.join(' ');
    else data.keepAttr = false;
  } else if (data.attrName === 'src' && node.nodeName === 'IMG') {
    if (!BLOG_IMAGE_SRC.test(data.attrValue)) data.keepAttr = false;
  } else if (data.attrName === 'src' && node.nodeName === 'IFRAME') {
    if (!BLOG_SAFE_HTML.videoSrc.test(data.attrValue)) data.keepAttr = false;
  } else if (data.attrName === 'data-cta') {
    if (!BLOG_SAFE_HTML.ctaKind.test(data.attrValue)) data.keepAttr = false;
  }
}

/** An article body. */
export function sanitizeBlogHtml(html: string): string {
  DOMPurify.addHook('uponSanitizeAttribute', blogAttribute);
  // A frame left without an allowed player is dropped whole.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IFRAME' && !node.getAttribute('src')) node.remove();
    // A conversion block's link leads only to what it offers on the salon's host.
    if (
      node.nodeName === 'A' &&
      node.hasAttribute('data-cta') &&
      !BLOG_SAFE_HTML.ctaHref.test(node.getAttribute('href') ?? '')
    )
      node.remove();
  });
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...BLOG_SAFE_HTML.tags],
      ALLOWED_ATTR: attributesOf(BLOG_SAFE_HTML.attributes),
      ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|\/(?!\/)|#)/i,
    });
  } finally {
    DOMPurify.removeHook('uponSanitizeAttribute');
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}
