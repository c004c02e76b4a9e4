// The booking calls: public (a visitor books and manages an appointment) and
// the salon's own (the appointment book, availability, the waitlist).
import { z } from 'zod';
import type { CardIntent, CardSetup } from './card';
import {
  ZBookingStatusChange,
  ZCreateBooking,
  ZManageReschedule,
  ZMoveBooking,
  ZRecurringCreate,
  ZSlotsQuery,
  ZStaffCreateBooking,
  ZWaitlistEntry,
  type BookingStatus,
  type PublicSalonInfo,
  type PublicService,
  type PublicStaff,
  type SlotAnswer,
} from '../booking';
import type { BookingServiceLine } from '../records/booking';
import { endpoint } from './endpoint';
import { ZDepositGiftCard } from '../gift-cards';

/** An appointment as the booking calls answer it. */
export interface BookingSummary {
  id: string;
  orgId: string;
  staffId: string;
  staffName: string;
  /** ISO instants. */
  start: string;
  end: string;
  status: BookingStatus;
  services: BookingServiceLine[];
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  clientName: string;
  /** The deposit the booking asks for (minor units; 0 for none). */
  deposit: number;
  /** Held for a deposit still to pay or a card still to save, until `holdUntil` (ISO); else null. */
  awaiting: 'deposit' | 'card' | null;
  holdUntil: string | null;
  /** The membership benefits that priced it: the plan, the included services used, what came off. */
  member: { planName: string; included: string[]; discount: number } | null;
  /** Loyalty points redeemed when booking, and what they took off the price; null for none. */
  pointsRedeemed: { points: number; value: number } | null;
  /** The same idempotency key was used before: this is that booking, nothing new was made. */
  replayed?: boolean;
}

/** The answer to a visitor's booking: the appointment and the link to manage it. */
export interface BookingConfirmation {
  booking: BookingSummary;
  salon: PublicSalonInfo;
  /** Null when manage links are not configured (no signing secret). */
  manageToken: string | null;
  manageUrl: string | null;
  manageLinks: boolean;
  /** The deposit to pay now to keep the time (on the salon's Stripe account), or null. */
  deposit: CardIntent | null;
  /** No deposit, but the salon charges fees: the card to save to keep the time, or null. */
  cardSetup: CardSetup | null;
}

/** The appointment behind a manage link. */
export interface ManagedBooking {
  salon: PublicSalonInfo;
  booking: BookingSummary & { serviceIds: string[] };
  /** Inside the salon's change window: the client may still cancel or move it online. */
  canChange: boolean;
  /** ISO instant after which changes close. */
  changeDeadline: string;
  /** What is still to pay for it (minor units): payable from the link, or at the salon. */
  due: number;
  /** Booked and still ahead, not yet confirmed: the client may say they are coming. */
  canConfirm: boolean;
  /** A new time the salon asks about, until the client answers (ISO instants). */
  proposal: { start: string; end: string; status: 'pending' | 'declined' } | null;
}

/** Paying a managed appointment's balance: Stripe's form, or how to pay at the salon. */
export interface ManagedPayment {
  due: number;
  currency: string;
  /** The payment to confirm with Stripe.js (the card is saved for the salon), or null. */
  intent: CardIntent | null;
  /** Why it cannot be paid online, and how to pay instead; null when it can. */
  howToPay: string | null;
}

export interface RecurringOccurrence {
  date: string;
  status: 'booked' | 'conflict';
  start?: string;
  bookingId?: string;
  reason?: string;
}

/** A gift card paid all or part of an online booking's deposit. */
export interface DepositGiftCardAnswer {
  /** What the card paid (minor units) and what is left on it. */
  paid: number;
  giftCard: { last4: string; balance: number; currency: string };
  /** What the deposit still waits for: the rest by card, a card to save for fees, or nothing. */
  awaiting: 'deposit' | 'card' | null;
  holdUntil: string | null;
  /** The rest of the deposit to pay by card (its PaymentIntent now asks for only the rest), or null. */
  deposit: CardIntent | null;
  cardSetup: CardSetup | null;
}

export const bookingContracts = {
  /** The menu a visitor can book, and the salon's booking rules. */
  services: endpoint<{ salon: PublicSalonInfo; services: PublicService[] }>()(
    'GET',
    'booking',
    '/services/:orgId',
  ),
  /** The stylists who take online bookings, with what they perform. */
  staff: endpoint<{ staff: PublicStaff[] }>()('GET', 'booking', '/staff/:orgId'),
  /** Open times on a day or in a range. */
  slots: endpoint<{ slots: SlotAnswer[]; closed: string[] }>()(
    'GET',
    'booking',
    '/available-slots/:orgId',
    undefined,
    ZSlotsQuery,
  ),
  create: endpoint<BookingConfirmation>()('POST', 'booking', '/create', ZCreateBooking),
  /** A visitor pays a held booking's deposit, in whole or in part, with a gift card. */
  depositGiftCard: endpoint<DepositGiftCardAnswer>()(
    'POST',
    'booking',
    '/deposit-gift-card',
    ZDepositGiftCard,
  ),
  manage: endpoint<ManagedBooking>()('GET', 'booking', '/manage/:token'),
  cancel: endpoint<ManagedBooking>()('POST', 'booking', '/manage/:token/cancel'),
  /** POST /api/booking/manage/{token}/confirm: the client says they are coming. */
  confirm: endpoint<ManagedBooking>()('POST', 'booking', '/manage/:token/confirm'),
  /** POST /api/booking/manage/{token}/pay: pay what is due by card, on the salon's account. */
  payManaged: endpoint<ManagedPayment>()('POST', 'booking', '/manage/:token/pay'),
  reschedule: endpoint<ManagedBooking>()(
    'POST',
    'booking',
    '/manage/:token/reschedule',
    ZManageReschedule,
  ),
  /** POST /api/booking/manage/{token}/proposal: the client's yes or no to the salon's new time. */
  answerProposal: endpoint<ManagedBooking>()(
    'POST',
    'booking',
    '/manage/:token/proposal',
    z.object({ accept: z.boolean({ message: 'Say yes or no' }) }),
  ),
  waitlist: endpoint<{ id: string; status: 'waiting' }>()(
    'POST',
    'waitlist-entries',
    '/',
    ZWaitlistEntry,
  ),
} as const;

export const appointmentContracts = {
  create: endpoint<{ booking: BookingSummary }>()('POST', 'bookings', '/', ZStaffCreateBooking),
  recurring: endpoint<{
    recurrenceId: string;
    booked: number;
    conflicted: number;
    occurrences: RecurringOccurrence[];
  }>()('POST', 'bookings', '/recurring-create', ZRecurringCreate),
  move: endpoint<{ booking: BookingSummary }>()(
    'POST',
    'bookings',
    '/:bookingId/move',
    ZMoveBooking,
  ),
  status: endpoint<{ booking: BookingSummary }>()(
    'POST',
    'bookings',
    '/:bookingId/status',
    ZBookingStatusChange,
  ),
  /** Open times for the salon's own booking dialog. */
  slots: endpoint<{ timeZone: string; slots: SlotAnswer[]; closed: string[] }>()(
    'GET',
    'availability',
    '/slots/:orgId',
    undefined,
    ZSlotsQuery,
  ),
} as const;
