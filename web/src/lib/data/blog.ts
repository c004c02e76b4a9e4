// The blog's calls (spec, second document, section 7) and who may write it.
import { useEffect, useState } from 'react';
import type { BlogAuthor, BlogCategory, BlogPage, BlogTag, Post } from '@chairside/core/blog-view';
import type { AuthorInput, CategoryInput, PostInput, TagInput } from '@chairside/core/blog';
import { api } from '../api/api';
import { useAuthState } from '../auth/use-auth-state';

export type PageAnswer = { page: BlogPage } | { redirect: string };

export const fetchBlogPage = (path: string, search: string, signal?: AbortSignal) =>
  api<PageAnswer>('blog/page', { query: { path, search }, signal });

export const listPosts = (status: 'all' | 'published' = 'all') =>
  api<{ posts: Post[] }>('blog/posts', { query: { status, limit: 500 }, secure: true });
export const getPost = (id: string) =>
  api<{ post: Post }>(`blog/posts/${encodeURIComponent(id)}`, { secure: true });
export const createPost = (post: PostInput) =>
  api<{ id: string; post: Post }>('blog/posts', { method: 'POST', body: post, secure: true });
export const updatePost = (id: string, post: PostInput) =>
  api<{ id: string; post: Post }>(`blog/posts/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: post,
    secure: true,
  });
export const deletePost = (id: string) =>
  api<null>(`blog/posts/${encodeURIComponent(id)}`, { method: 'DELETE', secure: true });

export const listCategories = () => api<{ categories: BlogCategory[] }>('blog/categories');
export const listTags = () => api<{ tags: BlogTag[] }>('blog/tags');
export const listAuthors = () => api<{ authors: BlogAuthor[] }>('blog/authors');
export const createCategory = (c: CategoryInput) =>
  api<{ category: BlogCategory }>('blog/categories', { method: 'POST', body: c, secure: true });
export const createTag = (t: TagInput) =>
  api<{ tag: BlogTag }>('blog/tags', { method: 'POST', body: t, secure: true });
export const createAuthor = (a: AuthorInput) =>
  api<{ author: BlogAuthor }>('blog/authors', { method: 'POST', body: a, secure: true });
export const deleteTaxonomy = (kind: 'categories' | 'tags' | 'authors', id: string) =>
  api<null>(`blog/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE', secure: true });

export const listEditors = () =>
  api<{ editors: { uid: string; email: string }[] }>('blog/editors', { secure: true });
export const setEditor = (email: string, grant: boolean) =>
  api<{ uid: string; email: string; blogEditor: boolean }>('blog/editors', {
    method: 'POST',
    body: { email, grant },
    secure: true,
  });

export type BlogRole = 'loading' | 'signed-out' | 'reader' | 'editor' | 'super-admin';

/** What the signed-in person may do with the blog, from their token's claims. */
export function useBlogRole(): BlogRole {
  const authState = useAuthState();
  const user = authState.status === 'signed-in' ? authState.user : null;
  const [claims, setClaims] = useState<{ uid: string; role: BlogRole } | null>(null);
  useEffect(() => {
    if (!user) return;
    let live = true;
    void user.getIdTokenResult().then((token) => {
      if (!live) return;
      const role: BlogRole =
        token.claims['superAdmin'] === true
          ? 'super-admin'
          : token.claims['blogEditor'] === true
            ? 'editor'
            : 'reader';
      setClaims({ uid: user.uid, role });
    });
    return () => {
      live = false;
    };
  }, [user]);
  if (authState.status === 'loading') return 'loading';
  if (!user) return 'signed-out';
  return claims?.uid === user.uid ? claims.role : 'loading';
}
