// The demo salon's ledger: its past completed appointments paid in cash at the
// front desk (the demo has not connected Stripe), with tips, and each past
// day's drawer counted. Amounts are integer minor units, as functions write them.
import { changeDue } from '@chairside/core/payments';
import type { DemoBooking } from './bookings';

export interface DemoPayment {
  id: string;
  bookingId: string;
  amount: number;
  tip: number;
  tendered: number;
  change: number;
  localDate: string;
  at: Date;
}

/** A number from 0 to 1 that follows from a text, so every seed is the same. */
function unit(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/** Cash for a total: the exact amount, or rounded up to the next $5, $10 or $20 note. */
function handedOver(total: number, roll: number): number {
  const note = roll < 0.25 ? 0 : roll < 0.55 ? 500 : roll < 0.8 ? 1000 : 2000;
  return note === 0 ? total : Math.ceil(total / note) * note;
}

export function demoPayments(bookings: readonly DemoBooking[], now: Date): DemoPayment[] {
  return bookings
    .filter((b) => b.status === 'completed' && b.endTime.getTime() < now.getTime() && b.price > 0)
    .map((b) => {
      const roll = unit(b.id);
      // Most clients tip 15 to 20%, rounded to the dollar; a few do not.
      const tip = roll < 0.15 ? 0 : Math.round((b.price * (0.15 + roll * 0.05)) / 100) * 100;
      const tendered = handedOver(b.price + tip, unit(`${b.id}:cash`));
      return {
        id: `demo-pay-${b.id}`,
        bookingId: b.id,
        amount: b.price,
        tip,
        tendered,
        change: changeDue(tendered, b.price, tip),
        localDate: b.localDate,
        at: new Date(b.endTime.getTime() + 5 * 60_000),
      };
    });
}

/** Each past day's count: the float of $150, and the drawer a dollar short now and then. */
export function demoDrawerCounts(payments: readonly DemoPayment[], today: string) {
  const byDay = new Map<string, number>();
  for (const p of payments) {
    if (p.localDate >= today) continue;
    byDay.set(p.localDate, (byDay.get(p.localDate) ?? 0) + p.amount + p.tip);
  }
  return [...byDay].map(([date, cashIn]) => {
    const float = 15_000;
    const short = unit(`${date}:drawer`) < 0.2 ? 100 : 0;
    return { date, float, expected: float + cashIn, counted: float + cashIn - short };
  });
}
