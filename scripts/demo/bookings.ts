// A month of appointments for the demo salon around the day it is seeded:
// past ones completed (a few no-shows and cancellations), today's confirmed
// or checked in, future ones booked. Times come from the slot engine, so the
// demo book never double-books, and the bookingDays lock documents match.
import type { BusinessHours } from '@chairside/core/org';
import { checkStart, type Interval, type SlotService, type SlotStaff } from '@chairside/core/slots';
import { isoDateIn } from '@chairside/core/staff-profile';
import { LocalDay, addDays, localParts, minutesOf } from '@chairside/core/zoned-time';

export interface DemoBookingStaff extends SlotStaff {
  displayName: string;
  renter: boolean;
}

export interface DemoBookingService extends SlotService {
  name: string;
  price: number;
  staffPrices: Record<string, number>;
}

export interface DemoBookingClient {
  id: string;
  name: string;
  email: string;
  phone: string;
  ownerStaffId: string | null;
  userId: string | null;
}

export interface DemoBooking {
  id: string;
  startTime: Date;
  endTime: Date;
  localDate: string;
  date: Date;
  busy: Interval[];
  staffId: string;
  staffName: string;
  services: { id: string; name: string; durationMinutes: number; price: number }[];
  price: number;
  client: DemoBookingClient;
  status: 'booked' | 'confirmed' | 'checked_in' | 'completed' | 'cancelled' | 'no_show';
  source: 'online' | 'staff' | 'walk_in';
}

/** One demo client in nine misses appointments often (the persona client never). */
function unreliable(clientId: string): boolean {
  let h = 7;
  for (const c of clientId) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 9 === 4;
}

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 48271) % 2147483647) / 2147483647;
}

export function demoBookings(options: {
  timeZone: string;
  businessHours: BusinessHours;
  staff: DemoBookingStaff[];
  services: DemoBookingService[];
  clients: DemoBookingClient[];
  /** The persona client: a past visit and an upcoming one. */
  personaClient: DemoBookingClient;
  now: Date;
  daysBack: number;
  daysAhead: number;
}): DemoBooking[] {
  const random = rng(20261122);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const { timeZone, businessHours, now } = options;
  const today = isoDateIn(now, timeZone);
  const busy: { staffId: string; start: number; end: number }[] = [];
  const out: DemoBooking[] = [];
  let n = 0;
  for (let offset = -options.daysBack; offset <= options.daysAhead; offset++) {
    const date = addDays(today, offset);
    const day = new LocalDay(date, timeZone);
    for (const member of options.staff) {
      const menu = options.services.filter((s) => s.staffIds.includes(member.id));
      if (!menu.length) continue;
      const pool = options.clients.filter(
        (c) => c.ownerStaffId === (member.renter ? member.id : null),
      );
      // Busier near today; the future fills up less.
      const fill = offset < 0 ? 0.75 : offset === 0 ? 0.7 : Math.max(0.2, 0.6 - offset * 0.03);
      for (let minute = 0; minute < 24 * 60;) {
        const start = day.exact(minute);
        if (start === null || random() > fill) {
          minute += 30;
          continue;
        }
        const service = pick(menu);
        const check = checkStart(
          {
            timeZone,
            businessHours,
            staff: [member],
            services: [service],
            busy,
            now: 0,
            leadMinutes: 0,
            maxAdvanceDays: 10_000,
            intervalMinutes: 15,
          },
          member.id,
          start,
          { strict: false },
        );
        if (!check.ok) {
          minute += 15;
          continue;
        }
        for (const seg of check.segments) busy.push({ staffId: member.id, ...seg });
        const persona = n === 3 || n === 250;
        const client = persona && !member.renter ? options.personaClient : pick(pool);
        const past = check.end < now.getTime();
        const roll = random();
        // A few clients often miss (the no-show model learns them); most nearly never do.
        const missRate = client !== options.personaClient && unreliable(client.id) ? 0.45 : 0.04;
        const status: DemoBooking['status'] = past
          ? roll < missRate
            ? 'no_show'
            : roll < missRate + 0.06
              ? 'cancelled'
              : 'completed'
          : offset === 0
            ? start < now.getTime() + 3_600_000
              ? 'checked_in'
              : 'confirmed'
            : roll < 0.5
              ? 'confirmed'
              : 'booked';
        const durationMinutes = Math.round((check.end - start) / 60_000);
        const price = service.staffPrices[member.id] ?? service.price;
        out.push({
          id: `demo-booking-${String(++n).padStart(4, '0')}`,
          startTime: new Date(start),
          endTime: new Date(check.end),
          localDate: localParts(start, timeZone).date,
          date: new Date(day.lenient(0)),
          busy: check.segments,
          staffId: member.id,
          staffName: member.displayName,
          services: [{ id: service.id, name: service.name, durationMinutes, price }],
          price,
          client,
          status,
          source: roll < 0.45 ? 'online' : roll < 0.55 ? 'walk_in' : 'staff',
        });
        const end = localParts(check.end, timeZone);
        if (end.date !== date) break;
        minute = Math.ceil((minutesOf(end.time) + pick([0, 0, 15, 30, 60])) / 15) * 15;
      }
    }
  }
  return out;
}
