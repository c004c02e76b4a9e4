import { describe, expect, it } from 'vitest';
import { countryName, countryOfLocale, ZCountry } from './countries';
import { formatPhoneIn, toE164 } from './phone';

describe('formatPhoneIn', () => {
  it("keeps the spec's US format for US salons and salons with no country", () => {
    expect(formatPhoneIn('7185550199', 'US')).toBe('(718) 555-0199');
    expect(formatPhoneIn('+1 718 555 0199', undefined)).toBe('(718) 555-0199');
    expect(formatPhoneIn('+44 20 7946 0958', 'US')).toBe('+44 20 7946 0958');
  });
  it("shows a number from the salon's own country in the national form", () => {
    expect(formatPhoneIn('02079460958', 'GB')).toBe('020 7946 0958');
    expect(formatPhoneIn('+44 20 7946 0958', 'GB')).toBe('020 7946 0958');
    expect(formatPhoneIn('0612345678', 'FR')).toBe('06 12 34 56 78');
    expect(formatPhoneIn('0412 345 678', 'AU')).toBe('0412 345 678');
  });
  it('shows a number from abroad in the international form', () => {
    expect(formatPhoneIn('+1 718 555 0199', 'GB')).toBe('+1 718 555 0199');
    expect(formatPhoneIn('+33 6 12 34 56 78', 'GB')).toBe('+33 6 12 34 56 78');
  });
  it('returns what it cannot read as it was typed', () => {
    expect(formatPhoneIn('12', 'GB')).toBe('12');
    expect(formatPhoneIn('', 'GB')).toBe('');
    expect(formatPhoneIn('call reception', 'DE')).toBe('call reception');
  });
});

describe('toE164', () => {
  it('reads US numbers with or without the country code', () => {
    expect(toE164('(718) 555-0199')).toBe('+17185550199');
    expect(toE164('1 718 555 0199', 'US')).toBe('+17185550199');
  });
  it("reads a local number in the salon's country", () => {
    expect(toE164('07700 900123', 'GB')).toBe('+447700900123');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
    // The same digits in a US salon are not a US number.
    expect(toE164('07700 900123', 'US')).toBeNull();
  });
  it('keeps numbers written with their country code', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('+1 718 555 0199', 'GB')).toBe('+17185550199');
  });
  it('refuses what cannot be a number there', () => {
    expect(toE164('555-0199')).toBeNull();
    expect(toE164('')).toBeNull();
    expect(toE164('no phone')).toBeNull();
  });
});

describe('countries', () => {
  it('accepts ISO codes libphonenumber knows and refuses others', () => {
    expect(ZCountry.safeParse('GB').success).toBe(true);
    expect(ZCountry.safeParse('gb').success).toBe(false);
    expect(ZCountry.safeParse('ZZ').success).toBe(false);
  });
  it("takes a new salon's country from the browser's language", () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('fr')).toBe('FR');
    expect(countryOfLocale('en')).toBe('US');
    expect(countryOfLocale('not a language')).toBe('US');
    expect(countryOfLocale('zh-Hant-TW')).toBe('TW');
    expect(countryOfLocale(undefined)).toBe('US');
  });
  it('names countries in English', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('US')).toBe('United States');
  });
});
