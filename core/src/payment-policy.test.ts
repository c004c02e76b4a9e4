import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_POLICY,
  ZPaymentPolicy,
  cardExpiresBefore,
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
