import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS, ZSlug, isValidCurrency, slugify } from './org';
import { ZCreateOrg } from './salon-details';

const valid = {
  name: 'Studio Nova',
  slug: 'studio-nova',
  timeZone: 'America/New_York',
  currency: 'USD',
  address: '12 Elm St, Brooklyn, NY',
  phone: '+1 (718) 555-0101',
  email: 'hello@studionova.test',
  businessHours: DEFAULT_BUSINESS_HOURS,
};

describe('salon details', () => {
  it('accepts a complete salon', () => {
    expect(ZCreateOrg.parse(valid)).toMatchObject({ slug: 'studio-nova' });
    // A caller that does not send the country makes a US salon.
    expect(ZCreateOrg.parse(valid).country).toBe('US');
    expect(ZCreateOrg.parse({ ...valid, country: 'GB' }).country).toBe('GB');
    expect(ZCreateOrg.safeParse({ ...valid, country: 'UK' }).success).toBe(false);
  });

  it('turns names into addresses people can type', () => {
    expect(slugify('Studio Nova & Co.')).toBe('studio-nova-and-co');
    expect(slugify('  Café Crème  ')).toBe('cafe-creme');
    expect(slugify("Rosa's Studio")).toBe('rosas-studio');
  });

  it('refuses reserved, malformed and too-short addresses with a reason', () => {
    expect(ZSlug.safeParse('www').error?.issues[0]?.message).toBe('That address is reserved');
    expect(ZSlug.safeParse('Nova').success).toBe(false);
    expect(ZSlug.safeParse('-nova').success).toBe(false);
    expect(ZSlug.safeParse('no--va').success).toBe(false);
    expect(ZSlug.safeParse('ab').error?.issues[0]?.message).toBe('Use at least 3 characters');
  });

  it('knows real time zones and currencies only', () => {
    expect(ZCreateOrg.safeParse({ ...valid, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(isValidCurrency('EUR')).toBe(true);
    expect(isValidCurrency('XYZ')).toBe(false);
  });

  it('needs closing time after opening time on open days only', () => {
    const hours = { ...DEFAULT_BUSINESS_HOURS, mon: { open: true, start: '18:00', end: '09:00' } };
    const result = ZCreateOrg.safeParse({ ...valid, businessHours: hours });
    expect(result.error?.issues[0]?.path).toEqual(['businessHours', 'mon', 'end']);
    const closed = { ...hours, mon: { open: false, start: '18:00', end: '09:00' } };
    expect(ZCreateOrg.safeParse({ ...valid, businessHours: closed }).success).toBe(true);
  });

  it('allows an empty e-mail but not a wrong one', () => {
    expect(ZCreateOrg.safeParse({ ...valid, email: '' }).success).toBe(true);
    expect(ZCreateOrg.safeParse({ ...valid, email: 'nope' }).success).toBe(false);
  });
});
