import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey, clientIp, trustedProxies } from './client-ip';

// A real express app with the production proxy settings, called over
// loopback: the socket peer plays Cloud Run's internal hop.
let base = '';
let close: () => void = () => {};
beforeAll(async () => {
  const app = express();
  app.set('trust proxy', trustedProxies({}));
  app.get('/ip', (req, res) => {
    res.json({ ip: clientIp(req) });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const ipFor = async (xff?: string) => {
  const res = await fetch(`${base}/ip`, { headers: xff ? { 'X-Forwarded-For': xff } : {} });
  return ((await res.json()) as { ip: string }).ip;
};

describe('the address a rate limit counts', () => {
  it('through Hosting: the visitor address the CDN edge appended, not what the visitor wrote', async () => {
    expect(await ipFor('203.0.113.9, 151.101.1.1')).toBe('203.0.113.9');
    for (const spoof of ['1.2.3.4', '9.9.9.9, 8.8.8.8', 'garbage'])
      expect(await ipFor(`${spoof}, 203.0.113.9, 151.101.1.1`)).toBe('203.0.113.9');
  });

  it('called directly: the address that connected to Google’s front end', async () => {
    expect(await ipFor('198.51.100.7')).toBe('198.51.100.7');
    expect(await ipFor('1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ipFor('1.2.3.4, 198.51.100.7, 35.191.3.4')).toBe('198.51.100.7');
  });

  it('a visitor rotating a made-up header stays one visitor', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add(await ipFor(`10.${i}.0.1, 203.0.113.9, 151.101.1.1`));
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  it('IPv6 counts by the /64 a subscriber holds; IPv4 mapped into IPv6 as IPv4', async () => {
    expect(await ipFor('2001:db8:1:2:aaaa::1, 2a04:4e42::5')).toBe('2001:db8:1:2::/64');
    expect(await ipFor('2001:db8:1:2:ffff::9, 2a04:4e42::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('with no proxy header the socket peer is the caller', async () => {
    expect(await ipFor()).toBe('127.0.0.1');
  });

  it('TRUSTED_PROXIES replaces the default edge ranges', () => {
    const trusted = trustedProxies({ TRUSTED_PROXIES: '192.0.2.0/24, 2001:db8::/32' });
    expect(trusted).toContain('192.0.2.0/24');
    expect(trusted).not.toContain('151.101.0.0/16');
    expect(addressKey(undefined)).toBe('local');
  });
});
