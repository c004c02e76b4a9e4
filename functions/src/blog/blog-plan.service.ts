// The editorial plan: topics a blog means to write about, each with a target
// date (in the salon's zone), shown on the content scheduler's calendar; a
// topic becomes a draft with one click.
import {
  DEFAULT_BLOG_LANGUAGE,
  slugify,
  type PlanInput,
  type PlanItem,
  type Post,
} from '@chairside/core/blog';
import { isoDateIn } from '@chairside/core/staff-profile';
import { ApiError } from '../http/api-error';
import { orgDoc } from '../records/orgs';
import { blogPlanCollection, type BlogScope } from '../records/blog';
import { readableRecords } from '../records/repository';
import type { BlogAccess } from './blog-access';
import { createPost, getPost, listAuthors } from './blog.service';

/** The blog's zone: its salon's, or UTC for the platform's. */
export async function blogTimeZone(blog: BlogScope): Promise<string> {
  if (blog === null) return 'UTC';
  return (await orgDoc(blog).get()).data()?.timeZone ?? 'UTC';
}

export async function listPlan(blog: BlogScope): Promise<PlanItem[]> {
  const snap = await blogPlanCollection(blog).orderBy('target_date').limit(500).get();
  return readableRecords(snap.docs);
}

/** A topic with a target date from today on (the blog's today). */
export async function addPlan(
  blog: BlogScope,
  input: Required<PlanInput>,
  now = new Date(),
): Promise<PlanItem> {
  const today = isoDateIn(now, await blogTimeZone(blog));
  if (input.target_date < today)
    throw new ApiError('validation_failed', 'The topic is not valid.', [
      { path: 'target_date', message: 'Choose today or a later date' },
    ]);
  const ref = blogPlanCollection(blog).doc();
  const item: PlanItem = { id: ref.id, ...input, post_id: '' };
  await ref.set(item);
  return item;
}

export async function deletePlan(blog: BlogScope, id: string): Promise<void> {
  const ref = blogPlanCollection(blog).doc(id);
  if (!(await ref.get()).exists)
    throw new ApiError('not_found', 'This topic is no longer planned.');
  await ref.delete();
}

/**
 * Starts the topic's draft: titled with the topic, its notes as the first
 * paragraph, under the writer's author (an editor's: the blog's first).
 * A topic already written answers its draft.
 */
export async function writePlan(
  blog: BlogScope,
  id: string,
  access: BlogAccess,
): Promise<{ item: PlanItem; post: Post }> {
  const ref = blogPlanCollection(blog).doc(id);
  const item = (await ref.get()).data();
  if (!item) throw new ApiError('not_found', 'This topic is no longer planned.');
  if (item.post_id) {
    const existing = await getPost(blog, item.post_id);
    if (existing) return { item, post: existing };
  }
  const authorId = access.authorIds[0] ?? (await listAuthors(blog))[0]?.id;
  if (!authorId)
    throw new ApiError('conflict', 'Add an author to the blog first: every post has one.');
  const text = item.notes || `Notes for “${item.topic}”: write the post here.`;
  // The topic's words, made unique by the topic's id (two topics may share words).
  const slug = [slugify(item.topic).slice(0, 90), id.slice(0, 6).toLowerCase()]
    .filter(Boolean)
    .join('-');
  const post = await createPost(
    blog,
    {
      title: item.topic.slice(0, 200),
      slug,
      excerpt: '',
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
      },
      html_content: `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      author_id: authorId,
      featured_image: '',
      categories: [],
      tags: [],
      status: 'draft',
      is_featured: false,
      focus_keyword: '',
      language: DEFAULT_BLOG_LANGUAGE,
      published_at: '',
    },
    access,
  );
  await ref.update({ post_id: post.id });
  return { item: { ...item, post_id: post.id }, post };
}
