// A return inside its transaction, as named steps: what comes back and what
// each unit gives back (pure), which payments refund it, cards first (pure),
// then the sale's new state, the stock that goes back on the shelf, the day's
// totals and the points the returned products had earned.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { pointsFor } from '@chairside/core/loyalty';
import type { ZReturnSale } from '@chairside/core/retail';
import type { ClientRecord } from '@chairside/core/records/client';
import type { OrgRecord } from '@chairside/core/records/org';
import type { ProductRecord, SaleLineRecord, SaleRecord } from '@chairside/core/records/retail';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error';
import type { Actor } from '../../platform/actor';
import { idFrom } from '../../platform/ids';
import { clientDoc } from '../../records/clients';
import { productDoc, saleDoc } from '../../records/retail';
import { writeMoves } from '../../loyalty';
import { StockBook } from '../bundles';
import { stockChangesShop } from '../shop-site';
import { dailyIncrements, writeDaily } from './daily';

type ReturnInput = z.output<typeof ZReturnSale>;
type SaleReturn = SaleRecord['returns'][number];

export interface Wanted {
  r: ReturnInput['lines'][number];
  line: SaleLineRecord;
  /** What these units give back: their share of the line's net and tax. */
  amount: number;
}

/** What comes back, each unit giving back its share of its line (the last one the remainder). */
export function wantedReturns(sale: SaleRecord, lines: ReturnInput['lines']): Wanted[] {
  return lines.map((r) => {
    const line = sale.lines.find((l) => l.kind === 'product' && l.productId === r.productId);
    if (!line) throw new ApiError('unprocessable', 'That product was not in this sale.');
    const left = line.quantity - line.returnedQuantity;
    if (r.quantity > left) {
      throw new ApiError(
        'unprocessable',
        left === 0
          ? `${line.name} was already returned.`
          : `Only ${left} of ${line.name} can still be returned.`,
      );
    }
    const paid = line.net + line.tax;
    const share = (units: number) => Math.round((paid * units) / line.quantity);
    const amount = share(line.returnedQuantity + r.quantity) - share(line.returnedQuantity);
    return { r, line, amount };
  });
}

/** Which payments give the money back: cards first, then cash, each up to what is left of it. */
export function refundPlan(sale: SaleRecord, amount: number): SaleReturn['refunds'] {
  const order = [...sale.tenders].sort(
    (a, b) => Number(a.method === 'cash') - Number(b.method === 'cash'),
  );
  const already = new Map<string, number>();
  for (const r of sale.returns)
    for (const f of r.refunds) already.set(f.paymentId, (already.get(f.paymentId) ?? 0) + f.amount);
  let left = amount;
  return order.flatMap((t) => {
    const room = t.amount - (already.get(t.paymentId) ?? 0);
    const take = Math.min(room, left);
    left -= take;
    return take > 0 ? [{ paymentId: t.paymentId, method: t.method, amount: take }] : [];
  });
}

/** The sale after a return: lines returned, money refunded, its status. */
export function returnedSale(
  sale: SaleRecord,
  wanted: readonly Wanted[],
  ret: SaleReturn,
  at: Date,
): SaleRecord {
  const lines = sale.lines.map((l) => {
    const w = wanted.find((x) => x.line === l);
    return w ? { ...l, returnedQuantity: l.returnedQuantity + w.r.quantity } : l;
  });
  const allBack = lines.every((l) => l.kind !== 'product' || l.returnedQuantity === l.quantity);
  const onlyProducts = lines.every((l) => l.kind === 'product');
  return {
    ...sale,
    lines,
    refunded: sale.refunded + ret.amount,
    status: allBack && onlyProducts ? 'returned' : 'partially_returned',
    returns: [...sale.returns, ret],
    updatedAt: at,
  };
}

interface ReturnContext {
  orgId: string;
  salon: OrgRecord;
  sale: SaleRecord;
  input: ReturnInput;
  returnId: string;
  by: Actor;
}

export async function recordReturn(tx: Transaction, c: ReturnContext) {
  const { orgId, sale, input } = c;
  const wanted = wantedReturns(sale, input.lines);
  const shelf = await shelfFor(tx, orgId, wanted);
  // Points the returned products earned come back off (never below zero).
  const client =
    sale.clientId && sale.pointsEarned > 0
      ? (await tx.get(clientDoc(orgId, sale.clientId))).data()
      : undefined;
  const at = new Date();
  const amount = wanted.reduce((s, w) => s + w.amount, 0);
  const ret: SaleReturn = {
    id: c.returnId,
    at,
    by: c.by,
    reason: input.reason,
    lines: wanted.map((w) => ({
      productId: w.r.productId,
      name: w.line.name,
      quantity: w.r.quantity,
      restocked: w.r.restock,
      amount: w.amount,
    })),
    amount,
    refunds: refundPlan(sale, amount),
  };
  const localDate = localParts(at.getTime(), c.salon.timeZone).date;
  const updated = returnedSale(sale, wanted, ret, at);
  if (!updated.returnDays.includes(localDate))
    updated.returnDays = [...updated.returnDays, localDate];
  tx.set(saleDoc(orgId, sale.id), updated);
  const shopChanged = restock(tx, c, wanted, shelf, at);
  // The units and money come off the day of the return (its revenue, cost and tax).
  const returned = wanted.map((w) => {
    const netShare = Math.round((w.line.net * w.r.quantity) / w.line.quantity);
    return { ...w.line, units: w.r.quantity, net: netShare, tax: w.amount - netShare };
  });
  writeDaily(
    tx,
    orgId,
    dailyIncrements(returned, -1, { currency: sale.currency, date: localDate }, orgId),
  );
  takeBackPoints(tx, c, client, returned, amount, at);
  return { sale: updated, ret, shopChanged };
}

/** A bundle's products go back on the shelf, as many as left with it. */
async function shelfFor(tx: Transaction, orgId: string, wanted: readonly Wanted[]) {
  const ids = [
    ...new Set(
      wanted.flatMap((w) =>
        w.line.components.length ? w.line.components.map((c) => c.productId) : [w.r.productId],
      ),
    ),
  ];
  const found = (await tx.getAll(...ids.map((id) => productDoc(orgId, id)))).map((s) => s.data());
  return new Map(found.flatMap((p) => (p ? [[p.id, p] as const] : [])));
}

/** What is restocked goes back on the shelf. Answers whether the shop shows a change. */
function restock(
  tx: Transaction,
  c: ReturnContext,
  wanted: readonly Wanted[],
  shelf: ReadonlyMap<string, ProductRecord>,
  at: Date,
): boolean {
  const book = new StockBook(tx, c.orgId);
  let shopChanged = false;
  for (const w of wanted) {
    if (!w.r.restock) continue;
    const moves = w.line.components.length
      ? w.line.components.map((p) => ({ id: p.productId, units: p.quantity * w.r.quantity }))
      : [{ id: w.r.productId, units: w.r.quantity }];
    for (const m of moves) {
      const product = shelf.get(m.id);
      if (!product) continue;
      if (stockChangesShop(product, m.units)) shopChanged = true;
      const whole = m.id === w.r.productId;
      book.move({
        id: whole
          ? idFrom('return', c.returnId, w.r.productId)
          : idFrom('return', c.returnId, w.r.productId, m.id),
        product,
        reason: 'sale_return',
        delta: m.units,
        note: `Returned from receipt ${c.sale.number}${whole ? '' : `, in ${w.line.name}`}${c.input.reason ? `: ${c.input.reason}` : ''}`,
        saleId: c.sale.id,
        by: c.by,
        at,
      });
    }
  }
  return shopChanged;
}

/** The client's spend comes down, and the points the returned products earned come back off. */
function takeBackPoints(
  tx: Transaction,
  c: ReturnContext,
  client: ClientRecord | undefined,
  returned: readonly SaleLineRecord[],
  amount: number,
  at: Date,
) {
  const { orgId, sale, salon } = c;
  const takeBack = client
    ? Math.min(
        client.loyaltyPoints,
        pointsFor(
          returned.reduce((sum, l) => sum + l.net, 0),
          salon.loyaltySettings.productPointsPerUnit,
          sale.currency,
        ),
      )
    : 0;
  const balance =
    client && takeBack > 0 && salon.loyaltySettings.enabled
      ? writeMoves(
          tx,
          orgId,
          client,
          [
            {
              id: `return-${c.returnId}`,
              kind: 'returned',
              points: -takeBack,
              note: `Products returned from receipt ${sale.number}`,
              saleId: sale.id,
            },
          ],
          c.by,
          at,
        )
      : null;
  if (sale.clientId) {
    tx.update(clientDoc(orgId, sale.clientId), {
      ...(balance !== null ? { loyaltyPoints: balance } : {}),
      totalSpent: FieldValue.increment(-amount),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
}
