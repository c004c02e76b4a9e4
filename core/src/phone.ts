// Phone numbers read and shown in the salon's country, with libphonenumber-js
// (its smallest metadata). The web app loads this only for salons outside the
// US (see web/src/lib/phone.ts); a US salon keeps the spec's (xxx) xxx-xxxx
// from format.ts without the library.
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, isCountry, type Country } from './countries';
import { formatPhone } from './format';

const countryOr = (country: string | null | undefined): Country =>
  isCountry(country) ? country : DEFAULT_COUNTRY;

/** The number as written, read in the salon's country; null when it cannot be a number. */
function parse(phone: string, country: Country): PhoneNumber | null {
  if (!/\d/.test(phone)) return null;
  const parsed = parsePhoneNumberFromString(phone, country);
  return parsed?.isPossible() ? parsed : null;
}

/**
 * A number for people to read: US salons get the spec's (xxx) xxx-xxxx; other
 * salons their country's national form ("020 7946 0958" in GB), and numbers
 * from abroad the international form. What cannot be read is returned as given.
 */
export function formatPhoneIn(phone: string, country?: string | null): string {
  const home = countryOr(country);
  if (home === 'US') return formatPhone(phone);
  const parsed = parse(phone, home);
  if (!parsed) return phone;
  return parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A number as E.164 for SMS, read in the salon's country ("07700 900123" in GB
 * → +447700900123; "(718) 555-0199" in the US → +17185550199). Null when it
 * cannot be a number there.
 */
export function toE164(phone: string, country?: string | null): string | null {
  return parse(phone, countryOr(country))?.number ?? null;
}
