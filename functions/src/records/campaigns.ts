// orgs/{orgId}/campaigns (and each one's audience batches), campaignTemplates,
// marketing/settings, marketingTouches and journeyEnrolments: functions only.
import {
  ZAudienceBatchRecord,
  ZCampaignRecord,
  ZCampaignTemplateRecord,
  ZCustomJourneyRecord,
  ZJourneyRunRecord,
  ZSegmentRecord,
  ZEnrolmentRecord,
  ZMarketingSettingsRecord,
  ZMarketingTouchRecord,
} from '@chairside/core/records/campaign';
import { db } from '../firebase';
import { converterFor } from './repository';

const campaigns = converterFor(ZCampaignRecord);
const batches = converterFor(ZAudienceBatchRecord);
const templates = converterFor(ZCampaignTemplateRecord);
const settings = converterFor(ZMarketingSettingsRecord);
const touches = converterFor(ZMarketingTouchRecord);
const enrolments = converterFor(ZEnrolmentRecord);
const customJourneys = converterFor(ZCustomJourneyRecord);
const runs = converterFor(ZJourneyRunRecord);
const segments = converterFor(ZSegmentRecord);

export const campaignsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/campaigns`).withConverter(campaigns);
export const campaignDoc = (orgId: string, id: string) => campaignsCollection(orgId).doc(id);
/** Every salon's campaigns, for the due work. */
export const allCampaigns = () => db().collectionGroup('campaigns').withConverter(campaigns);
export const audienceBatchDoc = (orgId: string, campaignId: string, n: number) =>
  db()
    .doc(`orgs/${orgId}/campaigns/${campaignId}/audience/${String(n).padStart(5, '0')}`)
    .withConverter(batches);
export const audienceBatches = (orgId: string, campaignId: string) =>
  db().collection(`orgs/${orgId}/campaigns/${campaignId}/audience`).withConverter(batches);
export const campaignTemplatesCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/campaignTemplates`).withConverter(templates);
export const marketingSettingsDoc = (orgId: string) =>
  db().doc(`orgs/${orgId}/marketing/settings`).withConverter(settings);
/** Every salon's marketing settings, for the journeys' due work. */
export const allMarketingSettings = () => db().collectionGroup('marketing').withConverter(settings);
export const touchDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/marketingTouches/${clientId}`).withConverter(touches);
export const enrolmentDoc = (orgId: string, id: string) =>
  db().doc(`orgs/${orgId}/journeyEnrolments/${id}`).withConverter(enrolments);
export const customJourneysCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/customJourneys`).withConverter(customJourneys);
export const customJourneyDoc = (orgId: string, id: string) =>
  customJourneysCollection(orgId).doc(id);
export const journeyRunsCollection = (orgId: string, journeyId: string) =>
  db().collection(`orgs/${orgId}/customJourneys/${journeyId}/runs`).withConverter(runs);
export const segmentsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/segments`).withConverter(segments);
