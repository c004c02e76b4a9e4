// The facts the AI layer may write from: the salon's own data, gathered once
// per call. The built-in writer composes only from these, a model is given
// only these, and every answer is checked against them (fact-check.ts): a
// price, a length of time, an hour or a name that is not here is not the
// salon's.
import { formatMinorUnits } from '../money';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../weekdays';

export interface FactService {
  id: string;
  name: string;
  category: string;
  description: string;
  durationMinutes: number;
  /** Minor units. */
  price: number;
  currency: string;
  /** The team members who do it (names as the salon wrote them). */
  staffNames: string[];
}

export interface FactTeamMember {
  id: string;
  name: string;
  title: string;
  bio: string;
  /** The categories of the services they do, most frequent first. */
  categories: string[];
  serviceNames: string[];
}

export interface FactHours {
  day: Weekday;
  open: boolean;
  start: string;
  end: string;
}

export interface SalonFacts {
  salonName: string;
  /** The part of the address a visitor would name (a town or neighbourhood), or ''. */
  locality: string;
  address: string;
  phone: string;
  currency: string;
  description: string;
  hours: FactHours[];
  services: FactService[];
  team: FactTeamMember[];
  /** Words clients use again and again in their reviews (from 2 reviews up). */
  reviewWords: string[];
  reviewCount: number;
  /** Average stars to one decimal, or null with no reviews. */
  averageRating: number | null;
}

interface FactsInput {
  org: {
    name: string;
    address: string;
    phone: string;
    currency: string;
    description: string;
    businessHours: Record<Weekday, { open: boolean; start: string; end: string }>;
  };
  services: {
    id: string;
    name: string;
    category: string;
    description: string;
    durationMinutes: number;
    price: number;
    currency: string;
    staffIds: string[];
  }[];
  staff: { id: string; displayName: string; title: string; bio: string }[];
  reviews?: { text: string; rating: number }[];
}

/**
 * The locality of a one-line address: "12 Elm St, Park Slope, Brooklyn, NY
 * 11215" → "Park Slope". The part after the street, without postcodes.
 */
export function localityOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return '';
  // Without postcodes and state codes ("NY 11215", "NW1").
  const candidate = parts[1]!
    .replace(/\b[A-Z]{2}\s+\d{4,5}(-\d{4})?\b/g, '')
    .split(/\s+/)
    .filter((w) => !/\d/.test(w))
    .join(' ')
    .trim();
  return /^[\p{L}][\p{L}' .-]{1,40}$/u.test(candidate) ? candidate : '';
}

const STOP_WORDS = new Set(
  `a about after again all also always am an and any are as at be because been before being best
  but by can could did do does done for from get got had has have he her here him his how i if in
  into is it its just me more most my no not of on once one only or our out over really she so
  some than that the their them then there they this to too up us very was we were what when where
  which while who will with would you your yet very definitely highly recommend recommended
  salon time visit came went back again made make every everyone place`.split(/\s+/),
);

/** Words that at least two different reviews use (most used first), lower case. */
export function frequentReviewWords(
  texts: readonly string[],
  max = 12,
  minReviews = 2,
  /** Words that are not themes (the team's names). */
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  const seen = new Map<string, number>();
  // The same words posted twice are one voice, not two.
  const distinct = new Set(texts.map((t) => t.toLowerCase().replace(/\s+/g, ' ').trim()));
  for (const text of distinct) {
    const words = new Set(
      text
        .toLowerCase()
        .normalize('NFKC')
        .match(/\p{L}[\p{L}'-]{2,}/gu) ?? [],
    );
    for (const w of words)
      if (!STOP_WORDS.has(w) && !exclude.has(w)) seen.set(w, (seen.get(w) ?? 0) + 1);
  }
  return [...seen]
    .filter(([, n]) => n >= minReviews)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([w]) => w);
}

/** The team's names as single lower-case words (never a review theme). */
export const namesOf = (team: readonly { displayName?: string; name?: string }[]) =>
  new Set(
    team.flatMap((t) => (t.displayName ?? t.name ?? '').toLowerCase().split(/\s+/).filter(Boolean)),
  );

/** The facts of a salon from its records (pure: the server reads, this shapes). */
export function salonFacts(input: FactsInput): SalonFacts {
  const staffById = new Map(input.staff.map((s) => [s.id, s]));
  const services: FactService[] = input.services.map((s) => ({
    id: s.id,
    name: s.name.trim(),
    category: s.category.trim(),
    description: s.description.trim(),
    durationMinutes: s.durationMinutes,
    price: s.price,
    currency: s.currency,
    staffNames: s.staffIds.flatMap((id) => {
      const who = staffById.get(id);
      return who ? [who.displayName.trim()] : [];
    }),
  }));
  const team: FactTeamMember[] = input.staff.map((s) => {
    // The services they do, as the booking engine reads it: those naming them in staffIds.
    const theirs = input.services.filter((v) => v.staffIds.includes(s.id));
    const counts = new Map<string, number>();
    for (const v of theirs) counts.set(v.category.trim(), (counts.get(v.category.trim()) ?? 0) + 1);
    return {
      id: s.id,
      name: s.displayName.trim(),
      title: s.title.trim(),
      bio: s.bio.trim(),
      categories: [...counts].sort((a, b) => b[1] - a[1]).map(([c]) => c),
      serviceNames: theirs.map((v) => v.name.trim()),
    };
  });
  const reviews = input.reviews ?? [];
  const average =
    reviews.length === 0
      ? null
      : Math.round((reviews.reduce((n, r) => n + r.rating, 0) / reviews.length) * 10) / 10;
  return {
    salonName: input.org.name.trim(),
    locality: localityOf(input.org.address),
    address: input.org.address.trim(),
    phone: input.org.phone.trim(),
    currency: input.org.currency,
    description: input.org.description.trim(),
    hours: WEEKDAYS.map((day) => ({ day, ...input.org.businessHours[day] })),
    services,
    team,
    reviewWords: frequentReviewWords(
      reviews.map((r) => r.text),
      12,
      2,
      namesOf(input.staff),
    ),
    reviewCount: reviews.length,
    averageRating: average,
  };
}

/** A price as the salon's visitors read it ($45, $12.50). */
export const priceText = (s: Pick<FactService, 'price' | 'currency'>) =>
  formatMinorUnits(s.price, s.currency);

/** A length of time in words a client reads ("45 minutes", "1 hour 30 minutes"). */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : h === 1 ? '1 hour' : `${h} hours`;
  const mins = m === 0 ? '' : `${m} minutes`;
  return [hours, mins].filter(Boolean).join(' ');
}

/** "09:00" → "9am", "17:30" → "5:30pm". */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12}${suffix}` : `${h12}:${String(m).padStart(2, '0')}${suffix}`;
}

/** The opening days, grouped: "Tuesday to Friday 9am–8pm, Saturday 9am–5pm". */
export function hoursText(hours: readonly FactHours[]): string {
  const groups: { from: Weekday; to: Weekday; span: string }[] = [];
  for (const h of hours) {
    if (!h.open) continue;
    const span = `${clockText(h.start)}–${clockText(h.end)}`;
    const last = groups.at(-1);
    const adjacent =
      last && WEEKDAYS.indexOf(h.day) === WEEKDAYS.indexOf(last.to) + 1 && last.span === span;
    if (adjacent) last.to = h.day;
    else groups.push({ from: h.day, to: h.day, span });
  }
  return groups
    .map((g) =>
      g.from === g.to
        ? `${WEEKDAY_LABELS[g.from]} ${g.span}`
        : `${WEEKDAY_LABELS[g.from]} to ${WEEKDAY_LABELS[g.to]} ${g.span}`,
    )
    .join(', ');
}

/** First name of a team member as clients say it. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A salon known only by name (a flow whose facts are the caller's data, such as one client's history). */
export const nameOnlyFacts = (salonName: string): SalonFacts => ({
  salonName,
  locality: '',
  address: '',
  phone: '',
  currency: 'USD',
  description: '',
  hours: [],
  services: [],
  team: [],
  reviewWords: [],
  reviewCount: 0,
  averageRating: null,
});
