import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser';
import { APP_URL } from '../support/emulators';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  consoleErrors.length = 0;
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  page.on('pageerror', (err) => consoleErrors.push(err.message));
});
afterEach(() => context?.close());

describe('app shell', () => {
  it('serves the landing page without the app header and without console errors', async () => {
    await page.goto(`${APP_URL}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Run your whole salon from one chair.',
    );
    expect(await page.locator('header.MuiAppBar-root').count()).toBe(0);
    expect(await page.title()).toBe('Salon software · Chairside');
    expect(consoleErrors).toEqual([]);
  });

  it('loads a registered page by its hyphenated and its joined path, with the header', async () => {
    for (const path of ['/features-hub', '/featureshub']) {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: 'What Chairside does' }).waitFor();
      expect(await page.locator('header.MuiAppBar-root').count()).toBe(1);
    }
  });

  it('shows the not-found page for an unknown path, and for a page whose area has not landed', async () => {
    for (const path of ['/definitely-not-a-page', '/style-visualizer-page']) {
      await page.goto(`${APP_URL}${path}`);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.getByText(path, { exact: true }).count()).toBe(1);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${APP_URL}/`);
  });

  it('shows the something-went-wrong page when a page fails to load, and Retry recovers', async () => {
    await page.route('**/assets/SolutionsHubPage-*.js', (route) => route.abort());
    await page.goto(`${APP_URL}/solutions-hub`);
    await page
      .getByRole('heading', { name: 'Something went wrong. Please retry or contact support.' })
      .waitFor();
    await page.unroute('**/assets/SolutionsHubPage-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Built for the way salons really work' }).waitFor();
  });

  it('navigates between pages in the browser without a full reload', async () => {
    await page.goto(`${APP_URL}/`);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Solutions' })
      .click();
    await page.getByRole('heading', { name: 'Built for the way salons really work' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });
});

describe('theme', () => {
  it("defaults to 'system' and follows the operating system", async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${APP_URL}/features-hub`);
    await page.getByRole('heading', { name: 'What Chairside does' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.className))
      .toContain('light');
  });

  it("keeps a chosen theme in local storage under 'theme' across reloads", async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${APP_URL}/features-hub`);
    await page.getByRole('button', { name: /^Theme:/ }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('heading', { name: 'What Chairside does' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  });
});

describe('parent-frame messages', () => {
  it("posts 'app-beacon' every second and 'app-pagechange' with the location when framed", async () => {
    await page.goto(`${APP_URL}/robots.txt`);
    // The listener is in place before the frame loads: its first messages count.
    await page.setContent(
      `<script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>` +
        `<iframe src="${APP_URL}/features-hub?x=1#top" style="width:800px;height:600px"></iframe>`,
    );
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            (window as unknown as { got: { type: string }[] }).got.map((m) => m.type),
          ),
        {
          timeout: 15_000,
        },
      )
      .toContain('app-beacon');
    const messages = await page.evaluate(() => (window as unknown as { got: unknown[] }).got);
    expect(messages).toContainEqual({
      type: 'app-pagechange',
      pathname: '/features-hub',
      hash: '#top',
      search: '?x=1',
    });
  });

  it('another site cannot frame the sign-in page', async () => {
    // studio-nova.localhost is another origin than the app's.
    await page.goto('http://studio-nova.localhost:5000/robots.txt');
    await page.setContent(
      `<iframe src="${APP_URL}/login" style="width:800px;height:600px"></iframe>`,
    );
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await page.waitForTimeout(1500);
    const framed = await frame
      ?.locator('body')
      .getByRole('button', { name: /sign in/i })
      .count()
      .catch(() => 0);
    expect(framed ?? 0).toBe(0);
  });
});

describe('ROI calculator', () => {
  it('estimates as the owner types and explains a bad value', async () => {
    await page.goto(`${APP_URL}/roicalculatorpage`);
    const monthly = page.getByTestId('roi-monthly');
    const before = await monthly.textContent();
    await page.getByLabel('Stylists').fill('8');
    await expect.poll(() => monthly.textContent()).not.toBe(before);
    await page.getByLabel('Stylists').fill('0');
    await page.getByText('Stylists must be at least 1').waitFor();
    await page.getByText('Fix the highlighted field to see your estimate.').waitFor();
  });
});
