// Due work as tasks, on the emulators: each document's trigger plans a Cloud
// Tasks task at its time (the Tasks emulator runs every task at once), the
// task's handler does the item only when it is due at its clock, and the
// sweeper picks up what a run that died left behind. Handlers and the
// sweeper run in this process with the clock passed in, as Cloud Tasks
// would call them at that time.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { laneOf } from '@chairside/core/records/notification';
import type * as RunModule from '../../functions/src/due/run';
import type * as SweepModule from '../../functions/src/due/sweep';
import type * as OutboxModule from '../../functions/src/mail/outbox';
import { admin } from '../support/api';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { bookingRecord } from '../support/booking-fixture';

const run = Date.now();
const orgId = `due-salon-${run}`;
const HOUR = 3_600_000;
const WAIT = { timeout: 20_000, interval: 250 };
let tasks: typeof RunModule;
let sweeper: typeof SweepModule;
let outbox: typeof OutboxModule;
let mailbox: Mailbox;

const start = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR);

const booking = (id: string, email: string, at: Date) =>
  bookingRecord(id, email, at, {
    staffId: 's-ana',
    staffName: 'Ana Silva',
    services: [{ id: 'colour', name: 'Colour', durationMinutes: 60, price: 9000 }],
    price: 9000,
    clientName: 'Robin Park',
    clientPhone: '',
    source: 'staff',
  });

const notifications = () => admin().db.collection(`orgs/${orgId}/notifications`);
const planned = async (bookingId: string) =>
  (await notifications().where('bookingId', '==', bookingId).get()).docs.map((d) => ({
    id: d.id,
    ...(d.data() as { kind: string; channel: string; status: string }),
    sendAt: (d.get('sendAt') as { toDate(): Date }).toDate(),
  }));
const mailsTo = (to: string) => mailbox.messages.filter((m) => JSON.stringify(m.to).includes(to));

/** What a run that died after claiming a message leaves behind. */
async function abandonedSend(id: string, to: string, claimedAt: Date) {
  await notifications()
    .doc(id)
    .set({
      id,
      orgId,
      kind: 'custom',
      channel: 'email',
      to,
      subject: 'Late opening on Thursday',
      body: 'We are open until 9 PM this Thursday.',
      bookingId: null,
      bookingStart: null,
      clientId: null,
      recipientName: '',
      waitlistId: null,
      status: 'sending',
      attempts: 1,
      reason: '',
      providerId: '',
      providerStatus: null,
      sentAt: null,
      lane: laneOf(id),
      sendAt: claimedAt,
      createdAt: claimedAt,
      updatedAt: claimedAt,
    });
}

beforeAll(async () => {
  tasks = await import('../../functions/src/due/run');
  sweeper = await import('../../functions/src/due/sweep');
  outbox = await import('../../functions/src/mail/outbox');
  mailbox = await startMailbox();
  await admin()
    .db.doc(`orgs/${orgId}`)
    .set({
      name: 'Studio Due',
      slug: orgId,
      timeZone: 'America/New_York',
      currency: 'USD',
      email: 'hello@due.test',
      reminderSettings: { hoursBefore: [24], email: true, sms: false },
      createdAt: new Date(),
      updatedAt: new Date(),
    });
});
afterAll(() => mailbox?.close());

describe('due work runs from its own task', () => {
  it('a confirmation due now goes out through its task, with no due-work run', async () => {
    const email = `confirm-${run}@example.test`;
    await admin()
      .db.doc(`orgs/${orgId}/bookings/b-confirm`)
      .set(booking('b-confirm', email, start));
    const mail = await mailbox.waitFor(email, /Colour/, 20_000);
    expect(mail.text).toContain('Studio Due');
    await vi.waitFor(async () => {
      const confirmation = (await planned('b-confirm')).find((n) => n.kind === 'confirmation');
      expect(confirmation?.status).toBe('sent');
    }, WAIT);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a moved booking’s reminder moves: the old time sends nothing, the new time sends once', async () => {
    const email = `moved-${run}@example.test`;
    const before = booking('b-move', email, start);
    const ref = admin().db.doc(`orgs/${orgId}/bookings/b-move`);
    await ref.set(before);
    await vi.waitFor(async () => {
      expect((await planned('b-move')).filter((n) => n.kind === 'reminder')).toHaveLength(1);
    }, WAIT);
    const old = (await planned('b-move')).find((n) => n.kind === 'reminder')!;
    const later = new Date(start.getTime() + 26 * HOUR);
    await ref.update({ startTime: later, endTime: new Date(later.getTime() + HOUR) });
    await vi.waitFor(async () => {
      const reminders = (await planned('b-move')).filter((n) => n.kind === 'reminder');
      expect(reminders.map((n) => n.sendAt)).toEqual([new Date(later.getTime() - 24 * HOUR)]);
    }, WAIT);
    const moved = (await planned('b-move')).find((n) => n.kind === 'reminder')!;
    expect(moved.id).not.toBe(old.id);

    // Cloud Tasks calls the old task at its time: its reminder is gone.
    const oldTask = { kind: 'notification', orgId, id: old.id, at: old.sendAt.getTime() };
    expect(await tasks.runDueTask(oldTask, old.sendAt)).toEqual({ did: null });
    // The new task, a second early by its clock, and again when retried.
    const newTask = { kind: 'notification', orgId, id: moved.id, at: moved.sendAt.getTime() };
    const at = new Date(moved.sendAt.getTime() - 1000);
    expect(await tasks.runDueTask(newTask, at)).toEqual({ did: 'sent' });
    expect(await tasks.runDueTask(newTask, at)).toEqual({ did: null });
    await mailbox.waitFor(email, /^Reminder: Colour/);
    expect(mailsTo(email).filter((m) => /^Reminder/.test(m.subject ?? ''))).toHaveLength(1);
  });

  it('a send whose run died is retried once by the sweeper, never twice', async () => {
    const email = `killed-${run}@example.test`;
    const now = new Date();
    const claimedAt = new Date(now.getTime() - 15 * 60_000);
    await abandonedSend('killed-1', email, claimedAt);
    // Within its lease nothing may take it; after, the sweeper enqueues one task.
    expect(
      await tasks.runDueTask(
        { kind: 'notification', orgId, id: 'killed-1', at: 0 },
        new Date(claimedAt.getTime() + 5 * 60_000),
      ),
    ).toEqual({ did: null });
    const first = await sweeper.sweepDue(now);
    expect(first['notification']).toBeGreaterThanOrEqual(1);
    await mailbox.waitFor(email, /^Late opening/, 20_000);
    // A second sweep in the same round, and one later, find nothing to do.
    await sweeper.sweepDue(now);
    await sweeper.sweepDue(new Date(now.getTime() + 10 * 60_000));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(email)).toHaveLength(1);
    const stored = (await notifications().doc('killed-1').get()).data();
    expect(stored).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('two deliveries of one abandoned send (a Cloud Tasks retry and the sweeper’s) send it once', async () => {
    const email = `twice-${run}@example.test`;
    await abandonedSend('killed-2', email, new Date(Date.now() - 11 * 60_000));
    const task = { kind: 'notification', orgId, id: 'killed-2', at: Date.now() };
    const outcomes = await Promise.all([tasks.runDueTask(task), tasks.runDueTask(task)]);
    expect(outcomes).toEqual(expect.arrayContaining([{ did: 'sent' }, { did: null }]));
    await mailbox.waitFor(email, /^Late opening/);
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a task of a shape it does not know is dropped with a reason, not retried forever', async () => {
    expect(await tasks.runDueTask({ kind: 'fax', orgId, id: 'x', at: 0 })).toEqual({
      invalid: expect.stringContaining('Invalid option'),
    });
  });
});

describe('e-mail a request asks for goes out from the outbox, not the request', () => {
  const mail = (to: string, subject: string) => ({
    to,
    subject,
    text: `Your sign-in link: https://app.test/login?oobCode=${run}`,
    html: `<p>Your sign-in link</p>`,
  });
  const stored = async (id: string) => (await admin().db.doc(`mailOutbox/${id}`).get()).data();

  it('sends a queued mail once, even asked twice with one key, and keeps no link after', async () => {
    const to = `outbox-${run}@example.test`;
    const [a, b] = [
      await outbox.queueMail(mail(to, 'Your receipt from Studio Due'), { orgId, key: `r-${run}` }),
      await outbox.queueMail(mail(to, 'Your receipt from Studio Due'), { orgId, key: `r-${run}` }),
    ];
    expect(a).toEqual({ id: b.id, willSend: true });
    await mailbox.waitFor(to, /^Your receipt/, 20_000);
    await vi.waitFor(async () => expect((await stored(a.id))?.['status']).toBe('sent'), WAIT);
    const kept = (await stored(a.id))!;
    expect(kept['mail']).toEqual({ to, subject: 'Your receipt from Studio Due' });
    expect(JSON.stringify(kept)).not.toContain('oobCode');
    // Its task delivered again (a Cloud Tasks retry) sends nothing more.
    expect(await tasks.runDueTask({ kind: 'mail', orgId: '', id: a.id, at: Date.now() })).toEqual({
      did: null,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('re-sends once a mail whose task died after claiming it', async () => {
    const to = `outbox-killed-${run}@example.test`;
    const claimedAt = new Date(Date.now() - 8 * 60_000);
    await admin()
      .db.doc(`mailOutbox/killed-${run}`)
      .set({
        mail: mail(to, 'Your invitation to Studio Due'),
        orgId,
        status: 'sending',
        reason: '',
        attempts: 1,
        queuedAt: claimedAt,
        updatedAt: claimedAt,
      });
    const swept = await sweeper.sweepDue(new Date());
    expect(swept['mail']).toBeGreaterThanOrEqual(1);
    await mailbox.waitFor(to, /^Your invitation/, 20_000);
    await sweeper.sweepDue(new Date());
    await new Promise((r) => setTimeout(r, 1000));
    expect(mailsTo(to)).toHaveLength(1);
    expect(await stored(`killed-${run}`)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
