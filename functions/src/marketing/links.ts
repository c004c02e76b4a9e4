// A client's unsubscribe link for one salon and one channel: the ids signed
// with HMAC-SHA256 (the booking links' key, a separate purpose), so it needs
// no sign-in or lookup and cannot be pointed at someone else.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isDocId } from '@chairside/core/ids';
import type { MarketingChannel } from '@chairside/core/marketing';
import { linkSecret } from '../platform/manage-links';
import { ApiError } from '../http/api-error';

/** The booking links' key (each link signs with a purpose of its own). */
const secret = linkSecret;

const CHANNEL_CODES: Record<MarketingChannel, string> = { email: 'e', sms: 's' };

const sign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest('base64url');

/** The token of a client's unsubscribe link (null when links are not set up). */
export function unsubscribeToken(
  orgId: string,
  clientId: string,
  channel: MarketingChannel,
): string | null {
  const key = secret();
  if (!key) return null;
  const payload = `${orgId}.${clientId}.${CHANNEL_CODES[channel]}`;
  return `${payload}.${sign(key, payload)}`;
}

export function verifyUnsubscribeToken(token: string): {
  orgId: string;
  clientId: string;
  channel: MarketingChannel;
} {
  const key = secret();
  if (!key)
    throw new ApiError('not_configured', 'Unsubscribe links are not set up on this server yet.');
  const bad = () =>
    new ApiError(
      'not_found',
      'This link is not valid. Use the link from the message you received.',
    );
  const [orgId, clientId, code, signature, ...rest] = token.split('.');
  const channel = (Object.keys(CHANNEL_CODES) as MarketingChannel[]).find(
    (c) => CHANNEL_CODES[c] === code,
  );
  if (rest.length || !orgId || !clientId || !signature || !channel) throw bad();
  if (!isDocId(orgId) || !isDocId(clientId)) throw bad();
  const expected = Buffer.from(sign(key, `${orgId}.${clientId}.${code}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw bad();
  return { orgId, clientId, channel };
}

const trackSign = (key: string, payload: string) =>
  createHmac('sha256', key).update(`track:${payload}`).digest('base64url').slice(0, 22);

/** The signature of a message's open pixel or one of its links (`url` empty for the pixel). */
export function trackingSignature(orgId: string, notificationId: string, url = ''): string {
  const key = secret();
  return key ? trackSign(key, `${orgId}/${notificationId}/${url}`) : '';
}

/** Whether an open or click names a message (and link) the functions wrote. */
export function trackingValid(orgId: string, notificationId: string, url: string, sig: string) {
  const expected = Buffer.from(trackingSignature(orgId, notificationId, url));
  const given = Buffer.from(sig);
  return (
    expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given)
  );
}
