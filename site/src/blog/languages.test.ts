import { describe, expect, it } from 'vitest';
import { preferredVersion } from './languages';

describe('the reader’s language hint', () => {
  it('offers the first of the reader’s languages the article is also in', () => {
    expect(preferredVersion(['fr-FR', 'en'], ['en', 'fr', 'es'], 'en')).toBe('fr');
    expect(preferredVersion(['de-DE', 'es-MX'], ['en', 'fr', 'es'], 'en')).toBe('es');
  });
  it('offers nothing when the page is already in a language the reader prefers more', () => {
    expect(preferredVersion(['en-GB', 'fr'], ['en', 'fr'], 'en')).toBeNull();
    expect(preferredVersion(['fr-CA'], ['en', 'fr'], 'fr')).toBeNull();
    expect(preferredVersion(['ja'], ['en', 'fr'], 'en')).toBeNull();
  });
});
