// The blog's calls (spec, second document, section 7) and who may write it.
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import { blogPaths, type Post, type PostSummary } from '@chairside/core/blog-view';
import type {
  AuthorInput,
  BatchInput,
  CategoryInput,
  PlanInput,
  PostInput,
  TagInput,
} from '@chairside/core/blog';
import { blogContracts } from '@chairside/core/contracts/blog';
import type { TranslateInput } from '@chairside/core/ai/blog-translate';
import { call } from '../api/api';
import { contractQuery, invalidateArea, useContract } from '../api/contract-query';
import { useAuthState } from '../auth/use-auth-state';
import type { PublicSite } from '@chairside/core/site-view';
import { countReads } from './read-meter';
import { firestoreSdk } from './sdk';

export type { BlogPageAnswer as PageAnswer } from '@chairside/core/contracts/blog';

export const fetchBlogPage = (path: string, search: string) =>
  call(blogContracts.page, { query: { path, search } });

/** A page of the blog, asked for again on each visit (editors change it from this app). */
export const useBlogPage = (path: string, search: string) =>
  useContract(blogContracts.page, { query: { path, search } }, { staleTime: 0 });

/** After the blog changed: every blog answer is asked again. */
export const refreshBlog = () => invalidateArea(blogContracts.page.area);

/**
 * Which blog the blog screens work on: the platform's (no provider), or a
 * salon's, with the address of its site (where its posts are read).
 */
export interface SalonBlog {
  orgId: string;
  /** The salon's site, without a trailing slash: https://studio-nova.example. */
  siteUrl: string;
}
const BlogScope = createContext<SalonBlog | null>(null);
export const SalonBlogProvider = BlogScope.Provider;
export const useSalonBlog = () => useContext(BlogScope);

const scopeOf = (salon: SalonBlog | null) => (salon ? { orgId: salon.orgId } : {});

/** Where the blog screens and the blog's public pages are, for the platform's or a salon's. */
export interface BlogAdminPaths {
  admin: string;
  newPost: string;
  editPost: (id: string) => string;
  /** The public blog (an address on the salon's site for a salon's blog). */
  home: string;
  post: (slug: string) => string;
}

export function blogAdminPaths(salon: SalonBlog | null): BlogAdminPaths {
  if (!salon)
    return {
      admin: blogPaths.admin,
      newPost: blogPaths.newPost,
      editPost: blogPaths.editPost,
      home: blogPaths.home,
      post: blogPaths.post,
    };
  return {
    admin: '/salon-blog',
    newPost: '/salon-blog/posts/new',
    editPost: (id) => `/salon-blog/posts/edit/${encodeURIComponent(id)}`,
    home: `${salon.siteUrl}${blogPaths.home}`,
    post: (slug) => `${salon.siteUrl}${blogPaths.post(slug)}`,
  };
}
export const useBlogAdminPaths = () => blogAdminPaths(useSalonBlog());

/** Whole posts (what editors list), as opposed to the public index's summaries. */
const isPost = (p: Post | PostSummary): p is Post => 'status' in p;

const editorsPosts = (salon: SalonBlog | null) =>
  ({ query: { status: 'all', limit: 500, ...scopeOf(salon) }, secure: true }) as const;
const FRESH = { staleTime: 0, refetchOnReconnect: false } as const;

/** Every post, for editors (whole posts, not the public index's summaries). */
export const useEditorsPosts = () =>
  useContract(blogContracts.posts, editorsPosts(useSalonBlog()), {
    select: ({ posts }) => (posts as (Post | PostSummary)[]).filter(isPost),
  });

export const useAuthors = () =>
  useContract(
    blogContracts.authors,
    { query: scopeOf(useSalonBlog()), secure: true },
    { select: ({ authors }) => authors },
  );
export const useEditors = () =>
  useContract(blogContracts.editors, { secure: true }, { select: ({ editors }) => editors });

/** Categories (with their post counts) or tags, for the admin's tab of each. */
export function useTaxonomy(kind: 'categories' | 'tags') {
  const query = scopeOf(useSalonBlog());
  const categories = useContract(
    blogContracts.categories,
    { query, secure: true },
    { enabled: kind === 'categories', select: (a) => a.categories },
  );
  const tags = useContract(
    blogContracts.tags,
    { query, secure: true },
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
  const salon = useSalonBlog();
  const scoped = { query: scopeOf(salon), secure: true } as const;
  return useQueries({
    queries: [
      contractQuery(blogContracts.categories, scoped, { ...FRESH, enabled }),
      contractQuery(blogContracts.tags, scoped, { ...FRESH, enabled }),
      contractQuery(blogContracts.authors, scoped, { ...FRESH, enabled }),
      contractQuery(blogContracts.posts, editorsPosts(salon), { ...FRESH, enabled }),
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

/** Topics worth a post, from the salon's services and the season. */
export const useTopicSuggestions = (enabled: boolean) =>
  useContract(
    blogContracts.topics,
    { query: scopeOf(useSalonBlog()), secure: true },
    { enabled, staleTime: 300_000 },
  );

/** The editorial plan and the blog's time zone. */
export const usePlan = () =>
  useContract(blogContracts.plan, { query: scopeOf(useSalonBlog()), secure: true }, FRESH);

/** One post for its editor, asked afresh. */
export const usePost = (id: string) =>
  useContract(
    blogContracts.post,
    { params: { id }, query: scopeOf(useSalonBlog()), secure: true },
    { ...FRESH, gcTime: 0, enabled: id !== '' },
  );

const DELETE_TAXONOMY = {
  categories: blogContracts.deleteCategory,
  tags: blogContracts.deleteTag,
  authors: blogContracts.deleteAuthor,
} as const;

/** The blog's writing calls, for the platform's blog or a salon's. */
export function blogCalls(salon: SalonBlog | null) {
  const query = scopeOf(salon);
  const secure = true;
  return {
    createPost: (post: PostInput) => call(blogContracts.createPost, { body: post, query, secure }),
    updatePost: (id: string, post: PostInput) =>
      call(blogContracts.updatePost, { params: { id }, body: post, query, secure }),
    deletePost: (id: string) => call(blogContracts.deletePost, { params: { id }, query, secure }),
    reschedule: (id: string, publishedAt: string) =>
      call(blogContracts.reschedule, {
        params: { id },
        body: { published_at: publishedAt },
        query,
        secure,
      }),
    createCategory: (body: CategoryInput) =>
      call(blogContracts.createCategory, { body, query, secure }),
    createTag: (body: TagInput) => call(blogContracts.createTag, { body, query, secure }),
    createAuthor: (body: AuthorInput) => call(blogContracts.createAuthor, { body, query, secure }),
    deleteTaxonomy: (kind: 'categories' | 'tags' | 'authors', id: string) =>
      call(DELETE_TAXONOMY[kind], { params: { id }, query, secure }),
    batch: (body: BatchInput) => call(blogContracts.batch, { body, query, secure }),
    translate: (body: TranslateInput) => call(blogContracts.translate, { body, query, secure }),
    addPlan: (body: PlanInput) => call(blogContracts.addPlan, { body, query, secure }),
    writePlan: (id: string) => call(blogContracts.writePlan, { params: { id }, query, secure }),
    deletePlan: (id: string) => call(blogContracts.deletePlan, { params: { id }, query, secure }),
  };
}
export type BlogCalls = ReturnType<typeof blogCalls>;

/** The writing calls of the blog the screen is on. */
export function useBlogCalls(): BlogCalls {
  const salon = useSalonBlog();
  return useMemo(() => blogCalls(salon), [salon]);
}

export const setEditor = (email: string, grant: boolean) =>
  call(blogContracts.setEditor, { body: { email, grant }, secure: true });

export type BlogRole = 'loading' | 'signed-out' | 'reader' | 'writer' | 'editor' | 'super-admin';

/**
 * What the signed-in person may do with the blog: on a salon's, what the API
 * says (its owners and managers edit, the authors they chose write their
 * own posts); on the platform's, their token's claims.
 */
export function useBlogRole(): BlogRole {
  const salon = useSalonBlog();
  const platform = usePlatformBlogRole();
  const access = useContract(
    blogContracts.access,
    { query: scopeOf(salon), secure: true },
    { enabled: !!salon, staleTime: 60_000 },
  );
  if (!salon) return platform;
  if (platform === 'signed-out') return platform;
  return access.data ? access.data.role : access.error ? 'reader' : 'loading';
}

/** The caller's own author ids on a salon's blog (a writer posts under these). */
export function useOwnAuthorIds(): string[] | null {
  const salon = useSalonBlog();
  const access = useContract(
    blogContracts.access,
    { query: scopeOf(salon), secure: true },
    { enabled: !!salon, staleTime: 60_000 },
  );
  return salon ? (access.data?.author_ids ?? null) : null;
}

function usePlatformBlogRole(): BlogRole {
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

/** What a salon's conversion blocks may offer: what its published site shows. */
export interface ConversionChoices {
  services: { id: string; name: string }[];
  products: { id: string; name: string }[];
  memberships: { id: string; name: string }[];
  giftCards: boolean;
  /** The site is not published yet: blocks would lead nowhere. */
  published: boolean;
}

/** The salon's published site, once (one read), as what conversion blocks may offer. */
export function useConversionChoices(orgId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['blog', 'conversion-choices', orgId],
    enabled: enabled && !!orgId,
    staleTime: 60_000,
    queryFn: async (): Promise<ConversionChoices> => {
      const f = await firestoreSdk();
      const snap = await f.getDoc(f.doc(f.db, 'publicSites', orgId!));
      countReads(1);
      const site = snap.data() as Partial<PublicSite> | undefined;
      const named = (list: { id: string; name: string }[] | undefined) =>
        (list ?? []).map(({ id, name }) => ({ id, name }));
      return {
        services: named(site?.services),
        products: named(site?.products),
        memberships: named(site?.memberships),
        giftCards: Boolean(site?.gift_cards),
        published: snap.exists(),
      };
    },
  });
}
