import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { ZServiceInput } from '@chairside/core/services';
import { useRulesEnvironment, type Db } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const {
  client,
  stylist,
  renter,
  frontDesk,
  manager,
  owner,
  otherOwner,
  superAdmin,
  team,
  outsiders,
} = personas(rules);

const cut = ZServiceInput.parse({
  name: 'Cut and finish',
  category: 'Cuts',
  durationMinutes: 45,
  price: 6500,
  currency: 'USD',
  staffIds: ['s-leo'],
});
const create = (db: Db, id: string, over: Record<string, unknown> = {}) =>
  setDoc(doc(db, `orgs/nova/services/${id}`), {
    ...cut,
    status: 'active',
    sortOrder: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  });
const edit = (db: Db, change: Record<string, unknown>) =>
  updateDoc(doc(db, 'orgs/nova/services/cut'), { ...change, updatedAt: serverTimestamp() });

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    await create(ctx.firestore(), 'cut');
    await setDoc(doc(ctx.firestore(), 'orgs/luxe/services/x'), { ...cut, status: 'active' });
  });
});

describe('orgs/{orgId}/services: the service menu', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} can read the salon’s services`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/services')));
    });
  }
  for (const p of [client, ...outsiders]) {
    it(`${p.name} cannot read the salon’s service records directly`, async () => {
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/services')));
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/services/cut')));
    });
  }
  it('an owner cannot read another salon’s services', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/services/x')));
  });

  for (const p of [owner, manager]) {
    it(`${p.name} can add, edit, reorder and archive services`, async () => {
      const db = p.db();
      await assertSucceeds(create(db, 'new'));
      await assertSucceeds(edit(db, { price: 7000, name: 'Cut & finish' }));
      await assertSucceeds(edit(db, { sortOrder: 30 }));
      await assertSucceeds(edit(db, { status: 'archived' }));
    });
  }
  for (const p of [stylist, renter, frontDesk, client, superAdmin, ...outsiders]) {
    it(`${p.name} cannot add or change services`, async () => {
      await assertFails(create(p.db(), 'new'));
      await assertFails(edit(p.db(), { price: 1 }));
    });
  }
  it('nobody deletes a service: bookings name it, so it is archived instead', async () => {
    await assertFails(deleteDoc(doc(owner.db(), 'orgs/nova/services/cut')));
  });
  it('another salon’s owner cannot add services to this salon', async () => {
    await assertFails(create(otherOwner.db(), 'sneaky'));
  });

  it('a service must have the shape the editor gives it', async () => {
    const db = owner.db();
    await assertFails(create(db, 'a', { name: 'X' }));
    await assertFails(create(db, 'b', { price: 12.5 }));
    await assertFails(create(db, 'c', { durationMinutes: 0 }));
    await assertFails(create(db, 'd', { processingMinutes: 30, finishingMinutes: 15 }));
    await assertFails(create(db, 'e', { imageUrl: 'javascript:alert(1)' }));
    await assertFails(
      create(db, 'f', { staffOverrides: { 's-ava': { price: 1, durationMinutes: null } } }),
    );
    await assertFails(create(db, 'g', { status: 'deleted' }));
    await assertFails(create(db, 'h', { secret: true }));
    await assertFails(create(db, 'i', { createdAt: new Date('2020-01-01') }));
    await assertFails(create(db, 'j', { updatedAt: new Date('2020-01-01') }));
  });
  it('an edit keeps the creation time', async () => {
    await assertFails(edit(owner.db(), { createdAt: new Date('2020-01-01') }));
  });
});
