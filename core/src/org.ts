import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './weekdays';

/** Addresses that a salon may not claim: they belong to the product. */
export const RESERVED_SLUGS = new Set([
  'www',
  'app',
  'api',
  'admin',
  'mail',
  'smtp',
  'ftp',
  'blog',
  'help',
  'support',
  'status',
  'docs',
  'login',
  'signup',
  'dashboard',
  'static',
  'assets',
  'cdn',
  'chairside',
  'staging',
]);

export const ZSlug = z
  .string()
  .trim()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and single hyphens')
  .refine((s) => !s.includes('--'), 'Use single hyphens')
  .refine((s) => !RESERVED_SLUGS.has(s), 'That address is reserved');

/** A salon name turned into an address: "Studio Nova & Co." → "studio-nova-co". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

export function isValidTimeZone(tz: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** IANA zones a person can pick from. */
export const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone')];
export const ZTimeZone = z.string().refine(isValidTimeZone, 'Choose a time zone');

/** Currencies a salon can trade in: the common ones first, then the rest Intl knows. */
export const COMMON_CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR', 'AUD', 'NZD', 'ZAR', 'MXN'];
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
export function isValidCurrency(code: string): boolean {
  return KNOWN_CURRENCIES.has(code);
}
/** Every currency code, the common ones first. */
export const CURRENCIES = [
  ...COMMON_CURRENCIES,
  ...[...KNOWN_CURRENCIES].filter((c) => !COMMON_CURRENCIES.includes(c)),
];
export const ZCurrency = z.string().refine(isValidCurrency, 'Choose a currency');

export { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from './weekdays';

export const ZTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');

export const ZDayHours = z
  .object({ open: z.boolean(), start: ZTimeOfDay, end: ZTimeOfDay })
  .refine((d) => !d.open || d.start < d.end, {
    message: 'Closing time must be after opening time',
    path: ['end'],
  });
export type DayHours = z.infer<typeof ZDayHours>;

export const ZBusinessHours = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, ZDayHours])) as Record<Weekday, typeof ZDayHours>,
);
export type BusinessHours = z.infer<typeof ZBusinessHours>;

export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  mon: { open: false, start: '09:00', end: '17:00' },
  tue: { open: true, start: '09:00', end: '18:00' },
  wed: { open: true, start: '09:00', end: '18:00' },
  thu: { open: true, start: '09:00', end: '20:00' },
  fri: { open: true, start: '09:00', end: '20:00' },
  sat: { open: true, start: '09:00', end: '17:00' },
  sun: { open: false, start: '10:00', end: '16:00' },
};

export const ZPhone = z
  .string()
  .trim()
  .max(20, 'Use at most 20 characters')
  .regex(/^[+()\d\s.-]*$/, 'Use digits, spaces and + ( ) - only');
