import { describe, expect, it } from 'vitest';
import {
  GIFT_CARD_DESIGN_STYLES,
  GIFT_CARD_STATUS_LABELS,
  ZBuyGiftCard,
  ZDebitGiftCard,
  ZDepositGiftCard,
  ZGiftCardCancel,
  ZGiftCardLookup,
  ZGiftCardProductInput,
  ZGiftCardQuery,
  ZGiftCardSettings,
  ZGiveGiftCard,
  ZIssueGiftCard,
  ZSaveGiftCardProduct,
  ZSaveGiftCardSettings,
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
import { LEFT_OUT, probe, problem } from './test-support/probe';

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

describe('what the gift card screens tell a person, field by field', () => {
  const KEY = 'gift-0001-abcdef';
  const amountProbes = (field: string) =>
    [
      [field, 'fifty'],
      [field, 12.5],
      [field, 499],
      [field, 500],
      [field, 500_000],
      [field, 500_001],
    ] as const;

  it('explains each wrong field of a gift card for sale, and what is filled in', () => {
    const base = { name: 'Spa day', amounts: [5000] };
    expect(problem(ZGiftCardProductInput, base)).toBe('ok');
    expect(
      probe(ZGiftCardProductInput, base, [
        ['name', '  Spa day  '],
        ['name', ' A '],
        ['name', 'x'.repeat(81)],
        ['name', 'x'.repeat(80)],
        ['description', LEFT_OUT],
        ['description', '  A treat  '],
        ['description', 'x'.repeat(501)],
        ['design', LEFT_OUT],
        ['design', 'neon'],
        ['design', 'gold'],
        ['amounts', LEFT_OUT],
        ['amounts', [10000, 5000, 10000, 2500]],
        ['amounts', [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => n * 1000)],
        ...amountProbes('amounts.0'),
        ['allowCustom', LEFT_OUT],
        ['onlineSellable', LEFT_OUT],
        ['active', LEFT_OUT],
        ['customMin', LEFT_OUT],
        ['customMax', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "name = "  Spa day  " → ok, "Spa day"",
        "name = " A " → name: Give the gift card a name of at least 2 characters",
        "name = "xxxxxxxx…" (81 characters) → name: Use at most 80 characters",
        "name = "xxxxxxxx…" (80 characters) → ok, "xxxxxxxx…" (80 characters)",
        "description = (left out) → ok, """,
        "description = "  A treat  " → ok, "A treat"",
        "description = "xxxxxxxx…" (501 characters) → description: The description can be at most 500 characters",
        "design = (left out) → ok, "classic"",
        "design = "neon" → design: Choose a design",
        "design = "gold" → ok, "gold"",
        "amounts = (left out) → amounts: Offer at least one amount, or let the buyer choose one",
        "amounts = [10000,5000,10000,2500] → ok, [2500,5000,10000]",
        "amounts = [1000,2000,3000,4000,5000,6000,7000,8000,9000] → amounts: Offer at most 8 amounts",
        "amounts.0 = "fifty" → amounts.0: Enter the amount",
        "amounts.0 = 12.5 → amounts.0: The amount is in whole cents",
        "amounts.0 = 499 → amounts.0: The amount is at least 5.00",
        "amounts.0 = 500 → ok, 500",
        "amounts.0 = 500000 → ok, 500000",
        "amounts.0 = 500001 → amounts.0: The amount is at most 5,000.00",
        "allowCustom = (left out) → ok, false",
        "onlineSellable = (left out) → ok, true",
        "active = (left out) → ok, true",
        "customMin = (left out) → ok, 2500",
        "customMax = (left out) → ok, 50000",
      ]
    `);
  });

  it('asks for an amount or a choice, and a range that makes sense', () => {
    const custom = { name: 'Any amount', amounts: [], allowCustom: true };
    expect(
      probe(ZGiftCardProductInput, custom, [
        ...amountProbes('customMin'),
        ...amountProbes('customMax'),
        ['customMin', 60_000],
        ['allowCustom', false],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "customMin = "fifty" → customMin: Enter the smallest custom amount",
        "customMin = 12.5 → customMin: The smallest custom amount is in whole cents",
        "customMin = 499 → customMin: The smallest custom amount is at least 5.00",
        "customMin = 500 → ok, 500",
        "customMin = 500000 → customMax: The largest custom amount is below the smallest",
        "customMin = 500001 → customMin: The smallest custom amount is at most 5,000.00",
        "customMax = "fifty" → customMax: Enter the largest custom amount",
        "customMax = 12.5 → customMax: The largest custom amount is in whole cents",
        "customMax = 499 → customMax: The largest custom amount is at least 5.00",
        "customMax = 500 → customMax: The largest custom amount is below the smallest",
        "customMax = 500000 → ok, 500000",
        "customMax = 500001 → customMax: The largest custom amount is at most 5,000.00",
        "customMin = 60000 → customMax: The largest custom amount is below the smallest",
        "allowCustom = false → amounts: Offer at least one amount, or let the buyer choose one",
      ]
    `);
  });

  it('saves a card for sale for one salon', () => {
    expect(
      probe(ZSaveGiftCardProduct, { orgId: 'salon-1', product: { name: 'Spa', amounts: [5000] } }, [
        ['orgId', ' salon-1 '],
        ['orgId', 'a/b'],
        ['product.name', 'x'],
        ['product', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "orgId = " salon-1 " → ok, "salon-1"",
        "orgId = "a/b" → orgId: Not a salon id",
        "product.name = "x" → product.name: Give the gift card a name of at least 2 characters",
        "product = (left out) → product: Invalid input: expected object, received undefined",
      ]
    `);
  });

  it('reads a code however it is typed, and says what a code looks like', () => {
    const base = { orgId: 'salon-1', code: 'ABCD-EFGH-JKMN-PQRS' };
    expect(
      probe(ZGiftCardLookup, base, [
        ['code', ' abcd efgh jkmn pqrs '],
        ['code', 'abcd-efgh-jkmn-pqro'],
        ['code', 'ABCD-EFGH-JKMN-PQR'],
        ['code', 'ABCD-EFGH-JKMN-PQRU'],
        ['code', 'A'.repeat(41)],
        ['code', 1234],
        ['code', LEFT_OUT],
        ['orgId', 'a/b'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "code = " abcd efgh jkmn pqrs " → ok, "ABCDEFGHJKMNPQRS"",
        "code = "abcd-efgh-jkmn-pqro" → ok, "ABCDEFGHJKMNPQR0"",
        "code = "ABCD-EFGH-JKMN-PQR" → code: That is not a gift card code: it has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS",
        "code = "ABCD-EFGH-JKMN-PQRU" → code: That is not a gift card code: it has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS",
        "code = "AAAAAAAA…" (41 characters) → code: That is not a gift card code",
        "code = 1234 → code: Enter the gift card code",
        "code = (left out) → code: Enter the gift card code",
        "orgId = "a/b" → orgId: Not a salon id",
      ]
    `);
    expect(
      probe(ZDepositGiftCard, { ...base, bookingId: 'booking-1' }, [
        ['bookingId', 'a/b'],
        ['code', 'nope'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "bookingId = "a/b" → bookingId: Not an appointment id",
        "code = "nope" → code: That is not a gift card code: it has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS",
      ]
    `);
  });

  it('keeps a gift card valid for a year or more, or for ever', () => {
    expect(
      probe(ZGiftCardSettings, {}, [
        ['expiryMonths', LEFT_OUT],
        ['expiryMonths', null],
        ['expiryMonths', 'soon'],
        ['expiryMonths', 12.5],
        ['expiryMonths', 11],
        ['expiryMonths', 12],
        ['expiryMonths', 120],
        ['expiryMonths', 121],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "expiryMonths = (left out) → ok, null",
        "expiryMonths = null → ok, null",
        "expiryMonths = "soon" → expiryMonths: Enter a number of months",
        "expiryMonths = 12.5 → expiryMonths: Use whole months",
        "expiryMonths = 11 → expiryMonths: Cards last at least 12 months (many places require five years or more)",
        "expiryMonths = 12 → ok, 12",
        "expiryMonths = 120 → ok, 120",
        "expiryMonths = 121 → expiryMonths: At most 120 months",
      ]
    `);
    expect(
      probe(ZSaveGiftCardSettings, { orgId: 'salon-1' }, [
        ['orgId', 'a/b'],
        ['expiryMonths', 11],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "orgId = "a/b" → orgId: Not a salon id",
        "expiryMonths = 11 → expiryMonths: Cards last at least 12 months (many places require five years or more)",
      ]
    `);
  });

  it('asks a buyer online for who they are and who the card is for', () => {
    const base = {
      orgId: 'salon-1',
      giftCardProductId: 'card-1',
      amount: 5000,
      buyer: { name: 'Ann Buyer', email: 'ann@example.com' },
      idempotencyKey: KEY,
    };
    expect(problem(ZBuyGiftCard, base)).toBe('ok');
    expect(
      probe(ZBuyGiftCard, base, [
        ['giftCardProductId', ' card-1 '],
        ['giftCardProductId', 'a/b'],
        ['amount', 'fifty'],
        ['amount', 12.5],
        ['buyer.name', ' A '],
        ['buyer.name', 'x'.repeat(101)],
        ['buyer.email', 'ann'],
        ['buyer.email', `${'a'.repeat(250)}@b.co`],
        ['recipient', LEFT_OUT],
        ['recipient.email', 'bob@'],
        ['recipient.email', 'bob@example.com'],
        ['recipient.name', 'x'.repeat(101)],
        ['message', LEFT_OUT],
        ['message', 'x'.repeat(301)],
        ['deliverOn', LEFT_OUT],
        ['deliverOn', 'next week'],
        ['deliverOn', '2026-12-24'],
        ['honeypot', LEFT_OUT],
        ['honeypot', 'x'.repeat(201)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "giftCardProductId = " card-1 " → ok, "card-1"",
        "giftCardProductId = "a/b" → giftCardProductId: Not a gift card product id",
        "amount = "fifty" → amount: Choose an amount",
        "amount = 12.5 → amount: Choose an amount",
        "buyer.name = " A " → buyer.name: Enter your name",
        "buyer.name = "xxxxxxxx…" (101 characters) → buyer.name: Enter your name (at most 100 characters)",
        "buyer.email = "ann" → buyer.email: Enter your e-mail address, like name@example.com",
        "buyer.email = "aaaaaaaa…" (255 characters) → buyer.email: Enter your e-mail address (at most 254 characters)",
        "recipient = (left out) → ok, {"name":"","email":""}",
        "recipient.email = "bob@" → recipient.email: Enter a valid e-mail address for the recipient",
        "recipient.email = "bob@example.com" → recipient.name: Enter the recipient’s name",
        "recipient.name = "xxxxxxxx…" (101 characters) → recipient.name: Enter the recipient’s name (at most 100 characters)",
        "message = (left out) → ok, """,
        "message = "xxxxxxxx…" (301 characters) → message: The message can be at most 300 characters",
        "deliverOn = (left out) → ok, """,
        "deliverOn = "next week" → deliverOn: Choose a date",
        "deliverOn = "2026-12-24" → ok, "2026-12-24"",
        "honeypot = (left out) → ok, """,
        "honeypot = "xxxxxxxx…" (201 characters) → honeypot: Too big: expected string to have <=200 characters",
      ]
    `);
    expect(
      problem(ZBuyGiftCard, {
        ...base,
        recipient: { name: 'Bob', email: 'bob@example.com' },
      }),
    ).toBe('ok');
  });

  it('asks the front desk giving a card for the recipient and a real amount', () => {
    const base = {
      orgId: 'salon-1',
      giftCardProductId: 'card-1',
      amount: 5000,
      recipient: { name: 'Bob', email: 'bob@example.com' },
      idempotencyKey: KEY,
    };
    expect(
      probe(ZGiveGiftCard, base, [
        ...amountProbes('amount'),
        ['recipient.name', 'B'],
        ['recipient.name', 'x'.repeat(101)],
        ['recipient.email', 'bob'],
        ['note', 'x'.repeat(201)],
        ['note', LEFT_OUT],
        ['message', 'x'.repeat(301)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "amount = "fifty" → amount: Enter the amount",
        "amount = 12.5 → amount: The amount is in whole cents",
        "amount = 499 → amount: The amount is at least 5.00",
        "amount = 500 → ok, 500",
        "amount = 500000 → ok, 500000",
        "amount = 500001 → amount: The amount is at most 5,000.00",
        "recipient.name = "B" → recipient.name: Enter the recipient’s name",
        "recipient.name = "xxxxxxxx…" (101 characters) → recipient.name: Enter the recipient’s name (at most 100 characters)",
        "recipient.email = "bob" → recipient.email: Enter the recipient’s e-mail address, like name@example.com",
        "note = "xxxxxxxx…" (201 characters) → note: The note can be at most 200 characters",
        "note = (left out) → ok, """,
        "message = "xxxxxxxx…" (301 characters) → message: The message can be at most 300 characters",
      ]
    `);
  });

  it('takes whole cents above zero off a card, no more than a card holds', () => {
    const base = { orgId: 'salon-1', amount: 1500, idempotencyKey: KEY };
    expect(
      probe(ZDebitGiftCard, base, [
        ['amount', 'some'],
        ['amount', 1.5],
        ['amount', 0],
        ['amount', 1],
        ['amount', 500_000],
        ['amount', 500_001],
        ['note', '  for a blow-dry  '],
        ['note', 'x'.repeat(201)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "amount = "some" → amount: Enter an amount",
        "amount = 1.5 → amount: Use whole cents",
        "amount = 0 → amount: Enter an amount above zero",
        "amount = 1 → ok, 1",
        "amount = 500000 → ok, 500000",
        "amount = 500001 → amount: That is more than a gift card holds",
        "note = "  for a blow-dry  " → ok, "for a blow-dry"",
        "note = "xxxxxxxx…" (201 characters) → note: The note can be at most 200 characters",
      ]
    `);
    expect(
      probe(ZIssueGiftCard, { orgId: 'salon-1', paymentId: 'pay-1' }, [
        ['paymentId', ' pay-1 '],
        ['paymentId', 'a/b'],
        ['orgId', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "paymentId = " pay-1 " → ok, "pay-1"",
        "paymentId = "a/b" → paymentId: Not a payment id",
        "orgId = (left out) → orgId: Invalid input: expected string, received undefined",
      ]
    `);
    expect(
      probe(ZGiftCardCancel, { orgId: 'salon-1' }, [
        ['reason', LEFT_OUT],
        ['reason', 'x'.repeat(201)],
        ['orgId', ' salon-1 '],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "reason = (left out) → ok, """,
        "reason = "xxxxxxxx…" (201 characters) → reason: The reason can be at most 200 characters",
        "orgId = " salon-1 " → ok, "salon-1"",
      ]
    `);
    expect(problem(ZGiftCardQuery, { orgId: 'a/b' })).toBe('orgId: Not a salon id');
    expect(problem(ZGiftCardQuery, {})).not.toBe('ok');
  });

  it('names the designs and the states a card can be in', () => {
    expect(
      Object.entries(GIFT_CARD_DESIGN_STYLES).map(
        ([k, v]) => `${k}: ${v.label} ${v.background} ${v.ink} ${v.accent}`,
      ),
    ).toMatchInlineSnapshot(`
      [
        "classic: Classic #f7f3ee #1f1d1b #8a5a3b",
        "blush: Blush #f9e4e7 #3b1d24 #b03a5b",
        "midnight: Midnight #1d2340 #f5f3ff #c9b3ff",
        "botanical: Botanical #e3efe4 #17301c #2f6b3a",
        "gold: Gold #221b10 #fbf3df #d8b45a",
      ]
    `);
    expect(GIFT_CARD_STATUS_LABELS).toEqual({
      active: 'Active',
      used: 'Used up',
      expired: 'Expired',
      cancelled: 'Cancelled',
    });
  });

  it('delivers at once when no day is chosen', () => {
    const now = Date.UTC(2026, 10, 26, 15);
    expect(deliveryInstant('', now, 'America/New_York')).toBe(now);
  });
});
