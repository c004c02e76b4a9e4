import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const [size, viewport] of Object.entries({ desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } })) {
  for (const colorScheme of size === 'desktop' ? ['light'] : ['dark']) {
    const ctx = await b.newContext({ viewport, colorScheme });
    const p = await ctx.newPage();
    await p.goto('http://localhost:5000/login');
    await p.getByLabel('E-mail').fill('owner@chairside.test');
    await p.getByLabel('Password').fill('chairside-demo');
    await p.getByRole('button', { name: 'Sign in', exact: true }).click();
    await p.waitForURL((u) => u.pathname !== '/login');
    await p.goto(`http://localhost:5000${process.argv[2]}`);
    await p.getByRole('button', { name: 'Sell a gift card' }).click();
    await p.getByLabel(/^Amount/).fill('50');
    await p.getByLabel('Recipient’s name (optional)').fill('Ivy Chen');
    await p.getByLabel('Recipient’s e-mail (optional)').fill('ivy@example.test');
    await p.getByLabel('Message (optional)').fill('Happy birthday!');
    await p.waitForTimeout(500);
    await p.screenshot({ path: `screenshots/pos-sell-gift-card-dialog-${size}-${colorScheme}.png` });
    await p.getByRole('button', { name: 'Add to sale' }).click();
    await p.waitForTimeout(1000);
    await p.screenshot({ path: `screenshots/pos-gift-card-line-${size}-${colorScheme}.png`, fullPage: true });
    await p.goto('http://localhost:5000/settings');
    await p.waitForTimeout(3000);
    const f = p.getByLabel('Members with priority booking');
    await f.scrollIntoViewIfNeeded();
    await p.screenshot({ path: `screenshots/settings-priority-booking-${size}-${colorScheme}.png` });
    await ctx.close();
  }
}
await b.close();
