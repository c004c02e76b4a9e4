// orgs/{orgId}/calendarFeeds, calendarFeedSecrets and calendarExports
// (functions write them; see core/records/calendar).
import {
  ZCalendarExportRecord,
  ZCalendarFeedRecord,
  ZCalendarFeedSecretRecord,
} from '@chairside/core/records/calendar';
import { db } from '../firebase';
import { converterFor } from './repository';

const feeds = converterFor(ZCalendarFeedRecord);
const secrets = converterFor(ZCalendarFeedSecretRecord);
const exports_ = converterFor(ZCalendarExportRecord);

export const calendarFeedsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/calendarFeeds`).withConverter(feeds);
export const calendarFeedDoc = (orgId: string, id: string) =>
  calendarFeedsCollection(orgId).doc(id);
export const calendarFeedSecretDoc = (orgId: string, id: string) =>
  db().collection(`orgs/${orgId}/calendarFeedSecrets`).withConverter(secrets).doc(id);
export const calendarExportDoc = (orgId: string, key: string) =>
  db().collection(`orgs/${orgId}/calendarExports`).withConverter(exports_).doc(key);
/** Every salon's feeds, for the refresh that fetches those due. */
export const allCalendarFeeds = () => db().collectionGroup('calendarFeeds').withConverter(feeds);
