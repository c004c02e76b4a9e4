// Connecting a salon's own Stripe account: the salon is the merchant, its
// charges are made on its account, and its owner onboards with Stripe itself.
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { StripeAccountView, StripeConfig } from '@chairside/core/contracts/stripe';
import type { StripeAccountRecord } from '@chairside/core/records/payment';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { stripeAccountDoc } from '../records/payments';
import { accountFields } from './account';
import { STRIPE_SETUP, stripeClient, stripeProblem, stripeSettings } from '../platform/stripe';

function view(record: StripeAccountRecord | undefined): StripeAccountView {
  const settings = stripeSettings();
  return {
    configured: settings !== null,
    setup: settings ? null : STRIPE_SETUP,
    connected: record !== undefined,
    accountId: record?.accountId ?? null,
    chargesEnabled: record?.chargesEnabled ?? false,
    payoutsEnabled: record?.payoutsEnabled ?? false,
    detailsSubmitted: record?.detailsSubmitted ?? false,
    requirementsDue: record?.requirementsDue ?? [],
    disabledReason: record?.disabledReason ?? null,
    statementDescriptor: record?.statementDescriptor ?? '',
    defaultCurrency: record?.defaultCurrency ?? '',
    platformFeeBps: settings?.platformFeeBps ?? 0,
  };
}

/**
 * Applies an account's state seen at `seenAt` (Stripe's seconds): an event
 * or a retrieval older than the newest one applied changes nothing.
 */
export async function applyAccount(orgId: string, account: Stripe.Account, seenAt: number) {
  const ref = stripeAccountDoc(orgId);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current || current.accountId !== account.id) return;
    if (current.lastEventCreated > seenAt) return;
    tx.update(ref, {
      ...accountFields(account),
      lastEventCreated: seenAt,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/** POST /create-connect-account: makes the salon's Stripe account once (owners only). */
export async function createConnectAccount(
  caller: Caller,
  orgId: string,
): Promise<StripeAccountView> {
  await requireRole(orgId, caller, ['owner'], { action: 'connect Stripe' });
  const ref = stripeAccountDoc(orgId);
  const existing = (await ref.get()).data();
  if (existing) return view(existing);
  const stripe = await stripeClient();
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const account = await stripe.accounts
    .create(
      {
        type: 'standard',
        email: salon.email || caller.email || undefined,
        business_profile: { name: salon.name },
        metadata: { orgId },
      },
      // A retried request gets the same account, never a second one.
      { idempotencyKey: `connect-account:${orgId}` },
    )
    .catch(stripeProblem);
  const record = await db().runTransaction(async (tx) => {
    const meanwhile = (await tx.get(ref)).data();
    if (meanwhile) return meanwhile;
    const now = new Date();
    const fresh: StripeAccountRecord = {
      id: 'stripe',
      ...accountFields(account),
      lastEventCreated: Math.floor(now.getTime() / 1000),
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, fresh);
    return fresh;
  });
  return view(record);
}

/** POST /create-account-link: a one-time link into Stripe's onboarding for the account. */
export async function createAccountLink(caller: Caller, orgId: string, appOrigin: string) {
  await requireRole(orgId, caller, ['owner'], { action: 'connect Stripe' });
  const record = (await stripeAccountDoc(orgId).get()).data();
  if (!record) throw new ApiError('conflict', 'Create the salon’s Stripe account first.');
  const stripe = await stripeClient();
  const link = await stripe.accountLinks
    .create({
      account: record.accountId,
      refresh_url: `${appOrigin}/stripe-connect-refresh`,
      return_url: `${appOrigin}/stripe-connect-complete`,
      type: 'account_onboarding',
    })
    .catch(stripeProblem);
  return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
}

/** POST /onboarding-status: asks Stripe for the account's state now and keeps it. */
export async function onboardingStatus(caller: Caller, orgId: string): Promise<StripeAccountView> {
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'see Stripe settings' });
  const ref = stripeAccountDoc(orgId);
  const record = (await ref.get()).data();
  if (!record || !stripeSettings()) return view(record);
  const stripe = await stripeClient();
  const account = await stripe.accounts.retrieve(record.accountId).catch(stripeProblem);
  await applyAccount(orgId, account, Math.floor(Date.now() / 1000));
  return view((await ref.get()).data());
}

/** GET payments/stripe-config: what a browser needs to take a card for the salon (public). */
export async function stripeConfig(orgId: string): Promise<StripeConfig> {
  const settings = stripeSettings();
  const record = settings ? (await stripeAccountDoc(orgId).get()).data() : undefined;
  const problem = !settings
    ? 'Card payments are not set up on this server yet.'
    : !record
      ? 'This salon has not connected Stripe yet.'
      : !record.chargesEnabled
        ? 'This salon’s Stripe account cannot take card payments yet.'
        : null;
  return {
    configured: settings !== null,
    publishableKey: settings?.publishableKey ?? null,
    accountId: record?.accountId ?? null,
    chargesEnabled: record?.chargesEnabled ?? false,
    problem,
  };
}
