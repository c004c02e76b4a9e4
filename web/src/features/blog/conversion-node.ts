// A post's conversion block (book this service, shop this product, join this
// plan, buy a gift card): a sentence and a button, stored as
// <div class="cb-cta"><p>…</p><a href="/go/…" data-cta="book">…</a></div>.
// The link is /go/… on the salon's own host (core/blog-html.ts ctaPath),
// which the site sends on to where the offer is today, and whose clicks the
// salon's analytics count for the article.
import { Node, mergeAttributes } from '@tiptap/react';
import { ctaPath, ctaTarget, type ConversionKind } from '@chairside/core/blog-html';

export interface ConversionAttrs {
  kind: ConversionKind;
  /** The service, product or plan (none for a gift card). */
  id: string;
  text: string;
  label: string;
}

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    conversion: {
      /** Inserts a conversion block. */
      setConversion: (attrs: ConversionAttrs) => ReturnType;
    };
  }
}

export const Conversion = Node.create({
  name: 'conversion',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      kind: { default: 'book' },
      id: { default: '' },
      text: { default: '' },
      label: { default: 'Book now' },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'div.cb-cta',
        getAttrs: (el) => {
          const link = (el as HTMLElement).querySelector('a[data-cta]');
          const target = ctaTarget(link?.getAttribute('href') ?? '');
          if (!link || !target) return false;
          return {
            ...target,
            text: (el as HTMLElement).querySelector('p')?.textContent ?? '',
            label: link.textContent || 'Book now',
          };
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const { kind, id, text, label } = HTMLAttributes as ConversionAttrs;
    return [
      'div',
      mergeAttributes({ class: 'cb-cta' }),
      ['p', {}, text],
      ['a', { href: ctaPath(kind, id), 'data-cta': kind }, label],
    ];
  },
  addCommands() {
    return {
      setConversion:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
