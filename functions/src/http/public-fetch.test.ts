import { describe, expect, it } from 'vitest';
import { addressProblem, fetchPublic, PublicFetchProblem } from './public-fetch';

describe('addressProblem', () => {
  it('lets public addresses through', () => {
    for (const ok of [
      '93.184.216.34',
      '2606:2800:220:1:248:1893:25c8:1946',
      '2a00:1450:4001::200e',
    ]) {
      expect(addressProblem(ok), ok).toBeNull();
    }
  });
  it('refuses every private, local and special form, IPv6 by allow-list', () => {
    for (const bad of [
      '127.0.0.1',
      '10.0.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      '2001::1',
      '2001:db8::1',
      'ff02::1',
      '100::1',
      '4000::1',
    ]) {
      expect(addressProblem(bad), bad).not.toBeNull();
    }
  });
});

describe('fetchPublic', () => {
  const options = {
    maxBytes: 1000,
    accept: 'text/calendar',
    userAgent: 'test',
    allowHttp: true,
    refused: () => 'refused',
    tooLarge: 'too large',
    offSite: 'off site',
    tooManyRedirects: 'too many',
  };
  it('refuses an address that cannot be read, in words, before any connection', async () => {
    await expect(fetchPublic('http://127.0.0.1%2509:18777/t.ics', options)).rejects.toEqual(
      new PublicFetchProblem('That address cannot be read. Check it and paste it again.'),
    );
  });
  it('refuses IPv4-compatible IPv6 before connecting', async () => {
    await expect(fetchPublic('http://[::127.0.0.1]:9/t.ics', options)).rejects.toBeInstanceOf(
      PublicFetchProblem,
    );
  });
});
