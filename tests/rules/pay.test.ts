// Pay and the financial dashboard in the rules: commission plans, pay
// settings, pay runs, booth rent and the finance rollups (and the trigger's event marks)
// are read and written only through the API (which shows each person their
// own line, and the figures to owners and managers); no persona reaches them
// from the browser, the owner included.
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { everyoneBut } = personas(rules);

const PATHS = {
  commissionPlans: 'orgs/nova/commissionPlans/role-staff~2026-11-02',
  paySettings: 'orgs/nova/paySettings/current',
  payRuns: 'orgs/nova/payRuns/2026-11-02',
  boothRent: 'orgs/nova/boothRent/staff-renter',
  financeDaily: 'orgs/nova/financeDaily/2026-11-02',
  financeMonthly: 'orgs/nova/financeMonthly/2026-11',
  ledgerEvents: 'orgs/nova/ledgerEvents/event-1',
};

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const path of Object.values(PATHS)) await setDoc(doc(db, path), { status: 'closed' });
  });
});

for (const [name, path] of Object.entries(PATHS)) {
  describe(`orgs/{orgId}/${name}: pay and finance`, () => {
    for (const p of everyoneBut()) {
      it(`${p.name} neither reads nor writes it from the database`, async () => {
        const db = p.db();
        await assertFails(getDoc(doc(db, path)));
        await assertFails(getDocs(collection(db, path.split('/').slice(0, 3).join('/'))));
        await assertFails(setDoc(doc(db, path), { status: 'draft' }));
        await assertFails(deleteDoc(doc(db, path)));
      });
    }
  });
}
