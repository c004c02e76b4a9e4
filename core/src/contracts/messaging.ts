// Direct messaging (the first document's section 7): unread-count,
// conversations, messages/{conversationId} and send, under /api/messaging.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZImageMessageFields, ZSendMessage, ZSuggestResponses } from '../messaging';
import { endpoint, upload } from './endpoint';

export interface ConversationView {
  id: string;
  orgId: string;
  salonName: string;
  clientId: string;
  clientName: string;
  /** The caller's unread messages in it. */
  unread: number;
  /**
   * For the salon's side: how the client reads the thread. In the app when
   * they have an account; otherwise by e-mail or text, and whether their
   * replies come back here.
   */
  reach: ClientReach | null;
  lastMessage: { text: string; senderName: string; mine: boolean; at: string } | null;
  updatedAt: string;
}

export interface ClientReach {
  channel: 'app' | 'email' | 'sms' | 'none';
  /** The address or number messages go to (none for the app). */
  address: string;
  /** Whether the client's replies land in this thread. */
  repliesHere: boolean;
  /** What the salon should know, in plain words. */
  note: string;
}

export interface MessageView {
  id: string;
  senderName: string;
  side: 'salon' | 'client';
  mine: boolean;
  text: string;
  /** A photo sent with it. */
  image: { url: string } | null;
  /** How it left the app or came in (e-mail, text), for a client without an account. */
  via: { channel: 'email' | 'sms'; address: string; status: string; detail: string } | null;
  createdAt: string;
}

export interface SuggestedReply {
  /** What the reply is about, for the chip's label ("Next appointment"). */
  label: string;
  text: string;
}

export const ZConversationParams = z.object({
  conversationId: zDocId('Not a conversation id'),
});
const ZMessagesQuery = z.object({
  /** Older than this message (a page back in the thread). */
  before: zDocId('Not a message id').optional(),
});

const ZReachQuery = z.object({
  orgId: zDocId('Not a salon id'),
  clientId: zDocId('Not a client id'),
});

export const messagingContracts = {
  /** GET /api/messaging/reach?orgId&clientId: how the salon's messages reach this client. */
  reach: endpoint<ClientReach>()('GET', 'messaging', '/reach', undefined, ZReachQuery),
  /** GET /api/messaging/unread-count: the caller's unread messages, across conversations. */
  unreadCount: endpoint<{ unread_count: number }>()('GET', 'messaging', '/unread-count'),
  /** GET /api/messaging/conversations: the caller's, most recent first. */
  conversations: endpoint<{ conversations: ConversationView[] }>()(
    'GET',
    'messaging',
    '/conversations',
  ),
  /** GET /api/messaging/messages/:conversationId: a page of the thread, oldest first; marks it read. */
  messages: endpoint<{ conversation: ConversationView; messages: MessageView[]; more: boolean }>()(
    'GET',
    'messaging',
    '/messages/:conversationId',
    undefined,
    ZMessagesQuery,
  ),
  /** POST /api/messaging/send: one message; starts the conversation when there is none. */
  send: endpoint<{ conversation: ConversationView; message: MessageView }>()(
    'POST',
    'messaging',
    '/send',
    ZSendMessage,
  ),
  /**
   * POST /api/messaging/upload-image: a photo (multipart form data: file, and
   * conversationId or orgId and clientId, and an optional caption in text),
   * stored in the media store and sent as a message.
   */
  uploadImage: upload<{ conversation: ConversationView; message: MessageView }>()(
    'messaging',
    '/upload-image',
    ZImageMessageFields,
  ),
  /** POST /api/messaging/suggest-responses: replies the salon might send, from its own data. */
  suggestResponses: endpoint<{ suggestions: SuggestedReply[] }>()(
    'POST',
    'messaging',
    '/suggest-responses',
    ZSuggestResponses,
  ),
} as const;
