// The rules test of collections only the functions write and read: each
// path is seeded, and every persona but the server (anonymous visitor,
// stranger, client, booth renter, desk, stylist, manager, owner…) is refused
// reading it, listing its collection, writing and deleting it.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from './rules';
import { personas, seedSalons } from './salon-fixture';

export function functionsOnly(title: string, paths: readonly string[]) {
  const rules = useRulesEnvironment();
  const { everyoneBut } = personas(rules);
  beforeEach(async () => {
    await seedSalons(rules());
    await rules().withSecurityRulesDisabled(async (ctx) => {
      for (const path of paths) await setDoc(doc(ctx.firestore(), path), { email: true });
    });
  });
  describe(`${title}: the functions’ alone`, () => {
    for (const p of everyoneBut()) {
      it(`${p.name} neither reads nor changes any of it from the database`, async () => {
        const db = p.db();
        for (const path of paths) {
          const parent = path.split('/').slice(0, -1).join('/');
          await assertFails(getDoc(doc(db, path)));
          await assertFails(getDocs(collection(db, parent)));
          await assertFails(setDoc(doc(db, path), { email: false }));
          await assertFails(deleteDoc(doc(db, path)));
        }
      });
    }
  });
}
