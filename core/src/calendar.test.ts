import { describe, expect, it } from 'vitest';
import {
  ZProcessIcal,
  allDayStretch,
  foldLine,
  nextFetchAfter,
  offsetChanges,
  refold,
  stretchesByDate,
  stretchesKey,
  utf8Length,
} from './calendar';

const bytes = utf8Length;

describe('folding iCalendar lines', () => {
  it('counts octets as UTF-8 does', () => {
    expect([utf8Length('a'), utf8Length('é'), utf8Length('✂'), utf8Length('😀')]).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('keeps every physical line within 75 octets, the continuation’s space included', () => {
    const line = `DESCRIPTION:${'Balayage ✂️ für Zoë — 髪を切る '.repeat(12)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(5);
    for (const p of physical) expect(bytes(p)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    // Unfolding gives the line back, character for character: nothing was split.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a multi-byte character at the boundary', () => {
    // 73 ASCII octets, then a 4-octet emoji that would straddle octet 75.
    const line = `${'X'.repeat(73)}😀tail`;
    const [first, second] = foldLine(line).split('\r\n');
    expect(first).toBe('X'.repeat(73));
    expect(second).toBe(' 😀tail');
  });

  it('leaves short lines alone and refolds a whole calendar with CRLF', () => {
    expect(foldLine('SUMMARY:Cut')).toBe('SUMMARY:Cut');
    const text = refold(`BEGIN:VCALENDAR\nSUMMARY:${'é'.repeat(50)}\nEND:VCALENDAR\n`);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => bytes(l) <= 75)).toBe(true);
  });
});

describe('time zone changes', () => {
  it('finds New York’s 2027 changes to the minute', () => {
    const changes = offsetChanges('America/New_York', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1));
    expect(changes).toEqual([
      { at: Date.UTC(2027, 2, 14, 7), from: -300, to: -240 },
      { at: Date.UTC(2027, 10, 7, 6), from: -240, to: -300 },
    ]);
  });

  it('finds none where the clocks never change', () => {
    expect(offsetChanges('Asia/Tokyo', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1))).toEqual([]);
  });
});

describe('busy time by date', () => {
  const TZ = 'America/New_York';
  it('puts a stretch across midnight on both dates and merges overlaps', () => {
    const late = { start: Date.UTC(2027, 2, 6, 3), end: Date.UTC(2027, 2, 6, 6) }; // 22:00–01:00 local
    const overlap = { start: Date.UTC(2027, 2, 6, 4), end: Date.UTC(2027, 2, 6, 5) };
    const byDate = stretchesByDate([late, overlap], TZ, '2027-03-01', '2027-03-31');
    expect([...byDate.keys()]).toEqual(['2027-03-05', '2027-03-06']);
    expect(byDate.get('2027-03-05')).toEqual([late]);
  });

  it('keeps only the dates of the window', () => {
    const day = allDayStretch('2027-02-27', '2027-03-03', TZ);
    const byDate = stretchesByDate([day], TZ, '2027-03-01', '2027-03-01');
    expect([...byDate.keys()]).toEqual(['2027-03-01']);
  });

  it('an all-day event on the spring-forward day lasts 23 hours', () => {
    const s = allDayStretch('2027-03-14', '2027-03-15', TZ);
    expect((s.end - s.start) / 3_600_000).toBe(23);
  });

  it('fingerprints differ when the stretches do', () => {
    const a = [{ start: 1, end: 2 }];
    expect(stretchesKey(a)).toBe(stretchesKey([{ start: 1, end: 2 }]));
    expect(stretchesKey(a)).not.toBe(stretchesKey([{ start: 1, end: 3 }]));
    expect(stretchesKey([])).toBe('0:' + (0x811c9dc5).toString(36));
  });
});

describe('inputs', () => {
  it('reads webcal addresses as https, and refuses what is not a calendar address', () => {
    const ok = ZProcessIcal.parse({
      orgId: 'org1',
      staffId: 'leo',
      url: ' webcal://calendar.example.com/u/abc/basic.ics ',
    });
    expect(ok.url).toBe('https://calendar.example.com/u/abc/basic.ics');
    const bad = ZProcessIcal.safeParse({ orgId: 'org1', staffId: 'leo', url: 'ftp://x/y.ics' });
    expect(bad.error?.issues[0]?.message).toBe(
      'Use the calendar’s full address, starting with https:// or webcal://',
    );
  });

  it('fetches every half hour, backing off to at most 12 hours after failures', () => {
    expect(nextFetchAfter(0, 0)).toBe(30 * 60_000);
    expect(nextFetchAfter(0, 2)).toBe(120 * 60_000);
    expect(nextFetchAfter(0, 10)).toBe(12 * 3_600_000);
  });
});
