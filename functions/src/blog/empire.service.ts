// /blog-empire-control: the platform's view of every salon blog and what it
// may do with them (super-admins only, checked by the router): moderate a
// post (taken down with a reason the salon is told by e-mail and in its
// editor), set a salon's monthly batch allowance, and pick salon posts for
// the platform blog.
//
// Reads for a page of 25 blogs: the 25 network documents, their salons and
// sites (50), and two aggregation queries per salon for the month's blog
// views and bookings (each billed as one read): about 125 in all, however
// much traffic the blogs have.
import { AggregateField, FieldPath, FieldValue } from 'firebase-admin/firestore';
import {
  DEFAULT_BATCH_QUOTA,
  draftsLeft,
  pickId,
  pickImage,
  quotaMessage,
  quotaMonth,
  type NetworkAnswer,
  type NetworkBlog,
  type NetworkPost,
} from '@chairside/core/blog-network';
import { excerptOf, normalizePost } from '@chairside/core/blog';
import { addDays } from '@chairside/core/zoned-time';
import { appOriginForSites, siteOrigin } from '../config';
import { adminAuth, db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMail } from '../mail/outbox';
import { moderationMail } from '../mail/templates';
import {
  blogAuthorsCollection,
  blogNetworkCollection,
  blogNetworkDoc,
  blogPicksCollection,
  postsCollection,
} from '../records/blog';
import { orgDoc } from '../records/orgs';
import { getAll, readableRecords } from '../records/repository';
import { siteDaysCollection, siteShardsCollection } from '../records/site-analytics';
import { publicSiteDoc } from '../records/sites';

const PAGE = 25;
const DAYS = 30;

/** The salon's site address, or null while its site is not published. */
async function siteUrls(orgIds: readonly string[]): Promise<(string | null)[]> {
  const sites = await getAll(orgIds.map((id) => publicSiteDoc(id)));
  return sites.map((s) => {
    const slug = s.exists ? (s.data()?.slug ?? '') : '';
    return slug ? siteOrigin(slug) : null;
  });
}

/**
 * The salon's blog views, bookings and booked value over the range (sums of
 * its days and shards). An aggregation of several sums counts only the
 * documents holding every field: a merged day holds them all, and every
 * shard gets all three with its first write (track.service.ts).
 */
async function blogTraffic(orgId: string, from: string) {
  const sums = {
    views: AggregateField.sum('blogViews'),
    bookings: AggregateField.sum('blogBookings'),
    revenue: AggregateField.sum('blogRevenue'),
  };
  const [days, shards] = await Promise.all(
    [siteDaysCollection(orgId), siteShardsCollection(orgId)].map((c) =>
      c.where('date', '>=', from).aggregate(sums).get(),
    ),
  );
  const n = (k: keyof typeof sums) => (days!.data()[k] ?? 0) + (shards!.data()[k] ?? 0);
  return { views: n('views'), bookings: n('bookings'), revenue: n('revenue') };
}

export async function networkList(
  query: { after?: string; review?: 'true' | 'false' },
  now = new Date(),
): Promise<NetworkAnswer> {
  let q = blogNetworkCollection().orderBy(FieldPath.documentId());
  if (query.review === 'true') q = q.where('needs_review', '==', true);
  if (query.after) q = q.startAfter(query.after);
  const [page, totals] = await Promise.all([
    q.limit(PAGE + 1).get(),
    blogNetworkCollection()
      .aggregate({
        blogs: AggregateField.count(),
        published: AggregateField.sum('posts.published'),
      })
      .get(),
  ]);
  const records = readableRecords(page.docs).slice(0, PAGE);
  const ids = records.map((r) => r.id);
  const from = addDays(now.toISOString().slice(0, 10), -(DAYS - 1));
  const [orgs, urls, traffic] = await Promise.all([
    getAll(ids.map((id) => orgDoc(id))),
    siteUrls(ids),
    Promise.all(ids.map((id) => blogTraffic(id, from))),
  ]);
  const blogs = records.map((r, i): NetworkBlog => {
    const org = orgs[i]?.data();
    const quota = r.batch_quota ?? DEFAULT_BATCH_QUOTA;
    const left = draftsLeft(r.batch_usage, quota, now);
    return {
      orgId: r.id,
      name: org?.name ?? r.id,
      url: urls[i] ? `${urls[i]}/blog` : null,
      currency: org?.currency ?? 'USD',
      posts: r.posts,
      moderated: r.moderated,
      to_review: r.to_review,
      last_published_at: r.last_published_at,
      ...traffic[i]!,
      batch: { quota, custom: r.batch_quota !== null, used: quota - left, left },
      picks: r.picks,
    };
  });
  const t = totals.data();
  return {
    blogs,
    next: page.size > PAGE ? (ids.at(-1) ?? null) : null,
    totals: { blogs: t.blogs, published: t.published ?? 0 },
    default_quota: DEFAULT_BATCH_QUOTA,
  };
}

/** One salon blog's posts, newest first, with each one's views and bookings over the last 30 days. */
export async function networkPosts(orgId: string, now = new Date()): Promise<NetworkPost[]> {
  const from = addDays(now.toISOString().slice(0, 10), -(DAYS - 1));
  const [postSnap, days, shards, [url], picks, authors] = await Promise.all([
    postsCollection(orgId).get(),
    siteDaysCollection(orgId).where('date', '>=', from).get(),
    siteShardsCollection(orgId).where('date', '>=', from).get(),
    siteUrls([orgId]),
    blogPicksCollection().where('org_id', '==', orgId).get(),
    blogAuthorsCollection(orgId).get(),
  ]);
  const views = new Map<string, number>();
  const bookings = new Map<string, number>();
  const add = (into: Map<string, number>, m: unknown) => {
    for (const [k, v] of Object.entries((m ?? {}) as Record<string, unknown>))
      if (typeof v === 'number') into.set(k, (into.get(k) ?? 0) + v);
  };
  for (const d of [...days.docs, ...shards.docs]) {
    add(views, d.get('postViews'));
    add(bookings, d.get('bookingsByPost'));
  }
  const picked = new Set(picks.docs.map((d) => d.get('post_id') as string));
  const authorName = new Map(readableRecords(authors.docs).map((a) => [a.id, a.name]));
  return readableRecords(postSnap.docs)
    .map((d) => normalizePost(d.id, d))
    .sort((a, b) => (b.published_at || b.created_at).localeCompare(a.published_at || a.created_at))
    .map((p) => ({
      id: p.id,
      title: p.title,
      slug: p.slug,
      status: p.status,
      published_at: p.published_at,
      url: url && p.status === 'published' ? `${url}/blog/${p.slug}` : null,
      author_name: authorName.get(p.author_id) ?? '',
      moderation: p.moderation ?? null,
      picked: picked.has(p.id),
      views: views.get(p.slug) ?? 0,
      bookings: bookings.get(p.slug) ?? 0,
    }));
}

/** The owner's address, for telling the salon. */
async function ownerOf(orgId: string) {
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'This salon no longer exists.');
  const owner = org.ownerId
    ? await adminAuth()
        .getUser(org.ownerId)
        .catch(() => null)
    : null;
  return { name: org.name, email: owner?.email ?? null };
}

/**
 * Takes a live post down: it becomes a draft carrying the reason, its
 * editors see why, and the owner gets an e-mail (queued with the change).
 * Its pick on the platform blog goes with it (the salon's rebuild).
 */
export async function unpublishPost(
  orgId: string,
  postId: string,
  reason: string,
  caller: Caller,
  now = new Date(),
): Promise<{ mailed: boolean }> {
  const salon = await ownerOf(orgId);
  const ref = postsCollection(orgId).doc(postId);
  return db().runTransaction(async (tx) => {
    const post = (await tx.get(ref)).data();
    if (!post) throw new ApiError('not_found', 'This post no longer exists.');
    const status = post['status'];
    if (status !== 'published' && status !== 'scheduled')
      throw new ApiError(
        'conflict',
        'This post is not live or scheduled: there is nothing to take down.',
      );
    tx.update(ref, {
      status: 'draft',
      moderation: { reason, at: now.toISOString(), state: 'unpublished', by: caller.uid },
      updated_at: now,
    });
    if (!salon.email) return { mailed: false };
    const queued = await queueMail(
      moderationMail({
        to: salon.email,
        orgName: salon.name,
        title: String(post['title'] ?? ''),
        reason,
        url: `${appOriginForSites()}/salon-blog/posts/edit/${postId}`,
      }),
      { orgId, key: `moderation-${orgId}-${postId}-${now.getTime()}`, tx },
    );
    return { mailed: queued.willSend };
  });
}

/** The platform looked at a post published again after moderation: the mark goes. */
export async function clearModeration(orgId: string, postId: string): Promise<void> {
  const ref = postsCollection(orgId).doc(postId);
  await db().runTransaction(async (tx) => {
    const post = (await tx.get(ref)).data();
    if (!post) throw new ApiError('not_found', 'This post no longer exists.');
    const state = (post['moderation'] as { state?: string } | undefined)?.state;
    if (state !== 'republished')
      throw new ApiError(
        'conflict',
        'Only a post its salon published again can be marked as looked at.',
      );
    tx.update(ref, { moderation: FieldValue.delete() });
  });
}

export async function setBatchQuota(orgId: string, quota: number | null): Promise<void> {
  if (!(await orgDoc(orgId).get()).exists)
    throw new ApiError('not_found', 'This salon no longer exists.');
  await blogNetworkDoc(orgId).set({ batch_quota: quota } as never, { merge: true });
}

/**
 * Reserves `n` batch drafts of the month's allowance, or refuses with what
 * is left. `release` gives back what a failed batch did not write.
 */
export async function reserveDrafts(orgId: string, n: number, now = new Date()) {
  const ref = blogNetworkDoc(orgId);
  const month = quotaMonth(now);
  await db().runTransaction(async (tx) => {
    const r = (await tx.get(ref)).data();
    const quota = r?.batch_quota ?? DEFAULT_BATCH_QUOTA;
    const left = draftsLeft(r?.batch_usage, quota, now);
    if (n > left) throw new ApiError('rate_limited', quotaMessage(left, quota, n));
    const used = quota - left + n;
    tx.set(ref, { batch_usage: { month, used } } as never, { merge: true });
  });
  return {
    release: async (unused: number) => {
      if (unused <= 0) return;
      await db().runTransaction(async (tx) => {
        const usage = (await tx.get(ref)).data()?.batch_usage;
        if (usage?.month !== month) return;
        tx.set(ref, { batch_usage: { month, used: Math.max(0, usage.used - unused) } } as never, {
          merge: true,
        });
      });
    },
  };
}

/** Puts a live salon post on the platform blog (a card linking to the salon's own site). */
export async function pickPost(orgId: string, postId: string, now = new Date()): Promise<void> {
  const [salon, [url], snap] = await Promise.all([
    orgDoc(orgId).get(),
    siteUrls([orgId]),
    postsCollection(orgId).doc(postId).get(),
  ]);
  const raw = snap.data();
  if (!raw) throw new ApiError('not_found', 'This post no longer exists.');
  const post = normalizePost(postId, raw);
  if (post.status !== 'published')
    throw new ApiError('conflict', 'Only a published post can go on the platform blog.');
  if (!url)
    throw new ApiError(
      'conflict',
      "This salon's website is not published, so the post has no public address to link to.",
    );
  const ref = blogPicksCollection().doc(pickId(orgId, postId));
  await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, {
      id: ref.id,
      org_id: orgId,
      post_id: postId,
      salon_name: salon.data()?.name ?? '',
      url: `${url}/blog/${post.slug}`,
      title: post.title,
      excerpt: excerptOf(post.excerpt, post.html_content),
      featured_image: pickImage(url, post.featured_image),
      published_at: post.published_at,
      picked_at: now.toISOString(),
    });
    tx.set(blogNetworkDoc(orgId), { picks: FieldValue.increment(1) } as never, { merge: true });
  });
}

export async function unpickPost(orgId: string, postId: string): Promise<void> {
  const ref = blogPicksCollection().doc(pickId(orgId, postId));
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return;
    tx.delete(ref);
    tx.set(blogNetworkDoc(orgId), { picks: FieldValue.increment(-1) } as never, { merge: true });
  });
}
