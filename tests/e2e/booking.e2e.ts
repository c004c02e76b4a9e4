import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, clearFirestore } from '../support/api';
import { longDateOf, nextTuesday, salonWithLeo } from '../support/booking-fixture';
import { dayViewSettled } from '../support/day-view';
import { signInAt, useBrowser } from '../support/e2e';
import { appointmentDocument } from '../support/payment-fixture';
import { APP_URL, signUp } from '../support/emulators';
import { linkIn, startMailbox } from '../support/mailbox';
import { zonedInstant } from '@chairside/core/zoned-time';

const run = Date.now();
const PASSWORD = 'booking-pass-1';
const ownerEmail = `owner-book-${run}@chairside.test`;
const slug = `book-e2e-${run}`;
const TZ = 'America/New_York';
let orgId: string;
let owner: Page;
const newPage = useBrowser();

/** A Tuesday (open 09:00–18:00) at least three days away, in the salon's zone. */
const date = nextTuesday(TZ);
const longDate = longDateOf(date);

beforeAll(async () => {
  await clearFirestore();
  const founder = await signUp(ownerEmail, PASSWORD);
  orgId = await salonWithLeo(founder.idToken, 'Studio Nova', slug, {
    description: 'Scissor or clipper cut.',
  });

  owner = await newPage();
  await signInAt(owner, `/appointments?date=${date}`, ownerEmail, PASSWORD);
  await owner.getByRole('group', { name: /^Leo Martins: 0 appointments/ }).waitFor();
});

describe('a visitor books online and the owner sees it live', () => {
  it('books Men’s cut with Leo from another time zone', async () => {
    const visitor = await newPage({ width: 390, timezoneId: 'Asia/Tokyo' });
    await visitor.goto(`${APP_URL}/book-now?salon=${slug}`);
    await visitor.getByRole('heading', { name: 'Choose your services' }).waitFor();
    await visitor.getByRole('checkbox', { name: /^Men’s cut/ }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('radio', { name: /Leo Martins/ }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByText('Times are shown in the salon’s time (New York time).').waitFor();
    const day = visitor.getByRole('radio', { name: new RegExp(`^${longDate}:`) });
    while (!(await day.count())) await visitor.getByRole('button', { name: 'Next week' }).click();
    await visitor.getByRole('radio', { name: new RegExp(`^${longDate}: \\d+ times free`) }).click();
    await visitor.getByRole('radio', { name: '10:00 AM' }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();

    // Friendly validation before anything is sent.
    await visitor.getByRole('button', { name: 'Book appointment' }).click();
    await visitor.getByText('Please enter your first name').waitFor();
    await visitor.getByLabel(/^First name/).fill('Ada');
    await visitor.getByLabel(/^Last name/).fill('Lovelace');
    await visitor.getByLabel(/^Email/).fill('ada');
    await visitor.getByLabel(/^Phone/).fill('(718) 555-0133');
    await visitor.getByRole('button', { name: 'Book appointment' }).click();
    await visitor.getByText('Please enter a valid email address').waitFor();
    await visitor.getByLabel(/^Email/).fill(`ada-${run}@example.test`);
    await visitor.getByRole('button', { name: 'Book appointment' }).click();

    await visitor.getByRole('heading', { name: 'You’re booked!' }).waitFor();
    await visitor.getByText(`${longDate} at 10:00 AM`).waitFor();
    const ics = await visitor.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    const file = await (await fetch(`${APP_URL}${ics}`)).text();
    expect(file).toContain('SUMMARY:Men’s cut at Studio Nova');

    // Live in the owner's book, in Leo's column.
    const column = owner.getByRole('group', { name: /^Leo Martins: 1 appointments/ });
    await column
      .getByRole('button', { name: /^10:00 AM, Ada Lovelace, Men’s cut, Booked/ })
      .waitFor();
  });

  it('the same time is no longer offered', async () => {
    const snap = await admin().db.collection(`orgs/${orgId}/bookings`).get();
    expect(snap.size).toBe(1);
    // Open times are read from the day's read model, which a trigger keeps (a time taken
    // meanwhile is refused by the booking itself): wait for it, as a visitor a moment later would.
    // Behind the whole suite's triggers in the emulators' one functions process, that has taken
    // over 45 seconds on a busy machine.
    await dayViewSettled(orgId, [date], 100_000);
    const slots = await callApi(
      `/booking/available-slots/${orgId}?date=${date}&serviceIds=mens-cut`,
    );
    expect(slots.body.slots.map((s: { time: string }) => s.time)).not.toContain('10:00');
  }, 120_000);

  it('the owner drags the appointment an hour later and checks the client in', async () => {
    const block = owner.getByRole('button', { name: /^10:00 AM, Ada Lovelace/ });
    const box = (await block.boundingBox())!;
    await owner.mouse.move(box.x + box.width / 2, box.y + 8);
    await owner.mouse.down();
    await owner.mouse.move(box.x + box.width / 2, box.y + 8 + 32, { steps: 4 });
    await owner.mouse.move(box.x + box.width / 2, box.y + 8 + 64, { steps: 4 });
    await owner.mouse.up();
    await owner.getByText('Appointment moved').waitFor();
    const moved = owner.getByRole('button', { name: /^11:00 AM, Ada Lovelace/ });
    await moved.waitFor();
    await moved.click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Check in' }).click();
    // The server's next steps are offered, nothing else: complete, or undo the check-in
    // (named as a step back, after the step forward).
    await dialog.getByRole('button', { name: 'Complete' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark as booked' }).count()).toBe(0);
    const steps = await dialog
      .getByRole('button', { name: /^(Complete|Undo check-in)$/ })
      .allTextContents();
    expect(steps).toEqual(['Complete', 'Undo check-in']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await owner
      .getByRole('button', { name: /^11:00 AM, Ada Lovelace, Men’s cut, Checked in/ })
      .waitFor();
    const booking = (await admin().db.collection(`orgs/${orgId}/bookings`).get()).docs[0]!;
    expect(booking.get('status')).toBe('checked_in');
  });
});

describe('the night clocks go back', () => {
  // 2026-11-01 in New York: 1:00–2:00 AM happens twice, first EDT, then EST.
  const NIGHT = '2026-11-01';
  const seed = (id: string, clientName: string, startIso: string) =>
    admin()
      .db.doc(`orgs/${orgId}/bookings/${id}`)
      .set(
        appointmentDocument(new Date(startIso), TZ, {
          serviceIds: ['mens-cut'],
          services: [{ id: 'mens-cut', name: 'Men’s cut', durationMinutes: 30, price: 4500 }],
          clientName,
          status: 'booked',
        }),
      );

  it('the book shows both passes of the hour, and moves an appointment into the second', async () => {
    // Leo works through the night: midnight to 3 AM, four hours of real time.
    await admin()
      .db.doc(`orgs/${orgId}/staff/s-leo`)
      .update({
        exceptions: [
          {
            date: NIGHT,
            note: 'Night shift',
            open: true,
            start: '00:00',
            end: '03:00',
            breaks: [],
          },
        ],
      });
    await seed('night-ada', 'Ada Night', '2026-11-01T05:30:00Z'); // 1:30 AM EDT
    await seed('night-ben', 'Ben Night', '2026-11-01T06:00:00Z'); // 1:00 AM EST
    await owner.goto(`${APP_URL}/appointments?date=${NIGHT}`);
    const ada = owner.getByRole('button', { name: /^1:30 AM EDT, Ada Night/ });
    const ben = owner.getByRole('button', { name: /^1:00 AM EST, Ben Night/ });
    await ada.waitFor();
    await ben.waitFor();
    // Ben's 1:00 EST sits below Ada's 1:30 EDT, half an hour of real time later (once the
    // book has Leo's night shift from its live listener, the rows it draws follow it).
    const gap = async () => {
      const [a, b] = [(await ada.boundingBox())!, (await ben.boundingBox())!];
      return Math.round(b.y - a.y);
    };
    await expect.poll(gap, { timeout: 10_000 }).toBe(32);

    await ada.click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByText('Clocks go back that night, so 1:30 AM happens twice').waitFor();
    expect(
      await dialog.getByRole('radio', { name: /^1:30 AM EDT \(first time\)/ }).isChecked(),
    ).toBe(true);
    await dialog.getByRole('radio', { name: /^1:30 AM EST \(second time/ }).check();
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await owner.getByText('Appointment moved').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await owner.getByRole('button', { name: /^1:30 AM EST, Ada Night/ }).waitFor();
    const moved = await admin().db.doc(`orgs/${orgId}/bookings/night-ada`).get();
    expect(moved.get('startTime').toDate().toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });
});

describe('smart scheduling', () => {
  it('the owner asks a client to close a gap; the client says yes from the e-mail', async () => {
    const mailbox = await startMailbox();
    try {
      // A week later: cuts at 09:00 and 09:45 leave a quarter hour nothing fits.
      const later = nextTuesday(TZ, 3, 1);
      const cy = `cy-gap-${run}@example.test`;
      for (const [who, time, email] of [
        ['Bea', '09:00', `bea-gap-${run}@example.test`],
        ['Cy', '09:45', cy],
      ] as const) {
        const booked = await callApi('/booking/create', {
          body: {
            orgId,
            serviceIds: ['mens-cut'],
            staffId: 's-leo',
            start: new Date(zonedInstant(later, time, TZ)).toISOString(),
            contact: { firstName: who, lastName: 'Gap', email, phone: '(718) 555-0150' },
            idempotencyKey: `gap-e2e-${run}-${who}`,
          },
        });
        expect(booked.status).toBe(201);
      }
      await owner.goto(`${APP_URL}/smart-scheduling-page?from=${later}`);
      const move = owner.getByRole('heading', { name: 'Moves that close gaps' });
      await move.waitFor();
      await owner.getByText('Cy Gap · Men’s cut').waitFor();
      await owner.getByText(/9:45 AM → 9:30 AM/).waitFor();
      await owner.getByRole('button', { name: 'Ask Cy' }).click();
      await owner.getByRole('dialog').getByRole('button', { name: 'Send the request' }).click();
      await owner.getByText('Cy Gap has been asked.', { exact: false }).waitFor();
      await owner.getByText('Waiting for the client').waitFor();

      const mail = await mailbox.waitFor(cy, /^Could you come at/);
      const client = await newPage({ width: 390 });
      await client.goto(linkIn(mail, APP_URL));
      await client.getByRole('heading', { name: /^Could you come at .* 9:30 AM\?$/ }).waitFor();
      await client.getByRole('button', { name: 'Yes, move it' }).click();
      await client.getByText('Your appointment has moved to the new time.').waitFor();
      await client
        .getByText(/at 9:30 AM$/)
        .first()
        .waitFor();
      const moved = await admin()
        .db.collection(`orgs/${orgId}/bookings`)
        .where('clientEmail', '==', cy)
        .get();
      expect(moved.docs[0]!.get('startTime').toDate().toISOString()).toBe(
        new Date(zonedInstant(later, '09:30', TZ)).toISOString(),
      );
    } finally {
      await mailbox.close();
    }
  });
});
