// conversations/{id} (the spec's participant_ids and unread_counts per user
// id), messages/ below, and unreadCounts/{uid}: each person's total, which the
// header's badge listens to. All written only by functions.
import { z } from 'zod';
import { storedString, ZStoredDate } from './stored';

export const ZLastMessage = z.object({
  text: z.string(),
  senderId: z.string(),
  senderName: storedString(),
  at: ZStoredDate,
});

export const ZConversationRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  salonName: storedString(),
  clientId: z.string(),
  clientName: storedString(),
  /** The client's own account. */
  clientUserId: z.string().nullable().catch(null).default(null),
  participant_ids: z.array(z.string()).catch([]).default([]),
  unread_counts: z.record(z.string(), z.number().int().min(0)).catch({}).default({}),
  last_message: ZLastMessage.nullable().catch(null).default(null),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ConversationRecord = z.output<typeof ZConversationRecord>;

/**
 * How a message went outside the app, to a client without an account (or
 * came in from one): by e-mail or text, to or from which address, and
 * whether it left. A message inside the app has none.
 */
export const ZMessageVia = z.object({
  channel: z.enum(['email', 'sms']),
  /** The client's address or number. */
  address: storedString(),
  status: z.enum(['sent', 'failed', 'not_sent', 'received']),
  /** Why it failed or was not sent, in words the salon can act on. */
  detail: storedString(),
});
export type MessageVia = z.output<typeof ZMessageVia>;

export const ZMessageRecord = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: storedString(),
  /** Who wrote it: someone at the salon, or the client. */
  side: z.enum(['salon', 'client']),
  text: z.string(),
  /** A photo sent with it (upload-image), kept in the media store. */
  image: z
    .object({ url: z.string(), contentType: z.string(), bytes: z.number().int() })
    .nullable()
    .catch(null)
    .default(null),
  via: ZMessageVia.nullable().catch(null).default(null),
  createdAt: ZStoredDate,
});
export type MessageRecord = z.output<typeof ZMessageRecord>;

export const ZUnreadCountRecord = z.object({
  unread_count: z.number().int().catch(0).default(0),
});
