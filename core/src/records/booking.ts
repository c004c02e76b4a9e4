// orgs/{orgId}/bookings/{bookingId} and orgs/{orgId}/waitlist/{entryId}.
// The booking document is written by functions only (the booking calls and
// the demo seed) and read by the appointment book, the client record, the
// manage-my-booking page and the rules tests: this is its one description.
import { z } from 'zod';
import { BOOKING_SOURCES, BOOKING_STATUSES } from '../booking';
import { BOOKING_PAYMENT_STATUSES } from '../payments';
import { ZSavedCardView } from './payment';
import {
  storedBoolean,
  storedIdList,
  storedNumber,
  storedString,
  ZStoredDate,
  ZStoredOptionalDate,
} from './stored';

/** One service of an appointment, priced and timed for the stylist who does it. */
export const ZBookingServiceLine = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
  price: z.number(),
});
export type BookingServiceLine = z.output<typeof ZBookingServiceLine>;

/** A stretch of the stylist's busy time (processing time is free time between them). */
export const ZBusyInterval = z.object({ start: ZStoredDate, end: ZStoredDate });

export const ZBookingRecord = z.object({
  id: z.string(),
  /** The salon-local date the appointment starts on (YYYY-MM-DD). */
  localDate: storedString(),
  /** The start of that local date, for date-range queries. */
  date: ZStoredOptionalDate,
  startTime: ZStoredDate,
  endTime: ZStoredDate,
  busy: z.array(ZBusyInterval).catch([]).default([]),
  staffId: z.string(),
  staffName: storedString(),
  serviceIds: storedIdList(),
  services: z.array(ZBookingServiceLine).catch([]).default([]),
  /** Minor units of `currency`. */
  price: storedNumber(),
  currency: storedString('USD'),
  deposit: storedNumber(),
  /** What has been paid toward the price (minor units, net of refunds); functions keep it. */
  paid: z.number().int().default(0),
  /** Tips taken with its payments. */
  tips: z.number().int().default(0),
  paymentStatus: z.enum(BOOKING_PAYMENT_STATUSES).catch('unpaid').default('unpaid'),
  /**
   * An online booking waiting for its deposit (or a card on file for the
   * salon's fees): the time is held until `holdUntil`, then released.
   */
  awaiting: z.enum(['deposit', 'card']).nullable().catch(null).default(null),
  holdUntil: ZStoredOptionalDate,
  /** The card saved for the salon's fees, as the screens show it. */
  card: ZSavedCardView.nullable().catch(null).default(null),
  /**
   * The membership whose benefits priced it (when booked online or checked
   * out): the period its included services were counted in, and what came off.
   */
  member: z
    .object({
      membershipId: z.string(),
      planName: storedString(),
      periodStart: storedString(),
      included: z.array(z.string()).catch([]),
      discount: storedNumber(),
    })
    .nullable()
    .catch(null)
    .default(null),
  /** Loyalty points the client redeemed when booking online, and what they took off the price. */
  pointsRedeemed: z
    .object({ points: z.number().int(), value: z.number().int() })
    .nullable()
    .catch(null)
    .default(null),
  /** The fees charged, by kind: the payment ids (one of each, ever). */
  feePayments: z.record(z.string(), z.string()).catch({}).default({}),
  clientId: z.string().nullable().catch(null).default(null),
  clientUserId: z.string().nullable().catch(null).default(null),
  clientName: storedString(),
  clientPhone: storedString(),
  clientEmail: storedString(),
  /** Booked online under an existing client's e-mail with a different name or phone. */
  clientDetailsToConfirm: storedBoolean(false),
  status: z.enum(BOOKING_STATUSES),
  source: z.enum(BOOKING_SOURCES).catch('staff').default('staff'),
  notes: storedString(),
  recurrenceId: z.string().nullable().catch(null).default(null),
  /**
   * A new time the salon asked the client for (smart scheduling): pending until
   * the client answers from their manage link. Accepting moves the appointment
   * (any move clears it); declining keeps the time and the answer.
   */
  proposedMove: z
    .object({
      start: ZStoredDate,
      end: ZStoredDate,
      status: z.enum(['pending', 'declined']).catch('pending'),
      requestedAt: ZStoredDate,
      requestedBy: storedString(),
    })
    .nullable()
    .catch(null)
    .default(null),
  /** A length the salon set by hand (minutes), instead of the services' own. */
  durationOverride: z.number().nullable().catch(null).default(null),
  statusChangedAt: ZStoredOptionalDate,
  /** When the client (or the desk for them) confirmed they are coming; the no-show risk reads it. */
  confirmedAt: ZStoredOptionalDate,
  cancelReason: storedString(),
  /** Tells a retry with the same idempotency key from a different request. */
  requestHash: storedString(),
  createdBy: z.string().nullable().catch(null).default(null),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type BookingRecord = z.output<typeof ZBookingRecord>;

export const WAITLIST_STATUSES = ['waiting', 'contacted', 'booked', 'closed'] as const;

export const ZWaitlistRecord = z.object({
  id: z.string(),
  serviceIds: storedIdList(),
  serviceNames: storedIdList(),
  staffId: z.string().nullable().catch(null).default(null),
  date: z.string(),
  timeOfDay: storedString('any'),
  firstName: storedString(),
  lastName: storedString(),
  email: storedString(),
  phone: storedString(),
  notes: storedString(),
  status: z.enum(WAITLIST_STATUSES).catch('waiting').default('waiting'),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type WaitlistRecord = z.output<typeof ZWaitlistRecord>;
