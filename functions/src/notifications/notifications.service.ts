// The notification calls: a message to one client now, a marketing message to
// many (only those who agreed, on that channel), a client's preferences, the
// salon's templates and reminder settings, the queue and a resend; and what
// Twilio tells us (delivery status, STOP and START replies).
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { NotificationView, TemplateView } from '@chairside/core/contracts/notifications';
import {
  type DEFAULT_TEMPLATES,
  NOTIFICATION_CHANNELS,
  START_WORDS,
  STOP_WORDS,
  TEMPLATE_VARIABLES,
  movesForward,
  NOTIFICATION_KINDS,
  type NotificationStatus,
  type ZBatchNotification,
  type ZPreferencesUpdate,
  type ZReminderSettingsUpdate,
  type ZResendNotification,
  type ZSendNotification,
  type TemplateInput,
} from '@chairside/core/notifications';
import type { ClientRecord } from '@chairside/core/records/client';
import type { NotificationRecord } from '@chairside/core/records/notification';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { mailConfigured } from '../mail/mailer';
import { clientDoc, clientsCollection } from '../records/clients';
import {
  allNotifications,
  notificationDoc,
  notificationsCollection,
  preferencesDoc,
  smsOptOutDoc,
  templateDoc,
} from '../records/notifications';
import { orgDoc, userDoc } from '../records/orgs';
import { getAll } from '../records/repository';
import { readRecord } from '../platform/read';
import { toE164 } from '@chairside/core/phone';
import { claim, deliverOne, newNotification, templateFor } from './queue.service';
import { smsConfigured } from './sms';
import { assertWorksWith } from '../platform/client-access';

const DESK = ['owner', 'manager', 'front_desk'] as const;
const ADMIN = ['owner', 'manager'] as const;
const QUEUE_PAGE = 100;

export function notificationView(n: NotificationRecord): NotificationView {
  return {
    id: n.id,
    kind: n.kind,
    channel: n.channel,
    status: n.status,
    to: n.to,
    subject: n.subject,
    body: n.body,
    bookingId: n.bookingId,
    clientId: n.clientId,
    sendAt: n.sendAt.toISOString(),
    sentAt: n.sentAt?.toISOString() ?? null,
    attempts: n.attempts,
    reason: n.reason,
    providerStatus: n.providerStatus,
  };
}

/** Where a message to the client goes: their e-mail, or their mobile read in the salon's country. */
const addressOf = (c: ClientRecord, channel: 'email' | 'sms', country: string) =>
  channel === 'email' ? c.email : (toE164(c.phone, country) ?? '');

/** The salon's country, for reading its clients' numbers. */
const countryOf = async (orgId: string) =>
  (await readRecord(orgDoc(orgId), undefined, 'That salon no longer exists.')).country;

const customRecord = (
  orgId: string,
  id: string,
  client: ClientRecord,
  input: { channel: 'email' | 'sms'; subject: string; body: string },
  to: string,
  now: Date,
): NotificationRecord =>
  newNotification(
    {
      id,
      orgId,
      kind: 'custom',
      channel: input.channel,
      clientId: client.id,
      to,
      recipientName: client.firstName,
      subject: input.subject,
      body: input.body,
      sendAt: now,
    },
    now,
  );

/** Claims and sends one queued notification now; answers it as it ended. */
async function sendRightAway(orgId: string, id: string) {
  const now = new Date();
  const claimed = await claim(orgId, id, now);
  if (claimed) await deliverOne(claimed, now);
  return notificationView(await readRecord(notificationDoc(orgId, id)));
}

/** POST send: one message to one client, now (the desk). */
export async function sendToClient(caller: Caller, input: z.output<typeof ZSendNotification>) {
  const member = await requireRole(input.orgId, caller, DESK, { action: 'message clients' });
  const [client, country] = await Promise.all([
    clientDoc(input.orgId, input.clientId)
      .get()
      .then((s) => s.data()),
    countryOf(input.orgId),
  ]);
  if (!client) throw new ApiError('not_found', 'There is no such client at this salon.');
  assertWorksWith(member, client);
  const to = addressOf(client, input.channel, country);
  if (!to) {
    throw new ApiError(
      'validation_failed',
      input.channel === 'email'
        ? `${client.firstName} has no e-mail address on their record.`
        : `${client.firstName} has no mobile number on their record that can take texts.`,
    );
  }
  const id = `custom-${randomBytes(10).toString('hex')}`;
  const now = new Date();
  // Written already claimed by this request, which sends it at once: no due task races it for
  // the send (one that died here is claimed again by the sweeper after the lease).
  const record = {
    ...customRecord(input.orgId, id, client, input, to, now),
    status: 'sending' as const,
    attempts: 1,
  };
  await notificationDoc(input.orgId, id).create(record);
  await deliverOne(record, now);
  return { notification: notificationView(await readRecord(notificationDoc(input.orgId, id))) };
}

/** POST batch: queued for the due sender; clients without consent on the channel are left out. */
export async function sendBatch(caller: Caller, input: z.output<typeof ZBatchNotification>) {
  await requireRole(input.orgId, caller, ADMIN, { action: 'send messages to many clients' });
  const ids = [...new Set(input.clientIds)];
  const [snaps, country] = await Promise.all([
    getAll(ids.map((id) => clientDoc(input.orgId, id))),
    countryOf(input.orgId),
  ]);
  const now = new Date();
  const batchId = randomBytes(6).toString('hex');
  const writer = db().bulkWriter();
  let queued = 0;
  let skipped = 0;
  for (const snap of snaps) {
    const client = snap.data();
    const to = client ? addressOf(client, input.channel, country) : '';
    if (!client || !client.marketingConsent[input.channel] || !to) {
      skipped++;
      continue;
    }
    const id = `batch-${batchId}-${client.id}`;
    void writer.create(
      notificationDoc(input.orgId, id),
      customRecord(input.orgId, id, client, input, to, now),
    );
    queued++;
  }
  await writer.close();
  return { queued, skipped };
}

/** The client record a preferences call is about: named by the desk, or the caller's own. */
async function preferencesTarget(caller: Caller, orgId: string, clientId?: string) {
  if (clientId) {
    const member = await requireRole(orgId, caller, DESK, {
      action: "change a client's preferences",
    });
    const client = (await clientDoc(orgId, clientId).get()).data();
    if (!client) throw new ApiError('not_found', 'There is no such client at this salon.');
    assertWorksWith(member, client);
    return client;
  }
  const mine = await clientsCollection(orgId).where('userId', '==', caller.uid).limit(1).get();
  const client = mine.docs[0]?.data();
  if (!client) {
    throw new ApiError('forbidden', 'You are not a client of this salon yet.');
  }
  return client;
}

/** POST preferences/update: appointment messages and marketing, by e-mail and by text. */
export async function updatePreferences(
  caller: Caller,
  input: z.output<typeof ZPreferencesUpdate>,
) {
  const client = await preferencesTarget(caller, input.orgId, input.clientId);
  const now = new Date();
  const batch = db().batch();
  batch.set(preferencesDoc(input.orgId, client.id), {
    id: client.id,
    transactional: input.transactional,
    updatedAt: now,
  });
  batch.update(clientDoc(input.orgId, client.id), {
    marketingConsent: input.marketing,
    updatedAt: now,
  });
  await batch.commit();
  return { transactional: input.transactional, marketing: input.marketing };
}

/** POST templates/create: the salon's own wording for a kind and channel. */
export async function saveTemplate(caller: Caller, input: TemplateInput) {
  await requireRole(input.orgId, caller, ADMIN, { action: 'change message templates' });
  if (input.kind === 'custom') {
    throw new ApiError('validation_failed', 'A one-off message is written when it is sent.');
  }
  if (input.kind === 'marketing' || input.kind === 'review') {
    throw new ApiError(
      'validation_failed',
      'These words are written where they are set up: the campaign, or the review requests.',
    );
  }
  if (input.channel === 'email' && !input.subject) {
    throw new ApiError('validation_failed', 'Write a subject for the e-mail.', [
      { path: 'subject', message: 'Write a subject for the e-mail.' },
    ]);
  }
  const subject = input.channel === 'email' ? (input.subject ?? '') : '';
  await templateDoc(input.orgId, input.kind, input.channel).set({
    id: `${input.kind}-${input.channel}`,
    subject,
    body: input.body,
    updatedBy: caller.uid,
    updatedAt: new Date(),
  });
  const template: TemplateView = {
    kind: input.kind,
    channel: input.channel,
    subject,
    body: input.body,
    custom: true,
  };
  return { template };
}

/** GET templates/{orgId}: every kind and channel, the salon's or the default. */
export async function listTemplates(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, DESK, { action: 'see message templates' });
  const kinds = NOTIFICATION_KINDS.filter(
    (k): k is keyof typeof DEFAULT_TEMPLATES =>
      k !== 'custom' && k !== 'marketing' && k !== 'review',
  );
  const templates = await Promise.all(
    kinds.flatMap((kind) =>
      NOTIFICATION_CHANNELS.map(async (channel): Promise<TemplateView> => {
        const [used, own] = await Promise.all([
          templateFor(orgId, kind, channel),
          templateDoc(orgId, kind, channel).get(),
        ]);
        return { kind, channel, ...used, custom: own.exists };
      }),
    ),
  );
  return { templates, variables: TEMPLATE_VARIABLES };
}

/** GET queue/{orgId}: the newest 100 (optionally of one status), and what can be sent. */
export async function queueOf(caller: Caller, orgId: string, status?: NotificationStatus) {
  await requireRole(orgId, caller, ADMIN, { action: 'see the message queue' });
  let query = notificationsCollection(orgId).orderBy('sendAt', 'desc');
  if (status) query = query.where('status', '==', status);
  const [snap, org] = await Promise.all([
    query.limit(QUEUE_PAGE).get(),
    readRecord(orgDoc(orgId), undefined, 'That salon no longer exists.'),
  ]);
  return {
    notifications: snap.docs.map((d) => notificationView(d.data())),
    ready: { email: mailConfigured(), sms: smsConfigured() },
    settings: org.reminderSettings,
  };
}

/** POST settings: when reminders go out, for appointments booked or changed from now on. */
export async function saveReminderSettings(
  caller: Caller,
  input: z.output<typeof ZReminderSettingsUpdate>,
) {
  await requireRole(input.orgId, caller, ADMIN, { action: 'change reminder settings' });
  const { orgId, ...settings } = input;
  settings.hoursBefore = [...settings.hoursBefore].sort((a, b) => b - a);
  await orgDoc(orgId).update({ reminderSettings: settings, updatedAt: new Date() });
  return { settings };
}

/** POST resend: a failed or skipped notification tried again now. */
export async function resend(caller: Caller, input: z.output<typeof ZResendNotification>) {
  await requireRole(input.orgId, caller, ADMIN, { action: 'resend messages' });
  const ref = notificationDoc(input.orgId, input.id);
  await db().runTransaction(async (tx) => {
    const n = (await tx.get(ref)).data();
    if (!n) throw new ApiError('not_found', 'There is no such message in the queue.');
    if (n.status !== 'failed' && n.status !== 'skipped') {
      throw new ApiError(
        'conflict',
        'Only a message that failed or was not sent can be sent again.',
      );
    }
    tx.update(ref, { status: 'queued', attempts: 0, sendAt: new Date(), reason: '' });
  });
  return { notification: await sendRightAway(input.orgId, input.id) };
}

// ---------------------------------------------------------------------------
// Twilio's webhooks

/** A delivery status callback: recorded only when it moves the message forward. */
export async function recordSmsStatus(sid: string, status: string, errorCode: string | undefined) {
  const found = await allNotifications().where('providerId', '==', sid).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return false;
  return db().runTransaction(async (tx) => {
    const n = (await tx.get(doc.ref)).data();
    if (!n || !movesForward(n.providerStatus, status)) return false;
    const failed = status === 'undelivered' || status === 'failed';
    tx.update(doc.ref, {
      providerStatus: status,
      ...(failed
        ? {
            status: 'failed',
            reason: `The carrier did not deliver the text (${status}${errorCode ? `, Twilio error ${errorCode}` : ''}).`,
          }
        : {}),
      updatedAt: new Date(),
    });
    return true;
  });
}

/** An inbound text: STOP opts the number out at once, START back in. */
export async function recordInboundSms(from: string, body: string) {
  const e164 = toE164(from);
  const word = body.trim().toUpperCase();
  if (!e164) return null;
  const optedOut = STOP_WORDS.includes(word) ? true : START_WORDS.includes(word) ? false : null;
  if (optedOut === null) return null;
  await smsOptOutDoc(e164).set({ id: e164, optedOut, updatedAt: new Date() });
  return optedOut;
}

/** GET mine: for each salon the caller is a client of, its last 20 notifications and the choices. */
export async function myNotifications(caller: Caller) {
  const profile = (await userDoc(caller.uid).get()).data();
  const salons = Object.entries(profile?.clientOf ?? {}).slice(0, 20);
  return {
    salons: await Promise.all(
      salons.map(async ([orgId, clientId]) => {
        const [org, client, prefs, sent] = await Promise.all([
          orgDoc(orgId).get(),
          clientDoc(orgId, clientId).get(),
          preferencesDoc(orgId, clientId).get(),
          notificationsCollection(orgId)
            .where('clientId', '==', clientId)
            .orderBy('sendAt', 'desc')
            .limit(20)
            .get(),
        ]);
        const mine = client.data();
        const linked = mine?.userId === caller.uid;
        return {
          orgId,
          salonName: org.data()?.name ?? 'Your salon',
          notifications: linked ? sent.docs.map((d) => notificationView(d.data())) : [],
          transactional: prefs.data()?.transactional ?? { email: true, sms: true },
          marketing: mine?.marketingConsent ?? { email: false, sms: false },
        };
      }),
    ),
  };
}
