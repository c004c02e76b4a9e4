// The salon as every slice reads it: its settings, hours, booking policy,
// deposits and fees (when it can take cards) and loyalty programme, by id or
// by its address (slug) for friendly public links.
import type { LoyaltySettings } from '@chairside/core/loyalty';
import { asksForMoney, type PaymentPolicy } from '@chairside/core/payment-policy';
import type { BookingPolicy } from '@chairside/core/booking';
import { isDocId } from '@chairside/core/ids';
import type { BusinessHours } from '@chairside/core/org';
import type { OrgRecord } from '@chairside/core/records/org';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { orgDoc, orgSlugDoc } from '../records/orgs';
import { cardsReady } from './stripe';

export interface SalonContext {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  address: string;
  phone: string;
  email: string;
  businessHours: BusinessHours;
  policy: BookingPolicy;
  /** Deposits and fees, when the salon has any and can take cards now; else null. */
  money: PaymentPolicy | null;
  /** How clients earn and redeem loyalty points. */
  loyalty: LoyaltySettings;
}

function salonOf(org: OrgRecord): SalonContext {
  const { id, name, slug, timeZone, currency, address, phone, email, businessHours } = org;
  return {
    id,
    name,
    slug,
    timeZone,
    currency,
    address,
    phone,
    email,
    businessHours,
    policy: org.bookingPolicy,
    money: null,
    loyalty: org.loyaltySettings,
  };
}

/** The salon with its deposits and fees, when it has any and can take cards (one read more). */
async function withMoney(salon: SalonContext, org: OrgRecord): Promise<SalonContext> {
  if (!asksForMoney(org.paymentPolicy)) return salon;
  const ready = await cardsReady(salon.id);
  countReads(1);
  return ready ? { ...salon, money: org.paymentPolicy } : salon;
}

const SALON_NOT_FOUND = () =>
  new ApiError('not_found', 'We could not find that salon. Please check the link.');

/** A salon by id, or by its address (slug) for friendly public links. */
export async function resolveSalon(idOrSlug: string): Promise<SalonContext> {
  if (!isDocId(idOrSlug)) throw SALON_NOT_FOUND();
  const byId = (await orgDoc(idOrSlug).get()).data();
  countReads(1);
  if (byId) return withMoney(salonOf(byId), byId);
  const slug = (await orgSlugDoc(idOrSlug.toLowerCase()).get()).data();
  countReads(1);
  if (!slug) throw SALON_NOT_FOUND();
  const org = (await orgDoc(slug.orgId).get()).data();
  countReads(1);
  if (!org) throw SALON_NOT_FOUND();
  return withMoney(salonOf(org), org);
}
