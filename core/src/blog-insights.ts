// What a salon's blog brings, in words and figures: the insights an owner
// reads each week ("Posts about Colour brought 6 bookings ..."), and the
// views to expect in the coming weeks from the trend, with a band, labelled
// as the estimate it is. Pure: the insights tab and its tests drive them.
import { formatMinorUnits } from './money';

export interface PostPerformance {
  slug: string;
  title: string;
  /** Category names. */
  categories: string[];
  views: number;
  bookings: number;
  /** Minor units. */
  revenue: number;
  /** Clicks on the post's conversion blocks, and bookings by readers who clicked one. */
  blockClicks?: number;
  blockBookings?: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Up to four sentences about the period, most useful first: the topic that
 * brings bookings, the post that brought most, a post read often that brings
 * none, or (with no bookings at all) what to do about it.
 */
export function blogInsights(
  rows: readonly PostPerformance[],
  currency: string,
  period = 'the last 30 days',
): string[] {
  const out: string[] = [];
  const views = rows.reduce((n, r) => n + r.views, 0);
  const bookings = rows.reduce((n, r) => n + r.bookings, 0);
  if (rows.length === 0 || views === 0) {
    return [
      `No one read the blog in ${period}. Share your newest post on social media, and link to it from your site's home page.`,
    ];
  }
  if (bookings === 0) {
    out.push(
      `The blog was read ${plural(views, 'time')} in ${period} but brought no bookings. Add a "Book" link to each post, next to the service it talks about.`,
    );
  } else {
    const byCategory = new Map<string, { bookings: number; revenue: number; posts: number }>();
    for (const r of rows)
      for (const c of r.categories) {
        const t = byCategory.get(c) ?? { bookings: 0, revenue: 0, posts: 0 };
        t.bookings += r.bookings;
        t.revenue += r.revenue;
        t.posts += 1;
        byCategory.set(c, t);
      }
    const topic = [...byCategory.entries()]
      .filter(([, t]) => t.bookings > 0)
      .sort((a, b) => b[1].bookings - a[1].bookings || a[0].localeCompare(b[0]))[0];
    if (topic)
      out.push(
        `Posts about ${topic[0]} brought ${plural(topic[1].bookings, 'booking')} (${formatMinorUnits(topic[1].revenue, currency)}) in ${period}; publish another.`,
      );
    const best = [...rows].sort((a, b) => b.bookings - a.bookings || b.revenue - a.revenue)[0]!;
    out.push(
      `“${best.title}” brought the most: ${plural(best.bookings, 'booking')} worth ${formatMinorUnits(best.revenue, currency)}.`,
    );
  }
  const unread = [...rows]
    .filter((r) => r.bookings === 0 && r.views >= 20)
    .sort((a, b) => b.views - a.views)[0];
  if (unread && bookings > 0)
    out.push(
      `“${unread.title}” is read often (${plural(unread.views, 'view')}) but brought no bookings: add a link to the service it is about.`,
    );
  return out.slice(0, 4);
}

export interface WeekForecast {
  /** Weeks from now (1 is next week). */
  week: number;
  expected: number;
  low: number;
  high: number;
}

/**
 * The views of the weeks ahead from the weeks behind (oldest first): a
 * straight line through them (least squares), with a band of about 95% from
 * how far the weeks strayed from it, never below zero. Fewer than three weeks
 * give no forecast: there is no trend to read.
 */
export function forecastViews(weekly: readonly number[], ahead = 4): WeekForecast[] {
  const n = weekly.length;
  if (n < 3) return [];
  const meanX = (n - 1) / 2;
  const meanY = weekly.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  weekly.forEach((y, x) => {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  });
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const intercept = meanY - slope * meanX;
  const residuals = weekly.map((y, x) => y - (intercept + slope * x));
  const sd = Math.sqrt(residuals.reduce((a, r) => a + r * r, 0) / Math.max(1, n - 2));
  return Array.from({ length: ahead }, (_, i) => {
    const x = n + i;
    // The band widens the further ahead the week (the line's own uncertainty).
    const spread = 1.96 * sd * Math.sqrt(1 + 1 / n + (x - meanX) ** 2 / (sxx || 1));
    const expected = Math.max(0, intercept + slope * x);
    return {
      week: i + 1,
      expected: Math.round(expected),
      low: Math.max(0, Math.round(expected - spread)),
      high: Math.round(expected + spread),
    };
  });
}
