import { describe, expect, it } from 'vitest';
import { blogInsights, forecastViews, type PostPerformance } from './blog-insights';

const row = (over: Partial<PostPerformance>): PostPerformance => ({
  slug: 'x',
  title: 'X',
  categories: [],
  views: 0,
  bookings: 0,
  revenue: 0,
  ...over,
});

describe('the blog’s insights in words', () => {
  it('names the topic that brings bookings, the best post, and a read post that brings none', () => {
    const lines = blogInsights(
      [
        row({
          slug: 'a',
          title: 'Balayage that grows out',
          categories: ['Colour'],
          views: 80,
          bookings: 4,
          revenue: 72_000,
        }),
        row({
          slug: 'b',
          title: 'Gloss at home',
          categories: ['Colour'],
          views: 30,
          bookings: 2,
          revenue: 12_000,
        }),
        row({ slug: 'c', title: 'Our new wash lounge', categories: ['Salon news'], views: 45 }),
      ],
      'USD',
    );
    expect(lines).toEqual([
      'Posts about Colour brought 6 bookings ($840) in the last 30 days; publish another.',
      '“Balayage that grows out” brought the most: 4 bookings worth $720.',
      '“Our new wash lounge” is read often (45 views) but brought no bookings: add a link to the service it is about.',
    ]);
  });

  it('says what to do when the blog is read but brings nothing, or is not read', () => {
    expect(blogInsights([row({ views: 1 })], 'USD')).toEqual([
      'The blog was read 1 time in the last 30 days but brought no bookings. Add a "Book" link to each post, next to the service it talks about.',
    ]);
    expect(blogInsights([], 'EUR', 'this week')[0]).toMatch(/^No one read the blog in this week\./);
  });
});

describe('the views forecast', () => {
  it('follows a steady rise, with a band around it that widens ahead', () => {
    const f = forecastViews([100, 110, 120, 130, 140, 150]);
    expect(f.map((w) => w.expected)).toEqual([160, 170, 180, 190]);
    // A perfect line leaves no doubt.
    expect(f.every((w) => w.low === w.expected && w.high === w.expected)).toBe(true);
    const noisy = forecastViews([100, 130, 105, 140, 120, 150]);
    expect(noisy[0]!.low).toBeLessThan(noisy[0]!.expected);
    expect(noisy[3]!.high - noisy[3]!.low).toBeGreaterThan(noisy[0]!.high - noisy[0]!.low);
  });

  it('never expects fewer than no views, and reads no trend from fewer than three weeks', () => {
    const falling = forecastViews([50, 30, 10]);
    expect(falling.every((w) => w.expected >= 0 && w.low >= 0)).toBe(true);
    expect(forecastViews([10, 20])).toEqual([]);
  });
});
