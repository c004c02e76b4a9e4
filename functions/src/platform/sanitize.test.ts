import { describe, expect, it } from 'vitest';
import { sanitizeHtmlFor } from './sanitize';

describe('one sanitiser, an allow-list per use', () => {
  it('a salon site keeps its text and links, without scripts, handlers or ranking', () => {
    const out = sanitizeHtmlFor(
      'site',
      '<p onclick="x()">Hi <a href="https://x.test" target="_blank">us</a></p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>',
    );
    expect(out).toBe(
      '<p>Hi <a href="https://x.test" target="_blank" rel="noopener noreferrer nofollow">us</a></p><a>bad</a>',
    );
  });

  it('a salon site does not take the blog’s extras: alignment and code classes go', () => {
    expect(
      sanitizeHtmlFor('site', '<p style="text-align:center">a</p><pre class="language-js">b</pre>'),
    ).toBe('<p>a</p>b');
  });

  it('an article keeps alignment, code blocks and tables, and only our own or https pictures', () => {
    const out = sanitizeHtmlFor(
      'blog',
      '<h2 style="text-align:center;color:red">T</h2><pre class="language-ts evil"><code class="language-ts">x</code></pre>' +
        '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
        '<img src="https://cdn.test/a.jpg"><img src="/api/media/o/b.png"><img src="http://x.test/c.jpg">',
    );
    expect(out).toBe(
      '<h2 style="text-align:center">T</h2><pre class="language-ts"><code class="language-ts">x</code></pre>' +
        '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
        '<img src="https://cdn.test/a.jpg" loading="lazy" /><img src="/api/media/o/b.png" loading="lazy" />',
    );
  });
});

describe('a post’s video', () => {
  it('keeps only YouTube’s privacy-enhanced and Vimeo’s Do Not Track players, lazily and without referrer', () => {
    const kept = sanitizeHtmlFor(
      'blog',
      '<div class="cb-video evil"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Balayage" onload="x()" allow="camera"></iframe></div>',
    );
    expect(kept).toBe(
      '<div class="cb-video"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Balayage" allow="encrypted-media; picture-in-picture; fullscreen" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>',
    );
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
      'https://evil.example/embed/x',
      'javascript:alert(1)',
    ])
      expect(sanitizeHtmlFor('blog', `<p>a</p><iframe src="${src}"></iframe>`)).toBe('<p>a</p>');
    // A salon's site sections take no frames at all.
    expect(
      sanitizeHtmlFor(
        'site',
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>',
      ),
    ).toBe('');
  });
});

describe('a post’s conversion block', () => {
  const block = (href: string, kind = 'book') =>
    `<div class="cb-cta"><p>Ready for balayage?</p><a href="${href}" data-cta="${kind}">Book balayage</a></div>`;

  it('keeps a block whose link leads to what it offers on the salon’s own host', () => {
    for (const [href, kind] of [
      ['/go/book/svc-balayage', 'book'],
      ['/go/shop/p1', 'shop'],
      ['/go/membership/gold', 'membership'],
      ['/go/gift-card', 'gift-card'],
    ] as const)
      expect(sanitizeHtmlFor('blog', block(href, kind))).toBe(block(href, kind));
  });

  it('drops a block’s link that leads anywhere else, or names no offer it knows', () => {
    for (const [href, kind] of [
      ['https://evil.example/go/book/x', 'book'],
      ['/go/book/x/../../evil', 'book'],
      ['/go/casino/x', 'book'],
      ['javascript:alert(1)', 'book'],
      ['/go/book/svc', 'casino'],
    ] as const)
      expect(sanitizeHtmlFor('blog', block(href, kind))).toBe(
        '<div class="cb-cta"><p>Ready for balayage?</p></div>',
      );
    // An ordinary link stays an ordinary link.
    expect(sanitizeHtmlFor('blog', '<p><a href="/blog/tips">Tips</a></p>')).toBe(
      '<p><a href="/blog/tips">Tips</a></p>',
    );
  });
});
