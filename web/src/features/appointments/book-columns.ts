// Which columns the book shows: the stylists of a day, or one stylist's (or
// everyone's) week, each with its appointments and calendar busy time.
import { LocalDay, addDays } from '@chairside/core/zoned-time';
import type { BookingRecord, StaffRecord } from '../../lib/data/converters';
import { dayLabel } from '../booking/booking-format';
import type { GridColumn } from './book-layout';

export interface BusyBlock {
  staffId: string;
  start: string;
  end: string;
  source: string;
}

/** A member's calendar busy time on one date (everyone's with no member), cut to that day. */
export function busyOn(
  blocks: readonly BusyBlock[],
  staffId: string | null,
  date: string,
  timeZone: string,
): NonNullable<GridColumn['busy']> {
  const dayStart = new LocalDay(date, timeZone).lenient(0);
  const dayEnd = new LocalDay(addDays(date, 1), timeZone).lenient(0);
  return blocks
    .filter((x) => (!staffId || x.staffId === staffId) && Date.parse(x.end) > dayStart)
    .filter((x) => Date.parse(x.start) < dayEnd)
    .map((x) => ({
      start: new Date(Math.max(Date.parse(x.start), dayStart)),
      end: new Date(Math.min(Date.parse(x.end), dayEnd)),
      endsDay: Date.parse(x.end) >= dayEnd,
      source: x.source,
    }));
}

export function bookColumns(input: {
  view: 'day' | 'week';
  dates: string[];
  today: string;
  /** The day view's columns. */
  bookable: StaffRecord[];
  /** The week view's stylist, or null for everyone. */
  weekStaff: StaffRecord | null;
  bookings: BookingRecord[];
  busy: readonly BusyBlock[];
  timeZone: string;
}): GridColumn[] {
  const { view, dates, today, weekStaff, bookings, busy, timeZone } = input;
  if (view === 'day') {
    const date = dates[0] ?? today;
    return input.bookable.map((s) => ({
      key: s.id,
      date,
      staff: s,
      title: s.displayName,
      subtitle: s.title,
      bookings: bookings.filter((b) => b.staffId === s.id),
      busy: busyOn(busy, s.id, date, timeZone),
    }));
  }
  return dates.map((d) => ({
    key: d,
    date: d,
    staff: weekStaff,
    title: dayLabel(d),
    subtitle: d === today ? 'Today' : '',
    bookings: bookings.filter(
      (b) => b.localDate === d && (!weekStaff || b.staffId === weekStaff.id),
    ),
    busy: weekStaff ? busyOn(busy, weekStaff.id, d, timeZone) : [],
  }));
}
