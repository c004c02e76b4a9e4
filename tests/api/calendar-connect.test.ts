// Google Calendar and Outlook connected both ways, run in this process
// against the Firestore emulator with Google's and Microsoft's endpoints
// served by msw in their documented shapes (tests/support/fake-calendars):
// the signed sign-in, sealed tokens, busy time read with paging and sync
// tokens or delta links (a 410 starts again), push channels and
// subscriptions with their checked tokens and renewal, appointments written
// out and moved and cancelled with the booking, never read back as busy,
// and a revoked grant, a rate limit and the server without credentials.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ZCreateBooking } from '@chairside/core/booking';
import { googleEventId } from '@chairside/core/calendar-connect';
import { ZBookingRecord, type BookingRecord } from '@chairside/core/records/booking';
import { zonedInstant } from '@chairside/core/zoned-time';
import type * as ConnectModule from '../../functions/src/calendar/connect.service';
import type * as PublicModule from '../../functions/src/bookings/public.service';
import type * as OnlineModule from '../../functions/src/bookings/online.service';
import type * as SalonDataModule from '../../functions/src/platform/salon';
import { callerFor } from '../support/callers';
import { calendarSalon, none, refusal } from '../support/calendar-fixture';
import { admin } from '../support/api';
import { nextTuesday } from '../support/booking-fixture';
import { FakeAccount, googleHandlers, graphHandlers } from '../support/fake-calendars';
import { dayViewSettled } from '../support/day-view';

const run = Date.now();
const orgId = `connect-salon-${run}`;
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const leo = callerFor(`leo-${run}`);
const ana = callerFor(`ana-${run}`);
const date = nextTuesday(TZ, 3);
const at = (t: string, d = date) =>
  new Date(zonedInstant(d, t, TZ)).toISOString().replace('.000Z', 'Z');

const gmail = new FakeAccount('leo.martins@gmail.com')
  .calendar('leo.martins@gmail.com', 'Leo Martins', true)
  .calendar('family@group.calendar.google.com', 'Family', false, false);
const outlook = new FakeAccount('ana@contoso.com').calendar('AAMkCal1', 'Calendar', true);
const server = setupServer(...googleHandlers(gmail), ...graphHandlers(outlook));

let connect: typeof ConnectModule;
let slotsOf: typeof PublicModule;
let online: typeof OnlineModule;
let salonData: typeof SalonDataModule;
const db = () => admin().db;

const ENV = {
  GOOGLE_CALENDAR_CLIENT_ID: 'client-123.apps.googleusercontent.com',
  GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
  MICROSOFT_CALENDAR_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
  MICROSOFT_CALENDAR_CLIENT_SECRET: 'ms-secret',
  CALENDAR_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
  CALENDAR_WEBHOOK_ORIGIN: 'https://hooks.chairside.example',
};

async function timesOf(staffId: string): Promise<string[]> {
  await dayViewSettled(orgId, [date]);
  const salon = await salonData.resolveSalon(orgId);
  const found = await slotsOf.findSlots(
    salon,
    { from: date, to: date, serviceIds: ['cut'], staffId },
    { online: true },
  );
  return found.slots.map((s) =>
    new Date(s.start).toLocaleTimeString('en-GB', {
      timeZone: TZ,
      hour: '2-digit',
      minute: '2-digit',
    }),
  );
}
const between = (times: string[], from: string, to: string) =>
  times.filter((t) => t >= from && t < to);
/** Leo's Google busy time after the move: 09:00-10:00 and 15:00-16:00 stay out of booking. */
const leoStillBusy = async () => {
  const times = await timesOf('s-leo');
  return !times.includes('09:00') && between(times, '14:15', '16:00').length === 0;
};

/** Signs in through the provider: start, the provider's redirect back with a code, the callback. */
async function connectWith(p: 'google' | 'outlook', who = leo, staffId = 's-leo') {
  const { url } = await connect.startConnect(who, p, { orgId, staffId });
  const state = new URL(url).searchParams.get('state')!;
  return connect.finishConnect(who, p, { state, code: 'auth-code-1' });
}

beforeAll(async () => {
  Object.assign(process.env, ENV);
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  connect = await import('../../functions/src/calendar/connect.service');
  slotsOf = await import('../../functions/src/bookings/public.service');
  online = await import('../../functions/src/bookings/online.service');
  salonData = await import('../../functions/src/platform/salon');
  await calendarSalon(orgId, 'Studio Connect', { owner, leo, ana });
});
afterAll(() => {
  server.close();
  for (const k of Object.keys(ENV)) delete process.env[k];
});
beforeEach(() => {
  gmail.calls = [];
  outlook.calls = [];
});

describe('without credentials', () => {
  it('says Google is not available, with the settings it needs for platform administrators only', async () => {
    const saved = process.env['GOOGLE_CALENDAR_CLIENT_ID'];
    delete process.env['GOOGLE_CALENDAR_CLIENT_ID'];
    try {
      const status = await connect.connectStatus(leo, 'google', orgId);
      expect(status.configured).toBe(false);
      expect(status.setup).toBe('');
      const root = { ...leo, superAdmin: true };
      const theirs = await connect.connectStatus(root, 'google', orgId);
      expect(theirs.setup).toContain('GOOGLE_CALENDAR_CLIENT_ID');
      expect(theirs.setup).toContain('/google-calendar-callback');
      expect(
        await refusal(connect.startConnect(leo, 'google', { orgId, staffId: 's-leo' })),
      ).toMatchObject({
        code: 'not_configured',
      });
    } finally {
      process.env['GOOGLE_CALENDAR_CLIENT_ID'] = saved;
    }
  });
});

describe('Google Calendar', () => {
  it('signs in with a signed state that only its starter can use', async () => {
    const { url } = await connect.startConnect(leo, 'google', { orgId, staffId: 's-leo' });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(u.searchParams)).toMatchObject({
      client_id: ENV.GOOGLE_CALENDAR_CLIENT_ID,
      access_type: 'offline',
      redirect_uri: expect.stringMatching(/\/google-calendar-callback$/),
    });
    const state = u.searchParams.get('state')!;
    // Someone else, a tampered state, a refusal at Google: nothing is connected.
    expect(await refusal(connect.finishConnect(ana, 'google', { state, code: 'x' }))).toMatchObject(
      {
        code: 'forbidden',
      },
    );
    // A character in the middle: the last one of base64url may carry only padding bits,
    // so changing it can leave the decoded bytes as they were (this flaked).
    const mid = Math.floor(state.length / 2);
    const tampered = state.slice(0, mid) + (state[mid] === 'A' ? 'B' : 'A') + state.slice(mid + 1);
    expect(
      await refusal(connect.finishConnect(leo, 'google', { state: tampered, code: 'x' })),
    ).toMatchObject({
      code: 'forbidden',
    });
    expect(
      await refusal(connect.finishConnect(leo, 'google', { state, error: 'access_denied' })),
    ).toEqual({
      code: 'unprocessable',
      message: 'You did not allow Chairside to use your Google Calendar, so nothing was connected.',
    });
    expect(
      await refusal(connect.finishConnect(leo, 'google', { state, code: 'bad-code' })),
    ).toMatchObject({
      code: 'unprocessable',
    });
    expect((await db().doc(`orgs/${orgId}/calendarConnections/google_s-leo`).get()).exists).toBe(
      false,
    );
  });

  it('reads the busy calendar (paged), leaves free and cancelled events out, and watches it', async () => {
    gmail.put('leo.martins@gmail.com', { id: 'dentist', start: at('10:00'), end: at('12:00') });
    gmail.put('leo.martins@gmail.com', {
      id: 'lunch-free',
      start: at('13:00'),
      end: at('14:00'),
      free: true,
    });
    gmail.put('leo.martins@gmail.com', { id: 'gym', start: at('15:00'), end: at('16:00') });
    gmail.put('family@group.calendar.google.com', {
      id: 'party',
      start: at('17:00'),
      end: at('18:00'),
    });
    expect(await timesOf('s-leo')).toContain('10:00');

    const view = await connectWith('google');
    expect(view).toMatchObject({
      provider: 'google',
      account: 'leo.martins@gmail.com',
      status: 'ok',
      busy: 2,
      pushCalendarId: 'leo.martins@gmail.com',
      watching: true,
      message: 'Read 1 calendar: 2 busy times ahead.',
    });
    expect(view.calendars.map((c) => [c.name, c.busy, c.writable])).toEqual([
      ['Leo Martins', true, true],
      ['Family', false, false],
    ]);
    const times = await timesOf('s-leo');
    expect(between(times, '09:15', '12:00')).toEqual([]);
    expect(times).toContain('13:00'); // free
    expect(between(times, '14:15', '16:00')).toEqual([]);
    expect(times).toContain('17:00'); // a calendar not chosen as busy
    // Paged: two events a page, so three pages.
    expect(gmail.calls.filter((c) => c.includes('/events') && c.startsWith('GET'))).toHaveLength(2);

    // Tokens are sealed: the stored secret does not hold them in the clear.
    const secret = (
      await db().doc(`orgs/${orgId}/calendarConnectionSecrets/google_s-leo`).get()
    ).data()!;
    expect(String(secret['tokens'])).toMatch(/^v1\./);
    expect(JSON.stringify(secret)).not.toContain('rt-google');
    // A channel to our notify address, with the connection's token.
    const [channelId, w] = [...gmail.watches.entries()][0]!;
    expect(w.address).toBe('https://hooks.chairside.example/api/calendar/google/notify');
    expect(w.token).toBe(secret['clientState']);
    expect((await db().doc(`calendarChannels/${channelId}`).get()).data()).toMatchObject({
      orgId,
      connectionId: 'google_s-leo',
    });
  });

  it('a notification with its token reads only the changes; a wrong token changes nothing', async () => {
    const [channelId, w] = [...gmail.watches.entries()][0]!;
    gmail.put('leo.martins@gmail.com', { id: 'dentist', start: at('09:00'), end: at('10:00') });
    expect(await connect.googleNotification(channelId, 'not-the-token', 'exists')).toBe(false);
    expect(await connect.googleNotification('no-such-channel', w.token, 'exists')).toBe(false);
    expect(await connect.googleNotification('', w.token, 'exists')).toBe(false);
    expect(await connect.googleNotification('a/b', w.token, 'exists')).toBe(false);
    expect(between(await timesOf('s-leo'), '10:00', '12:00')).toEqual([]);

    expect(await connect.googleNotification(channelId, w.token, 'exists')).toBe(true);
    const listed = gmail.calls.filter((c) =>
      c.startsWith('GET /calendars/leo.martins@gmail.com/events'),
    );
    expect(listed).toHaveLength(1); // incremental: one small page
    const times = await timesOf('s-leo');
    expect(times).toContain('10:00');
    expect(times).not.toContain('09:00');
  });

  it('a 410 on the sync token starts a full read again and lands on the same busy time', async () => {
    await db()
      .doc(`orgs/${orgId}/calendarConnectionSecrets/google_s-leo`)
      .update({ 'cursors.leo.martins@gmail.com': 'expired-token' });
    const view = await connect.syncConnectionNow(leo, 'google', { orgId, staffId: 's-leo' });
    expect(view).toMatchObject({ status: 'ok', busy: 2 });
    expect(
      gmail.calls.filter((c) => c.includes('/events') && c.startsWith('GET')).length,
    ).toBeGreaterThanOrEqual(2);
    expect((await timesOf('s-leo')).includes('09:00')).toBe(false);
  });

  let booking: BookingRecord;
  it('writes appointments into the calendar, moves and cancels them, and never reads them back as busy', async () => {
    const made = await online.bookOnline(
      ZCreateBooking.parse({
        orgId,
        serviceIds: ['cut'],
        staffId: 's-leo',
        start: at('12:00'),
        contact: {
          firstName: 'Kim',
          lastName: 'Lee',
          email: `kim-${run}@example.test`,
          phone: '7185550100',
        },
        idempotencyKey: `connect-${run}-1`,
      }),
      null,
      () => null,
      none,
    );
    booking = ZBookingRecord.parse({
      ...(await db().doc(`orgs/${orgId}/bookings/${made.booking.id}`).get()).data(),
      id: made.booking.id,
    });
    expect(await connect.pushBooking(orgId, null, booking)).toBe(1);
    const [event] = gmail.ours('leo.martins@gmail.com');
    expect(Date.parse(event!.start)).toBe(booking.startTime.getTime());
    expect(event).toMatchObject({
      id: googleEventId(booking.id),
      bookingId: booking.id,
      summary: 'Cut · Kim Lee',
    });
    // Replayed (the trigger retries): still one event.
    await connect.pushBooking(orgId, null, booking);
    expect(gmail.ours('leo.martins@gmail.com')).toHaveLength(1);

    const moved = { ...booking, startTime: new Date(at('16:00')), endTime: new Date(at('17:00')) };
    await connect.pushBooking(orgId, booking, moved);
    expect(Date.parse(gmail.ours('leo.martins@gmail.com')[0]!.start)).toBe(Date.parse(at('16:00')));

    // Read back on the next sync, it is ours: not busy time.
    const synced = await connect.syncConnectionNow(leo, 'google', { orgId, staffId: 's-leo' });
    expect(synced.busy).toBe(2);
    expect(synced.pushed).toBe(1);

    await connect.pushBooking(orgId, moved, { ...moved, status: 'cancelled' });
    expect(gmail.ours('leo.martins@gmail.com')).toHaveLength(0);
  });

  it('keeps each appointment written as its own document that expires a day after it ends', async () => {
    const secret = db().doc(`orgs/${orgId}/calendarConnectionSecrets/google_s-leo`);
    const pushedEvents = secret.collection('pushedEvents');
    const now = Date.now();
    const entry = (end: number) => ({
      eventId: `evt-${end}`,
      calendarId: 'leo.martins@gmail.com',
      end,
    });
    // A connection from before kept them in a map on its secret: they move out on the next read.
    await secret.update({
      'pushed.last-week': entry(now - 7 * 86_400_000),
      'pushed.this-morning': entry(now - 6 * 3_600_000),
    });
    const view = await connect.syncConnection(orgId, 'google_s-leo', { now: new Date(now) });
    expect((await secret.get()).get('pushed')).toBeUndefined();
    expect((await secret.get()).get('events')).toBeUndefined();
    expect((await pushedEvents.doc('last-week').get()).exists).toBe(false);
    const kept = (await pushedEvents.doc('this-morning').get()).data()!;
    // Firestore's TTL policy on expiresAt deletes it a day after the appointment ended.
    expect((kept['expiresAt'] as { toMillis(): number }).toMillis()).toBe(
      now - 6 * 3_600_000 + 86_400_000,
    );
    expect(view.pushed).toBe(1);
    // A day later it no longer counts, even before the TTL has deleted it.
    const later = await connect.syncConnection(orgId, 'google_s-leo', {
      now: new Date(now + 86_400_000),
    });
    expect(later.pushed).toBe(0);
    await pushedEvents.doc('this-morning').delete();
    // The busy events live one document per calendar, never in the secret.
    const busy = await secret.collection('busyCalendars').get();
    expect(busy.docs.map((d) => d.get('calendarId'))).toEqual(['leo.martins@gmail.com']);
  });

  it('a rate limit keeps the busy time and says when it tries again', async () => {
    gmail.failNext.push({
      match: /\/events$/,
      status: 429,
      body: {
        error: {
          code: 429,
          message: 'Rate Limit Exceeded',
          errors: [{ reason: 'rateLimitExceeded' }],
        },
      },
      headers: { 'retry-after': '120' },
    });
    const now = new Date();
    const view = await connect.syncConnectionNow(leo, 'google', { orgId, staffId: 's-leo' }, now);
    expect(view.status).toBe('error');
    expect(view.message).toMatch(
      /^Google asked us to slow down\. We will try again after \d\d:\d\d UTC; the last good busy time is kept\.$/,
    );
    expect(Date.parse(view.nextSyncAt!)).toBeGreaterThanOrEqual(now.getTime() + 120_000);
    expect(await leoStillBusy()).toBe(true);
  });

  it('choosing calendars: an unknown one is refused; a chosen one counts as busy', async () => {
    expect(
      await refusal(
        connect.updatePreferences(leo, 'google', {
          orgId,
          staffId: 's-leo',
          busyCalendarIds: ['someone-else@gmail.com'],
          pushCalendarId: null,
        }),
      ),
    ).toMatchObject({ code: 'validation_failed' });
    expect(
      await refusal(
        connect.updatePreferences(leo, 'google', {
          orgId,
          staffId: 's-leo',
          busyCalendarIds: [],
          pushCalendarId: 'family@group.calendar.google.com',
        }),
      ),
    ).toEqual({
      code: 'validation_failed',
      message: 'Appointments can only go to a calendar you can edit.',
    });
    const view = await connect.updatePreferences(leo, 'google', {
      orgId,
      staffId: 's-leo',
      busyCalendarIds: ['leo.martins@gmail.com', 'family@group.calendar.google.com'],
      pushCalendarId: 'leo.martins@gmail.com',
    });
    expect(view).toMatchObject({ status: 'ok', busy: 3, watching: true });
    expect(between(await timesOf('s-leo'), '16:15', '18:00')).toEqual([]);
  });

  it('renews its channels a day before they lapse (due work), closing the old ones', async () => {
    const before = [...gmail.watches.keys()];
    expect(before).toHaveLength(2);
    const later = new Date(Date.now() + 6.5 * 86_400_000);
    expect(await connect.reconcileDueConnections(later)).toBeGreaterThanOrEqual(1);
    expect(gmail.stopped).toEqual(expect.arrayContaining(before));
    const after = [...gmail.watches.keys()];
    expect(after).toHaveLength(2);
    for (const id of before)
      expect((await db().doc(`calendarChannels/${id}`).get()).exists).toBe(false);
    for (const id of after)
      expect((await db().doc(`calendarChannels/${id}`).get()).exists).toBe(true);
  });

  it('a revoked grant says so in words and keeps the last good busy time', async () => {
    gmail.revoked = true;
    onTestFinished(() => {
      gmail.revoked = false;
    });
    await db()
      .doc(`orgs/${orgId}/calendarConnectionSecrets/google_s-leo`)
      .update({
        tokens: await sealed({
          access_token: 'at-old',
          refresh_token: 'rt-google',
          expiry_date: 1,
        }),
      });
    const view = await connect.syncConnectionNow(leo, 'google', { orgId, staffId: 's-leo' });
    expect(view.status).toBe('revoked');
    expect(view.message).toBe(
      'Google no longer lets Chairside use this calendar: access was removed or has expired. Connect Google Calendar again; until then the busy time from the last good read is kept.',
    );
    expect(await leoStillBusy()).toBe(true);
    gmail.revoked = false;
  });

  it('disconnecting revokes the grant, removes our events and frees the time', async () => {
    await connectWith('google');
    await connect.pushBooking(orgId, null, booking);
    expect(gmail.ours('leo.martins@gmail.com')).toHaveLength(1);
    const answer = await connect.disconnect(leo, 'google', { orgId, staffId: 's-leo' });
    expect(answer).toEqual({ disconnected: true, revoked: true });
    expect(gmail.revokeCalls).toBe(1);
    expect(gmail.ours('leo.martins@gmail.com')).toHaveLength(0);
    expect(gmail.watches.size).toBe(0);
    expect(await timesOf('s-leo')).toContain('10:00');
    expect((await db().doc(`orgs/${orgId}/calendarConnections/google_s-leo`).get()).exists).toBe(
      false,
    );
    gmail.revoked = false;
  });
});

async function sealed(tokens: object) {
  const { seal } = await import('../../functions/src/calendar/connect-config');
  return seal(tokens, Buffer.from(ENV.CALENDAR_TOKEN_KEY, 'base64'));
}

describe('Outlook', () => {
  it('reads the calendar view delta (paged, removals included) and subscribes with a client state', async () => {
    outlook.put('AAMkCal1', { id: 'ev-1', start: at('09:00'), end: at('10:00') });
    outlook.put('AAMkCal1', { id: 'ev-2', start: at('11:00'), end: at('12:00') });
    outlook.put('AAMkCal1', { id: 'ev-3', start: at('14:00'), end: at('15:00'), free: true });
    const view = await connectWith('outlook', ana, 's-ana');
    expect(view).toMatchObject({
      account: 'ana@contoso.com',
      status: 'ok',
      busy: 2,
      watching: true,
    });
    const times = await timesOf('s-ana');
    expect(times).not.toContain('09:00');
    expect(between(times, '10:15', '12:00')).toEqual([]);
    expect(times).toContain('14:00');
    const [subId, sub] = [...outlook.watches.entries()][0]!;
    expect(sub.address).toBe('https://hooks.chairside.example/api/calendar/outlook/notify');

    outlook.cancel('AAMkCal1', 'ev-2');
    expect(
      await connect.outlookNotifications([{ subscriptionId: subId, clientState: 'wrong' }]),
    ).toBe(0);
    expect(times.includes('11:00')).toBe(false);
    expect(
      await connect.outlookNotifications([{ subscriptionId: subId, clientState: sub.token }]),
    ).toBe(1);
    expect(await timesOf('s-ana')).toContain('11:00');
  });

  it('a 410 on the delta link reads again; appointments go out with the booking id', async () => {
    await db().doc(`orgs/${orgId}/calendarConnectionSecrets/outlook_s-ana`).update({
      'cursors.AAMkCal1':
        'https://graph.microsoft.com/v1.0/me/calendars/AAMkCal1/calendarView/delta?$deltatoken=stale',
    });
    expect(
      await connect.syncConnectionNow(ana, 'outlook', { orgId, staffId: 's-ana' }),
    ).toMatchObject({
      status: 'ok',
      busy: 1,
    });
    const start = new Date(at('16:00'));
    const b = ZBookingRecord.parse({
      id: `ana-booking-${run}`,
      orgId,
      staffId: 's-ana',
      staffName: 'Ana Costa',
      clientName: 'Jo Park',
      services: [{ id: 'cut', name: 'Cut', durationMinutes: 60, price: 5000 }],
      status: 'booked',
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      localDate: date,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await connect.pushBooking(orgId, null, b);
    const [event] = outlook.ours('AAMkCal1');
    expect(event).toMatchObject({ bookingId: b.id, start: at('16:00'), summary: 'Cut · Jo Park' });
    expect(
      (await connect.syncConnectionNow(ana, 'outlook', { orgId, staffId: 's-ana' })).busy,
    ).toBe(1);
  });

  it('renews its subscription before the three-day limit, and disconnecting says Microsoft cannot revoke', async () => {
    const [subId, watch] = [...outlook.watches.entries()][0]!;
    const before = { ...watch };
    const later = await connect.reconcileDueConnections(new Date(Date.now() + 2.5 * 86_400_000));
    expect(later).toBeGreaterThanOrEqual(1);
    const record = (
      await db().doc(`orgs/${orgId}/calendarConnections/outlook_s-ana`).get()
    ).data()!;
    expect(record['message']).toBe('Read 1 calendar: 1 busy time ahead.');
    expect(outlook.watches.get(subId)!.expiresAt).toBeGreaterThan(before.expiresAt);
    expect(await connect.disconnect(ana, 'outlook', { orgId, staffId: 's-ana' })).toEqual({
      disconnected: true,
      revoked: false,
    });
    expect(outlook.watches.size).toBe(0);
    expect(outlook.ours('AAMkCal1')).toHaveLength(0);
    expect(await timesOf('s-ana')).toContain('09:00');
  });
});

describe('who may', () => {
  it('a member manages only their own; owners anyone’s', async () => {
    expect(
      await refusal(connect.startConnect(ana, 'google', { orgId, staffId: 's-leo' })),
    ).toMatchObject({
      code: 'forbidden',
    });
    expect(
      (await connect.startConnect(owner, 'google', { orgId, staffId: 's-leo' })).url,
    ).toContain('state=');
    const status = await connect.connectStatus(owner, 'outlook', orgId);
    expect(status).toMatchObject({ managesAll: true, configured: true, notifications: true });
    expect(await refusal(connect.connectStatus(ana, 'google', orgId, 's-leo'))).toMatchObject({
      code: 'forbidden',
    });
  });
});
