import { admin } from './api';

/**
 * Every document under a path, as plain JSON: imports and picture copies left
 * out, and so are the read models functions derive from the documents kept
 * here a moment later (a day's busy time is its stylists' lock documents,
 * which are compared; rollup changes are applied and gone; the no-show
 * model and each day's risks are learned from the appointments compared).
 */
export async function salonTree(path: string): Promise<Record<string, unknown>> {
  const db = admin().db;
  const out: Record<string, unknown> = {};
  const derived = (p: string) =>
    /\/bookingDays\/[^/]+$/.test(p) || /\/(noShowRisk|intelligence)\/[^/]+$/.test(p);
  const walk = async (ref: FirebaseFirestore.DocumentReference) => {
    const snap = await ref.get();
    if (snap.exists && !derived(ref.path)) out[ref.path] = JSON.parse(JSON.stringify(snap.data()));
    for (const col of await ref.listCollections()) {
      if (['imports', 'mediaCopies', 'rollupChanges'].includes(col.id)) continue;
      for (const d of await col.listDocuments()) await walk(d);
    }
  };
  await walk(db.doc(path));
  return out;
}
