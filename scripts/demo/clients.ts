// Believable clients for the demo salon and the benchmarks: deterministic, so
// every seed gives the same people.
import { ZClientInput, newClientFields, type ClientInput } from '@chairside/core/clients';

const FIRST = [
  'Olivia',
  'Emma',
  'Ava',
  'Sophia',
  'Isabella',
  'Mia',
  'Amelia',
  'Harper',
  'Evelyn',
  'Abigail',
  'Emily',
  'Ella',
  'Elizabeth',
  'Camila',
  'Luna',
  'Sofia',
  'Avery',
  'Mila',
  'Aria',
  'Scarlett',
  'Penelope',
  'Layla',
  'Chloe',
  'Victoria',
  'Madison',
  'Eleanor',
  'Grace',
  'Nora',
  'Riley',
  'Zoey',
  'Hannah',
  'Hazel',
  'Lily',
  'Ellie',
  'Violet',
  'Lillian',
  'Zoë',
  'Aaliyah',
  'Noor',
  'Priya',
  'Mei',
  'Yuki',
  'Fatima',
  'Amara',
  'Ines',
  'Chiara',
  'Siobhan',
  'Liam',
  'Noah',
  'Oliver',
  'Elijah',
  'James',
  'William',
  'Benjamin',
  'Lucas',
  'Henry',
  'Theodore',
  'Jack',
  'Levi',
  'Alexander',
  'Jackson',
  'Mateo',
  'Daniel',
  'Michael',
  'Mason',
  'Sebastian',
  'Ethan',
  'Logan',
  'Owen',
  'Samuel',
  'Jacob',
  'Asher',
  'Aiden',
  'John',
  'Joseph',
  'Wyatt',
  'David',
  'Leo',
  'Luke',
  'Julian',
  'Hudson',
  'Kwame',
  'Rafael',
  'Tariq',
  'Kenji',
  'Dmitri',
  'Sean',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'O’Brien',
  'Kowalski',
  'Okafor',
  'Haddad',
  'Cohen',
  'Patel',
  'Kim',
  'Nakamura',
  'Rossi',
  'Müller',
  'Dubois',
  'Silva',
  'Ivanova',
  'Mensah',
  'Byrne',
];
const TAGS = [
  'VIP',
  'Colour client',
  'Curly',
  'Prefers mornings',
  'Sensitive scalp',
  'Bride 2027',
  'Student',
  'Referral',
];
const NOTES = [
  'Likes a strong coffee on arrival.',
  'Patch test done: fine with permanent colour.',
  'Prefers not to chat during the appointment.',
  'Formula: 6N + 6.3 (1:1), 20 vol, 35 min.',
  'Allergic to PPD: use the ammonia-free line only.',
  'Growing out a fringe; keep length at the back.',
  'Always books with a friend on Saturdays.',
];
const AREA_CODES = ['212', '347', '646', '718', '917'];

/** A small deterministic random source (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoClient {
  id: string;
  input: ClientInput;
  ownerStaffId: string | null;
  loyaltyPoints: number;
  visitCount: number;
  totalSpent: number;
  lastVisitAt: Date | null;
  createdAt: Date;
}

/** `count` clients; every `renterEvery`-th belongs to the booth renter `renterStaffId`. */
export function demoClients(
  count: number,
  options: { seed?: number; now?: Date; renterStaffId?: string; renterEvery?: number } = {},
): DemoClient[] {
  const rnd = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = options.now ?? new Date('2026-11-20T15:00:00Z');
  const clients: DemoClient[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const local = `${firstName}.${lastName}`
      .normalize('NFKD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    const visits = Math.floor(rnd() * 24);
    const input = ZClientInput.parse({
      firstName,
      lastName,
      email: rnd() < 0.85 ? `${local}${i % 97}@mail.test` : '',
      phone:
        rnd() < 0.9
          ? `(${pick(AREA_CODES)}) 555-01${String(Math.floor(rnd() * 100)).padStart(2, '0')}`
          : '',
      birthday:
        rnd() < 0.4
          ? `${String(1 + Math.floor(rnd() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`
          : '',
      notes: rnd() < 0.3 ? pick(NOTES) : '',
      tags: rnd() < 0.35 ? [pick(TAGS)] : [],
      marketingConsent: { email: rnd() < 0.6, sms: rnd() < 0.3 },
    });
    const renter = options.renterStaffId && options.renterEvery && i % options.renterEvery === 0;
    clients.push({
      id: `client-${String(i + 1).padStart(5, '0')}`,
      input,
      ownerStaffId: renter ? options.renterStaffId! : null,
      loyaltyPoints: visits * 10,
      visitCount: visits,
      totalSpent: visits * (5000 + Math.floor(rnd() * 10000)),
      lastVisitAt: visits ? new Date(now.getTime() - Math.floor(rnd() * 120) * 86_400_000) : null,
      createdAt: new Date(now.getTime() - (120 + Math.floor(rnd() * 900)) * 86_400_000),
    });
  }
  return clients;
}

/** A demo client as the Firestore document the app writes (dates left to the caller). */
export function demoClientDocument(c: DemoClient) {
  return {
    ...newClientFields(c.input, c.ownerStaffId),
    loyaltyPoints: c.loyaltyPoints,
    visitCount: c.visitCount,
    totalSpent: c.totalSpent,
  };
}
