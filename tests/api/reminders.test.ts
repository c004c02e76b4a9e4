// Reminders and notices, against the Firestore emulator and a real local SMTP
// server: the services that the booking trigger and the due sender call, run
// in this process with the clock passed in.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BookingRecord } from '@chairside/core/records/booking';
import type * as QueueModule from '../../functions/src/notifications/queue.service';
import { admin } from '../support/api';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { bookingRecord } from '../support/booking-fixture';

const run = Date.now();
const orgId = `remind-salon-${run}`;
let queue: typeof QueueModule;
let mailbox: Mailbox;
const HOUR = 3_600_000;
// Noon UTC two weeks ahead: 7:00 AM in New York.
const start = new Date(
  Math.ceil((Date.now() + 14 * 24 * HOUR) / (24 * HOUR)) * 24 * HOUR + 12 * HOUR,
);

const booking = bookingRecord;

const write = (b: BookingRecord) => admin().db.doc(`orgs/${orgId}/bookings/${b.id}`).set(b);
const queued = async (bookingId: string) =>
  (
    await admin()
      .db.collection(`orgs/${orgId}/notifications`)
      .where('bookingId', '==', bookingId)
      .get()
  ).docs.map((d) => d.data() as { status: string; channel: string; kind: string; reason: string });
// Each booking's confirmation goes out at once from its own task; these tests are about what follows.
const mailsTo = (to: string) =>
  mailbox.messages.filter(
    (m) => JSON.stringify(m.to).includes(to) && !(m.subject ?? '').startsWith('Booked: '),
  );

beforeAll(async () => {
  await import('../../functions/src/subscriptions');
  queue = await import('../../functions/src/notifications/queue.service');
  mailbox = await startMailbox();
  await admin()
    .db.doc(`orgs/${orgId}`)
    .set({
      name: 'Studio Remind',
      slug: orgId,
      timeZone: 'America/New_York',
      currency: 'USD',
      email: 'hello@remind.test',
      reminderSettings: { hoursBefore: [24, 2], email: true, sms: true },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
});
afterAll(() => mailbox?.close());

describe('reminders go out once, at the right time', () => {
  it('a booking two weeks ahead gets one e-mail reminder the day before, and a retry sends no second', async () => {
    const email = `sam-${run}@example.test`;
    const b = booking('b-once', email, start);
    await write(b);
    const now = new Date(start.getTime() - 14 * 24 * HOUR);
    // The trigger may run twice for one write: the plan is the same, nothing is added twice.
    await queue.syncBookingNotifications(orgId, null, b, now);
    await queue.syncBookingNotifications(orgId, null, b, now);
    const plan = await queued('b-once');
    expect(plan.filter((n) => n.channel === 'email' && n.kind === 'reminder')).toHaveLength(2);

    const dayBefore = new Date(start.getTime() - 24 * HOUR + 60_000);
    // Two overlapping runs of the sender: each notification is claimed by one.
    await Promise.all([queue.deliverDue(dayBefore), queue.deliverDue(dayBefore)]);
    await mailbox.waitFor(email, /^Reminder: Cut & finish at Studio Remind/);
    await queue.deliverDue(dayBefore);
    expect(mailsTo(email)).toHaveLength(1);
    const reminder = mailsTo(email)[0]!;
    expect(reminder.text).toContain('with Leo Martins at Studio Remind');
    expect(reminder.text).toContain('7:00 AM EST');
  });

  it('SMS without Twilio credentials is recorded as not sent, with the reason', async () => {
    const texts = (await queued('b-once')).filter(
      (n) => n.channel === 'sms' && n.kind === 'reminder',
    );
    const done = texts.filter((n) => n.status !== 'queued');
    expect(done).toEqual([
      expect.objectContaining({ status: 'skipped', reason: 'not sent: SMS is not set up' }),
    ]);
  });

  it('a moved booking’s reminder follows it, with a notice of the new time', async () => {
    const email = `moved-${run}@example.test`;
    const before = booking('b-moved', email, start);
    await write(before);
    const planned = new Date(start.getTime() - 10 * 24 * HOUR);
    await queue.syncBookingNotifications(orgId, null, before, planned);
    const later = new Date(start.getTime() + 2 * 24 * HOUR);
    const after = { ...before, startTime: later, endTime: new Date(later.getTime() + HOUR) };
    await write(after);
    const movedAt = new Date(start.getTime() - 5 * 24 * HOUR);
    await queue.syncBookingNotifications(orgId, before, after, movedAt);
    await queue.deliverDue(movedAt);
    await mailbox.waitFor(email, /^Moved: Cut & finish/);
    // The notice may have gone by the emulators' own task (on real time): let it
    // settle before this test's clock runs days ahead, where a send still marked
    // 'sending' would look abandoned and be claimed again.
    await expect
      .poll(async () => (await queued('b-moved')).filter((n) => n.status === 'sending').length)
      .toBe(0);
    // Nothing at the old time; the reminder comes the day before the new one.
    await queue.deliverDue(new Date(start.getTime() - 24 * HOUR + 60_000));
    expect(mailsTo(email).map((m) => m.subject)).toEqual([expect.stringMatching(/^Moved: /)]);
    await queue.deliverDue(new Date(later.getTime() - 24 * HOUR + 60_000));
    await mailbox.waitFor(email, /^Reminder: /);
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('a cancelled booking sends its cancellation and no reminder', async () => {
    const email = `gone-${run}@example.test`;
    const before = booking('b-gone', email, start);
    await write(before);
    await queue.syncBookingNotifications(
      orgId,
      null,
      before,
      new Date(start.getTime() - 9 * 24 * HOUR),
    );
    const waiter = `waiter-${run}@example.test`;
    const entry = (id: string, extra: Record<string, unknown>) =>
      admin()
        .db.doc(`orgs/${orgId}/waitlist/${id}`)
        .set({
          serviceIds: ['cut'],
          staffId: null,
          date: before.localDate,
          timeOfDay: 'morning',
          firstName: 'Wren',
          email: waiter,
          phone: '',
          status: 'waiting',
          createdAt: new Date(),
          updatedAt: new Date(),
          ...extra,
        });
    await entry('w-morning', {});
    // Asked for the evening: 7:00 AM does not suit them.
    await entry('w-evening', { timeOfDay: 'evening', email: `late-${run}@example.test` });
    const after = { ...before, status: 'cancelled' as const };
    await write(after);
    const cancelledAt = new Date(start.getTime() - 3 * 24 * HOUR);
    // The emulators' trigger may already have done this write's work: the state is what counts.
    await queue.syncBookingNotifications(orgId, before, after, cancelledAt);
    const left = await queued('b-gone');
    expect(left.filter((n) => n.kind === 'reminder')).toEqual([]);
    // The emulators' task may be sending the cancellation now (by the real clock); this run's
    // clock is days ahead, where a claim that old would count as abandoned: let it finish first.
    await vi.waitFor(
      async () =>
        expect((await queued('b-gone')).filter((n) => n.status === 'sending')).toEqual([]),
      { timeout: 20_000, interval: 200 },
    );
    await queue.deliverDue(cancelledAt);
    await mailbox.waitFor(email, /^Cancelled: /);
    await queue.deliverDue(new Date(start.getTime() - HOUR));
    expect(mailsTo(email)).toHaveLength(1);
    expect((await queued('b-gone')).map((n) => n.kind).sort()).toEqual([
      'cancelled',
      'cancelled',
      'confirmation',
      'confirmation',
      'opening',
    ]);
    // The waiting client hears once that the time opened up; the evening one does not.
    const opening = await mailbox.waitFor(waiter, /^A time opened up at Studio Remind/);
    expect(opening.text).toContain('Hi Wren, you asked to hear when a time opens up.');
    expect(mailsTo(waiter)).toHaveLength(1);
    expect(mailsTo(`late-${run}@example.test`)).toHaveLength(0);
    const told = await admin().db.doc(`orgs/${orgId}/waitlist/w-morning`).get();
    expect(told.get('status')).toBe('contacted');
  });
});
