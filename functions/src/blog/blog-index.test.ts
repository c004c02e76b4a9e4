import { describe, expect, it } from 'vitest';
import type { PostSummary } from '@chairside/core/blog';
import { BLOG_INDEX_HEAD, BLOG_INDEX_PAGE } from '@chairside/core/records/blog';
import { MAX_DOCUMENT_BYTES, documentBytes } from '../platform/doc-size';
import { pagedIndex } from './blog.service';

const summary = (i: number): PostSummary => ({
  id: `post-${i}`,
  slug: `how-to-keep-blonde-bright-between-appointments-${i}`,
  title: `How to keep blonde bright between appointments, part ${i}`,
  excerpt: 'Purple shampoo once a week, cool rinses, a heat protectant every time. '.repeat(3),
  featured_image: `https://firebasestorage.googleapis.com/v0/b/chairside/o/blog%2F${i}.jpg`,
  categories: ['colour', 'care'],
  tags: ['blonde', 'toner', 'home-care'],
  author_id: 'author-1',
  author_name: 'Leo Martins',
  is_featured: false,
  published_at: new Date(Date.UTC(2026, 0, 1) - i * 86_400_000).toISOString(),
});

describe('the blog index in pages', () => {
  it('keeps the newest posts in the head and the rest in pages, in order, none near 1 MiB', () => {
    const posts = Array.from({ length: 5_000 }, (_, i) => summary(i));
    const whole = documentBytes('blogPublic/index', { posts });
    expect(whole).toBeGreaterThan(MAX_DOCUMENT_BYTES);
    const { head, pages } = pagedIndex(posts);
    expect(head).toHaveLength(BLOG_INDEX_HEAD);
    expect(pages).toHaveLength(Math.ceil((5_000 - BLOG_INDEX_HEAD) / BLOG_INDEX_PAGE));
    expect([...head, ...pages.flat()]).toEqual(posts);
    for (const [i, page] of pages.entries()) {
      expect(documentBytes(`blogPublic/index/pages/${i + 1}`, { posts: page })).toBeLessThan(
        MAX_DOCUMENT_BYTES / 2,
      );
    }
  });

  it('needs no page for a blog of a hundred posts or fewer', () => {
    expect(pagedIndex(Array.from({ length: 100 }, (_, i) => summary(i))).pages).toEqual([]);
  });
});
