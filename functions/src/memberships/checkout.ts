// A member's benefits at the checkout: products at the plan's discount, the
// member's own appointments with their included services free (while the
// period has them) and the rest at the services' discount. Read and counted
// inside the checkout's transaction, so an included service is used once.
import type { Transaction } from 'firebase-admin/firestore';
import { memberCartDiscounts, type MemberCartLine } from '@chairside/core/memberships';
import { balanceDue } from '@chairside/core/payments';
import type { Checkout, CheckoutAdjuster } from '../platform/checkout';
import type { BookingRecord } from '@chairside/core/records/booking';
import { membershipDoc } from '../records/memberships';
import { clientBenefits, usageWrite, type MemberBenefits } from './benefits';

/** The checkout's lines as the plan prices them (a gift card is never discounted). */
const memberLines = (c: Checkout): MemberCartLine[] =>
  c.lines.map((line) => {
    const b = line.booking;
    if (line.kind !== 'appointment' || !b) {
      return { kind: 'product', hasDiscount: line.hasDiscount || line.kind === 'gift_card' };
    }
    return {
      kind: 'appointment',
      hasDiscount: line.hasDiscount,
      // The member's own appointment, not priced by the plan when it was booked.
      eligible: b.clientId === c.client?.id && b.member === null,
      services: b.services.map((sv) => ({ serviceId: sv.id, price: sv.price })),
      due: balanceDue(b.price, b.paid),
    };
  });

export const membershipAdjuster: CheckoutAdjuster<MemberBenefits | null> = {
  name: 'memberships: plan benefits',
  order: 10,
  read: (tx: Transaction, c) =>
    c.client ? clientBenefits(tx, c.orgId, c.client.id, c.at.getTime()) : Promise.resolve(null),
  lineOffers(member, c) {
    if (!member) return [];
    const { discounts, labels } = memberCartDiscounts(member.benefits, memberLines(c));
    return discounts.map((discount, i) => (discount ? { discount, label: labels[i] ?? '' } : null));
  },
  settle(tx, member, c, sale) {
    if (!member) return {};
    const priced = memberCartDiscounts(member.benefits, memberLines(c));
    if (priced.included.some((used) => used.length > 0)) {
      tx.update(membershipDoc(c.orgId, member.membership.id), usageWrite(priced.usage));
    }
    // An appointment the plan priced remembers it (a cancelled visit gives its included services back).
    const bookings: Record<string, Pick<BookingRecord, 'member'>> = {};
    c.lines.forEach((line, i) => {
      const label = priced.labels[i] ?? '';
      if (line.kind !== 'appointment' || !line.booking || !label) return;
      if (sale.lines[i]?.benefit !== label) return;
      bookings[line.booking.id] = {
        member: {
          membershipId: member.membership.id,
          planName: member.benefits.planName,
          periodStart: priced.usage.periodStart,
          included: priced.included[i] ?? [],
          discount: sale.lines[i]!.lineDiscount,
        },
      };
    });
    return { bookings };
  },
};
