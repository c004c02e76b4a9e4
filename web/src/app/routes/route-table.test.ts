import { describe, expect, it } from 'vitest';
import {
  REGISTERED_PAGES,
  ROUTE_TABLE,
  UNKNOWN_REGISTRATIONS,
  isRegisteredPath,
  pathsOf,
} from './route-table';

describe('route table', () => {
  it('generates the hyphenated and the joined path of a page', () => {
    expect(pathsOf('roi-calculator-page')).toEqual(['/roi-calculator-page', '/roicalculatorpage']);
  });

  it('gives single-word pages one path', () => {
    for (const words of ['', 'appointments', 'blog', 'dashboard', 'login', 's', 'signup']) {
      expect(pathsOf(words)).toHaveLength(1);
    }
  });

  it('lists every page once, and no two pages share a path', () => {
    const paths = ROUTE_TABLE.flatMap((entry) => pathsOf(entry.words));
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTE_TABLE.length).toBeGreaterThan(100);
  });

  it('gives pages outside the spec’s table one path each', () => {
    expect(isRegisteredPath('/terms-of-service')).toBe(true);
    expect(isRegisteredPath('/termsofservice')).toBe(false);
    expect(isRegisteredPath('/sign-out')).toBe(true);
    expect(isRegisteredPath('/onboarding')).toBe(true);
  });

  it('every page a feature registers is in the spec’s table, or is one of the product’s own', () => {
    expect(UNKNOWN_REGISTRATIONS).toEqual([]);
  });

  it('names the why-page after the product', () => {
    expect(ROUTE_TABLE.some((entry) => entry.words === 'why-chairside-page')).toBe(true);
  });

  it('registers only pages that have landed, in both forms', () => {
    expect(REGISTERED_PAGES.length).toBeGreaterThan(0);
    expect(isRegisteredPath('/features-hub')).toBe(true);
    expect(isRegisteredPath('/featureshub')).toBe(true);
    expect(isRegisteredPath('/features-hub/?x=1#top')).toBe(true);
    expect(isRegisteredPath('/owner-dashboard')).toBe(true);
    expect(isRegisteredPath('/ownerdashboard')).toBe(true);
    expect(isRegisteredPath('/financial-dashboard')).toBe(true);
    expect(isRegisteredPath('/smart-scheduling-page')).toBe(true);
    expect(isRegisteredPath('/product-recommendations-page')).toBe(true);
    expect(isRegisteredPath('/style-visualizer-page')).toBe(false);
    expect(isRegisteredPath('/services')).toBe(true);
    expect(isRegisteredPath('/client-hub')).toBe(true);
    expect(isRegisteredPath('/clienthub')).toBe(true);
    expect(isRegisteredPath('/clients')).toBe(true);
    expect(isRegisteredPath('/no-such-page')).toBe(false);
  });
});
