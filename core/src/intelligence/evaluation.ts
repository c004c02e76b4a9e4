// How good a probability is, measured the honest way: ranking (AUC), the
// probabilities themselves (Brier score, a calibration table by decile) and
// what acting on the riskiest tenth buys (top-decile lift), each beside the
// base rate. Accuracy is never reported: at a 10% base rate, "nobody ever
// misses" is 90% accurate and useless.

/** AUC: the chance a random positive scores above a random negative (ties count half). */
export function auc(scores: readonly number[], labels: readonly number[]): number | null {
  const order = scores.map((s, i) => [s, labels[i]!] as const).sort((a, b) => a[0] - b[0]);
  let positives = 0;
  let rankSum = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    // Ranks i+1..j+1 share their average.
    const rank = (i + j + 2) / 2;
    for (let k = i; k <= j; k++) {
      if (order[k]![1] === 1) {
        positives++;
        rankSum += rank;
      }
    }
    i = j + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return null;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The mean squared distance between the probability and what happened. */
export function brier(probabilities: readonly number[], labels: readonly number[]): number {
  if (probabilities.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < probabilities.length; i++) sum += (probabilities[i]! - labels[i]!) ** 2;
  return sum / probabilities.length;
}

export interface CalibrationBin {
  /** 1 is the lowest tenth of the probabilities. */
  decile: number;
  count: number;
  /** The mean probability the model gave. */
  predicted: number;
  /** How often it happened. */
  observed: number;
}

/** The appointments in ten equal groups by probability: predicted beside observed. */
export function calibrationTable(
  probabilities: readonly number[],
  labels: readonly number[],
): CalibrationBin[] {
  const order = probabilities.map((p, i) => [p, labels[i]!] as const).sort((a, b) => a[0] - b[0]);
  const bins: CalibrationBin[] = [];
  for (let d = 0; d < 10; d++) {
    const part = order.slice(
      Math.floor((d * order.length) / 10),
      Math.floor(((d + 1) * order.length) / 10),
    );
    if (part.length === 0) continue;
    bins.push({
      decile: d + 1,
      count: part.length,
      predicted: part.reduce((s, x) => s + x[0], 0) / part.length,
      observed: part.reduce((s, x) => s + x[1], 0) / part.length,
    });
  }
  return bins;
}

/** How many times the base rate the riskiest tenth misses. */
export function topDecileLift(
  probabilities: readonly number[],
  labels: readonly number[],
): number | null {
  const base = labels.reduce((s: number, y) => s + y, 0) / Math.max(labels.length, 1);
  if (base === 0) return null;
  const order = probabilities.map((p, i) => [p, labels[i]!] as const).sort((a, b) => b[0] - a[0]);
  const top = order.slice(0, Math.max(1, Math.floor(order.length / 10)));
  return top.reduce((s, x) => s + x[1], 0) / top.length / base;
}

export interface EvaluationReport {
  /** Holdout appointments, and the share that were no-shows. */
  count: number;
  baseRate: number;
  auc: number | null;
  brier: number;
  /** The Brier score of always saying the base rate (what "better than nothing" means). */
  brierBaseline: number;
  topDecileLift: number | null;
  calibration: CalibrationBin[];
}

export function evaluate(
  probabilities: readonly number[],
  labels: readonly number[],
): EvaluationReport {
  const baseRate = labels.reduce((s: number, y) => s + y, 0) / Math.max(labels.length, 1);
  return {
    count: labels.length,
    baseRate,
    auc: auc(probabilities, labels),
    brier: brier(probabilities, labels),
    brierBaseline: brier(
      labels.map(() => baseRate),
      labels,
    ),
    topDecileLift: topDecileLift(probabilities, labels),
    calibration: calibrationTable(probabilities, labels),
  };
}
