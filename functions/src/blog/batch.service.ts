// Batch drafts: a post on each of a list of topics, written through the AI
// layer (the built-in writer offline) from the salon's facts, each a draft for
// review unless the owner chose to publish them at once.
import { draftContent, topicService } from '@chairside/core/ai/blog-post';
import { DEFAULT_BLOG_LANGUAGE, slugify, type Post } from '@chairside/core/blog';
import { blogFacts, writeBlogDraft } from '../ai';
import { ApiError } from '../http/api-error';
import type { BlogAccess } from './blog-access';
import { createPost, listAllPosts, listAuthors } from './blog.service';
import { reserveDrafts } from './empire.service';

export interface BatchResult {
  posts: Post[];
  writer: 'built-in' | 'model';
  provider: string;
  removed: number;
}

/** A slug not yet taken in this blog: the title's, or with -2, -3… after it. */
function freeSlug(title: string, taken: Set<string>): string {
  const base = slugify(title).slice(0, 100) || 'post';
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export async function batchDrafts(
  access: BlogAccess,
  input: { topics: string[]; writer: 'auto' | 'built-in'; publish: boolean },
): Promise<BatchResult> {
  const orgId = access.blog;
  if (orgId === null)
    throw new ApiError('validation_failed', "Batch drafts are written from a salon's own facts.");
  if (input.publish && access.role !== 'editor')
    throw new ApiError('forbidden', "Only the salon's owners and managers can publish at once.");
  const [facts, authors, existing] = await Promise.all([
    blogFacts(orgId),
    listAuthors(orgId),
    listAllPosts(orgId),
  ]);
  const authorId = access.authorIds[0] ?? authors[0]?.id;
  if (!authorId)
    throw new ApiError('conflict', 'Add an author to the blog first: every post has one.');
  const taken = new Set(existing.map((p) => p.slug));
  // The month's allowance the platform gives each blog (blog-empire-control).
  const reserved = await reserveDrafts(orgId, input.topics.length);
  const posts: Post[] = [];
  try {
    return await writeAll(access, orgId, input, { facts, authorId, taken, posts });
  } finally {
    await reserved.release(input.topics.length - posts.length);
  }
}

async function writeAll(
  access: BlogAccess,
  orgId: string,
  input: { topics: string[]; writer: 'auto' | 'built-in'; publish: boolean },
  {
    facts,
    authorId,
    taken,
    posts,
  }: {
    facts: Awaited<ReturnType<typeof blogFacts>>;
    authorId: string;
    taken: Set<string>;
    posts: Post[];
  },
): Promise<BatchResult> {
  let writer: BatchResult['writer'] = 'built-in';
  let provider = 'built-in';
  let removed = 0;
  for (const [i, topic] of input.topics.entries()) {
    const answer = await writeBlogDraft({
      orgId,
      uid: access.uid,
      facts,
      topic,
      seed: i + 1,
      writer: input.writer,
    });
    writer = answer.writer;
    provider = answer.provider;
    removed += answer.flags.filter((f) => f.action === 'removed').length;
    const draft = answer.output;
    // The topic's own service gets a booking block (a link to book for a topic no service fits).
    const { html, doc } = draftContent(draft, topicService(facts, topic));
    posts.push(
      await createPost(
        orgId,
        {
          title: draft.title,
          slug: freeSlug(draft.title, taken),
          excerpt: draft.excerpt,
          content: doc,
          html_content: html,
          author_id: authorId,
          featured_image: '',
          categories: [],
          tags: [],
          status: input.publish ? 'published' : 'draft',
          is_featured: false,
          focus_keyword: draft.focus_keyword,
          language: DEFAULT_BLOG_LANGUAGE,
          published_at: '',
        },
        access,
      ),
    );
  }
  return { posts, writer, provider, removed };
}
