import { describe, expect, it } from 'vitest';
import {
  RENEW_BEFORE_MS,
  WATCH_MS,
  ZConnectionPreferences,
  googleEventId,
  needsRenewal,
  packStretch,
  unpackStretch,
} from './calendar-connect';

describe('googleEventId', () => {
  it('uses only what Google accepts (0-9, a-v), is stable, and tells bookings apart', () => {
    const id = googleEventId('Bk_9xZ-é');
    expect(id).toMatch(/^[0-9a-v]{5,1024}$/);
    expect(googleEventId('Bk_9xZ-é')).toBe(id);
    expect(googleEventId('bk_9xZ-é')).not.toBe(id);
  });
});

describe('packStretch', () => {
  it('round-trips instants and refuses nonsense', () => {
    const start = Date.UTC(2027, 2, 14, 7);
    expect(unpackStretch(packStretch(start, start + 3_600_000))).toEqual({
      start,
      end: start + 3_600_000,
    });
    expect(unpackStretch('zz')).toBeNull();
    expect(unpackStretch(packStretch(start, start))).toBeNull();
  });
});

describe('renewal', () => {
  it('renews a day before a watch lapses, and Graph’s stay under its 4,230-minute limit', () => {
    const now = Date.UTC(2026, 10, 24);
    expect(needsRenewal(now + RENEW_BEFORE_MS + 1, now)).toBe(false);
    expect(needsRenewal(now + RENEW_BEFORE_MS - 1, now)).toBe(true);
    expect(WATCH_MS.outlook).toBeLessThanOrEqual(4_230 * 60_000);
    expect(WATCH_MS.outlook).toBeGreaterThan(RENEW_BEFORE_MS);
  });
});

describe('ZConnectionPreferences', () => {
  it('takes up to 25 calendars and defaults to none', () => {
    expect(ZConnectionPreferences.parse({ orgId: 'o1', staffId: 's1' })).toEqual({
      orgId: 'o1',
      staffId: 's1',
      busyCalendarIds: [],
      pushCalendarId: null,
    });
    const many = Array.from({ length: 26 }, (_, i) => `c${i}`);
    expect(
      ZConnectionPreferences.safeParse({ orgId: 'o1', staffId: 's1', busyCalendarIds: many }).error
        ?.issues[0]?.message,
    ).toBe('Choose at most 25 calendars');
  });
});
