import { describe, expect, it } from 'vitest';
import { capacity, capacityTable, expectedValues, gapCost, rankStarts } from './gap-cost';

// A cut (60 minutes, $60) and a blow-dry (45 minutes, $50), booked as often as each other.
const MENU = expectedValues([
  { minutes: 60, price: 6000, bookings: 10 },
  { minutes: 45, price: 5000, bookings: 10 },
]);
const table = capacityTable(MENU, 12 * 60);

describe('what free time can hold', () => {
  it.each([
    [0, 0],
    [30, 0],
    [45, 5000],
    [60, 6000],
    [90, 10000],
    [105, 11000],
    [120, 12000],
    // Four blow-dries beat three cuts.
    [180, 20000],
  ])('%i minutes hold %i', (minutes, value) => {
    expect(capacity(table, minutes)).toBe(value);
  });

  it('weighs a service by how often it is booked', () => {
    const rare = capacityTable(
      expectedValues([
        { minutes: 60, price: 6000, bookings: 10 },
        { minutes: 45, price: 5000, bookings: 1 },
      ]),
      180,
    );
    // Blow-dries are rarely booked: three cuts now hold the most.
    expect(capacity(rare, 180)).toBe(18000);
  });
});

describe('the cost of a start', () => {
  it.each([
    // [free from, free to, start, end, cost, why]
    [0, 60, 0, 60, 0, 'fills the stretch exactly'],
    [0, 180, 0, 60, 2000, 'flush at the start: 120 minutes left hold $120 of the $200'],
    [0, 180, 15, 75, 3000, '15 minutes before it are dead, 105 after hold $110'],
    [0, 120, 20, 80, 6000, 'two dead pieces: nothing else fits the morning'],
    [0, 80, 0, 60, 0, '20 minutes were dead whatever the start'],
    [0, 150, 45, 105, 0, 'a blow-dry fits before and after'],
  ])('free %i–%i, booked %i–%i costs %i: %s', (from, to, start, end, cost) => {
    expect(gapCost(table, { start: from, end: to }, start, end)).toBe(cost);
  });
});

describe('ranking a day’s starts', () => {
  it('puts the cheapest first and marks at most three, keeping every start', () => {
    const ranked = rankStarts(
      [
        { item: '9:00', cost: 2000 },
        { item: '9:15', cost: 3000 },
        { item: '9:45', cost: 0 },
        { item: '10:00', cost: 0 },
        { item: '10:30', cost: 0 },
        { item: '11:00', cost: 0 },
      ],
      3,
    );
    expect(ranked.map((r) => r.item)).toEqual(['9:45', '10:00', '10:30', '11:00', '9:00', '9:15']);
    expect(ranked.filter((r) => r.recommended).map((r) => r.item)).toEqual([
      '9:45',
      '10:00',
      '10:30',
    ]);
  });

  it('singles none out when every start is as good', () => {
    const ranked = rankStarts([
      { item: 'a', cost: 0 },
      { item: 'b', cost: 0 },
    ]);
    expect(ranked.some((r) => r.recommended)).toBe(false);
  });
});
