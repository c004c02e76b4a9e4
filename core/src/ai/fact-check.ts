// Nothing generated states a fact the salon did not give. Every answer (the
// built-in writer's as well as a model's) is read for prices, lengths of time,
// clock times and names; a price, length or time that is not the salon's takes
// its sentence out of the answer, and a name nobody in the salon's data has is
// flagged for the person to look at.
import { minorDigits } from '../money';
import { WEEKDAY_LABELS } from '../weekdays';
import { mapTexts } from './content';
import type { SalonFacts } from './facts';

export type FactKind = 'price' | 'duration' | 'time' | 'name';

export interface FactFlag {
  kind: FactKind;
  /** The words as the answer had them. */
  text: string;
  /** Removed: its sentence is no longer in the answer. Flagged: left for a person to check. */
  action: 'removed' | 'flagged';
}

const CURRENCY_WORDS = 'usd|eur|gbp|cad|aud|nzd|dollars?|euros?|pounds?|bucks';
const PRICE = new RegExp(
  `(?:[$€£¥]\\s?(\\d[\\d,]*(?:\\.\\d{1,3})?))|(?:\\b(\\d[\\d,]*(?:\\.\\d{1,3})?)\\s?(?:${CURRENCY_WORDS})\\b)`,
  'giu',
);
const HOURS_AND_MINUTES =
  /\b(\d+(?:\.\d+)?)\s*(?:-|\s)?(?:hours?|hrs?|h)\b(?:\s*(?:and\s*)?(\d+)\s*(?:-|\s)?(?:minutes?|mins?)\b)?/giu;
const MINUTES = /\b(\d+)\s*(?:-|\s)?(?:minutes?|mins?)\b/giu;
const CLOCK_12 = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])(?:\.m\.|m\b)/giu;
const CLOCK_24 = /\b([01]?\d|2[0-3]):([0-5]\d)\b(?!\s*[ap]\.?m)/giu;

/** Words that may start with a capital anywhere without being a name the salon gave. */
const COMMON_CAPITALS = new Set(
  [
    'I',
    'OK',
    ...Object.values(WEEKDAY_LABELS),
    'January February March April May June July August September October November December'.split(
      ' ',
    ),
    'Book Appointment Visit Call Welcome Our Your The A An And Or Why What Meet Discover Come Treat Services Us Touch Products Memberships Gallery Find Get Shop Work Story Team Contact'.split(
      ' ',
    ),
  ].flat(),
);

/** What the answer may say: the salon's own figures, times and words. */
export interface FactIndex {
  prices: Set<number>;
  durations: Set<number>;
  times: Set<number>;
  words: Set<string>;
}

const words = (s: string) => s.normalize('NFKC').match(/\p{L}[\p{L}'’-]*/gu) ?? [];

export function factIndex(facts: SalonFacts, extraText: readonly string[] = []): FactIndex {
  const prices = new Set<number>();
  const durations = new Set<number>();
  for (const s of facts.services) {
    prices.add(s.price / 10 ** minorDigits(s.currency));
    durations.add(s.durationMinutes);
  }
  const times = new Set<number>();
  for (const h of facts.hours) {
    if (!h.open) continue;
    for (const t of [h.start, h.end]) {
      const [hh = 0, mm = 0] = t.split(':').map(Number);
      times.add(hh * 60 + mm);
    }
  }
  const vocabulary = [
    facts.salonName,
    facts.locality,
    facts.address,
    facts.description,
    ...facts.services.flatMap((s) => [s.name, s.category, s.description, ...s.staffNames]),
    ...facts.team.flatMap((t) => [t.name, t.title, t.bio, ...t.categories]),
    ...facts.reviewWords,
    ...extraText,
  ];
  const known = new Set<string>();
  for (const w of vocabulary.flatMap(words)) known.add(w.toLowerCase());
  const index = { prices, durations, times, words: known };
  // What the caller gave as data (an appointment's time, a page's own prices) is known too.
  for (const f of extraText.flatMap(figuresOf)) index[SETS[f.kind]].add(f.value);
  return index;
}

const amount = (s: string) => Number(s.replace(/,/g, ''));

interface Figure {
  kind: Exclude<FactKind, 'name'>;
  text: string;
  /** Major units, minutes, or minutes since midnight. */
  value: number;
}

/** The prices, lengths of time and clock times a text states. */
export function figuresOf(sentence: string): Figure[] {
  const found: Figure[] = [];
  for (const m of sentence.matchAll(PRICE))
    found.push({ kind: 'price', text: m[0].trim(), value: amount(m[1] ?? m[2] ?? '') });
  // Hours (with their minutes) first, then minutes standing alone.
  let rest = sentence;
  for (const m of sentence.matchAll(HOURS_AND_MINUTES)) {
    const total = Math.round(Number(m[1]) * 60) + Number(m[2] ?? 0);
    found.push({ kind: 'duration', text: m[0].trim(), value: total });
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(MINUTES))
    found.push({ kind: 'duration', text: m[0].trim(), value: Number(m[1]) });
  for (const m of sentence.matchAll(CLOCK_12)) {
    const h = Number(m[1]) % 12;
    const minutes = (m[3]!.toLowerCase() === 'p' ? h + 12 : h) * 60 + Number(m[2] ?? 0);
    found.push({ kind: 'time', text: m[0].trim(), value: minutes });
  }
  for (const m of sentence.matchAll(CLOCK_24))
    found.push({ kind: 'time', text: m[0].trim(), value: Number(m[1]) * 60 + Number(m[2]) });
  return found;
}

const SETS = { price: 'prices', duration: 'durations', time: 'times' } as const;

/** The facts a sentence states that the index does not hold. */
export function unknownFacts(sentence: string, index: FactIndex): Omit<FactFlag, 'action'>[] {
  return figuresOf(sentence)
    .filter((f) => !index[SETS[f.kind]].has(f.value))
    .map(({ kind, text }) => ({ kind, text }));
}

/** Capitalised words inside a sentence (not its first) that the salon's data does not have. */
export function unknownNames(sentence: string, index: FactIndex): string[] {
  const all = words(sentence);
  return all
    .slice(1)
    .filter(
      (w) =>
        /^\p{Lu}/u.test(w) &&
        !COMMON_CAPITALS.has(w) &&
        !index.words.has(w.toLowerCase()) &&
        !index.words.has(w.toLowerCase().replace(/['’]s$/, '')),
    );
}

const SENTENCE = /(?<=[.!?…])\s+/u;

/** One text with the sentences that state unknown figures taken out. */
export function checkText(text: string, index: FactIndex): { text: string; flags: FactFlag[] } {
  const flags: FactFlag[] = [];
  const paragraphs = text.split(/\n{2,}/);
  const kept = paragraphs.map((p) =>
    p
      .split(SENTENCE)
      .filter((sentence) => {
        const bad = unknownFacts(sentence, index);
        for (const b of bad) flags.push({ ...b, action: 'removed' });
        if (bad.length > 0) return false;
        for (const name of unknownNames(sentence, index))
          flags.push({ kind: 'name', text: name, action: 'flagged' });
        return true;
      })
      .join(' '),
  );
  return {
    text: kept
      .filter((p) => p.trim() !== '')
      .join('\n\n')
      .trim(),
    flags,
  };
}

/** A whole answer checked, each of its strings on its own. */
export function checkAnswer<T>(output: T, index: FactIndex): { output: T; flags: FactFlag[] } {
  const flags: FactFlag[] = [];
  const checked = mapTexts(output, (s) => {
    const r = checkText(s, index);
    flags.push(...r.flags);
    return r.text;
  });
  return { output: checked, flags };
}
