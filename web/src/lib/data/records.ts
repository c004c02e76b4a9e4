// The record schemas the live hooks read documents through (./live), in a
// chunk of their own: zod and the schemas load with Firestore's SDK, after
// a page's first paint, not before it.
import type { z } from 'zod';

export {
  ZOrgRecord as ZOrg,
  ZUserProfileRecord as ZUserProfile,
} from '@chairside/core/records/org';
export { ZStaffRecord, ZStaffPayRecord } from '@chairside/core/records/team';
export { ZServiceRecord } from '@chairside/core/records/service';
export { ZClientRecord } from '@chairside/core/records/client';
export { ZBookingRecord, ZWaitlistRecord } from '@chairside/core/records/booking';
export { ZRiskDayRecord } from '@chairside/core/records/intelligence';
export { ZPaymentRecord } from '@chairside/core/records/payment';
export { ZProductRecord } from '@chairside/core/records/retail';
export { ZImportJobRecord } from '@chairside/core/records/import';
export { ZContactMessageRecord } from '@chairside/core/records/contact';
export {
  ZConversationRecord,
  ZMessageRecord,
  ZUnreadCountRecord,
} from '@chairside/core/records/conversation';

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
