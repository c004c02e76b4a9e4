// Social in the rules: connected accounts, their sealed tokens, posts and
// the portfolio are the functions' alone; the team works through the API,
// which checks the role (and tokens never reach a browser).
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { everyoneBut } = personas(rules);
const PATHS = [
  'orgs/nova/socialConnections/instagram',
  'orgs/nova/socialSecrets/instagram',
  'orgs/nova/socialPosts/p1',
  'orgs/nova/portfolio/ph1',
];

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    for (const path of PATHS) await setDoc(doc(ctx.firestore(), path), { email: true });
  });
});

describe('social accounts, posts and the portfolio: the functions’ alone', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} neither reads nor changes any of it from the database`, async () => {
      const db = p.db();
      for (const path of PATHS) {
        const parent = path.split('/').slice(0, -1).join('/');
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, parent)));
        await assertFails(setDoc(doc(db, path), { email: false }));
        await assertFails(deleteDoc(doc(db, path)));
      }
    });
  }
});
