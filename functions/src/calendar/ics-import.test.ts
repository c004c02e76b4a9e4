// Reading .ics fixtures written the way Google and Exchange export them:
// weekly repeats with an exception and a moved occurrence, a daily repeat
// across the spring change, all-day events (busy and free), UTC, floating
// and Windows-named zones, cancelled events, our own bookings read back,
// a zone nobody knows, and a file that is not a calendar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@chairside/core/zoned-time';
import { IcsProblem, readIcs } from './ics-import';

const TZ = 'America/New_York';
const fixture = (name: string) =>
  readFileSync(join(__dirname, '../../../tests/fixtures/calendar', name), 'utf8');
const at = (date: string, time: string) => zonedInstant(date, time, TZ);
const window = { from: at('2027-03-01', '00:00'), to: at('2027-05-01', '00:00') };
const local = (ms: number) => new Date(ms).toLocaleString('sv-SE', { timeZone: TZ }).slice(0, 16);

describe('a Google export', () => {
  const reading = readIcs(fixture('google-personal.ics'), window, TZ, '@chairside.test');
  const spans = reading.stretches.map((s) => `${local(s.start)} → ${local(s.end)}`);

  it('expands the weekly repeat without its excluded date, with the moved one at its new time', () => {
    expect(spans.filter((s) => s.endsWith('10:30'))).toEqual([
      '2027-03-10 09:00 → 2027-03-10 10:30',
      '2027-03-17 09:00 → 2027-03-17 10:30',
      '2027-04-07 09:00 → 2027-04-07 10:30',
    ]);
    expect(spans).toContain('2027-03-31 12:00 → 2027-03-31 13:30');
    expect(spans.some((s) => s.startsWith('2027-03-24'))).toBe(false);
  });

  it('keeps 8:00 local on both sides of the spring change', () => {
    expect(spans.filter((s) => s.includes(' 08:00 → '))).toEqual([
      '2027-03-12 08:00 → 2027-03-12 09:00',
      '2027-03-13 08:00 → 2027-03-13 09:00',
      '2027-03-14 08:00 → 2027-03-14 09:00',
      '2027-03-15 08:00 → 2027-03-15 09:00',
    ]);
    const [before, after] = reading.stretches.filter((s) =>
      ['2027-03-13', '2027-03-14'].includes(local(s.start).slice(0, 10)),
    );
    expect(new Date(before!.start).getUTCHours()).toBe(13);
    expect(new Date(after!.start).getUTCHours()).toBe(12);
  });

  it('an all-day event is busy for whole local days; a free one is not busy', () => {
    expect(spans).toContain('2027-03-18 00:00 → 2027-03-20 00:00');
    expect(spans.some((s) => s.startsWith('2027-03-15 00:00'))).toBe(false);
  });

  it('reads UTC and floating times, and leaves out cancelled events and our own bookings', () => {
    expect(spans).toContain('2027-03-22 11:00 → 2027-03-22 12:00');
    expect(spans).toContain('2027-03-23 14:00 → 2027-03-23 15:00');
    expect(spans.some((s) => s.startsWith('2027-03-25'))).toBe(false);
    expect(spans.some((s) => s.startsWith('2027-03-26'))).toBe(false);
    expect(reading.warnings).toEqual([]);
    expect(reading.events).toBe(8);
  });

  it('only the window counts', () => {
    const april = readIcs(
      fixture('google-personal.ics'),
      { from: at('2027-04-01', '00:00'), to: at('2027-04-30', '00:00') },
      TZ,
      '@chairside.test',
    );
    expect(april.stretches.map((s) => local(s.start))).toEqual(['2027-04-07 09:00']);
  });
});

describe('an Exchange export', () => {
  it('reads Windows zone names through the file’s own VTIMEZONE, and says which events it left out', () => {
    const reading = readIcs(fixture('outlook-exchange.ics'), window, TZ, '@chairside.test');
    expect(reading.stretches.map((s) => `${local(s.start)} → ${local(s.end)}`)).toEqual([
      '2027-03-11 16:00 → 2027-03-11 17:00',
      '2027-03-18 16:00 → 2027-03-18 17:00',
    ]);
    expect(reading.warnings).toEqual([
      '1 event uses a time zone we do not know (Mars/Olympus_Mons); it was left out.',
    ]);
  });
});

describe('bad files', () => {
  it('refuses what is not a calendar, and a broken one, in words', () => {
    expect(() => readIcs('Name,Email\nLeo,leo@x', window, TZ, '')).toThrow(
      new IcsProblem('This is not an iCalendar (.ics) file: it has no BEGIN:VCALENDAR.'),
    );
    expect(() => readIcs(fixture('malformed.ics'), window, TZ, '')).toThrow(IcsProblem);
  });

  it('reads a file with a byte-order mark', () => {
    const reading = readIcs(`\uFEFF${fixture('google-personal.ics')}`, window, TZ, '');
    expect(reading.events).toBe(8);
  });
});
