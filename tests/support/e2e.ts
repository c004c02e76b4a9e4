import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './browser';

/**
 * One Chromium for a test file; every page gets its own context (a separate
 * browser profile, so two people can be signed in side by side). A failing
 * test leaves a screenshot of every open page in tests/.artifacts/.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = contexts.flatMap((c) => c.pages());
    for (const [i, p] of pages.entries()) {
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
      await p.screenshot({ path: `tests/.artifacts/${name}-${i}.png` }).catch(() => undefined);
    }
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
  });
  return async function newPage(
    options: { width?: number; timezoneId?: string } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    contexts.push(context);
    // Shorter than the test's timeout, so a failure names the step that waited.
    context.setDefaultTimeout(12_000);
    return context.newPage();
  };
}

export { signInAt } from './browser';
