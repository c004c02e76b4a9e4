// Conversations between a salon and its clients: the lists and threads live
// from Firestore (the rules let only participants read them), every change
// through the messaging API (send, upload-image, suggest-responses; opening
// a thread through the API marks it read).
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import { messagingContracts as c } from '@chairside/core/contracts/messaging';
import { ZConversationRecord, ZMessageRecord } from '@chairside/core/records/conversation';
import type { SendMessage } from '@chairside/core/messaging';
import { call, upload } from '../api/api';
import { useLiveDoc, useLiveQuery } from './live';

export type Conversation = ReturnType<typeof ZConversationRecord.parse>;
export type Message = ReturnType<typeof ZMessageRecord.parse>;

/** The person's conversations, most recent first, `count` of them, live. */
export function useConversations(uid: string, count: number) {
  const ref = query(
    collection(useFirestore(), 'conversations'),
    where('participant_ids', 'array-contains', uid),
    orderBy('updatedAt', 'desc'),
    limit(count),
  );
  return useLiveQuery('conversations', `conversations:${uid}:${count}`, ref, ZConversationRecord);
}

/** One conversation, live (its unread counts are the read state of the thread). */
export function useConversation(id: string) {
  return useLiveDoc('conversations', doc(useFirestore(), 'conversations', id), ZConversationRecord);
}

/** The newest `count` messages of a thread, live (newest first as read; shown oldest first). */
export function useThread(conversationId: string, count: number) {
  const ref = query(
    collection(useFirestore(), 'conversations', conversationId, 'messages'),
    orderBy('createdAt', 'desc'),
    limit(count),
  );
  return useLiveQuery(
    'conversations',
    `conversations/${conversationId}/messages:${count}`,
    ref,
    ZMessageRecord,
  );
}

export const sendMessage = (body: SendMessage) => call(c.send, { body, secure: true });

/** Opening a thread through the API marks it read for the caller. */
export const markRead = (conversationId: string) =>
  call(c.messages, { params: { conversationId }, query: {}, secure: true });

type Sent = ResponseOf<typeof c.uploadImage>;

/** A photo (and an optional caption) as form data; answers what send answers. */
export function sendPhoto(
  to: Pick<SendMessage, 'conversationId' | 'orgId' | 'clientId'>,
  file: File,
  caption: string,
): Promise<Sent> {
  return upload(c.uploadImage, { ...to, text: caption }, file);
}
