// Conversations between a salon and its clients: the lists and threads live
// from Firestore (the rules let only participants read them), every change
// through the messaging API (send, upload-image, suggest-responses; opening
// a thread through the API marks it read).
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import { messagingContracts as c } from '@chairside/core/contracts/messaging';
import type { ZConversationRecord, ZMessageRecord } from '@chairside/core/records/conversation';
import type { SendMessage } from '@chairside/core/messaging';
import { call, upload } from '../api/api';
import { useContract } from '../api/contract-query';
import { useLiveDoc, useLiveQuery } from './live';

export type Conversation = ReturnType<typeof ZConversationRecord.parse>;
export type Message = ReturnType<typeof ZMessageRecord.parse>;

/** The person's conversations, most recent first, `count` of them, live. */
export function useConversations(uid: string, count: number) {
  return useLiveQuery(
    'conversations',
    `conversations:${uid}:${count}`,
    (f) =>
      f.query(
        f.collection(f.db, 'conversations'),
        f.where('participant_ids', 'array-contains', uid),
        f.orderBy('updatedAt', 'desc'),
        f.limit(count),
      ),
    (r) => r.ZConversationRecord,
  );
}

/** One conversation, live (its unread counts are the read state of the thread). */
export function useConversation(id: string) {
  return useLiveDoc('conversations', ['conversations', id], (r) => r.ZConversationRecord);
}

/** The newest `count` messages of a thread, live (newest first as read; shown oldest first). */
export function useThread(conversationId: string, count: number) {
  return useLiveQuery(
    'conversations',
    `conversations/${conversationId}/messages:${count}`,
    (f) =>
      f.query(
        f.collection(f.db, 'conversations', conversationId, 'messages'),
        f.orderBy('createdAt', 'desc'),
        f.limit(count),
      ),
    (r) => r.ZMessageRecord,
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

/** How the salon's messages reach a client (in the app, by e-mail or text), for the salon's side. */
export const useClientReach = (orgId: string, clientId: string, enabled: boolean) =>
  useContract(c.reach, { query: { orgId, clientId }, secure: true }, { enabled });
