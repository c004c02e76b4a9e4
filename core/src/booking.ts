import { z } from 'zod';
import { ZPhone } from './org';
import type { PaymentPolicy } from './payment-policy';
import { ZIdempotencyKey, zDocId } from './ids';
import { ZIsoDate } from './staff-profile';
import { addDays, isoDateOrigin } from './zoned-time';

// ---------------------------------------------------------------------------
// The salon's booking policy (settings)

export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;

export const ZBookingPolicy = z.object({
  leadMinutes: z
    .number({ error: 'Enter the notice in minutes' })
    .int('Use whole minutes')
    .min(0, 'The notice cannot be negative')
    .max(14 * 24 * 60, 'At most 14 days of notice'),
  maxAdvanceDays: z
    .number({ error: 'Enter a number of days' })
    .int('Use whole days')
    .min(1, 'Allow at least 1 day ahead')
    .max(365, 'At most 365 days ahead'),
  slotIntervalMinutes: z.union(
    SLOT_INTERVALS.map((n) => z.literal(n)),
    {
      error: 'Choose 5, 10, 15, 20, 30 or 60 minutes',
    },
  ),
  cancellationHours: z
    .number({ error: 'Enter a number of hours' })
    .int('Use whole hours')
    .min(0, 'The window cannot be negative')
    .max(14 * 24, 'At most 14 days'),
  /** Clients may pick "anyone" instead of a named stylist. */
  allowAnyStaff: z.boolean({ error: 'Say whether clients may book with any stylist' }),
  /** How many days further ahead members whose plan has priority booking may book. */
  priorityAdvanceDays: z
    .number({ error: 'Enter a number of days' })
    .int('Use whole days')
    .min(0, 'The extra days cannot be negative')
    .max(365, 'At most 365 extra days'),
});
export type BookingPolicy = z.infer<typeof ZBookingPolicy>;

export const DEFAULT_BOOKING_POLICY: BookingPolicy = {
  leadMinutes: 120,
  maxAdvanceDays: 60,
  slotIntervalMinutes: 15,
  cancellationHours: 24,
  allowAnyStaff: true,
  priorityAdvanceDays: 30,
};

/** How far ahead a client may book online: members with priority booking see further. */
export const advanceDaysFor = (policy: BookingPolicy, priority: boolean): number =>
  policy.maxAdvanceDays + (priority ? policy.priorityAdvanceDays : 0);

/** A stored policy, with defaults for anything an older salon does not have. */
export function bookingPolicyOf(value: unknown): BookingPolicy {
  const parsed = ZBookingPolicy.partial().safeParse(value ?? {});
  return { ...DEFAULT_BOOKING_POLICY, ...(parsed.success ? parsed.data : {}) };
}

// ---------------------------------------------------------------------------
// Statuses

export const BOOKING_STATUSES = [
  'booked',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** Where a status may go next. Cancelled and completed appointments are final. */
export const STATUS_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['booked', 'checked_in', 'cancelled', 'no_show'],
  checked_in: ['confirmed', 'completed'],
  completed: [],
  cancelled: [],
  no_show: ['confirmed'],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses that hold the stylist's time. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = [
  'booked',
  'confirmed',
  'checked_in',
  'completed',
];
export const isActive = (status: BookingStatus) => ACTIVE_STATUSES.includes(status);

/** Statuses whose time can still be moved or changed. */
export const isEditable = (status: BookingStatus) =>
  status === 'booked' || status === 'confirmed' || status === 'checked_in';

export const BOOKING_SOURCES = ['online', 'staff', 'walk_in', 'recurring', 'import'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

// ---------------------------------------------------------------------------
// Requests

const ZId = z.string().trim().pipe(zDocId());
const ZInstant = z.iso.datetime({ offset: true, error: 'Choose a time' });

/** An appointment's notes, as the book saves them (firestore.rules holds the same limit). */
export const MAX_BOOKING_NOTES = 1000;
export const ZBookingNotes = z
  .string()
  .max(MAX_BOOKING_NOTES, `Use at most ${MAX_BOOKING_NOTES.toLocaleString('en-US')} characters`);

export { ZIdempotencyKey };

/** The person booking online: friendly messages, the same on the form and the server. */
export const ZBookingContact = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Please enter your first name')
    .max(60, 'Use at most 60 characters'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Please enter your last name')
    .max(60, 'Use at most 60 characters'),
  email: z.email('Please enter a valid email address').max(254).trim(),
  phone: ZPhone.refine(
    (p) => p.replace(/\D/g, '').length >= 7,
    'Please enter a phone number we can reach you on',
  ),
  notes: z.string().trim().max(500, 'Use at most 500 characters').default(''),
});
export type BookingContact = z.infer<typeof ZBookingContact>;
export type BookingContactDraft = z.input<typeof ZBookingContact>;

export const ZServiceIds = z
  .array(ZId)
  .min(1, 'Choose at least one service')
  .max(5, 'Choose at most 5 services')
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each service once');

/** GET booking/available-slots/{orgId}: a date or a range of salon-local dates. */
export const ZSlotsQuery = z
  .object({
    date: ZIsoDate.optional(),
    from: ZIsoDate.optional(),
    to: ZIsoDate.optional(),
    serviceIds: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      ZServiceIds,
    ),
    staffId: ZId.optional(),
  })
  .transform((q, ctx) => {
    const from = q.date ?? q.from;
    const to = q.date ?? q.to ?? from;
    if (!from || !to) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Choose a date or a range' });
      return z.NEVER;
    }
    if (to < from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range must end after it starts' });
      return z.NEVER;
    }
    if ((isoDateOrigin(to) - isoDateOrigin(from)) / 86_400_000 > 41) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Ask for at most 42 days at a time' });
      return z.NEVER;
    }
    return { from, to, serviceIds: q.serviceIds, staffId: q.staffId ?? null };
  });
export type SlotsQuery = z.output<typeof ZSlotsQuery>;

/** POST booking/create: a client booking online. */
export const ZCreateBooking = z.object({
  orgId: ZId,
  serviceIds: ZServiceIds,
  /** The stylist, or null for anyone (the server picks). */
  staffId: ZId.nullable().default(null),
  start: ZInstant,
  contact: ZBookingContact,
  /** A signed-in client's loyalty points taken off the price (whole steps of the salon's rules). */
  redeemPoints: z
    .number({ error: 'Enter the points to redeem' })
    .int('Redeem whole points')
    .min(0, 'Points to redeem cannot be negative')
    .max(10_000_000, 'That is more points than anyone holds')
    .default(0),
  idempotencyKey: ZIdempotencyKey,
});
export type CreateBooking = z.input<typeof ZCreateBooking>;

/** POST bookings/staff-create: the appointment book (staff, walk-ins). */
export const ZStaffCreateBooking = z.object({
  orgId: ZId,
  serviceIds: ZServiceIds,
  staffId: z.string({ error: 'Choose a stylist' }).trim().pipe(zDocId('Choose a stylist')),
  start: ZInstant,
  clientId: ZId.nullable().default(null),
  /** A walk-in without a client record: a name to show. */
  walkInName: z.string().trim().max(120, 'Use at most 120 characters').default(''),
  walkIn: z.boolean().default(false),
  notes: z.string().trim().max(1000, 'Use at most 1,000 characters').default(''),
  idempotencyKey: ZIdempotencyKey,
});
export type StaffCreateBooking = z.input<typeof ZStaffCreateBooking>;

/** POST bookings/{bookingId}/move: drag to move or resize, or edit the time. */
export const ZMoveBooking = z.object({
  orgId: ZId,
  start: ZInstant,
  staffId: ZId,
  /** A resized appointment's length; omitted keeps the services' length. */
  durationMinutes: z
    .number({ error: 'Enter the length in minutes' })
    .int('Use whole minutes')
    .min(5, 'An appointment lasts at least 5 minutes')
    .max(12 * 60, 'An appointment lasts at most 12 hours')
    .optional(),
});

export const ZBookingStatusChange = z.object({
  orgId: ZId,
  status: z.enum(BOOKING_STATUSES, { error: 'Choose a status' }),
  reason: z.string().trim().max(300, 'Use at most 300 characters').default(''),
});

export const RECURRENCE_FREQUENCIES = ['weekly', 'monthly'] as const;

/** POST bookings/recurring-create: the same appointment repeated. */
export const ZRecurringCreate = ZStaffCreateBooking.extend({
  frequency: z.enum(RECURRENCE_FREQUENCIES, { error: 'Choose weekly or monthly' }),
  /** Weekly: every N weeks (1 to 12). Monthly: every N months (1 to 12). */
  every: z
    .number({ error: 'Enter how often it repeats' })
    .int('Repeat every whole number of weeks or months')
    .min(1, 'Repeat at least every 1')
    .max(12, 'Repeat at most every 12'),
  count: z
    .number({ error: 'Enter how many to book' })
    .int('Book a whole number of occurrences')
    .min(2, 'Book at least 2 occurrences')
    .max(52, 'Book at most 52 occurrences'),
});
export type RecurringCreate = z.input<typeof ZRecurringCreate>;

/**
 * The local dates of a recurrence. Monthly keeps the day of the month; a
 * month without that day (the 31st in April) is skipped, not moved.
 */
export function recurrenceDates(
  firstDate: string,
  frequency: (typeof RECURRENCE_FREQUENCIES)[number],
  every: number,
  count: number,
): { date: string; skipped: boolean }[] {
  const out: { date: string; skipped: boolean }[] = [];
  const y = Number(firstDate.slice(0, 4));
  const m = Number(firstDate.slice(5, 7)) - 1;
  const d = Number(firstDate.slice(8, 10));
  for (let i = 0; i < count; i++) {
    if (frequency === 'weekly') {
      out.push({ date: addDays(firstDate, i * 7 * every), skipped: false });
    } else {
      const target = new Date(Date.UTC(y, m + i * every, d));
      const iso = target.toISOString().slice(0, 10);
      const wanted = new Date(Date.UTC(y, m + i * every, 1)).toISOString().slice(0, 7);
      out.push(
        iso.slice(0, 7) === wanted
          ? { date: iso, skipped: false }
          : { date: `${wanted}-${String(d).padStart(2, '0')}`, skipped: true },
      );
    }
  }
  return out;
}

/** POST waitlist-entries: a client asking to hear when a time frees up. */
export const ZWaitlistEntry = z.object({
  orgId: ZId,
  serviceIds: ZServiceIds,
  staffId: ZId.nullable().default(null),
  date: ZIsoDate,
  /** Part of the day the client can come. */
  timeOfDay: z
    .enum(['any', 'morning', 'afternoon', 'evening'], {
      error: 'Choose any time, morning, afternoon or evening',
    })
    .default('any'),
  contact: ZBookingContact,
});
export type WaitlistEntryInput = z.input<typeof ZWaitlistEntry>;

/** The manage link: reschedule to a new start, or cancel. */
export const ZManageReschedule = z.object({ start: ZInstant });

/** What the public booking calls tell a visitor about a salon. */
export interface PublicService {
  id: string;
  name: string;
  category: string;
  description: string;
  durationMinutes: number;
  price: number;
  currency: string;
  imageUrl: string;
  /** Price and length per stylist where they differ. */
  staff: { id: string; price: number; durationMinutes: number }[];
}

export interface PublicStaff {
  id: string;
  displayName: string;
  title: string;
  bio: string;
  photoUrl: string;
  color: string;
  serviceIds: string[];
}

export interface PublicSalonInfo {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  address: string;
  phone: string;
  policy: BookingPolicy;
  /**
   * What booking online costs up front and what missing it costs, when the
   * salon can take cards (null otherwise): the booking form says so before
   * the client confirms.
   */
  money: PaymentPolicy | null;
}

export interface SlotAnswer {
  /** ISO instant. */
  start: string;
  /** Salon-local date and time ("2026-11-24", "09:30"). */
  date: string;
  time: string;
  /** Who can take it; with smart scheduling, the stylist whose day it suits best first. */
  staffIds: string[];
  /** One of the day's best starts for the salon's book (it leaves no gap nothing fits). */
  recommended?: true;
}

/** Messages for why a time cannot be booked. */
export const SLOT_REASON_MESSAGES = {
  not_performed: 'That stylist does not offer all of the chosen services.',
  too_soon: 'That time is too soon to book online. Please choose a later time.',
  too_far: 'That time is too far ahead to book yet.',
  off_grid: 'That is not one of the salon’s start times.',
  outside_hours: 'That time is outside the stylist’s working hours.',
  taken: 'Sorry, that time was just taken. Please choose another time.',
} as const;

/**
 * Why a salon-local date cannot be booked (or waited for) online today, or
 * null: it has passed, or it lies beyond the salon's advance limit.
 */
export function onlineDateProblem(
  date: string,
  today: string,
  maxAdvanceDays: number,
): string | null {
  if (date < today) return 'That date has passed. Choose today or a later date.';
  const last = addDays(today, maxAdvanceDays);
  if (date > last) {
    return `The salon takes online bookings up to ${maxAdvanceDays} days ahead. Choose a date until ${last}.`;
  }
  return null;
}
