// Posts of the salon's work: a portfolio photo (the client consented) with a
// caption, to one or more connected networks, now or at a time. Each network
// is tried on its own: Instagram's container may take a while (checked again
// a minute later), a posting limit or a busy network is tried again later
// (2, 4, 8 … minutes; at most five tries), a refusal is kept in the network's
// words, and a network that stopped granting access asks to be connected
// again. A run holds the post (a lease) so two runs never post it twice; due
// work ("what is due at T": the post's dueAt) runs it at its time.
import type { SocialPostView } from '@chairside/core/contracts/social';
import type { NetworkResult, SocialPostRecord } from '@chairside/core/records/social';
import {
  NETWORK_RULES,
  POST_TRIES,
  postProblems,
  postStatus,
  retryDelayMs,
  type SocialNetwork,
  type ZSocialPostInput,
} from '@chairside/core/social';
import type { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import { appOriginForSites } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { timeOf, type DueKind } from '../platform/due';
import {
  allSocialPosts,
  portfolioDoc,
  socialConnectionsCollection,
  socialPostDoc,
  socialPostsCollection,
} from '../records/social';
import { MANAGERS, READERS, needsReconnect, tokensFor } from './connections.service';
import { SocialProblem } from './providers/types';

const MINUTE = 60_000;
/** Instagram's and TikTok's processing is checked this often, this many times. */
const CHECKS = 30;

export function postView(p: SocialPostRecord): SocialPostView {
  return {
    id: p.id,
    caption: p.caption,
    title: p.title,
    photoUrl: p.photoUrl,
    networks: p.networks,
    results: Object.fromEntries(
      Object.entries(p.results).map(([n, r]) => [
        n,
        { status: r.status, url: r.url, error: r.error, attempts: r.attempts },
      ]),
    ),
    status: p.status,
    sendAt: p.sendAt.toISOString(),
    createdAt: p.createdAt.toISOString(),
  };
}

const absolute = (url: string) => (url.startsWith('/') ? `${appOriginForSites()}${url}` : url);

export async function createPost(
  caller: Caller,
  input: z.output<typeof ZSocialPostInput>,
  now = new Date(),
) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'post to social networks' });
  const [photo, connections] = await Promise.all([
    portfolioDoc(input.orgId, input.photoId).get(),
    socialConnectionsCollection(input.orgId).get(),
  ]);
  const p = photo.data();
  if (!p)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      { path: 'photoId', message: 'Choose a photo from the portfolio' },
    ]);
  if (!p.consent.given)
    throw new ApiError('validation_failed', 'The post is not valid.', [
      { path: 'photoId', message: 'The client has not agreed to this photo being shown' },
    ]);
  const byNetwork = new Map(connections.docs.map((d) => [d.id, d.data()]));
  const problems: { path: string; message: string }[] = [];
  for (const network of input.networks) {
    const c = byNetwork.get(network);
    const name = NETWORK_RULES[network].name;
    if (!c || c.status === 'reconnect' || !c.target)
      problems.push({
        path: 'networks',
        message: !c
          ? `Connect ${name} first`
          : c.status === 'reconnect'
            ? `Connect ${name} again: it no longer lets Chairside post`
            : `Choose where on ${name} to post`,
      });
    for (const message of postProblems(network, {
      caption: input.caption,
      title: input.title,
      media: { kind: 'image', width: 1080, height: 1350 },
    }))
      problems.push({ path: 'caption', message });
  }
  const sendAt = input.sendAt ? new Date(input.sendAt) : now;
  if (sendAt.getTime() < now.getTime() - MINUTE)
    problems.push({ path: 'sendAt', message: 'That time has passed: choose one in the future' });
  if (problems.length) throw new ApiError('validation_failed', 'The post is not valid.', problems);
  const id = `${sendAt.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
  const waiting: NetworkResult = {
    status: 'waiting',
    remoteId: '',
    url: '',
    error: '',
    attempts: 0,
    nextAt: sendAt.getTime(),
  };
  const post: SocialPostRecord = {
    id,
    caption: input.caption,
    title: input.title,
    link: input.link,
    photoId: p.id,
    photoUrl: absolute(p.photoUrl),
    networks: input.networks,
    results: Object.fromEntries(input.networks.map((n) => [n, { ...waiting }])),
    status: 'scheduled',
    dueAt: sendAt,
    leaseUntil: null,
    sendAt,
    createdBy: caller.uid,
    createdAt: now,
    updatedAt: now,
  };
  await socialPostDoc(input.orgId, id).create(post);
  // Now means now: the owner sees each network's outcome in the answer.
  if (sendAt <= now) await runPost(input.orgId, id, now);
  return { post: postView((await socialPostDoc(input.orgId, id).get()).data()!) };
}

export async function listPosts(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, READERS, { action: 'see social posts' });
  const page = await socialPostsCollection(orgId).orderBy('createdAt', 'desc').limit(50).get();
  return { posts: page.docs.map((d) => postView(d.data())) };
}

export async function cancelPost(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'post to social networks' });
  const ref = socialPostDoc(orgId, id);
  const post = await db().runTransaction(async (tx) => {
    const p = (await tx.get(ref)).data();
    if (!p) throw new ApiError('not_found', 'There is no such post.');
    if (p.status !== 'scheduled')
      throw new ApiError('conflict', 'Only a post that has not gone yet can be cancelled.');
    const next = { ...p, status: 'cancelled' as const, dueAt: null, updatedAt: new Date() };
    tx.set(ref, next);
    return next;
  });
  return { post: postView(post) };
}

/** One network's attempt: what its result becomes. */
async function attempt(
  orgId: string,
  network: SocialNetwork,
  post: SocialPostRecord,
  r: NetworkResult,
  now: number,
): Promise<NetworkResult> {
  const tries = r.attempts + 1;
  try {
    const found = await tokensFor(orgId, network, now);
    if (!found?.connection.target)
      return {
        ...r,
        status: 'failed',
        attempts: tries,
        nextAt: 0,
        error: `${NETWORK_RULES[network].name} is no longer connected.`,
      };
    const { client, tokens, connection } = found;
    const progress =
      r.status === 'processing'
        ? await client.check(tokens, connection.target!, r.remoteId)
        : await client.publish(tokens, connection.target!, {
            caption: post.caption,
            title: post.title,
            link: post.link,
            photoUrl: post.photoUrl,
          });
    if (progress.status === 'posted')
      return {
        ...r,
        status: 'posted',
        remoteId: progress.remoteId,
        url: progress.url,
        error: '',
        attempts: tries,
        nextAt: 0,
      };
    if (tries >= CHECKS)
      return {
        ...r,
        status: 'failed',
        attempts: tries,
        nextAt: 0,
        error: `${NETWORK_RULES[network].name} was still processing it after half an hour.`,
      };
    return {
      ...r,
      status: 'processing',
      remoteId: progress.remoteId,
      attempts: tries,
      nextAt: now + MINUTE,
    };
  } catch (err) {
    const problem = err instanceof SocialProblem ? err : new SocialProblem('retry', String(err));
    logger.warn('Social post attempt failed', {
      orgId,
      network,
      kind: problem.kind,
      message: problem.message,
    });
    if (problem.kind === 'reconnect') {
      await needsReconnect(orgId, network, problem.message);
      return { ...r, status: 'failed', attempts: tries, nextAt: 0, error: problem.message };
    }
    if (problem.kind === 'refused' || tries >= POST_TRIES)
      return { ...r, status: 'failed', attempts: tries, nextAt: 0, error: problem.message };
    const wait = problem.kind === 'limit' ? 60 * MINUTE : retryDelayMs(tries);
    return {
      ...r,
      status: r.status === 'processing' ? 'processing' : 'waiting',
      attempts: tries,
      nextAt: now + wait,
      error: problem.message,
    };
  }
}

/** Runs a post's due networks at `now`; answers what it did in words, or null. */
export async function runPost(orgId: string, id: string, now = new Date()): Promise<string | null> {
  const ref = socialPostDoc(orgId, id);
  const t = now.getTime();
  const held = await db().runTransaction(async (tx) => {
    const p = (await tx.get(ref)).data();
    if (!p?.dueAt || p.dueAt.getTime() > t || p.status === 'cancelled') return null;
    if (p.leaseUntil && p.leaseUntil.getTime() > Date.now()) return null;
    tx.update(ref, { leaseUntil: new Date(Date.now() + 2 * MINUTE), status: 'posting' });
    return p;
  });
  if (!held) return null;
  const results = { ...held.results };
  for (const network of held.networks) {
    const r = results[network]!;
    if ((r.status === 'waiting' || r.status === 'processing') && r.nextAt <= t)
      results[network] = await attempt(orgId, network, held, r, t);
  }
  const pending = Object.values(results)
    .filter((r) => r.nextAt > 0)
    .map((r) => r.nextAt);
  const status = postStatus(held.networks.map((n) => results[n]!.status));
  await ref.update({
    results,
    status,
    dueAt: pending.length ? new Date(Math.min(...pending)) : null,
    leaseUntil: null,
    updatedAt: new Date(),
  });
  return status;
}

/** Posts whose time (or a network's next try) has come. */
export const socialPostsDue: DueKind = {
  document: 'orgs/{orgId}/socialPosts/{id}',
  dueAt: (d) => timeOf(d['dueAt']),
  due: async (now, limit) => {
    const page = await allSocialPosts().where('dueAt', '<=', now).limit(limit).get();
    return page.docs.map((d) => ({ orgId: d.ref.parent.parent!.id, id: d.id }));
  },
  run: ({ orgId, id }, now) => runPost(orgId, id, now),
};
