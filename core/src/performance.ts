// Staff performance over a date range: what each team member took (from the
// same earning lines as pay, so the figures agree), how full their book was,
// how their clients came back, bought retail, and kept their appointments.
// Pure: the functions read bookings, sales and clients and pass them in.
import type { CommissionCategory, EarningLine } from './commissions';

/** Eight weeks: a client seen who books again within this counts as rebooked. */
export const REBOOK_WINDOW_DAYS = 56;
const DAY_MS = 86_400_000;

export interface PerfBooking {
  id: string;
  staffId: string;
  clientId: string | null;
  status: string;
  localDate: string;
  /** Epoch ms. */
  start: number;
  end: number;
  /** When it was cancelled (epoch ms), for a late cancellation. */
  statusChangedAt: number | null;
}

export interface PerfSale {
  clientId: string | null;
  localDate: string;
  /** Whether it sold any product. */
  products: boolean;
}

export interface StaffPerformance {
  staffId: string;
  name: string;
  serviceRevenue: number;
  retailRevenue: number;
  /** Completed appointments. */
  visits: number;
  /** (Services + retail) per visit, minor units; null without visits. */
  averageTicket: number | null;
  bookedMinutes: number;
  workingMinutes: number;
  /** Booked ÷ working (0 to 1, may pass 1 with overtime); null without working time. */
  utilisation: number | null;
  /** Clients seen who booked again within 8 weeks of their visit. */
  clientsSeen: number;
  rebooked: number;
  rebookRate: number | null;
  /** Clients whose first visit was in the range, and those of them who came back. */
  newClients: number;
  newRetained: number;
  /** Visits where the client also bought a product that day. */
  attachRate: number | null;
  /** Appointments that fell in the range (not cancelled in good time). */
  appointments: number;
  noShows: number;
  lateCancels: number;
  noShowRate: number | null;
  lateCancelRate: number | null;
}

export interface PerformanceInput {
  from: string;
  to: string;
  team: { staffId: string; name: string; workingMinutes: number }[];
  /** The range's earning lines per team member (pay's earningsOf). */
  earnings: Map<string, { lines: EarningLine[] }>;
  /** Bookings from the range's first day to 8 weeks after its last. */
  bookings: readonly PerfBooking[];
  sales: readonly PerfSale[];
  /** Clients whose first visit falls in the range. */
  newClientIds: ReadonlySet<string>;
  /** A cancellation less than this many hours before the start is late. */
  cancellationHours: number;
}

const rate = (n: number, of: number) => (of > 0 ? n / of : null);
const netOf = (lines: readonly EarningLine[], category: CommissionCategory) =>
  lines.filter((l) => l.category === category).reduce((s, l) => s + l.gross - l.discount, 0);

export function staffPerformance(input: PerformanceInput): StaffPerformance[] {
  const inRange = (b: PerfBooking) => b.localDate >= input.from && b.localDate <= input.to;
  const bought = new Set(
    input.sales.filter((s) => s.products && s.clientId).map((s) => `${s.clientId}|${s.localDate}`),
  );
  // Each client's appointments that were kept or are still on, in order, to find a return.
  const later = new Map<string, number[]>();
  for (const b of input.bookings) {
    if (!b.clientId || b.status === 'cancelled' || b.status === 'no_show') continue;
    const list = later.get(b.clientId) ?? [];
    list.push(b.start);
    later.set(b.clientId, list);
  }
  const comesBack = (clientId: string, after: number) =>
    (later.get(clientId) ?? []).some(
      (t) => t > after + 60_000 && t <= after + REBOOK_WINDOW_DAYS * DAY_MS,
    );
  return input.team.map((m) => {
    const mine = input.bookings.filter((b) => b.staffId === m.staffId && inRange(b));
    const lines = input.earnings.get(m.staffId)?.lines ?? [];
    const serviceRevenue = netOf(lines, 'services');
    const retailRevenue = netOf(lines, 'products');
    const done = mine.filter((b) => b.status === 'completed');
    const lateCancel = (b: PerfBooking) =>
      b.status === 'cancelled' &&
      b.statusChangedAt !== null &&
      b.statusChangedAt <= b.start &&
      b.start - b.statusChangedAt < input.cancellationHours * 3_600_000;
    const lateCancels = mine.filter(lateCancel).length;
    const noShows = mine.filter((b) => b.status === 'no_show').length;
    const appointments = mine.filter((b) => b.status !== 'cancelled' || lateCancel(b)).length;
    const booked = mine
      .filter((b) => b.status !== 'cancelled' && b.status !== 'no_show')
      .reduce((s, b) => s + Math.max(0, Math.round((b.end - b.start) / 60_000)), 0);
    // A client counts once, at their last visit in the range.
    const lastVisit = new Map<string, number>();
    for (const b of done)
      if (b.clientId) lastVisit.set(b.clientId, Math.max(lastVisit.get(b.clientId) ?? 0, b.start));
    const seen = [...lastVisit.entries()];
    const rebooked = seen.filter(([c, t]) => comesBack(c, t)).length;
    const fresh = seen.filter(([c]) => input.newClientIds.has(c));
    const attached = done.filter((b) => b.clientId && bought.has(`${b.clientId}|${b.localDate}`));
    return {
      staffId: m.staffId,
      name: m.name,
      serviceRevenue,
      retailRevenue,
      visits: done.length,
      averageTicket: done.length
        ? Math.round((serviceRevenue + retailRevenue) / done.length)
        : null,
      bookedMinutes: booked,
      workingMinutes: m.workingMinutes,
      utilisation: rate(booked, m.workingMinutes),
      clientsSeen: seen.length,
      rebooked,
      rebookRate: rate(rebooked, seen.length),
      newClients: fresh.length,
      newRetained: fresh.filter(([c, t]) => comesBack(c, t)).length,
      attachRate: rate(attached.length, done.length),
      appointments,
      noShows,
      lateCancels,
      noShowRate: rate(noShows, appointments),
      lateCancelRate: rate(lateCancels, appointments),
    };
  });
}
