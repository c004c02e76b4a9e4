// posts, blogCategories, blogTags, blogAuthors, blogPublic/index,
// blogPublicPosts and blogEditors.
import {
  ZBlogAuthorRecord,
  ZBlogCategoryRecord,
  ZBlogEditorRecord,
  ZBlogIndexPageRecord,
  ZBlogIndexRecord,
  ZBlogTagRecord,
  ZPostDocument,
  ZPublicPostRecord,
} from '@chairside/core/records/blog';
import { db } from '../firebase';
import { converterFor } from './repository';

const posts = converterFor(ZPostDocument);
const categories = converterFor(ZBlogCategoryRecord);
const tags = converterFor(ZBlogTagRecord);
const authors = converterFor(ZBlogAuthorRecord);
const index = converterFor(ZBlogIndexRecord);
const indexPages = converterFor(ZBlogIndexPageRecord);
const publicPosts = converterFor(ZPublicPostRecord, { storedField: 'slug' });
const editors = converterFor(ZBlogEditorRecord);

export const postsCollection = () => db().collection('posts').withConverter(posts);
export const blogCategoriesCollection = () =>
  db().collection('blogCategories').withConverter(categories);
export const blogTagsCollection = () => db().collection('blogTags').withConverter(tags);
export const blogAuthorsCollection = () => db().collection('blogAuthors').withConverter(authors);
export const blogIndexDoc = () => db().doc('blogPublic/index').withConverter(index);
/** Page n (from 1) of the older posts' summaries. */
export const blogIndexPageDoc = (n: number) =>
  db().doc(`blogPublic/index/pages/${n}`).withConverter(indexPages);
export const publicPostsCollection = () =>
  db().collection('blogPublicPosts').withConverter(publicPosts);
export const blogEditorsCollection = () => db().collection('blogEditors').withConverter(editors);
