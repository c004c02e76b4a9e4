import { describe, expect, it } from 'vitest';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import { bookColumns, busyOn } from './book-columns';

const TZ = 'America/New_York';
const member = (id: string, displayName: string) => ({ id, displayName, title: '' }) as StaffRecord;
const appt = (id: string, staffId: string, localDate: string) =>
  ({ id, staffId, localDate }) as BookingRecord;
const block = (staffId: string, start: string, end: string) => ({
  staffId,
  start,
  end,
  source: 'Google Calendar',
});

describe('busyOn', () => {
  it("cuts a member's busy time to the day and says when it runs past midnight", () => {
    const blocks = [
      // 10 PM on the 1st to 2 AM on the 2nd, New York time.
      block('a', '2026-12-02T03:00:00Z', '2026-12-02T07:00:00Z'),
      block('b', '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z'),
    ];
    const first = busyOn(blocks, 'a', '2026-12-01', TZ);
    expect(first).toEqual([
      {
        start: new Date('2026-12-02T03:00:00Z'),
        end: new Date('2026-12-02T05:00:00Z'),
        endsDay: true,
        source: 'Google Calendar',
      },
    ]);
    expect(busyOn(blocks, 'a', '2026-12-02', TZ)[0]).toMatchObject({
      start: new Date('2026-12-02T05:00:00Z'),
      endsDay: false,
    });
    expect(busyOn(blocks, null, '2026-12-01', TZ)).toHaveLength(2);
    expect(busyOn(blocks, 'a', '2026-12-03', TZ)).toEqual([]);
  });
});

describe('bookColumns', () => {
  const ana = member('a', 'Ana');
  const ben = member('b', 'Ben');
  const bookings = [
    appt('1', 'a', '2026-12-01'),
    appt('2', 'b', '2026-12-01'),
    appt('3', 'a', '2026-12-02'),
  ];
  it('a day has one column per stylist with their appointments', () => {
    const cols = bookColumns({
      view: 'day',
      dates: ['2026-12-01'],
      today: '2026-12-01',
      bookable: [ana, ben],
      weekStaff: null,
      bookings: bookings.filter((b) => b.localDate === '2026-12-01'),
      busy: [],
      timeZone: TZ,
    });
    expect(cols.map((c) => [c.title, c.bookings.map((b) => b.id)])).toEqual([
      ['Ana', ['1']],
      ['Ben', ['2']],
    ]);
  });
  it("a week has one column per day, of one stylist's appointments or everyone's", () => {
    const week = ['2026-11-30', '2026-12-01', '2026-12-02'];
    const input = {
      view: 'week' as const,
      dates: week,
      today: '2026-12-01',
      bookable: [ana, ben],
      bookings,
      busy: [block('a', '2026-12-01T15:00:00Z', '2026-12-01T16:00:00Z')],
      timeZone: TZ,
    };
    const anas = bookColumns({ ...input, weekStaff: ana });
    expect(anas.map((c) => c.bookings.map((b) => b.id))).toEqual([[], ['1'], ['3']]);
    expect(anas[1]).toMatchObject({ subtitle: 'Today' });
    expect(anas[1]?.busy).toHaveLength(1);
    const everyone = bookColumns({ ...input, weekStaff: null });
    expect(everyone[1]?.bookings.map((b) => b.id)).toEqual(['1', '2']);
    // Busy time belongs to a person: everyone's week shows none.
    expect(everyone[1]?.busy).toEqual([]);
  });
});
