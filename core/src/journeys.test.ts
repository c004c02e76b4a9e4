import { describe, expect, it } from 'vitest';
import {
  ZJourneySettings,
  dueEpisode,
  enrolmentKey,
  isLastMinute,
  journeyGuard,
  slowDays,
  type JourneyClient,
} from './journeys';

const DAY = 86_400_000;
const NY = 'America/New_York';
const NOW = Date.parse('2026-11-26T15:00:00Z');
const settings = ZJourneySettings.parse({ enabled: true });

const client = (over: Partial<JourneyClient> = {}): JourneyClient => ({
  id: 'ana',
  birthday: '1990-11-26',
  lastVisitAt: NOW - 100 * DAY,
  lastServiceId: 'svc-cut',
  rebookDays: null,
  hasUpcoming: false,
  unsubscribed: false,
  lastMarketingAt: null,
  ...over,
});

describe('which clients a journey is due for', () => {
  it('wins back a client 100 days lapsed, once per lapse, and not after 15 weeks', () => {
    const episode = dueEpisode('win_back', client(), settings, NOW, NY);
    expect(episode).toBe('lapsed-since-2026-08-18');
    // The next morning is the same episode: its enrolment key does not change.
    expect(dueEpisode('win_back', client(), settings, NOW + DAY, NY)).toBe(episode);
    expect(dueEpisode('win_back', client(), settings, NOW + 6 * DAY, NY)).toBeNull();
    expect(
      dueEpisode('win_back', client({ lastVisitAt: NOW - 99 * DAY }), settings, NOW, NY),
    ).toBeNull();
  });

  it('reminds to book after the service’s own interval, else the journey’s', () => {
    expect(
      dueEpisode('rebook_reminder', client({ lastVisitAt: NOW - 42 * DAY }), settings, NOW, NY),
    ).toBe('after-2026-10-15');
    expect(
      dueEpisode(
        'rebook_reminder',
        client({ lastVisitAt: NOW - 42 * DAY, rebookDays: 28 }),
        settings,
        NOW,
        NY,
      ),
    ).toBeNull();
  });

  it('greets a birthday on the day in the salon’s zone, once a year', () => {
    expect(dueEpisode('birthday', client(), settings, NOW, NY)).toBe('birthday-2026');
    // 02:00 UTC on the 27th is still the 26th in New York.
    expect(dueEpisode('birthday', client(), settings, Date.parse('2026-11-27T02:00:00Z'), NY)).toBe(
      'birthday-2026',
    );
    expect(dueEpisode('birthday', client({ birthday: '11-27' }), settings, NOW, NY)).toBeNull();
    expect(enrolmentKey('j1', 'ana', 'birthday-2026')).toBe('j1~ana~birthday-2026');
  });
});

describe('the guard on every journey message', () => {
  it.each([
    ['may go', {}, 'win_back', null],
    ['not within 7 days of the last', { lastMarketingAt: NOW - 3 * DAY }, 'win_back', 'capped'],
    ['a birthday despite the cap', { lastMarketingAt: NOW - 3 * DAY }, 'birthday', null],
    ['not to a client already booked', { hasUpcoming: true }, 'win_back', 'booked'],
    ['not to one unsubscribed', { unsubscribed: true }, 'birthday', 'unsubscribed'],
    ['not to one unseen for over a year', { lastVisitAt: NOW - 400 * DAY }, 'win_back', 'dormant'],
  ] as const)('%s', (_name, over, kind, expected) => {
    expect(journeyGuard(client(over), NOW, kind)).toBe(expected);
  });
});

describe('slow days and last-minute openings', () => {
  it('finds the days of the next week more than half free', () => {
    expect(
      slowDays(
        [
          { date: '2026-11-26', freeMinutes: 500, workingMinutes: 540 },
          { date: '2026-11-27', freeMinutes: 300, workingMinutes: 540 },
          { date: '2026-11-28', freeMinutes: 270, workingMinutes: 540 },
          { date: '2026-11-30', freeMinutes: 0, workingMinutes: 0 },
          { date: '2026-12-04', freeMinutes: 500, workingMinutes: 540 },
        ],
        '2026-11-26',
      ),
    ).toEqual(['2026-11-27']);
  });

  it('counts a cancellation inside 48 hours of the start as last-minute', () => {
    expect(isLastMinute(NOW + 47 * 3_600_000, NOW)).toBe(true);
    expect(isLastMinute(NOW + 49 * 3_600_000, NOW)).toBe(false);
  });
});
