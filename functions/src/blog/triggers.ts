// Keeps each blog's public documents and category counts in step with what
// its writers change (scheduled posts go live through their due task,
// due/kinds.ts): the platform blog's collections and every salon's.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions';
import { blogIndexDoc, type BlogScope } from '../records/blog';
import { rebuildBlog } from './blog.service';

/** Allowance for clocks: a rebuild is skipped only when it surely saw this change. */
const CLOCK_MARGIN_MS = 2_000;

const rebuild = async (blog: BlogScope, event: { time: string }) => {
  // A burst of writes (the seed tool, an import) wakes one run per write; the
  // first run after the burst rebuilds from a snapshot that already holds
  // every change, and the others see that and stop after one read.
  const changedAt = Date.parse(event.time);
  const builtFrom = (await blogIndexDoc(blog).get()).data()?.built_from ?? 0;
  if (builtFrom > changedAt + CLOCK_MARGIN_MS) return;
  const result = await rebuildBlog(blog);
  if (result.written || result.deleted) logger.info('Blog rebuilt', { blog, ...result });
};

const on = (document: string) =>
  onDocumentWritten({ document, region: 'us-central1' }, (event) =>
    rebuild(typeof event.params['orgId'] === 'string' ? event.params['orgId'] : null, event),
  );

export const blogOnPostWrite = on('posts/{postId}');
export const blogOnCategoryWrite = on('blogCategories/{id}');
export const blogOnTagWrite = on('blogTags/{id}');
export const blogOnAuthorWrite = on('blogAuthors/{id}');
/** The platform blog shows the salon posts it picked: a pick changed, its index follows. */
export const blogOnPickWrite = on('blogPicks/{id}');
/**
 * A salon post's write: its blog rebuilt, and when it goes live for the
 * first time (a draft published, a scheduled time come), the event its
 * newsletter follows (marketing makes the campaign once per post).
 */
export const salonBlogOnPostWrite = onDocumentWritten(
  { document: 'orgs/{orgId}/blogPosts/{postId}', region: 'us-central1' },
  async (event) => {
    const orgId = event.params.orgId;
    await rebuild(orgId, event);
    const was = event.data?.before?.get('status') as unknown;
    const is = event.data?.after?.data();
    if (is?.['status'] !== 'published' || was === 'published') return;
    await announce(orgId, event.params.postId, is);
  },
);

async function announce(orgId: string, postId: string, raw: Record<string, unknown>) {
  const [{ publish }, { readBlogSettings }, { salonBlogUrl }, { normalizePost }, { excerptOf }] =
    await Promise.all([
      import('../platform/events'),
      import('./settings.service'),
      import('./subscribe.service'),
      import('@chairside/core/blog'),
      import('@chairside/core/blog-view'),
    ]);
  const [settings, blog] = await Promise.all([readBlogSettings(orgId), salonBlogUrl(orgId)]);
  if (!blog) return;
  const post = normalizePost(postId, raw);
  await publish('blog.post-published', {
    orgId,
    postId,
    newsletter: settings.newsletter,
    post: {
      title: post.title,
      excerpt: excerptOf(post.excerpt, post.html_content),
      featured_image: post.featured_image.startsWith('/')
        ? `${new URL(blog).origin}${post.featured_image}`
        : post.featured_image,
      url: `${blog}/${post.slug}`,
    },
  });
}
export const salonBlogOnCategoryWrite = on('orgs/{orgId}/blogCategories/{id}');
export const salonBlogOnTagWrite = on('orgs/{orgId}/blogTags/{id}');
export const salonBlogOnAuthorWrite = on('orgs/{orgId}/blogAuthors/{id}');
