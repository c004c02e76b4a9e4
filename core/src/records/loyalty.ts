// orgs/{orgId}/loyaltyEntries/{id}: every change to a client's loyalty points,
// written by functions alone in the transaction that changes the balance
// (a visit, a sale, a redemption, a bonus or a manager's adjustment).
import { z } from 'zod';
import { LOYALTY_KINDS } from '../loyalty';
import { storedString, ZStoredDate } from './stored';

export const ZLoyaltyEntryRecord = z.object({
  id: z.string(),
  clientId: z.string(),
  clientName: storedString(),
  kind: z.enum(LOYALTY_KINDS).catch('adjusted'),
  /** Added (positive) or taken (negative). */
  points: z.number().int(),
  /** The client's balance just after this entry (never below zero). */
  balanceAfter: z.number().int(),
  note: storedString(),
  saleId: z.string().nullable().catch(null).default(null),
  bookingId: z.string().nullable().catch(null).default(null),
  by: z.object({ uid: z.string().nullable(), name: z.string() }).catch({ uid: null, name: '' }),
  at: ZStoredDate,
});
export type LoyaltyEntryRecord = z.output<typeof ZLoyaltyEntryRecord>;
