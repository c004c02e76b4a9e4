// The client's add-to-calendar file for an appointment.
// (The signed manage link itself is the kernel's: platform/manage-links.ts.)
import ICAL from 'ical.js';
import { PRODUCT_NAME } from '@chairside/core/product';
import { productDomain } from '../config';

/** An iCalendar file (RFC 5545) for one appointment, built with ical.js. */
export function bookingIcs(args: {
  bookingId: string;
  salonName: string;
  address: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  cancelled: boolean;
  url: string | null;
}): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', `-//${PRODUCT_NAME}//Booking//EN`);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const vevent = new ICAL.Component('vevent');
  const event = new ICAL.Event(vevent);
  event.uid = `${args.bookingId}@${productDomain()}`;
  event.summary = args.summary;
  event.description = args.description;
  if (args.address) event.location = args.address;
  event.startDate = ICAL.Time.fromJSDate(args.start, true);
  event.endDate = ICAL.Time.fromJSDate(args.end, true);
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  vevent.updatePropertyWithValue('status', args.cancelled ? 'CANCELLED' : 'CONFIRMED');
  if (args.url) vevent.updatePropertyWithValue('url', args.url);
  calendar.addSubcomponent(vevent);
  // RFC 5545 wants CRLF line endings.
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}
