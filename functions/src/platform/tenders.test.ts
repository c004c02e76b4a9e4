import { describe, expect, it } from 'vitest';
import { tenderFor } from './tenders';
import { stripeEventRoute } from './stripe-events';
import '../subscriptions';

describe('what slices offer the payments slice', () => {
  it('a gift card payment is refunded by the gift card slice; cash and card by payments itself', () => {
    expect(tenderFor('gift_card')).not.toBeNull();
    expect(tenderFor('cash')).toBeNull();
    expect(tenderFor('card')).toBeNull();
  });

  it("a membership's subscription and invoice events go to the memberships slice", () => {
    expect(stripeEventRoute('customer.subscription.updated')).not.toBeNull();
    expect(stripeEventRoute('invoice.paid')).not.toBeNull();
    expect(stripeEventRoute('payment_intent.succeeded')).toBeNull();
    expect(stripeEventRoute('account.updated')).toBeNull();
  });
});
