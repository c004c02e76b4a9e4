// The salon details a person edits (onboarding and the settings screen) and
// the new-salon call. Apart from org.ts: the list of countries is for these
// forms, not for every page that reads a salon.
import { z } from 'zod';
import { DEFAULT_COUNTRY, ZCountry } from './countries';
import { ZBusinessHours, ZCurrency, ZPhone, ZSlug, ZTimeZone } from './org';

/** The salon details a person edits: onboarding and the settings screen. */
export const ZSalonDetails = z.object({
  name: z.string().trim().min(2, 'Enter the salon name').max(80, 'Use at most 80 characters'),
  timeZone: ZTimeZone,
  currency: ZCurrency,
  /** How the salon's phone numbers are read and shown. */
  country: ZCountry,
  address: z.string().trim().max(300, 'Use at most 300 characters'),
  phone: ZPhone,
  email: z.union([z.literal(''), z.email('Enter a valid e-mail address').max(254)]),
  businessHours: ZBusinessHours,
});
export type SalonDetails = z.infer<typeof ZSalonDetails>;

/** POST /api/orgs: a new salon. */
export const ZCreateOrgForm = ZSalonDetails.extend({ slug: ZSlug });
/** The same, where a caller that predates the country question is in the US. */
export const ZCreateOrg = ZCreateOrgForm.extend({ country: ZCountry.default(DEFAULT_COUNTRY) });
export type CreateOrg = z.infer<typeof ZCreateOrg>;
