// POST /api/ai/reviews/summary: what a salon's clients praise and complain
// about, and each team member's figures, from its newest reviews. A model,
// when connected, names the themes; every quote it gives is checked against
// the reviews (one no review says is dropped), and the figures are always
// counted here.
import { z } from 'zod';
import { reviewsPrompt } from '@chairside/core/ai/prompts';
import {
  quoteExists,
  summariseReviews,
  type ReviewSummary,
  type ReviewTheme,
  type SummaryReview,
} from '@chairside/core/ai/review-summary';
import type { ReviewSummaryAnswer } from '@chairside/core/contracts/ai';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { readableRecords } from '../records/repository';
import { reviewsCollection } from '../records/reviews';
import { staffCollection } from '../records/team';
import { runFlow } from './flow';
import { plainString } from './plain-text';

const READ = 200;
const line = z.string().trim().min(1).max(400);
const ZThemes = z.object({
  praise: z.array(z.object({ theme: line.max(60), quote: line })).max(5),
  complaints: z.array(z.object({ theme: line.max(60), quote: line })).max(5),
});

async function salonReviews(orgId: string) {
  const [reviews, team] = await Promise.all([
    reviewsCollection(orgId).orderBy('createdAt', 'desc').limit(READ).get(),
    staffCollection(orgId).where('status', '==', 'active').get(),
  ]);
  countReads(reviews.size + team.size);
  return {
    reviews: readableRecords(reviews.docs)
      .filter((r) => !r.removed)
      .map((r): SummaryReview => ({
        id: r.id,
        rating: r.rating,
        text: r.text,
        staffIds: r.staffIds,
      })),
    team: readableRecords(team.docs).map((s) => ({ id: s.id, name: s.displayName })),
  };
}

/** The model's themes, kept only where a review says the quote. */
function modelThemes(
  out: z.output<typeof ZThemes>,
  reviews: readonly SummaryReview[],
  base: ReviewSummary,
): ReviewSummary {
  const keep = (items: { theme: string; quote: string }[]): ReviewTheme[] =>
    items.flatMap((t) => {
      const quote = quoteExists(plainString(t.quote), reviews);
      if (!quote) return [];
      const theme = plainString(t.theme).toLowerCase();
      const words = theme.split(/\s+/);
      const count = reviews.filter((r) =>
        words.every((w) => r.text.toLowerCase().includes(w)),
      ).length;
      return [{ theme, count: Math.max(count, 1), quote }];
    });
  return { ...base, praise: keep(out.praise), complaints: keep(out.complaints) };
}

export async function summariseSalonReviews(
  caller: Caller,
  orgId: string,
  writer: 'auto' | 'built-in',
): Promise<ReviewSummaryAnswer> {
  await requireRole(orgId, caller, ['owner', 'manager'], { action: 'summarise the reviews' });
  const { reviews, team } = await salonReviews(orgId);
  const base = summariseReviews(reviews, team);
  const written = reviews.filter((r) => r.text.trim() !== '');
  const answer = await runFlow({
    orgId,
    uid: caller.uid,
    flow: 'reviews/summary',
    // Nothing to read: the counts say it all, without a model.
    writer: written.length < 3 ? 'built-in' : writer,
    builtIn: () => ({ output: base, flags: [] }),
    model: {
      schema: ZThemes,
      prompt: () => reviewsPrompt(written.slice(0, 120)),
      accept: (out) => ({ output: modelThemes(out, written, base), flags: [] }),
    },
    cacheParts: { reviews: written.map((r) => [r.id, r.rating, r.text]), team },
  });
  const { output, flags: _flags, ...by } = answer;
  return { summary: output, ...by };
}
