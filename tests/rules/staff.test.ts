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
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import { hoursFromBusinessHours } from '@chairside/core/staff-profile';
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

const weeklyHours = hoursFromBusinessHours(DEFAULT_BUSINESS_HOURS);
const schedule = {
  weeklyHours: {
    ...weeklyHours,
    tue: { open: true, start: '09:00', end: '18:00', breaks: [{ start: '13:00', end: '13:30' }] },
  },
  exceptions: [
    { date: '2026-12-24', open: true, start: '09:00', end: '13:00', breaks: [], note: '' },
  ],
  timeOff: [
    {
      id: 't1',
      from: '2026-12-26',
      to: '2026-12-31',
      allDay: true,
      startTime: '09:00',
      endTime: '17:00',
      reason: 'Holiday',
    },
  ],
};
const edit = (db: Db, staffId: string, change: Record<string, unknown>) =>
  updateDoc(doc(db, `orgs/nova/staff/${staffId}`), { ...change, updatedAt: serverTimestamp() });
const addUnlinked = (db: Db, id: string, over: Record<string, unknown> = {}) =>
  setDoc(doc(db, `orgs/nova/staff/${id}`), {
    displayName: 'Noor Haddad',
    role: 'staff',
    userId: null,
    status: 'active',
    title: 'Colourist',
    color: '#0D9488',
    ...schedule,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  });

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled((ctx) => addUnlinked(ctx.firestore(), 's-noor'));
});

describe('orgs/{orgId}/staff: the team’s records', () => {
  for (const p of [...team, superAdmin]) {
    it(`${p.name} can read the team’s records`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/staff')));
    });
  }
  for (const p of [client, ...outsiders]) {
    it(`${p.name} cannot read the team’s records`, async () => {
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/staff')));
    });
  }
  it('another salon’s owner cannot read this salon’s staff, and vice versa', async () => {
    await assertFails(getDoc(doc(otherOwner.db(), 'orgs/nova/staff/s-leo')));
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/staff/s-olga')));
  });

  for (const p of [owner, manager]) {
    it(`${p.name} can set a stylist’s profile, hours, exceptions and time off`, async () => {
      await assertSucceeds(
        edit(p.db(), 's-leo', {
          title: 'Senior stylist',
          bio: 'Curls.',
          color: '#C2255C',
        }),
      );
      await assertSucceeds(edit(p.db(), 's-leo', schedule));
    });
    it(`${p.name} can add a stylist or booth renter who has no account yet, and retire them`, async () => {
      await assertSucceeds(addUnlinked(p.db(), 'new1'));
      await assertSucceeds(addUnlinked(p.db(), 'new2', { role: 'booth_renter' }));
      await assertSucceeds(edit(p.db(), 's-noor', { role: 'booth_renter' }));
      await assertSucceeds(
        edit(p.db(), 's-noor', { status: 'former', removedAt: serverTimestamp() }),
      );
    });
  }
  for (const p of [stylist, renter, frontDesk, client, superAdmin, ...outsiders]) {
    it(`${p.name} cannot change or add staff records`, async () => {
      await assertFails(edit(p.db(), 's-leo', { title: 'Boss' }));
      await assertFails(addUnlinked(p.db(), 'new1'));
    });
  }
  it('a stylist cannot change their own hours either', async () => {
    await assertFails(edit(stylist.db(), 's-leo', schedule));
  });
  it('a manager cannot edit the owner’s or another manager’s record, but can edit their own', async () => {
    await assertFails(edit(manager.db(), 's-maya', { title: 'Gone' }));
    await assertSucceeds(edit(manager.db(), 's-jordan', { title: 'Salon manager' }));
    await assertSucceeds(edit(owner.db(), 's-jordan', { title: 'Manager' }));
  });

  it('roles, accounts and leaving go through the staff API for people with accounts', async () => {
    const db = owner.db();
    await assertFails(edit(db, 's-leo', { role: 'manager' }));
    await assertFails(edit(db, 's-leo', { status: 'former' }));
    await assertFails(edit(db, 's-leo', { email: 'other@x.test' }));
    await assertFails(edit(db, 's-leo', { userId: 'someone' }));
    await assertFails(edit(db, 's-noor', { userId: 'someone' }));
  });
  it('a person without an account cannot be made an owner, manager or front desk here', async () => {
    await assertFails(addUnlinked(owner.db(), 'x', { role: 'manager' }));
    await assertFails(addUnlinked(owner.db(), 'y', { userId: 'leo' }));
    await assertFails(edit(owner.db(), 's-noor', { role: 'owner' }));
  });
  it('a record must have the shape the editor gives it', async () => {
    const db = owner.db();
    await assertFails(edit(db, 's-leo', { color: 'red' }));
    // Pay is not on the record every member reads: it lives in staffPay.
    await assertFails(edit(db, 's-leo', { commissionRate: 45 }));
    await assertFails(
      edit(db, 's-leo', { 'weeklyHours.mon': { open: true, start: '18:00', end: '09:00' } }),
    );
    await assertFails(
      edit(db, 's-leo', { 'weeklyHours.funday': { open: true, start: '09:00', end: '10:00' } }),
    );
    await assertFails(edit(db, 's-leo', { displayName: 'L' }));
    await assertFails(edit(db, 's-leo', { salary: 100 }));
    await assertFails(updateDoc(doc(db, 'orgs/nova/staff/s-leo'), { title: 'No stamp' }));
  });
  it('nobody deletes a staff record: history keeps it', async () => {
    await assertFails(deleteDoc(doc(owner.db(), 'orgs/nova/staff/s-noor')));
  });
});

describe('orgs/{orgId}/staffContacts: the team’s e-mail addresses', () => {
  const setContact = (db: Db, staffId: string, email: string) =>
    setDoc(doc(db, `orgs/nova/staffContacts/${staffId}`), {
      email,
      userId: null,
      updatedAt: serverTimestamp(),
    });
  beforeEach(() =>
    rules().withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'orgs/nova/staffContacts/s-noor'), { email: '', userId: null }),
    ),
  );

  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} can read everyone’s address`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/staffContacts')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/staffContacts/s-maya')));
    });
  }
  for (const p of [stylist, renter]) {
    it(`${p.name} reads only their own address`, async () => {
      const own = p === stylist ? 's-leo' : 's-priya';
      const uid = p === stylist ? 'leo' : 'priya';
      await assertSucceeds(getDoc(doc(p.db(), `orgs/nova/staffContacts/${own}`)));
      await assertSucceeds(
        getDocs(query(collection(p.db(), 'orgs/nova/staffContacts'), where('userId', '==', uid))),
      );
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/staffContacts/s-maya')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/staffContacts')));
    });
  }
  for (const p of [client, ...outsiders]) {
    it(`${p.name} cannot read any address`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/staffContacts/s-leo')));
    });
  }
  it('owners and managers set the address of someone without an account, nobody else', async () => {
    await assertSucceeds(setContact(owner.db(), 's-noor', 'noor@x.test'));
    await assertSucceeds(setContact(manager.db(), 's-noor', ''));
    for (const p of [frontDesk, stylist, renter, otherOwner]) {
      await assertFails(setContact(p.db(), 's-noor', 'noor@x.test'));
    }
  });
  it('the address of someone with an account changes only through the server', async () => {
    await assertFails(setContact(owner.db(), 's-leo', 'hijack@x.test'));
    await assertFails(
      setDoc(doc(owner.db(), 'orgs/nova/staffContacts/s-noor'), {
        email: 'noor@x.test',
        userId: 'leo',
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(setContact(owner.db(), 's-noor', 'Not An Email'));
  });
});

describe('orgs/{orgId}/staffPay: what each team member is paid', () => {
  const setPay = (db: Db, staffId: string, commissionRate: unknown) =>
    setDoc(doc(db, `orgs/nova/staffPay/${staffId}`), {
      commissionRate,
      updatedAt: serverTimestamp(),
    });
  beforeEach(() =>
    rules().withSecurityRulesDisabled(async (ctx) => {
      for (const uid of ['maya', 'jordan', 'ava', 'leo', 'priya'])
        await setDoc(doc(ctx.firestore(), `orgs/nova/staffPay/s-${uid}`), { commissionRate: 40 });
    }),
  );

  for (const p of [owner, manager, superAdmin]) {
    it(`${p.name} reads everyone’s pay`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/staffPay')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/staffPay/s-leo')));
    });
  }
  for (const [p, own] of [
    [stylist, 's-leo'],
    [renter, 's-priya'],
    [frontDesk, 's-ava'],
  ] as const) {
    it(`${p.name} reads only their own pay`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), `orgs/nova/staffPay/${own}`)));
      for (const other of ['s-leo', 's-priya', 's-ava', 's-maya'].filter((id) => id !== own))
        await assertFails(getDoc(doc(p.db(), `orgs/nova/staffPay/${other}`)));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/staffPay')));
    });
  }
  for (const p of [client, ...outsiders]) {
    it(`${p.name} cannot read anyone’s pay`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/staffPay/s-leo')));
    });
  }
  it('owners set anyone’s pay; managers a stylist’s or their own, not an owner’s', async () => {
    await assertSucceeds(setPay(owner.db(), 's-leo', 45.5));
    await assertSucceeds(setPay(owner.db(), 's-jordan', 10));
    await assertSucceeds(setPay(manager.db(), 's-leo', 42));
    await assertSucceeds(setPay(manager.db(), 's-jordan', 12));
    await assertFails(setPay(manager.db(), 's-maya', 50));
    for (const p of [frontDesk, stylist, renter, otherOwner])
      await assertFails(setPay(p.db(), 's-leo', 90));
  });
  it('a rate is a percentage from 0 to 100, nothing else', async () => {
    await assertFails(setPay(owner.db(), 's-leo', 120));
    await assertFails(setPay(owner.db(), 's-leo', '40'));
    await assertFails(
      setDoc(doc(owner.db(), 'orgs/nova/staffPay/s-leo'), {
        commissionRate: 40,
        bonus: 100,
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
