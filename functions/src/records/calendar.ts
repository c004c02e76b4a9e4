// orgs/{orgId}/calendarFeeds, calendarFeedSecrets, calendarExports,
// calendarConnections and calendarConnectionSecrets, and the top-level
// calendarChannels (functions write them; see core/records/calendar).
import {
  ZCalendarChannelRecord,
  ZCalendarConnectionRecord,
  ZCalendarConnectionSecretRecord,
  ZBusyCalendarRecord,
  ZPushedEventRecord,
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
const pushedEvents = converterFor(ZPushedEventRecord);
const busyCalendars = converterFor(ZBusyCalendarRecord);
/** The appointments a connection wrote to its calendar (one document each, TTL a day after). */
export const pushedEventsCollection = (orgId: string, id: string) =>
  db()
    .collection(`orgs/${orgId}/calendarConnectionSecrets/${id}/pushedEvents`)
    .withConverter(pushedEvents);
/** The busy events a connection read, one document per calendar. */
export const busyCalendarsCollection = (orgId: string, id: string) =>
  db()
    .collection(`orgs/${orgId}/calendarConnectionSecrets/${id}/busyCalendars`)
    .withConverter(busyCalendars);
/** Every salon's connections, for the reconciliation and renewals that fall due. */
export const allCalendarConnections = () =>
  db().collectionGroup('calendarConnections').withConverter(connections);
export const calendarChannelDoc = (id: string) =>
  db().collection('calendarChannels').withConverter(channels).doc(id);
