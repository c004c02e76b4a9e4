import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_POLICY,
  ZChargeRule,
  ZPaymentPolicy,
  asksForMoney,
  cardExpiresBefore,
  describeCharge,
  takesFees,
  chargeFor,
  askedWhenBooking,
  depositFor,
  paymentPolicyOf,
} from './payment-policy';
import { PAYMENT_STATUS_RANK, bookingPaymentStatus, statusOfIntent } from './payments';

const newcomer = { hasVisited: false, hasNoShow: false };
const regular = { hasVisited: true, hasNoShow: false };

describe('deposits and fees', () => {
  it('charge a fixed amount or a share of the price, never more than the price', () => {
    expect(chargeFor({ kind: 'fixed', amount: 2000, percent: 0 }, 4500)).toBe(2000);
    expect(chargeFor({ kind: 'fixed', amount: 9000, percent: 0 }, 4500)).toBe(4500);
    expect(chargeFor({ kind: 'percent', amount: 0, percent: 33 }, 4550)).toBe(1502);
    expect(chargeFor({ kind: 'none', amount: 500, percent: 10 }, 4500)).toBe(0);
  });

  it('ask for a deposit only for the listed services and the chosen clients', () => {
    const policy = {
      ...DEFAULT_PAYMENT_POLICY,
      deposit: { kind: 'fixed' as const, amount: 2000, percent: 0 },
      depositServiceIds: ['colour'],
      depositAudience: 'new_or_no_show' as const,
    };
    expect(depositFor(policy, { price: 12000, serviceIds: ['colour'] }, newcomer)).toBe(2000);
    expect(depositFor(policy, { price: 4500, serviceIds: ['cut'] }, newcomer)).toBe(0);
    expect(depositFor(policy, { price: 12000, serviceIds: ['colour'] }, regular)).toBe(0);
    expect(
      depositFor(policy, { price: 12000, serviceIds: ['colour'] }, { ...regular, hasNoShow: true }),
    ).toBe(2000);
  });

  it('read a stored policy that does not fit as charging nothing', () => {
    expect(paymentPolicyOf(undefined)).toEqual(DEFAULT_PAYMENT_POLICY);
    expect(paymentPolicyOf({ deposit: { kind: 'fixed', amount: -5 } })).toEqual(
      DEFAULT_PAYMENT_POLICY,
    );
    expect(
      ZPaymentPolicy.safeParse({
        ...DEFAULT_PAYMENT_POLICY,
        noShowFee: { kind: 'percent', amount: 0, percent: 120 },
      }).success,
    ).toBe(false);
  });

  it('ask for a card without a deposit only when the salon charges fees', () => {
    const none = { hasVisited: true, hasNoShow: false };
    const cut = { price: 4500, serviceIds: ['cut'] };
    const fees = {
      ...DEFAULT_PAYMENT_POLICY,
      lateCancelFee: { kind: 'fixed' as const, amount: 1500, percent: 0 },
    };
    expect(askedWhenBooking(DEFAULT_PAYMENT_POLICY, cut, none)).toEqual({
      deposit: 0,
      awaiting: null,
    });
    expect(askedWhenBooking(fees, cut, none)).toEqual({ deposit: 0, awaiting: 'card' });
    const withDeposit = { ...fees, deposit: { kind: 'percent' as const, amount: 0, percent: 20 } };
    expect(askedWhenBooking(withDeposit, cut, none)).toEqual({ deposit: 900, awaiting: 'deposit' });
  });

  it('tell when a saved card expires before the appointment', () => {
    expect(cardExpiresBefore({ expMonth: 11, expYear: 2026 }, '2026-11-30')).toBe(false);
    expect(cardExpiresBefore({ expMonth: 11, expYear: 2026 }, '2026-12-01')).toBe(true);
    expect(cardExpiresBefore({ expMonth: 1, expYear: 2027 }, '2026-12-24')).toBe(false);
  });
});

describe('payment states', () => {
  it('map Stripe’s intent statuses and only move forward', () => {
    expect(statusOfIntent('requires_payment_method')).toBe('pending');
    expect(statusOfIntent('requires_action')).toBe('requires_action');
    expect(statusOfIntent('succeeded')).toBe('succeeded');
    expect(PAYMENT_STATUS_RANK.succeeded).toBeGreaterThan(PAYMENT_STATUS_RANK.requires_action);
    expect(bookingPaymentStatus(4500, 0)).toBe('unpaid');
    expect(bookingPaymentStatus(4500, 2000)).toBe('deposit_paid');
    expect(bookingPaymentStatus(4500, 4500)).toBe('paid');
  });
});

describe('the rules, edge by edge (what mutation testing showed unguarded)', () => {
  const fixed = (amount: number) => ({ kind: 'fixed' as const, amount, percent: 0 });
  const percent = (p: number) => ({ kind: 'percent' as const, amount: 0, percent: p });
  const none = { kind: 'none' as const, amount: 0, percent: 0 };
  const policy = (over: Partial<typeof DEFAULT_PAYMENT_POLICY>) => ({
    ...DEFAULT_PAYMENT_POLICY,
    ...over,
  });

  it('accept every valid deposit and fee rule', () => {
    for (const rule of [none, fixed(1), fixed(2000), percent(1), percent(100)]) {
      expect(ZChargeRule.safeParse(rule).success, JSON.stringify(rule)).toBe(true);
      expect(
        ZPaymentPolicy.safeParse(policy({ deposit: rule, noShowFee: rule, lateCancelFee: rule }))
          .success,
      ).toBe(true);
    }
  });

  it('refuse an invalid rule with its own message', () => {
    const message = (rule: unknown) => ZChargeRule.safeParse(rule).error?.issues[0]?.message;
    expect(message(fixed(0))).toBe('Enter an amount above zero');
    expect(message(percent(0))).toBe('Enter a percentage above zero');
    expect(message({ ...fixed(10), amount: -1 })).toBe('The amount cannot be negative');
    expect(message({ ...fixed(10), amount: 10.5 })).toBe('Use whole cents');
    expect(message(percent(101))).toBe('At most 100%');
    expect(message({ ...percent(10), percent: 12.5 })).toBe('Use a whole percentage');
  });

  it('charge nothing on a price of nothing, and round a share to the nearest cent', () => {
    expect(chargeFor(fixed(2000), 0)).toBe(0);
    expect(chargeFor(percent(50), 0)).toBe(0);
    expect(chargeFor(percent(50), 1)).toBe(1);
    expect(chargeFor(percent(10), 4549)).toBe(455);
    expect(chargeFor(percent(100), 4500)).toBe(4500);
  });

  it('take a deposit when any service booked is a deposit service, not only when all are', () => {
    const p = policy({ deposit: fixed(2000), depositServiceIds: ['colour'] });
    expect(depositFor(p, { price: 16500, serviceIds: ['cut', 'colour'] }, newcomer)).toBe(2000);
    expect(depositFor(p, { price: 16500, serviceIds: ['colour', 'cut'] }, regular)).toBe(2000);
    // With no list, every service takes one; asked of everyone, a regular pays too.
    expect(
      depositFor(policy({ deposit: fixed(2000) }), { price: 4500, serviceIds: ['cut'] }, regular),
    ).toBe(2000);
    expect(depositFor(policy({}), { price: 4500, serviceIds: ['cut'] }, newcomer)).toBe(0);
  });

  it('asks new clients and clients with a no-show, not regulars, when set so', () => {
    const p = policy({ deposit: percent(20), depositAudience: 'new_or_no_show' });
    const booking = { price: 10000, serviceIds: ['cut'] };
    expect(depositFor(p, booking, newcomer)).toBe(2000);
    expect(depositFor(p, booking, { hasVisited: false, hasNoShow: true })).toBe(2000);
    expect(depositFor(p, booking, { hasVisited: true, hasNoShow: true })).toBe(2000);
    expect(depositFor(p, booking, regular)).toBe(0);
  });

  it('asks only when the no-show risk is high, or after a no-show, when set so', () => {
    const p = policy({ deposit: fixed(1500), depositAudience: 'high_risk' });
    const booking = { price: 10000, serviceIds: ['cut'] };
    // A first visit is not enough on its own: only the predicted risk or a missed appointment.
    expect(depositFor(p, booking, newcomer)).toBe(0);
    expect(depositFor(p, booking, { ...newcomer, highRisk: false })).toBe(0);
    expect(depositFor(p, booking, { ...newcomer, highRisk: true })).toBe(1500);
    expect(depositFor(p, booking, { ...regular, highRisk: true })).toBe(1500);
    expect(depositFor(p, booking, { hasVisited: true, hasNoShow: true })).toBe(1500);
    expect(depositFor(p, booking, regular)).toBe(0);
  });

  it('say whether the policy asks for money at all, and whether it takes fees', () => {
    expect(asksForMoney(DEFAULT_PAYMENT_POLICY)).toBe(false);
    expect(takesFees(DEFAULT_PAYMENT_POLICY)).toBe(false);
    expect(asksForMoney(policy({ deposit: fixed(100) }))).toBe(true);
    expect(takesFees(policy({ deposit: fixed(100) }))).toBe(false);
    for (const fee of ['noShowFee', 'lateCancelFee'] as const) {
      expect(asksForMoney(policy({ [fee]: percent(50) }))).toBe(true);
      expect(takesFees(policy({ [fee]: percent(50) }))).toBe(true);
    }
  });

  it('describe a rule in words', () => {
    const money = (n: number) => `$${n / 100}`;
    expect(describeCharge(fixed(2000), money)).toBe('$20');
    expect(describeCharge(percent(25), money)).toBe('25% of the price');
    expect(describeCharge(none, money)).toBe('Nothing');
  });

  it('treat a card that expired in an earlier year as expired, whatever its month', () => {
    expect(cardExpiresBefore({ expMonth: 12, expYear: 2025 }, '2026-01-15')).toBe(true);
    expect(cardExpiresBefore({ expMonth: 1, expYear: 2027 }, '2026-01-15')).toBe(false);
    expect(cardExpiresBefore({ expMonth: 1, expYear: 2026 }, '2026-01-31')).toBe(false);
    expect(cardExpiresBefore({ expMonth: 6, expYear: 2026 }, '2026-07-01')).toBe(true);
  });

  it('wait for a deposit before a card, and for nothing when nothing is charged', () => {
    const booking = { price: 10000, serviceIds: ['cut'] };
    const p = policy({ deposit: fixed(2500), noShowFee: fixed(3000) });
    expect(askedWhenBooking(p, booking, newcomer)).toEqual({ deposit: 2500, awaiting: 'deposit' });
    // A regular exempted from the deposit still saves a card for the fees.
    const q = { ...p, depositAudience: 'new_or_no_show' as const };
    expect(askedWhenBooking(q, booking, regular)).toEqual({ deposit: 0, awaiting: 'card' });
  });
});
