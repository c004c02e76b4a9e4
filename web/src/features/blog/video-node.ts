// A post's video block: a YouTube or Vimeo player by its privacy-enhanced
// address (core/blog-html.ts videoEmbedUrl), stored as
// <div class="cb-video"><iframe src="…"></iframe></div>, which both
// sanitisers keep for those two players only.
import { Node, mergeAttributes } from '@tiptap/react';
import { BLOG_SAFE_HTML } from '@chairside/core/blog-html';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a player (an address videoEmbedUrl made). */
      setVideo: (attrs: { src: string; title: string }) => ReturnType;
    };
  }
}

export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: '' }, title: { default: 'Video' } };
  },
  parseHTML() {
    return [
      {
        tag: 'div.cb-video',
        getAttrs: (el) => {
          const frame = (el as HTMLElement).querySelector('iframe');
          const src = frame?.getAttribute('src') ?? '';
          return BLOG_SAFE_HTML.videoSrc.test(src)
            ? { src, title: frame?.getAttribute('title') || 'Video' }
            : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    const { src, title } = HTMLAttributes as { src: string; title: string };
    return [
      'div',
      mergeAttributes({ class: 'cb-video' }),
      ['iframe', { src, title, allowfullscreen: 'true', loading: 'lazy' }],
    ];
  },
  addCommands() {
    return {
      setVideo:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});
