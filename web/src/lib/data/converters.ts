// The browser's side of the stored records, as types: the schemas live in
// @chairside/core/records (one description per record, read the same way by
// functions' repositories) and reach the browser through ./records, loaded
// with Firestore's SDK when a live hook first needs them.
export type { OrgRecord, UserProfileRecord as UserProfile } from '@chairside/core/records/org';
/** The salon as pages use it (the workspace's active salon, from the API). */
export type { SalonView as Org } from '@chairside/core/contracts/workspace';
export type { StaffRecord, StaffPayRecord } from '@chairside/core/records/team';
export type { ServiceRecord } from '@chairside/core/records/service';
export type { ClientRecord } from '@chairside/core/records/client';
export type { BookingRecord, WaitlistRecord } from '@chairside/core/records/booking';
export type { PaymentRecord } from '@chairside/core/records/payment';
