// The client's manage link for an appointment. It carries the salon and
// appointment ids signed with HMAC-SHA256, so it needs no lookup and cannot
// be forged or pointed at someone else's appointment. Messages, reminders,
// calendar events and pay links all carry it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDocId } from '@chairside/core/ids';
import { isEmulator } from '../config';
import { ApiError } from '../http/api-error';

/**
 * The signing key: BOOKING_LINK_SECRET (a Firebase secret in production). The
 * emulators use a fixed local key so links work out of the box; a deployed
 * function without the secret issues no links and says so.
 */
export function linkSecret(): string | null {
  const configured = process.env['BOOKING_LINK_SECRET'];
  if (configured && configured.length >= 32) return configured;
  return isEmulator() ? 'chairside-emulator-booking-links-not-for-production' : null;
}

export const manageLinksConfigured = () => linkSecret() !== null;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`manage:${payload}`).digest('base64url');

export function manageToken(orgId: string, bookingId: string): string | null {
  const key = linkSecret();
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
  const key = linkSecret();
  if (!key) {
    throw new ApiError(
      'not_configured',
      'Managing appointments online is not set up on this server yet. Please contact the salon.',
    );
  }
  const parts = token.split('.');
  const [orgId, bookingId, signature] = parts;
  if (parts.length !== 3 || !orgId || !bookingId || !signature || parts.some((p) => !isDocId(p))) {
    throw BAD_LINK();
  }
  const expected = Buffer.from(sign(key, `${orgId}.${bookingId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw BAD_LINK();
  return { orgId, bookingId };
}
