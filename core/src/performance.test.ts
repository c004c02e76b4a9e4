import { describe, expect, it } from 'vitest';
import type { EarningLine } from './commissions';
import { staffPerformance, type PerfBooking } from './performance';

const at = (day: string, time = '10:00') => Date.parse(`${day}T${time}:00Z`);
let n = 0;
const booking = (over: Partial<PerfBooking> & Pick<PerfBooking, 'localDate'>): PerfBooking => ({
  id: `b${++n}`,
  staffId: 'leo',
  clientId: 'ana',
  status: 'completed',
  start: at(over.localDate),
  end: at(over.localDate, '11:00'),
  statusChangedAt: null,
  ...over,
});

const line = (category: 'services' | 'products', gross: number, discount = 0): EarningLine => ({
  id: `l${++n}`,
  category,
  itemId: null,
  name: '',
  date: '2026-11-03',
  quantity: 1,
  gross,
  discount,
  cost: 0,
  cardPaid: 0,
  fullyPaid: true,
  clawback: false,
});

describe('staff performance', () => {
  const [leo] = staffPerformance({
    from: '2026-11-02',
    to: '2026-11-15',
    team: [{ staffId: 'leo', name: 'Leo', workingMinutes: 600 }],
    earnings: new Map([
      [
        'leo',
        {
          lines: [line('services', 10_000), line('services', 5_000), line('products', 3_000, 500)],
        },
      ],
    ]),
    bookings: [
      // Ana: seen twice, back within 8 weeks; she bought a product on her first visit.
      booking({ localDate: '2026-11-03' }),
      booking({ localDate: '2026-11-10' }),
      booking({ localDate: '2026-12-20' }),
      // Bo, new: seen once, not back within 8 weeks (his next is 10 weeks on).
      booking({ localDate: '2026-11-04', clientId: 'bo' }),
      booking({ localDate: '2027-01-13', clientId: 'bo' }),
      // Cy: a no-show; Di cancelled 2 hours before (late); Ed a week before (in good time).
      booking({ localDate: '2026-11-05', clientId: 'cy', status: 'no_show' }),
      booking({
        localDate: '2026-11-06',
        clientId: 'di',
        status: 'cancelled',
        statusChangedAt: at('2026-11-06', '08:00'),
      }),
      booking({
        localDate: '2026-11-07',
        clientId: 'ed',
        status: 'cancelled',
        statusChangedAt: at('2026-10-31'),
      }),
      // Someone else's, and one of Leo's outside the range.
      booking({ localDate: '2026-11-05', staffId: 'mia' }),
      booking({ localDate: '2026-11-20' }),
    ],
    sales: [{ clientId: 'ana', localDate: '2026-11-03', products: true }],
    newClientIds: new Set(['bo']),
    cancellationHours: 24,
  });

  it('takes revenue from the same lines as pay, net of discounts', () => {
    expect([leo!.serviceRevenue, leo!.retailRevenue]).toEqual([15_000, 2_500]);
    expect(leo!.visits).toBe(3);
    expect(leo!.averageTicket).toBe(Math.round(17_500 / 3));
  });

  it('counts how full the book was, kept appointments only', () => {
    // Three visits of an hour; the no-show and cancellations book no time.
    expect(leo!.bookedMinutes).toBe(180);
    expect(leo!.utilisation).toBeCloseTo(0.3);
  });

  it('counts who came back within 8 weeks, and the new clients who did', () => {
    expect([leo!.clientsSeen, leo!.rebooked, leo!.rebookRate]).toEqual([2, 1, 0.5]);
    expect([leo!.newClients, leo!.newRetained]).toEqual([1, 0]);
  });

  it('counts retail bought on a visit, no-shows and late cancellations', () => {
    expect(leo!.attachRate).toBeCloseTo(1 / 3);
    // Appointments: 3 visits, the no-show and the late cancellation (not the early one).
    expect([leo!.appointments, leo!.noShows, leo!.lateCancels]).toEqual([5, 1, 1]);
    expect(leo!.noShowRate).toBeCloseTo(0.2);
  });

  it('answers no rates, not zeros, for someone with nothing in the range', () => {
    const [quiet] = staffPerformance({
      from: '2026-11-02',
      to: '2026-11-15',
      team: [{ staffId: 'zoe', name: 'Zoe', workingMinutes: 0 }],
      earnings: new Map(),
      bookings: [],
      sales: [],
      newClientIds: new Set(),
      cancellationHours: 24,
    });
    expect(quiet).toMatchObject({
      visits: 0,
      averageTicket: null,
      utilisation: null,
      rebookRate: null,
    });
  });
});
