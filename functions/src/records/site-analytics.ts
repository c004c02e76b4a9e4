// The website analytics' documents. Figures are maps of counters merged with
// increments, so they are read leniently (readDay) rather than through a
// record converter:
//   orgs/{orgId}/siteAnalytics/{date}     a day's figures (one read a day shown)
//   orgs/{orgId}/siteVisitors/{date}-{h}  a visitor of a day: steps reached, last seen (TTL)
//   orgs/{orgId}/siteConversions/{id}     a booking or reservation counted once (TTL)
//   siteAnalyticsDays/{date}              the platform's day: each salon's small totals
//   analyticsSalts/current                the living days' salts (functions only; old ones dropped)
import { db } from '../firebase';

export const siteDayDoc = (orgId: string, date: string) =>
  db().doc(`orgs/${orgId}/siteAnalytics/${date}`);
export const siteDaysCollection = (orgId: string) => db().collection(`orgs/${orgId}/siteAnalytics`);
export const siteVisitorDoc = (orgId: string, date: string, hash: string) =>
  db().doc(`orgs/${orgId}/siteVisitors/${date}-${hash}`);
export const siteVisitorsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/siteVisitors`);
export const siteConversionDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/siteConversions/${id}`);
export const platformSiteDayDoc = (date: string) => db().doc(`siteAnalyticsDays/${date}`);
export const platformSiteDaysCollection = () => db().collection('siteAnalyticsDays');
export const analyticsSaltsDoc = () => db().doc('analyticsSalts/current');
