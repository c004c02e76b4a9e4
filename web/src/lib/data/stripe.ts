// The salon's Stripe account, through the API (no Firestore: these pages load light).
import { stripeContracts as c } from '@chairside/core/contracts/stripe';
import { call } from '../api/api';
import { useContract } from '../api/contract-query';

export const useStripeStatus = (orgId: string) =>
  useContract(c.onboardingStatus, { body: { orgId }, secure: true });

/** Makes the account if needed and sends the owner into Stripe's onboarding. */
export async function startStripeOnboarding(orgId: string) {
  await call(c.createConnectAccount, { body: { orgId }, secure: true });
  const link = await call(c.createAccountLink, { body: { orgId }, secure: true });
  window.location.assign(link.url);
}
