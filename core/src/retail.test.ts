import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  bundleAvailable,
  bundleWorth,
  stockDemand,
  withBundleStock,
  ZBundleItems,
  changeOf,
  priceCart,
  reorderQuantity,
  stockDelta,
  stockLevel,
  tenderProblem,
  ZAdjustStock,
  ZCreateProduct,
  ZProcessSale,
  ZProductInput,
  ZUpdateProduct,
} from './retail';

describe('the cart', () => {
  it('adds lines, rounds each line’s tax half up, and adds tips untaxed', () => {
    // 2 × $12.99 at 8.875% = 25.98 → tax 2.305725 → 2.31; 1 × $4.50 at 8.875% = 0.399375 → 0.40
    const cart = priceCart(
      [
        { unitPrice: 1299, quantity: 2, taxRate: 8.875 },
        { unitPrice: 450, quantity: 1, taxRate: 8.875 },
      ],
      { tips: [500, 300] },
    );
    expect(cart.lines.map((l) => l.tax)).toEqual([231, 40]);
    expect(cart).toMatchObject({ subtotal: 3048, discount: 0, tax: 271, tips: 800, total: 4119 });
  });

  it('rounds tax once per rate over the cart when the salon asks for it', () => {
    // Three $0.05 items at 10%: per line 0.005 → 0.01 each (0.03); over the cart 0.015 → 0.02.
    const lines = [1, 2, 3].map(() => ({ unitPrice: 5, quantity: 1, taxRate: 10 }));
    expect(priceCart(lines, { taxRounding: 'line' }).tax).toBe(3);
    expect(priceCart(lines, { taxRounding: 'total' }).tax).toBe(2);
  });

  it('takes line discounts first, then shares the cart discount in proportion, before tax', () => {
    const cart = priceCart(
      [
        { unitPrice: 3000, quantity: 1, taxRate: 10, discount: { kind: 'percent', value: 10 } },
        { unitPrice: 1000, quantity: 1, taxRate: 0 },
      ],
      { cartDiscount: { kind: 'amount', value: 1000 } },
    );
    // Line 1: 30.00 − 3.00 = 27.00; line 2: 10.00; the $10 cart discount splits 27:10.
    expect(cart.lines.map((l) => l.lineDiscount)).toEqual([300, 0]);
    expect(cart.lines.map((l) => l.cartDiscount)).toEqual([730, 270]);
    expect(cart.lines.map((l) => l.net)).toEqual([1970, 730]);
    expect(cart.lines.map((l) => l.tax)).toEqual([197, 0]);
    expect(cart).toMatchObject({ subtotal: 4000, discount: 1300, tax: 197, total: 2897 });
  });

  it('never discounts a line or the cart below zero', () => {
    const cart = priceCart(
      [{ unitPrice: 500, quantity: 1, taxRate: 5, discount: { kind: 'amount', value: 900 } }],
      {
        cartDiscount: { kind: 'percent', value: 100 },
      },
    );
    expect(cart).toMatchObject({ discount: 500, tax: 0, total: 0 });
  });

  it('shares out any amount exactly, whatever the weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const shares = allocate(amount, weights);
          const total = weights.reduce((s, w) => s + w, 0);
          expect(shares.reduce((s, n) => s + n, 0)).toBe(total > 0 ? amount : 0);
          shares.forEach((s) => expect(s).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });

  it('keeps the total equal to nets plus tax plus tips for any cart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
            taxRate: fc.constantFrom(0, 5, 8.875, 20),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 0, max: 100 }),
        (lines, percent) => {
          const cart = priceCart(lines, { cartDiscount: { kind: 'percent', value: percent } });
          const nets = cart.lines.reduce((s, l) => s + l.net, 0);
          expect(cart.total).toBe(nets + cart.tax);
          expect(cart.subtotal - cart.discount).toBe(nets);
          cart.lines.forEach((l) => expect(l.net).toBeGreaterThanOrEqual(0));
        },
      ),
    );
  });
});

describe('split tender', () => {
  it('accepts tenders that add up to the total, with change only from cash', () => {
    const tenders = [
      { method: 'cash' as const, amount: 2000, tendered: 5000 },
      { method: 'card' as const, amount: 1119, paymentId: 'pay1' },
    ];
    expect(tenderProblem(3119, tenders)).toBeNull();
    expect(changeOf(tenders)).toBe(3000);
  });

  it('says what is wrong when the tenders do not add up', () => {
    const card = { method: 'card' as const, amount: 1000, paymentId: 'pay1' };
    expect(tenderProblem(3119, [card])).toBe('The payments add up to less than the total');
    expect(tenderProblem(500, [card])).toBe('The payments add up to more than the total');
    expect(tenderProblem(1000, [{ method: 'cash', amount: 1000, tendered: 900 }])).toBe(
      'The cash given is less than the cash part',
    );
  });

  it('refuses a sale whose parts are malformed before any arithmetic', () => {
    const base = {
      orgId: 'org1',
      lines: [{ kind: 'product', productId: 'p1', quantity: 1, expectedUnitPrice: 100 }],
      expectedTotal: 100,
      idempotencyKey: 'sale-key-1',
    };
    expect(ZProcessSale.safeParse({ ...base, tenders: [] }).error?.issues[0]?.message).toBe(
      'Choose how the client pays',
    );
    // A sale that comes to nothing (given away, 100% off) takes no payment.
    expect(ZProcessSale.safeParse({ ...base, expectedTotal: 0, tenders: [] }).success).toBe(true);
    const twice = ZProcessSale.safeParse({
      ...base,
      lines: [...base.lines, ...base.lines],
      tenders: [{ method: 'cash', amount: 100, tendered: 100 }],
    });
    expect(twice.error?.issues[0]?.message).toBe('A product is in the cart twice');
    const negative = ZProcessSale.safeParse({
      ...base,
      lines: [{ ...base.lines[0], expectedUnitPrice: -1 }],
      tenders: [{ method: 'cash', amount: 100, tendered: 100 }],
    });
    expect(negative.error?.issues[0]?.message).toBe('The price cannot be negative');
  });
});

describe('products and stock', () => {
  it('refuses a negative price and a tax rate with more than three decimals', () => {
    expect(
      ZProductInput.safeParse({ name: 'Shampoo', sellingPrice: -100 }).error?.issues[0]?.message,
    ).toBe('The selling price cannot be negative');
    expect(
      ZProductInput.safeParse({ name: 'Shampoo', sellingPrice: 100, taxRate: 8.8751 }).error
        ?.issues[0]?.message,
    ).toBe('Use at most three decimals for the tax rate');
    expect(
      ZProductInput.parse({ name: 'Shampoo', sellingPrice: 100, taxRate: 8.875 }).taxRate,
    ).toBe(8.875);
  });

  it('an edit carries only the fields it names (no defaults that would wipe the rest)', () => {
    expect(ZUpdateProduct.parse({ orgId: 'o', description: 'New words' })).toEqual({
      orgId: 'o',
      description: 'New words',
    });
    expect(
      ZUpdateProduct.safeParse({ orgId: 'o', sellingPrice: -5 }).error?.issues[0]?.message,
    ).toBe('The selling price cannot be negative');
  });

  it('moves stock the way each reason says', () => {
    expect(stockDelta('received', 12, 3)).toBe(12);
    expect(stockDelta('damaged', 2, 3)).toBe(-2);
    expect(stockDelta('count_correction', 7, 3)).toBe(4);
    expect(stockDelta('count_correction', 0, 3)).toBe(-3);
    const adj = { orgId: 'o', productId: 'p', idempotencyKey: 'adjust-key-1' };
    expect(
      ZAdjustStock.safeParse({ ...adj, reason: 'received', quantity: 0 }).error?.issues[0]?.message,
    ).toBe('Enter at least one unit');
    expect(
      ZAdjustStock.safeParse({ ...adj, reason: 'count_correction', quantity: 0 }).success,
    ).toBe(true);
  });

  it('marks low and out of stock and suggests a reorder', () => {
    expect(stockLevel(0, 4)).toBe('out');
    expect(stockLevel(3, 4)).toBe('low');
    expect(stockLevel(5, 4)).toBe('ok');
    expect(reorderQuantity(3, 4)).toBe(5);
    expect(reorderQuantity(-2, 4)).toBe(8);
    expect(reorderQuantity(5, 4)).toBe(0);
    expect(reorderQuantity(0, 0)).toBe(0);
  });
});

describe('bundles', () => {
  const kit = [
    { productId: 'wash', quantity: 1 },
    { productId: 'mask', quantity: 2 },
  ];

  it('makes as many as its scarcest product allows, and none when a product is gone', () => {
    const stock = new Map([
      ['wash', 5],
      ['mask', 7],
    ]);
    expect(bundleAvailable(kit, (id) => stock.get(id))).toBe(3);
    expect(bundleAvailable(kit, (id) => (id === 'mask' ? 1 : 5))).toBe(0);
    expect(bundleAvailable(kit, (id) => (id === 'mask' ? -4 : 5))).toBe(0);
    expect(bundleAvailable(kit, (id) => (id === 'wash' ? 5 : undefined))).toBe(0);
  });

  it('shows a bundle’s stock in the catalogue from its products, leaving the products as they are', () => {
    const shown = withBundleStock([
      { id: 'wash', stock: 5, bundleItems: [] },
      { id: 'mask', stock: 7, bundleItems: [] },
      { id: 'kit', stock: 0, bundleItems: kit },
    ]);
    expect(shown.map((p) => [p.id, p.stock])).toEqual([
      ['wash', 5],
      ['mask', 7],
      ['kit', 3],
    ]);
  });

  it('adds up what leaves the shelf when a product sells alone and in bundles', () => {
    const demand = stockDemand(
      [
        { productId: 'kit', quantity: 2 },
        { productId: 'wash', quantity: 1 },
        { productId: 'duo', quantity: 1 },
      ],
      (id) => (id === 'kit' ? kit : id === 'duo' ? [{ productId: 'mask', quantity: 3 }] : []),
    );
    expect(Object.fromEntries(demand)).toEqual({ wash: 3, mask: 7 });
  });

  it('refuses a bundle of one unit, the same product twice, or too many products', () => {
    expect(
      ZBundleItems.safeParse([{ productId: 'wash', quantity: 1 }]).error?.issues[0]?.message,
    ).toBe('A bundle holds at least two units: add a product or raise a quantity');
    expect(
      ZBundleItems.safeParse([
        { productId: 'wash', quantity: 1 },
        { productId: 'wash', quantity: 1 },
      ]).error?.issues[0]?.message,
    ).toBe('A product is in the bundle twice');
    expect(
      ZBundleItems.safeParse(
        Array.from({ length: 11 }, (_, i) => ({ productId: `p${i}`, quantity: 1 })),
      ).success,
    ).toBe(false);
    expect(ZBundleItems.parse([{ productId: 'wash', quantity: 2 }])).toHaveLength(1);
    expect(bundleWorth(kit, (id) => (id === 'wash' ? 1800 : 1500))).toBe(4800);
  });
});

describe('retail rules, edge by edge (what mutation testing showed unguarded)', () => {
  const sale = (over: object) =>
    ZProcessSale.safeParse({
      orgId: 'nova',
      lines: [{ kind: 'product', productId: 'p1', quantity: 1, expectedUnitPrice: 1000 }],
      tenders: [{ method: 'cash', amount: 1000, tendered: 1000 }],
      expectedTotal: 1000,
      idempotencyKey: 'sale-0001-abcdefgh',
      ...over,
    });
  const messages = (r: ReturnType<typeof sale>) => r.error?.issues.map((i) => i.message) ?? [];
  const product = (id: string) => ({
    kind: 'product',
    productId: id,
    quantity: 1,
    expectedUnitPrice: 500,
  });

  it('takes a product page only as a web address', () => {
    const page = (u: string) =>
      ZProductInput.safeParse({ name: 'Mask', sellingPrice: 100, purchaseUrl: u });
    expect(page('').success).toBe(true);
    expect(page('https://brand.test/mask').success).toBe(true);
    expect(page('http://brand.test/mask').success).toBe(true);
    expect(page('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Use a web address (https://…)',
    );
    expect(page('https://brand.test/a mask').success).toBe(false);
  });

  it('gives a bundle no stock of its own, and a product its opening stock', () => {
    const create = (over: object) =>
      ZCreateProduct.safeParse({ orgId: 'nova', name: 'Kit', sellingPrice: 100, ...over });
    const bundle = {
      bundleItems: [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
    };
    expect(create({ ...bundle, initialStock: 0 }).success).toBe(true);
    expect(create({ ...bundle, initialStock: 3 }).error?.issues[0]?.message).toBe(
      'A bundle has no stock of its own: its products’ stock is what sells',
    );
    expect(create({ initialStock: 3 }).success).toBe(true);
  });

  it('counts zero units only as a count correction', () => {
    const adjust = (reason: string, quantity: number) =>
      ZAdjustStock.safeParse({
        orgId: 'nova',
        productId: 'p1',
        reason,
        quantity,
        idempotencyKey: 'stock-0001-abcdefgh',
      });
    expect(adjust('count_correction', 0).success).toBe(true);
    expect(adjust('received', 0).error?.issues[0]?.message).toBe('Enter at least one unit');
    expect(adjust('received', 1).success).toBe(true);
  });

  it('says why tenders do not pay a total, short cash first', () => {
    const cash = (amount: number, tendered = amount) => ({
      method: 'cash' as const,
      amount,
      tendered,
    });
    expect(tenderProblem(1000, [cash(1000)])).toBeNull();
    expect(tenderProblem(1000, [cash(1000, 999)])).toBe(
      'The cash given is less than the cash part',
    );
    expect(tenderProblem(1000, [])).toBe('Choose how the client pays');
    expect(tenderProblem(0, [])).toBeNull();
    expect(tenderProblem(1000, [cash(900)])).toBe('The payments add up to less than the total');
    expect(tenderProblem(1000, [cash(1100)])).toBe('The payments add up to more than the total');
  });

  it('refuses a cart with a product, appointment, reservation, card payment or gift card twice', () => {
    expect(sale({}).success).toBe(true);
    expect(messages(sale({ lines: [product('p1'), product('p1')] }))).toContain(
      'A product is in the cart twice',
    );
    expect(sale({ lines: [product('p1'), product('p2')] }).success).toBe(true);
    const appt = { kind: 'appointment', bookingId: 'b1', expectedAmount: 500 };
    expect(messages(sale({ lines: [appt, appt] }))).toContain(
      'An appointment is in the cart twice',
    );
    const held = { kind: 'reservation', reservationId: 'r1', expectedAmount: 500 };
    expect(messages(sale({ lines: [held, held] }))).toContain('A reservation is in the cart twice');
    const card = { method: 'card', amount: 500, paymentId: 'pay1' };
    expect(messages(sale({ tenders: [card, card] }))).toContain('A card payment is used twice');
    expect(messages(sale({ tenders: [card, { ...card, method: 'qr' }] }))).toContain(
      'A card payment is used twice',
    );
    expect(sale({ tenders: [card, { ...card, paymentId: 'pay2' }] }).success).toBe(true);
    const gift = { method: 'gift_card', amount: 500, giftCardId: 'g1' };
    expect(messages(sale({ tenders: [gift, gift] }))).toContain('A gift card is used twice');
    const giftLine = { kind: 'gift_card', giftCardProductId: 'gcp1', amount: 5000 };
    expect(messages(sale({ lines: [giftLine], tenders: [gift] }))).toContain(
      'A gift card cannot pay for another gift card',
    );
    expect(
      sale({ lines: [giftLine], tenders: [{ method: 'cash', amount: 5000, tendered: 5000 }] })
        .success,
    ).toBe(true);
    const short = sale({ tenders: [{ method: 'cash', amount: 1000, tendered: 900 }] });
    expect(short.error?.issues).toMatchObject([
      { path: ['tenders', 0, 'tendered'], message: 'The cash given is less than the cash part' },
    ]);
  });

  it('never takes a cart discount off a line that is not discountable (a gift card)', () => {
    const priced = priceCart(
      [
        { unitPrice: 5000, quantity: 1, taxRate: 0, discount: null, discountable: false },
        { unitPrice: 1000, quantity: 1, taxRate: 0, discount: null },
      ],
      { cartDiscount: { kind: 'percent', value: 50 } },
    );
    expect(priced.lines.map((l) => l.cartDiscount)).toEqual([0, 500]);
    expect(priced.total).toBe(5500);
  });
});
