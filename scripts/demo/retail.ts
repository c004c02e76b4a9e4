// The demo salon's retail shelf: products a salon really stocks, with EAN-13
// barcodes (valid check digits, so a scanner or the camera reads them), and a
// month of counter sales made through the point-of-sale code itself.
import type { CreateProduct } from '@chairside/core/retail';

/** A valid EAN-13 from its first twelve digits. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

type DemoProduct = Omit<CreateProduct, 'orgId'>;

/** The product's own picture that fits a demo product, by what its name says it is. */
function pictureFor(name: string): string {
  const n = name.toLowerCase();
  const kind = /shampoo|minis/.test(n)
    ? 'shampoo'
    : /conditioner|leave-in/.test(n)
      ? 'conditioner'
      : /spray/.test(n)
        ? 'hairspray'
        : /oil|perfector/.test(n)
          ? 'hair-oil'
          : /brush|comb|scrunchies/.test(n)
            ? 'brush'
            : 'styling-cream';
  return `/img/salon/product-${kind}.jpg`;
}
const p = (
  n: number,
  name: string,
  brand: string,
  category: string,
  sellingPrice: number,
  cost: number,
  initialStock: number,
  reorderLevel: number,
  supplier: string,
  description: string,
  onlineSellable = true,
): DemoProduct => ({
  name,
  brand,
  category,
  imageUrl: pictureFor(name),
  sellingPrice,
  cost,
  initialStock,
  reorderLevel,
  supplier,
  description,
  onlineSellable,
  taxRate: 8.875,
  sku: `NOVA-${String(n).padStart(3, '0')}`,
  barcode: ean13(`0850020${String(n).padStart(5, '0')}`),
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  p(
    1,
    'Bond repair shampoo',
    'Olaplex',
    'Hair care',
    3000,
    1350,
    24,
    6,
    'SalonCentric',
    'Strengthens and repairs every wash; safe for colour.',
  ),
  p(
    2,
    'Bond repair conditioner',
    'Olaplex',
    'Hair care',
    3000,
    1350,
    20,
    6,
    'SalonCentric',
    'Detangles and rebuilds broken bonds.',
  ),
  p(
    3,
    'Hair perfector No. 3',
    'Olaplex',
    'Treatments',
    3000,
    1400,
    10,
    4,
    'SalonCentric',
    'A weekly at-home treatment between colour visits.',
  ),
  p(
    4,
    'Moisture mask',
    'Kérastase',
    'Treatments',
    6200,
    2900,
    8,
    3,
    'L’Oréal Professionnel',
    'Deep hydration for dry and curly hair.',
  ),
  p(
    5,
    'Curl defining cream',
    'DevaCurl',
    'Styling',
    2900,
    1200,
    14,
    4,
    'SalonCentric',
    'Soft, frizz-free definition without crunch.',
  ),
  p(
    6,
    'Texture spray',
    'Oribe',
    'Styling',
    4900,
    2300,
    6,
    3,
    'Bluemercury Pro',
    'Dry texture and volume for lived-in styles.',
  ),
  p(
    7,
    'Heat protection spray',
    'Moroccanoil',
    'Styling',
    2800,
    1200,
    18,
    5,
    'SalonCentric',
    'Protects up to 230 °C; light hold.',
  ),
  p(
    8,
    'Argan oil treatment',
    'Moroccanoil',
    'Treatments',
    4800,
    2100,
    12,
    4,
    'SalonCentric',
    'The original oil: shine and smoothness.',
  ),
  p(
    9,
    'Purple shampoo',
    'Fanola',
    'Colour care',
    2200,
    800,
    16,
    5,
    'Salon Supply Co.',
    'Keeps blondes cool and bright.',
  ),
  p(
    10,
    'Colour-safe leave-in',
    'Pureology',
    'Colour care',
    3400,
    1500,
    9,
    4,
    'L’Oréal Professionnel',
    'Detangles and guards colour from fading.',
  ),
  p(
    11,
    'Matte clay',
    'Hanz de Fuko',
    'Men’s grooming',
    2500,
    1000,
    12,
    4,
    'Barber Depot',
    'Strong hold, natural matte finish.',
  ),
  p(
    12,
    'Beard oil',
    'Baxter of California',
    'Men’s grooming',
    2400,
    950,
    7,
    3,
    'Barber Depot',
    'Softens the beard and the skin beneath.',
  ),
  p(
    13,
    'Wide-tooth comb',
    'Chairside Studio',
    'Tools',
    800,
    200,
    30,
    8,
    'Salon Supply Co.',
    'Gentle detangling for wet hair.',
  ),
  p(
    14,
    'Boar bristle brush',
    'Mason Pearson',
    'Tools',
    14500,
    8000,
    3,
    2,
    'Bluemercury Pro',
    'The classic brush, made in England.',
  ),
  p(
    15,
    'Silk scrunchies (3)',
    'Slip',
    'Accessories',
    3900,
    1600,
    10,
    3,
    'Bluemercury Pro',
    'No creases, no breakage.',
  ),
  p(
    16,
    'Travel minis set',
    'Olaplex',
    'Hair care',
    2800,
    1300,
    0,
    4,
    'SalonCentric',
    'Shampoo, conditioner and No. 3 in carry-on sizes.',
  ),
];

/** Bundles of the shelf's products at one price (by product name, quantity). */
export const DEMO_BUNDLES: (Omit<DemoProduct, 'bundleItems' | 'initialStock'> & {
  items: [name: string, quantity: number][];
})[] = [
  {
    name: 'Bond repair duo',
    brand: 'Olaplex',
    category: 'Gift sets',
    sellingPrice: 5200,
    taxRate: 8.875,
    description: 'The shampoo and conditioner together: a full repair routine, for less.',
    onlineSellable: true,
    sku: 'NOVA-101',
    barcode: ean13('085002000101'),
    items: [
      ['Bond repair shampoo', 1],
      ['Bond repair conditioner', 1],
    ],
  },
  {
    name: 'Curl care kit',
    brand: '',
    category: 'Gift sets',
    sellingPrice: 6900,
    taxRate: 8.875,
    description: 'Defining cream, heat protection and argan oil: everything for curls, for less.',
    onlineSellable: true,
    sku: 'NOVA-102',
    barcode: ean13('085002000102'),
    items: [
      ['Curl defining cream', 1],
      ['Heat protection spray', 1],
      ['Argan oil treatment', 1],
    ],
  },
];

/** A number from 0 to 1 that follows from a text, so every seed is the same. */
export function roll(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return ((h >>> 0) % 10_000) / 10_000;
}

/**
 * What a client buys after a visit (product names), by a known process: each
 * product now and then, and far more often the ones that go with the services
 * they had (colour care after colour, heat spray after a blow-dry).
 */
export function productsAfter(
  serviceIds: readonly string[],
  roll: (key: string) => number,
): string[] {
  const COLOUR = [
    'root-touch-up',
    'full-colour',
    'partial-highlights',
    'balayage',
    'toner',
    'colour-correction',
  ];
  const affinity: Record<string, [string[], number]> = {
    'Colour-safe leave-in': [COLOUR, 0.3],
    'Purple shampoo': [['partial-highlights', 'balayage', 'toner'], 0.3],
    'Bond repair shampoo': [['bond-treatment', 'keratin', 'colour-correction'], 0.35],
    'Bond repair conditioner': [['bond-treatment', 'keratin'], 0.2],
    'Heat protection spray': [['blow-dry', 'updo', 'womens-cut'], 0.2],
    'Matte clay': [['mens-cut'], 0.25],
    'Beard oil': [['beard-trim'], 0.4],
    'Curl defining cream': [['curly-cut', 'perm'], 0.4],
    'Moisture mask': [['deep-condition', 'scalp-treatment'], 0.3],
    'Texture spray': [['womens-cut', 'updo'], 0.1],
  };
  return DEMO_PRODUCTS.map((p) => p.name).filter((name, i) => {
    const [after, more] = affinity[name] ?? [[], 0];
    const chance = 0.012 + (serviceIds.some((id) => after.includes(id)) ? more : 0);
    return roll(`product:${i}`) < chance;
  });
}
