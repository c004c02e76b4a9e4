// orgs/{orgId}/notifications (the queue) and smsOptOuts/{e164} (functions only).
import {
  ZNotificationPrefsRecord,
  ZNotificationRecord,
  ZNotificationTemplateRecord,
  ZSmsOptOutRecord,
} from '@chairside/core/records/notification';
import { db } from '../firebase';
import { converterFor } from './repository';

const notifications = converterFor(ZNotificationRecord);
const optOuts = converterFor(ZSmsOptOutRecord);
const prefs = converterFor(ZNotificationPrefsRecord);
const templates = converterFor(ZNotificationTemplateRecord);

export const notificationsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/notifications`).withConverter(notifications);
export const notificationDoc = (orgId: string, id: string) =>
  notificationsCollection(orgId).doc(id);
/** Every salon's queue, for the due sender. */
export const allNotifications = () =>
  db().collectionGroup('notifications').withConverter(notifications);
export const smsOptOutDoc = (e164: string) => db().doc(`smsOptOuts/${e164}`).withConverter(optOuts);
/** orgs/{orgId}/notificationPrefs/{clientId}: how a client hears about appointments. */
export const preferencesDoc = (orgId: string, clientId: string) =>
  db().doc(`orgs/${orgId}/notificationPrefs/${clientId}`).withConverter(prefs);
/** orgs/{orgId}/notificationTemplates/{kind}-{channel}: a salon's own wording. */
export const templateDoc = (orgId: string, kind: string, channel: string) =>
  db().doc(`orgs/${orgId}/notificationTemplates/${kind}-${channel}`).withConverter(templates);
