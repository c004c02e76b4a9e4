// conversations/{id} with messages/ below, and unreadCounts/{uid} (functions only).
import {
  ZConversationRecord,
  ZMessageRecord,
  ZUnreadCountRecord,
} from '@chairside/core/records/conversation';
import { db } from '../firebase';
import { converterFor } from './repository';

const conversations = converterFor(ZConversationRecord);
const messages = converterFor(ZMessageRecord);

export const conversationsCollection = () =>
  db().collection('conversations').withConverter(conversations);
export const conversationDoc = (id: string) => conversationsCollection().doc(id);
export const messagesCollection = (conversationId: string) =>
  db().collection(`conversations/${conversationId}/messages`).withConverter(messages);
/** unreadCounts/{uid}: plain data (an increment writes it without the converter). */
export const unreadCountDoc = (uid: string) => db().doc(`unreadCounts/${uid}`);
export const readUnreadCount = async (uid: string) =>
  ZUnreadCountRecord.parse((await unreadCountDoc(uid).get()).data() ?? {}).unread_count;
