// The platform blog: editors' writes (through the API only, so every body is
// sanitised before it is stored) and the public read model the blog pages are
// served from: `blogPublic/index` for the lists and `blogPublicPosts/{slug}`
// for each article, one document read per page view.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  excerptOf,
  normalizePost,
  relatedPosts,
  storedStatus,
  type BlogAuthor,
  type BlogCategory,
  type BlogIndex,
  type BlogTag,
  type Post,
  type PostData,
  type PostSummary,
  type PublicPost,
} from '@chairside/core/blog';
import { isDocId } from '@chairside/core/ids';
import { BLOG_INDEX_HEAD, BLOG_INDEX_PAGE, type PostDocument } from '@chairside/core/records/blog';
import { adminAuth, db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { BlogAccess } from './blog-access';
import { countReads } from '../http/read-count';
import {
  blogAuthorsCollection,
  blogCategoriesCollection,
  blogEditorsCollection,
  blogIndexDoc,
  blogIndexPageDoc,
  blogTagsCollection,
  postsCollection,
  publicPostsCollection,
  PLATFORM_BLOG,
  POSTS_COLLECTION,
  type BlogScope,
} from '../records/blog';
import { getAll, readableRecords } from '../records/repository';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { errorCode } from '../platform/errors';
import { timeOf, type DueKind } from '../platform/due';
import { readPicks, syncNetwork } from './network.service';

/** Which of the blog's collections a category, tag or author lives in. */
const TAXONOMIES = {
  categories: blogCategoriesCollection,
  tags: blogTagsCollection,
  authors: blogAuthorsCollection,
} as const;

// ---- reading -----------------------------------------------------------------

async function lookups(blog: BlogScope) {
  const [cats, tags] = await Promise.all([
    blogCategoriesCollection(blog).get(),
    blogTagsCollection(blog).get(),
  ]);
  const catSlug = new Map(readableRecords(cats.docs).map((c) => [c.id, c.slug]));
  const tagSlug = new Map(readableRecords(tags.docs).map((t) => [t.id, t.slug]));
  return {
    categoryIdToSlug: (id: string) => catSlug.get(id),
    tagIdToSlug: (id: string) => tagSlug.get(id),
  };
}

export async function listAllPosts(blog: BlogScope): Promise<Post[]> {
  const [snap, look] = await Promise.all([postsCollection(blog).get(), lookups(blog)]);
  return readableRecords(snap.docs)
    .map((d) => normalizePost(d.id, d, look))
    .sort((a, b) => (b.published_at || b.created_at).localeCompare(a.published_at || a.created_at));
}

export async function getPost(blog: BlogScope, id: string): Promise<Post | null> {
  const stored = (await postsCollection(blog).doc(id).get()).data();
  return stored ? normalizePost(stored.id, stored, await lookups(blog)) : null;
}

export async function postBySlug(blog: BlogScope, slug: string): Promise<Post | null> {
  const snap = await postsCollection(blog).where('slug', '==', slug).limit(1).get();
  const stored = readableRecords(snap.docs)[0];
  return stored ? normalizePost(stored.id, stored, await lookups(blog)) : null;
}

/** The blog's index: its head document and, for a long blog, the pages of older posts. */
export async function readIndex(blog: BlogScope): Promise<BlogIndex> {
  const stored = (await blogIndexDoc(blog).get()).data();
  countReads(1);
  if (!stored) return { posts: [], categories: [], tags: [], authors: [], updated_at: '' };
  const { categories, tags, authors, updated_at, picks } = stored;
  const pages = await getAll(
    Array.from({ length: stored.pages }, (_, i) => blogIndexPageDoc(blog, i + 1)),
  );
  if (pages.length) countReads(pages.length);
  const posts = [...stored.posts, ...pages.flatMap((p) => p.data()?.posts ?? [])];
  return { posts, categories, tags, authors, updated_at, ...(picks?.length ? { picks } : {}) };
}

/** The newest posts for the head document, the older ones in pages. */
export function pagedIndex(posts: PostSummary[]): { head: PostSummary[]; pages: PostSummary[][] } {
  const pages: PostSummary[][] = [];
  for (let i = BLOG_INDEX_HEAD; i < posts.length; i += BLOG_INDEX_PAGE) {
    pages.push(posts.slice(i, i + BLOG_INDEX_PAGE));
  }
  return { head: posts.slice(0, BLOG_INDEX_HEAD), pages };
}

export async function readPublicPost(blog: BlogScope, slug: string): Promise<PublicPost | null> {
  if (!isDocId(slug)) return null;
  const post = (await publicPostsCollection(blog).doc(slug).get()).data();
  countReads(1);
  return post ?? null;
}

export async function listCategories(blog: BlogScope): Promise<BlogCategory[]> {
  return readableRecords((await blogCategoriesCollection(blog).orderBy('name').get()).docs);
}
export async function listTags(blog: BlogScope): Promise<BlogTag[]> {
  return readableRecords((await blogTagsCollection(blog).orderBy('name').get()).docs);
}
export async function listAuthors(blog: BlogScope): Promise<BlogAuthor[]> {
  return readableRecords((await blogAuthorsCollection(blog).orderBy('name').get()).docs);
}

// ---- writing posts ---------------------------------------------------------------

function slugTaken(slug: string) {
  return new ApiError(
    'conflict',
    `A post with slug "${slug}" already exists. Please use a different title or enter a custom slug.`,
    [{ path: 'slug', message: 'Slug already exists' }],
  );
}

function storedPost(input: PostData, now: Date, previous?: PostDocument) {
  const previousPublish = previous?.['published_at'];
  const publishAt = input.published_at
    ? new Date(input.published_at)
    : previousPublish instanceof Timestamp && input.status === 'published'
      ? previousPublish.toDate()
      : now;
  const status = storedStatus(input.status, publishAt, now);
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    // Stored as JSON text: a deep document (nested lists in tables) can pass
    // Firestore's limit of 20 levels of nested maps and arrays.
    content: JSON.stringify(input.content),
    html_content: sanitizeHtmlFor('blog', input.html_content),
    author_id: input.author_id,
    featured_image: input.featured_image,
    categories: input.categories,
    tags: input.tags,
    status,
    is_featured: input.is_featured,
    focus_keyword: input.focus_keyword,
    language: input.language,
    // Left out of the input, the stored translations stay as they are.
    ...(input.translations
      ? {
          translations: input.translations.map((t) => ({
            language: t.language,
            title: t.title,
            excerpt: t.excerpt,
            content: JSON.stringify(t.content),
            html_content: sanitizeHtmlFor('blog', t.html_content),
          })),
        }
      : {}),
    published_at: status === 'draft' && !input.published_at ? null : Timestamp.fromDate(publishAt),
    updated_at: Timestamp.fromDate(now),
  };
}

/**
 * A post the platform took down that its salon publishes (or schedules)
 * again stays marked, for the platform to look at once more.
 */
function republished(previous: PostDocument, status: string, now: Date) {
  const moderation = previous['moderation'] as Record<string, unknown> | undefined;
  if (moderation?.['state'] !== 'unpublished' || status === 'draft') return {};
  return {
    moderation: { ...moderation, state: 'republished', republished_at: now.toISOString() },
  };
}

/**
 * A post and its translations are one document (one read per article page),
 * and a document holds at most 1 MiB: a post too big to store is refused
 * with its size, before anything is written.
 */
const POST_BYTES_MAX = 900_000;
function checkSize(stored: Record<string, unknown>) {
  const bytes = Buffer.byteLength(JSON.stringify(stored), 'utf8');
  if (bytes > POST_BYTES_MAX)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      {
        path: 'translations',
        message: `The post and its translations are too long to keep together (${Math.ceil(bytes / 1000).toLocaleString('en-US')} kB of ${POST_BYTES_MAX / 1000} kB). Shorten the text or remove a translation`,
      },
    ]);
}

async function checkReferences(blog: BlogScope, input: PostData) {
  const [author, cats, tags] = await Promise.all([
    blogAuthorsCollection(blog).doc(input.author_id).get(),
    input.categories.length
      ? blogCategoriesCollection(blog).where('slug', 'in', input.categories.slice(0, 30)).get()
      : null,
    input.tags.length
      ? blogTagsCollection(blog).where('slug', 'in', input.tags.slice(0, 30)).get()
      : null,
  ]);
  if (!author.exists)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      { path: 'author_id', message: 'Please select an author' },
    ]);
  const missing = (asked: string[], found: Set<string>) => asked.filter((s) => !found.has(s));
  const slugs = (found: { slug: string }[]) => new Set(found.map((f) => f.slug));
  const badCats = missing(input.categories, slugs(readableRecords(cats?.docs ?? [])));
  const badTags = missing(input.tags, slugs(readableRecords(tags?.docs ?? [])));
  if (badCats.length || badTags.length)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      ...(badCats.length
        ? [{ path: 'categories', message: `Unknown categories: ${badCats.join(', ')}` }]
        : []),
      ...(badTags.length ? [{ path: 'tags', message: `Unknown tags: ${badTags.join(', ')}` }] : []),
    ]);
}

/** A salon's author writes as themselves only, and changes only their own posts. */
function checkAuthorship(access: BlogAccess, authorId: string, previous?: PostDocument) {
  if (access.role === 'editor') return;
  const own = (id: unknown) => typeof id === 'string' && access.authorIds.includes(id);
  if (previous && !(previous['created_by'] === access.uid || own(previous['author_id'])))
    throw new ApiError('forbidden', 'Authors can change only their own posts.');
  if (!own(authorId))
    throw new ApiError('validation_failed', 'The post is not valid.', [
      { path: 'author_id', message: 'Authors write under their own name' },
    ]);
}

export async function createPost(
  blog: BlogScope,
  input: PostData,
  access: BlogAccess,
): Promise<Post> {
  checkAuthorship(access, input.author_id);
  await checkReferences(blog, input);
  const posts = postsCollection(blog);
  const ref = posts.doc();
  const now = new Date();
  await db().runTransaction(async (tx) => {
    const same = await tx.get(posts.where('slug', '==', input.slug).limit(1));
    if (!same.empty) throw slugTaken(input.slug);
    const stored = storedPost(input, now);
    checkSize(stored);
    tx.create(ref, {
      id: ref.id,
      ...stored,
      created_at: Timestamp.fromDate(now),
      created_by: access.uid,
      updated_by: access.uid,
    });
  });
  return (await getPost(blog, ref.id))!;
}

export async function updatePost(
  blog: BlogScope,
  id: string,
  input: PostData,
  access: BlogAccess,
): Promise<Post> {
  await checkReferences(blog, input);
  const posts = postsCollection(blog);
  const ref = posts.doc(id);
  await db().runTransaction(async (tx) => {
    const [current, same] = await Promise.all([
      tx.get(ref),
      tx.get(posts.where('slug', '==', input.slug).limit(2)),
    ]);
    const previous = current.data();
    if (!previous) throw new ApiError('not_found', 'This post no longer exists.');
    checkAuthorship(access, input.author_id, previous);
    if (same.docs.some((d) => d.id !== id)) throw slugTaken(input.slug);
    const stored = storedPost(input, new Date(), previous);
    checkSize({ ...previous, ...stored });
    tx.update(ref, {
      ...stored,
      ...republished(previous, stored.status, new Date()),
      updated_by: access.uid,
    });
  });
  return (await getPost(blog, id))!;
}

export async function deletePost(blog: BlogScope, id: string, access: BlogAccess): Promise<void> {
  const ref = postsCollection(blog).doc(id);
  const previous = (await ref.get()).data();
  if (!previous) throw new ApiError('not_found', 'This post no longer exists.');
  if (access.role === 'writer') checkAuthorship(access, access.authorIds[0] ?? '', previous);
  await ref.delete();
}

/**
 * Moves a post's publishing time (the content scheduler's drag): a draft or
 * scheduled post becomes scheduled at `at`, which must be in the future; a
 * published post keeps its status and takes `at` as its date only when `at`
 * is not in the future.
 */
export async function reschedulePost(
  blog: BlogScope,
  id: string,
  at: Date,
  access: BlogAccess,
  now = new Date(),
): Promise<Post> {
  const ref = postsCollection(blog).doc(id);
  await db().runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).data();
    if (!previous) throw new ApiError('not_found', 'This post no longer exists.');
    const authorId = typeof previous['author_id'] === 'string' ? previous['author_id'] : '';
    checkAuthorship(access, authorId, previous);
    const published = previous['status'] === 'published';
    if (!published && at.getTime() <= now.getTime())
      throw new ApiError('validation_failed', 'The time is not valid.', [
        { path: 'published_at', message: 'Choose a time in the future to schedule the post' },
      ]);
    if (published && at.getTime() > now.getTime())
      throw new ApiError('validation_failed', 'The time is not valid.', [
        {
          path: 'published_at',
          message: 'This post is already live. Unpublish it first to schedule it again',
        },
      ]);
    tx.update(ref, {
      status: published ? 'published' : 'scheduled',
      ...republished(previous, published ? 'published' : 'scheduled', now),
      published_at: Timestamp.fromDate(at),
      updated_at: Timestamp.fromDate(now),
      updated_by: access.uid,
    });
  });
  return (await getPost(blog, id))!;
}

// ---- categories, tags and authors --------------------------------------------------

type Named = { name: string; slug: string; description: string };

type Taxonomy = 'categories' | 'tags';

async function createUniqueBySlug(
  blog: BlogScope,
  kind: Taxonomy,
  data: Named & Record<string, unknown>,
  what: string,
) {
  // Written as the input gives it: the record reads the same fields back.
  const collection = TAXONOMIES[kind](blog).withConverter(null);
  const ref = collection.doc();
  await db().runTransaction(async (tx) => {
    const same = await tx.get(collection.where('slug', '==', data.slug).limit(1));
    if (!same.empty)
      throw new ApiError('conflict', `A ${what} with the slug "${data.slug}" already exists.`, [
        { path: 'slug', message: 'Slug already exists' },
      ]);
    tx.create(ref, { ...data, created_at: FieldValue.serverTimestamp() });
  });
  return ref.id;
}

async function updateUniqueBySlug(
  blog: BlogScope,
  kind: Taxonomy,
  id: string,
  data: Named,
  what: string,
) {
  const collection = TAXONOMIES[kind](blog);
  const ref = collection.doc(id);
  await db().runTransaction(async (tx) => {
    const [current, same] = await Promise.all([
      tx.get(ref),
      tx.get(collection.where('slug', '==', data.slug).limit(2)),
    ]);
    if (!current.exists) throw new ApiError('not_found', `This ${what} no longer exists.`);
    if (same.docs.some((d) => d.id !== id))
      throw new ApiError('conflict', `A ${what} with the slug "${data.slug}" already exists.`, [
        { path: 'slug', message: 'Slug already exists' },
      ]);
    tx.update(ref, { ...data });
  });
}

export async function createCategory(blog: BlogScope, data: Named): Promise<BlogCategory> {
  const id = await createUniqueBySlug(blog, 'categories', { ...data, post_count: 0 }, 'category');
  return { id, ...data, post_count: 0 };
}
export const updateCategory = (blog: BlogScope, id: string, data: Named) =>
  updateUniqueBySlug(blog, 'categories', id, data, 'category');

export async function createTag(blog: BlogScope, data: Named): Promise<BlogTag> {
  const id = await createUniqueBySlug(blog, 'tags', data, 'tag');
  return { id, ...data };
}
export const updateTag = (blog: BlogScope, id: string, data: Named) =>
  updateUniqueBySlug(blog, 'tags', id, data, 'tag');

export async function createAuthor(
  blog: BlogScope,
  data: Omit<BlogAuthor, 'id'> & { id?: string; uid?: string },
): Promise<BlogAuthor> {
  const collection = blogAuthorsCollection(blog).withConverter(null);
  const ref = data.id ? collection.doc(data.id) : collection.doc();
  const author = { name: data.name, bio: data.bio, image_url: data.image_url };
  try {
    await ref.create({
      ...author,
      // A salon's team member author: the account that writes as them.
      ...(data.uid ? { uid: data.uid } : {}),
      created_at: FieldValue.serverTimestamp(),
    });
  } catch (err) {
    if (errorCode(err) === 6)
      throw new ApiError('conflict', `An author with the id "${ref.id}" already exists.`);
    throw err;
  }
  return { id: ref.id, ...author };
}

export async function updateAuthor(blog: BlogScope, id: string, data: Omit<BlogAuthor, 'id'>) {
  const ref = blogAuthorsCollection(blog).doc(id);
  if (!(await ref.get()).exists) throw new ApiError('not_found', 'This author no longer exists.');
  await ref.update({ name: data.name, bio: data.bio, image_url: data.image_url });
}

/** A category, tag or author in use by a post is not deleted: the post would lose it silently. */
export async function deleteTaxonomy(
  blog: BlogScope,
  kind: 'categories' | 'tags' | 'authors',
  id: string,
) {
  const ref = TAXONOMIES[kind](blog).doc(id);
  const item = (await ref.get()).data();
  if (!item) throw new ApiError('not_found', 'It no longer exists.');
  const slug = 'slug' in item && typeof item.slug === 'string' ? item.slug : '';
  const used =
    kind === 'authors'
      ? await postsCollection(blog).where('author_id', '==', id).limit(1).get()
      : await postsCollection(blog).where(kind, 'array-contains', slug).limit(1).get();
  if (!used.empty)
    throw new ApiError('conflict', 'Posts still use this. Remove it from them first.');
  await ref.delete();
}

// ---- the public read model -------------------------------------------------------------

/**
 * A post is live when its status says so. Saving never stores a future time
 * as published (storedStatus makes it scheduled), and the due run may publish
 * up to a minute before its time by the server's clock (runDueTask's margin
 * for clocks that differ): a rebuild that compared the date with its own
 * clock would drop that article again until the next change.
 */
const isLive = (p: Post) => p.status === 'published';

/**
 * Rebuilds the blog's public documents from the editors' data: the index, one
 * document per live article, and each category's post_count. It reads in a
 * read-only transaction (one consistent snapshot, no locks that would hold
 * up editors) and writes only what changed, each article on its own. Two
 * rebuilds racing each other cannot leave the older result behind: the index
 * and each article record when their snapshot was taken, and a rebuild from
 * an older snapshot writes nothing over a newer one.
 */
export async function rebuildBlog(blog: BlogScope): Promise<{ written: number; deleted: number }> {
  const firestore = db();
  const snapshotAt = Date.now();
  const [postSnap, catSnap, tagSnap, authorSnap, publicSnap] = await firestore.runTransaction(
    (tx) =>
      Promise.all([
        tx.get(postsCollection(blog)),
        tx.get(blogCategoriesCollection(blog)),
        tx.get(blogTagsCollection(blog)),
        tx.get(blogAuthorsCollection(blog)),
        tx.get(publicPostsCollection(blog)),
      ]),
    { readOnly: true },
  );
  const categories = readableRecords(catSnap.docs);
  const tags = readableRecords(tagSnap.docs);
  const authors = readableRecords(authorSnap.docs).sort((a, b) => a.name.localeCompare(b.name));
  const catBySlug = new Map(categories.map((c) => [c.slug, c]));
  const tagBySlug = new Map(tags.map((t) => [t.slug, t]));
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const look = {
    categoryIdToSlug: (id: string) => categories.find((c) => c.id === id)?.slug,
    tagIdToSlug: (id: string) => tags.find((t) => t.id === id)?.slug,
  };
  const all = readableRecords(postSnap.docs).map((d) => normalizePost(d.id, d, look));
  const live = all
    .filter((p) => isLive(p) && p.slug)
    .sort((a, b) => b.published_at.localeCompare(a.published_at));
  // The platform blog shows the salon posts it picked.
  const picks = blog === null ? await readPicks() : [];

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
    ...(p.translations.length
      ? { languages: [p.language, ...p.translations.map((t) => t.language)] }
      : {}),
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
    ...(picks.length ? { picks } : {}),
  };

  // The index and the category counts in one transaction; the articles after
  // it, each on its own (a transaction holds 500 writes and 10 MiB: a blog of
  // thousands of posts whose related lists all changed would not fit in one).
  const articles = changedArticles(
    live,
    summaries,
    readableRecords(publicSnap.docs),
    (s: PostSummary) => ({
      author: authorById.get(s.author_id) ?? null,
      category_list: s.categories.map((slug) => counted.find((c) => c.slug === slug)!),
      tag_list: s.tags.map((slug) => tagBySlug.get(slug)!),
    }),
  );

  const paged = pagedIndex(index.posts);
  const head = await firestore.runTransaction(async (tx) => {
    const indexRef = blogIndexDoc(blog);
    const previous = (await tx.get(indexRef)).data();
    if ((previous?.built_from ?? 0) > snapshotAt) return null;
    const previousPages = previous?.pages
      ? await Promise.all(
          Array.from({ length: previous.pages }, (_, i) =>
            tx.get(blogIndexPageDoc(blog, i + 1)).then((s) => s.data()?.posts ?? []),
          ),
        )
      : [];
    let written = 0;
    for (const c of counted) {
      if (catBySlug.get(c.slug)?.post_count !== c.post_count) {
        tx.update(blogCategoriesCollection(blog).doc(c.id), { post_count: c.post_count });
        written++;
      }
    }
    const unchanged =
      !!previous &&
      same(
        {
          ...previous,
          posts: [...previous.posts, ...previousPages.flat()],
          id: undefined,
          updated_at: '',
          built_from: undefined,
          pages: undefined,
        },
        index,
      );
    if (!unchanged) written++;
    paged.pages.forEach((posts, i) => {
      if (!same(previousPages[i], posts)) {
        tx.set(blogIndexPageDoc(blog, i + 1), { id: String(i + 1), posts });
        written++;
      }
    });
    for (let n = paged.pages.length + 1; n <= previousPages.length; n++) {
      tx.delete(blogIndexPageDoc(blog, n));
    }
    // built_from moves on even when nothing else changed, so older rebuilds stay out.
    tx.set(indexRef, {
      ...index,
      posts: paged.head,
      pages: paged.pages.length,
      id: 'index',
      updated_at: unchanged ? previous.updated_at : new Date(snapshotAt).toISOString(),
      built_from: snapshotAt,
    });
    return { written };
  });
  if (!head) return { written: 0, deleted: 0 };
  if (blog !== null) await syncNetwork(blog, all, live);
  let written = head.written;
  let deleted = 0;
  const queue = [...articles];
  await Promise.all(
    Array.from({ length: Math.min(8, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const outcome = await writeArticle(blog, next.slug, next.article, snapshotAt);
        if (outcome === 'written') written++;
        if (outcome === 'deleted') deleted++;
      }
    }),
  );
  return { written, deleted };
}

/**
 * The articles a rebuild writes: each live post whose public document is
 * missing or different, and (as null) each public document whose post is gone.
 */
function changedArticles(
  live: Post[],
  summaries: PostSummary[],
  published: PublicPost[],
  lists: (s: PostSummary) => Pick<PublicPost, 'author' | 'category_list' | 'tag_list'>,
): { slug: string; article: Omit<PublicPost, 'likes'> | null }[] {
  const articles: { slug: string; article: Omit<PublicPost, 'likes'> | null }[] = [];
  const existing = new Map(published.map((d) => [d.slug, d]));
  for (const [i, p] of live.entries()) {
    const s = summaries[i]!;
    const article: Omit<PublicPost, 'likes'> = {
      ...s,
      html_content: sanitizeHtmlFor('blog', p.html_content),
      updated_at: p.updated_at,
      ...lists(s),
      related: relatedPosts(s, summaries),
      language: p.language,
      translations: p.translations.map((t) => ({
        language: t.language,
        title: t.title,
        excerpt: excerptOf(t.excerpt, t.html_content),
        html_content: sanitizeHtmlFor('blog', t.html_content),
      })),
    };
    const before = existing.get(p.slug);
    existing.delete(p.slug);
    if (before && same(withoutLikes(before), article)) continue;
    articles.push({ slug: p.slug, article });
  }
  for (const slug of existing.keys()) articles.push({ slug, article: null });
  return articles;
}

/**
 * One article of a rebuild, in its own transaction: written (merged, its
 * likes left as they are; a new one starts at 0) or deleted, unless a newer
 * rebuild got there first.
 */
async function writeArticle(
  blog: BlogScope,
  slug: string,
  article: Omit<PublicPost, 'likes'> | null,
  snapshotAt: number,
): Promise<'written' | 'deleted' | 'newer'> {
  const ref = publicPostsCollection(blog).doc(slug).withConverter(null);
  return db().runTransaction(async (tx) => {
    const builtFrom: unknown = (await tx.get(ref)).get('built_from');
    if (typeof builtFrom === 'number' && builtFrom > snapshotAt) return 'newer';
    if (!article) {
      tx.delete(ref);
      return 'deleted';
    }
    tx.set(
      ref,
      { ...article, likes: FieldValue.increment(0), built_from: snapshotAt },
      { merge: true },
    );
    return 'written';
  });
}

function withoutLikes(p: PublicPost): Omit<PublicPost, 'likes'> {
  const { likes, ...rest } = p;
  return rest;
}

/** Deep equality of plain JSON data, independent of key order. */
function same(a: unknown, b: unknown): boolean {
  return stable(a) === stable(b);
}
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Publishes one scheduled post whose time has come (exactly once: a transaction checks it still waits). */
async function publishIfDue(blog: BlogScope, id: string, now: Date): Promise<'published' | null> {
  const ref = postsCollection(blog).doc(id);
  const went = await db().runTransaction(async (tx) => {
    const post = (await tx.get(ref)).data();
    const at = post?.['status'] === 'scheduled' ? timeOf(post['published_at']) : null;
    if (!at || at.getTime() > now.getTime()) return false;
    tx.update(ref, { status: 'published', updated_at: Timestamp.fromDate(now) });
    return true;
  });
  if (!went) return null;
  // Its pages go up now, not when a trigger gets to it: the triggers skip a
  // change an earlier rebuild already saw, and a busy project can deliver them late.
  await rebuildBlog(blog);
  return 'published';
}

const scheduledAt = (d: DocumentData) =>
  d['status'] === 'scheduled' ? timeOf(d['published_at']) : null;

/**
 * A scheduled platform post as due work: a task at its `published_at`; the
 * sweeper (and the emulators) find the late ones. Going live rebuilds the
 * blog (the posts trigger).
 */
export const scheduledPostsDue: DueKind = {
  document: 'posts/{id}',
  dueAt: scheduledAt,
  due: async (now, limit) => {
    const due = await postsCollection(PLATFORM_BLOG)
      .where('status', '==', 'scheduled')
      .where('published_at', '<=', Timestamp.fromDate(now))
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: '', id: d.id }));
  },
  run: ({ id }, now) => publishIfDue(PLATFORM_BLOG, id, now),
};

/** A salon's scheduled post, the same way (found across salons by one collection-group query). */
export const scheduledSalonPostsDue: DueKind = {
  document: `orgs/{orgId}/${POSTS_COLLECTION.salon}/{id}`,
  dueAt: scheduledAt,
  due: async (now, limit) => {
    const due = await db()
      .collectionGroup(POSTS_COLLECTION.salon)
      .where('status', '==', 'scheduled')
      .where('published_at', '<=', Timestamp.fromDate(now))
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: d.ref.parent.parent?.id ?? '', id: d.id }));
  },
  run: ({ orgId, id }, now) => (orgId ? publishIfDue(orgId, id, now) : Promise.resolve(null)),
};

/**
 * Scheduled posts whose time has come go live: the platform's (null) or one
 * salon's (the emulators' due work, and POST publish-due).
 */
export async function publishDue(blog: BlogScope, now = new Date()): Promise<string[]> {
  const published: string[] = [];
  const kind = blog === null ? scheduledPostsDue : scheduledSalonPostsDue;
  for (const item of await kind.due(now, 500)) {
    if (blog !== null && item.orgId !== blog) continue;
    if (await kind.run(item, now)) published.push(item.id);
  }
  return published;
}

/** One more like for a live article; the count readers see. */
export async function likePost(blog: BlogScope, slug: string): Promise<number> {
  const ref = publicPostsCollection(blog).doc(slug);
  try {
    await ref.update({ likes: FieldValue.increment(1) });
  } catch (err) {
    if (errorCode(err) === 5)
      throw new ApiError('not_found', 'Post not found or invalid data returned');
    throw err;
  }
  return (await ref.get()).data()?.likes ?? 0;
}

// ---- blog editors ---------------------------------------------------------------

/** Who may write the blog besides super-admins. */
export async function listEditors() {
  const snap = await blogEditorsCollection().orderBy('email').get();
  return readableRecords(snap.docs).map((e) => ({ uid: e.id, email: e.email }));
}

/** Makes someone a blog editor (a custom claim, and a record to list them by), or not. */
export async function setBlogEditor(email: string, grant: boolean) {
  const user = await adminAuth()
    .getUserByEmail(email)
    .catch(() => {
      throw new ApiError('not_found', `No one has signed up with ${email} yet.`, [
        { path: 'email', message: 'No account with this e-mail address' },
      ]);
    });
  const claims = { ...(user.customClaims ?? {}) };
  if (grant) claims['blogEditor'] = true;
  else delete claims['blogEditor'];
  await adminAuth().setCustomUserClaims(user.uid, claims);
  const ref = blogEditorsCollection().doc(user.uid);
  if (grant) await ref.set({ id: user.uid, email, grantedAt: new Date() });
  else await ref.delete();
  return { uid: user.uid, email, blogEditor: grant };
}
