#!/usr/bin/env node
// Screenshots of pages at desktop and phone width, in light and dark, into
// screenshots/ (git-ignored). Needs a running app (`npm start`).
//   node scripts/screenshots.mjs [/path ...]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/firebase.mjs';

const base = process.env.APP_URL ?? 'http://localhost:5000';
const paths = process.argv.slice(2);
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
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${sizeName}-${colorScheme}.png`;
      await page.screenshot({ path: join(out, name), fullPage: true });
      console.log(join('screenshots', name));
      await context.close();
    }
  }
}
await browser.close();
