import { describe, expect, it } from 'vitest';
import type { Transaction } from 'firebase-admin/firestore';
import {
  checkoutAdjusters,
  lineOffers,
  rewardsFor,
  settleAdjusters,
  type Adjusting,
  type Checkout,
  type CheckoutAdjuster,
} from './checkout';
import '../subscriptions';

const checkout = (lines: Checkout['lines']): Checkout => ({
  orgId: 'o1',
  salon: {} as Checkout['salon'],
  client: undefined,
  at: new Date(0),
  localDate: '2026-11-25',
  lines,
  redeemPoints: 0,
  money: String,
});
const adjusting = (a: Partial<CheckoutAdjuster<string>>, state = 's'): Adjusting => ({
  adjuster: { name: 'test', order: 0, read: async () => state, settle: () => ({}), ...a },
  state,
});
const tx = {} as Transaction;

describe('checkout adjusters', () => {
  it('are registered by their slices and run in order: plan benefits, then loyalty', () => {
    expect(checkoutAdjusters().map((a) => a.name)).toEqual([
      'memberships: plan benefits',
      'loyalty: points redeemed and earned',
    ]);
  });

  it('price a line with the first offer, and never a line the desk discounted by hand', () => {
    const c = checkout([
      { kind: 'product', hasDiscount: false },
      { kind: 'product', hasDiscount: true },
      { kind: 'product', hasDiscount: false },
    ]);
    const tenOff = { discount: { kind: 'percent' as const, value: 10 }, label: 'A' };
    const fiveOff = { discount: { kind: 'amount' as const, value: 5 }, label: 'B' };
    const offers = lineOffers(
      [
        adjusting({ lineOffers: () => [tenOff, tenOff, null] }),
        adjusting({ lineOffers: () => [fiveOff, fiveOff, fiveOff] }),
      ],
      c,
    );
    expect(offers).toEqual([tenOff, null, fiveOff]);
  });

  it('take rewards in order, never more than the cart has left', () => {
    const c = checkout([]);
    const asked: number[] = [];
    const reward = (n: number) => (_s: string, _c: Checkout, left: number) => {
      asked.push(left);
      return n;
    };
    const all = [adjusting({ reward: reward(700) }), adjusting({ reward: reward(700) })];
    expect(rewardsFor(all, c, 1000)).toBe(1000);
    expect(asked).toEqual([1000, 300]);
  });

  it("gather what adjusters change on the checkout's own records, to be written once", () => {
    const c = checkout([]);
    const sale = {
      id: 's',
      number: '1',
      lines: [],
      rewards: 0,
      by: { uid: null, name: '' },
      at: new Date(0),
    };
    const member = {
      membershipId: 'm',
      planName: 'Gold',
      periodStart: '',
      included: [],
      discount: 0,
    };
    const settled = settleAdjusters(
      tx,
      [
        adjusting({ settle: () => ({ bookings: { b1: { member } } }) }),
        adjusting({ settle: () => ({ pointsEarned: 12, client: { loyaltyPoints: 40 } }) }),
      ],
      c,
      sale,
    );
    expect(settled).toEqual({
      pointsEarned: 12,
      client: { loyaltyPoints: 40 },
      bookings: { b1: { member } },
    });
  });
});
