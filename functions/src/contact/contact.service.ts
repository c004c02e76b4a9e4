// The site inbox: visitors' messages and the salon's replies.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { InboxMessage } from '@chairside/core/contracts/contact';
import type { ContactMessageRecord } from '@chairside/core/records/contact';
import type { z } from 'zod';
import type { ZSubmitForm } from '@chairside/core/site';
import { siteOrigin } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { countReads } from '../http/read-count';
import { queueMail } from '../mail/outbox';
import { contactReplyMail } from '../mail/templates';
import { contactMessagesCollection } from '../records/contact';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { publicSiteDoc } from '../records/sites';

function view(salonId: string, m: ContactMessageRecord): InboxMessage {
  return {
    id: m.id,
    salon_id: salonId,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    read: m.read,
    archived: m.archived,
    createdAt: m.createdAt.toISOString(),
    replies: m.replies.map((r) => ({ ...r, sentAt: r.sentAt.toISOString() })),
  };
}

/** Stores a visitor's message for a published site; answers its id. */
export async function receiveMessage(input: z.output<typeof ZSubmitForm>): Promise<string> {
  const site = await publicSiteDoc(input.salon_id).get();
  if (!site.exists) throw new ApiError('not_found', 'We could not find that salon.');
  const now = new Date();
  const ref = contactMessagesCollection(input.salon_id).doc();
  await ref.create({
    id: ref.id,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: input.phone,
    message: input.message,
    read: false,
    archived: false,
    replies: [],
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}

/** Messages in the inbox nobody has opened (a count: a read per thousand). */
export async function unreadCount(salonId: string): Promise<number> {
  const snap = await contactMessagesCollection(salonId)
    .where('read', '==', false)
    .where('archived', '==', false)
    .count()
    .get();
  const count = snap.data().count;
  countReads(Math.ceil(count / 1000));
  return count;
}

/** The inbox or the archive, newest first. */
export async function listMessages(salonId: string, archived: boolean) {
  const snap = await contactMessagesCollection(salonId)
    .where('archived', '==', archived)
    .orderBy('createdAt', 'desc')
    .limit(200)
    .get();
  return readableRecords(snap.docs).map((m) => view(salonId, m));
}

async function messageOf(salonId: string, messageId: string) {
  const ref = contactMessagesCollection(salonId).doc(messageId);
  const message = (await ref.get()).data();
  if (!message) throw new ApiError('not_found', 'That message no longer exists.');
  return { ref, message };
}

export async function getMessage(salonId: string, messageId: string) {
  return view(salonId, (await messageOf(salonId, messageId)).message);
}

export async function patchMessage(
  salonId: string,
  messageId: string,
  change: { read?: boolean | undefined; archived?: boolean | undefined },
) {
  // Only what was sent: Firestore refuses undefined fields.
  const patch = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  const { ref, message } = await messageOf(salonId, messageId);
  const updatedAt = new Date();
  await ref.update({ ...patch, updatedAt });
  return view(salonId, { ...message, ...patch, updatedAt });
}

/** Answers a visitor by e-mail from the product, with the salon as Reply-To. */
export async function replyToMessage(
  caller: Caller,
  input: { orgId: string; message_id: string; body: string },
) {
  const [{ ref, message }, org] = await Promise.all([
    messageOf(input.orgId, input.message_id),
    orgDoc(input.orgId).get(),
  ]);
  const salon = org.data();
  const { willSend: emailed } = await queueMail(
    contactReplyMail({
      to: message.email,
      visitorName: message.name,
      salonName: salon?.name ?? '',
      salonEmail: salon?.email ?? '',
      body: input.body,
      original: message.message,
      siteUrl: siteOrigin(salon?.slug ?? ''),
    }),
    { orgId: input.orgId },
  );
  if (!emailed) {
    throw new ApiError(
      'not_configured',
      'E-mail is not set up on this server, so the reply was not sent. Write to the visitor from your own e-mail instead.',
    );
  }
  const reply = {
    body: input.body,
    sentAt: Timestamp.now(),
    sentBy: caller.email ?? caller.uid,
    emailed,
  };
  await ref.update({
    replies: FieldValue.arrayUnion(reply),
    read: true,
    updatedAt: reply.sentAt,
  });
  const replies = [...message.replies, { ...reply, sentAt: reply.sentAt.toDate() }];
  return view(input.orgId, { ...message, read: true, replies });
}
