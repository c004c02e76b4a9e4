// The built-in writer: every content kind composed from the salon's own facts,
// in the tone and length asked for, phrased by a seed ("Try another" changes
// the seed, never the facts). It is what runs with no model configured, and it
// never states a figure, time or name the facts do not hold: the sentences
// below take their nouns and numbers from `SalonFacts` only.
import {
  CONTENT_LIMITS,
  type ContentKind,
  type ContentOutput,
  type Length,
  type Tone,
} from './content';
import {
  durationText,
  firstName,
  hoursText,
  priceText,
  type FactService,
  type FactTeamMember,
  type SalonFacts,
} from './facts';

export interface WriteInput {
  kind: ContentKind;
  facts: SalonFacts;
  serviceId?: string | undefined;
  staffId?: string | undefined;
  page?: { title: string; text: string } | undefined;
  tone: Tone;
  length: Length;
  seed: number;
}

export class WriterError extends Error {
  constructor(
    readonly code: 'not-found' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

/** A small, fast, seedable generator (mulberry32) over a string's hash. */
export function seeded(key: string): () => number {
  let h = 1779033703 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
export function listText(items: readonly string[]): string {
  const xs = items.filter(Boolean);
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
}

/** A text cut at a word to fit `max` characters (with an ellipsis only when cut mid-sentence). */
export function fit(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:–-]+$/, '');
  return `${atWord}…`;
}

const lower = (s: string) => s.toLocaleLowerCase();
const sentenceCase = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** Lines that set a tone and state nothing: no figure, time or name. */
const TONE_LINES: Record<Tone, readonly string[]> = {
  warm: [
    'Sit back, relax and let us look after you.',
    'We take our time, so you leave feeling like yourself, only brighter.',
    'Come as you are; we will take it from there.',
    'A friendly chair, a good chat and a result you will love.',
  ],
  luxurious: [
    'An unhurried, indulgent treat from the first moment to the last.',
    'Considered, precise and quietly luxurious.',
    'Every detail attended to, so all you need to do is unwind.',
    'Refined technique and a calm, elegant space.',
  ],
  playful: [
    'Come in, kick back and leave looking fabulous.',
    'Fresh look, zero fuss, plenty of fun.',
    'Good hair days start here, and they are contagious.',
    'Bring a friend, bring a photo, bring your sense of adventure.',
  ],
  professional: [
    'Expect careful technique and honest advice.',
    'Precise work, clear advice and a result that lasts.',
    'Skilled hands and a plan that suits your hair and your routine.',
    'Consistent, considered results, appointment after appointment.',
  ],
};

const CLOSERS: Record<Tone, readonly string[]> = {
  warm: ['We would love to see you.', 'Book online whenever it suits you.'],
  luxurious: ['Reserve your time online.', 'Your chair is waiting.'],
  playful: ['Grab a spot online.', 'See you in the chair!'],
  professional: ['Book online in a few steps.', 'Appointments can be booked online.'],
};

const SENTENCES: Record<Length, number> = { short: 2, medium: 3, long: 5 };

function serviceOf(facts: SalonFacts, id: string | undefined): FactService {
  const found = facts.services.find((s) => s.id === id);
  if (!found) throw new WriterError('not-found', 'That service is not on the salon’s menu');
  return found;
}

function memberOf(facts: SalonFacts, id: string | undefined): FactTeamMember {
  const found = facts.team.find((t) => t.id === id);
  if (!found) throw new WriterError('not-found', 'That team member is not in the salon’s team');
  return found;
}

function serviceDescription(i: WriteInput, rng: Rng): ContentOutput<'service-description'> {
  const s = serviceOf(i.facts, i.serviceId);
  const d = durationText(s.durationMinutes);
  const p = priceText(s);
  // A price of nothing is a price set at the consultation: say only the time.
  const leads =
    s.price > 0
      ? [
          `${s.name} takes ${d} and costs ${p}.`,
          `Set aside ${d} for ${s.name}: ${p} at ${i.facts.salonName}.`,
          `${s.name} is ${d} of ${lower(s.category)} care for ${p}.`,
          `Our ${s.name} runs ${d}, priced at ${p}.`,
        ]
      : [
          `${s.name} takes ${d}.`,
          `Set aside ${d} for ${s.name} at ${i.facts.salonName}.`,
          `${s.name} is ${d} of ${lower(s.category)} care.`,
        ];
  const parts = [pick(rng, leads)];
  // The owner's own words about what is included come second, as they wrote them.
  const own = s.description.split(/(?<=[.!?])\s+/u)[0]?.trim();
  if (own && i.length !== 'short') parts.push(/[.!?]$/.test(own) ? own : `${own}.`);
  parts.push(pick(rng, TONE_LINES[i.tone]));
  if (s.staffNames.length > 0) {
    const who = listText(s.staffNames.slice(0, 4).map(firstName));
    parts.push(
      pick(rng, [
        `Book it with ${who}.`,
        `${sentenceCase(who)} ${s.staffNames.length > 1 ? 'offer' : 'offers'} it.`,
      ]),
    );
  }
  parts.push(`Part of the ${lower(s.category)} menu at ${i.facts.salonName}.`);
  parts.push(pick(rng, CLOSERS[i.tone]));
  return {
    description: fit(parts.slice(0, SENTENCES[i.length]).join(' '), CONTENT_LIMITS.description),
  };
}

function staffBio(i: WriteInput, rng: Rng): ContentOutput<'staff-bio'> {
  const t = memberOf(i.facts, i.staffId);
  const first = firstName(t.name);
  const parts = [
    t.title
      ? pick(rng, [
          `${t.name} is a ${lower(t.title)} at ${i.facts.salonName}.`,
          `Meet ${t.name}, ${lower(t.title)} at ${i.facts.salonName}.`,
        ])
      : pick(rng, [
          `${t.name} is part of the team at ${i.facts.salonName}.`,
          `Meet ${t.name} from ${i.facts.salonName}.`,
        ]),
  ];
  const cats = t.categories.slice(0, 3).map(lower);
  if (cats.length > 0)
    parts.push(
      pick(rng, [
        `${first} specialises in ${listText(cats)}.`,
        `${sentenceCase(listText(cats))} ${cats.length > 1 ? 'are' : 'is'} where ${first} shines.`,
      ]),
    );
  parts.push(pick(rng, TONE_LINES[i.tone]));
  const services = shuffled(rng, t.serviceNames).slice(0, 3);
  if (services.length > 0) parts.push(`Clients book ${first} for ${listText(services)}.`);
  parts.push(`Book with ${first} online.`);
  return { bio: fit(parts.slice(0, SENTENCES[i.length] + 1).join(' '), CONTENT_LIMITS.bio) };
}

function categoriesOf(facts: SalonFacts): string[] {
  const counts = new Map<string, number>();
  for (const s of facts.services) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}

function aboutUs(i: WriteInput, rng: Rng): ContentOutput<'about-us'> {
  const f = i.facts;
  const cats = categoriesOf(f).slice(0, 4).map(lower);
  const where = f.locality ? ` in ${f.locality}` : '';
  const paragraphs: string[] = [];
  const offer = cats.length > 0 ? ` for ${listText(cats)}` : '';
  paragraphs.push(
    [
      pick(rng, [
        `${f.salonName} is a salon${where}${offer}.`,
        `Welcome to ${f.salonName}, a salon${where}${offer}.`,
      ]),
      pick(rng, TONE_LINES[i.tone]),
    ].join(' '),
  );
  if (f.team.length > 0 && i.length !== 'short') {
    const people = shuffled(rng, f.team).slice(0, 4);
    const lines = people.map((t) =>
      t.categories[0] ? `${firstName(t.name)} for ${lower(t.categories[0])}` : firstName(t.name),
    );
    paragraphs.push(
      `${pick(rng, ['Meet the team:', 'The people behind the chairs:'])} ${listText(lines)}.`,
    );
  }
  if (f.reviewCount >= 3 && f.averageRating !== null && i.length === 'long') {
    const w = f.reviewWords.slice(0, 3).map((x) => `“${x}”`);
    paragraphs.push(
      `Clients rate us ${f.averageRating} out of 5 across ${f.reviewCount} reviews${
        w.length > 0 ? `, and the words they use most are ${listText(w)}` : ''
      }.`,
    );
  }
  const hours = hoursText(f.hours);
  if (hours) paragraphs.push(`We are open ${hours}. ${pick(rng, CLOSERS[i.tone])}`);
  const title = pick(rng, [`About ${f.salonName}`, `Welcome to ${f.salonName}`, 'Our story']);
  return {
    title: fit(title, CONTENT_LIMITS.aboutTitle),
    paragraphs: paragraphs.map((p) => fit(p, 1200)),
  };
}

function fromPrice(f: SalonFacts): string {
  const cheapest = [...f.services].sort((a, b) => a.price - b.price)[0];
  return cheapest && cheapest.price > 0 ? priceText(cheapest) : '';
}

function seo(i: WriteInput, rng: Rng): ContentOutput<'seo'> {
  const f = i.facts;
  if (i.page && i.page.title.trim()) {
    const body = i.page.text
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const first = body
      .split(/(?<=[.!?])\s+/u)
      .slice(0, 2)
      .join(' ');
    return {
      title: fit(`${i.page.title.trim()} | ${f.salonName}`, CONTENT_LIMITS.seoTitle),
      description: fit(
        first || `${i.page.title.trim()}, from ${f.salonName}.`,
        CONTENT_LIMITS.seoDescription,
      ),
    };
  }
  const cats = categoriesOf(f).slice(0, 2);
  const where = f.locality ? ` in ${f.locality}` : '';
  const title =
    cats.length === 0
      ? `${f.salonName}${where}`
      : pick(rng, [
          `${f.salonName} | ${listText(cats)}${where}`,
          `${listText(cats)}${where} | ${f.salonName}`,
        ]);
  const from = fromPrice(f);
  const description = [
    cats.length > 0
      ? `${f.salonName}${where}: ${listText(categoriesOf(f).slice(0, 3).map(lower))}.`
      : `${f.salonName}${where}.`,
    f.services.length > 0 ? `${f.services.length} services${from ? ` from ${from}` : ''}.` : '',
    pick(rng, ['Book online.', 'Book your appointment online.', 'See times and book online.']),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    title: fit(title, CONTENT_LIMITS.seoTitle),
    description: fit(description, CONTENT_LIMITS.seoDescription),
  };
}

function headlinePool(f: SalonFacts, tone: Tone): string[] {
  const cats = categoriesOf(f).map(lower);
  const where = f.locality ? ` in ${f.locality}` : '';
  const top = f.services[0];
  const pool = [
    `${f.salonName}${where}`,
    cats[0] ? `Your next ${cats[0]} starts here` : `Your next visit starts here`,
    cats.length > 1 ? `${sentenceCase(listText(cats.slice(0, 2)))}${where}` : '',
    top ? `Book ${top.name} online` : '',
    f.team.length > 1 ? `A team of ${f.team.length}, ready for you` : '',
    {
      warm: 'Feel like yourself again',
      luxurious: 'Time well spent on you',
      playful: 'Hello, good hair day',
      professional: 'Precision you can see',
    }[tone],
    {
      warm: `Come home to ${f.salonName}`,
      luxurious: `${f.salonName}, refined`,
      playful: `Fresh looks at ${f.salonName}`,
      professional: `${f.salonName}: skilled, consistent, on time`,
    }[tone],
  ];
  return pool.filter(Boolean).map((h) => fit(h, CONTENT_LIMITS.headline));
}

function headlines(i: WriteInput, rng: Rng): ContentOutput<'headlines'> {
  const pool = [...new Set(headlinePool(i.facts, i.tone))];
  return { headlines: shuffled(rng, pool).slice(0, CONTENT_LIMITS.headlines) };
}

function hero(i: WriteInput, rng: Rng): ContentOutput<'hero'> {
  const f = i.facts;
  const cats = categoriesOf(f).slice(0, 3).map(lower);
  const where = f.locality ? ` in ${f.locality}` : '';
  const tagline = [
    cats.length > 0
      ? pick(rng, [
          `${sentenceCase(listText(cats))}${where}.`,
          `${f.salonName} for ${listText(cats)}${where}.`,
        ])
      : '',
    pick(rng, TONE_LINES[i.tone]),
  ]
    .filter(Boolean)
    .join(' ');
  return {
    headline: pick(rng, headlinePool(f, i.tone)),
    tagline: fit(tagline, CONTENT_LIMITS.tagline),
    ctaText: pick(rng, ['Book Appointment', 'Book now', 'Book online', 'Find a time']),
  };
}

const WRITERS: { [K in ContentKind]: (i: WriteInput, rng: Rng) => ContentOutput<K> } = {
  'service-description': serviceDescription,
  'staff-bio': staffBio,
  'about-us': aboutUs,
  seo,
  headlines,
  hero,
};

/** The built-in writer's answer: the same input always gives the same text. */
export function writeContent<K extends ContentKind>(
  input: WriteInput & { kind: K },
): ContentOutput<K> {
  const subject = input.serviceId ?? input.staffId ?? input.page?.title ?? '';
  const rng = seeded(`${input.kind}|${subject}|${input.tone}|${input.length}|${input.seed}`);
  return WRITERS[input.kind](input, rng) as ContentOutput<K>;
}
