// The payment calls the salon's own screens make: checking an appointment out
// in cash and counting the day's cash drawer.
import {
  ZCashCheckout,
  ZPaymentsExportQuery,
  ZDrawerCount,
  ZDrawerQuery,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
} from '../payments';
import { endpoint } from './endpoint';

/** A payment as the calls answer it (times as ISO instants). */
export interface PaymentView {
  id: string;
  method: PaymentMethod;
  purpose: PaymentPurpose;
  status: PaymentStatus;
  amount: number;
  tip: number;
  refunded: number;
  currency: string;
  bookingId: string | null;
  clientName: string;
  staffName: string;
  cash: { tendered: number; change: number } | null;
  takenBy: string;
  createdAt: string;
}

export interface CashCheckoutAnswer {
  payment: PaymentView;
  /** The change to hand back. */
  change: number;
  /** The same idempotency key was used before: this is that payment, nothing new was taken. */
  replayed: boolean;
}

/** One salon-local day's cash: what should be in the drawer and the counts made. */
export interface DrawerView {
  date: string;
  currency: string;
  /** The float of the latest count (or 0 before any). */
  float: number;
  /** Cash taken that day: amounts and tips, less cash refunded. */
  cashIn: number;
  tips: number;
  payments: number;
  expected: number;
  counts: {
    at: string;
    by: string;
    float: number;
    counted: number;
    expected: number;
    difference: number;
    note: string;
  }[];
}

export const paymentContracts = {
  /** POST /api/payments/cash-checkout: take an appointment's balance (and a tip) in cash. */
  cashCheckout: endpoint<CashCheckoutAnswer>()('POST', 'payments', '/cash-checkout', ZCashCheckout),
  /** GET /api/payments/cash-drawer?orgId&date: the day's drawer. */
  drawer: endpoint<DrawerView>()('GET', 'payments', '/cash-drawer', undefined, ZDrawerQuery),
  /** POST /api/payments/cash-drawer: count the drawer (a recount adds another count). */
  countDrawer: endpoint<DrawerView>()('POST', 'payments', '/cash-drawer', ZDrawerCount),
  /** GET /api/payments/export?orgId&from&to: the ledger of those days as a CSV file. */
  export: endpoint<string>()('GET', 'payments', '/export', undefined, ZPaymentsExportQuery),
} as const;
