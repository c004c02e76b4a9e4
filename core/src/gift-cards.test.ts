import { describe, expect, it } from 'vitest';
import {
  ZGiftCode,
  amountProblem,
  deliveryInstant,
  formatGiftCode,
  giftCardExpiry,
  giftCardStatus,
  normalizeGiftCode,
  spendProblem,
} from './gift-cards';
import { formatMinorUnits } from './money';

const money = (n: number) => formatMinorUnits(n, 'USD');

describe('gift card codes', () => {
  it('reads a code however it is typed: any case, spaces, dashes, O for zero, I or L for one', () => {
    expect(normalizeGiftCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(normalizeGiftCode('0O1I L')).toBe('00111');
    expect(ZGiftCode.parse(' 7h3k-9mxq-2pfa-0zt1 ')).toBe('7H3K9MXQ2PFA0ZT1');
    expect(formatGiftCode('7H3K9MXQ2PFA0ZT1')).toBe('7H3K-9MXQ-2PFA-0ZT1');
  });

  it('refuses what cannot be a code before any look-up', () => {
    expect(ZGiftCode.safeParse('ABCD-EFGH').success).toBe(false);
    expect(ZGiftCode.safeParse('ABCD-EFGH-JKMN-PQRU').success).toBe(false);
  });
});

describe('what a card may buy and spend', () => {
  const product = { amounts: [2500, 5000], allowCustom: false, customMin: 1000, customMax: 20_000 };
  it('allows the offered amounts, or a custom one within the limits when the salon allows it', () => {
    expect(amountProblem(product, 5000, money)).toBeNull();
    expect(amountProblem(product, 4000, money)).toBe('Choose one of $25, $50.');
    expect(amountProblem({ ...product, allowCustom: true }, 4000, money)).toBeNull();
    expect(amountProblem({ ...product, allowCustom: true }, 25_000, money)).toBe(
      'Choose an amount from $10 to $200, or $25, $50.',
    );
  });

  it('refuses a cancelled, expired, empty or short card', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const card = { cancelled: false, balance: 3000, expiresAt: null };
    expect(spendProblem(card, 3000, now, money)).toBeNull();
    expect(spendProblem(card, 3001, now, money)).toBe(
      'This gift card has $30 left, less than $30.01.',
    );
    expect(spendProblem({ ...card, cancelled: true }, 1, now, money)).toBe(
      'This gift card was cancelled.',
    );
    expect(spendProblem({ ...card, expiresAt: new Date(now) }, 1, now, money)).toBe(
      'This gift card has expired.',
    );
    expect(giftCardStatus({ ...card, balance: 0 }, now)).toBe('used');
  });
});

describe('when a card expires and is delivered', () => {
  it('expires at the end of the salon-local day, the months later (none by default)', () => {
    const at = Date.parse('2026-01-31T15:00:00Z');
    expect(giftCardExpiry(at, null, 'America/New_York')).toBeNull();
    // Jan 31 + 13 months = Feb 28 2027 (no Feb 31): usable through that day.
    expect(giftCardExpiry(at, 13, 'America/New_York')?.toISOString()).toBe(
      '2027-03-01T05:00:00.000Z',
    );
  });

  it('e-mails at 9:00 on the chosen day, or now when the day is today or past', () => {
    const now = Date.parse('2026-12-01T15:00:00Z');
    expect(deliveryInstant('', now, 'America/New_York')).toBe(now);
    expect(new Date(deliveryInstant('2026-12-24', now, 'America/New_York')).toISOString()).toBe(
      '2026-12-24T14:00:00.000Z',
    );
    expect(deliveryInstant('2026-12-01', now, 'America/New_York')).toBe(now);
  });
});
