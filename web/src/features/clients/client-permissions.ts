import type { Role } from '@chairside/core/roles';

/** What a member may do with client records (the rules enforce the same). */
export function clientPermissions(role: Role, myStaffId: string | null) {
  const renter = role === 'booth_renter';
  const admin = role === 'owner' || role === 'manager';
  return {
    /** A booth renter works only with their own clients. */
    ownerStaffId: renter ? (myStaffId ?? '') : null,
    /**
     * Whose clients the lists show: a renter their own; the front desk and
     * stylists the salon's (a renter's clients are the renter's); owners and
     * managers everyone's.
     */
    listOwner: renter ? (myStaffId ?? '') : admin ? ('all' as const) : null,
    canDelete: admin || renter,
    canMerge: admin || renter,
    canExport: admin || renter,
    /** Owners and managers add or take loyalty points by hand (with a reason). */
    canAdjustPoints: admin,
    /** Stylists and booth renters see only appointments in their own column. */
    bookingsStaffId: role === 'staff' || renter ? (myStaffId ?? '') : null,
    /** The salon's team sees upcoming appointments' no-show risks; a booth renter does not. */
    seesRisks: !renter,
  };
}
export type ClientPermissions = ReturnType<typeof clientPermissions>;
