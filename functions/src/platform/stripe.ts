// Card payments' provider, shared by every slice that moves money by card:
// the salon's own Stripe account, through the official library (loaded on
// first use, so other calls' cold starts stay light). Keys come from the
// environment or Firebase secrets; without them the calls say so plainly.
import type Stripe from 'stripe';
import { ApiError, notConfigured } from '../http/api-error';
import { errorField } from './errors';
import { stripeAccountDoc } from '../records/payments';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** The platform's fee on each charge, in basis points of the amount (default 0). */
  platformFeeBps: number;
}

/** What to set, in the words a salon's developer needs. */
export const STRIPE_SETUP =
  'Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (and STRIPE_WEBHOOK_SECRET for the webhook endpoint) in the functions’ environment or as Firebase secrets, then connect the salon’s Stripe account from Stripe settings.';

export function stripeSettings(): StripeSettings | null {
  const secretKey = process.env['STRIPE_SECRET_KEY'];
  const publishableKey = process.env['STRIPE_PUBLISHABLE_KEY'];
  if (!secretKey || !publishableKey) return null;
  const fee = Number(process.env['PLATFORM_FEE_BPS'] ?? '0');
  return {
    secretKey,
    publishableKey,
    webhookSecret: process.env['STRIPE_WEBHOOK_SECRET'] || null,
    platformFeeBps: Number.isInteger(fee) && fee >= 0 && fee <= 10_000 ? fee : 0,
  };
}

export function requireStripeSettings(): StripeSettings {
  const settings = stripeSettings();
  if (!settings) {
    throw new ApiError(
      'not_configured',
      `Card payments are not set up on this server. ${STRIPE_SETUP}`,
    );
  }
  return settings;
}

let client: { key: string; stripe: Stripe } | null = null;

/**
 * The Stripe client for the configured key. STRIPE_API_URL points it at
 * another host speaking Stripe's API (stripe-mock, or a test's stand-in).
 */
export async function stripeClient(): Promise<Stripe> {
  const { secretKey } = requireStripeSettings();
  if (client?.key === secretKey) return client.stripe;
  const { default: StripeClient } = await import('stripe');
  const api = process.env['STRIPE_API_URL'] ? new URL(process.env['STRIPE_API_URL']) : null;
  const stripe = new StripeClient(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Chairside' },
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  client = { key: secretKey, stripe };
  return stripe;
}

/** A Stripe error as the person should read it; anything else is passed on. */
export function stripeProblem(err: unknown): never {
  const type = errorField(err, 'type');
  const message = errorField(err, 'message');
  if (type?.startsWith('Stripe')) {
    if (type === 'StripeCardError')
      throw new ApiError('unprocessable', message ?? 'The card was declined.');
    if (
      type === 'StripeConnectionError' ||
      type === 'StripeAPIError' ||
      type === 'StripeRateLimitError'
    ) {
      throw new ApiError(
        'unavailable',
        'Stripe could not be reached just now. Nothing was charged; try again in a moment.',
      );
    }
    if (type === 'StripeAuthenticationError' || type === 'StripePermissionError') {
      throw notConfigured(
        'Card payments are not available just now. Nothing was charged; take cash for now.',
        `Stripe refused the server’s key. ${STRIPE_SETUP}`,
      );
    }
    throw new ApiError('unprocessable', message ?? 'Stripe refused the request.');
  }
  throw err;
}

/** Whether the salon can take cards now (no Stripe call, one read). */
export async function cardsReady(orgId: string): Promise<boolean> {
  if (!stripeSettings()) return false;
  const record = (await stripeAccountDoc(orgId).get()).data();
  return record?.chargesEnabled === true;
}

/**
 * The salon's connected account a card payment was taken on, for calls made
 * on its behalf; a payment without one was never a Stripe payment.
 */
export function onAccountOf(record: { stripe: { accountId: string } | null }): {
  stripeAccount: string;
} {
  if (!record.stripe) throw new ApiError('conflict', 'That payment was not taken through Stripe.');
  return { stripeAccount: record.stripe.accountId };
}
