// orgs/{orgId}/notifications (the queue) and smsOptOuts/{e164} (functions only).
import { ZNotificationRecord, ZSmsOptOutRecord } from '@chairside/core/records/notification';
import { db } from '../firebase';
import { converterFor } from './repository';

const notifications = converterFor(ZNotificationRecord);
const optOuts = converterFor(ZSmsOptOutRecord);

export const notificationsCollection = (orgId: string) =>
  db().collection(`orgs/${orgId}/notifications`).withConverter(notifications);
export const notificationDoc = (orgId: string, id: string) =>
  notificationsCollection(orgId).doc(id);
/** Every salon's queue, for the due sender. */
export const allNotifications = () =>
  db().collectionGroup('notifications').withConverter(notifications);
export const smsOptOutDoc = (e164: string) => db().doc(`smsOptOuts/${e164}`).withConverter(optOuts);
