import type { BookingPolicy } from '@chairside/core/booking';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useLiveDoc } from './live';
import type { SalonDetails } from '@chairside/core/salon-details';
import { ZOrg, ZUserProfile, type OrgRecord, type UserProfile } from './converters';

type LiveDoc<T> = { status: 'loading' | 'success' | 'error'; data: T | undefined; error?: Error };

/** A person's profile and salon index, live. */
export function useUserProfile(uid: string): LiveDoc<UserProfile> {
  const result = useLiveDoc('organisations', doc(useFirestore(), 'users', uid), ZUserProfile);
  return { ...result, data: result.data ?? undefined };
}

/** One salon, live. */
export function useOrg(orgId: string): LiveDoc<OrgRecord> {
  const result = useLiveDoc('organisations', doc(useFirestore(), 'orgs', orgId), ZOrg);
  return { ...result, data: result.data ?? undefined };
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
