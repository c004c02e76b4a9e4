// A high-risk appointment's "please confirm" message, in this process against
// the Firestore emulator (its own project: no emulated trigger races the clock
// these tests pass in) and a real local SMTP server: scoring the appointment
// publishes its risk, the notifications slice queues the message two days
// before (only where the salon turned it on), the due sender checks it again
// when due, and the client's yes from the link confirms the appointment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp, getApps } from 'firebase-admin/app';
import type { BookingRecord } from '@chairside/core/records/booking';
import type * as QueueModule from '../../functions/src/notifications/queue.service';
import type * as ScoringModule from '../../functions/src/intelligence/no-show.service';
import type * as OnlineModule from '../../functions/src/bookings/online.service';
import { admin } from '../support/api';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { bookingRecord as booking } from '../support/booking-fixture';
import { PROJECT_ID } from '../support/emulators';
import { trainedModelRecord } from '../support/no-show-fixture';

if (getApps().length === 0) initializeApp({ projectId: `${PROJECT_ID}-confirm` });

const run = Date.now();
const orgId = `confirm-salon-${run}`;
let queue: typeof QueueModule;
let scoring: typeof ScoringModule;
let online: typeof OnlineModule;
let mailbox: Mailbox;
const HOUR = 3_600_000;
// Noon UTC two weeks ahead: 7:00 AM in New York.
const start = new Date(
  Math.ceil((Date.now() + 14 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR + 12 * HOUR,
);

const write = (b: BookingRecord) => admin().db.doc(`orgs/${orgId}/bookings/${b.id}`).set(b);
const queued = async (bookingId: string) =>
  (
    await admin()
      .db.collection(`orgs/${orgId}/notifications`)
      .where('bookingId', '==', bookingId)
      .get()
  ).docs.map((d) => d.data() as { status: string; channel: string; kind: string; reason: string });
const mailsTo = (to: string) => mailbox.messages.filter((m) => JSON.stringify(m.to).includes(to));

beforeAll(async () => {
  process.env['BOOKING_LINK_SECRET'] = 'confirm-test-booking-link-secret-0123456789';
  await import('../../functions/src/subscriptions');
  queue = await import('../../functions/src/notifications/queue.service');
  scoring = await import('../../functions/src/intelligence/no-show.service');
  online = await import('../../functions/src/bookings/online.service');
  mailbox = await startMailbox();
  await admin()
    .db.doc(`orgs/${orgId}`)
    .set({
      name: 'Studio Confirm',
      slug: orgId,
      timeZone: 'America/New_York',
      currency: 'USD',
      email: 'hello@confirm.test',
      reminderSettings: { hoursBefore: [24, 2], email: true, sms: false },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
});
afterAll(() => mailbox?.close());

describe('a high-risk appointment', () => {
  // The salon's own model: a first visit weighs heavily.
  const model = trainedModelRecord({ newClient: 5 });
  const confirmRequests = async (bookingId: string) =>
    (await queued(bookingId)).filter((n) => n.kind === 'confirm_request');
  const settings = (confirmRisky: boolean) =>
    admin()
      .db.doc(`orgs/${orgId}`)
      .update({
        reminderSettings: { hoursBefore: [24, 2], email: true, sms: false, confirmRisky },
      });

  beforeAll(async () => {
    await admin().db.doc(`orgs/${orgId}/intelligence/noShow`).set(model);
  });

  it('asks its client to confirm two days before, only where the salon turned it on', async () => {
    const email = `ask-${run}@example.test`;
    const b = booking('b-ask', email, start);
    await settings(false);
    await write(b);
    const now = new Date(start.getTime() - 14 * 24 * HOUR);
    const risk = await scoring.scoreBookingWrite(orgId, null, b, now);
    expect(risk?.level).toBe('high');
    // Off (the default): no message beyond the reminders.
    expect(await queue.queueConfirmRequest(orgId, b.id, now)).toBe(0);
    expect(await confirmRequests(b.id)).toEqual([]);

    await settings(true);
    // Scoring the write publishes the risk; the notifications slice queues the request once.
    await scoring.scoreBookingWrite(orgId, null, b, now);
    expect(await queue.queueConfirmRequest(orgId, b.id, now)).toBe(0);
    const [request] = await confirmRequests(b.id);
    expect(request).toMatchObject({ channel: 'email', status: 'queued' });
    // 7:00 AM two days before, on the salon's clock.
    const twoDaysBefore = new Date(start.getTime() - 48 * HOUR);
    expect(
      (
        await admin()
          .db.doc(`orgs/${orgId}/notifications/confirm-request-email-b-ask-${start.getTime()}`)
          .get()
      )
        .get('sendAt')
        .toDate(),
    ).toEqual(twoDaysBefore);

    await queue.deliverDue(new Date(twoDaysBefore.getTime() - 60_000));
    expect(mailsTo(email).filter((m) => /^Please confirm/.test(m.subject ?? ''))).toEqual([]);
    await queue.deliverDue(new Date(twoDaysBefore.getTime() + 60_000));
    const mail = await mailbox.waitFor(email, /^Please confirm: Cut & finish at Studio Confirm/);
    expect(mail.text).toContain("Please confirm you're coming");
    expect(mail.text).not.toMatch(/risk|no-show/i);
    // The client says yes from the message's link: the appointment is confirmed.
    const token = new URL(linkIn(mail, 'http')).searchParams.get('manage')!;
    const confirmed = await online.confirmManaged(token);
    expect(confirmed.booking.status).toBe('confirmed');
    expect(confirmed.canConfirm).toBe(false);
    // When they said so is kept: the no-show risk reads it (once the salon has learned what
    // confirmations mean here).
    const stored = await admin().db.doc(`orgs/${orgId}/bookings/${confirmed.booking.id}`).get();
    expect(stored.get('confirmedAt')).toBeTruthy();
    // Saying it twice changes nothing.
    expect((await online.confirmManaged(token)).booking.status).toBe('confirmed');
  });

  it('is not asked when the client confirmed already, or the risk fell by the time it is due', async () => {
    const later = new Date(start.getTime() + 24 * HOUR);
    const now = new Date(later.getTime() - 10 * 24 * HOUR);
    const due = new Date(later.getTime() - 48 * HOUR + 60_000);
    for (const id of ['b-sure', 'b-safer']) {
      const b = booking(id, `${id}-${run}@example.test`, later);
      await write(b);
      await scoring.scoreBookingWrite(orgId, null, b, now);
      await queue.queueConfirmRequest(orgId, id, now);
      expect(await confirmRequests(id)).toHaveLength(1);
    }
    await admin().db.doc(`orgs/${orgId}/bookings/b-sure`).update({ status: 'confirmed' });
    const day = admin().db.doc(`orgs/${orgId}/noShowRisk/${later.toISOString().slice(0, 10)}`);
    await day.update({ 'risks.b-safer.level': 'medium' });
    await queue.deliverDue(due);
    expect(await confirmRequests('b-sure')).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'The client has already confirmed.' }),
    ]);
    expect(await confirmRequests('b-safer')).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'The no-show risk is no longer high.' }),
    ]);
  });
});
