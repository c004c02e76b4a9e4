// The notification queue (orgs/{orgId}/notifications). A booking's write plans
// its reminders and notices (syncBookingNotifications: deterministic ids, so a
// retried trigger adds nothing); the due sender (deliverDue, run by the
// schedule in production and by the due-work route locally) claims each due
// one in a transaction, so two runs never send the same one, renders it from
// the appointment as it is now, and sends it by e-mail or Twilio. Failures are
// retried with growing waits; what cannot be sent says why.
import type { Transaction } from 'firebase-admin/firestore';
import { formatAppointmentTime } from '@chairside/core/format';
import {
  DEFAULT_TEMPLATES,
  MAX_ATTEMPTS,
  plannedConfirmRequests,
  plannedNotices,
  plannedReminders,
  renderTemplate,
  retryDelayMs,
  type BookingFacts,
  type NotificationChannel,
  type NotificationKind,
  type PlannedNotification,
  type Template,
  waitlistOpenings,
} from '@chairside/core/notifications';
import type { BookingRecord } from '@chairside/core/records/booking';
import {
  NOTIFICATION_LANES,
  laneOf,
  type NotificationRecord,
} from '@chairside/core/records/notification';
import type { OrgRecord } from '@chairside/core/records/org';
import { toE164 } from '@chairside/core/phone';
import { bookingIcs, servicesLabel } from '../bookings';
import { manageToken } from '../platform/manage-links';
import { appOriginForSites } from '../config';
import { db } from '../firebase';
import { countReads } from '../http/read-count';
import { deliverMail, mailConfigured, type Mail } from '../mail/mailer';
import { notificationMail } from '../mail/templates';
import { bookingDoc, waitlistCollection } from '../records/bookings';
import { clientDoc } from '../records/clients';
import {
  allNotifications,
  notificationDoc,
  notificationsCollection,
  smsOptOutDoc,
} from '../records/notifications';
import { orgDoc } from '../records/orgs';
import { riskDayDoc } from '../records/intelligence';
import { preferencesDoc, templateDoc } from '../records/notifications';
import { SMS_NOT_SET_UP, sendSms, smsConfigured } from './sms';
import { timeOf, type DueKind, type DueQueue } from '../platform/due';

export const EMAIL_NOT_SET_UP = 'not sent: e-mail is not set up (SMTP_URL)';

export function bookingFacts(b: BookingRecord, country: string): BookingFacts {
  return {
    id: b.id,
    status: b.status,
    start: b.startTime,
    awaiting: b.awaiting !== null,
    source: b.source,
    canEmail: Boolean(b.clientEmail),
    canText: toE164(b.clientPhone, country) !== null,
    proposedStart: b.proposedMove?.status === 'pending' ? b.proposedMove.start : null,
  };
}

/** A new queue entry: what it is and for whom; the delivery fields start empty. */
export function newNotification(
  fields: Pick<NotificationRecord, 'id' | 'orgId' | 'kind' | 'channel' | 'to' | 'sendAt'> &
    Partial<NotificationRecord>,
  now: Date,
): NotificationRecord {
  return {
    bookingId: null,
    bookingStart: null,
    clientId: null,
    recipientName: '',
    waitlistId: null,
    subject: '',
    body: '',
    status: 'queued',
    attempts: 0,
    reason: '',
    providerId: '',
    providerStatus: null,
    sentAt: null,
    lane: laneOf(fields.id),
    source: null,
    vars: {},
    opened: 0,
    clicked: 0,
    unsubscribed: 0,
    booked: 0,
    bookingIds: [],
    revenue: 0,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

const queued = (org: OrgRecord, b: BookingRecord, p: PlannedNotification, now: Date) =>
  newNotification(
    {
      id: p.id,
      orgId: org.id,
      kind: p.kind,
      channel: p.channel,
      bookingId: b.id,
      bookingStart: b.startTime,
      clientId: b.clientId,
      to: p.channel === 'email' ? b.clientEmail : (toE164(b.clientPhone, org.country) ?? ''),
      sendAt: p.sendAt,
    },
    now,
  );

/**
 * After a booking is written: its reminders as they should be now (new ones
 * added, those of an old time or a cancelled appointment withdrawn) and a
 * notice when it moved or was cancelled. Safe to run twice for one write.
 */
export async function syncBookingNotifications(
  orgId: string,
  before: BookingRecord | null,
  after: BookingRecord | null,
  now: Date = new Date(),
): Promise<{ added: number; withdrawn: number }> {
  const id = (after ?? before)?.id;
  if (!id) return { added: 0, withdrawn: 0 };
  const org = (await orgDoc(orgId).get()).data();
  if (!org) return { added: 0, withdrawn: 0 };
  const settings = org.reminderSettings;
  return db().runTransaction(async (tx) => {
    // Triggers can arrive late and out of order: reminders follow the appointment
    // as it is now; a notice only for the write that is still the latest.
    const [live, existing] = await Promise.all([
      tx.get(bookingDoc(orgId, id)).then((s) => s.data() ?? null),
      tx.get(notificationsCollection(orgId).where('bookingId', '==', id)),
    ]);
    const latest =
      live !== null &&
      after !== null &&
      live.status === after.status &&
      live.startTime.getTime() === after.startTime.getTime();
    // A cancelled time tells the waitlist for that day, once.
    const opened =
      latest &&
      live.status === 'cancelled' &&
      before !== null &&
      before.status !== 'cancelled' &&
      live.startTime.getTime() > now.getTime();
    const waiting = opened
      ? (
          await tx.get(
            waitlistCollection(orgId)
              .where('date', '==', live.localDate)
              .where('status', '==', 'waiting'),
          )
        ).docs.map((d) => d.data())
      : [];
    const plan = live
      ? [
          ...plannedReminders(bookingFacts(live, org.country), settings, org.timeZone, now),
          ...(latest
            ? plannedNotices(
                before && bookingFacts(before, org.country),
                bookingFacts(live, org.country),
                settings,
                now,
              )
            : []),
        ]
      : [];
    const known = new Map(existing.docs.map((d) => [d.id, d.data()]));
    const wanted = new Set(plan.map((p) => p.id));
    let withdrawn = 0;
    for (const [docId, n] of known) {
      if (n.kind === 'reminder' && n.status === 'queued' && !wanted.has(docId)) {
        tx.delete(notificationDoc(orgId, docId));
        withdrawn++;
      }
    }
    let added = 0;
    for (const p of plan) {
      if (known.has(p.id) || !live) continue;
      tx.create(notificationDoc(orgId, p.id), queued(org, live, p, now));
      added++;
    }
    if (live && waiting.length) {
      const openings = waitlistOpenings(
        {
          ...live,
          start: live.startTime,
          serviceIds: live.serviceIds.length ? live.serviceIds : live.services.map((l) => l.id),
        },
        waiting.map((e) => ({
          ...e,
          canEmail: Boolean(e.email),
          canText: toE164(e.phone, org.country) !== null,
        })),
        org.timeZone,
      );
      const told = new Set<string>();
      for (const p of openings) {
        if (known.has(p.id)) continue;
        const entry = waiting.find((e) => p.id.endsWith(`-${e.id}`))!;
        tx.create(notificationDoc(orgId, p.id), {
          ...queued(org, live, { ...p, sendAt: now }, now),
          to: p.channel === 'email' ? entry.email : (toE164(entry.phone, org.country) ?? ''),
          clientId: null,
          recipientName: entry.firstName,
          waitlistId: entry.id,
        });
        told.add(entry.id);
        added++;
      }
      for (const entryId of told) {
        tx.update(waitlistCollection(orgId).doc(entryId), { status: 'contacted', updatedAt: now });
      }
    }
    return { added, withdrawn };
  });
}

/**
 * A high-risk appointment's "please confirm" message, when the salon asks for
 * them (reminder settings): queued once per time and channel (deterministic
 * ids), checked again when due (still booked, unconfirmed, high risk).
 */
export async function queueConfirmRequest(
  orgId: string,
  bookingId: string,
  now: Date,
): Promise<number> {
  const org = (await orgDoc(orgId).get()).data();
  if (!org?.reminderSettings.confirmRisky) return 0;
  const booking = (await bookingDoc(orgId, bookingId).get()).data();
  if (!booking) return 0;
  const plan = plannedConfirmRequests(
    bookingFacts(booking, org.country),
    org.reminderSettings,
    org.timeZone,
    now,
  );
  let added = 0;
  for (const p of plan) {
    // Already queued (or sent) for this time: the create fails and nothing changes.
    const made = await notificationDoc(orgId, p.id)
      .create(queued(org, booking, p, now))
      .then(
        () => true,
        () => false,
      );
    if (made) added++;
  }
  return added;
}

// ---------------------------------------------------------------------------
// Sending

/** A salon's own wording, or the default. */
export async function templateFor(
  orgId: string,
  kind: Exclude<NotificationKind, 'custom' | 'marketing' | 'review'>,
  channel: NotificationChannel,
): Promise<Template> {
  const own = (await templateDoc(orgId, kind, channel).get()).data();
  const fallback = DEFAULT_TEMPLATES[kind][channel];
  return { subject: own?.subject || fallback.subject, body: own?.body || fallback.body };
}

export interface Rendered {
  to: string;
  subject: string;
  body: string;
  button: { label: string; url: string };
  /** The add-to-calendar file a confirmation or a move carries by e-mail. */
  calendar?: string;
  /** The whole e-mail, when the sender writes its own (marketing, with its unsubscribe headers). */
  mail?: Mail;
  /** Done once it went (marketing records the client's last touch). */
  afterSent?: (at: Date) => Promise<void>;
}

/** Not sent and why; or held back, still to go (a paused campaign's message). */
export type Outcome = { skip: string } | { hold: string } | Rendered;

/** Another slice's messages through this queue: how one is written when it is due. */
export type Composer = (n: NotificationRecord, org: OrgRecord, now: Date) => Promise<Outcome>;
const composers = new Map<NotificationKind, Composer>();

/** Registers how a kind of message is written (marketing registers its own). */
export function composeWith(kind: 'marketing' | 'review', composer: Composer): void {
  composers.set(kind, composer);
}

/** What the notification says now, or why it should not go out. */
async function compose(n: NotificationRecord, org: OrgRecord, now: Date): Promise<Outcome> {
  const own = composers.get(n.kind);
  if (own) return own(n, org, now);
  if (n.kind === 'marketing' || n.kind === 'review')
    return { skip: 'This kind of message is not set up on this server.' };
  if (n.kind === 'custom') {
    return {
      to: n.to,
      subject: n.subject,
      body: n.body,
      button: { label: `Book with ${org.name}`, url: bookUrl(org) },
    };
  }
  const booking = n.bookingId ? (await bookingDoc(n.orgId, n.bookingId).get()).data() : null;
  if (!booking) return { skip: 'The appointment no longer exists.' };
  if (n.kind === 'reminder') {
    if (booking.status !== 'booked' && booking.status !== 'confirmed') {
      return { skip: 'The appointment was cancelled or has already started.' };
    }
    if (n.bookingStart && n.bookingStart.getTime() !== booking.startTime.getTime()) {
      return { skip: 'The appointment moved; its new reminder replaces this one.' };
    }
    if (booking.startTime.getTime() <= now.getTime()) {
      return { skip: 'Too late: the appointment time has passed.' };
    }
  }
  if (n.kind === 'confirm_request') {
    if (booking.status === 'confirmed') return { skip: 'The client has already confirmed.' };
    if (booking.status !== 'booked') {
      return { skip: 'The appointment was cancelled or has already started.' };
    }
    if (n.bookingStart && n.bookingStart.getTime() !== booking.startTime.getTime()) {
      return { skip: 'The appointment moved since this was planned.' };
    }
    if (booking.startTime.getTime() <= now.getTime()) {
      return { skip: 'Too late: the appointment time has passed.' };
    }
    const day = (await riskDayDoc(n.orgId, booking.localDate).get()).data();
    if (day?.risks[booking.id]?.level !== 'high')
      return { skip: 'The no-show risk is no longer high.' };
  }
  if (n.kind === 'change_request') {
    const asked = booking.proposedMove;
    if (!asked || asked.status !== 'pending' || !['booked', 'confirmed'].includes(booking.status)) {
      return { skip: 'The client already answered, or the salon withdrew the request.' };
    }
    if (asked.start.getTime() <= now.getTime())
      return { skip: 'Too late: the new time has passed.' };
  }
  if (n.kind === 'opening') {
    if (booking.status !== 'cancelled') return { skip: 'The time is taken again.' };
    if (booking.startTime.getTime() <= now.getTime()) {
      return { skip: 'Too late: the time has passed.' };
    }
    if (!n.to) return { skip: 'The waiting client left no address for this channel.' };
    const template = await templateFor(n.orgId, n.kind, n.channel);
    const values = {
      client_name: n.recipientName,
      salon: org.name,
      service: servicesLabel(booking.services),
      stylist: booking.staffName,
      time: formatAppointmentTime(booking.startTime, org.timeZone),
      manage_link: bookUrl(org),
      new_time: '',
    };
    return {
      to: n.to,
      subject: renderTemplate(template.subject, values),
      body: renderTemplate(template.body, values),
      button: { label: `Book with ${org.name}`, url: bookUrl(org) },
    };
  }
  const client = booking.clientId
    ? (await clientDoc(n.orgId, booking.clientId).get()).data()
    : null;
  if (booking.clientId && !(await wantsTransactional(n.orgId, booking.clientId, n.channel))) {
    return {
      skip: `The client turned off ${n.channel === 'email' ? 'e-mail' : 'texts'} about appointments.`,
    };
  }
  const to =
    n.channel === 'email'
      ? booking.clientEmail || client?.email || ''
      : (toE164(booking.clientPhone || client?.phone || '', org.country) ?? '');
  if (!to) {
    return {
      skip:
        n.channel === 'email'
          ? 'The client has no e-mail address.'
          : 'The client has no mobile number.',
    };
  }
  const token = n.kind === 'cancelled' ? null : manageToken(n.orgId, booking.id);
  const link = token
    ? `${appOriginForSites()}/book-now?manage=${encodeURIComponent(token)}`
    : bookUrl(org);
  const template = await templateFor(n.orgId, n.kind, n.channel);
  const values = {
    client_name: (booking.clientName || client?.firstName || '').split(' ')[0] ?? '',
    salon: org.name,
    service: servicesLabel(booking.services),
    stylist: booking.staffName,
    time: formatAppointmentTime(booking.startTime, org.timeZone),
    manage_link: link,
    new_time: booking.proposedMove
      ? formatAppointmentTime(booking.proposedMove.start, org.timeZone)
      : '',
  };
  const calendar =
    n.channel === 'email' && (n.kind === 'confirmation' || n.kind === 'rescheduled')
      ? bookingIcs({
          bookingId: booking.id,
          salonName: org.name,
          address: org.address,
          start: booking.startTime,
          end: booking.endTime,
          summary: `${values.service} at ${org.name}`,
          description: `With ${booking.staffName}.${token ? ` Manage: ${link}` : ''}`,
          cancelled: false,
          url: token ? link : null,
        })
      : undefined;
  return {
    to,
    subject: renderTemplate(template.subject, values),
    body: renderTemplate(template.body, values),
    button: {
      label: !token
        ? `Book with ${org.name}`
        : n.kind === 'change_request'
          ? 'Answer the salon'
          : n.kind === 'confirm_request'
            ? 'Confirm or change'
            : 'Manage your appointment',
      url: link,
    },
    ...(calendar ? { calendar } : {}),
  };
}

/** A client's choice for appointment messages on a channel (yes unless they said no). */
async function wantsTransactional(orgId: string, clientId: string, channel: NotificationChannel) {
  const prefs = (await preferencesDoc(orgId, clientId).get()).data();
  return prefs?.transactional[channel] !== false;
}

const bookUrl = (org: OrgRecord) =>
  `${appOriginForSites()}/book-now?salon=${encodeURIComponent(org.slug || org.id)}`;

/**
 * A claimed send that was never settled belongs to a run that died (the
 * sender's timeout is a minute): after this long it may be claimed again.
 */
export const SENDING_LEASE_MS = 10 * 60_000;

/**
 * Takes a notification for this run when it is due at `now` (or was claimed
 * by a run that died), or null when it is not due or another run has it.
 */
export async function claim(orgId: string, id: string, now: Date) {
  return db().runTransaction(async (tx: Transaction) => {
    const ref = notificationDoc(orgId, id);
    const n = (await tx.get(ref)).data();
    countReads(1);
    if (!n) return null;
    const due = n.status === 'queued' && n.sendAt.getTime() <= now.getTime();
    // A lease is wall time: a run driven by a clock ahead of it (a test, the seed)
    // never takes a send another run holds right now.
    const leaseClock = Math.min(now.getTime(), Date.now());
    const abandoned =
      n.status === 'sending' && n.updatedAt.getTime() <= leaseClock - SENDING_LEASE_MS;
    if (!due && !abandoned) return null;
    tx.update(ref, { status: 'sending', attempts: n.attempts + 1, updatedAt: now });
    return { ...n, attempts: n.attempts + 1 };
  });
}

export type DeliveryResult = 'sent' | 'skipped' | 'held' | 'retry' | 'failed' | 'taken';

/** Sends one claimed notification and records how it went. */
export async function deliverOne(n: NotificationRecord, now: Date): Promise<DeliveryResult> {
  const ref = notificationDoc(n.orgId, n.id);
  const settle = async (fields: Partial<NotificationRecord>) =>
    ref.update({ ...fields, updatedAt: new Date() });
  const org = (await orgDoc(n.orgId).get()).data();
  countReads(1);
  if (!org) {
    await settle({ status: 'skipped', reason: 'The salon no longer exists.' });
    return 'skipped';
  }
  const outcome = await compose(n, org, now);
  if ('skip' in outcome) {
    await settle({ status: 'skipped', reason: outcome.skip });
    return 'skipped';
  }
  if ('hold' in outcome) {
    await settle({ status: 'held', reason: outcome.hold });
    return 'held';
  }
  const recorded = { to: outcome.to, subject: outcome.subject, body: outcome.body };
  try {
    if (n.channel === 'email') {
      if (!mailConfigured()) {
        await settle({ ...recorded, status: 'skipped', reason: EMAIL_NOT_SET_UP });
        return 'skipped';
      }
      await deliverMail(
        outcome.mail ??
          notificationMail({
            to: outcome.to,
            subject: outcome.subject,
            body: outcome.body,
            salonName: org.name,
            salonEmail: org.email,
            button: outcome.button,
            ...(outcome.calendar ? { calendar: outcome.calendar } : {}),
          }),
      );
      const sentAt = now; // the run's clock: a due run driven by a test or the seed dates its sends
      await settle({ ...recorded, status: 'sent', sentAt, reason: '' });
      await outcome.afterSent?.(sentAt);
      return 'sent';
    }
    if ((await smsOptOutDoc(outcome.to).get()).data()?.optedOut) {
      await settle({
        ...recorded,
        status: 'skipped',
        reason: 'not sent: the client replied STOP to texts',
      });
      return 'skipped';
    }
    if (!smsConfigured()) {
      await settle({ ...recorded, status: 'skipped', reason: SMS_NOT_SET_UP });
      return 'skipped';
    }
    const sms = await sendSms(outcome.to, outcome.body);
    const sentAt = now; // the run's clock: a due run driven by a test or the seed dates its sends
    await settle({
      ...recorded,
      status: 'sent',
      sentAt,
      providerId: sms.sid,
      providerStatus: sms.status,
      reason: '',
    });
    await outcome.afterSent?.(sentAt);
    return 'sent';
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    if (n.attempts >= MAX_ATTEMPTS) {
      await settle({ ...recorded, status: 'failed', reason });
      return 'failed';
    }
    await settle({
      ...recorded,
      status: 'queued',
      reason: `Will try again: ${reason}`,
      sendAt: new Date(now.getTime() + retryDelayMs(n.attempts)),
    });
    return 'retry';
  }
}

export interface DueReport {
  sent: number;
  skipped: number;
  retrying: number;
  failed: number;
}

/** Marketing (a salon's own message to many) waits on its own queue. */
const queueOf = (n: { kind: string }): DueQueue =>
  n.kind === 'custom' || n.kind === 'marketing' ? 'marketing' : 'transactional';

/**
 * The queue as due work: each notification is a task at its `sendAt`; the
 * sweeper (and the emulators) find what is due, or was claimed by a run that
 * died, with the clock they are given.
 */
export const notificationsDue: DueKind = {
  document: 'orgs/{orgId}/notifications/{id}',
  dueAt: (d) => (d['status'] === 'queued' ? timeOf(d['sendAt']) : null),
  queueOf: (d) => queueOf({ kind: String(d['kind']) }),
  due: async (now, limit) => {
    const lanes = Array.from({ length: NOTIFICATION_LANES }, (_, lane) => lane);
    const perLane = Math.max(1, Math.ceil(limit / NOTIFICATION_LANES));
    const pages = await Promise.all(
      lanes.flatMap((lane) => [
        allNotifications()
          .where('lane', '==', lane)
          .where('status', '==', 'queued')
          .where('sendAt', '<=', now)
          .orderBy('sendAt')
          .limit(perLane)
          .get(),
        allNotifications()
          .where('lane', '==', lane)
          .where('status', '==', 'sending')
          .where('updatedAt', '<=', new Date(now.getTime() - SENDING_LEASE_MS))
          .orderBy('updatedAt')
          .limit(perLane)
          .get(),
      ]),
    );
    return pages
      .flatMap((page) => page.docs)
      .map((d) => {
        const n = d.data();
        return { orgId: n.orgId, id: n.id, queue: queueOf(n) };
      });
  },
  run: async (item, now) => {
    const claimed = await claim(item.orgId, item.id, now);
    return claimed ? deliverOne(claimed, now) : null;
  },
};

/** Everything due at `now` across salons, a page at a time (the clock is the caller's). */
export async function deliverDue(now: Date = new Date(), limit = 200): Promise<DueReport> {
  const report: DueReport = { sent: 0, skipped: 0, retrying: 0, failed: 0 };
  const queue = await notificationsDue.due(now, limit);
  const workers = Array.from({ length: Math.min(8, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await notificationsDue.run(next, now);
      if (result === 'sent') report.sent++;
      else if (result === 'skipped') report.skipped++;
      else if (result === 'retry') report.retrying++;
      else if (result === 'failed') report.failed++;
    }
  });
  await Promise.all(workers);
  return report;
}
