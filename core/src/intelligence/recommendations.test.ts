import { describe, expect, it } from 'vitest';
import { generateRetailHistory } from './recommendation-generator';
import {
  basketsFrom,
  evaluateRecommendations,
  mineRules,
  popularProducts,
  recommend,
  ruleKey,
  type Basket,
} from './recommendations';

const DAY = 86_400_000;
const basket = (
  clientId: string,
  day: number,
  products: string[],
  services: string[] = [],
  earlier: string[] = [],
): Basket => ({ clientId, at: day * DAY, products, services, earlier });

describe('baskets', () => {
  it('join a sale to the services of that day’s visit and to what the client bought before', () => {
    const at = (day: number, hour = 12) => new Date(day * DAY + hour * 3_600_000);
    const baskets = basketsFrom(
      [
        { clientId: 'ana', at: at(1), productIds: ['shampoo'] },
        { clientId: 'ana', at: at(40), productIds: ['mask', 'shampoo'] },
        { clientId: null, at: at(2), productIds: ['brush'] },
        { clientId: 'bo', at: at(3), productIds: [] },
      ],
      [
        { clientId: 'ana', at: at(1, 10), serviceIds: ['colour'] },
        { clientId: 'ana', at: at(39, 10), serviceIds: ['cut'] },
      ],
    );
    // A walk-in sale (no client) and an empty one teach nothing.
    expect(baskets).toEqual([
      {
        clientId: 'ana',
        at: at(1).getTime(),
        products: ['shampoo'],
        services: ['colour'],
        earlier: [],
      },
      // Bought again: not its own "earlier"; the cut was the day before, not this visit.
      {
        clientId: 'ana',
        at: at(40).getTime(),
        products: ['mask', 'shampoo'],
        services: [],
        earlier: [],
      },
    ]);
  });
});

describe('association rules', () => {
  // Ten baskets: colour clients buy the shampoo; the brush sells to anyone.
  const baskets = [
    basket('a', 1, ['shampoo'], ['colour']),
    basket('b', 2, ['shampoo'], ['colour']),
    basket('c', 3, ['shampoo', 'brush'], ['colour']),
    basket('d', 4, ['brush'], ['colour']),
    basket('e', 5, ['brush'], ['cut']),
    basket('f', 6, ['brush'], ['cut']),
    basket('g', 7, ['brush'], ['cut']),
    basket('h', 8, ['brush', 'mask'], ['cut'], ['shampoo']),
    basket('i', 9, ['mask'], [], ['shampoo']),
    basket('j', 10, ['mask'], [], ['shampoo']),
  ];

  it('have support, confidence and lift as hand-counted', () => {
    const rules = mineRules(baskets);
    const colour = rules.find((r) => r.key === 'service:colour>shampoo')!;
    // 3 of 10 baskets; 3 of the 4 colour baskets; shampoo is in 3 of 10: lift 0.75 / 0.3.
    expect(colour.support).toBeCloseTo(0.3);
    expect(colour.confidence).toBeCloseTo(0.75);
    expect(colour.lift).toBeCloseTo(2.5);
    const mask = rules.find((r) => r.key === 'product:shampoo>mask')!;
    expect(mask).toMatchObject({ count: 3, confidence: 1 });
    expect(mask.lift).toBeCloseTo(1 / 0.3);
    // Cut clients buy brushes, but brushes sell to everyone: lift 4/4 / 6/10 = 1.67 stays.
    expect(rules.find((r) => r.key === 'service:cut>brush')!.lift).toBeCloseTo(1 / 0.6);
    // Colour and brush go together less than brushes sell anyway (lift 0.83): no rule.
    expect(rules.some((r) => r.key === 'service:colour>brush')).toBe(false);
  });

  it('need three baskets to count', () => {
    expect(mineRules(baskets.slice(0, 2))).toEqual([]);
  });

  it('recommend the strongest first, leave out what was bought lately, and fill with popular', () => {
    const rules = mineRules(baskets);
    const popular = popularProducts(baskets);
    expect(popular.slice(0, 2)).toEqual([
      { productId: 'brush', rate: 0.6 },
      { productId: 'mask', rate: 0.3 },
    ]);
    const at = 100 * DAY;
    const mine = recommend(rules, popular, { services: ['colour'], purchases: [], at }, 3);
    expect(mine.map((r) => r.productId)).toEqual(['shampoo', 'brush', 'mask']);
    expect(mine[0]!.rule?.key).toBe('service:colour>shampoo');
    expect(mine[1]!.rule).toBeNull();
    // Bought the shampoo 20 days ago: not again; the mask follows from it.
    const later = recommend(
      rules,
      popular,
      { services: ['colour'], purchases: [{ productId: 'shampoo', at: at - 20 * DAY }], at },
      2,
    );
    expect(later.map((r) => r.productId)).toEqual(['mask', 'brush']);
    // 90 days ago is not recent: the shampoo may come back.
    const old = recommend(
      rules,
      popular,
      { services: ['colour'], purchases: [{ productId: 'shampoo', at: at - 90 * DAY }], at },
      1,
    );
    expect(old.map((r) => r.productId)).toEqual(['mask']);
  });

  it('put a pinned rule first and leave a hidden one out', () => {
    const rules = mineRules(baskets);
    const popular = popularProducts(baskets);
    const context = {
      services: ['cut'],
      purchases: [{ productId: 'shampoo', at: 0 }],
      at: 200 * DAY,
    };
    // Both rules are certain (4 of 4 cut baskets, 3 of 3 shampoo buyers): the names decide.
    const plain = recommend(rules, popular, context, 2);
    expect(plain.map((r) => r.productId)).toEqual(['brush', 'mask']);
    const pinned = recommend(rules, popular, context, 2, {
      pinned: new Set([ruleKey({ kind: 'product', id: 'shampoo' }, 'mask')]),
      hidden: new Set(),
    });
    expect(pinned.map((r) => r.productId)).toEqual(['mask', 'brush']);
    // Hidden, the cut rule no longer lifts the brush: it is only as likely as it sells (0.6).
    const hidden = recommend(rules, popular, context, 2, {
      pinned: new Set(),
      hidden: new Set(['service:cut>brush']),
    });
    expect(hidden.map((r) => [r.productId, r.rule?.key ?? null])).toEqual([
      ['mask', 'product:shampoo>mask'],
      ['brush', null],
    ]);
    // A product that cannot be sold (out of stock, archived) is not offered.
    expect(
      recommend(rules, popular, context, 5, undefined, (p) => p !== 'mask').map((r) => r.productId),
    ).not.toContain('mask');
  });
});

describe('measured on a time split', () => {
  it('beats the most popular products on hit rate at 5, on the known buying process', () => {
    const end = new Date('2027-03-01T00:00:00Z');
    const { sales, visits } = generateRetailHistory({ seed: 4, clients: 500, months: 12, end });
    const baskets = basketsFrom(sales, visits);
    const report = evaluateRecommendations(baskets, end.getTime() - 90 * DAY)!;
    expect(report.tested).toBeGreaterThan(100);
    expect(report.hitRate).toBeGreaterThan(report.baselineHitRate + 0.08);
  });

  it('says there is too little to learn from rather than guessing', () => {
    expect(evaluateRecommendations([basket('a', 1, ['x'])], 0)).toBeNull();
  });
});
