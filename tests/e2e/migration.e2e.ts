// Moving in from Fresha in Chromium: the owner chooses Fresha, uploads the
// clients, services and team exports, sees them recognised, checks them (the
// dry run writes nothing), imports with a progress bar, reads the result, and
// undoes it, leaving the salon as it was.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/api';
import { salonWithLeo } from '../support/booking-fixture';
import { signInAt, useBrowser } from '../support/e2e';
import { signUp } from '../support/emulators';

const PASSWORD = 'correct-horse-42';
const run = Date.now();
const ownerEmail = `owner-mig-${run}@chairside.test`;
const newPage = useBrowser();
let orgId: string;

const file = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url)),
});
const clientCount = async () => (await admin().db.collection(`orgs/${orgId}/clients`).get()).size;

beforeAll(async () => {
  const founder = await signUp(ownerEmail, PASSWORD);
  orgId = await salonWithLeo(founder.idToken, 'Studio Move', `mig-e2e-${run}`);
});
afterAll(() => undefined);

describe('an owner moves in from Fresha', () => {
  it('uploads, checks, imports and undoes', async () => {
    const page = await newPage({ width: 1280 });
    await signInAt(page, '/platform-migration', ownerEmail, PASSWORD);
    await page.getByRole('radio', { name: 'Fresha' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('What to export from Fresha').waitFor();
    await page
      .getByLabel('Export files')
      .setInputFiles([
        file('fresha-clients.csv'),
        file('fresha-services.csv'),
        file('fresha-staff.csv'),
      ]);
    await page.getByRole('heading', { name: 'fresha-staff.csv' }).waitFor();
    expect(await page.getByText('Recognised: Clients').count()).toBe(1);
    expect(await page.getByText('Recognised: Services').count()).toBe(1);
    expect(
      await page.getByRole('combobox', { name: 'Column for E-mail' }).first().textContent(),
    ).toBe('Email');

    await page.getByRole('button', { name: 'Check the files' }).click();
    await page.getByText('Nothing has been written yet. Check the counts, then import.').waitFor();
    const clients = page.getByRole('row', { name: /^Clients/ });
    expect(await clients.getByRole('cell').allTextContents()).toEqual(['5', '4', '0', '0', '1']);
    await page.getByText('Duration “about an hour” is not a length').waitFor();
    expect(await clientCount()).toBe(0);

    await page.getByRole('button', { name: 'Import 7 records' }).click();
    await page.getByText('Added: 4 clients, 2 services, 1 team member.').waitFor();
    await page.getByRole('heading', { name: 'Imported' }).waitFor();
    expect(await clientCount()).toBe(4);

    await page.getByRole('button', { name: 'Undo this import' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Undone: the salon is as it was before this import.').waitFor();
    expect(await clientCount()).toBe(0);
  });
});
