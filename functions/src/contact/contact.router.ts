// The contact form of a salon's website and the salon's site inbox:
//   POST submit-form, GET messages/{salonId}, GET|PATCH message/{messageId}, POST reply.
import { Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { ZMessagePatch, ZReply, ZSubmitForm } from '@chairside/core/site';
import { siteOrigin } from '../config';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientIp, rateLimit } from '../http/rate-limit';
import { parse } from '../http/validate';
import { trySendMail } from '../mail/mailer';
import { contactReplyMail } from '../mail/templates';
import { zDocId } from '@chairside/core/ids';

export const router = Router();

/** Who reads and answers the site inbox. */
const INBOX_ROLES = ['owner', 'manager', 'front_desk'] as const;

const messages = (orgId: string) => db().collection(`orgs/${orgId}/contactMessages`);
const ZId = zDocId('That id is not valid');

interface StoredMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  read: boolean;
  archived: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  replies?: { body: string; sentAt: Timestamp; sentBy: string; emailed: boolean }[];
}

function view(id: string, salonId: string, m: StoredMessage) {
  return {
    id,
    salon_id: salonId,
    name: m.name,
    email: m.email,
    phone: m.phone,
    message: m.message,
    read: m.read,
    archived: m.archived,
    createdAt: m.createdAt.toDate().toISOString(),
    replies: (m.replies ?? []).map((r) => ({
      body: r.body,
      sentAt: r.sentAt.toDate().toISOString(),
      sentBy: r.sentBy,
      emailed: r.emailed,
    })),
  };
}

/**
 * A visitor's message. A filled honeypot (a field people never see) answers
 * success and stores nothing, so a bot learns nothing.
 */
router.post(
  '/submit-form',
  rateLimit({ name: 'contact:ip', limit: 5, windowSeconds: 600, key: (req) => clientIp(req) }),
  async (req, res) => {
    const input = parse(ZSubmitForm, req.body, 'message');
    if (input.honeypot.trim() !== '') {
      res.json({ success: true });
      return;
    }
    const site = await db().doc(`publicSites/${input.salon_id}`).get();
    if (!site.exists) throw new ApiError('not_found', 'We could not find that salon.');
    const now = Timestamp.now();
    const ref = messages(input.salon_id).doc();
    await ref.create({
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
    res.status(201).json({ success: true, id: ref.id });
  },
);

router.get('/messages/:salonId', requireAuth, async (req, res) => {
  const salonId = parse(ZId, req.params['salonId'], 'salon id');
  await requireRole(salonId, callerOf(res), INBOX_ROLES, { action: 'read the site inbox' });
  const folder = req.query['folder'] === 'archived' ? true : false;
  const snap = await messages(salonId)
    .where('archived', '==', folder)
    .orderBy('createdAt', 'desc')
    .limit(200)
    .get();
  res.json({ messages: snap.docs.map((d) => view(d.id, salonId, d.data() as StoredMessage)) });
});

async function messageOf(salonId: string, messageId: string) {
  const ref = messages(salonId).doc(messageId);
  const snap = await ref.get();
  if (!snap.exists) throw new ApiError('not_found', 'That message no longer exists.');
  return { ref, data: snap.data() as StoredMessage };
}

router.get('/message/:messageId', requireAuth, async (req, res) => {
  const messageId = parse(ZId, req.params['messageId'], 'message id');
  const salonId = parse(ZId, req.query['salon_id'], 'salon id');
  await requireRole(salonId, callerOf(res), INBOX_ROLES, { action: 'read the site inbox' });
  const { data } = await messageOf(salonId, messageId);
  res.json({ message: view(messageId, salonId, data) });
});

router.patch('/message/:messageId', requireAuth, async (req, res) => {
  const messageId = parse(ZId, req.params['messageId'], 'message id');
  const salonId = parse(ZId, req.body?.salon_id ?? req.query['salon_id'], 'salon id');
  const parsed = parse(
    ZMessagePatch,
    { read: req.body?.read, archived: req.body?.archived },
    'change',
  );
  // Only what was sent: Firestore refuses undefined fields.
  const patch = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined));
  await requireRole(salonId, callerOf(res), INBOX_ROLES, { action: 'change site messages' });
  const { ref, data } = await messageOf(salonId, messageId);
  const next = { ...data, ...patch, updatedAt: Timestamp.now() };
  await ref.update({ ...patch, updatedAt: next.updatedAt });
  res.json({ message: view(messageId, salonId, next) });
});

/** Answers a visitor by e-mail from the product, with the salon as Reply-To. */
router.post('/reply', requireAuth, async (req, res) => {
  const input = parse(ZReply, req.body, 'reply');
  const caller = callerOf(res);
  await requireRole(input.salon_id, caller, INBOX_ROLES, { action: 'answer site messages' });
  const [{ ref, data }, org] = await Promise.all([
    messageOf(input.salon_id, input.message_id),
    db().doc(`orgs/${input.salon_id}`).get(),
  ]);
  const emailed = await trySendMail(
    contactReplyMail({
      to: data.email,
      visitorName: data.name,
      salonName: String(org.get('name') ?? ''),
      salonEmail: String(org.get('email') ?? ''),
      body: input.body,
      original: data.message,
      siteUrl: siteOrigin(String(org.get('slug') ?? '')),
    }),
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
  const replies = [...(data.replies ?? []), reply];
  res.json({
    success: true,
    message: view(input.message_id, input.salon_id, { ...data, read: true, replies }),
  });
});
