// The platform blog: editors' writes (through the API only, so every body is
// sanitised before it is stored) and the public read model the blog pages are
// served from: `blogPublic/index` for the lists and `blogPublicPosts/{slug}`
// for each article, one document read per page view.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  authorOf,
  categoryOf,
  excerptOf,
  normalizePost,
  relatedPosts,
  storedStatus,
  tagOf,
  type BlogAuthor,
  type BlogCategory,
  type BlogIndex,
  type BlogTag,
  type Post,
  type PostData,
  type PostSummary,
  type PublicPost,
} from '@chairside/core/blog';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { countReads } from '../http/read-count';
import { sanitizeBlogHtml } from './sanitize';
import { isDocId } from '@chairside/core/ids';

export const BLOG = {
  posts: 'posts',
  categories: 'blogCategories',
  tags: 'blogTags',
  authors: 'blogAuthors',
  index: 'blogPublic/index',
  publicPosts: 'blogPublicPosts',
  editors: 'blogEditors',
} as const;

/** Super-admins, and the people they make blog editors, write the blog. */
export function isBlogEditor(caller: Caller | null | undefined): boolean {
  return !!caller && (caller.superAdmin || caller.token['blogEditor'] === true);
}

export function requireBlogEditor(caller: Caller) {
  if (!isBlogEditor(caller))
    throw new ApiError('forbidden', 'Only platform administrators and blog editors can do this.');
}

// ---- reading -----------------------------------------------------------------

async function lookups() {
  const [cats, tags] = await Promise.all([
    db().collection(BLOG.categories).get(),
    db().collection(BLOG.tags).get(),
  ]);
  const catSlug = new Map(cats.docs.map((d) => [d.id, d.get('slug') as string]));
  const tagSlug = new Map(tags.docs.map((d) => [d.id, d.get('slug') as string]));
  return {
    categoryIdToSlug: (id: string) => catSlug.get(id),
    tagIdToSlug: (id: string) => tagSlug.get(id),
  };
}

export async function listAllPosts(): Promise<Post[]> {
  const [snap, look] = await Promise.all([db().collection(BLOG.posts).get(), lookups()]);
  return snap.docs
    .map((d) => normalizePost(d.id, d.data(), look))
    .sort((a, b) => (b.published_at || b.created_at).localeCompare(a.published_at || a.created_at));
}

export async function getPost(id: string): Promise<Post | null> {
  const snap = await db().collection(BLOG.posts).doc(id).get();
  if (!snap.exists) return null;
  return normalizePost(snap.id, snap.data()!, await lookups());
}

export async function postBySlug(slug: string): Promise<Post | null> {
  const snap = await db().collection(BLOG.posts).where('slug', '==', slug).limit(1).get();
  const doc = snap.docs[0];
  return doc ? normalizePost(doc.id, doc.data(), await lookups()) : null;
}

export async function readIndex(): Promise<BlogIndex> {
  const snap = await db().doc(BLOG.index).get();
  countReads(1);
  const data = snap.data() as BlogIndex | undefined;
  return data ?? { posts: [], categories: [], tags: [], authors: [], updated_at: '' };
}

export async function readPublicPost(slug: string): Promise<PublicPost | null> {
  if (!isDocId(slug)) return null;
  const snap = await db().collection(BLOG.publicPosts).doc(slug).get();
  countReads(1);
  return snap.exists ? (snap.data() as PublicPost) : null;
}

export async function listCategories(): Promise<BlogCategory[]> {
  const snap = await db().collection(BLOG.categories).orderBy('name').get();
  return snap.docs.map((d) => categoryOf(d.id, d.data()));
}
export async function listTags(): Promise<BlogTag[]> {
  const snap = await db().collection(BLOG.tags).orderBy('name').get();
  return snap.docs.map((d) => tagOf(d.id, d.data()));
}
export async function listAuthors(): Promise<BlogAuthor[]> {
  const snap = await db().collection(BLOG.authors).orderBy('name').get();
  return snap.docs.map((d) => authorOf(d.id, d.data()));
}

// ---- writing posts ---------------------------------------------------------------

function slugTaken(slug: string) {
  return new ApiError(
    'conflict',
    `A post with slug "${slug}" already exists. Please use a different title or enter a custom slug.`,
    [{ path: 'slug', message: 'Slug already exists' }],
  );
}

function storedPost(input: PostData, now: Date, previous?: DocumentData) {
  const publishAt = input.published_at
    ? new Date(input.published_at)
    : previous?.['published_at'] instanceof Timestamp && input.status === 'published'
      ? (previous['published_at'] as Timestamp).toDate()
      : now;
  const status = storedStatus(input.status, publishAt, now);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    // Stored as JSON text: a deep document (nested lists in tables) can pass
    // Firestore's limit of 20 levels of nested maps and arrays.
    content: JSON.stringify(input.content),
    html_content: sanitizeBlogHtml(input.html_content),
    author_id: input.author_id,
    featured_image: input.featured_image,
    categories: input.categories,
    tags: input.tags,
    status,
    is_featured: input.is_featured,
    published_at: status === 'draft' && !input.published_at ? null : Timestamp.fromDate(publishAt),
    updated_at: Timestamp.fromDate(now),
  };
}

async function checkReferences(input: PostData) {
  const firestore = db();
  const [author, cats, tags] = await Promise.all([
    firestore.collection(BLOG.authors).doc(input.author_id).get(),
    input.categories.length
      ? firestore
          .collection(BLOG.categories)
          .where('slug', 'in', input.categories.slice(0, 30))
          .get()
      : null,
    input.tags.length
      ? firestore.collection(BLOG.tags).where('slug', 'in', input.tags.slice(0, 30)).get()
      : null,
  ]);
  if (!author.exists)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      { path: 'author_id', message: 'Please select an author' },
    ]);
  const missing = (asked: string[], found: Set<string>) => asked.filter((s) => !found.has(s));
  const badCats = missing(
    input.categories,
    new Set(cats?.docs.map((d) => d.get('slug') as string)),
  );
  const badTags = missing(input.tags, new Set(tags?.docs.map((d) => d.get('slug') as string)));
  if (badCats.length || badTags.length)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      ...(badCats.length
        ? [{ path: 'categories', message: `Unknown categories: ${badCats.join(', ')}` }]
        : []),
      ...(badTags.length ? [{ path: 'tags', message: `Unknown tags: ${badTags.join(', ')}` }] : []),
    ]);
}

export async function createPost(input: PostData, caller: Caller): Promise<Post> {
  await checkReferences(input);
  const firestore = db();
  const ref = firestore.collection(BLOG.posts).doc();
  const now = new Date();
  await firestore.runTransaction(async (tx) => {
    const same = await tx.get(
      firestore.collection(BLOG.posts).where('slug', '==', input.slug).limit(1),
    );
    if (!same.empty) throw slugTaken(input.slug);
    tx.create(ref, {
      ...storedPost(input, now),
      created_at: Timestamp.fromDate(now),
      created_by: caller.uid,
      updated_by: caller.uid,
    });
  });
  return (await getPost(ref.id))!;
}

export async function updatePost(id: string, input: PostData, caller: Caller): Promise<Post> {
  await checkReferences(input);
  const firestore = db();
  const ref = firestore.collection(BLOG.posts).doc(id);
  await firestore.runTransaction(async (tx) => {
    const [current, same] = await Promise.all([
      tx.get(ref),
      tx.get(firestore.collection(BLOG.posts).where('slug', '==', input.slug).limit(2)),
    ]);
    if (!current.exists) throw new ApiError('not_found', 'This post no longer exists.');
    if (same.docs.some((d) => d.id !== id)) throw slugTaken(input.slug);
    tx.update(ref, { ...storedPost(input, new Date(), current.data()), updated_by: caller.uid });
  });
  return (await getPost(id))!;
}

export async function deletePost(id: string): Promise<void> {
  const ref = db().collection(BLOG.posts).doc(id);
  if (!(await ref.get()).exists) throw new ApiError('not_found', 'This post no longer exists.');
  await ref.delete();
}

// ---- categories, tags and authors --------------------------------------------------

type Named = { name: string; slug: string; description: string };

async function createUniqueBySlug(
  collection: string,
  data: Named & Record<string, unknown>,
  what: string,
) {
  const firestore = db();
  const ref = firestore.collection(collection).doc();
  await firestore.runTransaction(async (tx) => {
    const same = await tx.get(
      firestore.collection(collection).where('slug', '==', data.slug).limit(1),
    );
    if (!same.empty)
      throw new ApiError('conflict', `A ${what} with the slug "${data.slug}" already exists.`, [
        { path: 'slug', message: 'Slug already exists' },
      ]);
    tx.create(ref, { ...data, created_at: FieldValue.serverTimestamp() });
  });
  return ref.id;
}

async function updateUniqueBySlug(collection: string, id: string, data: Named, what: string) {
  const firestore = db();
  const ref = firestore.collection(collection).doc(id);
  await firestore.runTransaction(async (tx) => {
    const [current, same] = await Promise.all([
      tx.get(ref),
      tx.get(firestore.collection(collection).where('slug', '==', data.slug).limit(2)),
    ]);
    if (!current.exists) throw new ApiError('not_found', `This ${what} no longer exists.`);
    if (same.docs.some((d) => d.id !== id))
      throw new ApiError('conflict', `A ${what} with the slug "${data.slug}" already exists.`, [
        { path: 'slug', message: 'Slug already exists' },
      ]);
    tx.update(ref, { ...data });
  });
}

export async function createCategory(data: Named): Promise<BlogCategory> {
  const id = await createUniqueBySlug(BLOG.categories, { ...data, post_count: 0 }, 'category');
  return { id, ...data, post_count: 0 };
}
export const updateCategory = (id: string, data: Named) =>
  updateUniqueBySlug(BLOG.categories, id, data, 'category');

export async function createTag(data: Named): Promise<BlogTag> {
  const id = await createUniqueBySlug(BLOG.tags, data, 'tag');
  return { id, ...data };
}
export const updateTag = (id: string, data: Named) =>
  updateUniqueBySlug(BLOG.tags, id, data, 'tag');

export async function createAuthor(
  data: Omit<BlogAuthor, 'id'> & { id?: string },
): Promise<BlogAuthor> {
  const collection = db().collection(BLOG.authors);
  const ref = data.id ? collection.doc(data.id) : collection.doc();
  const author = { name: data.name, bio: data.bio, image_url: data.image_url };
  try {
    await ref.create({ ...author, created_at: FieldValue.serverTimestamp() });
  } catch (err) {
    if ((err as { code?: number }).code === 6)
      throw new ApiError('conflict', `An author with the id "${ref.id}" already exists.`);
    throw err;
  }
  return { id: ref.id, ...author };
}

export async function updateAuthor(id: string, data: Omit<BlogAuthor, 'id'>) {
  const ref = db().collection(BLOG.authors).doc(id);
  if (!(await ref.get()).exists) throw new ApiError('not_found', 'This author no longer exists.');
  await ref.update({ name: data.name, bio: data.bio, image_url: data.image_url });
}

/** A category, tag or author in use by a post is not deleted: the post would lose it silently. */
export async function deleteTaxonomy(kind: 'categories' | 'tags' | 'authors', id: string) {
  const firestore = db();
  const collection = { categories: BLOG.categories, tags: BLOG.tags, authors: BLOG.authors }[kind];
  const ref = firestore.collection(collection).doc(id);
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('not_found', 'It no longer exists.');
  const used =
    kind === 'authors'
      ? await firestore.collection(BLOG.posts).where('author_id', '==', id).limit(1).get()
      : await firestore
          .collection(BLOG.posts)
          .where(kind, 'array-contains', snap.get('slug') as string)
          .limit(1)
          .get();
  if (!used.empty)
    throw new ApiError('conflict', 'Posts still use this. Remove it from them first.');
  await ref.delete();
}

// ---- the public read model -------------------------------------------------------------

const isLive = (p: Post, now: Date) =>
  p.status === 'published' && (!p.published_at || new Date(p.published_at) <= now);

/**
 * Rebuilds the blog's public documents from the editors' data: the index, one
 * document per live article, and each category's post_count. It reads in a
 * read-only transaction (one consistent snapshot, no locks that would hold
 * up editors) and writes only what changed. Two rebuilds racing each other
 * cannot leave the older result behind: the index records when its snapshot
 * was taken, and a rebuild from an older snapshot writes nothing.
 */
export async function rebuildBlog(now = new Date()): Promise<{ written: number; deleted: number }> {
  const firestore = db();
  const snapshotAt = Date.now();
  const [postSnap, catSnap, tagSnap, authorSnap, publicSnap] = await firestore.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(firestore.collection(BLOG.posts)),
        tx.get(firestore.collection(BLOG.categories)),
        tx.get(firestore.collection(BLOG.tags)),
        tx.get(firestore.collection(BLOG.authors)),
        tx.get(firestore.collection(BLOG.publicPosts)),
      ]),
    { readOnly: true },
  );
  const categories = catSnap.docs.map((d) => categoryOf(d.id, d.data()));
  const tags = tagSnap.docs.map((d) => tagOf(d.id, d.data()));
  const authors = authorSnap.docs
    .map((d) => authorOf(d.id, d.data()))
    .sort((a, b) => a.name.localeCompare(b.name));
  const catBySlug = new Map(categories.map((c) => [c.slug, c]));
  const tagBySlug = new Map(tags.map((t) => [t.slug, t]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const look = {
    categoryIdToSlug: (id: string) => categories.find((c) => c.id === id)?.slug,
    tagIdToSlug: (id: string) => tags.find((t) => t.id === id)?.slug,
  };
  const live = postSnap.docs
    .map((d) => normalizePost(d.id, d.data(), look))
    .filter((p) => isLive(p, now) && p.slug)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));

  const summary = (p: Post): PostSummary => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: excerptOf(p.excerpt, p.html_content),
    featured_image: p.featured_image,
    categories: p.categories.filter((c) => catBySlug.has(c)),
    tags: p.tags.filter((t) => tagBySlug.has(t)),
    author_id: p.author_id,
    author_name: authorById.get(p.author_id)?.name ?? '',
    is_featured: p.is_featured,
    published_at: p.published_at || p.created_at,
  });
  const summaries = live.map(summary);

  const counts = new Map<string, number>();
  for (const s of summaries) for (const c of s.categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  const counted = categories
    .map((c) => ({ ...c, post_count: counts.get(c.slug) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const index: BlogIndex = {
    posts: summaries,
    categories: counted,
    tags: [...tags].sort((a, b) => a.name.localeCompare(b.name)),
    authors,
    updated_at: '',
  };

  return firestore.runTransaction(async (tx) => {
    const indexRef = firestore.doc(BLOG.index);
    const current = await tx.get(indexRef);
    const builtFrom = (current.get('built_from') as number | undefined) ?? 0;
    if (builtFrom > snapshotAt) return { written: 0, deleted: 0 };
    let written = 0;
    let deleted = 0;
    for (const c of counted) {
      if (catBySlug.get(c.slug)?.post_count !== c.post_count) {
        tx.update(firestore.collection(BLOG.categories).doc(c.id), { post_count: c.post_count });
        written++;
      }
    }
    const previous = current.data() as (BlogIndex & { built_from?: number }) | undefined;
    const unchanged =
      !!previous && same({ ...previous, updated_at: '', built_from: undefined }, index);
    if (!unchanged) written++;
    // built_from moves on even when nothing else changed, so older rebuilds stay out.
    tx.set(indexRef, {
      ...index,
      updated_at: unchanged ? previous.updated_at : now.toISOString(),
      built_from: snapshotAt,
    });

    const existing = new Map(publicSnap.docs.map((d) => [d.id, d.data() as PublicPost]));
    for (const [i, p] of live.entries()) {
      const s = summaries[i]!;
      const article: Omit<PublicPost, 'likes'> = {
        ...s,
        html_content: sanitizeBlogHtml(p.html_content),
        updated_at: p.updated_at,
        author: authorById.get(p.author_id) ?? null,
        category_list: s.categories.map((slug) => counted.find((c) => c.slug === slug)!),
        tag_list: s.tags.map((slug) => tagBySlug.get(slug)!),
        related: relatedPosts(s, summaries),
      };
      const before = existing.get(p.slug);
      existing.delete(p.slug);
      if (before && same(withoutLikes(before), article)) continue;
      // Merged, with likes left as they are (a new article starts at 0).
      tx.set(
        firestore.collection(BLOG.publicPosts).doc(p.slug),
        { ...article, likes: FieldValue.increment(0) },
        { merge: true },
      );
      written++;
    }
    for (const slug of existing.keys()) {
      tx.delete(firestore.collection(BLOG.publicPosts).doc(slug));
      deleted++;
    }
    return { written, deleted };
  });
}

function withoutLikes(p: PublicPost): Omit<PublicPost, 'likes'> {
  const rest: Partial<PublicPost> = { ...p };
  delete rest.likes;
  return rest as Omit<PublicPost, 'likes'>;
}

/** Deep equality of plain JSON data, independent of key order. */
function same(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Scheduled posts whose time has come go live (the scheduled function and POST publish-due). */
export async function publishDue(now = new Date()): Promise<string[]> {
  const firestore = db();
  const due = await firestore
    .collection(BLOG.posts)
    .where('status', '==', 'scheduled')
    .where('published_at', '<=', Timestamp.fromDate(now))
    .get();
  if (due.empty) return [];
  const batch = firestore.batch();
  for (const d of due.docs)
    batch.update(d.ref, { status: 'published', updated_at: Timestamp.fromDate(now) });
  await batch.commit();
  return due.docs.map((d) => d.id);
}

/** One more like for a live article; the count readers see. */
export async function likePost(slug: string): Promise<number> {
  const ref = db().collection(BLOG.publicPosts).doc(slug);
  try {
    await ref.update({ likes: FieldValue.increment(1) });
  } catch (err) {
    if ((err as { code?: number }).code === 5)
      throw new ApiError('not_found', 'Post not found or invalid data returned');
    throw err;
  }
  return ((await ref.get()).get('likes') as number | undefined) ?? 0;
}
