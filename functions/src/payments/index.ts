// What the payments slice offers other slices; everything else in it is its own.
export {
  afterPaid,
  customerFor,
  depositIntent,
  intentAnswer,
  prepayIntent,
  verifyPayment,
} from './card.service';
export {
  applicationFee,
  applyIntent,
  chargeableAccount,
  emptyStripeRef,
  nowSeconds,
  openIntent,
  webhookEventData,
} from './intents';
export type { WebhookEventWrite } from './intents';
export { showQrPage } from './qr.service';
export { refund } from './refund.service';
export { applySetup, openCardSetup, syncSetup } from './setup.service';
