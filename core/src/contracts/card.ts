// Card payments on the salon's own Stripe account: the front desk takes a
// balance by card, a visitor pays a deposit while booking, the salon charges a
// no-show or late-cancellation fee to the card saved with the deposit, and
// refunds. The spec's calls keep their names (verify-payment, process-payment,
// status/{paymentId}, details/{paymentId}, payments/create-intent).
import { z } from 'zod';
import {
  ZChargeFee,
  ZCreateIntent,
  ZPayLink,
  ZPaymentRef,
  ZRefund,
  ZSalonRef,
  type PaymentPurpose,
  type PaymentStatus,
} from '../payments';
import { ZPaymentPolicy, type PaymentPolicy } from '../payment-policy';
import type { SavedCardView } from '../records/payment';
import type { PaymentView } from './payments';
import { endpoint } from './endpoint';
import { zDocId } from '../ids';

/** What the browser needs to confirm a payment with Stripe.js on the salon's account. */
export interface CardIntent {
  paymentId: string;
  /** The PaymentIntent's client secret (only ever given to whoever is paying). */
  clientSecret: string;
  amount: number;
  tip: number;
  currency: string;
  publishableKey: string;
  /** The salon's connected account: Stripe.js is loaded with `stripeAccount`. */
  accountId: string;
  status: PaymentStatus;
}

/**
 * What the browser needs to save a card with Stripe.js (a SetupIntent on the
 * salon's account), when a salon that charges fees takes no deposit.
 */
export interface CardSetup {
  bookingId: string;
  clientSecret: string;
  publishableKey: string;
  accountId: string;
}

/** Where saving a booking's card stands at Stripe (nothing personal beyond the card's last four). */
export interface CardSetupStatus {
  bookingId: string;
  status: 'succeeded' | 'pending' | 'failed';
  card: SavedCardView | null;
  failure: string | null;
}

/** A payment's state, as anyone holding its id may see it (nothing personal). */
export interface PaymentStatusView {
  id: string;
  status: PaymentStatus;
  purpose: PaymentPurpose;
  amount: number;
  tip: number;
  currency: string;
  /** Why the last attempt failed, in words for the person. */
  failure: string | null;
}

/** A payment with its whole story, for the salon. */
export interface PaymentDetails extends PaymentView {
  history: { at: string; status: PaymentStatus; by: string; note: string }[];
  refunds: { id: string; amount: number; reason: string; at: string; by: string; status: string }[];
  /** What may still be refunded (amount and tip, less refunds). */
  refundable: number;
  card: SavedCardView | null;
  failure: string | null;
  stripePaymentIntentId: string | null;
}

export interface FeeAnswer {
  payment: PaymentView;
  outcome: 'succeeded' | 'requires_action' | 'failed';
  /** What happened, in a sentence for the front desk. */
  message: string;
  /** The bank asked the client to confirm: a pay link went to them by e-mail. */
  payLinkSent: boolean;
}

/** A pay link's payment, for the client who confirms it. */
export interface PayLinkView extends PaymentStatusView {
  orgId: string;
  salonName: string;
  clientSecret: string | null;
  publishableKey: string | null;
  accountId: string | null;
}

/** The salon's money rules, with whether cards can be taken to apply them. */
export interface PaymentPolicyView {
  policy: PaymentPolicy;
  currency: string;
  /** Deposits and fees need a connected Stripe account that can take charges. */
  cardsReady: boolean;
  problem: string | null;
}

/** A payment the client scans at the front desk: a QR code of a payment page or of Cash App Pay. */
export interface QrPayment {
  paymentId: string;
  amount: number;
  tip: number;
  currency: string;
  /** The QR code as an SVG image (a data: URL or Stripe's hosted image). */
  qrImage: string;
  /** What the QR code opens (Stripe's payment page, or Cash App on a phone). */
  url: string;
  /** When the code stops working (ISO). */
  expiresAt: string | null;
  status: PaymentStatus;
}

export const ZSavePaymentPolicy = ZPaymentPolicy.extend({ orgId: ZSalonRef.shape.orgId });

const ZPaymentQuery = z.object({ orgId: ZSalonRef.shape.orgId });

export const ZCardSetupRef = z.object({
  orgId: ZSalonRef.shape.orgId,
  bookingId: z.string().trim().pipe(zDocId('Not an appointment id')),
});

export const cardContracts = {
  /** POST /api/payments/create-intent: an appointment's balance and tip by card (front desk). */
  createIntent: endpoint<CardIntent>()('POST', 'payments', '/create-intent', ZCreateIntent),
  /** POST /api/verify-payment: asks Stripe where a payment stands now and records it. */
  verifyPayment: endpoint<PaymentStatusView>()('POST', '', '/verify-payment', ZPaymentRef),
  /** POST /api/payments/verify-card-setup: asks Stripe whether a booking's card was saved. */
  verifyCardSetup: endpoint<CardSetupStatus>()(
    'POST',
    'payments',
    '/verify-card-setup',
    ZCardSetupRef,
  ),
  /** POST /api/process-payment: charges a no-show or late-cancellation fee to the saved card. */
  processPayment: endpoint<FeeAnswer>()('POST', '', '/process-payment', ZChargeFee),
  /** GET /api/status/:paymentId?orgId: a payment's state. */
  status: endpoint<PaymentStatusView>()('GET', '', '/status/:paymentId', undefined, ZPaymentQuery),
  /** GET /api/details/:paymentId?orgId: a payment's whole story (the salon's cashiers). */
  details: endpoint<PaymentDetails>()('GET', '', '/details/:paymentId', undefined, ZPaymentQuery),
  /** POST /api/payments/refund: a full or partial refund (owners and managers). */
  refund: endpoint<PaymentDetails>()('POST', 'payments', '/refund', ZRefund),
  /** POST /api/generate-qr: a Stripe payment page for the balance and tip, as a QR code. */
  generateQr: endpoint<QrPayment>()('POST', '', '/generate-qr', ZCreateIntent),
  /** POST /api/process-qr-payment: where a QR payment stands at Stripe, recorded. */
  processQrPayment: endpoint<PaymentStatusView>()('POST', '', '/process-qr-payment', ZPaymentRef),
  /** POST /api/generate-cash-app-qr: a Cash App Pay QR code for the balance and tip. */
  generateCashAppQr: endpoint<QrPayment>()('POST', '', '/generate-cash-app-qr', ZCreateIntent),
  /** GET /api/cash-app-status/:paymentId?orgId: a Cash App payment's state, asked of Stripe. */
  cashAppStatus: endpoint<PaymentStatusView>()(
    'GET',
    '',
    '/cash-app-status/:paymentId',
    undefined,
    ZPaymentQuery,
  ),
  /** GET /api/cash-app-details/:paymentId?orgId: its whole story (cashiers). */
  cashAppDetails: endpoint<PaymentDetails>()(
    'GET',
    '',
    '/cash-app-details/:paymentId',
    undefined,
    ZPaymentQuery,
  ),
  /** GET /api/payments/pay?token&paymentId: the payment a pay link points to. */
  payLink: endpoint<PayLinkView>()('GET', 'payments', '/pay', undefined, ZPayLink),
  /** GET /api/payments/policy?orgId: deposits and fees (any member). */
  policy: endpoint<PaymentPolicyView>()('GET', 'payments', '/policy', undefined, ZPaymentQuery),
  /** PUT /api/payments/policy: change deposits and fees (owners). */
  savePolicy: endpoint<PaymentPolicyView>()('PUT', 'payments', '/policy', ZSavePaymentPolicy),
} as const;
