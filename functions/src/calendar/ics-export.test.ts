// The subscribed feed read back by an independent reader (ical.js with the
// feed's own VTIMEZONE): times land on the right instant either side of both
// daylight-saving changes, UIDs and sequences are stable, cancellations say
// so, and no line is longer than 75 octets.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { LocalDay, zonedInstant } from '@chairside/core/zoned-time';
import { feedIcs, type FeedEvent } from './ics-export';

const TZ = 'America/New_York';
const at = (date: string, time: string) => new Date(zonedInstant(date, time, TZ));
const created = new Date(Date.UTC(2027, 0, 5, 12));

const event = (over: Partial<FeedEvent>): FeedEvent => ({
  uid: 'b1@chairside.test',
  start: at('2027-03-13', '10:00'),
  end: at('2027-03-13', '11:00'),
  summary: 'Cut · Zoë Müller',
  description: '',
  location: '214 Atlantic Ave, Brooklyn',
  status: 'CONFIRMED',
  created,
  updated: created,
  url: null,
  ...over,
});

const feed = feedIcs({
  name: 'Leo at Studio Nova',
  timeZone: TZ,
  now: new Date(Date.UTC(2027, 0, 6)),
  from: Date.UTC(2026, 11, 1),
  to: Date.UTC(2027, 11, 31),
  events: [
    event({}),
    event({
      uid: 'b2@chairside.test',
      start: at('2027-03-15', '10:00'),
      end: at('2027-03-15', '11:00'),
    }),
    event({
      uid: 'b3@chairside.test',
      start: at('2027-11-08', '09:30'),
      end: at('2027-11-08', '10:15'),
      status: 'CANCELLED',
      updated: new Date(created.getTime() + 90_000),
      description: `Balayage, toner and blow-dry — ${'très long texte ✂️ '.repeat(8)}`,
    }),
  ],
});

function readBack() {
  const cal = new ICAL.Component(ICAL.parse(feed));
  const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const start = e.startDate.clone();
    start.zone = zone;
    const end = e.endDate.clone();
    end.zone = zone;
    return {
      uid: e.uid,
      start: start.toUnixTime() * 1000,
      end: end.toUnixTime() * 1000,
      status: v.getFirstPropertyValue('status'),
      sequence: v.getFirstPropertyValue('sequence'),
      tzid: v.getFirstProperty('dtstart')!.getParameter('tzid'),
      description: v.getFirstPropertyValue('description'),
    };
  });
}

describe('the subscribed feed', () => {
  it('places times on the right instant either side of the spring and autumn changes', () => {
    const [before, after, autumn] = readBack();
    expect(before).toMatchObject({ tzid: TZ, start: at('2027-03-13', '10:00').getTime() });
    expect(after!.start).toBe(at('2027-03-15', '10:00').getTime());
    expect(after!.end - after!.start).toBe(3_600_000);
    expect(autumn!.start).toBe(at('2027-11-08', '09:30').getTime());
  });

  it('keeps UIDs, counts changes in SEQUENCE and marks cancellations', () => {
    const events = readBack();
    expect(events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      ['b1@chairside.test', 0, 'CONFIRMED'],
      ['b2@chairside.test', 0, 'CONFIRMED'],
      ['b3@chairside.test', 90, 'CANCELLED'],
    ]);
    expect(events[2]!.description).toContain('très long texte ✂️');
  });

  it('writes each daylight-saving change into its VTIMEZONE', () => {
    expect(feed).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20270314T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400',
    );
    expect(feed).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500',
    );
    expect(feed).toContain('DTSTART;TZID=America/New_York:20270313T100000');
  });

  it('folds at 75 octets with CRLF endings', () => {
    const lines = feed.split('\r\n');
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(feed.includes('\n') && !/[^\r]\n/.test(feed)).toBe(true);
  });
});

describe('the night clocks go back', () => {
  it('writes both passes of the repeated hour so each lands on its own instant', () => {
    const day = LocalDay.of('2027-11-07', TZ);
    const [edt, est] = day.instants(90);
    const ics = feedIcs({
      name: 'Night shift',
      timeZone: TZ,
      now: new Date(Date.UTC(2027, 9, 1)),
      from: Date.UTC(2027, 9, 1),
      to: Date.UTC(2027, 11, 1),
      events: [
        event({
          uid: 'edt@chairside.test',
          start: new Date(edt!),
          end: new Date(edt! + 1_800_000),
        }),
        event({
          uid: 'est@chairside.test',
          start: new Date(est!),
          end: new Date(est! + 1_800_000),
        }),
        event({
          uid: 'late@chairside.test',
          start: at('2027-11-07', '03:00'),
          end: at('2027-11-07', '04:00'),
        }),
      ],
    });
    const cal = new ICAL.Component(ICAL.parse(ics));
    const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
    const starts = cal.getAllSubcomponents('vevent').map((v) => {
      const prop = v.getFirstProperty('dtstart')!;
      const time = (prop.getFirstValue() as ICAL.Time).clone();
      if (prop.getParameter('tzid')) time.zone = zone;
      return time.toUnixTime() * 1000;
    });
    expect(starts).toEqual([edt, est, at('2027-11-07', '03:00').getTime()]);
    expect(est! - edt!).toBe(3_600_000);
    // An unambiguous time keeps the salon's zone.
    expect(ics).toContain('DTSTART;TZID=America/New_York:20271107T030000');
  });
});
