// E-mail that a request asks for (an invitation, a receipt, a reply to a
// site message, a payment link, a reservation's confirmation) is queued here
// and sent by a task just after, never inside the request: an SMTP server
// that is slow or down costs the person at the desk nothing, a send that
// fails is retried by the queue, and a burst (a campaign of invitations, a
// Saturday of receipts) goes out at the queue's rate.
//
// mailOutbox/{id}: written only by the functions (the rules allow nobody).
// The id is the caller's idempotency key when it has one (a sale's receipt),
// so asking twice sends once. Sent mail is kept 30 days (a TTL on expiresAt)
// to answer "did it go out?", then Firestore deletes it.
import { randomUUID } from 'node:crypto';
import { type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { timeOf, type DueKind } from '../platform/due';
import { deliverMail, mailConfigured, type Mail } from './mailer';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'unsent' | 'failed';

/** A claimed send never settled belongs to a task that died: after this it may be claimed again. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Tries before a mail is given up as failed (the queue retries with backoff in between). */
export const OUTBOX_ATTEMPTS = 5;
/** How long a settled mail is kept (Firestore's TTL on expiresAt deletes it). */
const KEEP_MS = 30 * 24 * 60 * 60_000;

const outboxDoc = (id: string) => db().doc(`mailOutbox/${id}`);

export interface QueuedMail {
  /** The outbox document (the idempotency key when one was given). */
  id: string;
  /** False when this server has no SMTP set up: nothing will be sent. */
  willSend: boolean;
}

const outboxEntry = (mail: Mail, orgId: string, now: Date) => ({
  mail,
  orgId,
  status: 'queued' satisfies OutboxStatus,
  reason: '',
  attempts: 0,
  queuedAt: now,
  updatedAt: now,
});

/**
 * Queues one e-mail, in the caller's transaction when given one (so the mail
 * exists exactly when the change that asked for it does). With a key, asking
 * again queues nothing more.
 */
export async function queueMail(
  mail: Mail,
  { orgId = '', key, tx }: { orgId?: string; key?: string; tx?: Transaction } = {},
): Promise<QueuedMail> {
  const id = key ? `k-${key.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 200)}` : randomUUID();
  // Without SMTP nothing is queued: the caller says so to the person asking.
  if (!mailConfigured()) {
    logger.warn('E-mail is not configured (SMTP_URL is unset); not queued', { to: mail.to });
    return { id, willSend: false };
  }
  const entry = outboxEntry(mail, orgId, new Date());
  if (tx) {
    tx.create(outboxDoc(id), entry);
  } else if (key) {
    await db().runTransaction(async (t) => {
      if (!(await t.get(outboxDoc(id))).exists) t.create(outboxDoc(id), entry);
    });
  } else {
    await outboxDoc(id).create(entry);
  }
  return { id, willSend: true };
}

/**
 * Queues a mail the caller must know will go (a sign-in link): refused at
 * once, saying so, when this server has no e-mail set up.
 */
export async function queueMailOrFail(mail: Mail, orgId = ''): Promise<void> {
  if (!mailConfigured()) {
    throw new ApiError(
      'not_configured',
      'E-mail is not set up on this server yet, so no e-mail can be sent. Sign in with a password or Google instead.',
    );
  }
  await queueMail(mail, { orgId });
}

/** Takes a queued mail (or one a dead task left) for this run, or null. */
async function claim(id: string, now: Date) {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(outboxDoc(id));
    const d = snap.data();
    if (!d) return null;
    const updated = timeOf(d['updatedAt'])?.getTime() ?? 0;
    const queued =
      d['status'] === 'queued' && (timeOf(d['queuedAt'])?.getTime() ?? 0) <= now.getTime();
    // A lease is wall time: a clock run ahead (a test's) never takes a send held right now.
    const leaseClock = Math.min(now.getTime(), Date.now());
    const abandoned = d['status'] === 'sending' && updated <= leaseClock - OUTBOX_LEASE_MS;
    if (!queued && !abandoned) return null;
    const attempts = Number(d['attempts'] ?? 0) + 1;
    tx.update(snap.ref, { status: 'sending', attempts, updatedAt: now });
    return { mail: d['mail'] as Mail, attempts };
  });
}

/**
 * Sends one queued mail. A refusal puts it back in the queue and throws, so
 * Cloud Tasks tries again later; after OUTBOX_ATTEMPTS it is marked failed.
 */
export async function sendQueued(id: string, now: Date): Promise<string | null> {
  const claimed = await claim(id, now);
  if (!claimed) return null;
  const ref = outboxDoc(id);
  const settled = (status: OutboxStatus, reason = '') => ({
    status,
    reason,
    updatedAt: new Date(),
    expiresAt: new Date(Date.now() + KEEP_MS),
  });
  if (!mailConfigured()) {
    await ref.update(settled('unsent', 'E-mail is not set up on this server (SMTP_URL).'));
    return 'unsent';
  }
  try {
    await deliverMail(claimed.mail);
    // What was sent may hold a sign-in or payment link: only who and what are kept.
    await ref.update({
      ...settled('sent'),
      sentAt: new Date(),
      mail: { to: claimed.mail.to, subject: claimed.mail.subject },
    });
    return 'sent';
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 500) : 'The mail server refused it.';
    if (claimed.attempts >= OUTBOX_ATTEMPTS) {
      logger.error('E-mail given up after retries', { id, to: claimed.mail.to, reason });
      await ref.update(settled('failed', reason));
      return 'failed';
    }
    // Back in the queue at the same time (no new task is planned); the task's retry sends it.
    await ref.update({ status: 'queued', reason, updatedAt: new Date() });
    throw err;
  }
}

/** The outbox as due work: each queued mail is a task at once on the transactional queue. */
export const mailDue: DueKind = {
  document: 'mailOutbox/{id}',
  dueAt: (d: DocumentData) => (d['status'] === 'queued' ? timeOf(d['queuedAt']) : null),
  due: async (now, limit) => {
    const [queued, stale] = await Promise.all([
      db()
        .collection('mailOutbox')
        .where('status', '==', 'queued')
        .where('queuedAt', '<=', now)
        .orderBy('queuedAt')
        .limit(limit)
        .get(),
      db()
        .collection('mailOutbox')
        .where('status', '==', 'sending')
        .where('updatedAt', '<=', new Date(now.getTime() - OUTBOX_LEASE_MS))
        .limit(limit)
        .get(),
    ]);
    return [...queued.docs, ...stale.docs].slice(0, limit).map((d) => ({ orgId: '', id: d.id }));
  },
  run: async ({ id }, now) => sendQueued(id, now),
};

/** For tests and the admin: what became of a queued mail. */
export async function outboxStatus(id: string): Promise<OutboxStatus | null> {
  const d = (await outboxDoc(id).get()).data();
  return (d?.['status'] as OutboxStatus | undefined) ?? null;
}
