// Paying the team through the API: plans (the spec's commission-settings), a
// scripted two weeks of the ledger (services and products, a discount, tips,
// a refund inside the period and a return in the next), the run checked line
// by line against figures worked out by hand, adjustments, closing (locked,
// closing again changes nothing), CSV, and who may see what; the financial
// dashboard over the same ledger, the lines behind a figure, reconciling.
import { ZPaymentRecord } from '@chairside/core/records/payment';
import { ZSaleRecord } from '@chairside/core/records/retail';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { signUp } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `pay-${run}`;
let owner: { uid: string; idToken: string };
let leo: { uid: string; idToken: string };
let desk: { uid: string; idToken: string };

const PERIOD = '2026-11-02'; // 2 to 15 November, every two weeks
const noonNY = (day: string) => new Date(`${day}T17:00:00Z`);

function saleOf(id: string, day: string, over: Record<string, unknown>) {
  const lines = (over['lines'] as Record<string, unknown>[]).map((l) => ({
    productId: null,
    bookingId: null,
    category: '',
    unitCost: 0,
    taxRate: 0,
    tax: 0,
    cartDiscount: 0,
    lineDiscount: 0,
    staffName: '',
    ...l,
    net: (l['gross'] as number) - ((l['lineDiscount'] as number) ?? 0),
  }));
  const total = lines.reduce((s, l) => s + l.net, 0);
  return ZSaleRecord.parse({
    id,
    number: `${day.replaceAll('-', '').slice(2)}-${id.toUpperCase()}`,
    status: 'completed',
    subtotal: total,
    discount: 0,
    tax: 0,
    tips: [],
    tipsTotal: 0,
    total,
    tenders: [{ method: 'cash', amount: total, paymentId: `${id}-pay` }],
    change: 0,
    localDate: day,
    soldBy: { uid: null, name: 'Desk' },
    createdAt: noonNY(day),
    updatedAt: noonNY(day),
    ...over,
    lines,
  });
}

beforeAll(async () => {
  owner = await signUp(`pay-owner-${run}@chairside.test`);
  leo = await signUp(`pay-leo-${run}@chairside.test`);
  desk = await signUp(`pay-desk-${run}@chairside.test`);
  await ownedSalon(orgId, 'Pay Studio', owner.uid);
  const db = admin().db;
  await teamOf(orgId, [
    ['s-leo', 'Leo Martins', 'staff', leo.uid],
    ['s-mia', 'Mia Chen', 'staff', null],
    ['s-dee', 'Dee Desk', 'front_desk', desk.uid],
  ]);
  for (const [id, staffId, price, paid, service] of [
    ['b1', 's-leo', 6_500, 6_500, 'svc-cut'],
    ['b2', 's-mia', 8_000, 8_000, 'svc-colour'],
    ['b3', 's-mia', 9_000, 3_000, 'svc-colour'],
  ] as const) {
    await db.doc(`orgs/${orgId}/bookings/${id}`).set({
      localDate: '2026-11-05',
      startTime: noonNY('2026-11-05'),
      endTime: noonNY('2026-11-05'),
      staffId,
      status: 'completed',
      serviceIds: [service],
      price,
      paid,
    });
  }
  // Leo: two serums with $8 off, three Olaplex, a cut, a $10 tip; one serum comes back on the 18th.
  const s1 = saleOf('s1', '2026-11-03', {
    lines: [
      {
        kind: 'product',
        productId: 'serum',
        name: 'Serum',
        quantity: 2,
        unitPrice: 2_400,
        gross: 4_800,
        lineDiscount: 800,
        unitCost: 1_000,
        staffId: 's-leo',
      },
      {
        kind: 'product',
        productId: 'olaplex',
        name: 'Olaplex',
        quantity: 3,
        unitPrice: 1_000,
        gross: 3_000,
        unitCost: 400,
        staffId: 's-leo',
      },
      {
        kind: 'appointment',
        bookingId: 'b1',
        name: 'Cut',
        quantity: 1,
        unitPrice: 6_500,
        gross: 6_500,
        staffId: 's-leo',
      },
    ],
    tips: [{ staffId: 's-leo', staffName: 'Leo Martins', amount: 1_000 }],
    tipsTotal: 1_000,
    returnDays: ['2026-11-18'],
    returns: [
      {
        id: 'r1',
        at: noonNY('2026-11-18'),
        by: { uid: null, name: 'Desk' },
        reason: 'Wrong shade',
        lines: [{ productId: 'serum', name: 'Serum', quantity: 1, restocked: true, amount: 2_000 }],
        amount: 2_000,
        refunds: [],
      },
    ],
  });
  // Mia: a colour and a serum at the till on the 10th.
  const s2 = saleOf('s2', '2026-11-10', {
    lines: [
      {
        kind: 'appointment',
        bookingId: 'b2',
        name: 'Colour',
        quantity: 1,
        unitPrice: 8_000,
        gross: 8_000,
        staffId: 's-mia',
      },
      {
        kind: 'product',
        productId: 'serum',
        name: 'Serum',
        quantity: 1,
        unitPrice: 2_400,
        gross: 2_400,
        unitCost: 1_000,
        staffId: 's-mia',
      },
    ],
  });
  // A sale from before the period: not this run's.
  const s0 = saleOf('s0', '2026-10-30', {
    lines: [
      {
        kind: 'appointment',
        bookingId: 'b1',
        name: 'Cut',
        quantity: 1,
        unitPrice: 6_500,
        gross: 6_500,
        staffId: 's-leo',
      },
    ],
  });
  for (const s of [s0, s1, s2]) await db.doc(`orgs/${orgId}/sales/${s.id}`).set(s);
  // Mia: a $40 card deposit with a $5 tip on the 5th, $10 of it refunded on the 12th.
  const p1 = ZPaymentRecord.parse({
    id: 'p1',
    method: 'card',
    purpose: 'deposit',
    status: 'partially_refunded',
    amount: 4_000,
    tip: 500,
    refunded: 1_000,
    bookingId: 'b3',
    staffId: 's-mia',
    localDate: '2026-11-05',
    refunds: [
      {
        id: 'x1',
        amount: 1_000,
        reason: 'Goodwill',
        at: noonNY('2026-11-12'),
        by: { uid: null, name: 'Rosa' },
      },
    ],
    refundDays: ['2026-11-12'],
    takenBy: { uid: null, name: 'Desk' },
    createdAt: noonNY('2026-11-05'),
    updatedAt: noonNY('2026-11-12'),
  });
  await db.doc(`orgs/${orgId}/payments/p1`).set(p1);
});

/** POST commission-settings as someone: a plan for a scope from a day. */
const savePlan = (
  who: { idToken: string },
  scope: Record<string, unknown>,
  effectiveFrom: string,
  terms: Record<string, unknown>,
) =>
  callApi('/commission-settings', {
    token: who.idToken,
    body: { orgId, scope, effectiveFrom, terms },
  });
const STYLISTS = { kind: 'role', role: 'staff' };
const LEO = { kind: 'staff', staffId: 's-leo' };
const NOTHING = { services: { kind: 'none' }, products: { kind: 'none' } };

const settings = {
  frequency: 'biweekly',
  anchor: PERIOD,
  noShowFees: 'salon',
  cardFee: { rate: 2.9, fixed: 30 },
};

describe('commission plans and pay settings', () => {
  it('sets the pay period, then a tiered plan for stylists and Leo’s own', async () => {
    const saved = await callApi('/pay/settings', {
      token: owner.idToken,
      body: { orgId, settings },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings.frequency).toBe('biweekly');
    const stylists = await savePlan(owner, STYLISTS, PERIOD, {
      services: {
        kind: 'tiered',
        basis: 'whole',
        tiers: [
          { upTo: 10_000, rate: 30 },
          { upTo: null, rate: 40 },
        ],
      },
      products: { kind: 'percent', rate: 10 },
      deductDiscounts: true,
    });
    expect(stylists.status).toBe(200);
    const own = await savePlan(owner, LEO, PERIOD, {
      services: { kind: 'percent', rate: 50 },
      products: { kind: 'percent', rate: 20 },
      overrides: [{ itemId: 'olaplex', name: 'Olaplex', kind: 'flat', value: 300 }],
      deductDiscounts: true,
    });
    expect(own.status).toBe(200);
    const read = await callApi(`/commission-settings?orgId=${orgId}`, { token: owner.idToken });
    expect(read.body.plans.map((p: { scopeName: string }) => p.scopeName)).toEqual([
      'Leo Martins',
      'Stylists',
    ]);
  });

  it('names the field of a bad plan: a rate over 100, overlapping tiers, a mid-period start', async () => {
    const bad = await savePlan(owner, STYLISTS, PERIOD, {
      services: {
        kind: 'tiered',
        basis: 'marginal',
        tiers: [
          { upTo: 10_000, rate: 30 },
          { upTo: 5_000, rate: 40 },
          { upTo: null, rate: 50 },
        ],
      },
      products: { kind: 'percent', rate: 120 },
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(['terms.services.tiers.1.upTo', 'terms.products.rate']),
    );
    const midPeriod = await savePlan(owner, STYLISTS, '2026-11-05', NOTHING);
    expect(midPeriod.status).toBe(400);
    expect(midPeriod.body.error.details).toEqual([
      {
        path: 'effectiveFrom',
        message: 'A plan starts on the first day of a pay period: 2026-11-02 or 2026-11-16',
      },
    ]);
  });

  it('keeps plans to owners and managers', async () => {
    for (const who of [leo, desk]) {
      expect(
        (await callApi(`/commission-settings?orgId=${orgId}`, { token: who.idToken })).status,
      ).toBe(403);
      const save = await savePlan(who, LEO, '2026-11-16', {
        services: { kind: 'percent', rate: 100 },
        products: { kind: 'none' },
      });
      expect(save.status).toBe(403);
    }
  });
});

/** The dashboard's figures for a period, as the owner sees them. */
const summary = (from: string, to: string, who = owner) =>
  callApi(`/finance/summary?orgId=${orgId}&from=${from}&to=${to}`, { token: who.idToken });

describe('the financial dashboard', () => {
  it('adds up the two weeks from the rollups, to the cent, beside the two weeks before', async () => {
    // The rollups follow the ledger's writes (a trigger each): wait for the last of them.
    await vi.waitFor(
      async () => {
        const b = (await summary(PERIOD, '2026-11-15')).body;
        expect(b.figures['revenue.services']).toBe(17_500);
        expect(b.figures['taken']).toBe(3_500);
      },
      { timeout: 20_000, interval: 250 },
    );
    const { status, body } = await summary(PERIOD, '2026-11-15');
    expect(status).toBe(200);
    expect(body.step).toBe('day');
    // Services: cut 65 + colour 80 + deposit 40 − 10 refunded; retail: serums 40 + 24 and Olaplex 30.
    expect(body.figures).toEqual({
      'revenue.services': 17_500,
      'revenue.products': 9_400,
      cost: 4_200,
      discounts: 800,
      tips: 1_500,
      'staffTips.s-leo': 1_000,
      'staffTips.s-mia': 500,
      'staff.s-leo': 13_500,
      'staff.s-mia': 13_400,
      'retail.s-leo': 7_000,
      'retail.s-mia': 2_400,
      'method.card': 3_500,
      taken: 3_500,
      refunds: 1_000,
    });
    expect(body.previous).toMatchObject({
      from: '2026-10-19',
      to: '2026-11-01',
      figures: { 'revenue.services': 6_500, 'staff.s-leo': 6_500 },
    });
    expect(body.series).toHaveLength(14);
    expect(body.series.find((d: { key: string }) => d.key === '2026-11-10')).toEqual({
      key: '2026-11-10',
      sales: 10_400,
      taken: 0,
    });
    expect(body.staffNames['s-mia']).toBe('Mia Chen');
    expect(body.liabilities).toEqual({ giftCards: 0, deposits: 0, memberships: 0 });
    expect(body.payouts.state).toBe('not_connected');
  });

  it('lists the ledger lines behind a figure, and they sum to it', async () => {
    const { body } = await callApi(
      `/finance/lines?orgId=${orgId}&from=${PERIOD}&to=2026-11-15&figure=revenue.services`,
      { token: owner.idToken },
    );
    expect(body.lines.map((l: { id: string; amount: number }) => [l.id, l.amount])).toEqual([
      ['sale:s1:2', 6_500],
      ['payment:p1', 4_000],
      ['sale:s2:0', 8_000],
      ['refund:p1:x1', -1_000],
    ]);
    expect([body.total, body.rollup]).toEqual([17_500, 17_500]);
    // The return on the 18th comes off retail in the week it was made.
    const next = await callApi(
      `/finance/lines?orgId=${orgId}&from=2026-11-16&to=2026-11-29&figure=revenue.products`,
      { token: owner.idToken },
    );
    expect(next.body.lines).toEqual([
      expect.objectContaining({ id: 'return:s1:r1:0', day: '2026-11-18', amount: -2_000 }),
    ]);
  });

  it('finds a day that no longer matches the ledger, and the owner rewrites it', async () => {
    const body = { orgId, from: PERIOD, to: '2026-11-15' };
    const clean = await callApi('/finance/reconcile', { token: owner.idToken, body });
    expect(clean.body).toMatchObject({ differences: [], repaired: false });
    await admin()
      .db.doc(`orgs/${orgId}/financeDaily/2026-11-10`)
      .set({ revenue: { services: 8_100 } }, { merge: true });
    const found = await callApi('/finance/reconcile', { token: owner.idToken, body });
    expect(found.body.differences).toEqual([
      { day: '2026-11-10', figure: 'revenue.services', rollup: 8_100, ledger: 8_000 },
    ]);
    const fixed = await callApi('/finance/reconcile', {
      token: owner.idToken,
      body: { ...body, repair: true },
    });
    expect(fixed.body.repaired).toBe(true);
    await vi.waitFor(
      async () =>
        expect((await summary(PERIOD, '2026-11-15')).body.figures['revenue.services']).toBe(17_500),
      { timeout: 10_000, interval: 200 },
    );
  });

  it('is for owners and managers, and names a bad period', async () => {
    for (const who of [leo, desk])
      expect((await summary(PERIOD, '2026-11-15', who)).status).toBe(403);
    const backwards = await summary('2026-11-15', PERIOD);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.details).toEqual([
      { path: 'to', message: 'The period must end on or after it starts' },
    ]);
  });
});

type Row = {
  staffId: string;
  commission: number;
  tips: number;
  total: number;
  categories: Record<string, { base: number; commission: number }>;
  lines: { id: string; commission: number; how: string }[];
};
const rowOf = (body: { rows: Row[] }, staffId: string) =>
  body.rows.find((r) => r.staffId === staffId)!;

describe('a pay run', () => {
  it('works every line out from the ledger, to the cent', async () => {
    const answer = await callApi(`/pay/runs?orgId=${orgId}&from=${PERIOD}`, {
      token: owner.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ from: PERIOD, to: '2026-11-15', status: 'draft' });
    const l = rowOf(answer.body, 's-leo');
    // Serum: 20% of (48 − 8); Olaplex: $3 × 3; cut: 50% of 65.
    expect(l.categories.products).toEqual({ base: 4_000 + 3_000, commission: 800 + 900 });
    expect(l.categories.services).toEqual({ base: 6_500, commission: 3_250 });
    expect([l.commission, l.tips, l.total]).toEqual([4_950, 1_000, 5_950]);
    const m = rowOf(answer.body, 's-mia');
    // Services: 80 + 40 − 10 refunded = 110, past the $100 tier: 40% of all of it.
    expect(m.categories.services).toEqual({ base: 11_000, commission: 4_400 });
    expect(m.categories.products).toEqual({ base: 2_400, commission: 240 });
    expect([m.commission, m.tips, m.total]).toEqual([4_640, 500, 5_140]);
    expect(m.lines.find((x) => x.id === 'refund:p1:x1')).toMatchObject({
      commission: -400,
      how: '40% (tier 2 reached)',
    });
    // The front desk has no plan: a line that says so, and nothing to pay.
    expect(rowOf(answer.body, 's-dee')).toMatchObject({ commission: 0, total: 0 });
    expect(answer.body.totals.total).toBe(5_950 + 5_140);
  });

  it('claws the return back in the next period, not in the sale’s', async () => {
    const next = await callApi(`/pay/runs?orgId=${orgId}&from=2026-11-16`, {
      token: owner.idToken,
    });
    const l = rowOf(next.body, 's-leo');
    expect(l.lines).toEqual([expect.objectContaining({ id: 'return:s1:r1:0', commission: -400 })]);
    expect(l.total).toBe(-400);
  });

  it('shows a stylist only their own line, and the desk only theirs', async () => {
    const mine = await callApi(`/pay/runs?orgId=${orgId}&from=${PERIOD}`, { token: leo.idToken });
    expect(mine.body.rows.map((r: Row) => r.staffId)).toEqual(['s-leo']);
    const theirs = await callApi(`/pay/runs?orgId=${orgId}&from=${PERIOD}`, {
      token: desk.idToken,
    });
    expect(theirs.body.rows.map((r: Row) => r.staffId)).toEqual(['s-dee']);
    const csv = await callApi(`/pay/runs/export?orgId=${orgId}&from=${PERIOD}`, {
      token: leo.idToken,
    });
    expect(csv.status).toBe(403);
  });

  it('takes an adjustment with its reason, closes once, and then takes nothing more', async () => {
    const adjust = (amount: number, reason: string) =>
      callApi('/pay/runs/adjust', {
        token: owner.idToken,
        body: { orgId, from: PERIOD, staffId: 's-leo', amount, reason },
      });
    expect((await adjust(-500, '')).status).toBe(400);
    const adjusted = await adjust(-500, 'Advance repaid');
    expect(adjusted.status).toBe(200);
    expect(rowOf(adjusted.body, 's-leo').total).toBe(5_450);
    expect(
      (await callApi('/pay/runs/close', { token: leo.idToken, body: { orgId, from: PERIOD } }))
        .status,
    ).toBe(403);
    const closed = await callApi('/pay/runs/close', {
      token: owner.idToken,
      body: { orgId, from: PERIOD },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.totals.total).toBe(5_450 + 5_140);
    // Each person's lines are stored beside the run; a stylist reads back only their own.
    expect(rowOf(closed.body, 's-leo').lines).toHaveLength(3);
    const mine = await callApi(`/pay/runs?orgId=${orgId}&from=${PERIOD}`, { token: leo.idToken });
    expect(mine.body.rows.map((r: Row) => [r.staffId, r.lines.length])).toEqual([['s-leo', 3]]);
    // The ledger changes afterwards; the closed run does not.
    await admin().db.doc(`orgs/${orgId}/sales/s2`).update({ localDate: '2026-11-04' });
    await admin().db.doc(`orgs/${orgId}/staff/s-mia`).update({ displayName: 'Mia C.' });
    const again = await callApi('/pay/runs/close', {
      token: owner.idToken,
      body: { orgId, from: PERIOD },
    });
    expect(again.body).toEqual(closed.body);
    expect((await adjust(100, 'Late correction')).status).toBe(409);
    const plan = await savePlan(owner, LEO, PERIOD, NOTHING);
    expect(plan.status).toBe(400);
    expect(plan.body.error.details[0].path).toBe('effectiveFrom');
  });

  it('refuses to close a period that has not ended', async () => {
    const open = await callApi('/pay/runs/close', {
      token: owner.idToken,
      body: { orgId, from: '2026-11-16' },
    });
    expect(open.status).toBe(422);
  });

  it('downloads the run and one person’s lines as CSV that add up', async () => {
    const res = await fetch(
      `http://localhost:5000/api/pay/runs/export?orgId=${orgId}&from=${PERIOD}`,
      { headers: { Authorization: `Bearer ${owner.idToken}` } },
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="pay-run-2026-11-02-to-2026-11-15.csv"',
    );
    const rows = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(4);
    expect(
      rows
        .find((r) => r.includes('Leo Martins'))!
        .split(',')
        .at(-1),
    ).toBe('54.50');
    const mine = await fetch(
      `http://localhost:5000/api/pay/runs/export?orgId=${orgId}&from=${PERIOD}&staffId=s-leo`,
      { headers: { Authorization: `Bearer ${leo.idToken}` } },
    );
    expect(mine.status).toBe(200);
    const lines = (await mine.text()).trim().split('\r\n');
    expect(lines.at(-1)).toBe('2026-11-15,Total,,,54.50,');
  });
});

describe('staff performance', () => {
  it('agrees with the pay run on revenue, and counts visits', async () => {
    const answer = await callApi(`/pay/performance?orgId=${orgId}&from=${PERIOD}&to=2026-11-15`, {
      token: owner.idToken,
    });
    expect(answer.status).toBe(200);
    const leoRow = answer.body.rows.find((r: { staffId: string }) => r.staffId === 's-leo');
    // The cut; the serums after their $8 discount and the Olaplex.
    expect(leoRow).toMatchObject({ serviceRevenue: 6_500, retailRevenue: 7_000, visits: 1 });
    expect(leoRow.averageTicket).toBe(13_500);
    const mia = answer.body.rows.find((r: { staffId: string }) => r.staffId === 's-mia');
    // 80 at the till, 40 deposit, 10 of it refunded; a serum.
    expect(mia).toMatchObject({ serviceRevenue: 11_000, retailRevenue: 2_400, visits: 2 });
  });

  it('shows a stylist their own row, and refuses a range over 93 days', async () => {
    const mine = await callApi(`/pay/performance?orgId=${orgId}&from=${PERIOD}&to=2026-11-15`, {
      token: leo.idToken,
    });
    expect(mine.body.rows.map((r: { staffId: string }) => r.staffId)).toEqual(['s-leo']);
    const long = await callApi(`/pay/performance?orgId=${orgId}&from=2026-01-01&to=2026-06-30`, {
      token: owner.idToken,
    });
    expect(long.status).toBe(400);
    expect(long.body.error.details).toEqual([{ path: 'to', message: 'Choose at most 93 days' }]);
  });
});
