// orgs/{orgId}/bookingDays/{date} (the day's busy time, read by the slot
// call) and orgs/{orgId}/bookingDays/{date}/staff/{staffId} (one stylist's
// lock document for that date). Written by functions only.
import { z } from 'zod';
import { storedString, tolerantArray, ZStoredOptionalDate } from './stored';

/** A stretch of a stylist's busy time, in epoch milliseconds. */
export const ZDayBlock = z.object({
  bookingId: z.string(),
  staffId: z.string(),
  start: z.number(),
  end: z.number(),
});
export type DayBlock = z.output<typeof ZDayBlock>;

/** Blocks read one by one: one that does not fit is left out, not the day. */
const blocks = tolerantArray(ZDayBlock);

export const ZBookingDayRecord = z.object({
  id: z.string(),
  date: storedString(),
  blocksByStaff: z.record(z.string(), blocks).catch({}).default({}),
  updatedAt: ZStoredOptionalDate,
});
export type BookingDayRecord = z.output<typeof ZBookingDayRecord>;

export const ZStaffDayRecord = z.object({
  id: z.string(),
  date: storedString(),
  staffId: storedString(),
  blocks,
  updatedAt: ZStoredOptionalDate,
});
export type StaffDayRecord = z.output<typeof ZStaffDayRecord>;
