import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  ZStaffEmail,
  type StaffPay,
  type StaffProfile,
  type StaffSchedule,
  type TimeOff,
} from '@chairside/core/staff-profile';
import { ZStaffPayRecord, ZStaffRecord } from './converters';
import { useLiveDoc, useLiveQuery } from './live';
import { parsedInput } from './parse-input';

type Db = ReturnType<typeof useFirestore>;

/** Every staff record of the salon (former ones too, for history), live. */
export function useStaff(orgId: string) {
  const db = useFirestore();
  return useLiveQuery(
    'staff',
    `orgs/${orgId}/staff`,
    collection(db, 'orgs', orgId, 'staff'),
    ZStaffRecord,
  );
}

/** The profile, and the pay when it is given, saved together. */
export function updateStaffProfile(
  db: Db,
  orgId: string,
  staffId: string,
  profile: StaffProfile,
  pay?: StaffPay,
) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'orgs', orgId, 'staff', staffId), {
    ...profile,
    updatedAt: serverTimestamp(),
  });
  if (pay) {
    batch.set(doc(db, 'orgs', orgId, 'staffPay', staffId), {
      commissionRate: pay.commissionRate,
      updatedAt: serverTimestamp(),
    });
  }
  return batch.commit();
}

/** A team member's pay, live (only owners, managers and the person may read it). */
export function useStaffPay(orgId: string, staffId: string) {
  return useLiveDoc(
    'staff',
    doc(useFirestore(), 'orgs', orgId, 'staffPay', staffId),
    ZStaffPayRecord,
  );
}

export function updateStaffSchedule(
  db: Db,
  orgId: string,
  staffId: string,
  schedule: StaffSchedule,
) {
  return updateDoc(doc(db, 'orgs', orgId, 'staff', staffId), {
    ...schedule,
    updatedAt: serverTimestamp(),
  });
}

/**
 * A stylist or booth renter without an account: they can be invited by e-mail
 * later (the invitation links their account to this record by the address).
 */
export async function addStaffMember(
  db: Db,
  orgId: string,
  input: StaffProfile & { email: string; role: 'staff' | 'booth_renter' },
) {
  const { email, ...record } = input;
  const ref = doc(collection(db, 'orgs', orgId, 'staff'));
  const batch = writeBatch(db);
  batch.set(ref, {
    ...record,
    userId: null,
    status: 'active',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, 'orgs', orgId, 'staffContacts', ref.id), {
    email,
    userId: null,
    updatedAt: serverTimestamp(),
  });
  await batch.commit();
  return ref.id;
}

/** The address of someone without an account (seen by owners, managers and the front desk). */
export async function setUnlinkedStaffEmail(db: Db, orgId: string, staffId: string, email: string) {
  // The same schema as the add dialog's, so a bad address is named before the rules refuse it.
  return setDoc(doc(db, 'orgs', orgId, 'staffContacts', staffId), {
    email: parsedInput(ZStaffEmail, email),
    userId: null,
    updatedAt: serverTimestamp(),
  });
}

/** For people without an account: role, e-mail and leaving are theirs to set here. */
export function updateUnlinkedStaff(
  db: Db,
  orgId: string,
  staffId: string,
  change: { role?: 'staff' | 'booth_renter'; status?: 'active' | 'former' },
) {
  return updateDoc(doc(db, 'orgs', orgId, 'staff', staffId), {
    ...change,
    ...(change.status === 'former' ? { removedAt: serverTimestamp() } : {}),
    updatedAt: serverTimestamp(),
  });
}

export function updateStaffTimeOff(db: Db, orgId: string, staffId: string, timeOff: TimeOff[]) {
  return updateDoc(doc(db, 'orgs', orgId, 'staff', staffId), {
    timeOff,
    updatedAt: serverTimestamp(),
  });
}
