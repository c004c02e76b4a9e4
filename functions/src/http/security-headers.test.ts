import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha = (js: string) => `'sha256-${createHash('sha256').update(js).digest('base64')}'`;

describe('the pages’ Content-Security-Policy', () => {
  it('allows our inline scripts by hash, never data blocks or external scripts', () => {
    const html =
      '<script>var a=1;</script><script type="module" src="/assets/app.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('go()')]);
  });

  it('lets only the app frame a salon site, and nobody else frame the app', () => {
    const site = contentSecurityPolicy({
      kind: 'site',
      scriptHashes: [],
      frameAncestors: ['https://chairside.app'],
      emulator: false,
    });
    expect(site).toContain("frame-ancestors 'self' https://chairside.app");
    expect(site).toContain("script-src 'self';");
    const app = contentSecurityPolicy({
      kind: 'app',
      scriptHashes: [sha('x')],
      frameAncestors: [],
      emulator: false,
    });
    expect(app).toContain("frame-ancestors 'self';");
    expect(app).toContain(`script-src 'self' ${sha('x')} https://apis.google.com`);
    expect(app).not.toContain('127.0.0.1');
    expect(app).toContain("object-src 'none'");
  });

  it('lets the sign-in page reach Firebase Auth and Google, and nothing of Firestore or Stripe', () => {
    const auth = contentSecurityPolicy({
      kind: 'auth',
      scriptHashes: [sha('x')],
      frameAncestors: [],
      emulator: false,
    });
    expect(auth).toContain(`script-src 'self' ${sha('x')} https://apis.google.com;`);
    expect(auth).toContain("connect-src 'self' https://*.googleapis.com;");
    expect(auth).toContain('https://accounts.google.com');
    expect(auth).not.toContain('stripe');
    expect(auth).not.toContain('firebaseio');
    expect(auth).not.toContain('maps.google.com');
    expect(auth).toContain("frame-ancestors 'self';");
  });

  it('lets the app reach the local emulators only when running in them', () => {
    const local = contentSecurityPolicy({
      kind: 'app',
      scriptHashes: [],
      frameAncestors: [],
      emulator: true,
    });
    expect(local).toContain('http://127.0.0.1:*');
  });
});
