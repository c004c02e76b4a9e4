// The website analytics' documents. Figures are maps of counters merged with
// increments, so they are read leniently (readDay) rather than through a
// record converter:
//   orgs/{orgId}/siteAnalyticsShards/{date}-{k}  today's figures, k of SHARDS (each hit
//                                                increments one, chosen at random)
//   orgs/{orgId}/siteAnalytics/{date}           a finished day's figures, the shards merged
//                                                (one read a day shown)
//   orgs/{orgId}/siteVisitors/{date}-{h}        a visitor of a day: steps reached, last seen (TTL)
//   orgs/{orgId}/siteVisitorSteps/{date}-{h}-{step}  a step a visitor reached (TTL)
//   orgs/{orgId}/siteConversions/{id}           a booking or reservation counted once (TTL)
//   analyticsSalts/current                      the living days' salts (functions only)
import { db } from '../firebase';

/** A day's figures are spread over this many documents while the day is on (4 writes a second). */
export const SHARDS = 4;

export const siteDayDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/siteAnalytics/${date}`);
export const siteDaysCollection = (orgId: string) => db().collection(`orgs/${orgId}/siteAnalytics`);
export const siteShardDoc = (orgId: string, date: string, k: number) =>
  db().doc(`orgs/${orgId}/siteAnalyticsShards/${date}-${k}`);
export const siteShardsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/siteAnalyticsShards`);
export const allSiteDays = () => db().collectionGroup('siteAnalytics');
export const allSiteShards = () => db().collectionGroup('siteAnalyticsShards');
export const siteVisitorDoc = (orgId: string, date: string, hash: string) =>
  db().doc(`orgs/${orgId}/siteVisitors/${date}-${hash}`);
export const siteStepDoc = (orgId: string, date: string, hash: string, step: string) =>
  db().doc(`orgs/${orgId}/siteVisitorSteps/${date}-${hash}-${step}`);
export const siteVisitorsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/siteVisitors`);
export const siteConversionDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/siteConversions/${id}`);
export const analyticsSaltsDoc = () => db().doc('analyticsSalts/current');
