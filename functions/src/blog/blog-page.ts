// Which blog page a path shows, with its data: the `pages` function renders
// it to HTML and GET /api/blog/page answers it to the app. One read per page.
import {
  BLOG_ERRORS,
  blogPaths,
  blogRoute,
  postInLanguage,
  type BlogPage,
} from '@chairside/core/blog';
import type { BlogScope } from '../records/blog';
import { readIndex, readPublicPost } from './blog.service';

export type BlogAnswer = BlogPage | { kind: 'redirect'; to: string };

/** Null when the path is not a public blog page (or is one of its feeds). */
export async function blogPageFor(
  blog: BlogScope,
  path: string,
  search: string,
): Promise<BlogAnswer | null> {
  const route = blogRoute(path, search);
  if (!route || route.kind === 'feed') return null;
  switch (route.kind) {
    case 'redirect':
      return route;
    case 'error':
      return { kind: 'error', view: route.view, message: route.message, status: 404 };
    case 'post': {
      const post = await readPublicPost(blog, route.slug);
      if (!post)
        return { kind: 'error', view: 'post', message: BLOG_ERRORS.postNotFound, status: 404 };
      if (!route.language) return { kind: 'post', post };
      const shown = postInLanguage(post, route.language);
      // The post's own language has one address: its plain one.
      if (shown === post) return { kind: 'redirect', to: blogPaths.post(post.slug) };
      return shown
        ? { kind: 'post', post: shown }
        : { kind: 'error', view: 'post', message: BLOG_ERRORS.notInLanguage, status: 404 };
    }
    case 'home':
      return { kind: 'home', index: await readIndex(blog) };
    case 'category': {
      const index = await readIndex(blog);
      const category = index.categories.find((c) => c.slug === route.slug);
      return category
        ? { kind: 'category', index, category }
        : { kind: 'error', view: 'category', message: BLOG_ERRORS.categoryNotFound, status: 404 };
    }
    case 'tag': {
      const index = await readIndex(blog);
      const tag = index.tags.find((t) => t.slug === route.slug);
      return tag
        ? { kind: 'tag', index, tag }
        : {
            kind: 'error',
            view: 'tag',
            message: BLOG_ERRORS.tagNotFound(route.slug),
            status: 404,
          };
    }
    case 'author': {
      const index = await readIndex(blog);
      const author = index.authors.find((a) => a.id === route.id);
      return author
        ? { kind: 'author', index, author }
        : { kind: 'error', view: 'author', message: BLOG_ERRORS.authorNotFound, status: 404 };
    }
  }
}
