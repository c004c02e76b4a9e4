import { doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import type { SalonDetails } from '@chairside/core/org';
import { converter, ZOrg, ZUserProfile, type Org, type UserProfile } from './converters';

const userConverter = converter(ZUserProfile);
const orgConverter = converter(ZOrg);

/** A person's profile and salon index, live. */
export function useUserProfile(uid: string) {
  const ref = doc(useFirestore(), 'users', uid).withConverter(userConverter);
  return useFirestoreDocData(ref, { idField: 'id' }) as {
    status: 'loading' | 'success' | 'error';
    data: UserProfile | undefined;
    error?: Error;
  };
}

/** One salon, live. */
export function useOrg(orgId: string) {
  const ref = doc(useFirestore(), 'orgs', orgId).withConverter(orgConverter);
  return useFirestoreDocData(ref, { idField: 'id' }) as {
    status: 'loading' | 'success' | 'error';
    data: Org | undefined;
    error?: Error;
  };
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

export function setActiveOrg(firestore: ReturnType<typeof useFirestore>, uid: string, orgId: string) {
  return updateDoc(doc(firestore, 'users', uid), { activeOrgId: orgId, updatedAt: serverTimestamp() });
}

export function updateSalonDetails(
  firestore: ReturnType<typeof useFirestore>,
  orgId: string,
  details: SalonDetails,
) {
  return updateDoc(doc(firestore, 'orgs', orgId), { ...details, updatedAt: serverTimestamp() });
}
