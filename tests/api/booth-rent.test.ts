// Booth rent through the API (the spec's booth-renter-commission-settings):
// weekly terms with a fixed rent, a share of takings and commission on retail;
// the week's statement worked out from the renter's sales in the ledger, late
// once its due day passes; rent paid in cash at the desk (once per key, never
// above the balance), in the ledger and on the financial dashboard; bad terms
// named by field; who may see and set what.
import { ZSaleRecord } from '@chairside/core/records/retail';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { signUp } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `rent-${run}`;
let owner: { uid: string; idToken: string };
let rita: { uid: string; idToken: string };
let leo: { uid: string; idToken: string };
let desk: { uid: string; idToken: string };
const WEEK = '2026-11-02';

beforeAll(async () => {
  const user = (n: string) => signUp(`rent-${n}-${run}@chairside.test`);
  [owner, rita, leo, desk] = await Promise.all([
    user('owner'),
    user('rita'),
    user('leo'),
    user('desk'),
  ]);
  await ownedSalon(orgId, 'Rent Studio', owner.uid);
  const db = admin().db;
  await teamOf(orgId, [
    ['s-rita', 'Rita Ruiz', 'booth_renter', rita.uid],
    ['s-leo', 'Leo Martins', 'staff', leo.uid],
    ['s-dee', 'Dee Desk', 'front_desk', desk.uid],
  ]);
  // Rita's week: a $200 colour and a $30 serum on the 3rd.
  const line = (over: Record<string, unknown>) => ({
    productId: null,
    bookingId: null,
    category: '',
    unitCost: 0,
    taxRate: 0,
    tax: 0,
    cartDiscount: 0,
    lineDiscount: 0,
    quantity: 1,
    staffId: 's-rita',
    staffName: 'Rita Ruiz',
    ...over,
  });
  const sale = ZSaleRecord.parse({
    id: 'sale-r1',
    number: '261103-R1',
    status: 'completed',
    lines: [
      line({ kind: 'appointment', name: 'Colour', unitPrice: 20_000, gross: 20_000, net: 20_000 }),
      line({
        kind: 'product',
        productId: 'serum',
        name: 'Serum',
        unitPrice: 3_000,
        gross: 3_000,
        net: 3_000,
        unitCost: 1_200,
      }),
    ],
    subtotal: 23_000,
    discount: 0,
    tax: 0,
    tipsTotal: 0,
    total: 23_000,
    tenders: [{ method: 'cash', amount: 23_000, paymentId: 'sale-r1-pay' }],
    change: 0,
    localDate: '2026-11-03',
    createdAt: new Date('2026-11-03T17:00:00Z'),
    updatedAt: new Date('2026-11-03T17:00:00Z'),
  });
  await db.doc(`orgs/${orgId}/sales/sale-r1`).set(sale);
});

const TERMS = {
  frequency: 'weekly',
  fixed: 15_000,
  takingsPercent: 10,
  productCommission: 20,
  graceDays: 2,
};
const save = (who: { idToken: string }, effectiveFrom: string, terms: Record<string, unknown>) =>
  callApi('/booth-renter-commission-settings', {
    token: who.idToken,
    body: { orgId, staffId: 's-rita', effectiveFrom, terms },
  });
const read = (who: { idToken: string }) =>
  callApi(`/booth-renter-commission-settings?orgId=${orgId}`, { token: who.idToken });
type Statement = { from: string; amount: number; paid: number; balance: number; status: string };
const weekOf = (body: { renters: { statements: Statement[] }[] }) =>
  body.renters[0]!.statements.find((s) => s.from === WEEK)!;

describe('booth rent terms and statements', () => {
  it('sets weekly terms, and the week’s rent follows Rita’s takings in the ledger', async () => {
    const saved = await save(owner, WEEK, TERMS);
    expect(saved.status).toBe(200);
    expect(saved.body.renters[0].history[0].words).toBe(
      '$150.00 a week and 10% of takings, less 20% commission on retail; due 2 days after each period',
    );
    // $150 + 10% of $230 − 20% of $30 retail; due on the 10th, so late now.
    await vi.waitFor(
      async () =>
        expect(weekOf((await read(owner)).body)).toMatchObject({
          fixed: 15_000,
          takings: 23_000,
          takingsPart: 2_300,
          retail: 3_000,
          commission: 600,
          amount: 16_700,
          due: '2026-11-10',
          status: 'late',
        }),
      { timeout: 20_000, interval: 250 },
    );
    const body = (await read(owner)).body;
    expect(body.renters[0].late).toBeGreaterThanOrEqual(16_700);
    expect([body.canSetTerms, body.canRecord]).toEqual([true, true]);
    // The owner's dashboard says so, and where to deal with it.
    const summary = await callApi(`/dashboard-summary?orgId=${orgId}`, { token: owner.idToken });
    expect(summary.body.attention).toContainEqual(
      expect.objectContaining({ kind: 'late_rent', count: 1, to: '/pay-runs?tab=rent' }),
    );
  });

  it('takes rent in cash at the desk once per key, never above what is owed', async () => {
    const pay = (amount: number, key: string) =>
      callApi('/pay/rent/record', {
        token: desk.idToken,
        body: { orgId, staffId: 's-rita', from: WEEK, amount, idempotencyKey: key },
      });
    const over = await pay(20_000, `rent-over-${run}`);
    expect(over.status).toBe(400);
    expect(over.body.error.details).toEqual([{ path: 'amount', message: 'At most $167.00' }]);
    const paid = await pay(16_700, `rent-paid-${run}`);
    expect(paid.status).toBe(200);
    expect(weekOf(paid.body)).toMatchObject({ paid: 16_700, balance: 0, status: 'paid' });
    const again = await pay(16_700, `rent-paid-${run}`);
    expect(again.status).toBe(200);
    expect(weekOf(again.body).paid).toBe(16_700);
    const ledger = await admin()
      .db.collection(`orgs/${orgId}/payments`)
      .where('purpose', '==', 'booth_rent')
      .get();
    expect(ledger.docs.map((d) => [d.get('amount'), d.get('method'), d.get('staffId')])).toEqual([
      [16_700, 'cash', 's-rita'],
    ]);
    // The financial dashboard counts it as rent, not as Rita's sales.
    const day = paid.body.today as string;
    await vi.waitFor(
      async () => {
        const f = (
          await callApi(`/finance/summary?orgId=${orgId}&from=${day}&to=${day}`, {
            token: owner.idToken,
          })
        ).body.figures;
        expect(f['revenue.rent']).toBe(16_700);
        expect(f['staff.s-rita']).toBeUndefined();
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it('names the field of bad terms, and keeps new terms out of a paid week', async () => {
    const inside = await save(owner, '2026-11-05', TERMS);
    expect(inside.status).toBe(400);
    expect(inside.body.error.details).toEqual([
      {
        path: 'effectiveFrom',
        message: 'Rent to 2026-11-08 is already paid: start the new terms after it',
      },
    ]);
    const bad = await save(owner, '2026-12-05', {
      frequency: 'monthly',
      fixed: 0,
      ownPayments: true,
      productCommission: 10,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'effectiveFrom',
      'terms.fixed',
      'terms.productCommission',
    ]);
  });

  it('shows a renter their own rent, and keeps terms to owners and managers', async () => {
    const mine = await read(rita);
    expect(mine.status).toBe(200);
    expect(mine.body.renters.map((r: { staffId: string }) => r.staffId)).toEqual(['s-rita']);
    expect([mine.body.canSetTerms, mine.body.canRecord]).toEqual([false, false]);
    expect((await read(leo)).status).toBe(403);
    for (const who of [leo, desk, rita])
      expect((await save(who, '2026-12-07', TERMS)).status).toBe(403);
    const selfPay = await callApi('/pay/rent/record', {
      token: rita.idToken,
      body: {
        orgId,
        staffId: 's-rita',
        from: WEEK,
        amount: 100,
        idempotencyKey: `rent-self-${run}`,
      },
    });
    expect(selfPay.status).toBe(403);
  });
});
