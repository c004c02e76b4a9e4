import type { BookingServiceLine } from '@chairside/core/records/booking';

/** What the summary line of a booking says: "Women’s cut & blow-dry + Gloss". */
export function servicesLabel(lines: readonly Pick<BookingServiceLine, 'name'>[]): string {
  return lines.map((l) => l.name).join(' + ') || 'Appointment';
}
