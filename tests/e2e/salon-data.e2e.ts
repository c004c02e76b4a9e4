import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { leoJoins } from '../support/booking-fixture';

const run = Date.now();
const PASSWORD = 'salon-data-pass-1';
const ownerEmail = `owner-data-${run}@chairside.test`;
const stylistEmail = `stylist-data-${run}@chairside.test`;
let orgId: string;
let owner: Page;
let stylist: Page;
const newPage = useBrowser();

beforeAll(async () => {
  await clearFirestore();
  const founder = await signUp(ownerEmail, PASSWORD);
  await admin().auth.updateUser(founder.uid, { displayName: 'Rosa Diaz' });
  const created = await callApi('/orgs', {
    token: founder.idToken,
    body: salonInput('Salon Data', `salon-data-${run}`),
  });
  orgId = created.body.orgId;
  // Leo joins as a stylist (the invitation flow has its own test).
  const leo = await signUp(stylistEmail, PASSWORD);
  const { db } = admin();
  await leoJoins(orgId, leo.uid);
  await db.doc(`orgs/${orgId}/staffContacts/s-leo`).set({ email: stylistEmail, userId: leo.uid });

  owner = await newPage();
  stylist = await newPage();
  await signInAt(owner, '/services', ownerEmail, PASSWORD);
  await signInAt(stylist, '/services', stylistEmail, PASSWORD);
});

describe('an owner sets up the salon while a stylist watches', () => {
  it('the owner adds a service and the stylist’s menu shows it live', async () => {
    await owner.getByRole('button', { name: 'Add your first service' }).click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel(/^Name\W*$/).fill('Balayage');
    await dialog.getByRole('combobox', { name: 'Category' }).fill('Colour');
    await dialog.getByLabel('Length', { exact: true }).fill('150');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await dialog.getByText('Enter a price').waitFor(); // the shared schema's message
    await dialog.getByLabel(/^Price\W*$/).fill('240');
    await dialog.getByLabel('Processing time', { exact: true }).fill('45');
    await dialog.getByLabel('Finishing time', { exact: true }).fill('30');
    await dialog.getByRole('checkbox', { name: 'Leo Martins', exact: true }).check();
    await dialog.getByLabel('Leo Martins’s own price').fill('260');
    await dialog.getByRole('button', { name: 'Add service' }).click();
    await dialog.waitFor({ state: 'detached' });

    const menu = stylist.getByRole('list', { name: 'Colour services' });
    await menu.getByText('Balayage').waitFor();
    await menu.getByText('$240–$260').waitFor();
    await menu.getByText('2 hr 30 min').waitFor();
    await menu.getByText('45 min processing').waitFor();
    expect(await stylist.getByRole('button', { name: 'New service' }).count()).toBe(0);
  });

  it('the owner archives and restores it; the stylist sees both', async () => {
    await owner.getByRole('button', { name: 'Archive Balayage' }).click();
    await stylist
      .getByText('Build your menu')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await stylist.getByRole('heading', { name: 'Every service is archived' }).waitFor();
    await owner.getByRole('button', { name: 'Undo' }).click();
    await stylist.getByRole('list', { name: 'Colour services' }).getByText('Balayage').waitFor();
  });

  it('the owner sets Leo’s hours with a break and the stylist sees them change live', async () => {
    await stylist.goto(`${APP_URL}/staff-management?staff=s-leo`);
    await stylist.getByRole('tab', { name: 'Hours' }).click();
    await stylist.getByText('Leo Martins works the salon’s opening hours').waitFor();

    await owner.goto(`${APP_URL}/staff-management?staff=s-leo`);
    await owner.getByRole('tab', { name: 'Hours' }).click();
    await owner.getByRole('switch', { name: 'Monday' }).check();
    await owner.getByLabel('Monday from').fill('11:00');
    await owner.getByLabel('Monday to').fill('19:00');
    await owner.getByRole('button', { name: 'Add a break on Monday' }).click();
    await owner.getByRole('button', { name: 'Save hours' }).click();
    await owner.getByText('Hours saved.').waitFor();

    await stylist.getByText('works the salon’s opening hours').waitFor({ state: 'detached' });
    expect(await stylist.getByRole('switch', { name: 'Monday' }).isChecked()).toBe(true);
    expect(await stylist.getByLabel('Monday from').inputValue()).toBe('11:00');
    expect(await stylist.getByLabel('Break from').inputValue()).toBe('13:00');
    expect(await stylist.getByRole('button', { name: 'Save hours' }).count()).toBe(0);
  });

  it('the owner books Leo’s time off; it shows in his record', async () => {
    await owner.getByRole('tab', { name: 'Time off' }).click();
    await owner.getByLabel('From', { exact: true }).fill('2030-07-01');
    await owner.getByLabel('Until', { exact: true }).fill('2030-07-14');
    await owner.getByLabel('Reason', { exact: true }).fill('Summer holiday');
    await owner.getByRole('button', { name: 'Add time off' }).click();
    await owner.getByText('Time off added.', { exact: false }).waitFor();
    await stylist.getByRole('tab', { name: 'Time off' }).click();
    await stylist.getByText('Summer holiday').waitFor();
    await stylist.getByText('Jul 1, 2030 – Jul 14, 2030 · all day').waitFor();
  });
});

describe('clients', () => {
  it('the owner adds a client; the stylist finds her by phone, name and e-mail prefix', async () => {
    await owner.goto(`${APP_URL}/clients`);
    await owner.getByRole('button', { name: 'New client' }).first().click();
    const drawer = owner.getByRole('presentation');
    await drawer.getByLabel(/^First name\W*$/).fill('Zoë');
    await drawer.getByLabel('Last name', { exact: true }).fill("O'Neil");
    await drawer.getByLabel('Phone', { exact: true }).fill('+1 (718) 555-0123');
    await drawer.getByLabel('E-mail', { exact: true }).fill('Zoe.ONeil@Mail.test');
    await drawer.getByLabel('Agrees to marketing e-mails').check();
    await drawer.getByRole('button', { name: 'Add client' }).click();
    await owner.waitForURL(/client=/);
    await drawer.getByText('0 loyalty points').waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();

    await stylist.goto(`${APP_URL}/client-hub`);
    const search = stylist.getByLabel('Search clients');
    const table = stylist.getByRole('table', { name: 'Clients' });
    for (const typed of ['718 555 01', 'zoe o', 'oneil', 'zoe.on']) {
      await search.fill(typed);
      await table.getByText("Zoë O'Neil").waitFor();
    }
    await search.fill('nobody-like-this');
    await stylist.getByText('No client matches that search').waitFor();
  });

  it('a stylist edits a note and the owner sees it live; a stylist cannot delete or export', async () => {
    const search = stylist.getByLabel('Search clients');
    await search.fill('zoe');
    await stylist.getByRole('button', { name: "Zoë O'Neil" }).click();
    const drawer = stylist.getByRole('presentation');
    await drawer.getByLabel('Notes', { exact: true }).fill('Prefers mornings');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await drawer.getByText('Saved.').waitFor();
    expect(await drawer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await stylist.getByRole('button', { name: 'Export CSV' }).count()).toBe(0);

    await owner.getByLabel('Search clients').fill('zoe');
    await owner.getByRole('button', { name: "Zoë O'Neil" }).click();
    expect(await owner.getByLabel('Notes', { exact: true }).inputValue()).toBe('Prefers mornings');
  });

  it('the owner pages through many clients a page at a time', async () => {
    const { db } = admin();
    const batch = db.batch();
    for (let i = 0; i < 60; i++) {
      const name = `Client${String(i).padStart(2, '0')}`;
      batch.set(db.collection(`orgs/${orgId}/clients`).doc(), {
        firstName: name,
        lastName: 'Test',
        email: '',
        phone: '',
        birthday: '',
        notes: '',
        tags: [],
        marketingConsent: { email: false, sms: false },
        preferredStaffId: null,
        ownerStaffId: null,
        userId: null,
        nameLower: `${name.toLowerCase()} test`,
        searchKeys: [],
        loyaltyPoints: 0,
        visitCount: 0,
        totalSpent: 0,
        lastVisitAt: null,
        mergedIds: [],
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    }
    await batch.commit();
    await owner.goto(`${APP_URL}/clients`);
    const rows = owner.getByRole('table', { name: 'Clients' }).locator('tbody tr');
    await owner.getByText('Showing 25').waitFor();
    expect(await rows.count()).toBe(25);
    await owner.getByRole('button', { name: 'Show more' }).click();
    await owner.getByText('Showing 50').waitFor();
    expect(await rows.count()).toBe(50);
    await owner.getByRole('button', { name: 'Show more' }).click();
    await owner.getByText("Zoë O'Neil").waitFor();
    expect(await rows.count()).toBe(61);
    expect(await owner.getByRole('button', { name: 'Show more' }).count()).toBe(0);
  });
});
