// How a sale is paid, written into the ledger inside the sale's transaction:
// a gift card pays its part from its balance (never below zero), each cash
// part is a cash payment (tips ride on cash first), and a card part already
// paid is claimed by this sale.
import type { Transaction } from 'firebase-admin/firestore';
import { allocate } from '@chairside/core/retail';
import type { ClientRecord } from '@chairside/core/records/client';
import type { GiftCardRecord } from '@chairside/core/records/gift-card';
import type { SaleRecord } from '@chairside/core/records/retail';
import { ApiError } from '../../http/api-error';
import { idFrom } from '../../platform/ids';
import { ledgerRecord } from '../../platform/ledger';
import { paymentDoc } from '../../records/payments';
import { spendCard } from '../../gift-cards';
import { itemAt } from '../../platform/lists';
import type { CardPart } from './check';
import type { SaleStart } from './cart';

export interface TenderWrite {
  start: SaleStart;
  at: Date;
  receipt: string;
  client: ClientRecord | undefined;
  clientName: string;
  tipsTotal: number;
  giftCards: readonly (GiftCardRecord | undefined)[];
  cards: readonly CardPart[];
}

/** The tip each cash part carries: tips go on cash first, as far as the cash goes. */
export function tipsOnCash(tenders: SaleStart['input']['tenders'], tipsTotal: number): number[] {
  const capacity = tenders.flatMap((t) => (t.method === 'cash' ? [t.amount] : []));
  return allocate(
    Math.min(
      tipsTotal,
      capacity.reduce((s, n) => s + n, 0),
    ),
    capacity,
  );
}

export function writeTenders(tx: Transaction, w: TenderWrite): SaleRecord['tenders'] {
  const { start, at, client, clientName } = w;
  const { orgId, salon, saleRef, hash, by } = start;
  const common = {
    purpose: 'sale' as const,
    status: 'succeeded' as const,
    currency: salon.currency,
    saleId: saleRef.id,
    clientId: client?.id ?? null,
    clientName,
    timeZone: salon.timeZone,
    at,
    by,
    requestHash: hash,
  };
  const tipOnCash = tipsOnCash(start.input.tenders, w.tipsTotal);
  let cashIndex = 0;
  return start.input.tenders.map((t): SaleRecord['tenders'][number] => {
    if (t.method === 'gift_card') {
      const card = w.giftCards[start.giftTenders.indexOf(t)];
      if (!card) throw new ApiError('not_found', 'That gift card no longer exists.');
      const id = idFrom('sale-gift', saleRef.id, t.giftCardId);
      spendCard(tx, orgId, card, t.amount, {
        entryId: id,
        note: `Receipt ${w.receipt}`,
        saleId: saleRef.id,
        by,
        at,
      });
      tx.create(
        paymentDoc(orgId, id),
        ledgerRecord({
          ...common,
          id,
          method: 'gift_card',
          amount: t.amount,
          giftCardId: card.id,
          note: `Gift card ending ${card.code.slice(-4)} at the point of sale`,
        }),
      );
      return { method: 'gift_card', amount: t.amount, paymentId: id, tendered: null, change: null };
    }
    if (t.method === 'cash') {
      const i = cashIndex++;
      const id = idFrom('sale-cash', saleRef.id, String(i));
      const change = t.tendered - t.amount;
      tx.create(
        paymentDoc(orgId, id),
        ledgerRecord({
          ...common,
          id,
          method: 'cash',
          amount: t.amount - itemAt(tipOnCash, i, 'cash tip'),
          tip: itemAt(tipOnCash, i, 'cash tip'),
          cash: { tendered: t.tendered, change },
          note: 'Cash taken at the point of sale',
        }),
      );
      return { method: 'cash', amount: t.amount, paymentId: id, tendered: t.tendered, change };
    }
    const p = w.cards.find((c) => c.tender === t)?.payment;
    if (!p) throw new ApiError('not_found', 'We could not find that card payment.');
    tx.update(paymentDoc(orgId, p.id), {
      saleId: saleRef.id,
      clientId: p.clientId ?? client?.id ?? null,
      clientName: p.clientName || clientName,
      updatedAt: at,
    });
    return { method: t.method, amount: t.amount, paymentId: p.id, tendered: null, change: null };
  });
}
