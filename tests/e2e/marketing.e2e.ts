// Marketing in the browser, against the emulators and a real local SMTP
// server: the owner builds a segment (VIP clients: three, one of whom never
// agreed to marketing), starts from a template, sends a test to herself,
// launches, and sees the e-mails sent; a recipient books and the campaign
// shows the booking and its revenue.
import { ZBookingRecord } from '@chairside/core/records/booking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now().toString(36);
const PASSWORD = 'mkt-owner-pass-1';
const email = `mkt-e2e-${run}@chairside.test`;
const client = (n: number) => `mkt-client${n}-${run}@example.test`;
let orgId: string;
let ownerToken: string;
let mailbox: Mailbox;
const newPage = useBrowser();

beforeAll(async () => {
  mailbox = await startMailbox();
  const owner = await signUp(email, PASSWORD);
  ownerToken = owner.idToken;
  const created = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Marketing Street Salon', `mkt-street-${run}`),
  });
  orgId = created.body.orgId;
  const db = admin().db;
  const now = new Date();
  for (let n = 1; n <= 5; n++) {
    await db.doc(`orgs/${orgId}/clients/c-${n}`).set({
      firstName: `Client${n}`,
      lastName: 'Test',
      email: client(n),
      phone: '',
      tags: n <= 3 ? ['vip'] : [],
      marketingConsent: { email: n !== 3, sms: false },
      createdAt: now,
      updatedAt: now,
    });
  }
});
afterAll(() => mailbox?.close());

describe('a campaign from the browser', () => {
  it('builds a segment, tests, launches, and shows what was sent and booked', async () => {
    const page = await newPage();
    await signInAt(page, '/campaign-builder', email, PASSWORD);
    await page.getByLabel('Campaign name').fill('VIP thank-you');
    await page.getByRole('button', { name: 'Add a condition' }).click();
    await page.getByRole('menuitem', { name: 'Has a tag' }).click();
    await page.getByRole('textbox', { name: 'Tag', exact: true }).fill('vip');
    await page.getByText('2 of 3 matching clients will get it').waitFor();
    await page.getByText('1 did not agree to marketing on this channel').waitFor();

    await page.getByRole('combobox', { name: 'Start from a template' }).click();
    await page.getByRole('option', { name: 'A treat for you' }).click();
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toContain('A treat for you');
    await page.getByRole('textbox', { name: 'The e-mail' }).waitFor();

    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await page.getByText(`A test went to ${email}.`).waitFor();
    const test = await mailbox.waitFor(email, /^\[Test\] A treat for you/);
    expect(test.html).toContain('Marketing Street Salon');

    await page.getByRole('button', { name: 'Launch…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Launch', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'VIP thank-you' }).waitFor();

    // The two who agreed get it, each once; the third does not.
    const got = await Promise.all([1, 2].map((n) => mailbox.waitFor(client(n), /A treat for you/)));
    expect(got.every((m) => /List-Unsubscribe=One-Click/.test(JSON.stringify(m.headerLines)))).toBe(
      true,
    );
    await page.getByText('Sent', { exact: true }).first().waitFor();
    await expect
      .poll(async () => page.locator('p', { hasText: /^2$/ }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(mailbox.messages.filter((m) => JSON.stringify(m.to).includes(client(3)))).toHaveLength(
      0,
    );

    // Client 1 books two days' worth of colour: the booking trigger credits the campaign.
    const now = new Date();
    await admin()
      .db.doc(`orgs/${orgId}/bookings/b-vip`)
      .set(
        ZBookingRecord.parse({
          id: 'b-vip',
          localDate: '2027-01-05',
          startTime: new Date(now.getTime() + 7 * 86_400_000),
          endTime: new Date(now.getTime() + 7 * 86_400_000 + 3_600_000),
          staffId: 's-any',
          price: 12_500,
          clientId: 'c-1',
          status: 'booked',
          source: 'online',
          createdAt: now,
          updatedAt: now,
        }),
      );
    // The trigger credits it within moments; then the page shows it.
    const id = new URL(page.url()).searchParams.get('id')!;
    await expect
      .poll(
        async () =>
          (await callApi(`/campaigns/get/${id}?orgId=${orgId}`, { token: ownerToken })).body
            .campaign.results?.bookings,
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.reload();
    await page.getByText('$125', { exact: true }).waitFor({ timeout: 20_000 });
  });
});
