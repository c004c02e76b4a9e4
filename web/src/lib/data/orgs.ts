import type { BookingPolicy } from '@chairside/core/booking';
import { useLiveDoc } from './live';
import { firestoreSdk } from './sdk';
import type { SalonDetails } from '@chairside/core/salon-details';
import type { OrgRecord, UserProfile } from './converters';

type LiveDoc<T> = { status: 'loading' | 'success' | 'error'; data: T | undefined; error?: Error };

/** A person's profile and salon index, live. */
export function useUserProfile(uid: string): LiveDoc<UserProfile> {
  const result = useLiveDoc('organisations', ['users', uid], (r) => r.ZUserProfile);
  return { ...result, data: result.data ?? undefined };
}

/** One salon, live. */
export function useOrg(orgId: string): LiveDoc<OrgRecord> {
  const result = useLiveDoc('organisations', ['orgs', orgId], (r) => r.ZOrg);
  return { ...result, data: result.data ?? undefined };
}

export async function updateSalonDetails(orgId: string, details: SalonDetails) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId), { ...details, updatedAt: f.serverTimestamp() });
}

export async function updateBookingPolicy(orgId: string, bookingPolicy: BookingPolicy) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId), {
    bookingPolicy,
    updatedAt: f.serverTimestamp(),
  });
}

/** Whether a web address is already a salon's (one document read). */
export async function isSlugTaken(slug: string): Promise<boolean> {
  const f = await firestoreSdk();
  return (await f.getDoc(f.doc(f.db, 'orgSlugs', slug))).exists();
}
