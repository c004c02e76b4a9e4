// Gift cards in the rules: the team reads what the salon sells; nobody reads
// a card (it holds its code), its ledger or a purchase from a browser; owners
// and managers read the liability; every write goes through the API.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner, manager, superAdmin, team, everyoneBut } = personas(rules);

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/giftCardProducts/g1'), {
      name: 'Gift card',
      amounts: [5000],
      design: 'classic',
    });
    await setDoc(doc(db, 'orgs/nova/giftCards/c1'), { code: 'ABCDEFGHJKMNPQRS', balance: 5000 });
    await setDoc(doc(db, 'orgs/nova/giftCardLedger/e1'), { cardId: 'c1', amount: 5000 });
    await setDoc(doc(db, 'orgs/nova/giftCardOrders/p1'), { amount: 5000 });
    await setDoc(doc(db, 'orgs/nova/giftCardTotals/all'), { outstanding: 5000 });
    await setDoc(doc(db, 'orgs/luxe/giftCardProducts/g2'), { name: 'Luxe card' });
  });
});

describe('orgs/{orgId}/giftCardProducts: what the salon sells', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} reads the gift cards on sale`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/giftCardProducts')));
    });
  }
  for (const p of everyoneBut(...team, superAdmin)) {
    it(`${p.name} does not read them from the database`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/giftCardProducts/g1')));
    });
  }
  it('Nova’s owner does not read another salon’s', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/giftCardProducts/g2')));
  });
  for (const p of [owner, manager]) {
    it(`${p.name} changes them only through the API`, async () => {
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/giftCardProducts/g3'), { name: 'Free' }));
      await assertFails(updateDoc(doc(p.db(), 'orgs/nova/giftCardProducts/g1'), { amounts: [1] }));
    });
  }
});

describe('gift cards, their ledger and purchases: server only', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} neither reads nor writes a card, its ledger or an order`, async () => {
      const db = p.db();
      await assertFails(getDoc(doc(db, 'orgs/nova/giftCards/c1')));
      await assertFails(getDocs(collection(db, 'orgs/nova/giftCards')));
      await assertFails(getDoc(doc(db, 'orgs/nova/giftCardLedger/e1')));
      await assertFails(getDoc(doc(db, 'orgs/nova/giftCardOrders/p1')));
      await assertFails(updateDoc(doc(db, 'orgs/nova/giftCards/c1'), { balance: 999_999 }));
      await assertFails(setDoc(doc(db, 'orgs/nova/giftCardLedger/e2'), { amount: 1 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/giftCardOrders/p1')));
    });
  }
});

describe('giftCardTotals: the liability', () => {
  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} reads what the salon owes on its cards`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/giftCardTotals/all')));
    });
  }
  for (const p of everyoneBut(owner, manager, superAdmin)) {
    it(`${p.name} does not`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/giftCardTotals/all')));
    });
  }
  it('nobody writes it from a browser', async () => {
    await assertFails(setDoc(doc(owner.db(), 'orgs/nova/giftCardTotals/all'), { outstanding: 0 }));
  });
});
