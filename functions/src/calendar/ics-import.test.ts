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

describe('hostile files', () => {
  const calendar = (...events: string[][]) =>
    [
      'BEGIN:VCALENDAR',
      ...events.flatMap((e) => ['BEGIN:VEVENT', ...e, 'END:VEVENT']),
      'END:VCALENDAR',
    ].join('\r\n');
  const meeting = ['UID:ok', 'DTSTART:20270310T150000Z', 'DTEND:20270310T160000Z'];
  const timed = (text: string) => {
    const started = performance.now();
    const reading = readIcs(text, window, TZ, '');
    return { reading, ms: performance.now() - started };
  };

  it('leaves out an event that starts in the year 10007 and repeats every second, at once', () => {
    // The seven lines that kept ical.js busy until the function timed out.
    const { reading, ms } = timed(
      calendar(
        [
          'UID:x',
          'DTSTART:99999999T999999Z',
          'DTEND:20260101T100000Z',
          'RRULE:FREQ=SECONDLY;COUNT=100000000',
        ],
        meeting,
      ),
    );
    expect(ms).toBeLessThan(1000);
    expect(reading.busy).toBe(1);
    expect(reading.warnings).toEqual([
      '1 event has a date we cannot read (an impossible date, a year before 1900 or after 2200, or an end before the start); it was left out.',
    ]);
  });

  it('leaves out repeats every second or minute, however sane their dates', () => {
    const { reading, ms } = timed(
      calendar(
        [
          'UID:s',
          'DTSTART:19000101T090000Z',
          'DTEND:19000101T100000Z',
          'RRULE:FREQ=SECONDLY;COUNT=100000000',
        ],
        ['UID:m', 'DTSTART:20270301T090000Z', 'DTEND:20270301T091000Z', 'RRULE:FREQ=MINUTELY'],
      ),
    );
    expect(ms).toBeLessThan(1000);
    expect(reading.busy).toBe(0);
    expect(reading.warnings).toEqual([
      '2 events repeat every second or minute; they were left out.',
    ]);
  });

  it('leaves out an unreadable end, an end before the start, a far UNTIL and a year-long event', () => {
    const { reading } = timed(
      calendar(
        ['UID:a', 'DTSTART:20270310T090000Z', 'DTEND:garbage'],
        ['UID:b', 'DTSTART:20270310T090000Z', 'DTEND:20270309T090000Z'],
        [
          'UID:c',
          'DTSTART:20270310T090000Z',
          'DTEND:20270310T100000Z',
          'RRULE:FREQ=DAILY;UNTIL=99991231T000000Z',
        ],
        ['UID:d', 'DTSTART:20270310T090000Z', 'DURATION:P9999W'],
        meeting,
      ),
    );
    expect(reading.busy).toBe(1);
    expect(reading.warnings).toEqual([
      '3 events have dates we cannot read (an impossible date, a year before 1900 or after 2200, or an end before the start); they were left out.',
      '1 event lasts more than 400 days; it was left out.',
    ]);
  });

  it('gives up cleanly, in words, when reading takes longer than its budget', () => {
    let clock = 0;
    // Every look at the clock is a second later: the budget of 4 s runs out on the fifth event.
    const now = () => (clock += 1000);
    const many = Array.from({ length: 10 }, (_, i) => [
      `UID:e${i}`,
      'DTSTART:20270310T090000Z',
      'DTEND:20270310T100000Z',
    ]);
    expect(() => readIcs(calendar(...many), window, TZ, '', { now })).toThrow(
      new IcsProblem(
        'This calendar takes too long to read (over 4 seconds). Export a shorter range, or remove events that repeat very often.',
      ),
    );
  });
});
