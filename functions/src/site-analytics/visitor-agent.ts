// What a user agent says of its visitor: a bot or a person's browser, and
// which kind of device and browser. Known bots come from isbot's maintained
// list; a browser a program drives says so (navigator.webdriver, or
// "HeadlessChrome"). Device and browser come from bowser.
import Bowser from 'bowser';
import { isbot } from 'isbot';
import type { DeviceClass } from '@chairside/core/site-analytics';

export interface AgentFacts {
  bot: boolean;
  device: DeviceClass;
  browser: string;
}

const FAMILIES: Record<string, string> = {
  Chrome: 'Chrome',
  Chromium: 'Chrome',
  Safari: 'Safari',
  Firefox: 'Firefox',
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  Opera: 'Opera',
  'Opera Touch': 'Opera',
  'UC Browser': 'UC Browser',
  'Android Browser': 'Android Browser',
  'Internet Explorer': 'Internet Explorer',
  Vivaldi: 'Vivaldi',
  Brave: 'Brave',
  DuckDuckGo: 'DuckDuckGo',
};

const HEADLESS = /headless|phantomjs|puppeteer|playwright|selenium|electron/i;

export function agentFacts(
  userAgent: string,
  hints: { automated?: boolean | undefined; width?: number | undefined } = {},
): AgentFacts {
  const ua = userAgent.slice(0, 512);
  const bot = !ua || isbot(ua) || HEADLESS.test(ua) || hints.automated === true;
  let device: DeviceClass = 'desktop';
  let browser = 'Other';
  try {
    const parsed = Bowser.parse(ua);
    const type = parsed.platform.type;
    device = type === 'mobile' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop';
    browser = FAMILIES[parsed.browser.name ?? ''] ?? 'Other';
  } catch {
    // An agent bowser cannot read is any other desktop browser.
  }
  // A phone the agent does not name (some in-app browsers): the page's width tells.
  if (device === 'desktop' && hints.width !== undefined && hints.width > 0 && hints.width < 600)
    device = 'mobile';
  return { bot, device, browser };
}
