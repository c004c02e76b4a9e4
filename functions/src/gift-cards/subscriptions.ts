// What the gift card slice does when other slices' events happen, and the
// tender it offers the payments slice. Handlers load their services on first use.
import { on } from '../platform/events';
import { registerTender } from '../platform/tenders';

on('payment.succeeded', 'gift-cards: issue the gift card bought', async ({ orgId, payment }) => {
  if (payment.purpose !== 'gift_card') return;
  const { issueForPayment } = await import('./purchase.service');
  await issueForPayment(orgId, payment.id);
});

registerTender('gift_card', {
  async refund({ orgId, payment, amount, refundId, reason, by }) {
    const { giftBack } = await import('./gift-cards.service');
    await giftBack(orgId, payment, amount, refundId, reason, by);
  },
});
