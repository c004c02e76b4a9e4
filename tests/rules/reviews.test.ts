// Reviews in the rules: reviews, the requests and when each client was last
// asked, the figures and the settings are the functions' alone. Clients
// submit through the signed link and the team reads through the API, which
// checks the role.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { everyoneBut } = personas(rules);
const PATHS = [
  'orgs/nova/reviews/rev-b1',
  'orgs/nova/reviewRequests/review-b1',
  'orgs/nova/reviewAsks/c-ana',
  'orgs/nova/reviewStats/all',
  'orgs/nova/reviewSettings/settings',
  'orgs/nova/reviewPhotos/0123abcd',
  'orgs/nova/reputation/google',
  'orgs/nova/reputationSecrets/google',
];

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    for (const path of PATHS) await setDoc(doc(ctx.firestore(), path), { email: true });
  });
});

describe('reviews: the functions’ alone', () => {
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
