#!/usr/bin/env node
// Screenshots of pages at desktop and phone width, in light and dark, into
// screenshots/ (git-ignored). Needs a running app (`npm start`).
//   [VIEWPORT=1] node scripts/screenshots.mjs [--as <email>] [--click <name>] [/path ...]
// --as signs in with that demo account (password chairside-demo) first;
// --click presses the button (or link) of that accessible name before the shot.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/firebase.mjs';

const base = process.env.APP_URL ?? 'http://localhost:5000';
const args = process.argv.slice(2);
const asIndex = args.indexOf('--as');
const signInAs = asIndex === -1 ? null : args.splice(asIndex, 2)[1];
const clickIndex = args.indexOf('--click');
const click = clickIndex === -1 ? null : args.splice(clickIndex, 2)[1];
const paths = args;
if (!paths.length) paths.push('/');
const out = join(ROOT, 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
for (const path of paths) {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport,
        colorScheme,
        deviceScaleFactor: sizeName === 'phone' ? 2 : 1,
      });
      const page = await context.newPage();
      if (signInAs) {
        await page.goto(`${base}/login`);
        await page.getByLabel('E-mail').fill(signInAs);
        await page.getByLabel('Password').fill(process.env.DEMO_PASSWORD ?? 'chairside-demo');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
      }
      // Live listeners keep a connection open, so signed-in pages never go network-idle.
      await page.goto(`${base}${path}`, { waitUntil: signInAs ? 'load' : 'networkidle' });
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {});
      // WAIT_MS=4000 for pages whose live data comes a moment after the first paint.
      await page.waitForTimeout(Number(process.env.WAIT_MS ?? 1000));
      if (click) {
        await page
          .getByRole('button', { name: click })
          .or(page.getByRole('link', { name: click }))
          .or(page.getByRole('tab', { name: click }))
          .first()
          .click({ timeout: 10_000 })
          .catch(() => console.warn(`No button or link named “${click}” on ${path} (${sizeName})`));
        // CLICK_WAIT_MS for what the click loads (a tab of figures).
        await page.waitForTimeout(Number(process.env.CLICK_WAIT_MS ?? 800));
      }
      const who = signInAs ? `${signInAs.split('@')[0]}-` : '';
      const shot = `${path}${click ? `-${click}` : ''}`;
      const name = `${who}${shot.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${sizeName}-${colorScheme}.png`;
      // VIEWPORT=1 keeps to the first screen (long pages are hard to read shrunk).
      await page.screenshot({ path: join(out, name), fullPage: process.env.VIEWPORT !== '1' });
      console.log(join('screenshots', name));
      await context.close();
    }
  }
}
await browser.close();
