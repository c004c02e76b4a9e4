import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteExists, summariseReviews, type SummaryReview } from './review-summary';

const reviews: SummaryReview[] = [
  {
    id: 'r1',
    rating: 5,
    text: 'Ava did a beautiful balayage. The team is so friendly!',
    staffIds: ['ava'],
  },
  {
    id: 'r2',
    rating: 5,
    text: 'Friendly welcome and a beautiful cut from Ava.',
    staffIds: ['ava'],
  },
  { id: 'r3', rating: 4, text: 'Lovely salon, friendly people.', staffIds: ['kofi'] },
  {
    id: 'r4',
    rating: 2,
    text: 'I had to wait 40 minutes past my time. The cut was fine.',
    staffIds: ['kofi'],
  },
  { id: 'r5', rating: 1, text: 'Long wait and nobody said sorry.', staffIds: [] },
  { id: 'r6', rating: 5, text: '', staffIds: ['ava'] },
];
const team = [
  { id: 'ava', name: 'Ava Reyes' },
  { id: 'kofi', name: 'Kofi Mensah' },
  { id: 'noor', name: 'Noor Haddad' },
];

describe('the review summary', () => {
  it('finds what clients praise and complain about, with sentences they wrote', () => {
    const s = summariseReviews(reviews, team);
    expect(s.count).toBe(6);
    expect(s.average).toBe(3.7);
    expect(s.praise.map((p) => p.theme).slice(0, 2)).toEqual(['friendly', 'beautiful']);
    expect(s.praise[0]!.quote).toEqual({
      reviewId: 'r1',
      text: 'The team is so friendly!',
      rating: 5,
    });
    expect(s.complaints[0]).toMatchObject({ theme: 'wait', count: 2 });
    expect(s.complaints[0]!.quote!.rating).toBe(1);
    expect(s.headline).toMatch(
      /6 reviews, 3\.7 stars on average\. Clients praise “friendly” and “beautiful”\./,
    );
    expect(s.headline).toMatch(/2 reviews mention “wait”/);
  });

  it('rates each team member from their own reviews, and leaves out who has none', () => {
    const s = summariseReviews(reviews, team);
    expect(s.team).toEqual([
      {
        staffId: 'ava',
        name: 'Ava Reyes',
        count: 3,
        average: 5,
        praise: ['beautiful', 'friendly'],
      },
      { staffId: 'kofi', name: 'Kofi Mensah', count: 2, average: 3, praise: [] },
    ]);
  });

  it('quotes only what some review says', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.uuid(),
            rating: fc.integer({ min: 1, max: 5 }),
            text: fc.lorem({ maxCount: 3, mode: 'sentences' }),
            staffIds: fc.constant([] as string[]),
          }),
          { maxLength: 30 },
        ),
        (rs) => {
          const s = summariseReviews(rs, []);
          for (const t of [...s.praise, ...s.complaints])
            if (t.quote) expect(quoteExists(t.quote.text, rs)).not.toBeNull();
        },
      ),
      { numRuns: 100 },
    );
    expect(quoteExists('The team is so friendly!', reviews)?.reviewId).toBe('r1');
    expect(quoteExists('The team is rude', reviews)).toBeNull();
  });
});
