// orgs/{orgId}/staff/{staffId} and orgs/{orgId}/staffPay/{staffId}.
import { z } from 'zod';
import { ZRole } from '../roles';
import { STAFF_COLORS, ZDateException, ZTimeOff, ZWeeklyHours } from '../staff-profile';
import { storedString, tolerantArray, ZStoredDate } from './stored';

/** A team member: profile, role and working time. */
export const ZStaffRecord = z.object({
  id: z.string(),
  displayName: storedString(),
  role: ZRole.catch('staff'),
  userId: z.string().nullable().catch(null).default(null),
  status: z.enum(['active', 'former']).catch('active').default('active'),
  title: storedString(),
  bio: storedString(),
  photoUrl: storedString(),
  color: storedString(STAFF_COLORS[0]),
  /** Null until someone sets hours: the stylist then works the salon's opening hours. */
  weeklyHours: ZWeeklyHours.nullable().catch(null).default(null),
  exceptions: tolerantArray(ZDateException),
  timeOff: tolerantArray(ZTimeOff),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type StaffRecord = z.output<typeof ZStaffRecord>;

/** What a team member earns: read by owners, managers and the person. */
export const ZStaffPayRecord = z.object({
  id: z.string(),
  commissionRate: z.number().catch(0).default(0),
});
export type StaffPayRecord = z.output<typeof ZStaffPayRecord>;
