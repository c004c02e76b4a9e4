// The platform's prior: the no-show model a salon with a short history is
// scored with (blended with its own as that grows), fitted weekly on every
// salon's anonymised features. Each salon's weekly training leaves a sample
// of its most recent finished appointments as bare feature rows and outcomes:
// no client, no appointment, no date, no salon name (the sample's id is a hash).
// The prior is fitted once at least three salons have left one; until then
// the starting prior (starting-prior.ts) stands in.
import { fitLogistic, type LogisticModel } from './logistic';
import { NO_SHOW_FEATURES } from './no-show-features';
import { trainingRows, type VisitFact } from './no-show';

/** At most this many of a salon's appointments go into the platform's sample. */
export const PRIOR_SAMPLE_ROWS = 1500;
/** A salon contributes once it has this many finished appointments. */
export const MIN_SAMPLE_ROWS = 50;
/** The prior is fitted on no fewer salons than this (no salon's model passes as the platform's). */
export const MIN_PRIOR_SALONS = 3;
/** ...and no fewer appointments in all. */
export const MIN_PRIOR_ROWS = 1000;

/** A salon's anonymised contribution: rows of NO_SHOW_FEATURES, flattened, and 0/1 outcomes. */
export interface PriorSample {
  features: string[];
  /** Row after row, `features.length` values each (Firestore holds no nested arrays). */
  values: number[];
  labels: number[];
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * The most recent finished appointments before `now`, as features known when
 * each was booked and whether it was kept: null when there are too few.
 */
export function anonymisedSample(visits: readonly VisitFact[], now: Date): PriorSample | null {
  const { rows, labels, starts } = trainingRows(visits.filter((v) => v.startTime < now));
  if (rows.length < MIN_SAMPLE_ROWS) return null;
  // Newest first, then in a fixed order that says nothing about when each was.
  const recent = starts
    .map((at, i) => ({ at, i }))
    .sort((a, b) => b.at - a.at)
    .slice(0, PRIOR_SAMPLE_ROWS)
    .map((r) => r.i)
    .sort((a, b) => labels[a]! - labels[b]! || rows[a]![0]! - rows[b]![0]! || a - b);
  return {
    features: [...NO_SHOW_FEATURES],
    values: recent.flatMap((i) => rows[i]!.map(round)),
    labels: recent.map((i) => labels[i]!),
  };
}

export interface PlatformPrior {
  model: LogisticModel;
  salons: number;
  rows: number;
}

/**
 * The prior fitted on every salon's sample (each at most PRIOR_SAMPLE_ROWS,
 * so no salon outweighs the rest by size alone); null with too few salons or
 * appointments, or without both outcomes among them.
 */
export function fitPlatformPrior(samples: readonly PriorSample[]): PlatformPrior | null {
  const width = NO_SHOW_FEATURES.length;
  const usable = samples.filter(
    (s) =>
      s.features.length === width &&
      s.features.every((f, j) => f === NO_SHOW_FEATURES[j]) &&
      s.values.length === s.labels.length * width,
  );
  if (usable.length < MIN_PRIOR_SALONS) return null;
  const rows: number[][] = [];
  const labels: number[] = [];
  for (const s of usable)
    for (let i = 0; i < s.labels.length; i++) {
      rows.push(s.values.slice(i * width, (i + 1) * width));
      labels.push(s.labels[i]!);
    }
  if (rows.length < MIN_PRIOR_ROWS || !labels.includes(0) || !labels.includes(1)) return null;
  return {
    model: fitLogistic(NO_SHOW_FEATURES, rows, labels),
    salons: usable.length,
    rows: rows.length,
  };
}
