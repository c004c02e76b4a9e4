// A salon for the emulator benchmarks: created through the API by a new
// owner, with `staffIds` as active stylists who all perform a cut.
import { admin, callApi, salonInput } from '../support/api';
import { serviceDocument } from '../support/booking-fixture';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';

export async function benchSalon(name: string, staffIds: readonly string[]) {
  const owner = await signUp(`bench-${name}-${Date.now()}@chairside.test`);
  const created = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput(name, `${name}-${Date.now()}`),
  });
  const orgId = created.body.orgId as string;
  const { db } = admin();
  const batch = db.batch();
  for (const id of staffIds) {
    batch.set(db.doc(`orgs/${orgId}/staff/${id}`), {
      displayName: id,
      role: 'staff',
      status: 'active',
      userId: null,
    });
  }
  batch.set(
    db.doc(`orgs/${orgId}/services/cut`),
    serviceDocument('Cut', { staffIds: [...staffIds] }),
  );
  await batch.commit();
  return { orgId, owner: callerFor(owner.uid) };
}

/** Median and 95th percentile of some timings. */
export function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return {
    median: s[Math.floor(s.length / 2)]!,
    p95: s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]!,
  };
}
