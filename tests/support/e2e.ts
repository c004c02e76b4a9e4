import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium } from './browser';

/**
 * One Chromium for a test file; every page gets its own context (a separate
 * browser profile, so two people can be signed in side by side). A failing
 * test leaves a screenshot of every open page in tests/.artifacts/, and
 * prints what the pages' scripts threw or logged as errors.
 */
const PERSON_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async (ctx) => {
    const seen = errors.splice(0);
    if (ctx.task.result?.state !== 'fail') return;
    if (seen.length) console.error(`The pages reported:\n${seen.join('\n')}`);
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
    options: { width?: number; timezoneId?: string; person?: boolean; locale?: string } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      // The reader's languages (navigator.languages and Accept-Language).
      ...(options.locale ? { locale: options.locale } : {}),
      // A visitor the site's analytics counts as a person: an ordinary browser's user
      // agent and no navigator.webdriver (a driven browser is kept apart with the bots).
      ...(options.person ? { userAgent: PERSON_AGENT } : {}),
    });
    if (options.person)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
      );
    contexts.push(context);
    // Shorter than the test's timeout, so a failure names the step that waited; long enough
    // for a lazy page to load behind the suite's triggers on a busy machine (12 s was not).
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${page.url()} threw: ${e.stack ?? e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${page.url()} logged: ${m.text()}`);
    });
    return page;
  };
}

export { signInAt } from './browser';
