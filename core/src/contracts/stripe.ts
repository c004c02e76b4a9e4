// Connecting a salon's own Stripe account (the spec's payment calls keep their
// names: create-connect-account, create-account-link, onboarding-status) and
// what the browser needs to take a card (payments/stripe-config).
import { ZSalonRef } from '../payments';
import { endpoint } from './endpoint';

/** The salon's Stripe account as its owner sees it. */
export interface StripeAccountView {
  /** Whether this server has Stripe keys at all. */
  configured: boolean;
  /** What to do when it has not, in plain words. */
  setup: string | null;
  connected: boolean;
  accountId: string | null;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** Stripe's own names for what it still needs (`external_account`, `individual.dob.day`). */
  requirementsDue: string[];
  disabledReason: string | null;
  statementDescriptor: string;
  defaultCurrency: string;
  /** The platform's fee on each charge, in basis points (0 unless configured). */
  platformFeeBps: number;
}

export interface StripeConfig {
  configured: boolean;
  publishableKey: string | null;
  accountId: string | null;
  chargesEnabled: boolean;
  /** Why cards cannot be taken yet, or null when they can. */
  problem: string | null;
}

export const stripeContracts = {
  /** POST /api/create-connect-account: the salon's Stripe account (made once). Owners only. */
  createConnectAccount: endpoint<StripeAccountView>()(
    'POST',
    '',
    '/create-connect-account',
    ZSalonRef,
  ),
  /** POST /api/create-account-link: a link into Stripe's onboarding for the salon's account. */
  createAccountLink: endpoint<{ url: string; expiresAt: string }>()(
    'POST',
    '',
    '/create-account-link',
    ZSalonRef,
  ),
  /** POST /api/onboarding-status: the account's state, asked of Stripe now. */
  onboardingStatus: endpoint<StripeAccountView>()('POST', '', '/onboarding-status', ZSalonRef),
  /** GET /api/payments/stripe-config?orgId: what the browser needs to take a card. */
  stripeConfig: endpoint<StripeConfig>()('GET', 'payments', '/stripe-config', undefined, ZSalonRef),
  /** POST /api/payments/webhook: Stripe's events (signed; each applied once). */
  webhook: endpoint<{ received: true; duplicate: boolean }>()('POST', 'payments', '/webhook'),
} as const;
