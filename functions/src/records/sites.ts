// orgs/{orgId}/site/draft, publicSites/{orgId} and domains/{host}.
import { ZDomainRecord, ZPublicSiteRecord, ZSiteDraftRecord } from '@chairside/core/records/site';
import { db } from '../firebase';
import { converterFor } from './repository';

const drafts = converterFor(ZSiteDraftRecord);
const sites = converterFor(ZPublicSiteRecord);
const domains = converterFor(ZDomainRecord);

export const siteDraftDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/site/draft`).withConverter(drafts);
export const publicSitesCollection = () => db().collection('publicSites').withConverter(sites);
export const publicSiteDoc = (orgId: string) => publicSitesCollection().doc(orgId);
export const domainsCollection = () => db().collection('domains').withConverter(domains);
export const domainDoc = (host: string) => domainsCollection().doc(host);
