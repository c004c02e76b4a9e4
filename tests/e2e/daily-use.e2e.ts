// Daily use as owners, stylists and visitors met it (issue 46): the mail
// catcher's inbox opens at its address, an owner reads no settings' names,
// a stylist's header leads nowhere that refuses them, a closed day reads
// "Closed", the gift card page takes the salon's web address, and a client
// without an account is written to by e-mail and answers into the thread.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import { addDays, weekdayIndex } from '@chairside/core/zoned-time';
import { isoDateIn } from '@chairside/core/staff-profile';
import { admin, callApi, salonInput, signIn } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { bookingRecord, leoJoins, serviceDocument } from '../support/booking-fixture';
import { starterDraft } from '@chairside/core/site';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const PASSWORD = 'daily-use-pass-1';
const ownerEmail = `owner-daily-${run}@chairside.test`;
const stylistEmail = `stylist-daily-${run}@chairside.test`;
const slug = `daily-${run}`;
let orgId: string;
let owner: Page;
let stylist: Page;
const newPage = useBrowser();
let stopMail: (() => Promise<void>) | null = null;
let mailbox: Mailbox;

beforeAll(async () => {
  const founder = await signUp(ownerEmail, PASSWORD);
  await admin().auth.updateUser(founder.uid, { displayName: 'Rosa Diaz' });
  // Closed on Mondays, as many salons are.
  const hours = { ...DEFAULT_BUSINESS_HOURS, mon: { open: false, start: '09:00', end: '17:00' } };
  const created = await callApi('/orgs', {
    token: founder.idToken,
    body: { ...salonInput('Daily Salon', slug), businessHours: hours },
  });
  orgId = created.body.orgId;
  const leo = await signUp(stylistEmail, PASSWORD);
  const { db } = admin();
  await leoJoins(orgId, leo.uid);
  await db
    .doc(`orgs/${orgId}/services/cut`)
    .set(serviceDocument('Cut', { staffIds: ['s-leo'], price: 4500 }));
  await db.doc(`orgs/${orgId}/clients/c-rosa`).set({
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: `rosa-${run}@example.test`,
    phone: '',
    userId: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  mailbox = await startMailbox();
  owner = await newPage();
  stylist = await newPage();
  await signInAt(owner, '/calendar-sync', ownerEmail, PASSWORD);
  await signInAt(stylist, '/services', stylistEmail, PASSWORD);
});

afterAll(async () => {
  await stopMail?.();
  await mailbox?.close();
});

describe('daily use', () => {
  it('opens the mail catcher’s inbox at its own address', async () => {
    const { startMailCatcher } = (await import('../../scripts/lib/mail-catcher.mjs')) as {
      startMailCatcher: (dir: string) => Promise<{ inboxUrl: string; stop: () => Promise<void> }>;
    };
    // `npm start`'s catcher (the tests' own SMTP_URL set aside while it starts).
    const smtp = process.env['SMTP_URL'];
    delete process.env['SMTP_URL'];
    const mail = await startMailCatcher(`tests/.artifacts/mail-${run}`).finally(() => {
      process.env['SMTP_URL'] = smtp;
    });
    stopMail = mail.stop;
    const page = await newPage();
    const answer = await page.goto(mail.inboxUrl);
    expect(answer?.status()).toBe(200);
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/MailDev/i);
    const api = await fetch(mail.inboxUrl, { headers: { accept: '*/*' } });
    expect(api.status).toBe(200);
  });

  it('tells an owner what calendar sync can do, in words, never settings’ names', async () => {
    await owner
      .getByRole('heading', { name: /Calendar/ })
      .first()
      .waitFor();
    await owner.getByText('is not available on this Chairside yet').first().waitFor();
    const text = await owner.locator('main').innerText();
    expect(text).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
  });

  it('gives a stylist’s header no link that ends in a refusal', async () => {
    await stylist.goto(`${APP_URL}/services`);
    const header = stylist.getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Clients' }).waitFor();
    const links = await header.getByRole('link').allTextContents();
    for (const refused of ['Website', 'Website Settings', 'Import Data', 'Blog'])
      expect(links).not.toContain(refused);
    const ownerHeader = owner.getByRole('navigation', { name: 'Main' });
    await owner.goto(`${APP_URL}/services`);
    await ownerHeader.getByRole('link', { name: 'Website Settings' }).waitFor();
    expect(await ownerHeader.getByRole('link').allTextContents()).not.toContain('Blog');
  });

  it('reads “Closed” on the days the salon is closed, not “Full”', async () => {
    const visitor = await newPage();
    await visitor.goto(`${APP_URL}/book-now?salon=${slug}`);
    await visitor.getByRole('heading', { name: 'Choose your services' }).waitFor();
    await visitor.getByRole('checkbox', { name: /^Cut/ }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('radio', { name: /Leo Martins/ }).click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    const today = isoDateIn(new Date(), 'America/New_York');
    const monday = addDays(today, (7 - weekdayIndex(today)) % 7 || 7);
    const longDate = new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const day = visitor.getByRole('radio', { name: new RegExp(`^${longDate}:`) });
    while (!(await day.count())) await visitor.getByRole('button', { name: 'Next week' }).click();
    await visitor.getByRole('radio', { name: new RegExp(`^${longDate}: closed$`) }).waitFor();
    await visitor.getByRole('radio', { name: new RegExp(`^${longDate}:`) }).click();
    await visitor.getByText(`The salon is closed on ${longDate}.`).waitFor();
  });

  it('opens the gift card page from the salon’s web address', async () => {
    const visitor = await newPage();
    await visitor.goto(`${APP_URL}/gift-cards?salon=${slug}`);
    await visitor.getByRole('heading', { name: 'Gift cards for Daily Salon' }).waitFor();
  });

  it('writes to a client without an account by e-mail; their answer lands in the thread', async () => {
    const rosa = `rosa-${run}@example.test`;
    await owner.goto(`${APP_URL}/messages?org=${orgId}&client=c-rosa`);
    await owner.getByText(`messages go to ${rosa} by e-mail, and replies come back here`).waitFor();
    await owner.getByLabel('Message', { exact: true }).fill('Hi Rosa, your colour is due.');
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    await owner.getByText(`E-mailed to ${rosa}`).waitFor();
    const mail = await mailbox.waitFor(rosa, /A message from Daily Salon/);
    const recipient = mail.replyTo?.value[0]?.address ?? '';
    // Mailgun's route posts her answer, signed with the webhook signing key.
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = `tok-${run}`;
    const form = new URLSearchParams({
      recipient,
      sender: rosa,
      from: `Rosa Diaz <${rosa}>`,
      subject: 'Re: A message from Daily Salon',
      'body-plain': 'Can I come Friday?\n\n> Hi Rosa, your colour is due.',
      'stripped-text': 'Can I come Friday?',
      timestamp,
      token,
      signature: createHmac('sha256', 'key-emulator-standin')
        .update(timestamp + token)
        .digest('hex'),
    });
    const res = await fetch(`${APP_URL}/api/messaging/inbound/mailgun`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(res.status).toBe(200);
    await owner.getByRole('log', { name: 'Messages' }).getByText('Can I come Friday?').waitFor();
    await owner.getByText(/· By e-mail$/).waitFor();
  });

  it('books on the salon’s own host, under its name, and stays there', async () => {
    const sites = await import('../../functions/src/sites/site.service');
    const draft = starterDraft({ name: 'Daily Salon', slug });
    await sites.saveDraft(orgId, 'owner', draft);
    await sites.publish(orgId);
    const visitor = await newPage({ width: 390, person: true });
    const host = `http://${slug}.localhost:5000`;
    await visitor.goto(`${host}/?utm_source=instagram&utm_medium=social&utm_campaign=daily`);
    await visitor.getByRole('link', { name: 'Book Appointment' }).first().click();
    await visitor.waitForURL(`${host}/book`);
    // The menu is on the page as the server sent it; the steps follow in the salon's colours.
    await visitor.getByRole('heading', { name: 'Choose your services', level: 1 }).waitFor();
    await visitor.getByRole('checkbox', { name: /^Cut/ }).check();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('radio', { name: /Leo Martins/ }).check();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('heading', { name: 'Choose a time' }).waitFor();
    // Each day says whether it is open once the week's times have come.
    const known = () =>
      visitor
        .getByRole('radio', { name: /: (open|closed|full)$/ })
        .first()
        .waitFor();
    const open = visitor.getByRole('radio', { name: /: open$/ }).first();
    await known();
    while (!(await open.count())) {
      await visitor.getByRole('button', { name: 'Next week' }).click();
      await known();
    }
    await open.click();
    await visitor.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().click();
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByLabel('First name').fill('Vera');
    await visitor.getByLabel('Last name').fill('Lind');
    await visitor.getByLabel('Email').fill(`vera-${run}@example.test`);
    await visitor.getByLabel('Phone').fill('(718) 555-0142');
    await visitor.getByRole('button', { name: 'Book appointment' }).click();
    await visitor.getByRole('heading', { name: 'You’re booked' }).waitFor();
    expect(new URL(visitor.url()).host).toBe(`${slug}.localhost:5000`);
    expect(await visitor.locator('footer').textContent()).toContain('Powered by');
    const booked = await admin()
      .db.collection(`orgs/${orgId}/bookings`)
      .where('clientEmail', '==', `vera-${run}@example.test`)
      .get();
    expect(booked.size).toBe(1);
    // The site kept nothing in the visitor's browser: no cookie, no storage.
    expect(await visitor.context().cookies()).toEqual([]);
    expect(
      await visitor.evaluate(async () => ({
        local: localStorage.length,
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).length,
      })),
    ).toEqual({ local: 0, session: 0, databases: 0 });

    // The owner sees the visit, its campaign, the funnel and the booking.
    await owner.goto(`${APP_URL}/website-analytics`);
    await owner.getByRole('heading', { name: 'Website analytics', level: 1 }).waitFor();
    const figure = (label: string) =>
      owner
        .getByRole('region', { name: 'The period’s figures' })
        .getByText(label, { exact: true })
        .locator('..');
    await expect
      .poll(() => figure('Visitors').textContent(), { timeout: 30_000 })
      .toMatch(/^Visitors1\D/);
    expect(await figure('Bookings from the site').textContent()).toMatch(
      /^Bookings from the site1\D/,
    );
    const funnel = owner.getByRole('region', { name: 'Booking funnel' });
    for (const step of [
      'Visited the site',
      'Opened booking',
      'Chose a service',
      'Chose a time',
      'Booked',
    ])
      expect(await funnel.getByRole('listitem').filter({ hasText: step }).textContent()).toMatch(
        /[a-z]1( ·|$)/,
      );
    await owner
      .getByRole('table', { name: 'Campaigns' })
      .getByText('instagram / social / daily')
      .waitFor();
  });

  it('a client books signed in, then moves, cancels and rebooks from their own account', async () => {
    const email = `cleo-${run}@example.test`;
    const cleo = await signUp(email, PASSWORD);
    await admin().auth.updateUser(cleo.uid, { displayName: 'Cleo Park', emailVerified: true });
    const token = await signIn(email, PASSWORD);
    // She books online while signed in with her confirmed address (days ahead, inside the
    // window for changes online): her account is linked.
    const today = isoDateIn(new Date(), 'America/New_York');
    const week = await callApi(
      `/booking/available-slots/${orgId}?from=${addDays(today, 3)}&to=${addDays(today, 10)}&serviceIds=cut&staffId=s-leo`,
      { token },
    );
    const slot = week.body.slots[0];
    const made = await callApi('/booking/create', {
      token,
      body: {
        orgId,
        serviceIds: ['cut'],
        staffId: 's-leo',
        start: slot.start,
        contact: { firstName: 'Cleo', lastName: 'Park', email, phone: '(718) 555-0163' },
        idempotencyKey: `cleo-${run}`,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { db } = admin();
    const clientId = (await db.doc(`orgs/${orgId}/bookings/${made.body.booking.id}`).get()).get(
      'clientId',
    );
    expect((await db.doc(`users/${cleo.uid}`).get()).get('clientOf')).toEqual({
      [orgId]: clientId,
    });
    // A visit of hers last month, to book again.
    const past = new Date(Date.now() - 30 * 86_400_000);
    await db.doc(`orgs/${orgId}/bookings/past-cleo`).set(
      bookingRecord('past-cleo', email, past, {
        clientId,
        clientUserId: cleo.uid,
        clientName: 'Cleo Park',
        services: [{ id: 'cut', name: 'Cut', durationMinutes: 60, price: 4500 }],
        status: 'completed',
      }),
    );

    const page = await newPage({ width: 390 });
    await signInAt(page, '/client-dashboard', email, PASSWORD);
    const visits = page.getByRole('region', { name: 'Your visits at Daily Salon' });
    await visits.getByRole('list', { name: 'Coming appointments' }).waitFor();
    await visits.getByRole('link', { name: 'Change or cancel' }).click();
    await page.getByRole('heading', { name: 'Your appointment' }).waitFor();
    await page.getByRole('button', { name: 'Reschedule' }).click();
    // A day at the week's end: well outside the window in which changes online close.
    await page
      .getByRole('radio', { name: /times? free$/ })
      .first()
      .waitFor();
    await page
      .getByRole('radio', { name: /times? free$/ })
      .last()
      .click();
    await page
      .getByRole('radio', { name: /^\d{1,2}:\d{2} (AM|PM)$/ })
      .last()
      .click();
    await page.getByRole('button', { name: /^Move to/ }).click();
    await page.getByText(/^Moved to/).waitFor();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByText('Your appointment is cancelled.').waitFor();
    expect(
      (await db.doc(`orgs/${orgId}/bookings/${made.body.booking.id}`).get()).get('status'),
    ).toBe('cancelled');

    // One tap books the past visit again: the service and stylist chosen, her details known.
    await page.goto(`${APP_URL}/client-dashboard`);
    await visits.getByRole('link', { name: 'Book Cut again' }).first().click();
    await page.waitForURL(/\/book-now\?salon=.*services=cut/);
    await expect
      .poll(() => page.getByRole('checkbox', { name: /^Cut/ }).isChecked(), { timeout: 10_000 })
      .toBe(true);
  });
});
