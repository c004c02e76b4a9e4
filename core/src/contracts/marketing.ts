// Marketing calls that need no sign-in: the unsubscribe link every marketing
// message carries (its page reads where it stands; the one-click POST of
// RFC 8058 and the page's button unsubscribe).
import { z } from 'zod';
import type { MarketingChannel } from '../marketing';
import { endpoint } from './endpoint';

export interface UnsubscribeView {
  salon: string;
  channel: MarketingChannel;
  /** Whether this client now gets no marketing on the channel. */
  unsubscribed: boolean;
}

export const ZUnsubscribeQuery = z.object({
  token: z.string().trim().min(10, 'This link is not complete').max(400, 'This link is not valid'),
  /** The message whose one-click header posted (counted in its campaign's results). */
  n: z.string().trim().max(200).optional(),
});

/** An open (the e-mail's pixel) or a click (one of its links), signed when it was sent. */
export const ZTrackQuery = z.object({
  o: z.string().trim().min(1).max(200),
  n: z.string().trim().min(1).max(300),
  u: z.string().trim().max(2000).optional(),
  s: z.string().trim().min(1).max(64),
});

export const marketingContracts = {
  /** GET /api/marketing/unsubscribe?token: the link's salon and channel, and whether it is done. */
  unsubscribeInfo: endpoint<UnsubscribeView>()(
    'GET',
    'marketing',
    '/unsubscribe',
    undefined,
    ZUnsubscribeQuery,
  ),
  /** POST /api/marketing/unsubscribe?token (RFC 8058 one-click, or the page's button). */
  unsubscribe: endpoint<UnsubscribeView>()(
    'POST',
    'marketing',
    '/unsubscribe',
    undefined,
    ZUnsubscribeQuery,
  ),
};
