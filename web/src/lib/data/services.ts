import {
  collection,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { ServiceInput } from '@chairside/core/services';
import { ZServiceRecord, type ServiceRecord } from './converters';
import { useLiveQuery } from './live';

type Db = ReturnType<typeof useFirestore>;

/** The salon's whole service menu, archived services included, live. */
export function useServices(orgId: string) {
  const db = useFirestore();
  const ref = collection(db, 'orgs', orgId, 'services');
  return useLiveQuery('services', ref.path, ref, ZServiceRecord);
}

export async function createService(db: Db, orgId: string, input: ServiceInput, sortOrder: number) {
  const ref = doc(collection(db, 'orgs', orgId, 'services'));
  await setDoc(ref, {
    ...input,
    status: 'active',
    sortOrder,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

export function updateService(db: Db, orgId: string, id: string, input: ServiceInput) {
  return updateDoc(doc(db, 'orgs', orgId, 'services', id), {
    ...input,
    updatedAt: serverTimestamp(),
  });
}

export function setServiceStatus(db: Db, orgId: string, id: string, status: 'active' | 'archived') {
  return updateDoc(doc(db, 'orgs', orgId, 'services', id), {
    status,
    updatedAt: serverTimestamp(),
  });
}

/** New menu positions in one batch: all of them land or none does. */
export async function saveServiceOrder(
  db: Db,
  orgId: string,
  changes: readonly { id: string; sortOrder: number }[],
) {
  if (!changes.length) return;
  const batch = writeBatch(db);
  for (const c of changes) {
    batch.update(doc(db, 'orgs', orgId, 'services', c.id), {
      sortOrder: c.sortOrder,
      updatedAt: serverTimestamp(),
    });
  }
  await batch.commit();
}

/**
 * Which services one stylist performs, set from the stylist's side: services
 * gain or lose them (and their own price or length) in one batch.
 */
export async function setServicesPerformed(
  db: Db,
  orgId: string,
  staffId: string,
  services: readonly ServiceRecord[],
  performs: ReadonlySet<string>,
) {
  const batch = writeBatch(db);
  let writes = 0;
  for (const s of services) {
    const has = s.staffIds.includes(staffId);
    const wants = performs.has(s.id);
    if (has === wants) continue;
    const staffIds = wants ? [...s.staffIds, staffId] : s.staffIds.filter((id) => id !== staffId);
    const staffOverrides = Object.fromEntries(
      Object.entries(s.staffOverrides).filter(([id]) => id !== staffId),
    );
    batch.update(doc(db, 'orgs', orgId, 'services', s.id), {
      staffIds,
      staffOverrides,
      updatedAt: serverTimestamp(),
    });
    writes++;
  }
  if (writes) await batch.commit();
  return writes;
}
