import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOYALTY_SETTINGS,
  LOYALTY_KIND_LABELS,
  ZLoyaltyAdjust,
  ZLoyaltySettings,
  ZSaveLoyaltySettings,
  inBirthdayMonth,
  loyaltyRulesInWords,
  mostRedeemable,
  pointsEarned,
  pointsFor,
  redemptionProblem,
  rewardValue,
} from './loyalty';
import { memberCartDiscounts, memberServicePricing, releaseUsage } from './memberships';
import { priceCart } from './retail';
import { formatMinorUnits } from './money';
import { LEFT_OUT, probe, problem } from './test-support/probe';

const rules = ZLoyaltySettings.parse({
  enabled: true,
  servicePointsPerUnit: 2,
  productPointsPerUnit: 1,
  redeemStep: 100,
  redeemValue: 500,
});
const usd = (n: number) => formatMinorUnits(n, 'USD');

describe('earning points', () => {
  it('counts whole units of the currency, rounded down', () => {
    expect(pointsFor(4599, 1, 'USD')).toBe(45);
    expect(pointsFor(4599, 2, 'USD')).toBe(91);
    expect(pointsFor(4500, 1, 'JPY')).toBe(4500);
    expect(pointsFor(-100, 1, 'USD')).toBe(0);
  });
  it('services and products at their own rates, nothing while the programme is off', () => {
    expect(pointsEarned(rules, { services: 6000, products: 2550 }, 'USD')).toBe(145);
    expect(pointsEarned({ ...rules, enabled: false }, { services: 6000, products: 0 }, 'USD')).toBe(
      0,
    );
  });
  it('knows the birthday month with or without a year', () => {
    expect(inBirthdayMonth('03-14', '2027-03-01')).toBe(true);
    expect(inBirthdayMonth('1990-03-14', '2027-03-31')).toBe(true);
    expect(inBirthdayMonth('03-14', '2027-04-01')).toBe(false);
    expect(inBirthdayMonth('', '2027-03-01')).toBe(false);
  });
});

describe('redeeming points', () => {
  it('is worth whole steps', () => {
    expect(rewardValue(rules, 250)).toBe(1000);
    expect(mostRedeemable(rules, 730, 1200)).toBe(300);
    expect(mostRedeemable(rules, 730, 100_000)).toBe(700);
  });
  it('refuses odd amounts, more than held, and more than is due', () => {
    expect(redemptionProblem(rules, 150, 500, 5000, usd)).toBe(
      'Points are redeemed in steps of 100.',
    );
    expect(redemptionProblem(rules, 200, 150, 5000, usd)).toBe(
      'The client has 150 points, fewer than 200.',
    );
    expect(redemptionProblem(rules, 300, 500, 900, usd)).toContain('more than the $9 to pay');
    expect(redemptionProblem(rules, 200, 500, 900, usd)).toBeNull();
  });
  it('comes off after the cart discount and never below zero', () => {
    const priced = priceCart(
      [
        { unitPrice: 3000, quantity: 1, taxRate: 10 },
        { unitPrice: 1000, quantity: 1, taxRate: 0 },
      ],
      { cartDiscount: { kind: 'percent', value: 50 }, rewards: 5000 },
    );
    expect(priced).toMatchObject({ discount: 4000, rewards: 2000, total: 0, tax: 0 });
  });
  it('reads as clients see it', () => {
    expect(loyaltyRulesInWords({ ...rules, birthdayBonus: 50 }, 'USD')).toEqual([
      '2 points for every dollar spent on services',
      '1 point for every dollar spent on products',
      '50 points in your birthday month',
      '100 points = $5.00 off',
    ]);
  });
});

describe('membership benefits', () => {
  const plan = {
    planName: 'Club',
    includedServices: [{ serviceId: 'blow', count: 1 }],
    serviceDiscountPercent: 10,
    productDiscountPercent: 20,
    usage: { periodStart: '2027-03-01T00:00:00.000Z', services: {} },
  };
  it('includes a service while the period has one, then gives the discount', () => {
    const two = memberServicePricing(plan, plan.usage, [
      { serviceId: 'blow', price: 4000 },
      { serviceId: 'blow', price: 4000 },
      { serviceId: 'cut', price: 6000 },
    ]);
    expect(two.lines.map((l) => l.price)).toEqual([0, 3600, 5400]);
    expect(two).toMatchObject({ discount: 5000, included: ['blow'] });
    expect(two.usage.services).toEqual({ blow: 1 });
  });
  it('prices a cart: products at the product discount, own appointments only, hand discounts kept', () => {
    const cart = memberCartDiscounts(plan, [
      { kind: 'product', hasDiscount: false },
      { kind: 'product', hasDiscount: true },
      {
        kind: 'appointment',
        hasDiscount: false,
        eligible: true,
        services: [{ serviceId: 'blow', price: 4000 }],
        due: 2000,
      },
      {
        kind: 'appointment',
        hasDiscount: false,
        eligible: false,
        services: [{ serviceId: 'blow', price: 4000 }],
        due: 4000,
      },
    ]);
    expect(cart.discounts).toEqual([
      { kind: 'percent', value: 20 },
      null,
      { kind: 'amount', value: 2000 },
      null,
    ]);
    expect(cart.labels[2]).toBe('Included in Club');
    expect(cart.usage.services).toEqual({ blow: 1 });
  });
  it('gives included services back to their own period only', () => {
    const used = { periodStart: 'p1', services: { blow: 2 } };
    expect(releaseUsage(used, 'p1', ['blow'])).toEqual({
      periodStart: 'p1',
      services: { blow: 1 },
    });
    expect(releaseUsage(used, 'p0', ['blow'])).toBeNull();
  });
});

describe('loyalty rules, edge by edge (what mutation testing showed unguarded)', () => {
  const on = ZLoyaltySettings.parse({ enabled: true, redeemStep: 100, redeemValue: 500 });
  const off = { ...on, enabled: false };
  const dollars = (n: number) => `$${n / 100}`;

  it('lets a client redeem all their points when the bill is big enough', () => {
    expect(redemptionProblem(on, 300, 300, 5000, dollars)).toBeNull();
    expect(mostRedeemable(on, 300, 5000)).toBe(300);
    expect(mostRedeemable(on, 399, 5000)).toBe(300);
  });

  it('refuses points once the salon switched loyalty off, and redeems none', () => {
    expect(redemptionProblem(off, 100, 500, 5000, dollars)).toBe(
      'This salon does not run a loyalty programme.',
    );
    expect(mostRedeemable(off, 500, 5000)).toBe(0);
    expect(pointsEarned(off, { services: 10000, products: 10000 }, 'USD')).toBe(0);
    // Nothing redeemed is never a problem.
    expect(redemptionProblem(off, 0, 0, 0, dollars)).toBeNull();
  });

  it('refuses part steps, more than the balance, and a reward a whole step larger than the bill', () => {
    expect(redemptionProblem(on, 150, 500, 5000, dollars)).toBe(
      'Points are redeemed in steps of 100.',
    );
    expect(redemptionProblem(on, 200, 199, 5000, dollars)).toBe(
      'The client has 199 points, fewer than 200.',
    );
    // 3 steps ($15) on a $6 bill: one step less would still cover it.
    expect(redemptionProblem(on, 300, 500, 600, dollars)).toBe(
      '300 points are worth $15, more than the $6 to pay: redeem fewer.',
    );
    expect(redemptionProblem(on, 200, 500, 600, dollars)).toBeNull();
    // 2 steps on a $5.01 bill: the second step is needed.
    expect(redemptionProblem(on, 200, 500, 501, dollars)).toBeNull();
    expect(redemptionProblem(on, 100, 500, 500, dollars)).toBeNull();
    expect(redemptionProblem(on, 200, 500, 500, dollars)).not.toBeNull();
  });

  it('caps what can be redeemed by the bill, in whole steps, and nothing on nothing due', () => {
    expect(mostRedeemable(on, 1000, 501)).toBe(200);
    expect(mostRedeemable(on, 1000, 500)).toBe(100);
    expect(mostRedeemable(on, 1000, 0)).toBe(0);
    expect(rewardValue(on, 250)).toBe(1000);
  });

  it('earns whole points per whole unit, at each rate, rounding down', () => {
    const rates = { ...on, servicePointsPerUnit: 2, productPointsPerUnit: 1 };
    expect(pointsEarned(rates, { services: 1099, products: 550 }, 'USD')).toBe(21 + 5);
    expect(pointsFor(0, 5, 'USD')).toBe(0);
    expect(pointsFor(1000, 0, 'USD')).toBe(0);
    expect(pointsFor(-500, 1, 'USD')).toBe(0);
    expect(pointsFor(1000, 1, 'JPY')).toBe(1000);
  });

  it('finds the birthday month in either form', () => {
    expect(inBirthdayMonth('03-14', '2027-03-01')).toBe(true);
    expect(inBirthdayMonth('1990-03-14', '2027-03-31')).toBe(true);
    expect(inBirthdayMonth('1990-03-14', '2027-04-14')).toBe(false);
    expect(inBirthdayMonth('', '2027-03-14')).toBe(false);
  });

  it('keeps each setting in its range', () => {
    const ok = (s: object) => ZLoyaltySettings.safeParse(s).success;
    expect(ok({ redeemStep: 0 })).toBe(false);
    expect(ok({ redeemValue: 0 })).toBe(false);
    expect(ok({ servicePointsPerUnit: 101 })).toBe(false);
    expect(ok({ birthdayBonus: 100_000, referralBonus: 100_000, redeemValue: 100_000 })).toBe(true);
    expect(ok({ surprise: 1 })).toBe(false);
  });
});

describe('loyalty rules in words and by hand', () => {
  const base = ZLoyaltySettings.parse({ enabled: true });
  it('says each rule a client can earn by, and nothing when loyalty is off', () => {
    expect(loyaltyRulesInWords({ ...base, enabled: false }, 'USD')).toEqual([]);
    expect(loyaltyRulesInWords(base, 'USD')).toEqual([
      '1 point for every dollar spent',
      '100 points = $5.00 off',
    ]);
    expect(
      loyaltyRulesInWords(
        { ...base, servicePointsPerUnit: 0, productPointsPerUnit: 0, referralBonus: 200 },
        'EUR',
      ),
    ).toEqual([
      '200 points when a friend you referred has their first visit',
      '100 points = €5.00 off',
    ]);
    expect(
      loyaltyRulesInWords({ ...base, servicePointsPerUnit: 3, productPointsPerUnit: 0 }, 'EUR'),
    ).toEqual(['3 points for every 1 EUR spent on services', '100 points = €5.00 off']);
    expect(
      loyaltyRulesInWords({ ...base, servicePointsPerUnit: 0, productPointsPerUnit: 2 }, 'USD'),
    ).toEqual(['2 points for every dollar spent on products', '100 points = $5.00 off']);
  });
  it('takes a reward of a single point, and none of zero', () => {
    expect(ZLoyaltySettings.safeParse({ redeemStep: 1 }).success).toBe(true);
    expect(ZLoyaltySettings.safeParse({ redeemStep: 0 }).error?.issues[0]?.message).toBe(
      'A reward takes at least 1 point',
    );
  });
  it('redeems nothing against a bill of nothing or less', () => {
    expect(mostRedeemable(base, 1000, -100)).toBe(0);
    expect(mostRedeemable(base, 1000, 1)).toBe(100);
  });
  it('refuses a hand adjustment of zero points, and takes one either way', () => {
    const adjust = (points: number) =>
      ZLoyaltyAdjust.safeParse({
        orgId: 'nova',
        clientId: 'c1',
        points,
        reason: 'Welcome gift',
        idempotencyKey: 'adjust-0001-abcdef',
      });
    expect(adjust(0).error?.issues[0]?.message).toBe('Enter points to add or take off');
    expect(adjust(50).success).toBe(true);
    expect(adjust(-50).success).toBe(true);
  });
});

describe('what the loyalty screens tell a person, field by field', () => {
  const numberProbes = (field: string, max: number) =>
    [
      [field, 'ten'],
      [field, 1.5],
      [field, -1],
      [field, max + 1],
      [field, max],
      [field, LEFT_OUT],
    ] as const;

  it('explains each wrong rule and fills in the defaults of the rules left out', () => {
    expect(
      probe(ZLoyaltySettings, {}, [
        ['enabled', LEFT_OUT],
        ['enabled', 'yes'],
        ...numberProbes('servicePointsPerUnit', 100),
        ...numberProbes('productPointsPerUnit', 100),
        ...numberProbes('birthdayBonus', 100_000),
        ...numberProbes('referralBonus', 100_000),
        ...numberProbes('redeemStep', 100_000),
        ['redeemStep', 0],
        ['redeemStep', 1],
        ...numberProbes('redeemValue', 100_000),
        ['redeemValue', 0],
        ['surprise', 1],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "enabled = (left out) → ok, false",
        "enabled = "yes" → enabled: Invalid input: expected boolean, received string",
        "servicePointsPerUnit = "ten" → servicePointsPerUnit: Enter the points per unit spent on services",
        "servicePointsPerUnit = 1.5 → servicePointsPerUnit: The points per unit spent on services is a whole number of points",
        "servicePointsPerUnit = -1 → servicePointsPerUnit: The points per unit spent on services is at least 0",
        "servicePointsPerUnit = 101 → servicePointsPerUnit: The points per unit spent on services is at most 100",
        "servicePointsPerUnit = 100 → ok, 100",
        "servicePointsPerUnit = (left out) → ok, 1",
        "productPointsPerUnit = "ten" → productPointsPerUnit: Enter the points per unit spent on products",
        "productPointsPerUnit = 1.5 → productPointsPerUnit: The points per unit spent on products is a whole number of points",
        "productPointsPerUnit = -1 → productPointsPerUnit: The points per unit spent on products is at least 0",
        "productPointsPerUnit = 101 → productPointsPerUnit: The points per unit spent on products is at most 100",
        "productPointsPerUnit = 100 → ok, 100",
        "productPointsPerUnit = (left out) → ok, 1",
        "birthdayBonus = "ten" → birthdayBonus: Enter the birthday bonus",
        "birthdayBonus = 1.5 → birthdayBonus: The birthday bonus is a whole number of points",
        "birthdayBonus = -1 → birthdayBonus: The birthday bonus is at least 0",
        "birthdayBonus = 100001 → birthdayBonus: The birthday bonus is at most 100,000",
        "birthdayBonus = 100000 → ok, 100000",
        "birthdayBonus = (left out) → ok, 0",
        "referralBonus = "ten" → referralBonus: Enter the referral bonus",
        "referralBonus = 1.5 → referralBonus: The referral bonus is a whole number of points",
        "referralBonus = -1 → referralBonus: The referral bonus is at least 0",
        "referralBonus = 100001 → referralBonus: The referral bonus is at most 100,000",
        "referralBonus = 100000 → ok, 100000",
        "referralBonus = (left out) → ok, 0",
        "redeemStep = "ten" → redeemStep: Enter the points per reward",
        "redeemStep = 1.5 → redeemStep: The points per reward is a whole number of points",
        "redeemStep = -1 → redeemStep: The points per reward is at least 0",
        "redeemStep = 100001 → redeemStep: The points per reward is at most 100,000",
        "redeemStep = 100000 → ok, 100000",
        "redeemStep = (left out) → ok, 100",
        "redeemStep = 0 → redeemStep: A reward takes at least 1 point",
        "redeemStep = 1 → ok, 1",
        "redeemValue = "ten" → redeemValue: Enter what a reward is worth",
        "redeemValue = 1.5 → redeemValue: Enter the value in whole minor units",
        "redeemValue = -1 → redeemValue: A reward is worth something",
        "redeemValue = 100001 → redeemValue: A reward is worth at most 1,000.00",
        "redeemValue = 100000 → ok, 100000",
        "redeemValue = (left out) → ok, 500",
        "redeemValue = 0 → redeemValue: A reward is worth something",
        "surprise = 1 → (whole): Unrecognized key: "surprise"",
      ]
    `);
  });

  it('starts a salon on rules that give nothing away until they are switched on', () => {
    expect(DEFAULT_LOYALTY_SETTINGS).toEqual({
      enabled: false,
      servicePointsPerUnit: 1,
      productPointsPerUnit: 1,
      birthdayBonus: 0,
      referralBonus: 0,
      redeemStep: 100,
      redeemValue: 500,
    });
  });

  it('saves rules for one salon, named by a trimmed id', () => {
    expect(
      probe(ZSaveLoyaltySettings, { orgId: 'salon-1', settings: {} }, [
        ['orgId', ' salon-1 '],
        ['orgId', 'a/b'],
        ['orgId', LEFT_OUT],
        ['settings', LEFT_OUT],
        ['settings.redeemValue', 0],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "orgId = " salon-1 " → ok, "salon-1"",
        "orgId = "a/b" → orgId: Not a salon id",
        "orgId = (left out) → orgId: Invalid input: expected string, received undefined",
        "settings = (left out) → settings: Invalid input: expected object, received undefined",
        "settings.redeemValue = 0 → settings.redeemValue: A reward is worth something",
      ]
    `);
  });

  it('asks a hand adjustment for whole points, a reason and a key', () => {
    const base = {
      orgId: 'salon-1',
      clientId: 'client-1',
      points: 50,
      reason: 'Welcome gift',
      idempotencyKey: 'adjust-0001-abcdef',
    };
    expect(problem(ZLoyaltyAdjust, base)).toBe('ok');
    expect(
      probe(ZLoyaltyAdjust, base, [
        ['clientId', ' client-1 '],
        ['clientId', 'a/b'],
        ['points', 'many'],
        ['points', 1.5],
        ['points', 0],
        ['points', -1_000_000],
        ['points', -1_000_001],
        ['points', 1_000_001],
        ['reason', '  ok  '],
        ['reason', '  Welcome gift  '],
        ['reason', 'x'.repeat(201)],
        ['reason', 'x'.repeat(200)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "clientId = " client-1 " → ok, "client-1"",
        "clientId = "a/b" → clientId: Not a client id",
        "points = "many" → points: Enter the points",
        "points = 1.5 → points: Use whole points",
        "points = 0 → points: Enter points to add or take off",
        "points = -1000000 → ok, -1000000",
        "points = -1000001 → points: Too many points",
        "points = 1000001 → points: Too many points",
        "reason = "  ok  " → reason: Say why, in a few words",
        "reason = "  Welcome gift  " → ok, "Welcome gift"",
        "reason = "xxxxxxxx…" (201 characters) → reason: At most 200 characters",
        "reason = "xxxxxxxx…" (200 characters) → ok, "xxxxxxxx…" (200 characters)",
      ]
    `);
  });

  it('names every kind of points movement on the client card', () => {
    expect(LOYALTY_KIND_LABELS).toEqual({
      earned: 'Earned',
      redeemed: 'Redeemed',
      birthday: 'Birthday bonus',
      referral: 'Referral bonus',
      adjusted: 'Adjusted by the salon',
      returned: 'Taken back for a return',
      merged: 'Moved from a merged record',
      restored: 'Given back for a cancelled appointment',
    });
  });

  it('earns nothing on nothing spent or at a rate of nothing', () => {
    expect(pointsFor(0, 2, 'USD')).toBe(0);
    expect(pointsFor(-500, 2, 'USD')).toBe(0);
    expect(pointsFor(10_00, 0, 'USD')).toBe(0);
    expect(pointsFor(10_00, -1, 'USD')).toBe(0);
    expect(pointsFor(10_00, 2, 'USD')).toBe(20);
  });
});
