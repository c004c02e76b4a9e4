// The browser's side of the stored records: the schemas themselves live in
// @chairside/core/records (one description per record, read the same way by
// functions' repositories), and parseDocument reads one snapshot through them.
import type { z } from 'zod';

export { ZStoredDate as ZDate } from '@chairside/core/records/stored';
export {
  ZOrgRecord as ZOrg,
  ZUserProfileRecord as ZUserProfile,
  type OrgRecord,
  type UserProfileRecord as UserProfile,
} from '@chairside/core/records/org';
/** The salon as pages use it (the workspace's active salon, from the API). */
export type { SalonView as Org } from '@chairside/core/contracts/workspace';
export {
  ZStaffRecord,
  ZStaffPayRecord,
  type StaffRecord,
  type StaffPayRecord,
} from '@chairside/core/records/team';
export { ZServiceRecord, type ServiceRecord } from '@chairside/core/records/service';
export { ZClientRecord, type ClientRecord } from '@chairside/core/records/client';
export {
  ZBookingRecord,
  ZWaitlistRecord,
  type BookingRecord,
  type WaitlistRecord,
} from '@chairside/core/records/booking';

/** One document through its schema, or null (logged) when it does not fit. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  id: string,
  data: Record<string, unknown>,
): z.output<S> | null {
  const parsed = schema.safeParse({ ...data, id });
  if (parsed.success) return parsed.data;
  console.warn(`Skipped an unreadable document ${id}:`, parsed.error.issues[0]?.message);
  return null;
}
export { ZPaymentRecord, type PaymentRecord } from '@chairside/core/records/payment';
