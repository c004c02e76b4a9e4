import {
  ZStaffEmail,
  type StaffPay,
  type StaffProfile,
  type StaffSchedule,
  type TimeOff,
} from '@chairside/core/staff-profile';
import { useLiveDoc, useLiveQuery } from './live';
import { firestoreSdk } from './sdk';
import { parsedInput } from './parse-input';

/** Every staff record of the salon (former ones too, for history), live. */
export function useStaff(orgId: string) {
  return useLiveQuery(
    'staff',
    `orgs/${orgId}/staff`,
    (f) => f.collection(f.db, 'orgs', orgId, 'staff'),
    (r) => r.ZStaffRecord,
  );
}

/** The profile, and the pay when it is given, saved together. */
export async function updateStaffProfile(
  orgId: string,
  staffId: string,
  profile: StaffProfile,
  pay?: StaffPay,
) {
  const f = await firestoreSdk();
  const batch = f.writeBatch(f.db);
  batch.update(f.doc(f.db, 'orgs', orgId, 'staff', staffId), {
    ...profile,
    updatedAt: f.serverTimestamp(),
  });
  if (pay) {
    batch.set(f.doc(f.db, 'orgs', orgId, 'staffPay', staffId), {
      commissionRate: pay.commissionRate,
      updatedAt: f.serverTimestamp(),
    });
  }
  return batch.commit();
}

/** A team member's pay, live (only owners, managers and the person may read it). */
export function useStaffPay(orgId: string, staffId: string) {
  return useLiveDoc('staff', ['orgs', orgId, 'staffPay', staffId], (r) => r.ZStaffPayRecord);
}

export async function updateStaffSchedule(orgId: string, staffId: string, schedule: StaffSchedule) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'staff', staffId), {
    ...schedule,
    updatedAt: f.serverTimestamp(),
  });
}

/**
 * A stylist or booth renter without an account: they can be invited by e-mail
 * later (the invitation links their account to this record by the address).
 */
export async function addStaffMember(
  orgId: string,
  input: StaffProfile & { email: string; role: 'staff' | 'booth_renter' },
) {
  const f = await firestoreSdk();
  const { email, ...record } = input;
  const ref = f.doc(f.collection(f.db, 'orgs', orgId, 'staff'));
  const batch = f.writeBatch(f.db);
  batch.set(ref, {
    ...record,
    userId: null,
    status: 'active',
    createdAt: f.serverTimestamp(),
    updatedAt: f.serverTimestamp(),
  });
  batch.set(f.doc(f.db, 'orgs', orgId, 'staffContacts', ref.id), {
    email,
    userId: null,
    updatedAt: f.serverTimestamp(),
  });
  await batch.commit();
  return ref.id;
}

/** The address of someone without an account (seen by owners, managers and the front desk). */
export async function setUnlinkedStaffEmail(orgId: string, staffId: string, email: string) {
  const f = await firestoreSdk();
  // The same schema as the add dialog's, so a bad address is named before the rules refuse it.
  return f.setDoc(f.doc(f.db, 'orgs', orgId, 'staffContacts', staffId), {
    email: parsedInput(ZStaffEmail, email),
    userId: null,
    updatedAt: f.serverTimestamp(),
  });
}

/** For people without an account: role, e-mail and leaving are theirs to set here. */
export async function updateUnlinkedStaff(
  orgId: string,
  staffId: string,
  change: { role?: 'staff' | 'booth_renter'; status?: 'active' | 'former' },
) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'staff', staffId), {
    ...change,
    ...(change.status === 'former' ? { removedAt: f.serverTimestamp() } : {}),
    updatedAt: f.serverTimestamp(),
  });
}

export async function updateStaffTimeOff(orgId: string, staffId: string, timeOff: TimeOff[]) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'staff', staffId), {
    timeOff,
    updatedAt: f.serverTimestamp(),
  });
}
