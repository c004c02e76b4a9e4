// The lines a sale records: what was sold, at what price and cost, with its
// share of the discounts and tax, who sold it and which benefit priced it.
// Pure.
import { balanceDue } from '@chairside/core/payments';
import type { CartTotals } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { GiftCardProductRecord } from '@chairside/core/records/gift-card';
import type { ProductRecord, SaleLineRecord, SaleRecord } from '@chairside/core/records/retail';
import { bundleCost, partsOf } from '../bundles';
import type { PickedUp } from './check';
import type { SaleStart } from './cart';

export interface LineSources {
  start: Pick<
    SaleStart,
    | 'productLines'
    | 'reservationLines'
    | 'appointmentLines'
    | 'giftLines'
    | 'giftIds'
    | 'staffNames'
  >;
  serviceTaxRate: number;
  products: readonly ProductRecord[];
  shelf: ReadonlyMap<string, ProductRecord>;
  reservations: readonly PickedUp[];
  bookings: readonly BookingRecord[];
  giftProducts: readonly GiftCardProductRecord[];
  priced: CartTotals;
  /** The member benefit that priced each line ('' for none). */
  benefitLabels: readonly string[];
}

const EMPTY_REFS = { productId: null, giftCardId: null, bookingId: null, reservationId: null };

export function saleLines(src: LineSources): SaleLineRecord[] {
  const { start, priced, benefitLabels, shelf } = src;
  const { productLines, reservationLines, appointmentLines, giftLines } = start;
  const staffName = (id: string | null) => (id ? (start.staffNames.get(id) ?? '') : '');
  const benefit = (k: number, ownDiscount: unknown) =>
    ownDiscount ? '' : (benefitLabels[k] ?? '');
  const afterProducts = productLines.length;
  const afterReservations = afterProducts + reservationLines.length;
  const afterAppointments = afterReservations + appointmentLines.length;
  return [
    ...productLines.map((l, i) => {
      const p = src.products[i]!;
      return {
        ...EMPTY_REFS,
        kind: 'product' as const,
        productId: p.id,
        name: p.name,
        category: p.category,
        quantity: l.quantity,
        unitPrice: p.sellingPrice,
        unitCost: p.bundleItems.length ? bundleCost(p.bundleItems, shelf) : p.cost,
        taxRate: p.taxRate,
        ...priced.lines[i]!,
        staffId: l.staffId,
        staffName: staffName(l.staffId),
        returnedQuantity: 0,
        benefit: benefit(i, l.discount),
        components: partsOf(p.bundleItems, shelf),
      };
    }),
    ...src.reservations.map(({ r, product }, i) => ({
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
      ...priced.lines[afterProducts + i]!,
      staffId: null,
      staffName: '',
      returnedQuantity: 0,
      benefit: benefit(afterProducts + i, reservationLines[i]!.discount),
      components: r.components,
    })),
    ...appointmentLines.map((l, i) => {
      const b = src.bookings[i]!;
      const k = afterReservations + i;
      return {
        ...EMPTY_REFS,
        kind: 'appointment' as const,
        bookingId: b.id,
        name: b.services.map((s) => s.name).join(' + ') || 'Appointment',
        category: 'Services',
        quantity: 1,
        unitPrice: balanceDue(b.price, b.paid),
        unitCost: 0,
        taxRate: src.serviceTaxRate,
        ...priced.lines[k]!,
        staffId: b.staffId,
        staffName: b.staffName,
        returnedQuantity: 0,
        benefit: benefit(k, l.discount),
        components: [],
      };
    }),
    ...giftLines.map((l, i) => ({
      ...EMPTY_REFS,
      kind: 'gift_card' as const,
      giftCardId: start.giftIds[i]!,
      name: src.giftProducts[i]!.name,
      category: 'Gift cards',
      quantity: 1,
      unitPrice: l.amount,
      unitCost: 0,
      taxRate: 0,
      ...priced.lines[afterAppointments + i]!,
      staffId: null,
      staffName: '',
      returnedQuantity: 0,
      benefit: '',
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
