// orgs/{orgId}, orgSlugs/{slug} and users/{uid}: a salon, its address, a person.
import { DEFAULT_LOYALTY_SETTINGS, ZLoyaltySettings } from '../loyalty';
import { z } from 'zod';
import { DEFAULT_GIFT_CARD_SETTINGS, ZGiftCardSettings } from '../gift-cards';
import { ZReminderSettings } from '../notifications';
import { bookingPolicyOf } from '../booking';
import { paymentPolicyOf } from '../payment-policy';
import {
  DEFAULT_ECOMMERCE_SETTINGS,
  DEFAULT_RETAIL_SETTINGS,
  ZEcommerceSettings,
  ZRetailSettings,
} from '../retail';
import { DEFAULT_BUSINESS_HOURS, ZBusinessHours } from '../org';
import { ZRole } from '../role-schema';
import { ZPublicProfile } from '../public-profile';
import { storedString, ZStoredDate } from './stored';
import { DEFAULT_COUNTRY } from '../countries';

const mapsKeyHolder = z
  .object({ googleMapsApiKey: z.string().optional().catch(undefined) })
  .catch({})
  .default({});

/** orgs/{orgId}: a salon. */
export const ZOrgRecord = z.object({
  id: z.string(),
  name: storedString(),
  slug: storedString(),
  ownerId: storedString(),
  timeZone: storedString('UTC'),
  currency: storedString('USD'),
  /**
   * ISO 3166 code; salons made before the country was asked are in the US.
   * Not the list of codes itself: every live page reads salons, only the
   * settings forms need the list.
   */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .catch(DEFAULT_COUNTRY),
  address: storedString(),
  phone: storedString(),
  email: storedString(),
  businessHours: ZBusinessHours.catch(DEFAULT_BUSINESS_HOURS),
  /** Read tolerantly: an older salon has none, and the defaults fill in. */
  bookingPolicy: z.unknown().optional().transform(bookingPolicyOf),
  /** Deposits and fees: written only by the API (owners), read tolerantly. */
  paymentPolicy: z.unknown().optional().transform(paymentPolicyOf),
  /** When reminders go out and how (API only), read tolerantly with the defaults. */
  reminderSettings: z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = ZReminderSettings.safeParse(v ?? {});
      return parsed.success ? parsed.data : ZReminderSettings.parse({});
    }),
  /** Retail: tax rounding, service tax, selling below zero (API only), with the defaults. */
  retailSettings: z.unknown().optional().transform(retailSettingsOf),
  /** The online shop: reservations, hold days, pickup instructions (API only). */
  ecommerceSettings: z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = ZEcommerceSettings.safeParse(v ?? {});
      return parsed.success ? parsed.data : DEFAULT_ECOMMERCE_SETTINGS;
    }),
  /** Gift cards: how long they last (API only). */
  giftCardSettings: z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = ZGiftCardSettings.safeParse(v ?? {});
      return parsed.success ? parsed.data : DEFAULT_GIFT_CARD_SETTINGS;
    }),
  /** Loyalty points: how clients earn and redeem them (API only; off by default). */
  loyaltySettings: z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = ZLoyaltySettings.safeParse(v ?? {});
      return parsed.success ? parsed.data : DEFAULT_LOYALTY_SETTINGS;
    }),
  /** A few words about the salon (an imported salon may bring one). */
  description: storedString(),
  /** How the salon appears in the directory and to search engines. */
  publicProfile: ZPublicProfile.catch(() => ZPublicProfile.parse({})),
  /** The salon's own maps key, where it brought one (spec: integrations or site_settings). */
  integrations: mapsKeyHolder,
  site_settings: mapsKeyHolder,
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type OrgRecord = z.output<typeof ZOrgRecord>;

/** orgSlugs/{slug}: which salon holds an address. */
export const ZOrgSlugRecord = z.object({ id: z.string(), orgId: z.string() });
export type OrgSlugRecord = z.output<typeof ZOrgSlugRecord>;

/** users/{uid}: a person's salons and the one they last worked in. */
export const ZUserProfileRecord = z.object({
  id: z.string(),
  displayName: z.string().optional(),
  activeOrgId: z.string().optional(),
  memberships: z.record(z.string(), ZRole).default({}),
  clientOf: z.record(z.string(), z.string()).default({}),
});
export type UserProfileRecord = z.output<typeof ZUserProfileRecord>;

/**
 * What a person may write to their own profile from the browser (validProfile()
 * in firestore.rules; the limits test checks they agree). The salon index is
 * the server's; the active salon is changed through the session API.
 */
export const ZProfileEdit = z.object({
  displayName: z.string().max(100).optional(),
  photoURL: z.string().max(2048).optional(),
});

function retailSettingsOf(value: unknown) {
  const parsed = ZRetailSettings.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_RETAIL_SETTINGS;
}
