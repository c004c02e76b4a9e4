// The day read model (orgs/{orgId}/bookingDays/{date}: every stylist's busy
// time that day, one read for the slot call), projected from each stylist's
// lock document after it is written. Out of the booking's commit, so bookings
// for different stylists never queue on one document; each stylist's list
// carries the version it came from, so a late or repeated trigger never puts
// an older list over a newer one. The trigger is in triggers.ts.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { DayBlock } from '@chairside/core/records/booking-days';
import { db } from '../firebase';
import { dayDoc } from '../records/bookings';

/** Puts one stylist's blocks (null: none) on the day, unless a later version is there. */
export async function projectStaffDay(
  orgId: string,
  date: string,
  staffId: string,
  blocks: readonly DayBlock[] | null,
  version: Timestamp,
): Promise<boolean> {
  const ref = dayDoc(orgId, date).withConverter(null);
  return db().runTransaction(async (tx) => {
    const seen: unknown = (await tx.get(ref)).get(`versions.${staffId}`);
    if (seen instanceof Timestamp && seen.valueOf() >= version.valueOf()) return false;
    tx.set(
      ref,
      {
        date,
        blocksByStaff: { [staffId]: blocks?.length ? blocks : FieldValue.delete() },
        versions: { [staffId]: version },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    return true;
  });
}
