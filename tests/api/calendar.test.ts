// iCal both ways, run in this process against the Firestore emulator, with
// the calendar host stubbed at the HTTP boundary (msw): a stylist imports
// their calendar by its address and those hours leave online booking; a
// change moves them; a failing host keeps the last good busy time and says
// why; a private address is refused; an upload is read once; removing an
// import frees the time; no sync touches a booking; feeds out carry the
// salon's appointments behind a secret that can be rotated; who may do what.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateBooking } from '@chairside/core/booking';
import { ZProcessIcal } from '@chairside/core/calendar';
import { zonedInstant } from '@chairside/core/zoned-time';
import type * as IcalModule from '../../functions/src/calendar/ical.service';
import type * as PublicModule from '../../functions/src/bookings/public.service';
import type * as OnlineModule from '../../functions/src/bookings/online.service';
import type * as SalonDataModule from '../../functions/src/platform/salon';
import { callerFor } from '../support/callers';
import { calendarSalon, none, refusal } from '../support/calendar-fixture';
import { admin } from '../support/api';
import { nextTuesday } from '../support/booking-fixture';
import { dayViewSettled } from '../support/day-view';

const run = Date.now();
const orgId = `calendar-salon-${run}`;
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const leo = callerFor(`leo-${run}`);
const ana = callerFor(`ana-${run}`);
const date = nextTuesday(TZ, 3);
const FEED = 'https://calendar.example.com/leo/private-abc/basic.ics';

let ical: typeof IcalModule;
let slotsOf: typeof PublicModule;
let online: typeof OnlineModule;
let salonData: typeof SalonDataModule;
const db = () => admin().db;

const stamp = (d: string, t: string) => {
  const ms = zonedInstant(d, t, TZ);
  return new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
};
/** Leo's personal calendar: one event on `date` from `from` to `to` (salon time). */
const personal = (from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    'UID:doctor@google.com',
    'DTSTAMP:20261101T000000Z',
    `DTSTART:${stamp(date, from)}`,
    `DTEND:${stamp(date, to)}`,
    'SUMMARY:Doctor',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

let answer: () => Response = () => new HttpResponse(personal('10:00', '12:00'));
const server = setupServer(http.get(FEED, () => answer()));

/** Leo's 60-minute slots on `date`, as salon-local times. */
async function leoTimes(): Promise<string[]> {
  await dayViewSettled(orgId, [date]);
  const salon = await salonData.resolveSalon(orgId);
  const found = await slotsOf.findSlots(
    salon,
    { from: date, to: date, serviceIds: ['cut'], staffId: 's-leo' },
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
const blocksOfLeo = async () => {
  await dayViewSettled(orgId, [date]);
  return ((await db().doc(`orgs/${orgId}/bookingDays/${date}`).get()).get('blocksByStaff.s-leo') ??
    []) as {
    bookingId: string;
  }[];
};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  await import('../../functions/src/subscriptions');
  ical = await import('../../functions/src/calendar/ical.service');
  slotsOf = await import('../../functions/src/bookings/public.service');
  online = await import('../../functions/src/bookings/online.service');
  salonData = await import('../../functions/src/platform/salon');
  await calendarSalon(orgId, 'Studio Sync', { owner, leo, ana });
});
afterAll(() => server.close());

describe('importing a calendar by its address', () => {
  let feedId: string;

  it('takes its busy hours out of online booking', async () => {
    expect(await leoTimes()).toContain('10:00');
    const view = await ical.importByUrl(
      leo,
      ZProcessIcal.parse({
        orgId,
        staffId: 's-leo',
        url: FEED.replace('https:', 'webcal:'),
        name: 'Personal',
      }),
    );
    feedId = view.id;
    expect(view).toMatchObject({
      status: 'ok',
      kind: 'url',
      name: 'Personal',
      source: 'calendar.example.com',
      events: 1,
      busy: 1,
      message: 'Read 1 event: 1 busy time ahead is kept free of bookings.',
    });
    const times = await leoTimes();
    expect(times.filter((t) => t >= '09:15' && t < '12:00')).toEqual([]);
    expect(times).toContain('12:00');
    // The address is a private link: the status document never holds it.
    const stored = (await db().doc(`orgs/${orgId}/calendarFeeds/${feedId}`).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain('private-abc');
  });

  it('shows in the appointment book, to Leo and the owner but not to another stylist', async () => {
    const { externalBusy } = await import('../../functions/src/calendar/busy.service');
    const mine = await externalBusy(leo, { orgId, from: date, to: date });
    expect(mine.blocks).toEqual([
      {
        staffId: 's-leo',
        start: new Date(zonedInstant(date, '10:00', TZ)).toISOString(),
        end: new Date(zonedInstant(date, '12:00', TZ)).toISOString(),
        source: 'Personal',
      },
    ]);
    expect((await externalBusy(owner, { orgId, from: date, to: date })).blocks).toHaveLength(1);
    expect((await externalBusy(ana, { orgId, from: date, to: date })).blocks).toEqual([]);
    expect(
      await refusal(externalBusy(ana, { orgId, from: date, to: date, staffId: 's-leo' })),
    ).toMatchObject({ code: 'forbidden' });
  });

  it('a booking at that time is refused', async () => {
    const input = ZCreateBooking.parse({
      orgId,
      serviceIds: ['cut'],
      staffId: 's-leo',
      start: new Date(zonedInstant(date, '10:30', TZ)).toISOString(),
      contact: {
        firstName: 'Kim',
        lastName: 'Lee',
        email: `kim-${run}@example.test`,
        phone: '7185550100',
      },
      idempotencyKey: `cal-${run}-1`,
    });
    expect(await refusal(online.bookOnline(input, null, () => null, none))).toMatchObject({
      code: 'slot_taken',
    });
  });

  it('a failing host keeps the last good busy time and says why; a change moves it', async () => {
    answer = () => new HttpResponse('oops', { status: 503 });
    const failed = await ical.syncNow(leo, { orgId, feedId });
    expect(failed.status).toBe('error');
    expect(failed.message).toBe(
      'calendar.example.com is busy or failing (503). We will try again later. The busy times from the last good read are kept.',
    );
    expect((await leoTimes()).includes('10:00')).toBe(false);

    answer = () => new HttpResponse(personal('14:00', '15:00'));
    const moved = await ical.syncNow(leo, { orgId, feedId });
    expect(moved).toMatchObject({
      status: 'ok',
      message: 'Read 1 event: 1 busy time ahead is kept free of bookings.',
    });
    const times = await leoTimes();
    expect(times).toContain('10:00');
    expect(times.filter((t) => t > '13:00' && t < '15:00')).toEqual([]);
  });

  it('no sync touches a booking', async () => {
    const input = ZCreateBooking.parse({
      orgId,
      serviceIds: ['cut'],
      staffId: 's-leo',
      start: new Date(zonedInstant(date, '16:00', TZ)).toISOString(),
      contact: {
        firstName: 'Kim',
        lastName: 'Lee',
        email: `kim-${run}@example.test`,
        phone: '7185550100',
      },
      idempotencyKey: `cal-${run}-2`,
    });
    const { booking } = await online.bookOnline(input, null, () => null, none);
    answer = () => new HttpResponse(personal('08:00', '09:00'));
    await ical.syncNow(leo, { orgId, feedId });
    const ids = (await blocksOfLeo()).map((b) => b.bookingId);
    expect(ids).toContain(booking.id);
    expect(ids).toContain(`ext:${feedId}`);
  });

  it('due work fetches it again once its half hour has passed', async () => {
    answer = () => new HttpResponse(personal('11:00', '12:00'));
    expect(await ical.refreshDueFeeds(new Date())).toBe(0);
    expect(await ical.refreshDueFeeds(new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect((await leoTimes()).filter((t) => t > '10:00' && t < '12:00')).toEqual([]);
  });

  it('removing it frees the time', async () => {
    await ical.removeFeed(leo, { orgId, feedId });
    expect((await blocksOfLeo()).some((b) => b.bookingId.startsWith('ext:'))).toBe(false);
    expect(await leoTimes()).toContain('11:00');
    expect((await db().doc(`orgs/${orgId}/calendarFeedSecrets/${feedId}`).get()).exists).toBe(
      false,
    );
  });
});

describe('bad input', () => {
  it('refuses a private address, an unreachable host and a page that is not a calendar, keeping nothing', async () => {
    const importing = (url: string) =>
      refusal(ical.importByUrl(leo, ZProcessIcal.parse({ orgId, staffId: 's-leo', url })));
    expect(await importing('http://127.0.0.1:8080/cal.ics')).toEqual({
      code: 'unprocessable',
      message: '127.0.0.1:8080 is not on the public internet, so it cannot be fetched.',
    });
    expect(await importing('http://localhost:9/cal.ics')).toEqual({
      code: 'unprocessable',
      message: 'localhost:9 is not on the public internet, so it cannot be fetched.',
    });
    // IPv4-compatible IPv6 (::/96): refused before connecting, like every other private form.
    for (const host of [
      '[::127.0.0.1]',
      '[::a9fe:a9fe]',
      '[::ffff:10.0.0.1]',
      '[64:ff9b::7f00:1]',
    ]) {
      expect(await importing(`http://${host}/cal.ics`)).toEqual({
        code: 'unprocessable',
        message: `${new URL(`http://${host}`).host} is not on the public internet, so it cannot be fetched.`,
      });
    }
    answer = () =>
      new HttpResponse('<html>Sign in</html>', { headers: { 'content-type': 'text/html' } });
    expect(await importing(FEED)).toEqual({
      code: 'unprocessable',
      message: 'This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR.',
    });
    expect((await db().collection(`orgs/${orgId}/calendarFeeds`).get()).size).toBe(0);
  });

  it('reads an upload once, with what it left out; a broken file is refused', async () => {
    const outlook = readFileSync('tests/fixtures/calendar/outlook-exchange.ics', 'utf8');
    const view = await ical.importUpload(
      ana,
      { orgId, staffId: 's-ana', name: '' },
      'work.ics',
      outlook,
    );
    expect(view).toMatchObject({
      kind: 'upload',
      name: 'work.ics',
      status: 'ok',
      nextFetchAt: null,
    });
    expect(view.warnings).toEqual([
      '1 event uses a time zone we do not know (Mars/Olympus_Mons); it was left out.',
    ]);
    expect(await refusal(ical.syncNow(ana, { orgId, feedId: view.id }))).toMatchObject({
      message: 'An uploaded calendar is read once. Upload the file again to bring it up to date.',
    });
    const broken = readFileSync('tests/fixtures/calendar/malformed.ics', 'utf8');
    expect(
      await refusal(ical.importUpload(ana, { orgId, staffId: 's-ana', name: '' }, 'x.ics', broken)),
    ).toMatchObject({ code: 'unprocessable' });
    expect((await db().collection(`orgs/${orgId}/calendarFeeds`).get()).size).toBe(1);
  });
});

describe('feeds to subscribe to', () => {
  it('a stylist’s feed carries their appointments behind a secret; rotating it ends the old address', async () => {
    const status = await ical.icalStatus(leo, orgId);
    expect(status.managesAll).toBe(false);
    expect(status.exports.map((e) => e.label)).toEqual(['Leo Martins']);
    const feed = status.exports[0]!;
    expect(feed.webcal.startsWith('webcal://')).toBe(true);
    const [, key, file] = /\/feed\/[^/]+\/([^/]+)\/([^/]+)\.ics$/.exec(feed.https)!;
    const text = await ical.feedText(orgId, key!, file!);
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain(`DTSTART;TZID=America/New_York:${date.replace(/-/g, '')}T160000`);
    expect(text).toContain('SUMMARY:Cut · Kim Lee');
    expect(await ical.feedText(orgId, key!, 'x'.repeat(file!.length))).toBeNull();

    const rotated = await ical.rotateExport(leo, { orgId, staffId: 's-leo' });
    expect(rotated.https).not.toBe(feed.https);
    expect(await ical.feedText(orgId, key!, file!)).toBeNull();
  });

  it('owners see everyone’s imports and the salon’s feed; a stylist only their own', async () => {
    const mine = await ical.icalStatus(ana, orgId);
    expect(mine.feeds.map((f) => f.staffName)).toEqual(['Ana Costa']);
    const all = await ical.icalStatus(owner, orgId);
    expect(all.managesAll).toBe(true);
    expect(all.exports.map((e) => e.staffId)).toEqual([null]);
    expect(all.feeds.map((f) => f.staffName)).toEqual(['Ana Costa']);
    const anaFeed = all.feeds[0]!.id;
    expect(await refusal(ical.removeFeed(leo, { orgId, feedId: anaFeed }))).toEqual({
      code: 'forbidden',
      message: 'You can manage only your own calendars.',
    });
    expect(await refusal(ical.icalStatus(leo, orgId, 's-ana'))).toMatchObject({
      code: 'forbidden',
    });
    expect(await refusal(ical.rotateExport(ana, { orgId, staffId: null }))).toEqual({
      code: 'forbidden',
      message: 'Only owners and managers can manage the salon’s calendar.',
    });
    expect(await refusal(ical.icalStatus(callerFor(`zed-${run}`), orgId))).toMatchObject({
      code: 'forbidden',
    });
    await ical.removeFeed(owner, { orgId, feedId: anaFeed });
  });
});
