// The Stripe events the memberships slice applies (a member's subscription
// and its invoices, which the payments slice verifies and hands over), and
// the plan's benefits at the checkout and on appointments.
import {
  registerAppointmentAdjuster,
  registerStatusAdjuster,
} from '../platform/appointment-adjusters';
import { registerAdjuster } from '../platform/checkout';
import { memberAppointmentAdjuster, memberStatusAdjuster } from './appointment';
import { routeStripeEvents } from '../platform/stripe-events';
import { membershipAdjuster } from './checkout';

routeStripeEvents(['customer.subscription.', 'invoice.'], async (event) => {
  const { membershipEvent } = await import('./subscription.service');
  return membershipEvent(event);
});

registerAdjuster(membershipAdjuster);
registerAppointmentAdjuster(memberAppointmentAdjuster);
registerStatusAdjuster(memberStatusAdjuster);
