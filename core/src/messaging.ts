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

/** The id of the one conversation between a salon and one of its clients. */
export const conversationIdFor = (orgId: string, clientId: string) => `${orgId}__${clientId}`;
