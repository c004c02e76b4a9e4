// A review link: the salon, the visit and when it stops working, signed with
// HMAC-SHA256 (the booking links' key, for another purpose). It works once:
// the review's id is the visit's, so a second submit finds it taken.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDocId } from '@chairside/core/ids';
import { linkSecret } from '../platform/manage-links';
import { ApiError } from '../http/api-error';

/** The booking links' key (each link signs with a purpose of its own). */
const secret = linkSecret;

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`review:${payload}`).digest('base64url');

export function reviewToken(orgId: string, bookingId: string, expiresAt: number): string | null {
  const key = secret();
  if (!key) return null;
  const payload = `${orgId}.${bookingId}.${Math.floor(expiresAt / 1000).toString(36)}`;
  return `${payload}.${sign(key, payload)}`;
}

export function verifyReviewToken(
  token: string,
  now = Date.now(),
): { orgId: string; bookingId: string } {
  const key = secret();
  if (!key) throw new ApiError('not_configured', 'Review links are not set up on this server yet.');
  const bad = new ApiError(
    'not_found',
    'This link is not valid. Use the link from the message you received.',
  );
  const [orgId, bookingId, expiry, signature, ...rest] = token.split('.');
  if (rest.length || !orgId || !bookingId || !expiry || !signature) throw bad;
  if (!isDocId(orgId) || !isDocId(bookingId)) throw bad;
  const expected = Buffer.from(sign(key, `${orgId}.${bookingId}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad;
  if (parseInt(expiry, 36) * 1000 < now)
    throw new ApiError('not_found', 'This link has expired: review links work for 30 days.');
  return { orgId, bookingId };
}
