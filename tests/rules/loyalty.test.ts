// Loyalty in the rules: the points ledger is read by owners and managers (the
// desk and stylists see a client's history through the API, which checks
// whose client it is); nobody writes it or the salon's loyalty rules from the
// browser, because every balance change happens in the server's transaction.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner, manager, superAdmin, everyoneBut } = personas(rules);

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/loyaltyEntries/sale-1'), {
      clientId: 'c-sam',
      kind: 'earned',
      points: 45,
      balanceAfter: 85,
    });
    await setDoc(doc(db, 'orgs/luxe/loyaltyEntries/sale-2'), { clientId: 'c-luxe', points: 10 });
  });
});

describe('orgs/{orgId}/loyaltyEntries: the points ledger', () => {
  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} reads the salon’s ledger`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/loyaltyEntries')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/loyaltyEntries/sale-1')));
    });
  }
  for (const p of everyoneBut(owner, manager, superAdmin)) {
    it(`${p.name} does not read it from the database`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/loyaltyEntries/sale-1')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/loyaltyEntries')));
    });
  }
  it('Nova’s owner does not read another salon’s ledger', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/loyaltyEntries/sale-2')));
  });
  for (const p of everyoneBut()) {
    it(`${p.name} never writes the ledger`, async () => {
      const db = p.db();
      await assertFails(
        setDoc(doc(db, 'orgs/nova/loyaltyEntries/free'), { clientId: 'c-sam', points: 1000 }),
      );
      await assertFails(updateDoc(doc(db, 'orgs/nova/loyaltyEntries/sale-1'), { points: 4500 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/loyaltyEntries/sale-1')));
    });
  }
});

describe('orgs/{orgId}.loyaltySettings: the programme’s rules', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} changes them only through the API`, async () => {
      await assertFails(
        updateDoc(doc(p.db(), 'orgs/nova'), {
          loyaltySettings: { enabled: true, servicePointsPerUnit: 100 },
        }),
      );
    });
  }
});
