// The AI layer in the browser, with the built-in writer (no model is
// configured in the emulators): a new owner answers /ai-onboarding-page's
// questions and ends with a bookable salon and a published website, then
// regenerates the hero from the editor's preview.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin } from '../support/api';
import { signInAt, useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { page as sitePage } from '../support/page';

const run = Date.now().toString(36);
const newPage = useBrowser();
const email = `ai-owner-${run}@chairside.test`;
const slug = `juniper-hair-${run}`;
let page: Page;

describe('a new owner sets up with AI', () => {
  it('answers a few questions and ends with a bookable salon and a published site', async () => {
    const { uid } = await signUp(email, 'juniper-pass-1');
    page = await newPage();
    await signInAt(page, '/ai-onboarding-page', email, 'juniper-pass-1');

    await page.getByLabel('Salon name').fill(`Juniper Hair ${run}`);
    await page.getByText('Available').waitFor();
    expect(await page.getByLabel('Salon address on the web').inputValue()).toBe(slug);
    await page
      .getByLabel('Address', { exact: true })
      .fill('4 Elm St, Park Slope, Brooklyn, NY 11215');
    await page.getByRole('button', { name: 'Next: your services' }).click();

    await page
      .getByLabel('The services you offer, in your own words')
      .fill("Women's cut 65\nBalayage from 180, 3 hours\nGloss treatment");
    await page.getByRole('button', { name: 'Make my menu' }).click();
    const gloss = page.getByRole('group', { name: 'Service 3' });
    expect(await gloss.getByLabel('Service').inputValue()).toBe('Gloss treatment');
    // No price was given for the gloss: nothing is guessed, and it is asked for.
    expect(await gloss.getByLabel('Price').inputValue()).toBe('');
    await page.getByText('Usual length: check it').first().waitFor();
    await page.getByRole('button', { name: 'Next: check and create' }).click();
    await page.getByText('Give this service its price').waitFor();
    await gloss.getByLabel('Price').fill('35');
    await page.getByRole('button', { name: 'Next: check and create' }).click();

    await page.getByText('3 services, done by you').waitFor();
    await page.getByRole('button', { name: 'Create my salon' }).click();
    await page.getByRole('button', { name: 'Publish my website' }).waitFor();
    const preview = page.getByRole('region', { name: 'Website preview' });
    await preview.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Publish my website' }).click();
    await page.getByRole('heading', { name: `Juniper Hair ${run} is ready` }).waitFor();

    // Saved as confirmed: the owner does every service, and the site is live.
    const db = admin().db;
    const member = (await db.collectionGroup('members').where('uid', '==', uid).get()).docs[0]!;
    const orgId = member.ref.parent.parent!.id;
    const services = (await db.collection(`orgs/${orgId}/services`).get()).docs.map((d) =>
      d.data(),
    );
    expect(services.map((s) => [s['name'], s['price'], s['durationMinutes']]).sort()).toEqual([
      ['Balayage', 18_000, 180],
      ['Gloss treatment', 3_500, 90],
      ["Women's cut", 6_500, 45],
    ]);
    for (const s of services) expect(s['staffIds']).toEqual([member.data()['staffId']]);
    expect((await db.doc(`publicSites/${orgId}`).get()).exists).toBe(true);

    // Bookable: the booking page offers the menu.
    await page.getByRole('link', { name: 'Your booking page' }).click();
    await page.getByText('Balayage').first().waitFor();
  });

  it('regenerates the hero from the editor’s preview', async () => {
    await page.goto(`${APP_URL}/editor-page`);
    const preview = page.getByRole('region', { name: 'Website preview' });
    await preview.getByRole('button', { name: 'Regenerate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hero' });
    await dialog.getByText('Written by Chairside’s built-in writer').waitFor();
    const first = await dialog.locator('p.MuiTypography-h5').textContent();
    // Another phrasing of the same facts (the headlines are few: ask until it differs).
    let other = first;
    for (let i = 0; i < 6 && other === first; i++) {
      await dialog.getByRole('button', { name: 'Try another' }).click();
      await dialog
        .getByRole('button', { name: 'Try another' })
        .and(page.locator(':enabled'))
        .waitFor();
      other = await dialog.locator('p.MuiTypography-h5').textContent();
    }
    expect(other).not.toBe(first);
    const headline = (await dialog.locator('p.MuiTypography-h5').textContent())!;
    await dialog.getByRole('button', { name: 'Use this' }).click();
    await expect
      .poll(() => preview.getByRole('heading', { level: 1 }).textContent())
      .toBe(headline);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
  });

  it('publishes a spotlight page for a service, in the site’s menu and open in the editor', async () => {
    await page.goto(`${APP_URL}/editor-page`);
    await page.getByRole('link', { name: 'Spotlight a stylist or service' }).click();
    await page.waitForURL(`${APP_URL}/generated-spotlight-page`);
    await page.getByRole('button', { name: 'A service' }).click();
    await page.getByLabel('Service').click();
    await page.getByRole('option', { name: /^Balayage/ }).click();
    const preview = page.getByRole('region', { name: 'Website preview' });
    await preview.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText('The page will be at /balayage on your site').waitFor();
    // Its length and price are the menu's own.
    await preview.getByText('3 hours, $180.').first().waitFor();
    await page.getByRole('button', { name: 'Publish this page' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The page is live').waitFor();

    const live = await sitePage(`${slug}.localhost:5000`, '/balayage');
    expect(live.status).toBe(200);
    expect(live.html).toMatch(/<a href="\/balayage" aria-current="page">Balayage<\/a>/);
    // Its button books on the salon's own host, the service chosen.
    expect(live.html).toMatch(/href="\/book\?services=[\w-]+"/);

    // Editable like any page: the editor opens on it.
    await page
      .getByRole('listitem')
      .filter({ hasText: '/balayage' })
      .getByRole('link', { name: 'Balayage' })
      .click();
    await page.waitForURL(/\/editor-page\?page=balayage/);
    expect(await page.getByRole('combobox', { name: /^Page/ }).textContent()).toContain(
      '/balayage',
    );
  });
});
