import { describe, expect, it } from 'vitest';
import {
  appointmentAdjusters,
  priceAppointment,
  type AppointmentAdjuster,
  type AppointmentWrite,
  type NewAppointment,
} from './appointment-adjusters';
import '../subscriptions';

const w = {} as AppointmentWrite;
const appointment: NewAppointment = {
  salon: {} as NewAppointment['salon'],
  bookingId: 'b1',
  clientId: 'c1',
  membershipId: null,
  redeem: null,
  lines: [
    { id: 'cut', name: 'Cut', durationMinutes: 45, price: 5000 },
    { id: 'gloss', name: 'Gloss', durationMinutes: 30, price: 3000 },
  ],
  localDate: '2026-11-25',
  by: { uid: null, name: 'Booked online' },
};
const adjuster = (a: Partial<AppointmentAdjuster<string>>): AppointmentAdjuster =>
  ({
    name: 'test',
    order: 0,
    read: async () => 's',
    settle: () => ({}),
    ...a,
  }) as AppointmentAdjuster;

describe('appointment adjusters', () => {
  it('are registered by their slices and run in order: plan benefits, then loyalty', () => {
    expect(appointmentAdjusters()).toEqual({
      booking: ['memberships: plan benefits', 'loyalty: points redeemed'],
      status: [
        'memberships: included services given back',
        'loyalty: points given back and earned',
      ],
    });
  });

  it('read all before any writes, price lines in order, then take rewards off the total', async () => {
    const calls: string[] = [];
    const given: number[] = [];
    const priced = await priceAppointment(w, appointment, [
      adjuster({
        read: async () => (calls.push('read 1'), 'one'),
        price: (_s, _a, lines) => lines.map((l) => (l.id === 'cut' ? { ...l, price: 0 } : l)),
        settle: (_w, _s, _a, g) => (calls.push('settle 1'), given.push(g.reward), {}),
      }),
      adjuster({
        read: async () => (calls.push('read 2'), 'two'),
        price: (_s, _a, lines) => lines.map((l) => ({ ...l, price: l.price / 2 })),
        reward: () => 5000,
        settle: (_w, _s, _a, g) => (
          calls.push('settle 2'),
          given.push(g.reward),
          { pointsRedeemed: { points: 100, value: g.reward } }
        ),
      }),
    ]);
    expect(calls).toEqual(['read 1', 'read 2', 'settle 1', 'settle 2']);
    expect(priced.lines.map((l) => l.price)).toEqual([0, 1500]);
    // The reward is never more than what is left: the appointment costs nothing, not less.
    expect(given).toEqual([0, 1500]);
    expect(priced.price).toBe(0);
    expect(priced.perks).toEqual({ member: null, pointsRedeemed: { points: 100, value: 1500 } });
  });

  it('refuse the whole booking when an adjuster refuses', async () => {
    const refusal = new Error('Not enough points');
    await expect(
      priceAppointment(w, appointment, [
        adjuster({
          reward: () => {
            throw refusal;
          },
        }),
      ]),
    ).rejects.toBe(refusal);
  });
});
