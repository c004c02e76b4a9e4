import { describe, expect, it } from 'vitest';
import {
  groupByCategory,
  nextSortOrder,
  priceRange,
  reorder,
  serviceFor,
  ZServiceInput,
} from './services';

const base = { name: 'Cut', category: 'Hair', durationMinutes: 45, price: 4500, currency: 'USD' };

describe('ZServiceInput', () => {
  it('fills the optional parts with their defaults', () => {
    const s = ZServiceInput.parse(base);
    expect(s).toMatchObject({
      description: '',
      processingMinutes: 0,
      bufferBeforeMinutes: 0,
      onlineBookable: true,
      staffIds: [],
      imageUrl: '',
    });
  });
  it('refuses processing that leaves no time for the work', () => {
    const r = ZServiceInput.safeParse({ ...base, processingMinutes: 30, finishingMinutes: 15 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      'Processing and finishing must leave time for the work at the start',
    );
  });
  it('refuses finishing time without processing time', () => {
    const r = ZServiceInput.safeParse({ ...base, finishingMinutes: 10 });
    expect(r.error?.issues[0]?.path).toEqual(['finishingMinutes']);
  });
  it('refuses an override for someone who does not perform the service', () => {
    const r = ZServiceInput.safeParse({
      ...base,
      staffIds: ['a'],
      staffOverrides: { b: { price: 1 } },
    });
    expect(r.success).toBe(false);
  });
  it('refuses images that are not https and prices that are not whole minor units', () => {
    expect(ZServiceInput.safeParse({ ...base, imageUrl: 'http://x.test/a.jpg' }).success).toBe(
      false,
    );
    expect(ZServiceInput.safeParse({ ...base, price: 45.5 }).success).toBe(false);
    expect(ZServiceInput.safeParse({ ...base, durationMinutes: 0 }).success).toBe(false);
  });
});

describe('per-stylist prices and lengths', () => {
  const s = {
    price: 4500,
    durationMinutes: 45,
    staffIds: ['ana', 'ben'],
    staffOverrides: { ben: { price: 6500, durationMinutes: null } },
  };
  it('uses a stylist’s own price and falls back to the service’s', () => {
    expect(serviceFor(s, 'ben')).toEqual({ price: 6500, durationMinutes: 45 });
    expect(serviceFor(s, 'ana')).toEqual({ price: 4500, durationMinutes: 45 });
    expect(serviceFor(s, null)).toEqual({ price: 4500, durationMinutes: 45 });
  });
  it('reports the range of prices across stylists', () => {
    expect(priceRange(s)).toEqual({ min: 4500, max: 6500 });
  });
});

describe('the menu order', () => {
  const menu = [
    { id: 'colour', name: 'Colour', category: 'Colour', sortOrder: 20 },
    { id: 'cut', name: 'Cut', category: 'Hair', sortOrder: 0 },
    { id: 'blow', name: 'Blow-dry', category: 'Hair', sortOrder: 10 },
    { id: 'gloss', name: 'Gloss', category: 'Colour', sortOrder: 30 },
  ];
  it('groups by category in the order of each category’s first service', () => {
    expect(groupByCategory(menu).map((g) => [g.name, g.services.map((s) => s.id)])).toEqual([
      ['Hair', ['cut', 'blow']],
      ['Colour', ['colour', 'gloss']],
    ]);
  });
  it('moves a service within its category and writes only what changed', () => {
    expect(reorder(menu, { kind: 'service', key: 'blow', direction: -1 })).toEqual([
      { id: 'blow', sortOrder: 0 },
      { id: 'cut', sortOrder: 10 },
    ]);
  });
  it('moves a whole category', () => {
    const changes = reorder(menu, { kind: 'category', key: 'Colour', direction: -1 });
    const order = Object.fromEntries(changes.map((c) => [c.id, c.sortOrder]));
    expect(order).toEqual({ colour: 0, gloss: 10, cut: 20, blow: 30 });
  });
  it('does nothing past either end', () => {
    expect(reorder(menu, { kind: 'service', key: 'cut', direction: -1 })).toEqual([]);
    expect(reorder(menu, { kind: 'category', key: 'Colour', direction: 1 })).toEqual([]);
  });
  it('puts a new service at the end of its category, or a new category at the end', () => {
    expect(nextSortOrder(menu, 'Hair')).toBe(11);
    expect(nextSortOrder(menu, 'Nails')).toBe(40);
    expect(nextSortOrder([], 'Nails')).toBe(0);
  });
});
