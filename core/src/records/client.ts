// orgs/{orgId}/clients/{clientId}: the salon's (or a booth renter's) clients.
import { z } from 'zod';
import { ZClientInput } from '../clients';
import {
  storedIdList,
  storedNumber,
  storedString,
  ZStoredDate,
  ZStoredOptionalDate,
} from './stored';

export const ZClientRecord = z.intersection(
  ZClientInput,
  z.object({
    id: z.string(),
    /** The booth renter's staff id for a renter's own client; null for the salon's. */
    ownerStaffId: z.string().nullable().catch(null).default(null),
    /** The client's own account, linked by the server. */
    userId: z.string().nullable().catch(null).default(null),
    nameLower: storedString(),
    /** Every prefix a person might type to find the client (clientSearchKeys). */
    searchKeys: storedIdList(),
    mergedIds: storedIdList(),
    loyaltyPoints: storedNumber(),
    visitCount: storedNumber(),
    totalSpent: storedNumber(),
    lastVisitAt: ZStoredOptionalDate,
    createdAt: ZStoredDate,
    updatedAt: ZStoredDate,
  }),
);
export type ClientRecord = z.output<typeof ZClientRecord>;
