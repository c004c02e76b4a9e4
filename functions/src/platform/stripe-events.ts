// Stripe webhook events that belong to a slice other than payments (a
// membership's subscription and invoices): the slice registers the event
// types it applies, and the webhook, once it has verified the signature,
// hands each such event to it. Events nobody claims are recorded as seen.
import type Stripe from 'stripe';

export type StripeEventHandler = (event: Stripe.Event) => Promise<{ duplicate: boolean } | null>;

const routes: { prefixes: readonly string[]; handle: StripeEventHandler }[] = [];

/** Registers the handler of the event types starting with any of `prefixes`. */
export function routeStripeEvents(prefixes: readonly string[], handle: StripeEventHandler): void {
  routes.push({ prefixes, handle });
}

/** The handler registered for an event's type, if any. */
export const stripeEventRoute = (type: string): StripeEventHandler | null =>
  routes.find((r) => r.prefixes.some((p) => type.startsWith(p)))?.handle ?? null;
