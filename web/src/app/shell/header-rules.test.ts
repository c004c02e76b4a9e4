import { describe, expect, it } from 'vitest';
import { isHeaderHidden } from './header-rules';

const app = { mode: 'app' } as const;

describe('header visibility', () => {
  it('is hidden on the landing page, sign-in pages and dashboard areas', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/dashboard',
      '/owner-dashboard',
      '/ownerdashboard',
      '/booth-renter-dashboard/',
      '/financial-dashboard/reports',
    ]) {
      expect(isHeaderHidden(path, app), path).toBe(true);
    }
  });

  it('is shown on other pages', () => {
    for (const path of ['/features-hub', '/services', '/dashboards-of-nothing', '/blog']) {
      expect(isHeaderHidden(path, app), path).toBe(false);
    }
  });

  it('is hidden on every path of a custom-domain or subdomain site', () => {
    expect(
      isHeaderHidden('/features-hub', { mode: 'site', kind: 'custom-domain', host: 'x.com' }),
    ).toBe(true);
    expect(isHeaderHidden('/blog', { mode: 'site', kind: 'subdomain', slug: 'studio' })).toBe(true);
  });
});
