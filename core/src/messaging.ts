// Direct messages between a salon and a client with an account: what a
// message may be, and what the calls take. Messages are plain text, shown as
// text; anything that looks like markup meant to run is refused outright, so
// nobody is surprised by what was stored.
import { z } from 'zod';
import { zDocId } from './ids';

export const MESSAGE_MAX_LENGTH = 2000;
/** Conversations and messages a page asks for at once. */
export const MESSAGING_PAGE = 50;

const SCRIPT_LIKE =
  /<\s*\/?\s*(script|iframe|object|embed|style|svg|img)\b|javascript\s*:|\bon[a-z]+\s*=/i;

export const ZMessageText = z
  .string()
  .trim()
  .min(1, 'Write a message first.')
  .max(
    MESSAGE_MAX_LENGTH,
    `Keep a message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  )
  .refine((t) => !SCRIPT_LIKE.test(t), 'Messages are plain text: take out the script or HTML.');

/**
 * POST send: into a conversation by id, or to start one: the salon's side
 * names the client (`orgId` and `clientId`); a client names only the salon.
 */
export const ZSendMessage = z
  .object({
    conversationId: zDocId('Not a conversation id').optional(),
    orgId: zDocId('Not a salon id').optional(),
    clientId: zDocId('Not a client id').optional(),
    text: ZMessageText,
  })
  .refine((v) => v.conversationId || v.orgId, {
    message: 'Say which conversation, or which salon, the message is for.',
    path: ['conversationId'],
  });
export type SendMessage = z.output<typeof ZSendMessage>;

/** A photo sent in a conversation (upload-image): its own limit, an optional caption. */
export const MESSAGE_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const MESSAGE_IMAGE_LIMIT_LABEL = '8 MB';
export const MESSAGE_IMAGE_TYPES = ['png', 'jpg', 'webp', 'gif'] as const;

/** upload-image's form fields: where it goes, as for send, and a caption. */
export const ZImageMessageFields = z
  .object({
    conversationId: zDocId('Not a conversation id').optional(),
    orgId: zDocId('Not a salon id').optional(),
    clientId: zDocId('Not a client id').optional(),
    text: z.union([z.literal(''), ZMessageText]).optional(),
  })
  .refine((v) => v.conversationId || v.orgId, {
    message: 'Say which conversation, or which salon, the photo is for.',
    path: ['conversationId'],
  });

/** POST suggest-responses: replies the salon might send, from what it knows. */
export const ZSuggestResponses = z.object({
  conversationId: zDocId('Not a conversation id'),
});

/** The id of the one conversation between a salon and one of its clients. */
export const conversationIdFor = (orgId: string, clientId: string) => `${orgId}__${clientId}`;
