// The platform's no-show prior: each salon's weekly training leaves its
// anonymised sample (feature rows and outcomes, under a hash of the salon's
// id); the due work fits the prior on all of them weekly. Scoring reads it
// through a short in-memory cache, and uses the starting prior until three
// salons have contributed.
import { createHash } from 'node:crypto';
import type { LogisticModel } from '@chairside/core/intelligence/logistic';
import type { VisitFact } from '@chairside/core/intelligence/no-show';
import {
  MIN_PRIOR_SALONS,
  anonymisedSample,
  fitPlatformPrior,
} from '@chairside/core/intelligence/platform-prior';
import { STARTING_PRIOR } from '@chairside/core/intelligence/starting-prior';
import { countReads } from '../http/read-count';
import { platformPriorDoc, priorSampleDoc, priorSamplesCollection } from '../records/intelligence';

const DAY = 86_400_000;
/** The prior is fitted again weekly. */
export const PRIOR_REFIT_MS = 7 * DAY;
/** At most this many salons' samples are read for one fit (the newest). */
const MAX_SAMPLES = 400;
/** How long an instance keeps the prior it read. */
const CACHE_MS = 10 * 60_000;

/** The sample's id: a salon's id, hashed (the sample names no salon). */
export const sampleIdOf = (orgId: string) =>
  createHash('sha256').update(`no-show-prior:${orgId}`).digest('hex').slice(0, 24);

/**
 * Leaves the salon's anonymised sample for the platform's prior (replacing
 * last week's), and starts the prior's weekly fit when none is planned.
 */
export async function contributeSample(
  orgId: string,
  visits: readonly VisitFact[],
  now: Date,
): Promise<boolean> {
  const sample = anonymisedSample(visits, now);
  if (!sample) return false;
  await priorSampleDoc(sampleIdOf(orgId))
    .withConverter(null)
    .set({ ...sample, updatedAt: now });
  await platformPriorDoc()
    .withConverter(null)
    .create({ model: null, salons: 0, rows: 0, trainedAt: null, nextRunAt: now })
    .catch(() => undefined);
  return true;
}

/** The due work: fits the prior on every salon's sample. Answers what it did. */
export async function fitPrior(now: Date): Promise<string> {
  const snap = await priorSamplesCollection().orderBy('updatedAt', 'desc').limit(MAX_SAMPLES).get();
  countReads(Math.max(1, snap.size));
  const fitted = fitPlatformPrior(snap.docs.map((d) => d.data()));
  await platformPriorDoc()
    .withConverter(null)
    .set({
      model: fitted?.model ?? null,
      salons: fitted?.salons ?? snap.size,
      rows: fitted?.rows ?? 0,
      trainedAt: now,
      nextRunAt: new Date(now.getTime() + PRIOR_REFIT_MS),
    });
  cached = null;
  return fitted
    ? `fitted on ${fitted.salons} salons`
    : `not fitted (${snap.size} of the ${MIN_PRIOR_SALONS} salons needed)`;
}

interface Prior {
  model: LogisticModel;
  source: PriorSource;
  /** Salons it was fitted on (0 for the starting prior). */
  salons: number;
}

let cached: (Prior & { at: number }) | null = null;

export type PriorSource = 'platform' | 'starting';

/** The prior scoring blends in: the platform's once fitted, else the starting prior. */
export async function currentPrior(now = Date.now()): Promise<Prior> {
  if (cached && now - cached.at < CACHE_MS) return cached;
  const record = (await platformPriorDoc().get()).data();
  countReads(1);
  cached = record?.model
    ? { model: record.model, source: 'platform', salons: record.salons, at: now }
    : { model: STARTING_PRIOR, source: 'starting', salons: 0, at: now };
  return cached;
}
