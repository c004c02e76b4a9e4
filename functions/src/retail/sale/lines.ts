// The lines a sale records: what was sold, at what price and cost, with its
// share of the discounts and tax, who sold it and which benefit priced it.
// Pure.
import { balanceDue } from '@chairside/core/payments';
import type { CartTotals } from '@chairside/core/retail';
import type { ProductRecord, SaleLineRecord, SaleRecord } from '@chairside/core/records/retail';
import { bundleCost, partsOf } from '../bundles';
import { itemAt } from '../../platform/lists';
import type { CheckedOut, GiftSold, PickedUp, Sold } from './check';

export interface LineSources {
  staffNames: ReadonlyMap<string, string>;
  serviceTaxRate: number;
  sold: readonly Sold[];
  shelf: ReadonlyMap<string, ProductRecord>;
  picked: readonly PickedUp[];
  appointments: readonly CheckedOut[];
  gifts: readonly GiftSold[];
  priced: CartTotals;
  /** The adjusters' offer that priced each line ('' for none). */
  benefitLabels: readonly string[];
}

const EMPTY_REFS = { productId: null, giftCardId: null, bookingId: null, reservationId: null };

export function saleLines(src: LineSources): SaleLineRecord[] {
  const { priced, benefitLabels, shelf } = src;
  const staffName = (id: string | null) => (id ? (src.staffNames.get(id) ?? '') : '');
  // Lines are numbered as the cart lists them: products, reservations, appointments, gift cards.
  let k = 0;
  const next = (ownDiscount: unknown) => {
    const i = k++;
    return {
      ...itemAt(priced.lines, i, 'priced line'),
      benefit: ownDiscount ? '' : (benefitLabels[i] ?? ''),
    };
  };
  return [
    ...src.sold.map(({ line, product: p }) => ({
      ...EMPTY_REFS,
      kind: 'product' as const,
      productId: p.id,
      name: p.name,
      category: p.category,
      quantity: line.quantity,
      unitPrice: p.sellingPrice,
      unitCost: p.bundleItems.length ? bundleCost(p.bundleItems, shelf) : p.cost,
      taxRate: p.taxRate,
      ...next(line.discount),
      staffId: line.staffId,
      staffName: staffName(line.staffId),
      returnedQuantity: 0,
      components: partsOf(p.bundleItems, shelf),
    })),
    ...src.picked.map(({ line, r, product }) => ({
      ...EMPTY_REFS,
      kind: 'product' as const,
      productId: product.id,
      reservationId: r.id,
      name: product.name,
      category: product.category,
      quantity: r.quantity,
      unitPrice: r.unitPrice,
      unitCost: r.components.length
        ? r.components.reduce((s, c) => s + c.unitCost * c.quantity, 0)
        : product.cost,
      taxRate: product.taxRate,
      ...next(line.discount),
      staffId: null,
      staffName: '',
      returnedQuantity: 0,
      components: r.components,
    })),
    ...src.appointments.map(({ line, booking: b }) => ({
      ...EMPTY_REFS,
      kind: 'appointment' as const,
      bookingId: b.id,
      name: b.services.map((s) => s.name).join(' + ') || 'Appointment',
      category: 'Services',
      quantity: 1,
      unitPrice: balanceDue(b.price, b.paid),
      unitCost: 0,
      taxRate: src.serviceTaxRate,
      ...next(line.discount),
      staffId: b.staffId,
      staffName: b.staffName,
      returnedQuantity: 0,
      components: [],
    })),
    ...src.gifts.map(({ line, product, id }) => ({
      ...EMPTY_REFS,
      kind: 'gift_card' as const,
      giftCardId: id,
      name: product.name,
      category: 'Gift cards',
      quantity: 1,
      unitPrice: line.amount,
      unitCost: 0,
      taxRate: 0,
      ...next(true),
      staffId: null,
      staffName: '',
      returnedQuantity: 0,
      components: [],
    })),
  ];
}
/** The tips as the sale records them, each with its stylist's name. */
export const saleTips = (
  tips: readonly { staffId: string; amount: number }[],
  staffNames: ReadonlyMap<string, string>,
): SaleRecord['tips'] =>
  tips.map((t) => ({
    staffId: t.staffId,
    staffName: staffNames.get(t.staffId) ?? '',
    amount: t.amount,
  }));
