import { admin } from './api';

/** Every document under a path (imports and picture copies left out), as plain JSON. */
export async function salonTree(path: string): Promise<Record<string, unknown>> {
  const db = admin().db;
  const out: Record<string, unknown> = {};
  const walk = async (ref: FirebaseFirestore.DocumentReference) => {
    const snap = await ref.get();
    if (snap.exists) out[ref.path] = JSON.parse(JSON.stringify(snap.data()));
    for (const col of await ref.listCollections()) {
      if (col.id === 'imports' || col.id === 'mediaCopies') continue;
      for (const d of await col.listDocuments()) await walk(d);
    }
  };
  await walk(db.doc(path));
  return out;
}
