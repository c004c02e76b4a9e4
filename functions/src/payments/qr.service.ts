// Payments the client scans at the front desk: a QR code of a Stripe payment
// page (Checkout, on the salon's account) or of Cash App Pay (a PaymentIntent
// with the `cashapp` method, whose QR code Stripe returns in `next_action`).
// Both go into the ledger like a card payment and reach paid by webhook or by
// asking Stripe (process-qr-payment, cash-app-status).
import type { DocumentReference } from 'firebase-admin/firestore';
import type { PaymentStatusView, QrPayment } from '@chairside/core/contracts/card';
import type { ZCreateIntent } from '@chairside/core/payments';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { paymentDoc } from '../records/payments';
import { afterPaid, checkoutStart, statusView } from './card.service';
import { applicationFee, applyIntent, nowSeconds, openIntent } from './intents';
import { onAccountOf, stripeClient, stripeProblem } from '../platform/stripe';
import { readRecord } from '../platform/read';

/** How long a QR payment page stays open (Stripe's minimum for Checkout is 30 minutes). */
const QR_MINUTES = 30;

const svgDataUrl = async (text: string) => {
  // Loaded on first use: other calls' cold starts stay light.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};

/**
 * A QR payment's page: the pending ledger record (written once; a different
 * request with the same key is refused), then a Stripe Checkout page on the
 * salon's account for `amount`, with a key that follows from the record, and
 * its URL drawn as an SVG QR code. Answers the session, the code and the
 * record as it was before (null when new).
 */
export async function showQrPage(args: {
  orgId: string;
  ref: DocumentReference<PaymentRecord>;
  pending: PaymentRecord;
  accountId: string;
  currency: string;
  amount: number;
  fee: number;
  name: string;
  metadata: Record<string, string>;
  appOrigin: string;
}) {
  const { orgId, ref, pending } = args;
  const existing = await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current && current.requestHash !== pending.requestHash) {
      throw new ApiError(
        'unprocessable',
        'This idempotency key was already used for a different payment. Use a new key for a new payment.',
      );
    }
    if (!current) tx.create(ref, pending);
    return current ?? null;
  });
  const stripe = await stripeClient();
  const metadata = { orgId, paymentId: ref.id, ...args.metadata };
  const session = await stripe.checkout.sessions
    .create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: args.currency.toLowerCase(),
              unit_amount: args.amount,
              product_data: { name: args.name },
            },
          },
        ],
        payment_intent_data: {
          metadata,
          ...(args.fee ? { application_fee_amount: args.fee } : {}),
        },
        metadata,
        expires_at: nowSeconds() + QR_MINUTES * 60 + 60,
        success_url: `${args.appOrigin}/payment?org=${encodeURIComponent(orgId)}&payment=${ref.id}`,
      },
      { stripeAccount: args.accountId, idempotencyKey: `qr:${orgId}:${ref.id}` },
    )
    .catch(stripeProblem);
  if (!session.url) throw new ApiError('unavailable', 'Stripe did not return a payment page.');
  await ref.update({ 'stripe.checkoutSessionId': session.id, updatedAt: new Date() });
  const url = session.url;
  return { session, url, qrImage: await svgDataUrl(url), existing };
}

/** POST generate-qr: a Stripe payment page for the balance and tip, shown as a QR code. */
export async function generateQr(
  caller: Caller,
  input: z.output<typeof ZCreateIntent>,
  appOrigin: string,
): Promise<QrPayment> {
  const { orgId, bookingId } = input;
  const start = await checkoutStart(caller, input, 'qr');
  const { ref, booking, salon, accountId, due } = start;
  const { session, url, qrImage } = await showQrPage({
    orgId,
    ref,
    pending: start.record('QR payment page shown at the front desk'),
    accountId,
    currency: booking.currency,
    amount: due + input.tip,
    fee: applicationFee(due),
    name: `${salon.name}: ${booking.services.map((s) => s.name).join(' + ') || 'appointment'}`,
    metadata: { bookingId, purpose: 'balance' },
    appOrigin,
  });
  return {
    paymentId: ref.id,
    amount: due,
    tip: input.tip,
    currency: booking.currency,
    qrImage,
    url,
    expiresAt: session.expires_at ? new Date(session.expires_at * 1000).toISOString() : null,
    status: 'pending',
  };
}

/** POST process-qr-payment: asks Stripe whether the QR payment page was paid, and records it. */
export async function processQrPayment(
  orgId: string,
  paymentId: string,
): Promise<PaymentStatusView> {
  const ref = paymentDoc(orgId, paymentId);
  const record = (await ref.get()).data();
  if (!record || record.method !== 'qr')
    throw new ApiError('not_found', 'We could not find that QR payment.');
  const sessionId = record.stripe?.checkoutSessionId;
  if (!sessionId) return statusView(record);
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions
    .retrieve(sessionId, { expand: ['payment_intent'] }, onAccountOf(record))
    .catch(stripeProblem);
  const intent = session.payment_intent;
  if (intent && typeof intent === 'object') {
    const applied = await applyIntent(orgId, paymentId, intent, {
      seenAt: nowSeconds(),
      onSucceeded: afterPaid,
    });
    return statusView(applied ?? record);
  }
  if (session.status === 'expired') return statusView(await expire(ref));
  return statusView(record);
}

/** A QR page that closed unpaid: the payment is cancelled (once). */
async function expire(ref: DocumentReference<PaymentRecord>) {
  return db().runTransaction(async (tx) => {
    const current = await readRecord(ref, tx);
    if (current.status !== 'pending' && current.status !== 'requires_action') return current;
    const at = new Date();
    const updated: PaymentRecord = {
      ...current,
      status: 'canceled',
      history: [
        ...current.history,
        {
          at,
          status: 'canceled',
          by: { uid: null, name: 'Stripe' },
          note: 'The QR code expired unpaid',
        },
      ],
      updatedAt: at,
    };
    tx.set(ref, updated);
    return updated;
  });
}

/**
 * POST generate-cash-app-qr: a PaymentIntent with Cash App Pay, confirmed at
 * once, whose QR code the client scans with Cash App (US dollars only).
 */
export async function generateCashAppQr(
  caller: Caller,
  input: z.output<typeof ZCreateIntent>,
  appOrigin: string,
): Promise<QrPayment> {
  const { orgId, bookingId } = input;
  const start = await checkoutStart(caller, input, 'cashapp');
  const { ref, booking, salon, due } = start;
  if (booking.currency !== 'USD') {
    throw new ApiError('unprocessable', 'Cash App Pay takes US dollars only.');
  }
  const { record, intent } = await openIntent({
    orgId,
    ref,
    record: start.record('Cash App Pay QR code shown at the front desk'),
    params: {
      amount: due + input.tip,
      currency: 'usd',
      allowed_payment_method_types: ['cashapp'],
      payment_method_data: { type: 'cashapp' },
      confirm: true,
      return_url: `${appOrigin}/payment?org=${encodeURIComponent(orgId)}&payment=${ref.id}`,
      description: `${salon.name}: appointment with ${booking.staffName}`,
      metadata: { bookingId, purpose: 'balance' },
      ...(applicationFee(due) ? { application_fee_amount: applicationFee(due) } : {}),
    },
  });
  const action = intent.next_action?.cashapp_handle_redirect_or_display_qr_code;
  if (!action && record.status !== 'succeeded') {
    throw new ApiError('unavailable', 'Stripe did not return a Cash App Pay code. Try again.');
  }
  return {
    paymentId: ref.id,
    amount: record.amount,
    tip: record.tip,
    currency: record.currency,
    qrImage: action?.qr_code.image_url_svg ?? '',
    url: action?.mobile_auth_url ?? action?.hosted_instructions_url ?? '',
    expiresAt: action?.qr_code.expires_at
      ? new Date(action.qr_code.expires_at * 1000).toISOString()
      : null,
    status: record.status,
  };
}
