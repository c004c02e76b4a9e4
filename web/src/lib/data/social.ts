// Social in the browser, through the API: the connected accounts, posts and
// the portfolio (tokens stay on the server; the browser only ever sees who
// is connected and what was posted).
import { socialContracts as c } from '@chairside/core/contracts/social';
import type { SocialPostInput, SocialNetwork } from '@chairside/core/social';
import { call, upload } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

export const useSocialConnections = (orgId: string) =>
  useContract(c.connections, { query: { orgId }, secure: true });

export const useSocialPosts = (orgId: string) =>
  useContract(
    c.posts,
    { query: { orgId }, secure: true },
    {
      refetchInterval: (q) =>
        q.state.data?.posts.some((p) => p.status === 'posting') ? 10_000 : false,
    },
  );

export const usePortfolio = (orgId: string) =>
  useContract(c.portfolio, { query: { orgId }, secure: true });

/** Sends the browser to the network's sign-in; it comes back to /social-callback. */
export async function connectNetwork(orgId: string, network: SocialNetwork) {
  const { url } = await call(c.auth, { params: { network }, body: { orgId }, secure: true });
  window.location.assign(url);
}

export async function finishNetwork(answer: {
  state: string;
  code?: string;
  error?: string;
  error_description?: string;
}) {
  const done = await call(c.callback, { body: answer, secure: true });
  await invalidateContracts(c.connections);
  return done.connection;
}

export async function chooseTarget(orgId: string, network: SocialNetwork, targetId: string) {
  await call(c.target, { params: { network }, body: { orgId, targetId }, secure: true });
  await invalidateContracts(c.connections);
}

export async function disconnectNetwork(orgId: string, network: SocialNetwork) {
  await call(c.disconnect, { params: { network }, query: { orgId }, secure: true });
  await invalidateContracts(c.connections);
}

export async function createPost(input: SocialPostInput) {
  const answer = await call(c.createPost, { body: input, secure: true });
  await invalidateContracts(c.posts, c.connections);
  return answer.post;
}

export async function cancelPost(orgId: string, id: string) {
  await call(c.cancelPost, { params: { id }, body: { orgId }, secure: true });
  await invalidateContracts(c.posts);
}

export async function addPortfolioPhoto(
  fields: {
    orgId: string;
    staffId: string;
    serviceIds: string;
    caption: string;
    consent: 'yes';
    consentNote: string;
  },
  file: File,
) {
  const answer = await upload(c.addPhoto, fields, file);
  await invalidateContracts(c.portfolio);
  return answer.photo;
}

export async function updatePortfolioPhoto(
  orgId: string,
  id: string,
  change: { caption?: string; showOnSite?: boolean },
) {
  await call(c.updatePhoto, { params: { id }, body: { orgId, ...change }, secure: true });
  await invalidateContracts(c.portfolio);
}

export async function deletePortfolioPhoto(orgId: string, id: string) {
  await call(c.deletePhoto, { params: { id }, query: { orgId }, secure: true });
  await invalidateContracts(c.portfolio);
}
