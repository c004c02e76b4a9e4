import type { ServiceInput } from '@chairside/core/services';
import type { ServiceRecord } from './converters';
import { useLiveQuery } from './live';
import { firestoreSdk } from './sdk';

/** The salon's whole service menu, archived services included, live. */
export function useServices(orgId: string) {
  return useLiveQuery(
    'services',
    `orgs/${orgId}/services`,
    (f) => f.collection(f.db, 'orgs', orgId, 'services'),
    (r) => r.ZServiceRecord,
  );
}

export async function createService(orgId: string, input: ServiceInput, sortOrder: number) {
  const f = await firestoreSdk();
  const ref = f.doc(f.collection(f.db, 'orgs', orgId, 'services'));
  await f.setDoc(ref, {
    ...input,
    status: 'active',
    sortOrder,
    createdAt: f.serverTimestamp(),
    updatedAt: f.serverTimestamp(),
  });
  return ref.id;
}

export async function updateService(orgId: string, id: string, input: ServiceInput) {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'services', id), {
    ...input,
    updatedAt: f.serverTimestamp(),
  });
}

export async function setServiceStatus(orgId: string, id: string, status: 'active' | 'archived') {
  const f = await firestoreSdk();
  return f.updateDoc(f.doc(f.db, 'orgs', orgId, 'services', id), {
    status,
    updatedAt: f.serverTimestamp(),
  });
}

/** New menu positions in one batch: all of them land or none does. */
export async function saveServiceOrder(
  orgId: string,
  changes: readonly { id: string; sortOrder: number }[],
) {
  if (!changes.length) return;
  const f = await firestoreSdk();
  const batch = f.writeBatch(f.db);
  for (const c of changes) {
    batch.update(f.doc(f.db, 'orgs', orgId, 'services', c.id), {
      sortOrder: c.sortOrder,
      updatedAt: f.serverTimestamp(),
    });
  }
  await batch.commit();
}

/**
 * Which services one stylist performs, set from the stylist's side: services
 * gain or lose them (and their own price or length) in one batch.
 */
export async function setServicesPerformed(
  orgId: string,
  staffId: string,
  services: readonly ServiceRecord[],
  performs: ReadonlySet<string>,
) {
  const f = await firestoreSdk();
  const batch = f.writeBatch(f.db);
  let writes = 0;
  for (const s of services) {
    const has = s.staffIds.includes(staffId);
    const wants = performs.has(s.id);
    if (has === wants) continue;
    const staffIds = wants ? [...s.staffIds, staffId] : s.staffIds.filter((id) => id !== staffId);
    const staffOverrides = Object.fromEntries(
      Object.entries(s.staffOverrides).filter(([id]) => id !== staffId),
    );
    batch.update(f.doc(f.db, 'orgs', orgId, 'services', s.id), {
      staffIds,
      staffOverrides,
      updatedAt: f.serverTimestamp(),
    });
    writes++;
  }
  if (writes) await batch.commit();
  return writes;
}
