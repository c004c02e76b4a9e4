import { describe, expect, it } from 'vitest';
import { DEFAULT_RETAIL_SETTINGS, ZProcessSale } from '@chairside/core/retail';
import type { BookingRecord } from '../../lib/data/converters';
import type { ProductRecord } from '../../lib/data/retail';
import {
  EMPTY_CART,
  addAppointment,
  addProduct,
  defaultSeller,
  cartTotals,
  memberBenefits,
  removeItem,
  saleRequest,
  serverOrder,
  setQuantity,
  stylistsOf,
} from './pos-cart';

const product = (id: string, sellingPrice: number, taxRate = 8.875) =>
  ({ id, name: id, sellingPrice, taxRate, stock: 5 }) as ProductRecord;
const booking = {
  id: 'b1',
  price: 6000,
  paid: 1500,
  staffId: 's-leo',
  clientId: 'c-mia',
  member: null,
  services: [{ id: 'blow', name: 'Blow-dry', durationMinutes: 45, price: 6000 }],
} as unknown as BookingRecord;

describe('the point-of-sale cart', () => {
  it('credits a product to the appointment’s stylist, else to the seller at the till', () => {
    expect(defaultSeller(EMPTY_CART, 's-ava')).toBe('s-ava');
    expect(defaultSeller(EMPTY_CART, null)).toBeNull();
    const visit = addAppointment(EMPTY_CART, booking);
    expect(defaultSeller(visit, 's-ava')).toBe('s-leo');
    const cart = addProduct(visit, product('oil', 450), defaultSeller(visit, 's-ava'));
    expect(cart.items.find((i) => i.kind === 'product')).toMatchObject({ staffId: 's-leo' });
  });

  it('adds a scanned product again as one more, and drops it at zero', () => {
    let cart = addProduct(EMPTY_CART, product('shampoo', 1299));
    cart = addProduct(cart, product('shampoo', 1299));
    expect(cart.items).toMatchObject([{ kind: 'product', quantity: 2 }]);
    expect(setQuantity(cart, 'shampoo', 0).items).toEqual([]);
  });

  it('prices an appointment at its balance, untaxed, and products with their tax', () => {
    const cart = {
      ...addAppointment(addProduct(EMPTY_CART, product('oil', 450)), booking),
      tips: { 's-leo': 500 },
    };
    const totals = cartTotals(cart, DEFAULT_RETAIL_SETTINGS);
    expect(totals).toMatchObject({ subtotal: 4950, tax: 40, tips: 500, total: 5490 });
    expect(stylistsOf(cart)).toEqual(['s-leo']);
  });

  it('forgets a stylist’s tip when their appointment leaves the cart', () => {
    const cart = { ...addAppointment(EMPTY_CART, booking), tips: { 's-leo': 500 } };
    expect(removeItem(cart, 0).tips).toEqual({});
  });

  it('makes a request the server’s schema accepts, in the server’s order', () => {
    const cart = serverOrder({
      ...addProduct(addAppointment(EMPTY_CART, booking), product('oil', 450)),
      discount: { kind: 'percent', value: 10 },
    });
    const totals = cartTotals(cart, DEFAULT_RETAIL_SETTINGS);
    const request = saleRequest(
      'org1',
      cart,
      totals,
      [{ method: 'cash', amount: totals.total, tendered: totals.total }],
      { receiptEmail: '', idempotencyKey: 'sale-key-123', clientId: null },
    );
    expect(request.lines.map((l) => l.kind)).toEqual(['product', 'appointment']);
    expect(ZProcessSale.safeParse(request).success).toBe(true);
  });

  it('applies a member’s benefits and points as the server does: its own appointment only', () => {
    const member = {
      planName: 'Club',
      includedServices: [{ serviceId: 'blow', count: 1 }],
      serviceDiscountPercent: 0,
      productDiscountPercent: 10,
      usage: { periodStart: 'p', services: {} },
    };
    const cart = addAppointment(addProduct(EMPTY_CART, product('oil', 1000, 0)), booking);
    const mine = cartTotals(cart, DEFAULT_RETAIL_SETTINGS, {
      clientId: 'c-mia',
      member,
      rewards: 500,
    });
    // The oil at 10% off, the included blow-dry's balance free, then $5 of points.
    expect(mine).toMatchObject({ discount: 100 + 4500 + 500, rewards: 500, total: 400 });
    const someoneElse = cartTotals(cart, DEFAULT_RETAIL_SETTINGS, {
      clientId: 'c-kim',
      member,
      rewards: 0,
    });
    expect(someoneElse).toMatchObject({ discount: 100, total: 900 + 4500 });
    expect(memberBenefits(cart, { clientId: 'c-mia', member, rewards: 0 }).labels).toEqual([
      'Club: 10% off',
      'Included in Club',
    ]);
  });
});
