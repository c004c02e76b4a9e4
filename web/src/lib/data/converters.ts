import { Timestamp } from 'firebase/firestore';
import { z } from 'zod';
import { BOOKING_STATUSES } from '@chairside/core/booking';
import { ZBusinessHours } from '@chairside/core/org';
import { ZRole } from '@chairside/core/roles';
import { SERVICE_STATUSES, ZServiceInput } from '@chairside/core/services';
import { ZClientInput } from '@chairside/core/clients';
import {
  STAFF_COLORS,
  ZDateException,
  ZTimeOff,
  ZWeeklyHours,
} from '@chairside/core/staff-profile';

/** Firestore Timestamps (or pending server timestamps) as Dates. */
export const ZDate = z.preprocess(
  (v) => (v instanceof Timestamp ? v.toDate() : (v ?? new Date())),
  z.date(),
);
const ZOptionalDate = z.preprocess(
  (v) => (v instanceof Timestamp ? v.toDate() : (v ?? null)),
  z.date().nullable(),
);

export const ZUserProfile = z.object({
  id: z.string(),
  displayName: z.string().optional(),
  activeOrgId: z.string().optional(),
  memberships: z.record(z.string(), ZRole).default({}),
  clientOf: z.record(z.string(), z.string()).default({}),
});
export type UserProfile = z.infer<typeof ZUserProfile>;

export const ZOrg = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  ownerId: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  address: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  businessHours: ZBusinessHours,
  /** Read tolerantly: an older salon has none, and bookingPolicyOf fills defaults. */
  bookingPolicy: z.unknown().optional(),
  createdAt: ZDate,
  updatedAt: ZDate,
});
export type Org = z.infer<typeof ZOrg>;

export const ZStaffRecord = z.object({
  id: z.string(),
  displayName: z.string().default(''),
  role: ZRole,
  userId: z.string().nullable().default(null),
  status: z.enum(['active', 'former']).default('active'),
  title: z.string().default(''),
  bio: z.string().default(''),
  photoUrl: z.string().default(''),
  color: z.string().default(STAFF_COLORS[0]),
  /** Null until someone sets hours: the stylist then works the salon's opening hours. */
  weeklyHours: ZWeeklyHours.nullable().default(null),
  exceptions: z.array(ZDateException).catch([]).default([]),
  timeOff: z.array(ZTimeOff).catch([]).default([]),
  createdAt: ZDate,
  updatedAt: ZDate,
});
export type StaffRecord = z.infer<typeof ZStaffRecord>;

/** orgs/{orgId}/staffPay/{staffId}: read by owners, managers and the person. */
export const ZStaffPayRecord = z.object({ id: z.string(), commissionRate: z.number().default(0) });

export const ZServiceRecord = z.intersection(
  ZServiceInput,
  z.object({
    id: z.string(),
    status: z.enum(SERVICE_STATUSES).default('active'),
    sortOrder: z.number().default(0),
    createdAt: ZDate,
    updatedAt: ZDate,
  }),
);
export type ServiceRecord = z.infer<typeof ZServiceRecord>;

export const ZClientRecord = z.intersection(
  ZClientInput,
  z.object({
    id: z.string(),
    ownerStaffId: z.string().nullable().default(null),
    userId: z.string().nullable().default(null),
    nameLower: z.string().default(''),
    mergedIds: z.array(z.string()).default([]),
    loyaltyPoints: z.number().default(0),
    visitCount: z.number().default(0),
    totalSpent: z.number().default(0),
    lastVisitAt: ZOptionalDate,
    createdAt: ZDate,
    updatedAt: ZDate,
  }),
);
export type ClientRecord = z.infer<typeof ZClientRecord>;

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

export const ZBookingRecord = z.object({
  id: z.string(),
  localDate: z.string().default(''),
  startTime: ZDate,
  endTime: ZDate,
  staffId: z.string(),
  staffName: z.string().default(''),
  serviceIds: z.array(z.string()).default([]),
  services: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        durationMinutes: z.number(),
        price: z.number(),
      }),
    )
    .default([]),
  price: z.number().default(0),
  currency: z.string().default('USD'),
  clientId: z.string().nullable().default(null),
  clientName: z.string().default(''),
  clientPhone: z.string().default(''),
  clientEmail: z.string().default(''),
  /** Booked online under an existing client's e-mail with a different name or phone. */
  clientDetailsToConfirm: z.boolean().default(false),
  status: z.enum(BOOKING_STATUSES),
  source: z.string().default('staff'),
  notes: z.string().default(''),
  recurrenceId: z.string().nullable().default(null),
  createdAt: ZDate,
  updatedAt: ZDate,
});
export type BookingRecord = z.infer<typeof ZBookingRecord>;

export const ZWaitlistRecord = z.object({
  id: z.string(),
  serviceNames: z.array(z.string()).default([]),
  staffId: z.string().nullable().default(null),
  date: z.string(),
  timeOfDay: z.string().default('any'),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  notes: z.string().default(''),
  status: z.enum(['waiting', 'contacted', 'booked', 'closed']).default('waiting'),
  createdAt: ZDate,
});
export type WaitlistRecord = z.infer<typeof ZWaitlistRecord>;
