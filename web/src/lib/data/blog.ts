// The blog's calls (spec, second document, section 7) and who may write it.
import { useEffect, useState } from 'react';
import type { Post, PostSummary } from '@chairside/core/blog-view';
import type { AuthorInput, CategoryInput, PostInput, TagInput } from '@chairside/core/blog';
import { blogContracts } from '@chairside/core/contracts/blog';
import { call } from '../api/api';
import { useAuthState } from '../auth/use-auth-state';

export type { BlogPageAnswer as PageAnswer } from '@chairside/core/contracts/blog';

export const fetchBlogPage = (path: string, search: string, signal?: AbortSignal) =>
  call(blogContracts.page, { query: { path, search }, signal });

/** Whole posts (what editors list), as opposed to the public index's summaries. */
const isPost = (p: Post | PostSummary): p is Post => 'status' in p;

/** Every post, for editors. */
export const listPosts = async (status: 'all' | 'draft' | 'scheduled' = 'all') => {
  const { posts } = await call(blogContracts.posts, {
    query: { status, limit: 500 },
    secure: true,
  });
  return { posts: (posts as (Post | PostSummary)[]).filter(isPost) };
};
export const getPost = (id: string) => call(blogContracts.post, { params: { id }, secure: true });
export const createPost = (post: PostInput) =>
  call(blogContracts.createPost, { body: post, secure: true });
export const updatePost = (id: string, post: PostInput) =>
  call(blogContracts.updatePost, { params: { id }, body: post, secure: true });
export const deletePost = (id: string) =>
  call(blogContracts.deletePost, { params: { id }, secure: true });

export const listCategories = () => call(blogContracts.categories, {});
export const listTags = () => call(blogContracts.tags, {});
export const listAuthors = () => call(blogContracts.authors, {});
export const createCategory = (body: CategoryInput) =>
  call(blogContracts.createCategory, { body, secure: true });
export const createTag = (body: TagInput) => call(blogContracts.createTag, { body, secure: true });
export const createAuthor = (body: AuthorInput) =>
  call(blogContracts.createAuthor, { body, secure: true });
const DELETE_TAXONOMY = {
  categories: blogContracts.deleteCategory,
  tags: blogContracts.deleteTag,
  authors: blogContracts.deleteAuthor,
} as const;
export const deleteTaxonomy = (kind: 'categories' | 'tags' | 'authors', id: string) =>
  call(DELETE_TAXONOMY[kind], { params: { id }, secure: true });

export const listEditors = () => call(blogContracts.editors, { secure: true });
export const setEditor = (email: string, grant: boolean) =>
  call(blogContracts.setEditor, { body: { email, grant }, secure: true });

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
