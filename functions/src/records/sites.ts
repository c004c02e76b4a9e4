// orgs/{orgId}/site/draft, publicSites/{orgId} (with its products) and domains/{host}.
import {
  ZDomainRecord,
  ZPublicProductRecord,
  ZPublicSiteRecord,
  ZSiteDraftRecord,
} from '@chairside/core/records/site';
import { db } from '../firebase';
import { converterFor } from './repository';

const drafts = converterFor(ZSiteDraftRecord);
const sites = converterFor(ZPublicSiteRecord);
const domains = converterFor(ZDomainRecord);
const products = converterFor(ZPublicProductRecord);

export const siteDraftDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/site/draft`).withConverter(drafts);
export const publicSitesCollection = () => db().collection('publicSites').withConverter(sites);
export const publicSiteDoc = (orgId: string) => publicSitesCollection().doc(orgId);
/** A product of the published shop, whole (the site document holds its card). */
export const publicProductsCollection = (orgId: string) =>
  publicSiteDoc(orgId).collection('products').withConverter(products);
export const publicProductDoc = (orgId: string, id: string) =>
  publicProductsCollection(orgId).doc(id);
export const domainsCollection = () => db().collection('domains').withConverter(domains);
export const domainDoc = (host: string) => domainsCollection().doc(host);
