// Reviews in the browser, against the emulators and a real local SMTP
// server: the desk asks about a finished visit, the client follows the
// e-mail's link on a phone and leaves four stars, words and a photo; the
// owner answers from the inbox; the salon's site shows the review, the
// photo and the reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBookingRecord } from '@chairside/core/records/booking';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now().toString(36);
const PASSWORD = 'rev-owner-pass-1';
const email = `rev-e2e-${run}@chairside.test`;
const clientEmail = `rev-client-${run}@example.test`;
const slug = `rev-street-${run}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
let orgId: string;
let token: string;
let mailbox: Mailbox;
const newPage = useBrowser();

beforeAll(async () => {
  mailbox = await startMailbox();
  const owner = await signUp(email, PASSWORD);
  token = owner.idToken;
  const created = await callApi('/orgs', {
    token,
    body: salonInput('Review Street Salon', slug),
  });
  orgId = created.body.orgId;
  const draft = await callApi(`/sites/${orgId}/draft`, { token });
  await callApi(`/sites/${orgId}/draft`, {
    method: 'PUT',
    token,
    body: { draft: draft.body.draft },
  });
  expect((await callApi(`/sites/${orgId}/publish`, { method: 'POST', token })).status).toBe(200);
  await callApi('/reviews/auto-request', {
    token,
    body: { orgId, autoRequest: false, channel: 'email', delayHours: 2, showOnSite: true },
  });
  const now = new Date();
  await admin()
    .db.doc(`orgs/${orgId}/clients/c-mia`)
    .set({
      firstName: 'Mia',
      lastName: 'Lopez',
      email: clientEmail,
      phone: '',
      tags: [],
      marketingConsent: { email: false, sms: false },
      createdAt: now,
      updatedAt: now,
    });
  await admin()
    .db.doc(`orgs/${orgId}/bookings/b-mia`)
    .set(
      ZBookingRecord.parse({
        id: 'b-mia',
        localDate: now.toISOString().slice(0, 10),
        startTime: new Date(now.getTime() - 2 * 3_600_000),
        endTime: new Date(now.getTime() - 3_600_000),
        staffId: 's-any',
        staffName: 'Jo Rivera',
        serviceIds: ['svc-colour'],
        services: [{ id: 'svc-colour', name: 'Colour', durationMinutes: 60, price: 9_000 }],
        price: 9_000,
        clientId: 'c-mia',
        clientName: 'Mia Lopez',
        clientEmail,
        status: 'completed',
        createdAt: now,
        updatedAt: now,
      }),
    );
});
afterAll(() => mailbox?.close());

describe('a review from a phone to the salon’s site', () => {
  it('is asked for, written with a photo, answered, and shown on the site', async () => {
    const asked = await callApi('/reviews/request/create', {
      token,
      body: { orgId, bookingId: 'b-mia' },
    });
    expect(asked.body).toEqual({ requested: true, reason: '' });
    const mail = await mailbox.waitFor(clientEmail, /How was your visit to Review Street Salon/);
    const link = linkIn(mail, `${APP_URL}/client-review`);

    const phone = await newPage({ width: 390 });
    await phone.goto(link);
    await phone
      .getByRole('heading', { name: 'How was your visit to Review Street Salon?' })
      .waitFor();
    await expect
      .poll(() => phone.getByLabel('Your name as shown (optional)').inputValue())
      .toBe('Mia L.');
    await phone
      .locator('label', { hasText: /^4 Stars$/ })
      .first()
      .click();
    await phone.getByText('Very good').waitFor();
    await phone.getByLabel('Tell us more (optional)').fill('Jo nailed the copper I wanted.');
    await phone.locator('input[type=file]').setInputFiles({
      name: 'copper.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await phone.getByRole('img', { name: 'Your photo' }).waitFor();
    await phone.getByRole('button', { name: 'Send my review' }).click();
    await phone.getByText('Thank you! Review Street Salon has your review.').waitFor();

    const desk = await newPage();
    await signInAt(desk, '/review-management', email, PASSWORD);
    const card = desk.getByRole('article', { name: '4-star review' });
    await card.getByText('Jo nailed the copper I wanted.').waitFor();
    await card.getByRole('img', { name: /Photo with Mia L\./ }).waitFor();
    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByLabel('Your public reply').fill('Thank you, Mia! Copper suits you.');
    await card.getByRole('button', { name: 'Post the reply' }).click();
    await card.getByText('Your reply').waitFor();
    await mailbox.waitFor(clientEmail, /replied to your review/);

    const site = await newPage({ width: 390 });
    await site.goto(`http://${slug}.localhost:5000/`);
    const block = site.locator('#reviews');
    await block.getByRole('heading', { name: 'What clients say' }).waitFor();
    await block.getByText('Jo nailed the copper I wanted.').waitFor();
    await block.getByText('Thank you, Mia! Copper suits you.').waitFor();
    await block.getByRole('img', { name: 'Photo from Mia L.’s visit' }).waitFor();
    expect(await block.getByText('4.0').count()).toBeGreaterThan(0);
  });
});
