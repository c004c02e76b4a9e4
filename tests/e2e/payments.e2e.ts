import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { checkedInAppointment } from '../support/payment-fixture';
import { APP_URL, signUp } from '../support/emulators';

const run = Date.now();
const PASSWORD = 'cash-desk-pass-1';
const ownerEmail = `owner-cash-${run}@chairside.test`;
let orgId: string;
let owner: Page;
const newPage = useBrowser();

beforeAll(async () => {
  const founder = await signUp(ownerEmail, PASSWORD);
  await admin().auth.updateUser(founder.uid, { displayName: 'Rosa Diaz' });
  const created = await callApi('/orgs', {
    token: founder.idToken,
    body: salonInput('Cash Desk', `cash-desk-${run}`),
  });
  orgId = created.body.orgId;
  // Sam is in the chair now: a $45 cut with Leo, checked in.
  await checkedInAppointment(orgId, 'b-sam');
  owner = await newPage();
  await signInAt(owner, '/cash-payment', ownerEmail, PASSWORD);
});

describe('the front desk takes cash', () => {
  it('checks Sam out with a 20% tip and gives the right change', async () => {
    const checkout = owner.getByRole('region', { name: 'Check out' });
    await checkout.getByRole('button', { name: /Sam Client · \$45 due/ }).click();
    await checkout.getByRole('button', { name: '20% · $9' }).click();
    await checkout.getByLabel('Cash given').fill('50');
    await checkout.getByRole('button', { name: 'Record $54 cash payment' }).click();
    await checkout.getByText('That is less than the total of $54.').waitFor();
    await checkout.getByLabel('Cash given').fill('60');
    await expect.poll(() => checkout.getByRole('status').textContent()).toContain('$6');
    await checkout.getByRole('button', { name: 'Record $54 cash payment' }).click();
    await owner.getByText('$54 in cash from Sam Client. Give $6 change.').waitFor();
    await checkout.getByText('Nothing is waiting to be paid today.').waitFor();
  });

  it('counts the drawer: a dollar short against the float and the cash taken', async () => {
    const drawer = owner.getByRole('region', { name: 'Cash drawer' });
    await drawer.getByText('Cash taken (1 payment)').waitFor();
    await drawer.getByLabel('Opening float').fill('100');
    await drawer.getByLabel('Counted').fill('153');
    await drawer.getByText('Short by $1').waitFor();
    await drawer.getByRole('button', { name: 'Save count' }).click();
    await drawer.getByText('Count saved: short by $1.').waitFor();
    const counts = drawer.getByRole('list', { name: 'Counts this day' });
    await counts.getByText('$153 counted · Short by $1').waitFor();
  });

  it('shows the payment in the ledger, and the appointment as paid', async () => {
    await owner.goto(`${APP_URL}/financial-hub`);
    const table = owner.getByRole('table', { name: 'Payments' });
    const row = table.getByRole('row', { name: /Sam Client/ });
    await row.getByText('$45').waitFor();
    await row.getByText('$9').waitFor();
    const booking = (await admin().db.doc(`orgs/${orgId}/bookings/b-sam`).get()).data()!;
    expect(booking).toMatchObject({
      paid: 4500,
      tips: 900,
      paymentStatus: 'paid',
      status: 'completed',
    });
  });
});
