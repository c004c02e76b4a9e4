// The point of sale end to end in Chromium: the front desk scans a product by
// typing its barcode (as a USB scanner does), checks out Sam's appointment
// with it, tips the stylist, splits the total between a card (Stripe stubbed
// at the network boundary) and cash; the receipt e-mail arrives, the stock
// drops, and the owner's sales report shows the sale.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { checkedInAppointment, connectedStripe, frontDeskMember } from '../support/payment-fixture';
import { StripeStub } from '../support/stripe-stub';
import { newSection, starterDraft } from '@chairside/core/site';
import { routeStripe, serveStripe } from '../support/stripe-standin';

const run = Date.now();
const PASSWORD = 'retail-desk-pass-1';
const ownerEmail = `owner-retail-${run}@chairside.test`;
const deskEmail = `desk-retail-${run}@chairside.test`;
const samEmail = `sam-retail-${run}@example.test`;
const BARCODE = '0850020000012';
const stub = new StripeStub();
let standIn: Awaited<ReturnType<typeof serveStripe>>;
let mailbox: Mailbox;
let orgId: string;
let ownerToken: string;
let productId: string;
let desk: Page;
const newPage = useBrowser();

beforeAll(async () => {
  standIn = await serveStripe(stub);
  mailbox = await startMailbox();
  const founder = await signUp(ownerEmail, PASSWORD);
  ownerToken = founder.idToken;
  orgId = (
    await callApi('/orgs', {
      token: founder.idToken,
      body: salonInput('Studio Shelf', `shelf-${run}`),
    })
  ).body.orgId;
  const { db } = admin();
  await connectedStripe(orgId, `acct_shelf_${run}`);
  // Ava works the front desk; Leo is the stylist in Sam's appointment.
  await frontDeskMember(orgId, deskEmail, PASSWORD);
  await db
    .doc(`orgs/${orgId}/staff/s-leo`)
    .set({ displayName: 'Leo Martins', role: 'staff', status: 'active', color: '#0D9488' });
  await db.doc(`orgs/${orgId}/clients/c-sam`).set({
    firstName: 'Sam',
    lastName: 'Client',
    email: samEmail,
    phone: '',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await checkedInAppointment(orgId, 'b-sam', { clientId: 'c-sam', clientEmail: samEmail });
  const created = await callApi('/retail/products', {
    token: founder.idToken,
    body: {
      orgId,
      name: 'Repair mask',
      category: 'Treatments',
      barcode: BARCODE,
      sellingPrice: 2800,
      cost: 1200,
      taxRate: 8.875,
      initialStock: 6,
    },
  });
  expect(created.status).toBe(201);
  productId = created.body.id;
  desk = await newPage();
  await routeStripe(desk.context(), stub);
  await signInAt(desk, '/point-of-sale-page', deskEmail, PASSWORD);
});
afterAll(async () => {
  await standIn?.close();
  await mailbox?.close();
});

describe('the front desk sells at the point of sale', () => {
  it('scans the product, adds Sam’s appointment and Leo’s tip, and totals it with tax', async () => {
    const scan = desk.getByLabel('Scan or type a barcode, SKU or name');
    await scan.fill('0000000000000');
    await scan.press('Enter');
    await desk.getByText('No product has the barcode or SKU “0000000000000”.').waitFor();
    await scan.fill(BARCODE);
    await scan.press('Enter');
    const sale = desk.getByRole('region', { name: 'Sale', exact: true });
    await sale.getByText('Repair mask').waitFor();
    await desk.getByRole('button', { name: /Sam Client · \$45 due/ }).click();
    await sale.getByText('Sam Client with Leo Martins').waitFor();
    await sale.getByLabel('Tip for Leo Martins').fill('9');
    // $28 + $45 = $73; tax 8.875% of $28 = $2.49; tip $9.
    await sale.getByRole('button', { name: 'Complete sale · $84.49' }).waitFor();
    await sale.getByText('$2.49').waitFor();
  });

  it('takes $40 by card and the rest in cash, and gives the change', async () => {
    const sale = desk.getByRole('region', { name: 'Sale', exact: true });
    await sale.getByRole('button', { name: 'Split', exact: true }).click();
    await sale.getByLabel('Card amount').fill('40');
    await sale.getByText('The rest, $44.49, in cash').waitFor();
    await sale.getByLabel('Cash given').fill('50');
    await sale.getByText('Change to give: $5.51').waitFor();
    await sale.getByRole('button', { name: 'Take $40 by card' }).click();
    const form = desk.getByRole('form', { name: 'Card payment' });
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiration date').fill('12 / 34');
    await form.getByLabel('Security code').fill('123');
    await form.getByRole('button', { name: 'Pay $40' }).click();
    await desk.getByRole('heading', { name: 'Sale complete' }).waitFor();
    await desk.getByText('Give $5.51 change').waitFor();
    await desk.getByText(`The receipt is on its way to ${samEmail}.`).waitFor();
  });

  it('e-mails Sam the receipt, takes the unit off the shelf and pays the appointment', async () => {
    const mail = await mailbox.waitFor(samEmail, /Your receipt from Studio Shelf/);
    expect(mail.text).toContain('Repair mask');
    expect(mail.text).toContain('Tip for Leo Martins');
    expect(mail.text).toContain('$84.49');
    const { db } = admin();
    expect((await db.doc(`orgs/${orgId}/products/${productId}`).get()).get('stock')).toBe(5);
    expect((await db.doc(`orgs/${orgId}/bookings/b-sam`).get()).data()).toMatchObject({
      paid: 4500,
      tips: 900,
      status: 'completed',
    });
    const card = [...stub.intents.values()].find((i) => i.amount === 4000)!;
    expect(card.status).toBe('succeeded');
  });

  it('shows the sale in the owner’s retail report', async () => {
    const owner = await newPage();
    await signInAt(owner, '/retail-reports-page', ownerEmail, PASSWORD);
    await owner.getByText('Retail revenue').waitFor();
    const table = owner.getByRole('table', { name: 'Sales by product' });
    const row = table.getByRole('row', { name: /Repair mask/ });
    // The day's totals take in a sale just after it (an aggregator trigger): look again until then.
    await expect
      .poll(
        async () => {
          if (await row.getByText('$28').count()) return true;
          await owner.reload();
          await owner.getByText('Retail revenue').waitFor();
          return (await row.getByText('$28').count()) > 0;
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('$16');
  });
});

describe('the online shop', () => {
  const visitorEmail = `vera-${run}@example.test`;
  beforeAll(async () => {
    // The owner shows the mask in the website's shop and publishes a site with a Shop section.
    const shown = await callApi(`/retail/products/${productId}`, {
      method: 'PUT',
      token: ownerToken,
      body: { orgId, onlineSellable: true, description: 'Weekly bond-building treatment.' },
    });
    expect(shown.status).toBe(200);
    const sites = await import('../../functions/src/sites/site.service');
    const draft = starterDraft({ name: 'Studio Shelf', slug: `shelf-${run}` });
    draft.site_config.pages[0]!.components = [newSection('ShopPageComponent', 'shop')];
    await sites.saveDraft(orgId, 'owner', draft);
    await sites.publish(orgId);
  });

  it('a visitor reserves the mask on the salon’s site and gets a confirmation', async () => {
    const visitor = await newPage({ width: 390 });
    await visitor.goto(`http://shelf-${run}.localhost:5000/`);
    await visitor.getByRole('heading', { name: 'Shop Our Products' }).waitFor();
    await visitor.getByRole('link', { name: 'View Product: Repair mask' }).click();
    await visitor.getByRole('heading', { name: 'Repair mask', level: 1 }).waitFor();
    await visitor.getByText('In stock at the salon').waitFor();
    const form = visitor.getByRole('form', { name: 'Reserve for pickup' });
    await form.getByRole('button', { name: 'Reserve it' }).click();
    await form.getByText('Please enter your name').waitFor();
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('Email').fill(visitorEmail);
    await form.getByRole('button', { name: 'Reserve it' }).click();
    await visitor.getByRole('heading', { name: 'Reserved for you' }).waitFor();
    await mailbox.waitFor(visitorEmail, /Reserved for you at Studio Shelf: Repair mask/);
    const { db } = admin();
    expect((await db.doc(`orgs/${orgId}/products/${productId}`).get()).get('stock')).toBe(4);
  });

  it('the front desk hands it over and rings it up at the point of sale', async () => {
    await desk.goto(`${APP_URL}/shop-page`);
    const row = desk.getByRole('listitem', { name: 'Reservation of Vera Visitor' });
    await row.getByText('1 × Repair mask · $28').waitFor();
    await row.getByRole('button', { name: 'Picked up: ring it up' }).click();
    const sale = desk.getByRole('region', { name: 'Sale', exact: true });
    await sale.getByText('Reserved online by Vera Visitor').waitFor();
    await sale.getByLabel('Cash given').fill('40');
    await sale.getByRole('button', { name: 'Complete sale · $30.49' }).click();
    await desk.getByText('Give $9.51 change').waitFor();
    const { db } = admin();
    const held = await db.collection(`orgs/${orgId}/reservations`).get();
    expect(held.docs[0]!.get('status')).toBe('picked_up');
    // The units were taken when reserved: picking up does not take them again.
    expect((await db.doc(`orgs/${orgId}/products/${productId}`).get()).get('stock')).toBe(4);
  });
});

it('the app has the retail pages at their spec paths', async () => {
  const page = await newPage({ width: 390 });
  await signInAt(page, '/mobile-inventory', ownerEmail, PASSWORD);
  await page.getByRole('heading', { name: 'Products' }).waitFor();
  await page.goto(`${APP_URL}/adjust-stock-page?product=${productId}`);
  await page.getByRole('heading', { name: 'Stock history of Repair mask' }).waitFor();
  await page.getByRole('cell', { name: 'Sold' }).waitFor();
});
