import { describe, expect, it } from 'vitest';
import {
  ZReviewSubmit,
  applyReview,
  emptyFigures,
  reviewRequestDue,
  publicReviews,
  reviewsJsonLd,
  shownName,
  summarise,
  type CountedReview,
} from './reviews';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const on = { autoRequest: true, delayHours: 2 };

describe('asking for a review', () => {
  it('asks every completed visit the same way, the salon’s hours after checkout', () => {
    expect(reviewRequestDue({ bookingId: 'b1', clientId: 'c1', endedAt: 0 }, null, on)).toEqual({
      sendAt: 2 * HOUR,
    });
  });

  it('asks a client at most once in 30 days, and only when the salon turned it on', () => {
    const visit = { bookingId: 'b2', clientId: 'c1', endedAt: 40 * DAY };
    expect(reviewRequestDue(visit, 20 * DAY, on)).toEqual({ skip: 'asked_recently' });
    expect(reviewRequestDue(visit, 10 * DAY - 2 * HOUR, on)).toEqual({
      sendAt: 40 * DAY + 2 * HOUR,
    });
    expect(reviewRequestDue(visit, null, { ...on, autoRequest: false })).toEqual({ skip: 'off' });
    expect(reviewRequestDue({ ...visit, clientId: null }, null, on)).toEqual({ skip: 'no_client' });
  });
});

describe('what a client may submit', () => {
  const base = { token: 'a-signed-token-123', rating: 4 };
  it('takes 1 to 5 stars and words; refuses others by field', () => {
    expect(ZReviewSubmit.safeParse({ ...base, rating: 1 }).success).toBe(true);
    const bad = (input: object) =>
      ZReviewSubmit.safeParse({ ...base, ...input }).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(bad({ rating: 6 })).toEqual([['rating', 'Give the visit 1 to 5 stars']]);
    expect(bad({ rating: 3.5 })).toEqual([['rating', 'Give the visit 1 to 5 stars']]);
    expect(bad({ text: 'x'.repeat(2_001) })).toEqual([['text', 'Keep it under 2,000 characters']]);
    expect(bad({ text: 'Great <script>alert(1)</script>' })).toEqual([
      ['text', 'Write words only, without code'],
    ]);
    expect(bad({ staffRatings: { 's-leo': 0 } })).toEqual([
      ['staffRatings.s-leo', 'Give each person 1 to 5 stars'],
    ]);
  });
});

describe('the figures, kept by deltas', () => {
  const review = (rating: number, extra: Partial<CountedReview> = {}): CountedReview => ({
    rating,
    staffRatings: { 's-leo': rating },
    serviceRatings: {},
    createdAt: 0,
    repliedAt: null,
    removed: false,
    ...extra,
  });

  it('counts a one-star review exactly as a five-star one', () => {
    let f = emptyFigures();
    f = applyReview(f, null, review(1));
    f = applyReview(f, null, review(5));
    expect(summarise(f)).toMatchObject({ count: 2, average: 3, stars: [1, 0, 0, 0, 1] });
    expect(summarise(f).byStaff).toEqual({ 's-leo': { count: 2, average: 3 } });
  });

  it('adds a reply’s time, and takes a removed review out whole', () => {
    let f = applyReview(emptyFigures(), null, review(4));
    f = applyReview(f, review(4), review(4, { repliedAt: 3 * HOUR }));
    expect(summarise(f)).toMatchObject({ responseRate: 100, replyHours: 3 });
    f = applyReview(
      f,
      review(4, { repliedAt: 3 * HOUR }),
      review(4, { repliedAt: 3 * HOUR, removed: true }),
    );
    expect(f).toEqual(emptyFigures());
  });
});

describe('the salon’s page', () => {
  const ana = {
    id: 'rev-1',
    author: 'Ana R.',
    rating: 5,
    text: 'Lovely',
    date: '2026-11-20',
    reply: '',
    photo_url: '',
  };
  it('rates what the page shows, and says nothing without reviews', () => {
    expect(reviewsJsonLd(publicReviews({ count: 0, sum: 0 }, []))).toBeNull();
    const block = publicReviews({ count: 3, sum: 13 }, [ana]);
    expect(block).toEqual({ count: 3, average: 4.3, recent: [ana] });
    expect(reviewsJsonLd(block)).toMatchObject({
      aggregateRating: { ratingValue: '4.3', reviewCount: 3 },
      review: [{ author: { name: 'Ana R.' }, reviewRating: { ratingValue: 5 } }],
    });
  });

  it('shows at most six reviews, and a name as the client gave it or first name and initial', () => {
    const many = Array.from({ length: 9 }, (_, n) => ({ ...ana, id: `rev-${n}` }));
    expect(publicReviews({ count: 9, sum: 45 }, many)?.recent).toHaveLength(6);
    expect(shownName('', 'ana', 'rossi')).toBe('ana R.');
    expect(shownName('Ana from Leeds', 'Ana', 'Rossi')).toBe('Ana from Leeds');
    expect(shownName('', '', '')).toBe('A client');
  });
});
