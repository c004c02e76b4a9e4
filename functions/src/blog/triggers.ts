// Keeps the blog's public documents and category counts in step with what
// editors change, and publishes scheduled posts on time.
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { publishDue, rebuildBlog } from './blog.service';

const rebuild = async () => {
  const result = await rebuildBlog();
  if (result.written || result.deleted) logger.info('Blog rebuilt', result);
};

const on = (document: string) => onDocumentWritten({ document, region: 'us-central1' }, rebuild);

export const blogOnPostWrite = on('posts/{postId}');
export const blogOnCategoryWrite = on('blogCategories/{id}');
export const blogOnTagWrite = on('blogTags/{id}');
export const blogOnAuthorWrite = on('blogAuthors/{id}');

/** Every five minutes: scheduled posts whose time has come go live. */
export const blogPublishScheduled = onSchedule(
  { schedule: 'every 5 minutes', region: 'us-central1', timeZone: 'UTC' },
  async () => {
    const published = await publishDue();
    // Publishing writes the posts, whose trigger rebuilds the blog; rebuilding
    // here too makes the scheduled time the moment it goes live.
    if (published.length) {
      await rebuildBlog();
      logger.info('Scheduled posts published', { published });
    }
  },
);
