// The ledger as a spreadsheet: one row per payment, amounts in major units.
import { minorDigits } from './money';
import { PAYMENT_METHOD_LABELS, PAYMENT_PURPOSE_LABELS, PAYMENT_STATUS_LABELS } from './payments';
import type { PaymentRecord } from './records/payment';
import { localParts } from './zoned-time';

export const PAYMENT_CSV_COLUMNS = [
  'Date',
  'Time',
  'Client',
  'For',
  'Stylist',
  'Method',
  'Status',
  'Amount',
  'Tip',
  'Refunded',
  'Currency',
  'Cash given',
  'Change',
  'Taken by',
  'Payment id',
] as const;

/** 4550 USD → "45.50"; 500 JPY → "500". */
export function csvAmount(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** One payment as a row (functions/src/http/csv.ts makes every cell safe for spreadsheets). */
export function paymentCsvRow(p: PaymentRecord, timeZone: string): string[] {
  const at = localParts(p.createdAt.getTime(), timeZone);
  const amount = (n: number) => csvAmount(n, p.currency);
  return [
    p.localDate || at.date,
    at.time,
    p.clientName,
    PAYMENT_PURPOSE_LABELS[p.purpose],
    p.staffName,
    PAYMENT_METHOD_LABELS[p.method],
    PAYMENT_STATUS_LABELS[p.status],
    amount(p.amount),
    amount(p.tip),
    amount(p.refunded),
    p.currency,
    p.cash ? amount(p.cash.tendered) : '',
    p.cash ? amount(p.cash.change) : '',
    p.takenBy.name,
    p.id,
  ];
}
