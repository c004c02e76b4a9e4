import { describe, expect, it } from 'vitest';
import { classifyHost, isProductHost, normaliseHost } from './hosts';

const config = { productDomain: 'chairside.app', platformHost: 'chairside.web.app' };

describe('host classification', () => {
  it('treats the product domain, its www and app hosts, localhost and the platform host as the app', () => {
    for (const host of [
      'chairside.app',
      'www.chairside.app',
      'APP.Chairside.app',
      'localhost:5000',
      '127.0.0.1:5173',
      'chairside.web.app',
      'chairside.app.',
    ]) {
      expect(classifyHost(host, config), host).toEqual({ mode: 'app' });
      expect(isProductHost(host, config), host).toBe(true);
    }
  });

  it('serves a salon site on any other sub-host of the product domain', () => {
    expect(classifyHost('studio-luxe.chairside.app', config)).toEqual({
      mode: 'site',
      kind: 'subdomain',
      slug: 'studio-luxe',
    });
  });

  it('serves a salon site on <slug>.localhost for local development', () => {
    expect(classifyHost('studio-luxe.localhost:5000', config)).toEqual({
      mode: 'site',
      kind: 'subdomain',
      slug: 'studio-luxe',
    });
  });

  it('resolves an unrelated host as a custom domain, port and case removed', () => {
    expect(classifyHost('WWW.StudioLuxe.com:443', config)).toEqual({
      mode: 'site',
      kind: 'custom-domain',
      host: 'www.studioluxe.com',
    });
    expect(isProductHost('www.studioluxe.com', config)).toBe(false);
  });

  it('does not take a deeper sub-host of the product domain as a subdomain slug', () => {
    expect(classifyHost('a.b.chairside.app', config)).toEqual({
      mode: 'site',
      kind: 'custom-domain',
      host: 'a.b.chairside.app',
    });
  });

  it('does not mistake a look-alike domain for the product', () => {
    expect(classifyHost('evilchairside.app', config).mode).toBe('site');
  });

  it('normalises IPv6 loopback with a port', () => {
    expect(normaliseHost('[::1]:5000')).toBe('[::1]');
    expect(classifyHost('[::1]:5000', config)).toEqual({ mode: 'app' });
  });
});
