// What changes an appointment's price as it is booked (a member's included
// services and discount, loyalty points redeemed, and later campaign offers
// and referral rewards), and what its slices do when it is cancelled or
// completed (give included services and points back, earn points). Each is
// an adjuster its slice registers in its subscriptions.ts; the appointment
// book runs them all, in their order, inside the appointment's own write:
// every adjuster reads first, then the lines take their prices, the total its
// rewards, and each adjuster writes what it gave. The book never names a
// slice; a new perk touches only its own.
import type {
  DocumentReference,
  DocumentSnapshot,
  PartialWithFieldValue,
  UpdateData,
  WithFieldValue,
} from 'firebase-admin/firestore';
import type { BookingStatus } from '@chairside/core/booking';
import type { BookingRecord, BookingServiceLine } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import type { SalonContext } from './salon';

/**
 * An appointment's write as adjusters see it: a Firestore transaction or the
 * book's guarded write (reads first; a document is written only after it
 * was read).
 */
export interface AppointmentWrite {
  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
  create<T>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
  update<T>(ref: DocumentReference<T>, data: UpdateData<T> & PartialWithFieldValue<T>): unknown;
}

/** Who a change is recorded under: the signed-in person, or what did it ("Booked online"). */
export interface ChangedBy {
  uid: string | null;
  name: string;
}

/** An appointment being booked, as adjusters see it. */
export interface NewAppointment {
  salon: SalonContext;
  bookingId: string;
  /** The client record it is booked under (null for a walk-in without one). */
  clientId: string | null;
  /** The live membership the booking was asked under (the caller's own, checked again inside). */
  membershipId: string | null;
  /** Points the client asked to redeem, with the client record they are on. */
  redeem: { clientId: string; points: number } | null;
  /** The services as its stylist performs them, at their listed prices. */
  lines: readonly BookingServiceLine[];
  localDate: string;
  by: ChangedBy;
}

/** What adjusters record on the appointment. */
export type AppointmentPerks = Partial<Pick<BookingRecord, 'member' | 'pointsRedeemed'>>;

export interface AppointmentAdjuster<S = unknown> {
  /** Who it is, for the logs and the tests: "memberships: plan benefits". */
  name: string;
  /** Adjusters run in this order (lower first). */
  order: number;
  /** Its reads, before any write; may refuse (throw) what it cannot give. */
  read(w: AppointmentWrite, a: NewAppointment): Promise<S>;
  /** The lines at the prices it gives (an earlier adjuster's prices in). */
  price?(state: S, a: NewAppointment, lines: BookingServiceLine[]): BookingServiceLine[];
  /** Taken off the total after the lines' prices; refuses (throws) what it cannot give. */
  reward?(state: S, a: NewAppointment, total: number): number;
  /** Its own writes, given the lines it priced and what its reward took; answers what the appointment records. */
  settle(
    w: AppointmentWrite,
    state: S,
    a: NewAppointment,
    given: { lines: readonly BookingServiceLine[]; reward: number },
  ): AppointmentPerks;
}

/** An appointment's status changing, as adjusters see it. */
export interface StatusChange {
  salon: SalonContext;
  booking: BookingRecord;
  to: BookingStatus;
  /** An active appointment being cancelled. */
  cancelling: boolean;
  /** The client's record when it is being completed (the book reads it to count the visit). */
  visited: ClientRecord | undefined;
  by: ChangedBy;
  at: Date;
}

export interface StatusAdjuster<S = unknown> {
  name: string;
  order: number;
  read(w: AppointmentWrite, c: StatusChange): Promise<S>;
  /** Its own writes; answers what it changes on the visited client's record (the book writes it once). */
  settle(w: AppointmentWrite, state: S, c: StatusChange): { loyaltyPoints?: number };
}

const booking: AppointmentAdjuster[] = [];
const status: StatusAdjuster[] = [];

function register<A extends { name: string; order: number }>(list: A[], adjuster: A) {
  if (list.some((a) => a.name === adjuster.name)) return;
  list.push(adjuster);
  list.sort((a, b) => a.order - b.order);
}

/** Registers what an appointment's booking asks of a slice (once per process, at load). */
export function registerAppointmentAdjuster<S>(adjuster: AppointmentAdjuster<S>): void {
  register(booking, adjuster as AppointmentAdjuster);
}

/** Registers what a slice does as an appointment's status changes (once per process, at load). */
export function registerStatusAdjuster<S>(adjuster: StatusAdjuster<S>): void {
  register(status, adjuster as StatusAdjuster);
}

/** Every registered adjuster's name, in order (for the tests). */
export const appointmentAdjusters = () => ({
  booking: booking.map((a) => a.name),
  status: status.map((a) => a.name),
});

export interface PricedAppointment {
  lines: BookingServiceLine[];
  /** The lines' total less the rewards. */
  price: number;
  perks: Required<AppointmentPerks>;
}

/**
 * Prices a new appointment through every adjuster, inside its write: all
 * their reads, then the lines' prices in order, the rewards off the total
 * (never below zero), and each adjuster's writes.
 */
export async function priceAppointment(
  w: AppointmentWrite,
  a: NewAppointment,
  adjusters: readonly AppointmentAdjuster[] = booking,
): Promise<PricedAppointment> {
  const states: unknown[] = [];
  for (const adjuster of adjusters) states.push(await adjuster.read(w, a));
  let lines = [...a.lines];
  adjusters.forEach((adjuster, i) => {
    if (adjuster.price) lines = adjuster.price(states[i], a, lines);
  });
  const total = lines.reduce((sum, l) => sum + l.price, 0);
  let left = total;
  const rewards = adjusters.map((adjuster, i) => {
    const taken = Math.min(left, Math.max(0, adjuster.reward?.(states[i], a, left) ?? 0));
    left -= taken;
    return taken;
  });
  const perks: Required<AppointmentPerks> = { member: null, pointsRedeemed: null };
  adjusters.forEach((adjuster, i) => {
    Object.assign(perks, adjuster.settle(w, states[i], a, { lines, reward: rewards[i] ?? 0 }));
  });
  return { lines, price: left, perks };
}

/** Runs every status adjuster (reads, then writes); answers the visited client's changes, together. */
export async function settleStatusChange(
  w: AppointmentWrite,
  c: StatusChange,
): Promise<{ loyaltyPoints?: number }> {
  const states: unknown[] = [];
  for (const adjuster of status) states.push(await adjuster.read(w, c));
  const client: { loyaltyPoints?: number } = {};
  status.forEach((adjuster, i) => Object.assign(client, adjuster.settle(w, states[i], c)));
  return client;
}
