// Memberships as stored, all written by functions alone:
//   orgs/{orgId}/membershipDefinitions/{id}  the plans a salon sells (the team reads them)
//   orgs/{orgId}/memberships/{id}            a client's membership, its period and benefit use
//                                            (the team reads them; the client through the API)
import { z } from 'zod';
import {
  BILLING_INTERVALS,
  MEMBERSHIP_BILLING,
  MEMBERSHIP_STATUSES,
  ZMembershipDefinitionInput,
} from '../memberships';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

/** The plan's product and price on the salon's Stripe account, made on the first online sign-up. */
const ZPlanStripe = z
  .object({
    accountId: z.string(),
    productId: z.string(),
    priceId: z.string(),
    /** What the price was made for: `${amount}:${interval}:${currency}`. */
    priceKey: z.string(),
  })
  .nullable()
  .catch(null)
  .default(null);

export const ZMembershipDefinitionRecord = ZMembershipDefinitionInput.safeExtend({
  id: z.string(),
  currency: storedString('USD'),
  stripe: ZPlanStripe,
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type MembershipDefinitionRecord = z.output<typeof ZMembershipDefinitionRecord>;

const ZUsage = z
  .object({
    periodStart: storedString(),
    services: z.record(z.string(), z.number().int()).catch({}),
  })
  .nullable()
  .catch(null)
  .default(null);

export const ZMembershipRecord = z.object({
  id: z.string(),
  definitionId: z.string(),
  planName: storedString(),
  clientId: z.string(),
  clientName: storedString(),
  clientEmail: storedString(),
  /** The client's account, when they joined signed in. */
  userId: z.string().nullable().catch(null).default(null),
  price: z.number().int(),
  currency: storedString('USD'),
  interval: z.enum(BILLING_INTERVALS).catch('month'),
  billing: z.enum(MEMBERSHIP_BILLING).catch('salon'),
  status: z.enum(MEMBERSHIP_STATUSES).catch('incomplete'),
  currentPeriodStart: ZStoredOptionalDate,
  currentPeriodEnd: ZStoredOptionalDate,
  cancelAtPeriodEnd: z.boolean().catch(false).default(false),
  cancelledAt: ZStoredOptionalDate,
  usage: ZUsage,
  stripe: z
    .object({
      accountId: z.string(),
      customerId: z.string(),
      subscriptionId: z.string(),
      /** The newest Stripe event applied (an older one never overwrites it). */
      lastEventCreated: storedNumber(0),
    })
    .nullable()
    .catch(null)
    .default(null),
  /** The ledger payments for its periods, newest last (at most the last 24). */
  paymentIds: z.array(z.string()).catch([]).default([]),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type MembershipRecord = z.output<typeof ZMembershipRecord>;
