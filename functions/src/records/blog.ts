// The blogs as stored. The platform blog lives at the top of the database
// (posts, blogCategories, blogTags, blogAuthors, blogPublic/index,
// blogPublicPosts, blogEditors); each salon's blog has the same collections
// under its salon (orgs/{orgId}/blogPosts, .../blogCategories, ...).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import {
  ZBlogAuthorRecord,
  ZBlogCategoryRecord,
  ZBlogEditorRecord,
  ZBlogIndexPageRecord,
  ZBlogIndexRecord,
  ZBlogNetworkRecord,
  ZBlogPickRecord,
  ZBlogPlanRecord,
  ZBlogTagRecord,
  ZPostDocument,
  ZPublicPostRecord,
} from '@chairside/core/records/blog';
import { db } from '../firebase';
import { converterFor } from './repository';

/** Which blog: a salon's (its orgId), or the platform's (null). */
export type BlogScope = string | null;
export const PLATFORM_BLOG: BlogScope = null;

const posts = converterFor(ZPostDocument);
const categories = converterFor(ZBlogCategoryRecord);
const tags = converterFor(ZBlogTagRecord);
const authors = converterFor(ZBlogAuthorRecord);
const index = converterFor(ZBlogIndexRecord);
const indexPages = converterFor(ZBlogIndexPageRecord);
const publicPosts = converterFor(ZPublicPostRecord, { storedField: 'slug' });
const editors = converterFor(ZBlogEditorRecord);
const plan = converterFor(ZBlogPlanRecord);
const network = converterFor(ZBlogNetworkRecord);
const picks = converterFor(ZBlogPickRecord);

/** Where a blog's collections live: the database's top, or its salon. */
const root = (blog: BlogScope): Firestore | DocumentReference =>
  blog === null ? db() : db().doc(`orgs/${blog}`);

/** A salon's posts are `blogPosts` (a salon's `posts` would be taken for the platform's). */
export const POSTS_COLLECTION = { platform: 'posts', salon: 'blogPosts' } as const;

export const postsCollection = (blog: BlogScope) =>
  root(blog)
    .collection(blog === null ? POSTS_COLLECTION.platform : POSTS_COLLECTION.salon)
    .withConverter(posts);
export const blogCategoriesCollection = (blog: BlogScope) =>
  root(blog).collection('blogCategories').withConverter(categories);
export const blogTagsCollection = (blog: BlogScope) =>
  root(blog).collection('blogTags').withConverter(tags);
export const blogAuthorsCollection = (blog: BlogScope) =>
  root(blog).collection('blogAuthors').withConverter(authors);
export const blogIndexDoc = (blog: BlogScope) =>
  root(blog).collection('blogPublic').doc('index').withConverter(index);
/** Page n (from 1) of the older posts' summaries. */
export const blogIndexPageDoc = (blog: BlogScope, n: number) =>
  root(blog).collection('blogPublic').doc(`index/pages/${n}`).withConverter(indexPages);
export const publicPostsCollection = (blog: BlogScope) =>
  root(blog).collection('blogPublicPosts').withConverter(publicPosts);
export const blogEditorsCollection = () => db().collection('blogEditors').withConverter(editors);
/** The blog's editorial plan: topics with target dates. */
export const blogPlanCollection = (blog: BlogScope) =>
  root(blog).collection('blogPlan').withConverter(plan);

/** blogNetwork/{orgId}: the salon's blog as the platform sees it (counts, batch allowance). */
export const blogNetworkCollection = () => db().collection('blogNetwork').withConverter(network);
export const blogNetworkDoc = (orgId: string) => blogNetworkCollection().doc(orgId);
/** blogPicks/{orgId}_{postId}: salon posts the platform blog shows. */
export const blogPicksCollection = () => db().collection('blogPicks').withConverter(picks);
/** orgs/{orgId}/blogSettings/main: what the salon's blog does when a post goes live (read leniently). */
export const blogSettingsDoc = (orgId: string) => db().doc(`orgs/${orgId}/blogSettings/main`);
