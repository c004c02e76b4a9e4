// Automated journeys and attribution against the emulators, the clock
// driven by the test: a client 100 days lapsed gets the win-back once (a
// second run adds nothing), one who booked first gets nothing, a reminder to
// book waits out the weekly cap; a birthday text at 21:30 waits until 9:00
// in the salon's zone across the night the clocks go back; and a booking 3
// days after a message is credited to it, one 8 days after is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Journeys from '../../functions/src/marketing/journeys.service';
import type * as Tracking from '../../functions/src/marketing/tracking.service';
import type * as Queue from '../../functions/src/notifications/queue.service';
import { ZBookingRecord } from '@chairside/core/records/booking';
import { ZMarketingSettings } from '@chairside/core/marketing-settings';
import { admin, ownedSalon } from '../support/api';
import { signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { signLinksAsTheEmulators } from '../support/local-links';

const run = Date.now().toString(36);
const DAY = 86_400_000;
let journeys: typeof Journeys;
let tracking: typeof Tracking;
let queue: typeof Queue;
let mailbox: Mailbox;

const db = () => admin().db;

async function client(orgId: string, id: string, fields: Record<string, unknown> = {}) {
  const now = new Date();
  await db()
    .doc(`orgs/${orgId}/clients/${id}`)
    .set({
      firstName: id,
      lastName: 'Test',
      email: `${id}-${run}@example.test`,
      phone: '+12125550100',
      tags: [],
      marketingConsent: { email: true, sms: true },
      createdAt: new Date(now.getTime() - 400 * DAY),
      updatedAt: now,
      ...fields,
    });
}

async function visit(orgId: string, clientId: string, start: number, status = 'completed') {
  const id = `b-${clientId}-${start}`;
  await db()
    .doc(`orgs/${orgId}/bookings/${id}`)
    .set(
      ZBookingRecord.parse({
        id,
        localDate: new Date(start).toISOString().slice(0, 10),
        startTime: new Date(start),
        endTime: new Date(start + 3_600_000),
        staffId: 's-lee',
        staffName: 'Lee Park',
        serviceIds: ['svc-cut'],
        services: [{ id: 'svc-cut', name: 'Cut', durationMinutes: 60, price: 6_000 }],
        price: 6_000,
        clientId,
        clientName: clientId,
        status,
        source: 'staff',
        createdAt: new Date(start - DAY),
        updatedAt: new Date(start - DAY),
      }),
    );
}

async function settings(orgId: string, on: Record<string, Record<string, unknown>>) {
  const base = ZMarketingSettings.parse({});
  for (const [kind, config] of Object.entries(on))
    Object.assign(base.journeys[kind as keyof typeof base.journeys], { enabled: true, ...config });
  await db()
    .doc(`orgs/${orgId}/marketing/settings`)
    .set({ ...base, id: 'settings', journeysAt: null, updatedAt: new Date() });
}

const messages = async (orgId: string, clientId: string) =>
  (
    await db().collection(`orgs/${orgId}/notifications`).where('clientId', '==', clientId).get()
  ).docs.map((d): FirebaseFirestore.DocumentData => ({ ...d.data(), id: d.id }));

// Links minted here must match the functions emulator's.
signLinksAsTheEmulators();

beforeAll(async () => {
  await import('../../functions/src/subscriptions');
  journeys = await import('../../functions/src/marketing/journeys.service');
  tracking = await import('../../functions/src/marketing/tracking.service');
  queue = await import('../../functions/src/notifications/queue.service');
  mailbox = await startMailbox();
});

afterAll(async () => {
  await mailbox?.close();
});

describe('win back and reminders to book', () => {
  const orgId = `jrn-${run}`;
  // A clock of its own, a week ahead: the emulators' tasks (real time) find nothing due.
  const T0 = Date.now() + 7 * DAY;

  beforeAll(async () => {
    const owner = await signUp(`jrn-owner-${run}@chairside.test`);
    await ownedSalon(orgId, 'Journey Studio', owner.uid);
    await client(orgId, 'lapsed');
    await visit(orgId, 'lapsed', T0 - 101 * DAY);
    await client(orgId, 'booked');
    await visit(orgId, 'booked', T0 - 101 * DAY);
    await visit(orgId, 'booked', T0 + 3 * DAY, 'booked');
    await client(orgId, 'capped');
    await visit(orgId, 'capped', T0 - 43 * DAY);
    // A campaign reached this client 3 days ago: the weekly cap holds the reminder back.
    await db()
      .doc(`orgs/${orgId}/marketingTouches/capped`)
      .set({
        id: 'capped',
        notificationId: 'mkt-earlier',
        source: 'campaigns/earlier',
        sentAt: new Date(T0 - 3 * DAY),
        cappedAt: new Date(T0 - 3 * DAY),
      });
    await settings(orgId, {
      win_back: { channels: { email: true, sms: false } },
      rebook_reminder: { channels: { email: true, sms: false }, afterDays: 42 },
    });
  });

  it('a client 100 days lapsed gets the win-back once; one who booked first gets nothing', async () => {
    const first = await journeys.runJourneys(orgId, T0);
    expect(first.queued).toBe(1);
    expect(first.skipped['booked']).toBe(1);
    expect(first.skipped['capped']).toBe(1);
    const lapsed = await messages(orgId, 'lapsed');
    expect(lapsed).toHaveLength(1);
    expect(lapsed[0]).toMatchObject({
      kind: 'marketing',
      source: 'journeys/win_back',
      channel: 'email',
    });
    expect(await messages(orgId, 'booked')).toHaveLength(0);
    // Journey e-mails wait for 9:00 in the salon's zone too: by the next day it has gone.
    await queue.deliverDue(new Date(T0 + DAY), 100);
    const mail = await mailbox.waitFor(`lapsed-${run}@example.test`, /while/);
    expect(mail.text).toContain('Unsubscribe: ');

    // The next hour, and two days on: nothing new for anyone.
    for (const later of [T0 + 3_600_000, T0 + 2 * DAY]) {
      const again = await journeys.runJourneys(orgId, later);
      expect(again.queued).toBe(0);
    }
    expect(await messages(orgId, 'lapsed')).toHaveLength(1);
  });

  it('the reminder held by the weekly cap goes once the week is over', async () => {
    expect(await messages(orgId, 'capped')).toHaveLength(0);
    const weekOn = await journeys.runJourneys(orgId, T0 + 5 * DAY);
    expect(weekOn.queued).toBe(1);
    const got = await messages(orgId, 'capped');
    expect(got.map((m) => m.source)).toEqual(['journeys/rebook_reminder']);
  });

  it('credits a booking 3 days after the message, and not one 8 days after', async () => {
    await queue.deliverDue(new Date(T0 + 6 * DAY), 100);
    const touch = (await db().doc(`orgs/${orgId}/marketingTouches/lapsed`).get()).data()!;
    const sentAt = touch['sentAt'].toDate().getTime();
    const booking = (id: string, createdAt: number) =>
      ZBookingRecord.parse({
        id,
        localDate: '2027-01-01',
        startTime: new Date(createdAt + 7 * DAY),
        endTime: new Date(createdAt + 7 * DAY + 3_600_000),
        staffId: 's-lee',
        price: 8_500,
        clientId: 'lapsed',
        status: 'booked',
        source: 'online',
        createdAt: new Date(createdAt),
        updatedAt: new Date(createdAt),
      });
    expect(await tracking.attributeBooking(orgId, booking('b-late', sentAt + 8 * DAY))).toBeNull();
    const credited = await tracking.attributeBooking(orgId, booking('b-soon', sentAt + 3 * DAY));
    expect(credited).toBe(touch['notificationId']);
    // Credited once, however often the trigger runs.
    expect(await tracking.attributeBooking(orgId, booking('b-soon', sentAt + 3 * DAY))).toBeNull();
    const message = (await db().doc(`orgs/${orgId}/notifications/${credited}`).get()).data()!;
    expect(message).toMatchObject({ booked: 1, bookingIds: ['b-soon'], revenue: 8_500 });
  });
});

describe('quiet hours across the night the clocks go back', () => {
  const orgId = `jrn-dst-${run}`;
  // Saturday 6 November 2027, 21:30 in New York (EDT, UTC−4); the clocks go back at 2:00.
  // (A night still to come: the emulators' own tasks, on real time, find nothing due.)
  const evening = Date.parse('2027-11-07T01:30:00Z');
  // Sunday 7 November, 9:00 EST (UTC−5).
  const morning = Date.parse('2027-11-07T14:00:00Z');

  beforeAll(async () => {
    const owner = await signUp(`jrn-dst-owner-${run}@chairside.test`);
    await ownedSalon(orgId, 'Night Studio', owner.uid);
    await client(orgId, 'bday', { birthday: '1990-11-06' });
    await visit(orgId, 'bday', evening - 30 * DAY);
    await settings(orgId, { birthday: { channels: { email: false, sms: true } } });
  });

  it('a birthday text at 21:30 waits until 9:00 the next morning, whatever the clocks did', async () => {
    const report = await journeys.runJourneys(orgId, evening);
    expect(report.queued).toBe(1);
    const [text] = await messages(orgId, 'bday');
    expect(text).toMatchObject({ channel: 'sms', status: 'queued' });
    expect(text!['sendAt'].toDate().toISOString()).toBe(new Date(morning).toISOString());
    // Not a minute early.
    await queue.deliverDue(new Date(morning - 60_000), 100);
    expect((await messages(orgId, 'bday'))[0]).toMatchObject({ status: 'queued', attempts: 0 });
  });
});

describe('a journey of the salon’s own', () => {
  const orgId = `jrn-own-${run}`;
  const T0 = Date.now() + 14 * DAY;
  let ownerUid: string;
  let journeyId: string;
  const message = (subject: string) => ({
    kind: 'message' as const,
    channels: { email: true, sms: false },
    content: { subject, html: `<p>${subject}, {{first_name}}</p>`, sms: '' },
  });

  beforeAll(async () => {
    const owner = await signUp(`jrn-own-owner-${run}@chairside.test`);
    ownerUid = owner.uid;
    await ownedSalon(orgId, 'Own Journey Studio', owner.uid);
    const { saveCustomJourney } =
      await import('../../functions/src/marketing/custom-journeys.service');
    const { callerFor } = await import('../support/callers');
    const saved = await saveCustomJourney(
      callerFor(ownerUid),
      {
        orgId,
        name: 'Welcome new clients',
        enabled: true,
        includeExisting: true,
        trigger: { kind: 'event', event: 'new_client' },
        steps: [
          message('Welcome'),
          { kind: 'wait', days: 3 },
          { kind: 'condition', check: 'not_opened' },
          message('In case you missed it'),
        ],
      },
      T0,
    );
    journeyId = saved.journey.id;
    // Three new clients after it was turned on, one who was a client before.
    for (const id of ['quiet', 'opener', 'booker'])
      await client(orgId, id, { createdAt: new Date(T0 + 3_600_000) });
    await client(orgId, 'old');
  });

  it('lets in the new clients, sends the first message, and follows each to the end', async () => {
    const first = await journeys.runJourneys(orgId, T0 + 2 * 3_600_000);
    expect(first.queued).toBe(3);
    expect(await messages(orgId, 'old')).toHaveLength(0);
    await queue.deliverDue(new Date(T0 + DAY), 100);
    await mailbox.waitFor(`opener-${run}@example.test`, /^Welcome/);
    // One opens it; one books.
    const opened = (await messages(orgId, 'opener'))[0]!;
    const { recordOpen } = await import('../../functions/src/marketing/tracking.service');
    const { trackingSignature } = await import('../../functions/src/marketing/links');
    await recordOpen(orgId, opened['id'], trackingSignature(orgId, opened['id']));
    await visit(orgId, 'booker', T0 + 20 * DAY, 'booked');
    await db()
      .doc(`orgs/${orgId}/bookings/b-booker-${T0 + 20 * DAY}`)
      .update({ createdAt: new Date(T0 + 2 * DAY) });

    // Three days on: the weekly cap holds the second message for the one who did not open.
    const early = await journeys.runJourneys(orgId, T0 + 4 * DAY);
    expect(early.queued).toBe(0);
    const runs = async () =>
      Object.fromEntries(
        (await db().collection(`orgs/${orgId}/customJourneys/${journeyId}/runs`).get()).docs.map(
          (d) => [d.id, d.get('status')],
        ),
      );
    expect(await runs()).toEqual({ quiet: 'active', opener: 'stopped', booker: 'goal' });
    // A week after the first: the second message goes, and the journey ends.
    const later = await journeys.runJourneys(orgId, T0 + 9 * DAY);
    expect(later.queued).toBe(1);
    expect((await messages(orgId, 'quiet')).map((m) => m['source'])).toEqual([
      `customJourneys/${journeyId}/steps/0`,
      `customJourneys/${journeyId}/steps/3`,
    ]);
    expect(await runs()).toEqual({ quiet: 'done', opener: 'stopped', booker: 'goal' });
    expect(await messages(orgId, 'booker')).toHaveLength(1);
  });
});
