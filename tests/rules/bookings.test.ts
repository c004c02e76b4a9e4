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
import { DEFAULT_BOOKING_POLICY } from '@chairside/core/booking';
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
  everyoneBut,
} = personas(rules);

const booking = (staffId: string, extra: Record<string, unknown> = {}) => ({
  date: new Date('2026-12-01T05:00:00Z'),
  localDate: '2026-12-01',
  startTime: new Date('2026-12-01T15:00:00Z'),
  endTime: new Date('2026-12-01T15:30:00Z'),
  busy: [],
  staffId,
  serviceIds: ['cut'],
  services: [],
  price: 4500,
  currency: 'USD',
  clientId: 'c-sam',
  clientUserId: null,
  clientName: 'Sam',
  status: 'booked',
  source: 'online',
  notes: '',
  createdAt: new Date('2026-11-01'),
  updatedAt: new Date('2026-11-01'),
  ...extra,
});

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/bookings/b-leo'), booking('s-leo', { clientUserId: 'sam' }));
    await setDoc(doc(db, 'orgs/nova/bookings/b-priya'), booking('s-priya'));
    await setDoc(doc(db, 'orgs/nova/bookings/b-maya'), booking('s-maya'));
    await setDoc(doc(db, 'orgs/nova/bookingDays/2026-12-01'), { blocksByStaff: {} });
    await setDoc(doc(db, 'orgs/nova/bookingDays/2026-12-01/staff/leo'), { blocks: [] });
    await setDoc(doc(db, 'orgs/nova/waitlist/w1'), {
      status: 'waiting',
      email: 'x@y.test',
      date: '2026-12-01',
    });
    await setDoc(doc(db, 'orgs/luxe/bookings/b-luxe'), booking('s-olga'));
  });
});

const notes = (db: Db, id: string, text = 'Prefers a quiet chair') =>
  updateDoc(doc(db, `orgs/nova/bookings/${id}`), { notes: text, updatedAt: serverTimestamp() });

describe('orgs/{orgId}/bookings: reading', () => {
  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} reads every appointment of the salon`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/bookings')));
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/bookings/b-priya')));
    });
  }
  for (const [p, own, other] of [
    [stylist, 's-leo', 'b-maya'],
    [renter, 's-priya', 'b-leo'],
  ] as const) {
    it(`${p.name} reads only their own column`, async () => {
      await assertSucceeds(
        getDocs(query(collection(p.db(), 'orgs/nova/bookings'), where('staffId', '==', own))),
      );
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/bookings')));
      await assertFails(getDoc(doc(p.db(), `orgs/nova/bookings/${other}`)));
    });
  }
  it('a client reads only their own appointments', async () => {
    const db = client.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/bookings/b-leo')));
    await assertSucceeds(
      getDocs(query(collection(db, 'orgs/nova/bookings'), where('clientUserId', '==', 'sam'))),
    );
    await assertFails(getDoc(doc(db, 'orgs/nova/bookings/b-maya')));
    await assertFails(getDocs(collection(db, 'orgs/nova/bookings')));
  });
  for (const p of outsiders) {
    it(`${p.name} reads no appointment`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/bookings/b-leo')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/bookings')));
    });
  }
  it('another salon’s owner reads their own salon only', async () => {
    await assertSucceeds(getDoc(doc(otherOwner.db(), 'orgs/luxe/bookings/b-luxe')));
  });
});

describe('orgs/{orgId}/bookings: writing', () => {
  for (const p of [
    owner,
    manager,
    frontDesk,
    stylist,
    renter,
    client,
    stranger,
    anonymous,
    superAdmin,
  ]) {
    it(`${p.name} cannot create or delete an appointment directly (the API does)`, async () => {
      await assertFails(
        setDoc(
          doc(p.db(), 'orgs/nova/bookings/new'),
          booking('s-leo', { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }),
        ),
      );
      await assertFails(deleteDoc(doc(p.db(), 'orgs/nova/bookings/b-leo')));
    });
  }
  for (const p of [owner, manager, frontDesk]) {
    it(`${p.name} edits any appointment’s notes, never its time, stylist or status`, async () => {
      await assertSucceeds(notes(p.db(), 'b-priya'));
      const ref = doc(p.db(), 'orgs/nova/bookings/b-priya');
      await assertFails(updateDoc(ref, { status: 'completed', updatedAt: serverTimestamp() }));
      await assertFails(
        updateDoc(ref, {
          startTime: new Date('2026-12-01T16:00:00Z'),
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(ref, { staffId: 's-leo', updatedAt: serverTimestamp() }));
      await assertFails(notes(p.db(), 'b-priya', 'x'.repeat(1001)));
    });
  }
  it('a stylist and a booth renter edit notes only on their own appointments', async () => {
    await assertSucceeds(notes(stylist.db(), 'b-leo'));
    await assertFails(notes(stylist.db(), 'b-maya'));
    await assertSucceeds(notes(renter.db(), 'b-priya'));
    await assertFails(notes(renter.db(), 'b-leo'));
  });
  for (const p of [client, stranger, anonymous, otherOwner]) {
    it(`${p.name} cannot edit an appointment`, async () => {
      await assertFails(notes(p.db(), 'b-leo'));
    });
  }
});

describe('orgs/{orgId}/bookingDays: the booking lock', () => {
  for (const p of everyoneBut()) {
    it(`${p.name} can neither read nor write it`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/bookingDays/2026-12-01')));
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/bookingDays/2026-12-02'), { blocks: [] }));
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/bookingDays/2026-12-01/staff/leo')));
      await assertFails(
        setDoc(doc(p.db(), 'orgs/nova/bookingDays/2026-12-01/staff/leo'), { blocks: [] }),
      );
    });
  }
});

describe('orgs/{orgId}/waitlist', () => {
  for (const p of [owner, manager, frontDesk]) {
    it(`${p.name} reads the waitlist and marks an entry contacted`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/waitlist')));
      await assertSucceeds(
        updateDoc(doc(p.db(), 'orgs/nova/waitlist/w1'), {
          status: 'contacted',
          updatedAt: serverTimestamp(),
        }),
      );
      await assertFails(
        updateDoc(doc(p.db(), 'orgs/nova/waitlist/w1'), {
          email: 'z@y.test',
          updatedAt: serverTimestamp(),
        }),
      );
    });
  }
  for (const p of [stylist, renter, client, stranger, anonymous, otherOwner]) {
    it(`${p.name} cannot read or join it directly`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/waitlist/w1')));
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/waitlist/w2'), { status: 'waiting' }));
    });
  }
});

describe('orgs/{orgId}.bookingPolicy', () => {
  const setPolicy = (db: Db, policy: unknown) =>
    updateDoc(doc(db, 'orgs/nova'), { bookingPolicy: policy, updatedAt: serverTimestamp() });
  for (const p of [owner, manager]) {
    it(`${p.name} sets the booking policy within its limits`, async () => {
      await assertSucceeds(setPolicy(p.db(), { ...DEFAULT_BOOKING_POLICY, leadMinutes: 60 }));
      await assertFails(setPolicy(p.db(), { ...DEFAULT_BOOKING_POLICY, slotIntervalMinutes: 7 }));
      await assertFails(setPolicy(p.db(), { ...DEFAULT_BOOKING_POLICY, maxAdvanceDays: 0 }));
      await assertFails(setPolicy(p.db(), { ...DEFAULT_BOOKING_POLICY, extra: true }));
      await assertFails(setPolicy(p.db(), { ...DEFAULT_BOOKING_POLICY, priorityAdvanceDays: 400 }));
      // A salon saved before members' priority booking existed keeps its policy valid.
      const { priorityAdvanceDays: _, ...older } = DEFAULT_BOOKING_POLICY;
      await assertSucceeds(setPolicy(p.db(), older));
    });
  }
  for (const p of [frontDesk, stylist, renter, client, anonymous]) {
    it(`${p.name} cannot change the booking policy`, async () => {
      await assertFails(setPolicy(p.db(), DEFAULT_BOOKING_POLICY));
    });
  }
});
