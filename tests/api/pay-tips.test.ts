// Pay settings beyond the plan, through the API: commission on the
// appointment's day (a deposit paid ahead earns in the appointment's period,
// its tip on the day it was given), cash tips declared (by whom, and never
// into the future or a closed period), and a tip pool shared per role.
import { ZPaymentRecord } from '@chairside/core/records/payment';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { signUp } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `tips-${run}`;
let owner: { uid: string; idToken: string };
let leo: { uid: string; idToken: string };
let desk: { uid: string; idToken: string };
const FIRST = '2026-11-02';
const SECOND = '2026-11-16';

beforeAll(async () => {
  [owner, leo, desk] = await Promise.all([
    signUp(`tips-owner-${run}@chairside.test`),
    signUp(`tips-leo-${run}@chairside.test`),
    signUp(`tips-desk-${run}@chairside.test`),
  ]);
  await ownedSalon(orgId, 'Tip Studio', owner.uid);
  await teamOf(orgId, [
    ['s-leo', 'Leo Martins', 'staff', leo.uid],
    ['s-mia', 'Mia Chen', 'staff', null],
    ['s-dee', 'Dee Desk', 'front_desk', desk.uid],
  ]);
  const db = admin().db;
  // An appointment on the 18th, its $40 deposit (and a $10 tip) paid on the 5th.
  await db.doc(`orgs/${orgId}/bookings/b-ahead`).set({
    localDate: '2026-11-18',
    startTime: new Date('2026-11-18T17:00:00Z'),
    endTime: new Date('2026-11-18T18:00:00Z'),
    staffId: 's-leo',
    status: 'booked',
    serviceIds: ['svc-cut'],
    price: 8_000,
    paid: 4_000,
  });
  const at = new Date('2026-11-05T17:00:00Z');
  await db.doc(`orgs/${orgId}/payments/p-ahead`).set(
    ZPaymentRecord.parse({
      id: 'p-ahead',
      method: 'card',
      purpose: 'deposit',
      status: 'succeeded',
      amount: 4_000,
      tip: 1_000,
      refunded: 0,
      bookingId: 'b-ahead',
      staffId: 's-leo',
      localDate: '2026-11-05',
      takenBy: { uid: null, name: 'Online' },
      createdAt: at,
      updatedAt: at,
    }),
  );
  const settings = await callApi('/pay/settings', {
    token: owner.idToken,
    body: {
      orgId,
      settings: {
        frequency: 'biweekly',
        anchor: FIRST,
        recognition: 'appointment',
        tips: { mode: 'pooled_roles', roleShares: { staff: 80, front_desk: 20 } },
      },
    },
  });
  expect(settings.status).toBe(200);
  const plan = await callApi('/commission-settings', {
    token: owner.idToken,
    body: {
      orgId,
      scope: { kind: 'role', role: 'staff' },
      effectiveFrom: FIRST,
      terms: { services: { kind: 'percent', rate: 50 }, products: { kind: 'none' } },
    },
  });
  expect(plan.status).toBe(200);
});

type Row = {
  staffId: string;
  tips: number;
  tipsHow: string;
  commission: number;
  lines: { id: string; date: string }[];
};
const runOf = async (from: string) =>
  (await callApi(`/pay/runs?orgId=${orgId}&from=${from}`, { token: owner.idToken })).body as {
    rows: Row[];
  };
const row = (body: { rows: Row[] }, id: string) => body.rows.find((r) => r.staffId === id)!;
const declare = (
  who: { idToken: string },
  staffId: string,
  day: string,
  amount: number,
  key: string,
) =>
  callApi('/pay/tips/declare', {
    token: who.idToken,
    body: { orgId, staffId, day, amount, idempotencyKey: `${key}-${run}` },
  });

describe('commission on the appointment’s day', () => {
  it('earns the deposit in the appointment’s period, not the payment’s', async () => {
    expect(row(await runOf(FIRST), 's-leo').commission).toBe(0);
    const later = row(await runOf(SECOND), 's-leo');
    expect(later.lines).toEqual([
      expect.objectContaining({ id: 'payment:p-ahead', date: '2026-11-18' }),
    ]);
    expect(later.commission).toBe(2_000);
  });
});

describe('cash tips declared, and a pool shared per role', () => {
  it('takes the desk’s declaration once per key, and keeps a stylist to their own', async () => {
    expect((await declare(desk, 's-dee', '2026-11-10', 500, 'dee-cash')).status).toBe(200);
    expect((await declare(desk, 's-dee', '2026-11-10', 500, 'dee-cash')).status).toBe(200);
    expect((await declare(leo, 's-mia', '2026-11-10', 500, 'leo-for-mia')).status).toBe(403);
    const future = await declare(leo, 's-leo', '2099-01-01', 500, 'leo-future');
    expect(future.status).toBe(400);
    expect(future.body.error.details).toEqual([
      { path: 'day', message: 'Choose today or an earlier day' },
    ]);
  });

  it('pools the $10 tip and $5 declared: 80% to stylists by hours, 20% to the desk', async () => {
    const first = await runOf(FIRST);
    expect([row(first, 's-leo').tips, row(first, 's-mia').tips, row(first, 's-dee').tips]).toEqual([
      600, 600, 300,
    ]);
    expect(row(first, 's-dee').tipsHow).toMatch(/^Pooled: 20% to the role, /);
  });

  it('refuses role shares that do not add up, and a declaration in a closed period', async () => {
    const bad = await callApi('/pay/settings', {
      token: owner.idToken,
      body: {
        orgId,
        settings: {
          frequency: 'biweekly',
          anchor: FIRST,
          tips: { mode: 'pooled_roles', roleShares: { staff: 70 } },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('settings.tips.roleShares');
    const closed = await callApi('/pay/runs/close', {
      token: owner.idToken,
      body: { orgId, from: FIRST },
    });
    expect(closed.status).toBe(200);
    const late = await declare(desk, 's-leo', '2026-11-12', 700, 'late');
    expect(late.status).toBe(400);
    expect(late.body.error.details[0]).toEqual({
      path: 'day',
      message: 'Pay to 2026-11-15 is closed: declare it on a day of an open period',
    });
  });
});
