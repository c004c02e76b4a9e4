// A discount above the seller's limit at the till: refused without an
// approval (naming it), refused with a stylist's sign-in, taken with a
// manager's, who is recorded beside the discount, on the financial
// dashboard's figures and against the seller on the pay run.
import { ZCreateProduct, ZProcessSale, type ProcessSale } from '@chairside/core/retail';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ProductsModule from '../../functions/src/retail/products.service';
import type * as SalesModule from '../../functions/src/retail/sales.service';
import { admin, callApi, ownedSalon, teamOf } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `approve-${run}`;
let owner: { uid: string; idToken: string };
let leo: { uid: string; idToken: string };
const desk = callerFor(`approve-desk-${run}`);
let products: typeof ProductsModule;
let sales: typeof SalesModule;
let mask: string;
let key = 0;

beforeAll(async () => {
  [owner, leo] = await Promise.all([
    signUp(`approve-owner-${run}@chairside.test`),
    signUp(`approve-leo-${run}@chairside.test`),
  ]);
  await ownedSalon(orgId, 'Approval Studio', owner.uid);
  await admin()
    .db.doc(`orgs/${orgId}`)
    .update({
      retailSettings: {
        taxRounding: 'line',
        serviceTaxRate: 0,
        allowNegativeStock: false,
        discountLimits: { front_desk: 10, staff: 10, booth_renter: 0 },
      },
    });
  await teamOf(orgId, [
    ['s-leo', 'Leo Martins', 'staff', leo.uid],
    ['s-ava', 'Ava Desk', 'front_desk', desk.uid],
  ]);
  products = await import('../../functions/src/retail/products.service');
  sales = await import('../../functions/src/retail/sales.service');
  mask = (
    await products.createProduct(
      callerFor(owner.uid),
      ZCreateProduct.parse({
        orgId,
        name: 'Repair mask',
        category: 'Hair care',
        sellingPrice: 2_000,
        cost: 800,
        taxRate: 0,
        initialStock: 10,
      }),
    )
  ).id;
});

/** $5 off the $20 mask (25%), paid $15 in cash. */
const sale = (approvalToken = ''): ProcessSale => ({
  orgId,
  idempotencyKey: `approve-${run}-${++key}`,
  lines: [
    {
      kind: 'product',
      productId: mask,
      quantity: 1,
      expectedUnitPrice: 2_000,
      discount: { kind: 'amount', value: 500 },
    },
  ],
  tenders: [{ method: 'cash', amount: 1_500, tendered: 1_500 }],
  expectedTotal: 1_500,
  approvalToken,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: { code?: string; message: string; details?: unknown }) => ({
      code: e.code,
      message: e.message,
      details: e.details,
    }),
  );

describe('a discount above the seller’s limit', () => {
  it('is refused without a manager’s approval, naming it', async () => {
    expect(await refusal(sales.processSale(desk, ZProcessSale.parse(sale())))).toEqual({
      code: 'forbidden',
      message:
        '25% off Repair mask is more than the 10% your role may give: a manager approves it at the till.',
      details: [{ path: 'approvalToken', message: 'A manager’s approval' }],
    });
  });

  it('is refused with a stylist’s sign-in, or a token that is not one', async () => {
    expect(
      (await refusal(sales.processSale(desk, ZProcessSale.parse(sale(leo.idToken)))))?.code,
    ).toBe('forbidden');
    expect(
      (await refusal(sales.processSale(desk, ZProcessSale.parse(sale('not-a-token')))))?.message,
    ).toBe('That approval is not valid: the manager signs in again.');
  });

  it('goes through with the owner’s sign-in, who is recorded beside it', async () => {
    const answer = await sales.processSale(desk, ZProcessSale.parse(sale(owner.idToken)));
    const stored = (await admin().db.doc(`orgs/${orgId}/sales/${answer.sale.id}`).get()).data()!;
    expect(stored['discounts']).toEqual([
      expect.objectContaining({
        on: 'Repair mask',
        amount: 500,
        givenBy: expect.objectContaining({ uid: desk.uid }),
        approvedBy: expect.objectContaining({ uid: owner.uid }),
      }),
    ]);
    const day = stored['localDate'] as string;
    await vi.waitFor(
      async () => {
        const f = (
          await callApi(`/finance/summary?orgId=${orgId}&from=${day}&to=${day}`, {
            token: owner.idToken,
          })
        ).body.figures;
        expect([f['discounts'], f['approvedDiscounts']]).toEqual([500, 500]);
      },
      // The day's figures come from the sale's trigger: the emulators run every booking
      // trigger of the API suite in one process, and under its load a rollup can lag
      // (over 45 seconds once, on a busy machine).
      { timeout: 90_000, interval: 250 },
    );
    // The pay run shows it against the seller.
    const pay = await callApi(`/pay/runs?orgId=${orgId}`, { token: owner.idToken });
    expect(
      pay.body.rows.find((r: { staffId: string }) => r.staffId === 's-ava').approvedDiscounts,
    ).toEqual({ count: 1, amount: 500 });
  }, 120_000);
});
