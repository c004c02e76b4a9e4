// orgs/{orgId}/contactMessages/{messageId}: a visitor's message from the
// salon website's contact form, and the salon's replies.
import { z } from 'zod';
import { storedBoolean, storedString, tolerantArray, ZStoredDate } from './stored';

export const ZContactReplyRecord = z.object({
  body: z.string(),
  sentAt: ZStoredDate,
  sentBy: z.string(),
  emailed: z.boolean(),
});

export const ZContactMessageRecord = z.object({
  id: z.string(),
  name: storedString(),
  email: storedString(),
  phone: storedString(),
  message: storedString(),
  read: storedBoolean(false),
  archived: storedBoolean(false),
  replies: tolerantArray(ZContactReplyRecord),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type ContactMessageRecord = z.output<typeof ZContactMessageRecord>;
