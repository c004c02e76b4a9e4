import { describe, expect, it } from 'vitest';
import type { MembershipView } from '@chairside/core/contracts/memberships';
import { memberDue } from './booking-price';

const plan = (over: Partial<MembershipView>) =>
  ({
    status: 'active',
    currentPeriodStart: '2026-12-01',
    included: [{ serviceId: 'cut', name: 'Cut', count: 1, used: 0, left: 1 }],
    serviceDiscountPercent: 10,
    ...over,
  }) as MembershipView;
const lines = [
  { serviceId: 'cut', price: 5000 },
  { serviceId: 'colour', price: 8000 },
];

describe('memberDue', () => {
  it('is the price itself for a visitor without a membership', () => {
    expect(memberDue(null, lines)).toBe(13000);
  });
  it('takes off an included service and the discount on the rest', () => {
    expect(memberDue(plan({}), lines)).toBe(7200);
  });
  it('charges an included service in full once this period’s is used', () => {
    const used = plan({
      included: [{ serviceId: 'cut', name: 'Cut', count: 1, used: 1, left: 0 }],
    });
    expect(memberDue(used, lines)).toBe(11700);
  });
  it('gives nothing off on a membership that is not active', () => {
    expect(memberDue(plan({ status: 'cancelled' }), lines)).toBe(13000);
  });
});
