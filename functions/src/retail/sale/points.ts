// The loyalty points a sale moves: those redeemed come off first, then what
// the visit and the products earn, and any bonus it brings (birthday,
// first visit). Pure.
import type { LoyaltySettings } from '@chairside/core/loyalty';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { SaleLineRecord } from '@chairside/core/records/retail';
import { earnedMoves, type BonusReads, type LoyaltyMove } from '../../loyalty';

export function salePointMoves(p: {
  saleId: string;
  receipt: string;
  currency: string;
  loyalty: LoyaltySettings;
  redeemPoints: number;
  /** What the points redeemed took off, in words ("$5.00"). */
  rewardsLabel: string;
  bonuses: BonusReads | null;
  lines: readonly SaleLineRecord[];
  bookings: readonly BookingRecord[];
  /** Where the appointment lines start in `lines`. */
  firstAppointmentLine: number;
  hasClient: boolean;
}): LoyaltyMove[] {
  if (!p.hasClient) return [];
  const moves: LoyaltyMove[] = [];
  if (p.redeemPoints > 0) {
    moves.push({
      id: `sale-redeem-${p.saleId}`,
      kind: 'redeemed',
      points: -p.redeemPoints,
      note: `${p.rewardsLabel} off receipt ${p.receipt}`,
      saleId: p.saleId,
    });
  }
  if (p.bonuses) {
    // A visit earns once: an appointment already completed earned at its completion.
    const spent = {
      services: p.bookings.reduce(
        (sum, b, i) =>
          sum + (b.status !== 'completed' ? p.lines[p.firstAppointmentLine + i]!.net : 0),
        0,
      ),
      products: p.lines.slice(0, p.firstAppointmentLine).reduce((sum, l) => sum + l.net, 0),
    };
    moves.push(
      ...earnedMoves(p.loyalty, spent, p.currency, p.bonuses, {
        id: `sale-${p.saleId}`,
        note: `Receipt ${p.receipt}`,
        saleId: p.saleId,
      }),
    );
  }
  return moves;
}
