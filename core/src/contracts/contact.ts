// The contact form of a salon's website and the salon's site inbox. The
// form's payload (`salon_id`) is the spec's; the inbox calls name the salon
// `orgId` and still take the `salon_id` they were first published with.
import { z } from 'zod';
import { zDocId } from '../ids';
import { ZMessagePatch, ZReply, ZSubmitForm } from '../site';
import { endpoint } from './endpoint';

/** A message as the inbox calls answer it. */
export interface InboxMessage {
  id: string;
  salon_id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  read: boolean;
  archived: boolean;
  createdAt: string;
  replies: { body: string; sentAt: string; sentBy: string; emailed: boolean }[];
}

const ZSalonId = zDocId('That id is not valid');

export const contactContracts = {
  /** A visitor's message (201; a bot's answers success and stores nothing). */
  submit: endpoint<{ success: true; id?: string }>()(
    'POST',
    'contact',
    '/submit-form',
    ZSubmitForm,
  ),
  messages: endpoint<{ messages: InboxMessage[] }>()(
    'GET',
    'contact',
    '/messages/:salonId',
    undefined,
    z.object({ folder: z.enum(['inbox', 'archived']).catch('inbox').default('inbox') }),
  ),
  message: endpoint<{ message: InboxMessage }>()(
    'GET',
    'contact',
    '/message/:messageId',
    undefined,
    z.object({ orgId: ZSalonId }),
  ),
  /** How many of the inbox's messages nobody has opened yet (the menu's badge). */
  unread: endpoint<{ unread_count: number }>()('GET', 'contact', '/unread/:salonId'),
  /** Mark read or unread, archive or restore (`orgId` in the body or the query). */
  patch: endpoint<{ message: InboxMessage }>()(
    'PATCH',
    'contact',
    '/message/:messageId',
    z.intersection(z.object({ orgId: ZSalonId }), ZMessagePatch),
  ),
  /** Answers a visitor by e-mail from the product, with the salon as Reply-To. */
  reply: endpoint<{ success: true; message: InboxMessage }>()('POST', 'contact', '/reply', ZReply),
} as const;
