// Sample data for a salon trying Chairside: a small team, a menu, clients
// with some history, products, two gift cards and a week or two of bookings,
// written as the spreadsheets an owner would bring. They go through the
// import itself (check, write, undo), so "remove sample data" is the
// import's exact rollback and nothing the owner added meanwhile is touched.
// Everything here is a pure function of the salon's hours and today.
import type { BusinessHours } from '../org';
import { WEEKDAYS } from '../weekdays';
import { addDays, minutesOf, timeOfMinutes, weekdayIndex } from '../zoned-time';
import type { ImportEntity } from './sources';

export interface DemoFile {
  name: string;
  entity: ImportEntity;
  csv: string;
}

/** Every sample person carries this in their name or e-mail, so nobody mistakes them. */
export const DEMO_EMAIL_DOMAIN = 'sample.example.com';

const TEAM = [
  ['Ava Sample', 'Senior stylist'],
  ['Noah Sample', 'Colourist'],
  ['Mia Sample', 'Barber'],
] as const;

const SERVICES = [
  ['Women’s cut & finish', 'Cuts', 60, 65, 'Consultation, wash, precision cut and blow-dry.'],
  ['Men’s cut', 'Cuts', 30, 35, 'Clipper and scissor cut, finished with product.'],
  ['Blow-dry', 'Styling', 45, 40, 'Wash and a smooth or voluminous blow-dry.'],
  ['Full colour', 'Colour', 120, 120, 'Root-to-tip permanent colour with gloss.'],
  ['Balayage', 'Colour', 180, 220, 'Hand-painted highlights, toned and finished.'],
  ['Gloss toner', 'Colour', 30, 45, 'Refreshes tone and shine between colours.'],
  ['Deep conditioning', 'Treatments', 30, 30, 'A repairing mask under gentle heat.'],
  ['Beard trim', 'Grooming', 15, 15, 'Shape-up and hot towel.'],
] as const;

/** Who performs what: a service's row in SERVICES → the team members (TEAM index). */
const PERFORMERS: Record<number, readonly number[]> = {
  0: [0, 1],
  1: [0, 2],
  2: [0, 1],
  3: [1],
  4: [1],
  5: [1],
  6: [0, 1],
  7: [2],
};

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Lucas',
  'Sofia',
  'Ethan',
  'Isla',
  'Mateo',
  'Chloe',
  'Leo',
  'Grace',
  'Omar',
  'Zoe',
  'Kai',
  'Hannah',
  'Ravi',
  'Lily',
  'Jonah',
  'Nora',
  'Theo',
];
/** Surnames that say plainly these clients are made up. */
const LAST = ['Sample', 'Example', 'Demo', 'Trial'];
const TAGS = ['VIP', 'Colour client', 'New', '', 'Prefers mornings', ''];

const PRODUCTS = [
  ['Hydrating shampoo 300 ml', 'Aveda', 'Hair care', 'SMP-SHAM-300', 28, 12, 18, 4],
  ['Repair conditioner 250 ml', 'Aveda', 'Hair care', 'SMP-COND-250', 30, 13, 14, 4],
  ['Bond-building treatment', 'Olaplex', 'Treatments', 'SMP-OLA-3', 32, 15, 9, 3],
  ['Heat protection spray', 'Kérastase', 'Styling', 'SMP-HEAT-150', 26, 11, 2, 4],
  ['Matte clay 85 g', 'Hanz de Fuko', 'Grooming', 'SMP-CLAY-85', 24, 9, 11, 3],
  ['Beard oil 30 ml', 'Beardbrand', 'Grooming', 'SMP-BOIL-30', 22, 8, 6, 2],
] as const;

/** A small deterministic generator: the same salon and day give the same sample. */
function random(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (rows: (string | number)[][]) => rows.map((r) => r.map(cell).join(',')).join('\r\n');

const emailOf = (first: string, last: string) =>
  `${first}.${last}`.toLowerCase() + `@${DEMO_EMAIL_DOMAIN}`;

/** The sample spreadsheets, for a salon open these hours, on this day. */
export function demoFiles(hours: BusinessHours, today: string): DemoFile[] {
  const rnd = random([...today].reduce((n, c) => n * 31 + c.charCodeAt(0), 7));
  const team = csv([
    ['Name', 'Job title', 'Email'],
    ...TEAM.map(([name, title]) => [
      name,
      title,
      emailOf(...(name.split(' ') as [string, string])),
    ]),
  ]);
  const services = csv([
    ['Service', 'Category', 'Duration', 'Price', 'Description'],
    ...SERVICES.map(([name, category, minutes, price, about]) => [
      name,
      category,
      `${minutes} min`,
      price.toFixed(2),
      about,
    ]),
  ]);
  const clients = FIRST.map((first, i) => ({ first, last: LAST[i % LAST.length]!, i }));
  const clientsCsv = csv([
    ['First name', 'Last name', 'Email', 'Mobile', 'Birthday', 'Tags', 'Notes', 'Email marketing'],
    ...clients.map(({ first, last, i }) => [
      first,
      last,
      emailOf(first, last),
      `+1 202 555 01${String(10 + i).padStart(2, '0')}`,
      i % 3 === 0
        ? addDays('2000-01-01', (i * 37) % 365)
            .slice(5)
            .replace('-', '/')
        : '',
      TAGS[i % TAGS.length]!,
      i === 0 ? 'Sample client: sensitive scalp, prefers fragrance-free products.' : '',
      i % 2 === 0 ? 'yes' : 'no',
    ]),
  ]);
  const products = csv([
    ['Product', 'Brand', 'Category', 'SKU', 'Retail price', 'Cost price', 'Stock', 'Reorder level'],
    ...PRODUCTS.map(([name, brand, category, sku, price, cost, stock, reorder]) => [
      name,
      brand,
      category,
      sku,
      price.toFixed(2),
      cost.toFixed(2),
      stock,
      reorder,
    ]),
  ]);
  const giftCards = csv([
    ['Code', 'Balance', 'Initial amount', 'Holder name', 'Holder email'],
    ['SAMPLE-GIFT-01', '50.00', '100.00', 'Olivia Sample', emailOf('Olivia', 'Sample')],
    ['SAMPLE-GIFT-02', '75.00', '75.00', 'Liam Example', emailOf('Liam', 'Example')],
  ]);

  // The book: the last five weeks done, the next two weeks ahead, on open days,
  // each team member's day filled from opening time without overlaps.
  const rows: (string | number)[][] = [
    ['Date', 'Time', 'Client', 'Client email', 'Service', 'Staff', 'Price', 'Status'],
  ];
  for (let offset = -35; offset <= 14; offset++) {
    if (offset === 0) continue;
    const date = addDays(today, offset);
    const day = hours[WEEKDAYS[weekdayIndex(date)]!];
    if (!day?.open) continue;
    const close = minutesOf(day.end);
    TEAM.forEach((_member, staff) => {
      let at = minutesOf(day.start) + 60 * Math.floor(rnd() * 2);
      const visits = offset < 0 ? 2 + Math.floor(rnd() * 2) : 1 + Math.floor(rnd() * 2);
      for (let v = 0; v < visits; v++) {
        const menu = Object.entries(PERFORMERS)
          .filter(([, who]) => who.includes(staff))
          .map(([i]) => Number(i));
        const service = SERVICES[menu[Math.floor(rnd() * menu.length)]!]!;
        if (at + service[2] > close) break;
        const client = clients[Math.floor(rnd() * clients.length)]!;
        const status = offset > 0 ? 'Booked' : rnd() < 0.06 ? 'No show' : 'Completed';
        rows.push([
          date,
          timeOfMinutes(at),
          `${client.first} ${client.last}`,
          emailOf(client.first, client.last),
          service[0],
          TEAM[staff]![0],
          service[3].toFixed(2),
          status,
        ]);
        at += service[2] + 30 * Math.floor(rnd() * 3);
      }
    });
  }
  return [
    { name: 'Sample team.csv', entity: 'staff', csv: team },
    { name: 'Sample services.csv', entity: 'services', csv: services },
    { name: 'Sample clients.csv', entity: 'clients', csv: clientsCsv },
    { name: 'Sample products.csv', entity: 'products', csv: products },
    { name: 'Sample gift cards.csv', entity: 'giftCards', csv: giftCards },
    { name: 'Sample appointments.csv', entity: 'appointments', csv: csv(rows) },
  ];
}
