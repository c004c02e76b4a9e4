import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { stylist, renter, frontDesk, manager, owner, superAdmin, team, everyoneBut } =
  personas(rules);

const product = (extra: Record<string, unknown> = {}) => ({
  name: 'Repair mask',
  sellingPrice: 2800,
  cost: 1200,
  stock: 6,
  ownerStaffId: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...extra,
});
const movement = (ownerStaffId: string | null) => ({
  productId: 'p-mask',
  reason: 'received',
  delta: 6,
  stockAfter: 6,
  ownerStaffId,
  at: new Date(),
});

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/products/p-mask'), product());
    await setDoc(doc(db, 'orgs/nova/products/p-priya'), product({ ownerStaffId: 's-priya' }));
    await setDoc(doc(db, 'orgs/nova/stockMovements/m-salon'), movement(null));
    await setDoc(doc(db, 'orgs/nova/stockMovements/m-priya'), movement('s-priya'));
    await setDoc(doc(db, 'orgs/nova/sales/s1'), { total: 2800, lines: [] });
    await setDoc(doc(db, 'orgs/nova/retailDaily/2026-12-01'), { date: '2026-12-01', sales: 1 });
    await setDoc(doc(db, 'orgs/luxe/products/p-luxe'), product());
  });
});

describe('orgs/{orgId}/products: the catalogue', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} reads the catalogue`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/products')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/products/p-mask')));
    });
  }

  for (const p of everyoneBut(...team, superAdmin)) {
    it(`${p.name} does not read the salon’s catalogue`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/products/p-mask')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/products')));
    });
  }

  it('Nova’s owner does not read another salon’s products', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/products/p-luxe')));
  });

  for (const p of [...team, superAdmin]) {
    it(`${p.name} cannot write products or stock from the browser (the API does)`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/products/p-new'), product()));
      await assertFails(updateDoc(doc(db, 'orgs/nova/products/p-mask'), { stock: 99 }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/products/p-mask'), { sellingPrice: 1 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/products/p-mask')));
    });
  }
});

describe('orgs/{orgId}/stockMovements: the audit trail', () => {
  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} reads every movement`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/stockMovements')));
    });
  }

  it('a booth renter reads the movements of their own stock only', async () => {
    const db = renter.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/stockMovements/m-priya')));
    await assertSucceeds(
      getDocs(
        query(collection(db, 'orgs/nova/stockMovements'), where('ownerStaffId', '==', 's-priya')),
      ),
    );
    await assertFails(getDoc(doc(db, 'orgs/nova/stockMovements/m-salon')));
  });

  for (const p of everyoneBut(owner, manager, frontDesk, superAdmin, renter)) {
    it(`${p.name} reads no movement`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/stockMovements/m-salon')));
    });
  }

  for (const p of [owner, manager, frontDesk, renter]) {
    it(`${p.name} cannot write the trail`, async () => {
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/stockMovements/m-x'), movement(null)));
      await assertFails(deleteDoc(doc(p.db(), 'orgs/nova/stockMovements/m-salon')));
    });
  }
});

describe('orgs/{orgId}/sales and retailDaily', () => {
  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} reads receipts but cannot write them`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/sales/s1')));
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/sales/s2'), { total: 1 }));
      await assertFails(updateDoc(doc(p.db(), 'orgs/nova/sales/s1'), { total: 1 }));
    });
  }

  for (const p of everyoneBut(owner, manager, frontDesk, superAdmin)) {
    it(`${p.name} reads no receipt`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/sales/s1')));
    });
  }

  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} reads the day totals but cannot write them`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/retailDaily/2026-12-01')));
      await assertFails(updateDoc(doc(p.db(), 'orgs/nova/retailDaily/2026-12-01'), { sales: 9 }));
    });
  }

  for (const p of everyoneBut(owner, manager, superAdmin)) {
    it(`${p.name} does not read the day totals`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/retailDaily/2026-12-01')));
    });
  }

  it('a stylist neither reads nor writes the day totals', async () => {
    await assertFails(setDoc(doc(stylist.db(), 'orgs/nova/retailDaily/2026-12-02'), { sales: 1 }));
  });
});
