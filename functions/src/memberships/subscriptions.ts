// The Stripe events the memberships slice applies: a member's subscription
// and its invoices (the payments slice verifies and hands them over).
import { routeStripeEvents } from '../platform/stripe-events';

routeStripeEvents(['customer.subscription.', 'invoice.'], async (event) => {
  const { membershipEvent } = await import('./subscription.service');
  return membershipEvent(event);
});
