import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { clientFields, newClientFields, ZClientInput } from '@chairside/core/clients';
import { useRulesEnvironment, type Db } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const {
  anonymous,
  stranger,
  client,
  stylist,
  renter,
  frontDesk,
  manager,
  owner,
  otherOwner,
  superAdmin,
  outsiders,
} = personas(rules);

const maria = ZClientInput.parse({ firstName: 'Maria', lastName: 'Lopez', phone: '718 555 0101' });
const add = (db: Db, id: string, ownerStaffId: string | null = null, over = {}) =>
  setDoc(doc(db, `orgs/nova/clients/${id}`), {
    ...newClientFields(maria, ownerStaffId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  });
const edit = (db: Db, id: string, change: Record<string, unknown>) =>
  updateDoc(doc(db, `orgs/nova/clients/${id}`), { ...change, updatedAt: serverTimestamp() });
const rename = (db: Db, id: string) =>
  edit(db, id, clientFields({ ...maria, firstName: 'Mariana' }));

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await add(db, 'c-salon');
    await add(db, 'c-priya', 's-priya');
    await add(db, 'c-sam', null, { userId: 'sam', loyaltyPoints: 40 });
    await setDoc(doc(db, 'orgs/luxe/clients/c-luxe'), { firstName: 'Lux', userId: 'sam' });
  });
});

const salonTeam = [owner, manager, frontDesk, stylist];

describe('orgs/{orgId}/clients: reading', () => {
  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} can read every client, a booth renter’s too`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/clients')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/clients/c-salon')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/clients/c-priya')));
    });
  }
  for (const p of [frontDesk, stylist]) {
    it(`${p.name} reads the salon’s own clients, never a booth renter’s`, async () => {
      const db = p.db();
      await assertSucceeds(getDoc(doc(db, 'orgs/nova/clients/c-salon')));
      await assertSucceeds(
        getDocs(query(collection(db, 'orgs/nova/clients'), where('ownerStaffId', '==', null))),
      );
      await assertFails(getDoc(doc(db, 'orgs/nova/clients/c-priya')));
      await assertFails(getDocs(collection(db, 'orgs/nova/clients')));
      await assertFails(
        getDocs(query(collection(db, 'orgs/nova/clients'), where('ownerStaffId', '==', 's-priya'))),
      );
    });
    it(`${p.name} cannot edit a booth renter’s client`, async () => {
      await assertFails(rename(p.db(), 'c-priya'));
    });
  }
  it('a booth renter sees only their own clients', async () => {
    const db = renter.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/clients/c-priya')));
    await assertSucceeds(
      getDocs(query(collection(db, 'orgs/nova/clients'), where('ownerStaffId', '==', 's-priya'))),
    );
    await assertFails(getDoc(doc(db, 'orgs/nova/clients/c-salon')));
    await assertFails(getDocs(collection(db, 'orgs/nova/clients')));
  });
  it('a client reads only their own record', async () => {
    const db = client.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/clients/c-sam')));
    await assertSucceeds(
      getDocs(query(collection(db, 'orgs/nova/clients'), where('userId', '==', 'sam'))),
    );
    await assertFails(getDoc(doc(db, 'orgs/nova/clients/c-salon')));
    await assertFails(getDocs(collection(db, 'orgs/nova/clients')));
  });
  for (const p of outsiders) {
    it(`${p.name} cannot read any client`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/clients/c-salon')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/clients')));
    });
  }
  it('an owner cannot read another salon’s clients', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/clients/c-luxe')));
  });
});

describe('orgs/{orgId}/clients: adding and editing', () => {
  for (const p of salonTeam) {
    it(`${p.name} can add and edit the salon’s clients`, async () => {
      await assertSucceeds(add(p.db(), 'new'));
      await assertSucceeds(rename(p.db(), 'c-salon'));
      await assertSucceeds(edit(p.db(), 'c-salon', { notes: 'Likes it short', tags: ['vip'] }));
    });
    it(`${p.name} cannot file a client under a booth renter`, async () => {
      await assertFails(add(p.db(), 'new', 's-priya'));
    });
  }
  it('a booth renter adds clients only as their own and edits only their own', async () => {
    const db = renter.db();
    await assertSucceeds(add(db, 'mine', 's-priya'));
    await assertFails(add(db, 'salons', null));
    await assertFails(add(db, 'leos', 's-leo'));
    await assertSucceeds(rename(db, 'c-priya'));
    await assertFails(rename(db, 'c-salon'));
  });
  for (const p of [client, superAdmin, anonymous, stranger, otherOwner]) {
    it(`${p.name} cannot add or edit clients`, async () => {
      await assertFails(add(p.db(), 'new'));
      await assertFails(rename(p.db(), 'c-salon'));
    });
  }
  it('a client cannot edit their own record from the browser either', async () => {
    await assertFails(edit(client.db(), 'c-sam', { notes: 'VIP please' }));
  });
  it('points, visits, account links and ownership are the server’s to change', async () => {
    const db = owner.db();
    await assertFails(edit(db, 'c-sam', { loyaltyPoints: 10_000 }));
    await assertFails(edit(db, 'c-salon', { visitCount: 5 }));
    await assertFails(edit(db, 'c-salon', { userId: 'leo' }));
    await assertFails(edit(db, 'c-salon', { ownerStaffId: 's-priya' }));
    await assertFails(edit(db, 'c-salon', { createdAt: new Date('2020-01-01') }));
    await assertFails(add(db, 'rich', null, { loyaltyPoints: 500 }));
    await assertFails(add(db, 'linked', null, { userId: 'sam' }));
  });
  it('a record must have the shape the form gives it', async () => {
    const db = frontDesk.db();
    await assertFails(add(db, 'a', null, { firstName: '' }));
    await assertFails(add(db, 'b', null, { email: 'not-an-email' }));
    await assertFails(add(db, 'c', null, { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }));
    await assertFails(add(db, 'd', null, { marketingConsent: { email: 'yes', sms: false } }));
    await assertFails(add(db, 'e', null, { creditCard: '4242' }));
    await assertFails(add(db, 'f', null, { createdAt: new Date('2020-01-01') }));
    await assertFails(add(db, 'g', null, { referredById: 42 }));
  });
  it('the desk records who referred a client (the bonus itself is the server’s)', async () => {
    await assertSucceeds(add(frontDesk.db(), 'friend', null, { referredById: 'c-sam' }));
    await assertSucceeds(edit(frontDesk.db(), 'c-salon', { referredById: 'c-sam' }));
    await assertSucceeds(edit(frontDesk.db(), 'c-salon', { referredById: null }));
  });
});

describe('orgs/{orgId}/clients: deleting', () => {
  for (const p of [owner, manager]) {
    it(`${p.name} can delete a client`, async () => {
      await assertSucceeds(deleteDoc(doc(p.db(), 'orgs/nova/clients/c-salon')));
    });
  }
  for (const p of [frontDesk, stylist, client, superAdmin, ...outsiders]) {
    it(`${p.name} cannot delete a client`, async () => {
      await assertFails(deleteDoc(doc(p.db(), 'orgs/nova/clients/c-salon')));
    });
  }
  it('a booth renter deletes only their own clients', async () => {
    await assertFails(deleteDoc(doc(renter.db(), 'orgs/nova/clients/c-salon')));
    await assertSucceeds(deleteDoc(doc(renter.db(), 'orgs/nova/clients/c-priya')));
  });
});
