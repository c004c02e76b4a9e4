import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { APP_URL } from './emulators';

/** Debian's Chromium (never a downloaded browser); CHROME_PATH overrides. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install Debian's package (apt-get install -y chromium) ` +
        'or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  return path;
}

/** Playwright gives every launch a fresh, temporary profile. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Signs in through /login and waits to land on `path`. */
export async function signInAt(page: Page, path: string, email: string, password: string) {
  await page.goto(`${APP_URL}${path}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
}
