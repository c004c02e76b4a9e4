import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getAggregateFromServer,
  getDocs,
  query,
  sum,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { useRulesEnvironment } from '../support/rules';
import { personas, seedSalons } from '../support/salon-fixture';

const rules = useRulesEnvironment();
const { stylist, renter, frontDesk, manager, owner, superAdmin, everyoneBut } = personas(rules);

const payment = (staffId: string, extra: Record<string, unknown> = {}) => ({
  method: 'cash',
  purpose: 'balance',
  status: 'succeeded',
  amount: 4500,
  tip: 900,
  refunded: 0,
  currency: 'USD',
  bookingId: 'b1',
  clientId: 'c-sam',
  clientName: 'Sam',
  staffId,
  staffName: 'Leo',
  cash: { tendered: 6000, change: 600 },
  localDate: '2026-12-01',
  takenBy: { uid: 'ava', name: 'Ava' },
  history: [],
  requestHash: 'h',
  createdAt: new Date('2026-12-01T16:00:00Z'),
  updatedAt: new Date('2026-12-01T16:00:00Z'),
  ...extra,
});

beforeEach(async () => {
  await seedSalons(rules());
  await rules().withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'orgs/nova/payments/p-leo'), payment('s-leo'));
    await setDoc(doc(db, 'orgs/nova/payments/p-priya'), payment('s-priya'));
    await setDoc(doc(db, 'orgs/nova/cashDrawers/2026-12-01'), { counts: [] });
    await setDoc(doc(db, 'orgs/luxe/payments/p-luxe'), payment('s-olga'));
  });
});

describe('orgs/{orgId}/payments: the ledger', () => {
  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} reads every payment of the salon`, async () => {
      await assertSucceeds(getDocs(collection(p.db(), 'orgs/nova/payments')));
    });
  }

  it('a stylist reads the payments (and tips) of their own appointments only', async () => {
    const db = stylist.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/payments/p-leo')));
    await assertSucceeds(
      getDocs(query(collection(db, 'orgs/nova/payments'), where('staffId', '==', 's-leo'))),
    );
    await assertFails(getDoc(doc(db, 'orgs/nova/payments/p-priya')));
    await assertFails(getDocs(collection(db, 'orgs/nova/payments')));
  });

  it('a stylist sums their own takings and tips (the totals aggregation), not the salon’s', async () => {
    const db = stylist.db();
    const payments = collection(db, 'orgs/nova/payments');
    const sums = { taken: sum('amount'), tips: sum('tip') };
    const mine = await assertSucceeds(
      getAggregateFromServer(query(payments, where('staffId', '==', 's-leo')), sums),
    );
    expect(mine.data()).toEqual({ taken: 4500, tips: 900 });
    await assertFails(getAggregateFromServer(payments, sums));
    await assertSucceeds(
      getAggregateFromServer(collection(owner.db(), 'orgs/nova/payments'), sums),
    );
  });

  it('a booth renter reads their own, not a stylist’s', async () => {
    const db = renter.db();
    await assertSucceeds(getDoc(doc(db, 'orgs/nova/payments/p-priya')));
    await assertFails(getDoc(doc(db, 'orgs/nova/payments/p-leo')));
  });

  for (const p of everyoneBut(owner, manager, frontDesk, superAdmin, stylist, renter)) {
    it(`${p.name} reads no payment`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/payments/p-leo')));
      await assertFails(getDocs(collection(p.db(), 'orgs/nova/payments')));
    });
  }

  it('another salon’s payments stay hidden from Nova’s owner', async () => {
    await assertFails(getDoc(doc(owner.db(), 'orgs/luxe/payments/p-luxe')));
  });

  for (const p of [owner, manager, frontDesk, stylist, superAdmin]) {
    it(`${p.name} cannot write the ledger from the browser`, async () => {
      const db = p.db();
      await assertFails(setDoc(doc(db, 'orgs/nova/payments/p-new'), payment('s-leo')));
      await assertFails(updateDoc(doc(db, 'orgs/nova/payments/p-leo'), { amount: 1 }));
      await assertFails(deleteDoc(doc(db, 'orgs/nova/payments/p-leo')));
    });
  }
});

describe('orgs/{orgId}/cashDrawers: the day’s counts', () => {
  for (const p of [owner, manager, frontDesk]) {
    it(`${p.name} reads the drawer but cannot write it`, async () => {
      await assertSucceeds(getDoc(doc(p.db(), 'orgs/nova/cashDrawers/2026-12-01')));
      await assertFails(
        setDoc(doc(p.db(), 'orgs/nova/cashDrawers/2026-12-01'), { counts: [{ counted: 1 }] }),
      );
    });
  }

  for (const p of everyoneBut(owner, manager, frontDesk)) {
    it(`${p.name} does not read the drawer`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/cashDrawers/2026-12-01')));
    });
  }
});

describe('Stripe account and events: the server’s alone', () => {
  beforeEach(async () => {
    await rules().withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'orgs/nova/paymentSettings/stripe'), { accountId: 'acct_1' });
      await setDoc(doc(db, 'stripeEvents/evt_1'), { type: 'account.updated' });
      await setDoc(doc(db, 'orgs/nova/paymentCustomers/c1'), { customerId: 'cus_1' });
      await setDoc(doc(db, 'orgs/nova/cardSetups/b1'), { setupIntentId: 'seti_1' });
    });
  });

  for (const p of [owner, manager, frontDesk, superAdmin]) {
    it(`${p.name} neither reads nor writes them from the browser (the API answers)`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/paymentSettings/stripe')));
      await assertFails(
        setDoc(doc(p.db(), 'orgs/nova/paymentSettings/stripe'), { accountId: 'x' }),
      );
      await assertFails(getDoc(doc(p.db(), 'stripeEvents/evt_1')));
      await assertFails(setDoc(doc(p.db(), 'stripeEvents/evt_2'), { type: 'x' }));
    });
  }

  for (const p of everyoneBut()) {
    it(`${p.name} neither reads nor writes a client’s Stripe customer`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/paymentCustomers/c1')));
      await assertFails(
        setDoc(doc(p.db(), 'orgs/nova/paymentCustomers/c2'), { customerId: 'cus_x' }),
      );
    });

    it(`${p.name} neither reads nor writes the card a booking saved without a deposit`, async () => {
      await assertFails(getDoc(doc(p.db(), 'orgs/nova/cardSetups/b1')));
      await assertFails(setDoc(doc(p.db(), 'orgs/nova/cardSetups/b1'), { status: 'succeeded' }));
      await assertFails(
        setDoc(doc(p.db(), 'orgs/nova/cardSetups/b2'), { setupIntentId: 'seti_x' }),
      );
    });
  }
});
