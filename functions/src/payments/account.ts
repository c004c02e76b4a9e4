// A salon's connected Stripe account as we store it.
import type Stripe from 'stripe';

/** The fields of a Stripe account the salon's record keeps. */
export function accountFields(account: Stripe.Account) {
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    requirementsDue: [
      ...(account.requirements?.currently_due ?? []),
      ...(account.requirements?.past_due ?? []),
    ].filter((v, i, all) => all.indexOf(v) === i),
    disabledReason: account.requirements?.disabled_reason ?? null,
    statementDescriptor: account.settings?.payments?.statement_descriptor ?? '',
    defaultCurrency: (account.default_currency ?? '').toUpperCase(),
    country: account.country ?? '',
  };
}
