// Loyalty at the checkout: points the client redeems come off the cart after
// its discount (never more than the salon's rules and their balance allow),
// then the visit and the products earn points, with a birthday or
// first-visit bonus and the referrer's reward when they are due.
import { redemptionProblem, rewardValue } from '@chairside/core/loyalty';
import { ApiError } from '../http/api-error';
import type { Checkout, CheckoutAdjuster, SettledSale } from '../platform/checkout';
import { clientDoc } from '../records/clients';
import { FieldValue } from 'firebase-admin/firestore';
import {
  earnedMoves,
  readBonuses,
  referralMove,
  writeMoves,
  type BonusReads,
  type LoyaltyMove,
} from './points';

/** The points a sale moves: those redeemed first, then what it earns and any bonus. */
export function salePointMoves(c: Checkout, sale: SettledSale, bonuses: BonusReads | null) {
  if (!c.client) return [];
  const moves: LoyaltyMove[] = [];
  if (c.redeemPoints > 0) {
    moves.push({
      id: `sale-redeem-${sale.id}`,
      kind: 'redeemed',
      points: -c.redeemPoints,
      note: `${c.money(sale.rewards)} off receipt ${sale.number}`,
      saleId: sale.id,
    });
  }
  if (bonuses) {
    // A visit earns once: an appointment completed before earned at its completion.
    let services = 0;
    let products = 0;
    c.lines.forEach((line, i) => {
      const net = sale.lines[i]?.net ?? 0;
      if (line.kind === 'product') products += net;
      if (line.kind === 'appointment' && line.booking?.status !== 'completed') services += net;
    });
    moves.push(
      ...earnedMoves(c.salon.loyaltySettings, { services, products }, c.salon.currency, bonuses, {
        id: `sale-${sale.id}`,
        note: `Receipt ${sale.number}`,
        saleId: sale.id,
      }),
    );
  }
  return moves;
}

export const loyaltyAdjuster: CheckoutAdjuster<BonusReads | null> = {
  name: 'loyalty: points redeemed and earned',
  order: 20,
  read(tx, c) {
    if (!c.client) return Promise.resolve(null);
    const visitsNow = c.lines.filter(
      (l) => l.kind === 'appointment' && l.booking?.status !== 'completed',
    ).length;
    return readBonuses(
      tx,
      c.orgId,
      c.client,
      c.salon.loyaltySettings,
      c.localDate,
      c.client.visitCount === 0 && visitsNow > 0,
    );
  },
  reward(_bonuses, c, redeemable) {
    if (!c.client || c.redeemPoints <= 0) return 0;
    const settings = c.salon.loyaltySettings;
    const problem = redemptionProblem(
      settings,
      c.redeemPoints,
      c.client.loyaltyPoints,
      redeemable,
      c.money,
    );
    if (problem) {
      throw new ApiError('unprocessable', problem, [{ path: 'redeemPoints', message: problem }]);
    }
    return rewardValue(settings, c.redeemPoints);
  },
  settle(tx, bonuses, c, sale) {
    const { client } = c;
    if (!client) return {};
    const moves = salePointMoves(c, sale, bonuses);
    const balance = moves.length ? writeMoves(tx, c.orgId, client, moves, sale.by, sale.at) : null;
    const referrer = bonuses?.referrer;
    if (referrer) {
      const theirs = writeMoves(
        tx,
        c.orgId,
        referrer,
        [referralMove(c.salon.loyaltySettings, client)],
        sale.by,
        sale.at,
      );
      tx.update(clientDoc(c.orgId, referrer.id), {
        loyaltyPoints: theirs,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return {
      pointsEarned: moves.reduce((sum, m) => sum + Math.max(0, m.points), 0),
      client: balance === null ? {} : { loyaltyPoints: balance },
    };
  },
};
