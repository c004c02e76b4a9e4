// Marketing in the rules: a client's opt-out (written by the unsubscribe link
// through the API) is nobody's to read or undo from the browser, the salon's
// owner included, so no edit can resubscribe a client.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { everyoneBut } = personas(rules);
const PATH = 'orgs/nova/marketingOptOuts/c-ana';

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), PATH), { email: true });
  });
});

describe('orgs/{orgId}/marketingOptOuts: a client’s unsubscribes', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} neither reads nor changes it from the database`, async () => {
      const db = p.db();
      await assertFails(getDoc(doc(db, PATH)));
      await assertFails(getDocs(collection(db, 'orgs/nova/marketingOptOuts')));
      await assertFails(setDoc(doc(db, PATH), { email: false }));
      await assertFails(deleteDoc(doc(db, PATH)));
    });
  }
});
