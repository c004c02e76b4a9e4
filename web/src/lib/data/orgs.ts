import type { BookingPolicy } from '@chairside/core/booking';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from './live';
import type { SalonDetails } from '@chairside/core/org';
import { ZOrg, ZUserProfile, type Org, type UserProfile } from './converters';

type LiveDoc<T> = { status: 'loading' | 'success' | 'error'; data: T | undefined; error?: Error };

/** A person's profile and salon index, live. */
export function useUserProfile(uid: string): LiveDoc<UserProfile> {
  const result = useLiveDoc('organisations', doc(useFirestore(), 'users', uid), ZUserProfile);
  return { ...result, data: result.data ?? undefined };
}

/** One salon, live. */
export function useOrg(orgId: string): LiveDoc<Org> {
  const result = useLiveDoc('organisations', doc(useFirestore(), 'orgs', orgId), ZOrg);
  return { ...result, data: result.data ?? undefined };
}

/** Creates a person's profile on first sign-in; the server may already have. */
export async function ensureProfile(
  firestore: ReturnType<typeof useFirestore>,
  uid: string,
  displayName: string | null,
) {
  const ref = doc(firestore, 'users', uid);
  if ((await getDoc(ref)).exists()) return;
  await setDoc(ref, {
    ...(displayName ? { displayName: displayName.slice(0, 100) } : {}),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }).catch(() => undefined); // created meanwhile by the server: nothing to do
}

export function setActiveOrg(
  firestore: ReturnType<typeof useFirestore>,
  uid: string,
  orgId: string,
) {
  return updateDoc(doc(firestore, 'users', uid), {
    activeOrgId: orgId,
    updatedAt: serverTimestamp(),
  });
}

export function updateSalonDetails(
  firestore: ReturnType<typeof useFirestore>,
  orgId: string,
  details: SalonDetails,
) {
  return updateDoc(doc(firestore, 'orgs', orgId), { ...details, updatedAt: serverTimestamp() });
}

export function updateBookingPolicy(
  firestore: ReturnType<typeof useFirestore>,
  orgId: string,
  bookingPolicy: BookingPolicy,
) {
  return updateDoc(doc(firestore, 'orgs', orgId), { bookingPolicy, updatedAt: serverTimestamp() });
}
