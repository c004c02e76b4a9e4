// What a salon blog's rebuild tells the platform: its counts in
// blogNetwork/{orgId} (the /blog-empire-control list reads one document per
// blog), and its posts the platform picked, kept in step with the posts
// (a picked post taken down or deleted leaves the platform blog).
import { FieldValue } from 'firebase-admin/firestore';
import { MAX_PICKS_SHOWN, pickImage, type PickedPost } from '@chairside/core/blog-network';
import { excerptOf, type Post } from '@chairside/core/blog-view';
import { db } from '../firebase';
import { blogNetworkDoc, blogPicksCollection } from '../records/blog';
import { readableRecords } from '../records/repository';

/** The counts the network list shows for one blog. */
export function networkCounts(posts: readonly Post[]) {
  const by = (status: Post['status']) => posts.filter((p) => p.status === status).length;
  const lastPublished = posts
    .filter((p) => p.status === 'published' && p.published_at)
    .map((p) => p.published_at)
    .sort()
    .at(-1);
  return {
    posts: { published: by('published'), scheduled: by('scheduled'), draft: by('draft') },
    moderated: posts.filter((p) => p.moderation?.state === 'unpublished').length,
    to_review: posts.filter((p) => p.moderation?.state === 'republished').length,
    needs_review: posts.some((p) => p.moderation?.state === 'republished'),
    last_published_at: lastPublished ?? null,
  };
}

/** The platform blog's picks, newest picked first (read by the platform blog's rebuild). */
export async function readPicks(): Promise<PickedPost[]> {
  const snap = await blogPicksCollection()
    .orderBy('picked_at', 'desc')
    .limit(MAX_PICKS_SHOWN)
    .get();
  return readableRecords(snap.docs).map(({ id: _id, ...pick }) => pick);
}

/**
 * After a salon blog's rebuild: its counts, and its picks brought up to date
 * (title, excerpt, image) or removed when the post is no longer live.
 */
export async function syncNetwork(orgId: string, posts: readonly Post[], live: readonly Post[]) {
  const picks = await blogPicksCollection().where('org_id', '==', orgId).get();
  const liveById = new Map(live.map((p) => [p.id, p]));
  const batch = db().batch();
  let kept = 0;
  for (const doc of readableRecords(picks.docs)) {
    const post = liveById.get(doc.post_id);
    const ref = blogPicksCollection().doc(doc.id);
    if (!post) {
      batch.delete(ref);
      continue;
    }
    kept++;
    const fresh = {
      title: post.title,
      excerpt: excerptOf(post.excerpt, post.html_content),
      featured_image: pickImage(doc.url, post.featured_image),
      published_at: post.published_at,
      url: doc.url.replace(/\/blog\/[^/?#]+$/, `/blog/${post.slug}`),
    };
    if (Object.entries(fresh).some(([k, v]) => doc[k as keyof typeof fresh] !== v))
      batch.update(ref, fresh);
  }
  batch.set(
    blogNetworkDoc(orgId),
    { ...networkCounts(posts), picks: kept, updated_at: FieldValue.serverTimestamp() } as never,
    { merge: true },
  );
  await batch.commit();
}
