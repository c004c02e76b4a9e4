import { describe, expect, it } from 'vitest';
import {
  ZAudience,
  attribute,
  capAllows,
  countAudience,
  meets,
  outsideQuietHours,
  smsSegments,
  type ClientFacts,
} from './marketing';

const NOW = Date.parse('2026-11-26T15:00:00Z');
const DAY = 86_400_000;

const client = (over: Partial<ClientFacts> = {}): ClientFacts => ({
  id: 'c',
  email: 'ana@mail.test',
  phone: '+12125550100',
  birthday: '1990-03-14',
  tags: ['colour'],
  createdAt: NOW - 400 * DAY,
  lastVisitAt: NOW - 120 * DAY,
  consent: { email: true, sms: true },
  unsubscribed: { email: false, sms: false },
  serviceIds: new Set(['svc-cut']),
  categories: new Set(['Cuts']),
  staffIds: new Set(['leo']),
  spent: 20_000,
  membership: 'none',
  giftCardBalance: 0,
  ...over,
});

describe('audience conditions', () => {
  it.each([
    [{ kind: 'lapsed', days: 100 }, {}, true],
    [{ kind: 'lapsed', days: 150 }, {}, false],
    [{ kind: 'lapsed', days: 100 }, { lastVisitAt: null }, false],
    [{ kind: 'lapsed', days: 100, includeNever: true }, { lastVisitAt: null }, true],
    [{ kind: 'service', serviceId: 'svc-cut' }, {}, true],
    [{ kind: 'service', category: 'Colour' }, {}, false],
    [{ kind: 'staff', staffId: 'leo' }, {}, true],
    [{ kind: 'spend', atLeast: 20_000, days: 90 }, {}, true],
    [{ kind: 'spend', atLeast: 20_001, days: 90 }, {}, false],
    [{ kind: 'birthday', month: 3 }, {}, true],
    [{ kind: 'birthday', month: 3 }, { birthday: '03-14' }, true],
    [{ kind: 'birthday', month: 4 }, {}, false],
    [{ kind: 'membership', status: 'active' }, {}, false],
    [{ kind: 'giftCard' }, { giftCardBalance: 500 }, true],
    [{ kind: 'new', days: 30 }, { createdAt: NOW - 10 * DAY }, true],
    [{ kind: 'tag', tag: 'colour' }, {}, true],
  ] as const)('%j on %j: %s', (condition, over, expected) => {
    const [cond] = ZAudience.parse({ conditions: [condition] }).conditions;
    expect(meets(client(over), cond!, NOW)).toBe(expected);
  });

  it('counts who is included on the channels, and who is left out and why', () => {
    const clients = [
      client({ id: 'a' }),
      client({ id: 'b', consent: { email: false, sms: false } }),
      client({
        id: 'c2',
        unsubscribed: { email: true, sms: false },
        consent: { email: true, sms: false },
      }),
      client({ id: 'd', email: '' }),
      client({ id: 'e', lastVisitAt: NOW - 5 * DAY }),
    ];
    const audience = ZAudience.parse({ conditions: [{ kind: 'lapsed', days: 100 }] });
    expect(countAudience(clients, audience, ['email'], NOW)).toEqual({
      matching: 4,
      included: ['a'],
      leftOut: { noConsent: 1, unsubscribed: 1, noAddress: 1 },
    });
    // With SMS too, a client open on either channel is included.
    expect(countAudience(clients, audience, ['email', 'sms'], NOW).included).toEqual(['a', 'd']);
  });
});

describe('when a message may go', () => {
  const NY = 'America/New_York';
  it.each([
    ['during the day, at once', '2026-11-26T15:00:00Z', '2026-11-26T15:00:00Z'],
    ['at 21:30, the next morning at 9:00', '2026-11-27T02:30:00Z', '2026-11-27T14:00:00Z'],
    ['at 6:00, at 9:00 that morning', '2026-11-26T11:00:00Z', '2026-11-26T14:00:00Z'],
    // 21:00 EDT on Saturday 31 October; the clocks go back overnight: 9:00 EST is 14:00 UTC.
    ['across the clocks going back', '2026-11-01T01:00:00Z', '2026-11-01T14:00:00Z'],
    // 22:00 EST on Saturday 13 March; the clocks go forward overnight: 9:00 EDT is 13:00 UTC.
    ['across the clocks going forward', '2027-03-14T03:00:00Z', '2027-03-14T13:00:00Z'],
  ])('%s', (_name, at, expected) => {
    expect(new Date(outsideQuietHours(Date.parse(at), NY)).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });

  it('sends at most one marketing message a week, birthdays aside', () => {
    expect(capAllows(null, NOW)).toBe(true);
    expect(capAllows(NOW - 6 * DAY, NOW)).toBe(false);
    expect(capAllows(NOW - 7 * DAY, NOW)).toBe(true);
    expect(capAllows(NOW - DAY, NOW, true)).toBe(true);
  });
});

describe('SMS segments', () => {
  it.each([
    ['a', 'GSM-7', 1, 1],
    ['x'.repeat(160), 'GSM-7', 160, 1],
    ['x'.repeat(161), 'GSM-7', 161, 2],
    ['€'.repeat(80), 'GSM-7', 160, 1],
    ['Olá 😊', 'UCS-2', 6, 1],
    ['ç'.repeat(71), 'UCS-2', 71, 2],
  ] as const)('%s', (text, encoding, units, segments) => {
    expect(smsSegments(text)).toEqual({ encoding, units, segments });
  });
});

describe('attribution', () => {
  const touches = [
    { source: 'winback', clientId: 'a', sentAt: NOW - 10 * DAY },
    { source: 'promo', clientId: 'a', sentAt: NOW - 3 * DAY },
    { source: 'promo', clientId: 'b', sentAt: NOW - 9 * DAY },
  ];
  it('credits a booking to the last message within 7 days, and none after', () => {
    const result = attribute(touches, [
      { bookingId: 'b1', clientId: 'a', bookedAt: NOW, revenue: 6_500 },
      // Booked 8 days after the message: not credited.
      { bookingId: 'b2', clientId: 'b', bookedAt: NOW - DAY, revenue: 9_000 },
      // Booked before the last message: credited to the one before it.
      { bookingId: 'b3', clientId: 'a', bookedAt: NOW - 5 * DAY, revenue: 4_000 },
    ]);
    expect(Object.fromEntries(result)).toEqual({
      promo: { bookings: 1, revenue: 6_500, bookingIds: ['b1'] },
      winback: { bookings: 1, revenue: 4_000, bookingIds: ['b3'] },
    });
  });
});
