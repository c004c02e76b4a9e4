// Generated salons for property tests: any names, prices, lengths, hours,
// team and reviews, as the AI layer's facts.
import fc from 'fast-check';
import { salonFacts, type SalonFacts } from '../ai/facts';
import { WEEKDAYS } from '../weekdays';

const word = fc.constantFrom(
  'Nova',
  'Juniper',
  'Marlow',
  'Oak',
  'Velvet',
  'Harbour',
  'Linden',
  'Quill',
  'Saffron',
  'Ember',
);
const person = fc
  .tuple(
    fc.constantFrom('Ava', 'Mateo', 'Priya', 'Kofi', 'Lena', 'Yuki', 'Omar', 'Zoë'),
    fc.constantFrom('Reyes', 'Okafor', 'Lindqvist', 'Tanaka', 'Haddad', 'Moreau'),
  )
  .map(([a, b]) => `${a} ${b}`);
const category = fc.constantFrom('Cuts', 'Colour', 'Styling', 'Treatments', 'Nails', 'Brows');
const clock = fc
  .integer({ min: 6, max: 22 })
  .chain((h) =>
    fc
      .constantFrom(0, 30)
      .map((m) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  );

/** A salon as its records might be: any names, prices, lengths, hours. */
export const salonArbitrary: fc.Arbitrary<SalonFacts> = fc
  .record({
    name: fc
      .tuple(word, fc.constantFrom('Studio', 'Salon', 'Hair', 'Barbers'))
      .map((w) => w.join(' ')),
    address: fc.constantFrom(
      '',
      '12 Elm St, Park Slope, Brooklyn, NY 11215',
      '4 High Street, Camden, London',
    ),
    currency: fc.constantFrom('USD', 'GBP', 'EUR', 'JPY'),
    staff: fc.uniqueArray(person, { minLength: 0, maxLength: 6 }),
    services: fc.array(
      fc.record({
        name: fc
          .tuple(word, fc.constantFrom('Cut', 'Balayage', 'Gloss', 'Blow-dry', 'Manicure'))
          .map((w) => w.join(' ')),
        category,
        durationMinutes: fc.integer({ min: 1, max: 96 }).map((n) => n * 5),
        price: fc.integer({ min: 0, max: 60_000 }),
        staffPick: fc.array(fc.nat(5), { maxLength: 3 }),
      }),
      { minLength: 1, maxLength: 12 },
    ),
    hours: fc.array(fc.tuple(fc.boolean(), clock, clock), { minLength: 7, maxLength: 7 }),
    reviews: fc.array(
      fc.record({
        text: fc.constantFrom(
          'Lovely colour and friendly team',
          'Friendly and precise cut',
          'Great colour',
        ),
        rating: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 8 },
    ),
  })
  .map((r) => {
    const staff = r.staff.map((n, i) => ({
      id: `s${i}`,
      displayName: n,
      title: i % 2 ? 'Senior Stylist' : '',
      bio: '',
    }));
    return salonFacts({
      org: {
        name: r.name,
        address: r.address,
        phone: '',
        currency: r.currency,
        description: '',
        businessHours: Object.fromEntries(
          WEEKDAYS.map((d, i) => {
            const [open, a, b] = r.hours[i]!;
            return [d, { open, start: a < b ? a : b, end: a < b ? b : a }];
          }),
        ) as never,
      },
      services: r.services.map((s, i) => ({
        id: `v${i}`,
        name: s.name,
        category: s.category,
        description: '',
        durationMinutes: s.durationMinutes,
        price: s.price,
        currency: r.currency,
        staffIds: [...new Set(s.staffPick.map((n) => `s${n}`))].filter((id) =>
          staff.some((x) => x.id === id),
        ),
      })),
      staff,
      reviews: r.reviews,
    });
  });
