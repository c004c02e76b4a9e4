// The network of salon blogs for platform administrators (/blog-empire-control).
import { blogEmpireContracts as c } from '@chairside/core/contracts/blog-empire';
import { call } from '../api/api';
import { invalidateArea, useContract } from '../api/contract-query';

export const useNetworkBlogs = (after: string | undefined, review: boolean) =>
  useContract(
    c.blogs,
    { query: { ...(after ? { after } : {}), ...(review ? { review: 'true' } : {}) }, secure: true },
    { staleTime: 30_000 },
  );

export const useNetworkPosts = (orgId: string | null) =>
  useContract(
    c.posts,
    { params: { orgId: orgId ?? '' }, secure: true },
    { enabled: !!orgId, staleTime: 15_000 },
  );

/** After a change every list of the screen is asked for again. */
const changed = () => invalidateArea(c.blogs.area);

export const empireCalls = {
  unpublish: (orgId: string, postId: string, reason: string) =>
    call(c.unpublish, { params: { orgId, postId }, body: { reason }, secure: true }).finally(
      changed,
    ),
  reviewed: (orgId: string, postId: string) =>
    call(c.reviewed, { params: { orgId, postId }, secure: true }).finally(changed),
  quota: (orgId: string, batch_quota: number | null) =>
    call(c.quota, { params: { orgId }, body: { batch_quota }, secure: true }).finally(changed),
  pick: (orgId: string, postId: string, on: boolean) =>
    call(on ? c.pick : c.unpick, { params: { orgId, postId }, secure: true }).finally(changed),
};
