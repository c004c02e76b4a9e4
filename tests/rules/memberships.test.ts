// Memberships in the rules: the team reads the plans a salon sells; owners,
// managers and the desk read who holds them (they sign members up and take
// renewals); a client sees their own only through the API; every write goes
// through the API, because status comes from Stripe or the desk's payment.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { owner, manager, frontDesk, client, superAdmin, team, everyoneBut } = personas(rules);

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/membershipDefinitions/gold'), {
      name: 'Gold',
      price: 9900,
      billing_interval: 'month',
    });
    await setDoc(doc(db, 'orgs/nova/memberships/m1'), {
      definitionId: 'gold',
      clientId: 'c-sam',
      status: 'active',
      price: 9900,
    });
    await setDoc(doc(db, 'orgs/luxe/membershipDefinitions/silver'), { name: 'Silver' });
    await setDoc(doc(db, 'orgs/luxe/memberships/m2'), { definitionId: 'silver' });
  });
});

describe('orgs/{orgId}/membershipDefinitions: the plans a salon sells', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} reads the salon’s plans`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/membershipDefinitions')));
    });
  }
  for (const p of everyoneBut(...team, superAdmin)) {
    it(`${p.name} does not read them from the database`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/membershipDefinitions/gold')));
    });
  }
  it('Nova’s owner does not read another salon’s plans', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/membershipDefinitions/silver')));
  });
  for (const p of everyoneBut()) {
    it(`${p.name} changes plans only through the API`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/membershipDefinitions/free'), { price: 0 }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/membershipDefinitions/gold'), { price: 1 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/membershipDefinitions/gold')));
    });
  }
});

describe('orgs/{orgId}/memberships: who holds which plan', () => {
  const desk = [owner, manager, frontDesk];
  for (const p of [...desk, superAdmin]) {
    it(`${p.name} reads the salon’s members`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/memberships')));
    });
  }
  for (const p of everyoneBut(...desk, superAdmin)) {
    it(`${p.name} does not read members from the database`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/memberships/m1')));
    });
  }
  it('Nova’s owner does not read another salon’s members', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/memberships/m2')));
  });
  it('a client cannot make themselves active', async () => {
    await assertFails(
      updateDoc(doc(client.db(), 'orgs/nova/memberships/m1'), { status: 'active' }),
    );
  });
  for (const p of everyoneBut()) {
    it(`${p.name} neither makes, changes nor deletes a membership`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/memberships/m9'), { status: 'active' }));
      await assertFails(updateDoc(doc(db, 'orgs/nova/memberships/m1'), { price: 0 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/memberships/m1')));
    });
  }
});
