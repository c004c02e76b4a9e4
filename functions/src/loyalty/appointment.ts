// Loyalty on an appointment: points a signed-in client redeems come off its
// price as it is booked (their own client record only, never more than the
// salon's rules, their balance and the price allow); a cancelled appointment
// gives them back; a completed one earns points for the visit, with a
// birthday or first-visit bonus and the referrer's reward when they are due.
import { FieldValue } from 'firebase-admin/firestore';
import { redemptionProblem, rewardValue } from '@chairside/core/loyalty';
import { formatMinorUnits } from '@chairside/core/money';
import type { BookingServiceLine } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import { ApiError } from '../http/api-error';
import type {
  AppointmentAdjuster,
  AppointmentWrite,
  ChangedBy,
  StatusAdjuster,
} from '../platform/appointment-adjusters';
import { clientDoc } from '../records/clients';
import {
  earnedMoves,
  readBonuses,
  referralMove,
  writeMoves,
  type BonusReads,
  type LoyaltyMove,
} from './points';

const refused = (message: string) =>
  new ApiError('unprocessable', message, [{ path: 'redeemPoints', message }]);

const label = (lines: readonly Pick<BookingServiceLine, 'name'>[], localDate: string) =>
  `${lines.map((l) => l.name).join(' + ') || 'Appointment'} on ${localDate}`;

/** Moves a client's points and stores their new balance, in the appointment's write. */
function moveOnce(
  w: AppointmentWrite,
  orgId: string,
  holder: ClientRecord,
  move: LoyaltyMove,
  by: ChangedBy,
) {
  const balance = writeMoves(w, orgId, holder, [move], by, new Date());
  w.update(clientDoc(orgId, holder.id), {
    loyaltyPoints: balance,
    updatedAt: FieldValue.serverTimestamp(),
  });
}

export const loyaltyAppointmentAdjuster: AppointmentAdjuster<ClientRecord | null> = {
  name: 'loyalty: points redeemed',
  order: 20,
  /** The client whose points it redeems: the record the appointment is for (the signed-in client's own). */
  async read(w, a) {
    const { redeem } = a;
    if (!redeem || redeem.points <= 0) return null;
    if (a.clientId !== redeem.clientId) {
      throw refused(
        'Your points can be redeemed only on an appointment booked under your own client record. Book with the e-mail address the salon knows you by.',
      );
    }
    const holder = (await w.get(clientDoc(a.salon.id, redeem.clientId))).data();
    if (!holder) {
      throw new ApiError('not_found', 'Your client record at this salon no longer exists.');
    }
    return holder;
  },
  reward(holder, a, total) {
    if (!holder || !a.redeem) return 0;
    const { loyalty, currency } = a.salon;
    const money = (n: number) => formatMinorUnits(n, currency);
    const points = a.redeem.points;
    const problem = redemptionProblem(loyalty, points, holder.loyaltyPoints, total, money);
    if (problem) throw refused(problem);
    return rewardValue(loyalty, points);
  },
  settle(w, holder, a, given) {
    if (!holder || !a.redeem) return {};
    const { points } = a.redeem;
    moveOnce(
      w,
      a.salon.id,
      holder,
      {
        id: `booking-redeem-${a.bookingId}`,
        kind: 'redeemed',
        points: -points,
        note: label(given.lines, a.localDate),
        bookingId: a.bookingId,
      },
      a.by,
    );
    return { pointsRedeemed: { points, value: given.reward } };
  },
};

type StatusReads =
  { kind: 'restore'; holder: ClientRecord } | { kind: 'earn'; bonuses: BonusReads } | null;

export const loyaltyStatusAdjuster: StatusAdjuster<StatusReads> = {
  name: 'loyalty: points given back and earned',
  order: 20,
  async read(w, c) {
    const { booking, salon } = c;
    if (c.cancelling && booking.pointsRedeemed && booking.clientId) {
      const holder = (await w.get(clientDoc(salon.id, booking.clientId))).data();
      return holder ? { kind: 'restore', holder } : null;
    }
    const { visited } = c;
    if (c.to !== 'completed' || !visited) return null;
    const firstVisit = visited.visitCount === 0;
    const bonuses = await readBonuses(
      w,
      salon.id,
      visited,
      salon.loyalty,
      booking.localDate,
      firstVisit,
    );
    return { kind: 'earn', bonuses };
  },
  settle(w, reads, c) {
    const { booking, salon } = c;
    if (reads?.kind === 'restore' && booking.pointsRedeemed) {
      const by = { uid: c.by.uid, name: 'Appointment cancelled' };
      moveOnce(
        w,
        salon.id,
        reads.holder,
        {
          id: `booking-restore-${booking.id}`,
          kind: 'restored',
          points: booking.pointsRedeemed.points,
          note: label(booking.services, booking.localDate),
          bookingId: booking.id,
        },
        by,
      );
      return {};
    }
    const { visited } = c;
    if (reads?.kind !== 'earn' || !visited) return {};
    const by = { uid: c.by.uid, name: 'Appointment completed' };
    const moves = earnedMoves(
      salon.loyalty,
      { services: booking.price, products: 0 },
      salon.currency,
      reads.bonuses,
      {
        id: `booking-${booking.id}`,
        note: label(booking.services, booking.localDate),
        bookingId: booking.id,
      },
    );
    const balance = moves.length ? writeMoves(w, salon.id, visited, moves, by, c.at) : null;
    const { referrer } = reads.bonuses;
    if (referrer) {
      const theirs = writeMoves(
        w,
        salon.id,
        referrer,
        [referralMove(salon.loyalty, visited)],
        by,
        c.at,
      );
      w.update(clientDoc(salon.id, referrer.id), {
        loyaltyPoints: theirs,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return balance === null ? {} : { loyaltyPoints: balance };
  },
};
