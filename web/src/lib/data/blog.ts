// The blog's calls (spec, second document, section 7) and who may write it.
import { useEffect, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import type { Post, PostSummary } from '@chairside/core/blog-view';
import type { AuthorInput, CategoryInput, PostInput, TagInput } from '@chairside/core/blog';
import { blogContracts } from '@chairside/core/contracts/blog';
import { call } from '../api/api';
import { contractQuery, invalidateArea, useContract } from '../api/contract-query';
import { useAuthState } from '../auth/use-auth-state';

export type { BlogPageAnswer as PageAnswer } from '@chairside/core/contracts/blog';

export const fetchBlogPage = (path: string, search: string) =>
  call(blogContracts.page, { query: { path, search } });

/** A page of the blog, asked for again on each visit (editors change it from this app). */
export const useBlogPage = (path: string, search: string) =>
  useContract(blogContracts.page, { query: { path, search } }, { staleTime: 0 });

/** After the blog changed: every blog answer is asked again. */
export const refreshBlog = () => invalidateArea(blogContracts.page.area);

/** Whole posts (what editors list), as opposed to the public index's summaries. */
const isPost = (p: Post | PostSummary): p is Post => 'status' in p;

const EDITORS_POSTS = { query: { status: 'all', limit: 500 }, secure: true } as const;
const FRESH = { staleTime: 0, refetchOnReconnect: false } as const;

/** Every post, for editors (whole posts, not the public index's summaries). */
export const useEditorsPosts = () =>
  useContract(blogContracts.posts, EDITORS_POSTS, {
    select: ({ posts }) => (posts as (Post | PostSummary)[]).filter(isPost),
  });

export const useAuthors = () =>
  useContract(blogContracts.authors, {}, { select: ({ authors }) => authors });
export const useEditors = () =>
  useContract(blogContracts.editors, { secure: true }, { select: ({ editors }) => editors });

/** Categories (with their post counts) or tags, for the admin's tab of each. */
export function useTaxonomy(kind: 'categories' | 'tags') {
  const categories = useContract(
    blogContracts.categories,
    {},
    { enabled: kind === 'categories', select: (a) => a.categories },
  );
  const tags = useContract(
    blogContracts.tags,
    {},
    {
      enabled: kind === 'tags',
      select: (a) => a.tags.map((t) => ({ ...t, post_count: undefined as number | undefined })),
    },
  );
  return kind === 'categories' ? categories : tags;
}

export interface BlogLists {
  categories: ResponseOf<typeof blogContracts.categories>['categories'];
  tags: ResponseOf<typeof blogContracts.tags>['tags'];
  authors: ResponseOf<typeof blogContracts.authors>['authors'];
  posts: Post[];
}

/** What an editor chooses from (categories, tags, authors, the posts' slugs), asked afresh. */
export function useBlogLists(enabled = true) {
  return useQueries({
    queries: [
      contractQuery(blogContracts.categories, {}, { ...FRESH, enabled }),
      contractQuery(blogContracts.tags, {}, { ...FRESH, enabled }),
      contractQuery(blogContracts.authors, {}, { ...FRESH, enabled }),
      contractQuery(blogContracts.posts, EDITORS_POSTS, { ...FRESH, enabled }),
    ],
    combine: ([categories, tags, authors, posts]) => {
      const all = [categories, tags, authors, posts];
      const lists: BlogLists | null =
        categories.data && tags.data && authors.data && posts.data
          ? {
              categories: categories.data.categories,
              tags: tags.data.tags,
              authors: authors.data.authors,
              posts: (posts.data.posts as (Post | PostSummary)[]).filter(isPost),
            }
          : null;
      return {
        lists,
        error: all.find((q) => q.error)?.error ?? null,
        refetch: () => Promise.all(all.map((q) => q.refetch())),
      };
    },
  });
}

/** One post for its editor, asked afresh. */
export const usePost = (id: string) =>
  useContract(
    blogContracts.post,
    { params: { id }, secure: true },
    { ...FRESH, gcTime: 0, enabled: id !== '' },
  );
export const createPost = (post: PostInput) =>
  call(blogContracts.createPost, { body: post, secure: true });
export const updatePost = (id: string, post: PostInput) =>
  call(blogContracts.updatePost, { params: { id }, body: post, secure: true });
export const deletePost = (id: string) =>
  call(blogContracts.deletePost, { params: { id }, secure: true });

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
