import { describe, expect, it } from 'vitest';
import {
  ZBoothRentTerms,
  ZSaveBoothRent,
  rentInWords,
  rentPeriods,
  rentStatement,
  type BoothRentTerms,
} from './booth-rent';

const terms = (over: Partial<BoothRentTerms> = {}): BoothRentTerms =>
  ZBoothRentTerms.parse({ frequency: 'weekly', fixed: 15_000, ...over });
const money = (n: number) => `$${(n / 100).toFixed(2)}`;

describe('rent periods', () => {
  it('counts weeks from the first day, months by the calendar, and cuts one at a change of terms', () => {
    const periods = rentPeriods(
      [
        { effectiveFrom: '2026-11-02', terms: terms() },
        { effectiveFrom: '2026-11-12', terms: terms({ frequency: 'monthly', fixed: 60_000 }) },
      ],
      '2026-12-05',
    );
    expect(periods.map((p) => [p.from, p.to, Math.round(p.share * 100) / 100])).toEqual([
      ['2026-11-02', '2026-11-08', 1],
      // Three days of the second week, then monthly rent from the 12th.
      ['2026-11-09', '2026-11-11', 0.43],
      ['2026-11-12', '2026-11-30', 1],
      ['2026-12-01', '2026-12-31', 1],
    ]);
  });
});

describe('a rent statement', () => {
  const week = { from: '2026-11-02', to: '2026-11-08', share: 1 };

  it.each([
    // fixed, % of takings, commission on retail, paid, today → amount, balance, status
    ['fixed rent, unpaid, on its due day', terms(), 0, '2026-11-10', 15_000, 15_000, 'due'],
    ['fixed rent, unpaid after it', terms(), 0, '2026-11-11', 15_000, 15_000, 'late'],
    ['fixed rent, paid', terms(), 15_000, '2026-11-20', 15_000, 0, 'paid'],
    ['the week still running', terms(), 0, '2026-11-08', 15_000, 15_000, 'open'],
    [
      '10% of $2,000 takings with $100 fixed, less 20% of $300 retail',
      terms({ fixed: 10_000, takingsPercent: 10, productCommission: 20 }),
      5_000,
      '2026-11-12',
      10_000 + 20_000 - 6_000,
      19_000,
      'late',
    ],
    [
      'commission above the rent: the salon owes them',
      terms({ fixed: 1_000, productCommission: 50 }),
      0,
      '2026-11-12',
      1_000 - 15_000,
      -14_000,
      'credit',
    ],
  ] as const)('%s', (_name, t, paid, today, amount, balance, status) => {
    const s = rentStatement(
      { ...week, terms: t },
      { takings: 200_000, retail: 30_000 },
      paid,
      today,
    );
    expect([s.amount, s.balance, s.status, s.due]).toEqual([amount, balance, status, '2026-11-10']);
  });

  it('counts no takings or commission for a renter paid on their own account', () => {
    const s = rentStatement(
      { ...week, terms: terms({ ownPayments: true }) },
      { takings: 200_000, retail: 30_000 },
      0,
      '2026-11-09',
    );
    expect([s.takings, s.commission, s.amount]).toEqual([0, 0, 15_000]);
  });

  it('charges a cut-short period in proportion to its days', () => {
    const s = rentStatement(
      { ...week, share: 3 / 7, terms: terms() },
      { takings: 0, retail: 0 },
      0,
      '2026-11-01',
    );
    expect(s.fixed).toBe(6_429);
  });
});

describe('rent terms', () => {
  const issues = (input: unknown) =>
    ZSaveBoothRent.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('names the field of bad terms', () => {
    expect(
      issues({
        orgId: 'o',
        staffId: 'r',
        effectiveFrom: '2026-11-05',
        terms: {
          frequency: 'monthly',
          fixed: 0,
          takingsPercent: 120,
          ownPayments: true,
          productCommission: 10,
        },
      }),
    ).toEqual(
      expect.arrayContaining([
        ['terms.takingsPercent', 'Use 0 to 100'],
        ['effectiveFrom', 'Monthly rent starts on the first of a month'],
      ]),
    );
    expect(
      issues({
        orgId: 'o',
        staffId: 'r',
        effectiveFrom: '2026-11-01',
        terms: { frequency: 'monthly', fixed: 0, ownPayments: true, productCommission: 10 },
      }),
    ).toEqual([
      [
        'terms.productCommission',
        'A renter paid on their own account earns no commission from the salon',
      ],
      ['terms.fixed', 'Set a rent: a fixed amount, a percentage of takings, or both'],
    ]);
    expect(
      issues({
        orgId: 'o',
        staffId: 'r',
        effectiveFrom: '2026-11-05',
        terms: { frequency: 'weekly', fixed: 12.5 },
      }),
    ).toEqual([['terms.fixed', 'Enter the rent in whole cents']]);
  });

  it('says the terms in words', () => {
    expect(rentInWords(terms({ takingsPercent: 10, productCommission: 15 }), money)).toBe(
      '$150.00 a week and 10% of takings, less 15% commission on retail; due 2 days after each period',
    );
  });
});
