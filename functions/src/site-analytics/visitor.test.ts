import { describe, expect, it } from 'vitest';
import { saltFor } from '@chairside/core/site-analytics';
import { agentFacts } from './visitor-agent';
import { visitorHash } from './visitor-id';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the visitor of a day', () => {
  it('is one visitor all day: same salt, site, address and browser give the same id', () => {
    const a = visitorHash('salt-27', 'nova', '203.0.113.7', IPHONE);
    expect(visitorHash('salt-27', 'nova', '203.0.113.7', IPHONE)).toBe(a);
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // Nothing of the address is in it.
    expect(a).not.toContain('203');
  });

  it('is someone else on another site, address or browser', () => {
    const a = visitorHash('salt-27', 'nova', '203.0.113.7', IPHONE);
    expect(visitorHash('salt-27', 'luxe', '203.0.113.7', IPHONE)).not.toBe(a);
    expect(visitorHash('salt-27', 'nova', '203.0.113.8', IPHONE)).not.toBe(a);
    expect(visitorHash('salt-27', 'nova', '203.0.113.7', MAC_CHROME)).not.toBe(a);
  });

  it('cannot be linked to the next day: the salt rotates and the old one is destroyed', () => {
    let n = 0;
    const fresh = () => `salt-${++n}`;
    const today = saltFor({}, '2026-11-27', '2026-11-27', fresh);
    const tomorrow = saltFor(today.ring, '2026-11-28', '2026-11-28', fresh);
    const idToday = visitorHash(today.salt!, 'nova', '203.0.113.7', IPHONE);
    const idTomorrow = visitorHash(tomorrow.salt!, 'nova', '203.0.113.7', IPHONE);
    expect(idTomorrow).not.toBe(idToday);
    const after = saltFor(tomorrow.ring, '2026-11-29', '2026-11-29', fresh);
    // With the 27th's salt gone, no salt in the ring reproduces that day's id.
    for (const salt of Object.values(after.ring))
      expect(visitorHash(salt, 'nova', '203.0.113.7', IPHONE)).not.toBe(idToday);
  });
});

describe('bots and browsers', () => {
  it('keeps known bots, headless and driven browsers apart', () => {
    expect(
      agentFacts('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').bot,
    ).toBe(true);
    expect(agentFacts('curl/8.5.0').bot).toBe(true);
    expect(agentFacts('').bot).toBe(true);
    expect(
      agentFacts(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      ).bot,
    ).toBe(true);
    expect(agentFacts(MAC_CHROME, { automated: true }).bot).toBe(true);
    expect(agentFacts(MAC_CHROME).bot).toBe(false);
  });

  it('names the device class and browser family', () => {
    expect(agentFacts(IPHONE)).toEqual({ bot: false, device: 'mobile', browser: 'Safari' });
    expect(agentFacts(MAC_CHROME)).toEqual({ bot: false, device: 'desktop', browser: 'Chrome' });
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(agentFacts(ipad).device).toBe('tablet');
    expect(agentFacts(MAC_CHROME, { width: 390 }).device).toBe('mobile');
  });
});
