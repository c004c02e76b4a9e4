// orgs/{orgId}/socialConnections, socialSecrets, socialPosts and portfolio:
// functions only.
import {
  ZPortfolioRecord,
  ZSocialConnectionRecord,
  ZSocialPostRecord,
} from '@chairside/core/records/social';
import { db } from '../firebase';
import { converterFor } from './repository';

const connections = converterFor(ZSocialConnectionRecord);
const posts = converterFor(ZSocialPostRecord);
const portfolio = converterFor(ZPortfolioRecord);

export const socialConnectionsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/socialConnections`).withConverter(connections);
export const socialConnectionDoc = (orgId: string, network: string) =>
  socialConnectionsCollection(orgId).doc(network);
export const socialSecretDoc = (orgId: string, network: string) =>
  db().doc(`orgs/${orgId}/socialSecrets/${network}`);
export const socialPostsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/socialPosts`).withConverter(posts);
export const socialPostDoc = (orgId: string, id: string) => socialPostsCollection(orgId).doc(id);
/** Every salon's posts, for the work that falls due. */
export const allSocialPosts = () => db().collectionGroup('socialPosts').withConverter(posts);
export const portfolioCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/portfolio`).withConverter(portfolio);
export const portfolioDoc = (orgId: string, id: string) => portfolioCollection(orgId).doc(id);
