import { describe, expect, it } from 'vitest';
import {
  ZBuyGiftCard,
  ZGiftCardProductInput,
  ZGiftCardSettings,
  giftCodeTail,
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
import { zonedInstant } from './zoned-time';

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

describe('gift card rules, edge by edge (what mutation testing showed unguarded)', () => {
  const dollars = (n: number) => `$${n / 100}`;
  const product = { amounts: [2500, 5000], allowCustom: true, customMin: 2000, customMax: 20000 };

  it('takes a listed amount, or a custom one between the limits, limits included', () => {
    expect(amountProblem(product, 2500, dollars)).toBeNull();
    expect(amountProblem(product, 2000, dollars)).toBeNull();
    expect(amountProblem(product, 20000, dollars)).toBeNull();
    expect(amountProblem(product, 1999, dollars)).toBe(
      'Choose an amount from $20 to $200, or $25, $50.',
    );
    expect(amountProblem(product, 20001, dollars)).toBe(
      'Choose an amount from $20 to $200, or $25, $50.',
    );
    expect(amountProblem({ ...product, amounts: [] }, 100, dollars)).toBe(
      'Choose an amount from $20 to $200.',
    );
    expect(amountProblem({ ...product, allowCustom: false }, 3000, dollars)).toBe(
      'Choose one of $25, $50.',
    );
  });

  it('says where a card stands: cancelled before expired before used', () => {
    const at = Date.parse('2027-06-01T12:00:00Z');
    const card = { cancelled: false, balance: 1000, expiresAt: null };
    expect(giftCardStatus(card, at)).toBe('active');
    expect(giftCardStatus({ ...card, balance: 0 }, at)).toBe('used');
    // A card with an expiry still ahead is not expired.
    expect(giftCardStatus({ ...card, expiresAt: new Date(at + 1) }, at)).toBe('active');
    expect(giftCardStatus({ ...card, expiresAt: new Date(at) }, at)).toBe('expired');
    expect(giftCardStatus({ ...card, balance: 0, expiresAt: new Date(at - 1) }, at)).toBe(
      'expired',
    );
    expect(giftCardStatus({ ...card, cancelled: true, expiresAt: new Date(at - 1) }, at)).toBe(
      'cancelled',
    );
  });

  it('spends up to the balance, and says why not otherwise', () => {
    const at = Date.parse('2027-06-01T12:00:00Z');
    const card = { cancelled: false, balance: 1000, expiresAt: new Date(at + 86_400_000) };
    expect(spendProblem(card, 1000, at, dollars)).toBeNull();
    expect(spendProblem(card, 1001, at, dollars)).toBe(
      'This gift card has $10 left, less than $10.01.',
    );
    expect(spendProblem({ ...card, balance: 0 }, 1, at, dollars)).toBe(
      'This gift card has nothing left on it.',
    );
    expect(spendProblem({ ...card, expiresAt: new Date(at) }, 1, at, dollars)).toBe(
      'This gift card has expired.',
    );
    expect(spendProblem({ ...card, cancelled: true }, 1, at, dollars)).toBe(
      'This gift card was cancelled.',
    );
  });

  it('expires at the end of the same day the chosen months later, the month end when shorter', () => {
    const TZ = 'America/New_York';
    const issued = (date: string) => zonedInstant(date, '15:00', TZ);
    const end = (date: string) => new Date(zonedInstant(date, '00:00', TZ));
    expect(giftCardExpiry(issued('2026-06-15'), null, TZ)).toBeNull();
    // Issued in June with 12 months: June next year, not January.
    expect(giftCardExpiry(issued('2026-06-15'), 12, TZ)).toEqual(end('2027-06-16'));
    expect(giftCardExpiry(issued('2026-12-31'), 14, TZ)).toEqual(end('2028-03-01'));
    // 31 January + 13 months: the last day of February.
    expect(giftCardExpiry(issued('2027-01-31'), 13, TZ)).toEqual(end('2028-03-01'));
    expect(giftCardExpiry(issued('2027-01-31'), 25, TZ)).toEqual(end('2029-03-01'));
    expect(giftCardExpiry(issued('2026-11-30'), 12, TZ)).toEqual(end('2027-12-01'));
  });

  it('delivers on the chosen day at 9:00 in the salon, or now when that has passed', () => {
    const TZ = 'Europe/London';
    const now = Date.parse('2027-03-01T12:00:00Z');
    expect(deliveryInstant('', now, TZ)).toBe(now);
    expect(deliveryInstant('2027-03-05', now, TZ)).toBe(Date.parse('2027-03-05T09:00:00Z'));
    expect(deliveryInstant('2027-03-01', now, TZ)).toBe(now);
  });

  it('keeps cards at least 12 months and at most 120', () => {
    const months = (n: number | null) => ZGiftCardSettings.safeParse({ expiryMonths: n }).success;
    expect([months(null), months(12), months(120)]).toEqual([true, true, true]);
    expect([months(11), months(121), months(12.5)]).toEqual([false, false, false]);
  });
});

describe('gift card products and purchases', () => {
  const product = (over: object) => ZGiftCardProductInput.safeParse({ name: 'Gift card', ...over });
  it('offers each amount once, smallest first', () => {
    expect(product({ amounts: [5000, 2500, 5000] }).data?.amounts).toEqual([2500, 5000]);
  });
  it('needs an amount to offer, or custom amounts whose limits make sense', () => {
    expect(product({ amounts: [] }).error?.issues).toMatchObject([
      { path: ['amounts'], message: 'Offer at least one amount, or let the buyer choose one' },
    ]);
    expect(product({ amounts: [], allowCustom: true }).success).toBe(true);
    expect(product({ amounts: [2500] }).success).toBe(true);
    expect(
      product({ amounts: [], allowCustom: true, customMin: 5000, customMax: 2500 }).error?.issues,
    ).toMatchObject([
      { path: ['customMax'], message: 'The largest custom amount is below the smallest' },
    ]);
    // Limits only matter when custom amounts are allowed; equal limits are one amount.
    expect(product({ amounts: [2500], customMin: 5000, customMax: 2500 }).success).toBe(true);
    expect(product({ allowCustom: true, customMin: 5000, customMax: 5000 }).success).toBe(true);
  });
  it('shows the last four characters of a code', () => {
    expect(giftCodeTail('ABCDEFGHJKMNPQRS')).toBe('PQRS');
    expect(formatGiftCode('')).toBe('');
  });
  it("asks for the recipient's name only when the card goes to someone else", () => {
    const buy = (recipient: object) =>
      ZBuyGiftCard.safeParse({
        orgId: 'nova',
        giftCardProductId: 'gcp1',
        amount: 5000,
        buyer: { name: 'Bea Buyer', email: 'bea@example.test' },
        recipient,
        idempotencyKey: 'gift-0001-abcdefgh',
      });
    expect(buy({ name: '', email: '' }).success).toBe(true);
    expect(buy({ name: 'Al', email: 'al@example.test' }).success).toBe(true);
    expect(buy({ name: 'A', email: 'al@example.test' }).error?.issues).toMatchObject([
      { path: ['recipient', 'name'], message: 'Enter the recipient’s name' },
    ]);
  });
});
