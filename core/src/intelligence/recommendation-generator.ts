// A salon's visits and retail sales from a known buying process, for the
// recommendation tests, the bench and the demo salon: each client has a usual
// service and comes back every few weeks; at each visit they may buy
// products, some bought by anyone now and then, some far more often after a
// particular service (colour-safe shampoo after colour), and some after an
// earlier purchase (a mask after the colour shampoo). Deterministic by seed.
import type { SaleFact, VisitFact } from './recommendations';
import { xorshift32 as rng } from '../seeded-random';

const DAY = 86_400_000;

export const GENERATED_SERVICES = ['colour', 'cut', 'blow-dry', 'beard', 'curls', 'treatment'];

/** Products: how often anyone buys one at a visit, and what raises it. */
export const GENERATED_PRODUCTS: {
  id: string;
  base: number;
  after?: Record<string, number>;
  following?: Record<string, number>;
}[] = [
  { id: 'colour-shampoo', base: 0.02, after: { colour: 0.3 } },
  { id: 'colour-mask', base: 0.01, following: { 'colour-shampoo': 0.2 } },
  { id: 'heat-spray', base: 0.03, after: { 'blow-dry': 0.25 } },
  { id: 'texture-paste', base: 0.04, after: { cut: 0.12 } },
  { id: 'beard-oil', base: 0.01, after: { beard: 0.35 } },
  { id: 'curl-cream', base: 0.01, after: { curls: 0.3 } },
  { id: 'bond-repair', base: 0.01, after: { treatment: 0.25, colour: 0.05 } },
  { id: 'dry-shampoo', base: 0.06 },
  { id: 'hair-oil', base: 0.05 },
  { id: 'brush', base: 0.03 },
  // The rest of the shelf: bought now and then by anyone.
  ...[
    'sea-salt-spray',
    'volume-mousse',
    'gloss-serum',
    'purple-shampoo',
    'leave-in',
    'comb',
    'scalp-scrub',
    'hairspray',
    'wax',
    'clips',
  ].map((id, i) => ({ id, base: 0.012 + (i % 4) * 0.004 })),
];

export function generateRetailHistory(options: {
  seed: number;
  clients: number;
  months: number;
  end: Date;
}): { visits: VisitFact[]; sales: SaleFact[] } {
  const random = rng(options.seed);
  const start = options.end.getTime() - options.months * 30 * DAY;
  const visits: VisitFact[] = [];
  const sales: SaleFact[] = [];
  for (let c = 0; c < options.clients; c++) {
    const clientId = `client-${c}`;
    const usual = GENERATED_SERVICES[Math.floor(random() * GENERATED_SERVICES.length)]!;
    const every = (28 + random() * 35) * DAY;
    const owned = new Set<string>();
    for (let t = start + random() * every; t < options.end.getTime(); t += every) {
      // Mostly their usual service, now and then another.
      const service =
        random() < 0.8
          ? usual
          : GENERATED_SERVICES[Math.floor(random() * GENERATED_SERVICES.length)]!;
      const at = new Date(Math.floor(t / DAY) * DAY + (10 + Math.floor(random() * 8)) * 3_600_000);
      visits.push({ clientId, at, serviceIds: [service] });
      const bought = GENERATED_PRODUCTS.filter((p) => {
        let chance = p.base + (p.after?.[service] ?? 0);
        for (const [earlier, more] of Object.entries(p.following ?? {}))
          if (owned.has(earlier)) chance += more;
        return random() < chance;
      }).map((p) => p.id);
      if (bought.length) {
        sales.push({ clientId, at: new Date(at.getTime() + 3_600_000), productIds: bought });
        for (const p of bought) owned.add(p);
      }
    }
  }
  return { visits, sales };
}
