// A member's benefits on an appointment booked under their membership: the
// plan's included services free while the period has them (counted in the
// appointment's own write) and the rest at the member's discount; a
// cancelled appointment gives its included services back to the period they
// came from. Only the membership's own client gets them.
import {
  memberServicePricing,
  releaseUsage,
  type BenefitUsage,
  type MemberServicePricing,
} from '@chairside/core/memberships';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { MembershipRecord } from '@chairside/core/records/membership';
import type { AppointmentAdjuster, StatusAdjuster } from '../platform/appointment-adjusters';
import { membershipDoc } from '../records/memberships';
import { membershipBenefits, usageWrite, type MemberBenefits } from './benefits';

interface MemberBooking {
  member: MemberBenefits;
  /** Set once the lines are priced. */
  priced?: MemberServicePricing;
}

export const memberAppointmentAdjuster: AppointmentAdjuster<MemberBooking | null> = {
  name: 'memberships: plan benefits',
  order: 10,
  async read(w, a) {
    if (!a.membershipId || !a.clientId) return null;
    const member = await membershipBenefits(w, a.salon.id, a.membershipId, Date.now());
    return member && member.membership.clientId === a.clientId ? { member } : null;
  },
  price(state, _a, lines) {
    if (!state) return lines;
    const { benefits } = state.member;
    const priced = memberServicePricing(
      benefits,
      benefits.usage,
      lines.map((l) => ({ serviceId: l.id, price: l.price })),
    );
    if (priced.discount <= 0) return lines;
    state.priced = priced;
    return lines.map((l, i) => ({ ...l, price: priced.lines[i]?.price ?? l.price }));
  },
  settle(w, state, a) {
    const priced = state?.priced;
    if (!state || !priced || !a.membershipId) return {};
    if (priced.included.length) {
      w.update(membershipDoc(a.salon.id, a.membershipId), usageWrite(priced.usage));
    }
    const { benefits } = state.member;
    return {
      member: {
        membershipId: a.membershipId,
        planName: benefits.planName,
        periodStart: benefits.usage.periodStart,
        included: priced.included,
        discount: priced.discount,
      },
    };
  },
};

/** The period's use with a cancelled appointment's included services given back. */
function released(m: MembershipRecord | undefined, given: NonNullable<BookingRecord['member']>) {
  return m ? releaseUsage(m.usage, given.periodStart, given.included) : null;
}

export const memberStatusAdjuster: StatusAdjuster<{ usage: BenefitUsage; id: string } | null> = {
  name: 'memberships: included services given back',
  order: 10,
  async read(w, c) {
    const given = c.cancelling ? c.booking.member : null;
    if (!given?.included.length) return null;
    const m = (await w.get(membershipDoc(c.salon.id, given.membershipId))).data();
    const usage = released(m, given);
    return usage ? { usage, id: given.membershipId } : null;
  },
  settle(w, state, c) {
    if (state) w.update(membershipDoc(c.salon.id, state.id), usageWrite(state.usage));
    return {};
  },
};
