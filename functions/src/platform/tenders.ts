// Ways to pay besides cash and card, offered by the slice that owns them: a
// refund of a payment made with one goes back the way it came (a gift card
// payment back onto its card). The payments slice looks the method up here
// and never names the slice that answers.
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { Actor } from './actor';

export interface TenderRefund {
  orgId: string;
  payment: PaymentRecord;
  amount: number;
  /** The refund's id: a retried refund gives back nothing more. */
  refundId: string;
  reason: string;
  by: Actor;
}

export interface Tender {
  /** Gives `amount` of the payment back where it came from, once per refund id. */
  refund(r: TenderRefund): Promise<void>;
}

const tenders = new Map<PaymentRecord['method'], Tender>();

/** Registers how a payment method moves money back (once per process, at load). */
export function registerTender(method: PaymentRecord['method'], tender: Tender): void {
  tenders.set(method, tender);
}

/** The tender of a method other than cash and card, when a slice offers it. */
export const tenderFor = (method: PaymentRecord['method']): Tender | null =>
  tenders.get(method) ?? null;
