// orgs/{orgId}/calendarFeeds, calendarFeedSecrets, calendarExports,
// calendarConnections and calendarConnectionSecrets, and the top-level
// calendarChannels (functions write them; see core/records/calendar).
import {
  ZCalendarChannelRecord,
  ZCalendarConnectionRecord,
  ZCalendarConnectionSecretRecord,
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

const connections = converterFor(ZCalendarConnectionRecord);
const connectionSecrets = converterFor(ZCalendarConnectionSecretRecord);
const channels = converterFor(ZCalendarChannelRecord);

export const calendarConnectionsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/calendarConnections`).withConverter(connections);
export const calendarConnectionDoc = (orgId: string, id: string) =>
  calendarConnectionsCollection(orgId).doc(id);
export const calendarConnectionSecretDoc = (orgId: string, id: string) =>
  db()
    .collection(`orgs/${orgId}/calendarConnectionSecrets`)
    .withConverter(connectionSecrets)
    .doc(id);
/** Every salon's connections, for the reconciliation and renewals that fall due. */
export const allCalendarConnections = () =>
  db().collectionGroup('calendarConnections').withConverter(connections);
export const calendarChannelDoc = (id: string) =>
  db().collection('calendarChannels').withConverter(channels).doc(id);
