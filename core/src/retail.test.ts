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
  DEFAULT_ECOMMERCE_SETTINGS,
  DEFAULT_RETAIL_SETTINGS,
  HOLDING_STATUSES,
  MANUAL_STOCK_REASONS,
  RESERVATION_STATUS_LABELS,
  RESERVATION_TRANSITIONS,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  ZBundleItem,
  ZCartLine,
  ZCreateReservation,
  ZDiscount,
  ZEcommerceSettings,
  ZProductLookup,
  ZProductQuery,
  ZReservationStatusChange,
  ZReservationsQuery,
  ZRetailSettings,
  discountLimitFor,
  discountPercent,
  ZReturnSale,
  ZSaleCardIntent,
  ZSalesReportQuery,
  ZTender,
  ZTip,
} from './retail';
import { LEFT_OUT, probe, problem } from './test-support/probe';

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

describe('what the retail screens tell a person, field by field', () => {
  const KEY = 'retail-0001-abcdef';
  const money = (field: string, max = 10_000_000) =>
    [
      [field, 'a lot'],
      [field, 1.5],
      [field, -1],
      [field, max],
      [field, max + 1],
    ] as const;
  const percent = (field: string) =>
    [
      [field, 'ten'],
      [field, -0.001],
      [field, 100.001],
      [field, 8.875],
      [field, 8.8755],
      [field, 100],
    ] as const;
  const code = (field: string) =>
    [
      [field, LEFT_OUT],
      [field, '  ABC-12/3.x_y  '],
      [field, 'ABC 123'],
      [field, 'Ω'],
      [field, '#ABC'],
      [field, 'x'.repeat(64)],
      [field, 'x'.repeat(65)],
    ] as const;

  it('explains each wrong field of a product, and what is filled in', () => {
    const base = { name: 'Argan oil', sellingPrice: 2400 };
    expect(problem(ZProductInput, base)).toBe('ok');
    expect(
      probe(ZProductInput, base, [
        ['name', '  Argan oil  '],
        ['name', ' A '],
        ['name', 'x'.repeat(121)],
        ['name', 'x'.repeat(120)],
        ['category', LEFT_OUT],
        ['category', '  Hair care  '],
        ['category', 'x'.repeat(41)],
        ['description', 'x'.repeat(2001)],
        ['brand', 'x'.repeat(61)],
        ['supplier', 'x'.repeat(81)],
        ...code('sku'),
        ['barcode', '0123 4567'],
        ['barcode', 'x'.repeat(65)],
        ...money('sellingPrice'),
        ['cost', LEFT_OUT],
        ...money('cost'),
        ['taxRate', LEFT_OUT],
        ...percent('taxRate'),
        ['reorderLevel', LEFT_OUT],
        ['reorderLevel', 'some'],
        ['reorderLevel', 2.5],
        ['reorderLevel', -1],
        ['reorderLevel', 1_000_001],
        ['purchaseUrl', LEFT_OUT],
        ['purchaseUrl', '  https://supplier.example/argan  '],
        ['purchaseUrl', 'supplier.example/argan'],
        ['purchaseUrl', 'xhttps://supplier.example'],
        ['purchaseUrl', 'https://supplier.example/a b'],
        ['purchaseUrl', `https://x.example/${'a'.repeat(2040)}`],
        ['onlineSellable', LEFT_OUT],
        ['archived', LEFT_OUT],
        ['ownerStaffId', LEFT_OUT],
        ['ownerStaffId', 'a/b'],
        ['bundleItems', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "name = "  Argan oil  " → ok, "Argan oil"",
        "name = " A " → name: Give the product a name of at least 2 characters",
        "name = "xxxxxxxx…" (121 characters) → name: Use at most 120 characters",
        "name = "xxxxxxxx…" (120 characters) → ok, "xxxxxxxx…" (120 characters)",
        "category = (left out) → ok, """,
        "category = "  Hair care  " → ok, "Hair care"",
        "category = "xxxxxxxx…" (41 characters) → category: The category can be at most 40 characters",
        "description = "xxxxxxxx…" (2001 characters) → description: The description can be at most 2000 characters",
        "brand = "xxxxxxxx…" (61 characters) → brand: The brand can be at most 60 characters",
        "supplier = "xxxxxxxx…" (81 characters) → supplier: The supplier can be at most 80 characters",
        "sku = (left out) → ok, """,
        "sku = "  ABC-12/3.x_y  " → ok, "ABC-12/3.x_y"",
        "sku = "ABC 123" → sku: The SKU uses letters, digits, dots, dashes and slashes",
        "sku = "Ω" → sku: The SKU uses letters, digits, dots, dashes and slashes",
        "sku = "#ABC" → sku: The SKU uses letters, digits, dots, dashes and slashes",
        "sku = "xxxxxxxx…" (64 characters) → ok, "xxxxxxxx…" (64 characters)",
        "sku = "xxxxxxxx…" (65 characters) → sku: The SKU can be at most 64 characters",
        "barcode = "0123 4567" → barcode: The barcode uses letters, digits, dots, dashes and slashes",
        "barcode = "xxxxxxxx…" (65 characters) → barcode: The barcode can be at most 64 characters",
        "sellingPrice = "a lot" → sellingPrice: Enter the selling price",
        "sellingPrice = 1.5 → sellingPrice: The selling price is in whole cents",
        "sellingPrice = -1 → sellingPrice: The selling price cannot be negative",
        "sellingPrice = 10000000 → ok, 10000000",
        "sellingPrice = 10000001 → sellingPrice: The selling price is too large",
        "cost = (left out) → ok, 0",
        "cost = "a lot" → cost: Enter the cost",
        "cost = 1.5 → cost: The cost is in whole cents",
        "cost = -1 → cost: The cost cannot be negative",
        "cost = 10000000 → ok, 10000000",
        "cost = 10000001 → cost: The cost is too large",
        "taxRate = (left out) → ok, 0",
        "taxRate = "ten" → taxRate: Enter the tax rate as a percentage",
        "taxRate = -0.001 → taxRate: The tax rate cannot be negative",
        "taxRate = 100.001 → taxRate: The tax rate is at most 100%",
        "taxRate = 8.875 → ok, 8.875",
        "taxRate = 8.8755 → taxRate: Use at most three decimals for the tax rate",
        "taxRate = 100 → ok, 100",
        "reorderLevel = (left out) → ok, 0",
        "reorderLevel = "some" → reorderLevel: Enter the reorder level",
        "reorderLevel = 2.5 → reorderLevel: Use a whole number of units",
        "reorderLevel = -1 → reorderLevel: The reorder level cannot be negative",
        "reorderLevel = 1000001 → reorderLevel: That is more units than a salon holds",
        "purchaseUrl = (left out) → ok, """,
        "purchaseUrl = "  https:…" (34 characters) → ok, "https://…" (30 characters)",
        "purchaseUrl = "supplier.example/argan" → purchaseUrl: Use a web address (https://…)",
        "purchaseUrl = "xhttps:/…" (25 characters) → purchaseUrl: Use a web address (https://…)",
        "purchaseUrl = "https://…" (28 characters) → purchaseUrl: Use a web address (https://…)",
        "purchaseUrl = "https://…" (2058 characters) → purchaseUrl: That address is too long",
        "onlineSellable = (left out) → ok, false",
        "archived = (left out) → ok, false",
        "ownerStaffId = (left out) → ok, null",
        "ownerStaffId = "a/b" → ownerStaffId: Not a team member id",
        "bundleItems = (left out) → ok, []",
      ]
    `);
  });

  it('explains a bundle that does not add up', () => {
    const item = { productId: 'shampoo', quantity: 1 };
    expect(
      probe(ZBundleItem, item, [
        ['productId', ' shampoo '],
        ['productId', 'a/b'],
        ['quantity', 'two'],
        ['quantity', 1.5],
        ['quantity', 0],
        ['quantity', 99],
        ['quantity', 100],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "productId = " shampoo " → ok, "shampoo"",
        "productId = "a/b" → productId: Not a product id",
        "quantity = "two" → quantity: Enter how many are in the bundle",
        "quantity = 1.5 → quantity: Use whole units",
        "quantity = 0 → quantity: At least one of each product",
        "quantity = 99 → ok, 99",
        "quantity = 100 → quantity: At most 99 of one product in a bundle",
      ]
    `);
    const many = Array.from({ length: 11 }, (_, i) => ({ productId: `p${i}`, quantity: 1 }));
    expect(problem(ZBundleItems, many)).toMatchInlineSnapshot(
      `"(whole): A bundle holds at most 10 different products"`,
    );
    expect(problem(ZBundleItems, many.slice(0, 10))).toBe('ok');
    expect(problem(ZBundleItems, [item, item])).toMatchInlineSnapshot(
      `"(whole): A product is in the bundle twice"`,
    );
    expect(problem(ZBundleItems, [item])).toMatchInlineSnapshot(
      `"(whole): A bundle holds at least two units: add a product or raise a quantity"`,
    );
    expect(problem(ZBundleItems, [{ productId: 'shampoo', quantity: 2 }])).toBe('ok');
    expect(problem(ZBundleItems, [])).toBe('ok');
  });

  it('starts a new product with stock, but never a bundle', () => {
    const base = { orgId: 'salon-1', name: 'Argan oil', sellingPrice: 2400 };
    expect(
      probe(ZCreateProduct, base, [
        ['initialStock', LEFT_OUT],
        ['initialStock', 2.5],
        ['initialStock', -1],
        ['initialStock', 1_000_001],
        ['orgId', ' salon-1 '],
        ['orgId', 'a/b'],
        ['bundleItems', [{ productId: 'a', quantity: 2 }]],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "initialStock = (left out) → ok, 0",
        "initialStock = 2.5 → initialStock: Use a whole number of units",
        "initialStock = -1 → initialStock: Stock cannot start below zero",
        "initialStock = 1000001 → initialStock: That is more units than a salon holds",
        "orgId = " salon-1 " → ok, "salon-1"",
        "orgId = "a/b" → orgId: Not a salon id",
        "bundleItems = [{"productId":"a","quantity":2}] → ok, [{"productId":"a","quantity":2}]",
      ]
    `);
    expect(
      problem(ZCreateProduct, {
        ...base,
        bundleItems: [{ productId: 'a', quantity: 2 }],
        initialStock: 3,
      }),
    ).toMatchInlineSnapshot(
      `"initialStock: A bundle has no stock of its own: its products’ stock is what sells"`,
    );
    expect(problem(ZProductQuery, { orgId: ' salon-1 ' })).toBe('ok');
    expect(problem(ZProductQuery, {})).not.toBe('ok');
  });

  it('looks a product up by what the scanner typed', () => {
    expect(
      probe(ZProductLookup, { orgId: 'salon-1', code: '0123456789' }, [
        ['code', '  0123456789  '],
        ['code', '   '],
        ['code', 'x'.repeat(64)],
        ['code', 'x'.repeat(65)],
        ['extra', 1],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "code = "  0123456789  " → ok, "0123456789"",
        "code = "   " → code: Scan or type a barcode or SKU",
        "code = "xxxxxxxx…" (64 characters) → ok, "xxxxxxxx…" (64 characters)",
        "code = "xxxxxxxx…" (65 characters) → code: That is not a barcode or SKU (at most 64 characters)",
        "extra = 1 → (whole): Unrecognized key: "extra"",
      ]
    `);
  });

  it('names every stock movement, and offers a person only the ones they may make', () => {
    expect(STOCK_REASONS.map((r) => `${r}: ${STOCK_REASON_LABELS[r]}`)).toMatchInlineSnapshot(`
      [
        "received: Received from supplier",
        "damaged: Damaged or expired",
        "count_correction: Count correction",
        "used_in_service: Used in a service",
        "returned_to_supplier: Returned to supplier",
        "sale: Sold",
        "sale_return: Returned by client",
        "reservation: Reserved online",
        "reservation_release: Reservation released",
      ]
    `);
    expect(MANUAL_STOCK_REASONS).toEqual([
      'received',
      'damaged',
      'count_correction',
      'used_in_service',
      'returned_to_supplier',
    ]);
    const base = {
      orgId: 'salon-1',
      productId: 'argan',
      reason: 'received',
      quantity: 6,
      idempotencyKey: KEY,
    };
    expect(
      probe(ZAdjustStock, base, [
        ['reason', 'sale'],
        ['reason', 'stolen'],
        ['quantity', 'six'],
        ['quantity', 1.5],
        ['quantity', -1],
        ['quantity', 0],
        ['quantity', 1_000_000],
        ['quantity', 1_000_001],
        ['note', '  delivery  '],
        ['note', 'x'.repeat(301)],
        ['productId', ' argan '],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "reason = "sale" → reason: Choose why the stock changed",
        "reason = "stolen" → reason: Choose why the stock changed",
        "quantity = "six" → quantity: Enter a number of units",
        "quantity = 1.5 → quantity: Use a whole number of units",
        "quantity = -1 → quantity: Enter zero or more units",
        "quantity = 0 → quantity: Enter at least one unit",
        "quantity = 1000000 → ok, 1000000",
        "quantity = 1000001 → quantity: That is more units than a salon holds",
        "note = "  delivery  " → ok, "delivery"",
        "note = "xxxxxxxx…" (301 characters) → note: The note can be at most 300 characters",
        "productId = " argan " → ok, "argan"",
      ]
    `);
    expect(problem(ZAdjustStock, { ...base, reason: 'count_correction', quantity: 0 })).toBe('ok');
  });

  it('reads the shelf: out, low at the reorder level, and what to order', () => {
    expect(stockLevel(0, 5)).toBe('out');
    expect(stockLevel(-2, 5)).toBe('out');
    expect(stockLevel(5, 5)).toBe('low');
    expect(stockLevel(6, 5)).toBe('ok');
    expect(stockLevel(1, 0)).toBe('ok');
    expect(reorderQuantity(5, 5)).toBe(5);
    expect(reorderQuantity(6, 5)).toBe(0);
    expect(reorderQuantity(-3, 5)).toBe(10);
    expect(reorderQuantity(0, 0)).toBe(0);
    expect(bundleAvailable([], () => 10)).toBe(0);
  });

  it('explains a discount, a payment part and a tip', () => {
    expect(
      probe(ZDiscount, { kind: 'percent', value: 10 }, [['kind', 'free'], ...percent('value')]),
    ).toMatchInlineSnapshot(`
      [
        "kind = "free" → kind: Choose a percentage or an amount off",
        "value = "ten" → value: Enter the discount as a percentage",
        "value = -0.001 → value: The discount cannot be negative",
        "value = 100.001 → value: The discount is at most 100%",
        "value = 8.875 → ok, 8.875",
        "value = 8.8755 → value: Use at most three decimals for the discount",
        "value = 100 → ok, 100",
      ]
    `);
    expect(probe(ZDiscount, { kind: 'amount', value: 500 }, [...money('value')]))
      .toMatchInlineSnapshot(`
      [
        "value = "a lot" → value: Enter the discount",
        "value = 1.5 → value: The discount is in whole cents",
        "value = -1 → value: The discount cannot be negative",
        "value = 10000000 → ok, 10000000",
        "value = 10000001 → value: The discount is too large",
      ]
    `);
    expect(
      probe(ZTender, { method: 'cash', amount: 1000, tendered: 2000 }, [
        ['method', 'cheque'],
        ...money('amount'),
        ['amount', 0],
        ...money('tendered'),
      ]),
    ).toMatchInlineSnapshot(`
      [
        "method = "cheque" → method: Choose cash, card, QR code or gift card",
        "amount = "a lot" → amount: Enter the cash amount",
        "amount = 1.5 → amount: The cash amount is in whole cents",
        "amount = -1 → amount: The cash amount cannot be negative",
        "amount = 10000000 → ok, 10000000",
        "amount = 10000001 → amount: The cash amount is too large",
        "amount = 0 → amount: A cash part is more than zero",
        "tendered = "a lot" → tendered: Enter the cash given",
        "tendered = 1.5 → tendered: The cash given is in whole cents",
        "tendered = -1 → tendered: The cash given cannot be negative",
        "tendered = 10000000 → ok, 10000000",
        "tendered = 10000001 → tendered: The cash given is too large",
      ]
    `);
    expect(
      probe(ZTender, { method: 'card', amount: 1000, paymentId: 'pay-1' }, [
        ['method', 'qr'],
        ['amount', 0],
        ['amount', 1],
        ['paymentId', ' pay-1 '],
        ['paymentId', 'a/b'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "method = "qr" → ok, "qr"",
        "amount = 0 → amount: A card part is more than zero",
        "amount = 1 → ok, 1",
        "paymentId = " pay-1 " → ok, "pay-1"",
        "paymentId = "a/b" → paymentId: Not a payment id",
      ]
    `);
    expect(
      probe(ZTender, { method: 'gift_card', amount: 1000, giftCardId: 'card-1' }, [
        ['amount', 0],
        ['amount', 1],
        ['giftCardId', ' card-1 '],
        ['giftCardId', 'a/b'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "amount = 0 → amount: A gift card part is more than zero",
        "amount = 1 → ok, 1",
        "giftCardId = " card-1 " → ok, "card-1"",
        "giftCardId = "a/b" → giftCardId: Not a gift card id",
      ]
    `);
    expect(
      probe(ZTip, { staffId: 'anna', amount: 300 }, [
        ['staffId', 'a/b'],
        ['amount', 0],
        ['amount', 1],
        ['amount', 'some'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "staffId = "a/b" → staffId: Not a team member id",
        "amount = 0 → amount: A tip is more than zero",
        "amount = 1 → ok, 1",
        "amount = "some" → amount: Enter the tip",
      ]
    `);
  });

  it('explains each kind of line in a cart', () => {
    expect(
      probe(
        ZCartLine,
        { kind: 'product', productId: 'argan', quantity: 1, expectedUnitPrice: 2400 },
        [
          ['kind', 'service'],
          ['productId', ' argan '],
          ['quantity', 'one'],
          ['quantity', 1.5],
          ['quantity', 0],
          ['quantity', 999],
          ['quantity', 1000],
          ...money('expectedUnitPrice'),
          ['discount', LEFT_OUT],
          ['discount', { kind: 'percent', value: 101 }],
          ['staffId', LEFT_OUT],
          ['staffId', 'a/b'],
        ],
      ),
    ).toMatchInlineSnapshot(`
      [
        "kind = "service" → kind: A sale holds products, reservations, gift cards and appointments",
        "productId = " argan " → ok, "argan"",
        "quantity = "one" → quantity: Enter a quantity",
        "quantity = 1.5 → quantity: Sell whole units",
        "quantity = 0 → quantity: Sell at least one",
        "quantity = 999 → ok, 999",
        "quantity = 1000 → quantity: At most 999 of one product in a sale",
        "expectedUnitPrice = "a lot" → expectedUnitPrice: Enter the price",
        "expectedUnitPrice = 1.5 → expectedUnitPrice: The price is in whole cents",
        "expectedUnitPrice = -1 → expectedUnitPrice: The price cannot be negative",
        "expectedUnitPrice = 10000000 → ok, 10000000",
        "expectedUnitPrice = 10000001 → expectedUnitPrice: The price is too large",
        "discount = (left out) → ok, null",
        "discount = {"kind":"percent","value":101} → discount.value: The discount is at most 100%",
        "staffId = (left out) → ok, null",
        "staffId = "a/b" → staffId: Not a team member id",
      ]
    `);
    expect(
      probe(ZCartLine, { kind: 'reservation', reservationId: 'hold-1', expectedAmount: 2400 }, [
        ['reservationId', ' hold-1 '],
        ['reservationId', 'a/b'],
        ['expectedAmount', -1],
        ['discount', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "reservationId = " hold-1 " → ok, "hold-1"",
        "reservationId = "a/b" → reservationId: Not a reservation id",
        "expectedAmount = -1 → expectedAmount: The amount cannot be negative",
        "discount = (left out) → ok, null",
      ]
    `);
    expect(
      probe(ZCartLine, { kind: 'appointment', bookingId: 'booking-1', expectedAmount: 6000 }, [
        ['bookingId', ' booking-1 '],
        ['bookingId', 'a/b'],
        ['expectedAmount', 'due'],
        ['discount', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "bookingId = " booking-1 " → ok, "booking-1"",
        "bookingId = "a/b" → bookingId: Not an appointment id",
        "expectedAmount = "due" → expectedAmount: Enter the amount due",
        "discount = (left out) → ok, null",
      ]
    `);
    expect(
      probe(ZCartLine, { kind: 'gift_card', giftCardProductId: 'spa', amount: 5000 }, [
        ['giftCardProductId', 'a/b'],
        ['amount', 0],
        ['amount', 1],
        ['recipient', LEFT_OUT],
        ['recipient.name', '  Bob  '],
        ['recipient.name', 'x'.repeat(101)],
        ['recipient.email', '  bob@example.com  '],
        ['recipient.email', 'bob'],
        ['recipient.email', `${'b'.repeat(250)}@example.com`],
        ['recipient.email', LEFT_OUT],
        ['message', LEFT_OUT],
        ['message', 'x'.repeat(301)],
        ['deliverOn', LEFT_OUT],
        ['deliverOn', 'Friday'],
        ['deliverOn', '2026-12-24'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "giftCardProductId = "a/b" → giftCardProductId: Not a gift card product id",
        "amount = 0 → amount: Choose the gift card’s amount",
        "amount = 1 → ok, 1",
        "recipient = (left out) → ok, {"name":"","email":""}",
        "recipient.name = "  Bob  " → ok, "Bob"",
        "recipient.name = "xxxxxxxx…" (101 characters) → recipient.name: At most 100 characters",
        "recipient.email = "  bob@example.com  " → ok, "bob@example.com"",
        "recipient.email = "bob" → recipient.email: Enter a valid e-mail address for the recipient",
        "recipient.email = "bbbbbbbb…" (262 characters) → recipient.email: Enter a valid e-mail address for the recipient",
        "recipient.email = (left out) → ok, """,
        "message = (left out) → ok, """,
        "message = "xxxxxxxx…" (301 characters) → message: The message can be at most 300 characters",
        "deliverOn = (left out) → ok, """,
        "deliverOn = "Friday" → deliverOn: Choose a date",
        "deliverOn = "2026-12-24" → ok, "2026-12-24"",
      ]
    `);
  });

  it('explains a sale that cannot be recorded as it stands', () => {
    const line = { kind: 'product', productId: 'argan', quantity: 1, expectedUnitPrice: 2400 };
    const cash = { method: 'cash', amount: 2400, tendered: 2400 };
    const base = {
      orgId: 'salon-1',
      lines: [line],
      tenders: [cash],
      expectedTotal: 2400,
      idempotencyKey: KEY,
    };
    expect(problem(ZProcessSale, base)).toBe('ok');
    expect(
      probe(ZProcessSale, base, [
        ['clientId', LEFT_OUT],
        ['clientId', 'a/b'],
        ['lines', []],
        ['lines', Array.from({ length: 101 }, (_, i) => ({ ...line, productId: `p${i}` }))],
        ['lines', Array.from({ length: 100 }, (_, i) => ({ ...line, productId: `p${i}` }))],
        ['cartDiscount', LEFT_OUT],
        ['redeemPoints', LEFT_OUT],
        ['redeemPoints', 'all'],
        ['redeemPoints', 1.5],
        ['redeemPoints', -1],
        ['redeemPoints', 10_000_001],
        ['tips', LEFT_OUT],
        ['tips', Array.from({ length: 21 }, () => ({ staffId: 'anna', amount: 100 }))],
        ['tips', Array.from({ length: 20 }, () => ({ staffId: 'anna', amount: 100 }))],
        ['tenders', Array.from({ length: 7 }, () => cash)],
        ['tenders', []],
        ['allowNegativeStock', LEFT_OUT],
        ['receiptEmail', LEFT_OUT],
        ['receiptEmail', '  ann@example.com  '],
        ['receiptEmail', 'ann'],
        ['receiptEmail', `${'a'.repeat(250)}@example.com`],
        ['note', 'x'.repeat(301)],
        ['expectedTotal', -1],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "clientId = (left out) → ok, null",
        "clientId = "a/b" → clientId: Not a client id",
        "lines = [] → lines: The cart is empty",
        "lines = [{"kind":"product","productId":"p0","quantity":1,"expecte… → lines: At most 100 lines in a sale",
        "lines = [{"kind":"product","productId":"p0","quantity":1,"expecte… → ok, [{"kind":"product","productId":"p0","quantity":1,"expecte…",
        "cartDiscount = (left out) → ok, null",
        "redeemPoints = (left out) → ok, 0",
        "redeemPoints = "all" → redeemPoints: Enter the points to redeem",
        "redeemPoints = 1.5 → redeemPoints: Redeem whole points",
        "redeemPoints = -1 → redeemPoints: Points to redeem cannot be negative",
        "redeemPoints = 10000001 → redeemPoints: Too many points",
        "tips = (left out) → ok, []",
        "tips = [{"staffId":"anna","amount":100},{"staffId":"anna","amoun… → tips: At most 20 tips in a sale",
        "tips = [{"staffId":"anna","amount":100},{"staffId":"anna","amoun… → ok, [{"staffId":"anna","amount":100},{"staffId":"anna","amoun…",
        "tenders = [{"method":"cash","amount":2400,"tendered":2400},{"method… → tenders: Split a payment at most 6 ways",
        "tenders = [] → tenders: Choose how the client pays",
        "allowNegativeStock = (left out) → ok, false",
        "receiptEmail = (left out) → ok, """,
        "receiptEmail = "  ann@example.com  " → ok, "ann@example.com"",
        "receiptEmail = "ann" → receiptEmail: Enter a valid e-mail address for the receipt",
        "receiptEmail = "aaaaaaaa…" (262 characters) → receiptEmail: Enter a valid e-mail address for the receipt",
        "note = "xxxxxxxx…" (301 characters) → note: The note can be at most 300 characters",
        "expectedTotal = -1 → expectedTotal: The total cannot be negative",
      ]
    `);
    const appointment = { kind: 'appointment', bookingId: 'b1', expectedAmount: 6000 };
    const reservation = { kind: 'reservation', reservationId: 'r1', expectedAmount: 1000 };
    const card = { method: 'card', amount: 1000, paymentId: 'pay-1' };
    const gift = { method: 'gift_card', amount: 1000, giftCardId: 'gc-1' };
    const giftLine = { kind: 'gift_card', giftCardProductId: 'spa', amount: 5000 };
    expect(
      [
        { ...base, lines: [line, line] },
        { ...base, lines: [appointment, appointment] },
        { ...base, lines: [reservation, reservation] },
        { ...base, tenders: [card, card] },
        { ...base, tenders: [gift, gift] },
        { ...base, lines: [giftLine], tenders: [gift] },
        { ...base, tenders: [{ ...cash, tendered: 2399 }] },
        { ...base, tenders: [], expectedTotal: 0 },
        { ...base, lines: [line, appointment, reservation, giftLine], tenders: [card, cash] },
      ].map((input) => problem(ZProcessSale, input)),
    ).toMatchInlineSnapshot(`
      [
        "lines: A product is in the cart twice",
        "lines: An appointment is in the cart twice",
        "lines: A reservation is in the cart twice",
        "tenders: A card payment is used twice",
        "tenders: A gift card is used twice",
        "tenders: A gift card cannot pay for another gift card",
        "tenders.0.tendered: The cash given is less than the cash part",
        "ok",
        "ok",
      ]
    `);
  });

  it('explains a card part asked for ahead, a return and a report range', () => {
    expect(
      probe(ZSaleCardIntent, { orgId: 'salon-1', amount: 2400, idempotencyKey: KEY }, [
        ['amount', 0],
        ['amount', 1],
        ['clientId', LEFT_OUT],
        ['clientId', 'a/b'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "amount = 0 → amount: Enter an amount above zero",
        "amount = 1 → ok, 1",
        "clientId = (left out) → ok, null",
        "clientId = "a/b" → clientId: Not a client id",
      ]
    `);
    expect(
      probe(
        ZReturnSale,
        {
          orgId: 'salon-1',
          saleId: 'sale-1',
          lines: [{ productId: 'argan', quantity: 1 }],
          idempotencyKey: KEY,
        },
        [
          ['saleId', ' sale-1 '],
          ['saleId', 'a/b'],
          ['lines', []],
          ['lines.0.quantity', 1.5],
          ['lines.0.quantity', 0],
          ['lines.0.quantity', 999],
          ['lines.0.quantity', 1000],
          ['lines.0.quantity', 'one'],
          ['lines.0.restock', LEFT_OUT],
          ['reason', '  damaged  '],
          ['reason', 'x'.repeat(201)],
        ],
      ),
    ).toMatchInlineSnapshot(`
      [
        "saleId = " sale-1 " → ok, "sale-1"",
        "saleId = "a/b" → saleId: Not a sale id",
        "lines = [] → lines: Choose what is returned",
        "lines.0.quantity = 1.5 → lines.0.quantity: Return whole units",
        "lines.0.quantity = 0 → lines.0.quantity: Return at least one",
        "lines.0.quantity = 999 → ok, 999",
        "lines.0.quantity = 1000 → lines.0.quantity: Return at most 999 of one product",
        "lines.0.quantity = "one" → lines.0.quantity: Enter how many are returned",
        "lines.0.restock = (left out) → ok, true",
        "reason = "  damaged  " → ok, "damaged"",
        "reason = "xxxxxxxx…" (201 characters) → reason: The reason can be at most 200 characters",
      ]
    `);
    expect(
      probe(ZSalesReportQuery, { orgId: 'salon-1', from: '2026-01-01', to: '2026-01-31' }, [
        ['to', '2025-12-31'],
        ['to', '2026-01-01'],
        ['to', '2027-01-02'],
        ['to', '2027-01-03'],
        ['from', 'January'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "to = "2025-12-31" → to: The first day comes after the last",
        "to = "2026-01-01" → ok, "2026-01-01"",
        "to = "2027-01-02" → ok, "2027-01-02"",
        "to = "2027-01-03" → to: Report at most a year at a time",
        "from = "January" → from: Choose a date",
      ]
    `);
  });

  it('keeps a salon’s retail settings, defaults included', () => {
    expect(
      probe(ZRetailSettings, {}, [
        ['taxRounding', LEFT_OUT],
        ['taxRounding', 'total'],
        ['taxRounding', 'bankers'],
        ['serviceTaxRate', LEFT_OUT],
        ...percent('serviceTaxRate'),
        ['allowNegativeStock', LEFT_OUT],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "taxRounding = (left out) → ok, "line"",
        "taxRounding = "total" → ok, "total"",
        "taxRounding = "bankers" → taxRounding: Round the tax on each line or on the total",
        "serviceTaxRate = (left out) → ok, 0",
        "serviceTaxRate = "ten" → serviceTaxRate: Enter the service tax rate as a percentage",
        "serviceTaxRate = -0.001 → serviceTaxRate: The service tax rate cannot be negative",
        "serviceTaxRate = 100.001 → serviceTaxRate: The service tax rate is at most 100%",
        "serviceTaxRate = 8.875 → ok, 8.875",
        "serviceTaxRate = 8.8755 → serviceTaxRate: Use at most three decimals for the service tax rate",
        "serviceTaxRate = 100 → ok, 100",
        "allowNegativeStock = (left out) → ok, false",
      ]
    `);
    expect(ZRetailSettings.parse({})).toEqual(DEFAULT_RETAIL_SETTINGS);
    expect(DEFAULT_RETAIL_SETTINGS).toEqual({
      taxRounding: 'line',
      serviceTaxRate: 0,
      allowNegativeStock: false,
      // No limit until the salon sets one: every role may give any discount.
      discountLimits: { front_desk: 100, staff: 100, booth_renter: 100 },
    });
    expect(
      ZRetailSettings.safeParse({ discountLimits: { staff: 120 } }).error?.issues.map((i) =>
        i.path.join('.'),
      ),
    ).toEqual(['discountLimits.staff']);
    expect(
      discountLimitFor('staff', { discountLimits: { front_desk: 5, staff: 15, booth_renter: 0 } }),
    ).toBe(15);
    expect(
      discountLimitFor('manager', {
        discountLimits: { front_desk: 5, staff: 15, booth_renter: 0 },
      }),
    ).toBe(100);
    expect(discountPercent({ kind: 'amount', value: 500, amount: 500 }, 2_000)).toBe(25);
    expect(discountPercent({ kind: 'amount', value: 100, amount: 100 }, 3_000)).toBe(3.33);
    expect(
      probe(ZEcommerceSettings, {}, [
        ['reservationsOpen', LEFT_OUT],
        ['holdDays', LEFT_OUT],
        ['holdDays', 'a week'],
        ['holdDays', 1.5],
        ['holdDays', 0],
        ['holdDays', 1],
        ['holdDays', 30],
        ['holdDays', 31],
        ['pickupInstructions', LEFT_OUT],
        ['pickupInstructions', 'x'.repeat(501)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "reservationsOpen = (left out) → ok, true",
        "holdDays = (left out) → ok, 3",
        "holdDays = "a week" → holdDays: Enter a number of days",
        "holdDays = 1.5 → holdDays: Use whole days",
        "holdDays = 0 → holdDays: Hold for at least a day",
        "holdDays = 1 → ok, 1",
        "holdDays = 30 → ok, 30",
        "holdDays = 31 → holdDays: Hold for at most 30 days",
        "pickupInstructions = (left out) → ok, """,
        "pickupInstructions = "xxxxxxxx…" (501 characters) → pickupInstructions: The pickup instructions can be at most 500 characters",
      ]
    `);
    expect(ZEcommerceSettings.parse({})).toEqual(DEFAULT_ECOMMERCE_SETTINGS);
    expect(DEFAULT_ECOMMERCE_SETTINGS).toEqual({
      reservationsOpen: true,
      holdDays: 3,
      pickupInstructions: '',
    });
  });

  it('asks a visitor reserving for pickup for how many and how to reach them', () => {
    const base = {
      orgId: 'salon-1',
      productId: 'argan',
      quantity: 1,
      name: 'Ann Lee',
      email: 'ann@example.com',
      idempotencyKey: KEY,
    };
    expect(problem(ZCreateReservation, base)).toBe('ok');
    expect(
      probe(ZCreateReservation, base, [
        ['quantity', 'one'],
        ['quantity', 1.5],
        ['quantity', 0],
        ['quantity', 10],
        ['quantity', 11],
        ['name', '  Ann  '],
        ['name', ' A '],
        ['name', 'x'.repeat(101)],
        ['email', 'ann'],
        ['phone', LEFT_OUT],
        ['phone', '  555 0100  '],
        ['phone', '5'.repeat(31)],
        ['note', 'x'.repeat(301)],
        ['honeypot', LEFT_OUT],
        ['honeypot', 'x'.repeat(201)],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "quantity = "one" → quantity: Choose how many",
        "quantity = 1.5 → quantity: Choose how many",
        "quantity = 0 → quantity: Reserve at least one",
        "quantity = 10 → ok, 10",
        "quantity = 11 → quantity: Reserve at most 10 at a time",
        "name = "  Ann  " → ok, "Ann"",
        "name = " A " → name: Please enter your name",
        "name = "xxxxxxxx…" (101 characters) → name: Please enter your name (at most 100 characters)",
        "email = "ann" → email: Please enter a valid email address",
        "phone = (left out) → ok, """,
        "phone = "  555 0100  " → ok, "555 0100"",
        "phone = "55555555…" (31 characters) → phone: Use at most 30 characters",
        "note = "xxxxxxxx…" (301 characters) → note: The note can be at most 300 characters",
        "honeypot = (left out) → ok, """,
        "honeypot = "xxxxxxxx…" (201 characters) → honeypot: Too big: expected string to have <=200 characters",
      ]
    `);
  });

  it('moves a reservation through its states, with their names', () => {
    expect(RESERVATION_STATUS_LABELS).toEqual({
      reserved: 'Reserved',
      ready: 'Ready for pickup',
      picked_up: 'Picked up',
      cancelled: 'Cancelled',
      expired: 'Expired',
    });
    expect(RESERVATION_TRANSITIONS).toEqual({
      reserved: ['ready', 'picked_up', 'cancelled'],
      ready: ['picked_up', 'cancelled', 'reserved'],
      picked_up: [],
      cancelled: [],
      expired: [],
    });
    expect(HOLDING_STATUSES).toEqual(['reserved', 'ready']);
    expect(
      probe(ZReservationStatusChange, { orgId: 'salon-1', reservationId: 'r1', status: 'ready' }, [
        ['reservationId', ' r1 '],
        ['reservationId', 'a/b'],
        ['status', 'expired'],
        ['saleId', LEFT_OUT],
        ['saleId', 'a/b'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "reservationId = " r1 " → ok, "r1"",
        "reservationId = "a/b" → reservationId: Not a reservation id",
        "status = "expired" → status: Choose reserved, ready, picked up or cancelled",
        "saleId = (left out) → ok, null",
        "saleId = "a/b" → saleId: Not a sale id",
      ]
    `);
    expect(
      probe(ZReservationsQuery, { orgId: 'salon-1' }, [
        ['status', LEFT_OUT],
        ['status', 'closed'],
        ['status', 'late'],
      ]),
    ).toMatchInlineSnapshot(`
      [
        "status = (left out) → ok, "open"",
        "status = "closed" → ok, "closed"",
        "status = "late" → status: Choose open, closed or all",
      ]
    `);
  });

  it('shares an amount out by weight, biggest remainders first, ties to the first', () => {
    expect(allocate(100, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
    expect(allocate(-5, [1, 2])).toEqual([0, 0]);
    expect(allocate(10, [-1, 1])).toEqual([0, 0]);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocate(5, [1, 3])).toEqual([1, 4]);
    expect(allocate(7, [3, 1, 3])).toEqual([3, 1, 3]);
    expect(allocate(100, [1, 2])).toEqual([33, 67]);
    expect(allocate(101, [2, 1])).toEqual([67, 34]);
    expect(allocate(1, [3, 7])).toEqual([0, 1]);
  });

  it('says what is wrong with how a sale is paid', () => {
    const cash = (amount: number, tendered = amount) => ({
      method: 'cash' as const,
      amount,
      tendered,
    });
    const card = (amount: number) => ({ method: 'card' as const, amount, paymentId: 'p' });
    expect(tenderProblem(1000, [cash(1000)])).toBeNull();
    expect(tenderProblem(1000, [cash(1000, 999)])).toBe(
      'The cash given is less than the cash part',
    );
    expect(tenderProblem(1000, [cash(600, 600), card(400)])).toBeNull();
    expect(tenderProblem(1000, [card(999)])).toBe('The payments add up to less than the total');
    expect(tenderProblem(1000, [card(1001)])).toBe('The payments add up to more than the total');
    expect(tenderProblem(1000, [])).toBe('Choose how the client pays');
    expect(tenderProblem(0, [])).toBeNull();
    expect(changeOf([cash(600, 1000), card(400)])).toBe(400);
  });
});
