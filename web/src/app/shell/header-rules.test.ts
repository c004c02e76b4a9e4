import { describe, expect, it } from 'vitest';
import { headerLinkFor, isHeaderHidden } from './header-rules';

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

describe('the header’s links by who is signed in', () => {
  const link = (to: string) => ({ label: to, to });
  const stylist = new Set(['/appointments', '/clients', '/services', '/messages']);
  const owner = new Set([...stylist, '/editor', '/website-settings', '/platform-migration']);

  it('never leads a stylist to a page that would refuse them', () => {
    for (const to of ['/editor', '/website-settings', '/platform-migration', '/blog-admin'])
      expect(headerLinkFor(link(to), stylist, false)).toBe(false);
    for (const to of ['/dashboard', '/messages', '/services', '/clients', '/logout'])
      expect(headerLinkFor(link(to), stylist, false)).toBe(true);
  });

  it('gives an owner the website and import, and the blog only to its writers', () => {
    for (const to of ['/editor', '/website-settings', '/platform-migration'])
      expect(headerLinkFor(link(to), owner, false)).toBe(true);
    expect(headerLinkFor(link('/blog-admin'), owner, false)).toBe(false);
    expect(headerLinkFor(link('/blog-admin'), null, true)).toBe(true);
  });

  it('gives a client (no salon menu) Dashboard, Messages and Logout alone', () => {
    expect(
      ['/dashboard', '/messages', '/services', '/clients', '/editor', '/logout'].filter((to) =>
        headerLinkFor(link(to), null, false),
      ),
    ).toEqual(['/dashboard', '/messages', '/logout']);
  });
});
