// The client's manage link and add-to-calendar file. The link carries the
// salon and booking ids signed with HMAC-SHA256, so it needs no lookup and
// cannot be forged or pointed at someone else's appointment.
import { createHmac, timingSafeEqual } from 'node:crypto';
import ICAL from 'ical.js';
import { PRODUCT_NAME } from '@chairside/core/product';
import { isEmulator, productDomain } from '../config';
import { ApiError } from '../http/api-error';
import type { BookingServiceLine } from '@chairside/core/records/booking';
import { isDocId } from '@chairside/core/ids';

/**
 * The signing key: BOOKING_LINK_SECRET (a Firebase secret in production). The
 * emulators use a fixed local key so links work out of the box; a deployed
 * function without the secret issues no links and says so.
 */
function secret(): string | null {
  const configured = process.env['BOOKING_LINK_SECRET'];
  if (configured && configured.length >= 32) return configured;
  return isEmulator() ? 'chairside-emulator-booking-links-not-for-production' : null;
}

export const manageLinksConfigured = () => secret() !== null;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`manage:${payload}`).digest('base64url');

export function manageToken(orgId: string, bookingId: string): string | null {
  const key = secret();
  if (!key) return null;
  const payload = `${orgId}.${bookingId}`;
  return `${payload}.${sign(key, payload)}`;
}

const BAD_LINK = () =>
  new ApiError(
    'not_found',
    'This link is not valid. Please use the link from your confirmation e-mail.',
  );

export function verifyManageToken(token: string): { orgId: string; bookingId: string } {
  const key = secret();
  if (!key) {
    throw new ApiError(
      'not_configured',
      'Managing appointments online is not set up on this server yet. Please contact the salon.',
    );
  }
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !isDocId(p))) throw BAD_LINK();
  const [orgId, bookingId, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(key, `${orgId}.${bookingId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw BAD_LINK();
  return { orgId, bookingId };
}

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

/** What the summary line of a booking says: "Women’s cut & blow-dry + Gloss". */
export function servicesLabel(lines: readonly Pick<BookingServiceLine, 'name'>[]): string {
  return lines.map((l) => l.name).join(' + ') || 'Appointment';
}
