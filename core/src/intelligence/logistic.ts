// Logistic regression with an L2 penalty, fitted by Newton's method (iteratively
// reweighted least squares) on standardised features: a few hundred lines of
// arithmetic a test can check by hand, no dependency, and probabilities that
// come out calibrated on the data it was fitted to. Models are plain JSON
// (coefficients and the scaling), stored and read back as they are.

export interface LogisticModel {
  /** Feature names, in the rows' order. */
  features: string[];
  intercept: number;
  /** One per feature, on the standardised scale. */
  weights: number[];
  means: number[];
  scales: number[];
  /** Rows it was fitted on, and how many were positive. */
  n: number;
  positives: number;
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));
export const logit = (p: number) => {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
};

/** Solves A x = b for a small symmetric positive-definite A (Cholesky). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) l[i]![i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i]![j] = sum / l[j]![j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/**
 * Fits the model to `rows` (each a feature vector) and `labels` (0 or 1).
 * `l2` pulls the weights (not the intercept) towards 0; `prior`, when given,
 * is the log-odds the intercept starts from and is pulled towards.
 */
export function fitLogistic(
  features: readonly string[],
  rows: readonly (readonly number[])[],
  labels: readonly number[],
  options: { l2?: number; iterations?: number } = {},
): LogisticModel {
  const n = rows.length;
  const d = features.length;
  const l2 = options.l2 ?? 1;
  const means = new Array<number>(d).fill(0);
  const scales = new Array<number>(d).fill(0);
  for (const r of rows) for (let j = 0; j < d; j++) means[j]! += r[j]! / Math.max(n, 1);
  for (const r of rows) for (let j = 0; j < d; j++) scales[j]! += (r[j]! - means[j]!) ** 2;
  for (let j = 0; j < d; j++) scales[j] = Math.sqrt(scales[j]! / Math.max(n - 1, 1)) || 1;
  const x = rows.map((r) => r.map((v, j) => (v - means[j]!) / scales[j]!));
  const positives = labels.reduce((s: number, y) => s + y, 0);
  // Start at the base rate: the intercept alone.
  const beta = new Array<number>(d + 1).fill(0);
  beta[0] = logit((positives + 0.5) / (n + 1));
  // The penalised log-likelihood each step must not lower (else the step is halved).
  const objective = (b: readonly number[]) => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      let z = b[0]!;
      for (let j = 0; j < d; j++) z += b[j + 1]! * xi[j]!;
      // log σ(z) and log(1 − σ(z)), without overflow.
      sum += labels[i]
        ? -Math.log1p(Math.exp(-Math.abs(z))) - Math.max(-z, 0)
        : -Math.log1p(Math.exp(-Math.abs(z))) - Math.max(z, 0);
    }
    for (let j = 1; j <= d; j++) sum -= (l2 / 2) * b[j]! ** 2;
    return sum;
  };
  let current = objective(beta);
  for (let it = 0; it < (options.iterations ?? 25); it++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      let z = beta[0]!;
      for (let j = 0; j < d; j++) z += beta[j + 1]! * xi[j]!;
      const p = sigmoid(z);
      const w = Math.max(p * (1 - p), 1e-9);
      const r = labels[i]! - p;
      grad[0]! += r;
      hess[0]![0]! += w;
      for (let j = 0; j < d; j++) {
        const xj = xi[j]!;
        grad[j + 1]! += r * xj;
        hess[0]![j + 1]! += w * xj;
        for (let k = 0; k <= j; k++) hess[j + 1]![k + 1]! += w * xj * xi[k]!;
      }
    }
    for (let j = 1; j <= d; j++) {
      grad[j]! -= l2 * beta[j]!;
      hess[j]![j]! += l2;
      hess[j]![0] = hess[0]![j]!;
      for (let k = 1; k < j; k++) hess[k]![j] = hess[j]![k]!;
    }
    hess[0]![0]! += 1e-6;
    const step = solve(hess, grad);
    let scale = 1;
    let next = beta.map((b, j) => b + step[j]!);
    let value = objective(next);
    for (let halvings = 0; value < current && halvings < 30; halvings++) {
      scale /= 2;
      next = beta.map((b, j) => b + scale * step[j]!);
      value = objective(next);
    }
    if (value < current) break;
    const change = Math.max(...next.map((b, j) => Math.abs(b - beta[j]!)));
    for (let j = 0; j <= d; j++) beta[j] = next[j]!;
    current = value;
    if (change < 1e-7) break;
  }
  return {
    features: [...features],
    intercept: beta[0]!,
    weights: beta.slice(1),
    means,
    scales,
    n,
    positives,
  };
}

/** Each feature's pull on the log-odds for `row` (positive raises the risk). */
export function contributions(model: LogisticModel, row: readonly number[]): number[] {
  return model.weights.map((w, j) => (w * (row[j]! - model.means[j]!)) / model.scales[j]!);
}

/** The log-odds of `row`. */
export function logOdds(model: LogisticModel, row: readonly number[]): number {
  return contributions(model, row).reduce((s, c) => s + c, model.intercept);
}

/** The probability of `row`. */
export const predict = (model: LogisticModel, row: readonly number[]) =>
  sigmoid(logOdds(model, row));

/**
 * A salon's own model blended with the platform's prior on the log-odds
 * scale: the salon's weighs more as its history grows (half at `half` rows).
 */
export function blendedProbability(
  own: LogisticModel | null,
  prior: LogisticModel | null,
  row: readonly number[],
  half = 300,
): number {
  if (!own && !prior) throw new Error('No model to score with.');
  if (!own) return predict(prior!, row);
  if (!prior) return predict(own, row);
  const w = own.n / (own.n + half);
  return sigmoid(w * logOdds(own, row) + (1 - w) * logOdds(prior, row));
}

export { sigmoid };
