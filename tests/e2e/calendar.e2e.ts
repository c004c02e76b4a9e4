// Calendar sync in Chromium at phone width: a stylist copies their feed
// address (it serves their appointments as iCalendar), uploads their personal
// calendar as an .ics, sees it listed as synced and its busy time in the
// appointment book, and those hours leave online booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '@chairside/core/zoned-time';
import { admin, callApi } from '../support/api';
import { nextTuesday, salonWithLeo } from '../support/booking-fixture';
import { signInAt } from '../support/browser';
import { useBrowser } from '../support/e2e';
import { signUp } from '../support/emulators';

const TZ = 'America/New_York';
const PASSWORD = 'correct-horse-42';
const run = Date.now();
const leoEmail = `leo-cal-${run}@chairside.test`;
const date = nextTuesday(TZ);
const newPage = useBrowser();
let orgId: string;

const stamp = (t: string) =>
  new Date(zonedInstant(date, t, TZ)).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
const personal = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Apple Inc.//macOS 15.1//EN',
  'BEGIN:VEVENT',
  'UID:school-run@icloud.com',
  'DTSTAMP:20261101T000000Z',
  `DTSTART:${stamp('10:00')}`,
  `DTEND:${stamp('12:00')}`,
  'SUMMARY:School play',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The times online booking offers Leo on `date` (salon time). */
async function onlineTimes(): Promise<string[]> {
  const answer = await callApi(
    `/booking/available-slots/${orgId}?date=${date}&serviceIds=mens-cut&staffId=s-leo`,
  );
  expect(answer.status).toBe(200);
  return (answer.body.slots as { time: string }[]).map((s) => s.time);
}

beforeAll(async () => {
  const founder = await signUp(`owner-cal-${run}@chairside.test`, PASSWORD);
  orgId = await salonWithLeo(founder.idToken, 'Studio Calendar', `cal-e2e-${run}`);
  const leo = await signUp(leoEmail, PASSWORD);
  const { db } = admin();
  await db.doc(`orgs/${orgId}/members/${leo.uid}`).set({
    uid: leo.uid,
    role: 'staff',
    staffId: 's-leo',
    displayName: 'Leo Martins',
    status: 'active',
  });
  await db.doc(`orgs/${orgId}/staff/s-leo`).update({ userId: leo.uid });
  await db.doc(`users/${leo.uid}`).set({
    displayName: 'Leo Martins',
    memberships: { [orgId]: 'staff' },
    activeOrgId: orgId,
  });
});
afterAll(() => undefined);

describe('a stylist syncs their calendar', () => {
  it('subscribes to their feed, uploads their calendar, and those hours leave online booking', async () => {
    const before = await onlineTimes();
    expect(before).toContain('10:00');
    expect(before).toContain('11:00');

    const page = await newPage({ width: 390 });
    await signInAt(page, '/calendar-sync', leoEmail, PASSWORD);
    const feed = page.getByLabel('Leo Martins’s appointments');
    await expect.poll(() => feed.inputValue()).toMatch(/\/api\/calendar\/feed\/.+\.ics$/);
    const address = new URL(await feed.inputValue());
    const ics = await fetch(`http://localhost:5000${address.pathname}`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    await expect
      .poll(() => page.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href'))
      .toMatch(/^webcal:\/\//);

    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'Home.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(personal),
    });
    await page.getByLabel('Name (optional)').fill('Family');
    await page.getByRole('button', { name: 'Import calendar' }).click();
    await page.getByText('“Family” imported: 1 busy time ahead.').waitFor();
    const item = page.getByRole('listitem', { name: 'Family' });
    await item.getByText('Synced').waitFor();
    await item.getByText(/Uploaded file Home\.ics/).waitFor();

    // The day's booking view takes the busy time in a trigger: moments, longer on a loaded machine.
    await expect
      .poll(async () => (await onlineTimes()).filter((t) => t >= '10:00' && t < '12:00'), {
        timeout: 20_000,
      })
      .toEqual([]);
    const after = await onlineTimes();
    expect(after).toContain('12:00');

    // The appointment book shows the busy time, named after the calendar.
    await page.goto(`http://localhost:5000/appointments?date=${date}`);
    await page.getByRole('note', { name: 'Busy in Family, 10:00 AM to 12:00 PM' }).waitFor();

    // Removing it gives the hours back.
    await page.goto('http://localhost:5000/calendar-sync');
    await page.getByRole('button', { name: 'Remove Family' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No calendars imported yet.').waitFor();
    expect(await onlineTimes()).toContain('10:00');
  });
});
