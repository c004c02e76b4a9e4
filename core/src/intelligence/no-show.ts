// No-show prediction: training on a salon's finished appointments with a
// time split (fit on the earlier months, measure on the later ones, then refit
// on everything for use), and scoring an upcoming appointment as a calibrated
// probability, a level and the reasons in words.
import { evaluate, type EvaluationReport } from './evaluation';
import { blendedProbability, contributions, fitLogistic, type LogisticModel } from './logistic';
import {
  byClient,
  historyAt,
  labelOf,
  NO_SHOW_FEATURES,
  noShowFeatures,
  rowOf,
  type VisitFact,
} from './no-show-features';

export * from './no-show-features';

/** Fewer finished appointments than this and the salon's own model is not fitted. */
export const MIN_TRAINING_ROWS = 200;
/** The last months of history held out to measure the model. */
export const HOLDOUT_DAYS = 90;
const DAY = 86_400_000;

/**
 * What a client's confirmation says (a likelihood ratio, applied to the odds
 * when an appointment is confirmed): P(confirmed | missed) / P(confirmed |
 * kept), learned from the salon's finished appointments since it first had a
 * confirmation. Measured like the model: learned on the earlier months, its
 * Brier score on the later ones with and without it.
 */
export interface ConfirmationFactor {
  ratio: number;
  /** Confirmed finished appointments it learned from. */
  confirmations: number;
  /** Brier score of the holdout's probabilities without and with it (null with too few). */
  brierWithout: number | null;
  brierWith: number | null;
}

/** Fewer confirmed finished appointments than this and a confirmation changes nothing. */
export const MIN_CONFIRMATIONS = 30;

const confirmedBefore = (v: VisitFact, at: Date) =>
  !!v.confirmedAt && v.confirmedAt <= at && v.confirmedAt < v.startTime;

/** The likelihood ratio of a confirmation in `visits` (finished by `now`), or null with too few. */
export function confirmationRatio(
  visits: readonly VisitFact[],
  now: Date,
): { ratio: number; confirmations: number } | null {
  let first = Infinity;
  for (const v of visits)
    if (v.confirmedAt && v.confirmedAt <= now) first = Math.min(first, v.confirmedAt.getTime());
  if (!Number.isFinite(first)) return null;
  let missed = 0;
  let missedConfirmed = 0;
  let kept = 0;
  let keptConfirmed = 0;
  for (const v of visits) {
    const label = labelOf(v);
    // Only appointments from when the salon began asking, and finished by now.
    if (label === null || v.startTime.getTime() < first || v.startTime >= now) continue;
    const confirmed = confirmedBefore(v, v.startTime);
    if (label === 1) {
      missed++;
      if (confirmed) missedConfirmed++;
    } else {
      kept++;
      if (confirmed) keptConfirmed++;
    }
  }
  const confirmations = missedConfirmed + keptConfirmed;
  if (confirmations < MIN_CONFIRMATIONS || missed === 0 || kept === 0) return null;
  const ratio = (missedConfirmed + 0.5) / (missed + 1) / ((keptConfirmed + 0.5) / (kept + 1));
  return { ratio, confirmations };
}

/** A probability updated by a confirmation's likelihood ratio. */
export function withConfirmation(p: number, ratio: number): number {
  const odds = (p / (1 - p)) * ratio;
  return odds / (1 + odds);
}

const brier = (ps: readonly number[], ys: readonly number[]) =>
  ps.reduce((s, p, i) => s + (p - ys[i]!) ** 2, 0) / Math.max(1, ps.length);

export interface NoShowTraining {
  model: LogisticModel;
  /** What a client's confirmation does to the risk; null until enough are known. */
  confirmation: ConfirmationFactor | null;
  /** Measured on the later months (fitted on the earlier ones only); null with too little. */
  report: EvaluationReport | null;
  trainedAt: string;
  holdoutFrom: string | null;
}

/** Rows and labels of the finished appointments in `visits` (features as known when booked). */
export function trainingRows(visits: readonly VisitFact[]) {
  const clients = byClient(visits);
  const rows: number[][] = [];
  const labels: number[] = [];
  const starts: number[] = [];
  const kept: VisitFact[] = [];
  for (const v of visits) {
    const label = labelOf(v);
    // An imported appointment tells its client's history, not when it was booked.
    if (label === null || v.source === 'import') continue;
    rows.push(rowOf(noShowFeatures(v, v.clientId ? (clients.get(v.clientId) ?? []) : [])));
    labels.push(label);
    starts.push(v.startTime.getTime());
    kept.push(v);
  }
  return { rows, labels, starts, visits: kept };
}

/**
 * Trains on `visits` (everything finished by `now`): measured on the last
 * HOLDOUT_DAYS with a model fitted on what came before, then fitted again on
 * all of it. Null when there are too few finished appointments.
 */
export function trainNoShow(visits: readonly VisitFact[], now: Date): NoShowTraining | null {
  const finished = visits.filter((v) => v.startTime < now);
  const { rows, labels, starts, visits: rowVisits } = trainingRows(finished);
  if (rows.length < MIN_TRAINING_ROWS || !labels.includes(1) || !labels.includes(0)) return null;
  const split = now.getTime() - HOLDOUT_DAYS * DAY;
  const past = starts.map((s, i) => (s < split ? i : -1)).filter((i) => i >= 0);
  const later = starts.map((s, i) => (s >= split ? i : -1)).filter((i) => i >= 0);
  let report: EvaluationReport | null = null;
  let measured: { without: number; with: number } | null = null;
  if (past.length >= MIN_TRAINING_ROWS / 2 && later.length >= 30) {
    const early = fitLogistic(
      NO_SHOW_FEATURES,
      past.map((i) => rows[i]!),
      past.map((i) => labels[i]!),
    );
    const probabilities = later.map((i) => blendedProbability(early, null, rows[i]!));
    const outcomes = later.map((i) => labels[i]!);
    report = evaluate(probabilities, outcomes);
    // The confirmation's ratio learned on the earlier months, scored on the later ones.
    const earlyRatio = confirmationRatio(finished, new Date(split));
    if (earlyRatio) {
      const adjusted = later.map((i, k) =>
        confirmedBefore(rowVisits[i]!, rowVisits[i]!.startTime)
          ? withConfirmation(probabilities[k]!, earlyRatio.ratio)
          : probabilities[k]!,
      );
      measured = { without: brier(probabilities, outcomes), with: brier(adjusted, outcomes) };
    }
  }
  const ratio = confirmationRatio(finished, now);
  return {
    model: fitLogistic(NO_SHOW_FEATURES, rows, labels),
    confirmation: ratio
      ? { ...ratio, brierWithout: measured?.without ?? null, brierWith: measured?.with ?? null }
      : null,
    report,
    trainedAt: now.toISOString(),
    holdoutFrom: report ? new Date(split).toISOString() : null,
  };
}

export type RiskLevel = 'low' | 'medium' | 'high';
export const RISK_LEVELS: Record<RiskLevel, number> = { low: 0, medium: 0.12, high: 0.25 };
export const levelOf = (p: number): RiskLevel =>
  p >= RISK_LEVELS.high ? 'high' : p >= RISK_LEVELS.medium ? 'medium' : 'low';

export interface NoShowRisk {
  probability: number;
  level: RiskLevel;
  /** What raises it, in words, strongest first (at most three). */
  reasons: string[];
}

/** Features that are 0 or 1. */
const FLAGS = new Set([
  'newClient',
  'sameDay',
  'weekend',
  'evening',
  'morning',
  'secured',
  'online',
]);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The words for a feature that raises the risk. */
function reasonFor(
  feature: string,
  value: number,
  visit: VisitFact,
  history: ReturnType<typeof historyAt> | null,
): string | null {
  const leadDays = Math.floor((visit.startTime.getTime() - visit.createdAt.getTime()) / DAY);
  // A flag raises the risk by being set (or, for a deposit, by being absent); a model
  // that learned the other way round (first visits here are kept) gives no words for it.
  const flagged = feature === 'secured' ? value === 0 : value === 1;
  if (FLAGS.has(feature) && !flagged) return null;
  switch (feature) {
    case 'priorNoShows':
    case 'recentNoShow':
      if (!history?.noShows) return null;
      if (!history.recentNoShows) return plural(history.noShows, 'earlier no-show');
      return history.recentNoShows === history.noShows
        ? `${plural(history.noShows, 'no-show')} in the last 6 months`
        : `${plural(history.noShows, 'no-show')}, ${history.recentNoShows} in the last 6 months`;
    case 'priorLateCancels':
      return history?.lateCancels ? plural(history.lateCancels, 'late cancellation') : null;
    case 'newClient':
      return 'first visit';
    case 'sameDay':
      return visit.createdAt.toDateString() === visit.startTime.toDateString()
        ? 'booked the same day'
        : 'booked less than a day ahead';
    case 'leadDays':
      return leadDays >= 14 ? `booked ${Math.round(leadDays / 7)} weeks ahead` : null;
    case 'secured':
      return 'no deposit or card on file';
    case 'online':
      return 'booked online';
    case 'evening':
      return 'an evening time';
    case 'weekend':
      return 'a weekend time';
    case 'priorVisits':
      return history && history.visits <= 1 ? 'few visits so far' : null;
    default:
      return null;
  }
}

/** The risk of `visit` as known at `at`, from the salon's model and the platform's prior. */
export function scoreNoShow(
  own: LogisticModel | null,
  prior: LogisticModel | null,
  visit: VisitFact,
  clientVisits: readonly VisitFact[],
  at: Date,
  confirmation: Pick<ConfirmationFactor, 'ratio'> | null = null,
): NoShowRisk {
  const row = rowOf(noShowFeatures(visit, clientVisits, at));
  const blended = blendedProbability(own, prior, row);
  // A confirmation known by now updates the odds by what confirmations have meant here.
  const probability =
    confirmation && confirmedBefore(visit, at)
      ? withConfirmation(blended, confirmation.ratio)
      : blended;
  const model = own ?? prior!;
  const history = visit.clientId ? historyAt(clientVisits, at, visit.id) : null;
  const reasons = contributions(model, row)
    .map((c, j) => ({ c, feature: model.features[j]! }))
    .filter((x) => x.c > 0.1)
    .sort((a, b) => b.c - a.c)
    .map((x) => reasonFor(x.feature, row[model.features.indexOf(x.feature)] ?? 0, visit, history))
    .filter((r, i, all): r is string => r !== null && all.indexOf(r) === i)
    .slice(0, 3);
  return { probability, level: levelOf(probability), reasons };
}
