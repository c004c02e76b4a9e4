// The review summarizer: what a salon's clients praise, what they complain
// about, and how each team member is rated, with quotes that exist: every
// quote is a sentence of a real review (the model's quotes are checked the
// same way, and dropped when no review says them).
import { frequentReviewWords, namesOf } from './facts';

export interface SummaryReview {
  id: string;
  rating: number;
  text: string;
  staffIds: string[];
}

export interface ReviewQuote {
  reviewId: string;
  text: string;
  rating: number;
}

export interface ReviewTheme {
  theme: string;
  /** How many reviews mention it. */
  count: number;
  quote: ReviewQuote | null;
}

export interface TeamReviews {
  staffId: string;
  name: string;
  count: number;
  average: number;
  praise: string[];
}

export interface ReviewSummary {
  count: number;
  average: number | null;
  /** One line a person reads first. */
  headline: string;
  praise: ReviewTheme[];
  complaints: ReviewTheme[];
  team: TeamReviews[];
}

const QUOTE_MAX = 180;

/** The review's sentences, each at most QUOTE_MAX characters (cut at a word, marked). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?…])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= 8)
    .map((s) =>
      s.length <= QUOTE_MAX ? s : `${s.slice(0, s.lastIndexOf(' ', QUOTE_MAX - 1)).trim()}…`,
    );
}

/** A sentence of a review that says `word`: from the highest-rated review for praise, lowest for complaints. */
export function quoteFor(
  word: string,
  reviews: readonly SummaryReview[],
  prefer: 'high' | 'low',
): ReviewQuote | null {
  const pattern = new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'iu');
  const ordered = [...reviews].sort((a, b) =>
    prefer === 'high' ? b.rating - a.rating : a.rating - b.rating,
  );
  for (const r of ordered) {
    const sentence = sentencesOf(r.text).find((s) => pattern.test(s));
    if (sentence) return { reviewId: r.id, text: sentence, rating: r.rating };
  }
  return null;
}

/** Is `quote` what a review says (the whole quote, in one review, ignoring spacing and case)? */
export function quoteExists(quote: string, reviews: readonly SummaryReview[]): ReviewQuote | null {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[“”"']/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const q = norm(quote.replace(/…$/, ''));
  if (q.length < 8) return null;
  const found = reviews.find((r) => norm(r.text).includes(q));
  return found ? { reviewId: found.id, text: quote.trim(), rating: found.rating } : null;
}

function themes(
  group: readonly SummaryReview[],
  all: readonly SummaryReview[],
  prefer: 'high' | 'low',
  minReviews: number,
  names: ReadonlySet<string>,
): ReviewTheme[] {
  const words = frequentReviewWords(
    group.map((r) => r.text),
    8,
    minReviews,
    names,
  );
  return words.slice(0, 5).map((theme) => {
    const pattern = new RegExp(`\\b${theme}\\b`, 'iu');
    return {
      theme,
      count: all.filter((r) => pattern.test(r.text)).length,
      quote: quoteFor(theme, group, prefer),
    };
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The built-in summary: counts and words, quotes from the reviews themselves. */
export function summariseReviews(
  reviews: readonly SummaryReview[],
  team: readonly { id: string; name: string }[],
): ReviewSummary {
  const written = reviews.filter((r) => r.text.trim() !== '');
  const happy = written.filter((r) => r.rating >= 4);
  const unhappy = written.filter((r) => r.rating <= 2);
  const names = namesOf(team);
  const praise = themes(happy, written, 'high', 2, names);
  // Few unhappy reviews: one mention is already worth the owner's eye.
  const complaints = themes(unhappy, written, 'low', unhappy.length >= 6 ? 2 : 1, names);
  const average = reviews.length
    ? round1(reviews.reduce((n, r) => n + r.rating, 0) / reviews.length)
    : null;
  const byStaff = team
    .map((t) => {
      const theirs = reviews.filter((r) => r.staffIds.includes(t.id));
      return {
        staffId: t.id,
        name: t.name,
        count: theirs.length,
        average: theirs.length
          ? round1(theirs.reduce((n, r) => n + r.rating, 0) / theirs.length)
          : 0,
        praise: frequentReviewWords(
          theirs.filter((r) => r.rating >= 4).map((r) => r.text),
          3,
          2,
          names,
        ),
      };
    })
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count);
  const list = (xs: string[]) =>
    xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;
  const headline =
    reviews.length === 0
      ? 'No reviews yet.'
      : [
          `${reviews.length} reviews, ${average} stars on average.`,
          praise.length
            ? `Clients praise ${list(praise.slice(0, 3).map((p) => `“${p.theme}”`))}.`
            : '',
          complaints.length
            ? `${complaints[0]!.count === 1 ? 'One review mentions' : `${complaints[0]!.count} reviews mention`} “${complaints[0]!.theme}”.`
            : 'No recurring complaint.',
        ]
          .filter(Boolean)
          .join(' ');
  return { count: reviews.length, average, headline, praise, complaints, team: byStaff };
}
