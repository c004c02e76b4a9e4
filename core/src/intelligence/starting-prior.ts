// The platform's starting prior: the no-show model a salon without enough
// history of its own is scored with, until the platform has fitted one on
// every salon's anonymised features. It is the model trainNoShow fits to the
// generator's known process (seed 1, 1,500 clients, 14 months to 2026-01-01);
// a test fits it again and checks these numbers, so they are never edited by
// hand. It holds no personal data: weights and scaling only.
import type { LogisticModel } from './logistic';
import { NO_SHOW_FEATURES } from './no-show-features';

export const STARTING_PRIOR: LogisticModel = {
  features: [...NO_SHOW_FEATURES],
  intercept: -3.245742,
  weights: [
    0.551788, 0.234868, 0.060281, -0.134654, 0.417149, 0.319306, -0.236098, -0.00014, 0.105557,
    0.039603, 0.636665, -0.641281, -0.457149, 0.206735,
  ],
  means: [
    0.251051, 0.129851, 0.111477, 1.314013, 0.135454, 2.231019, 0.154898, 0.166598, 0.198154,
    0.196424, 4.390847, 4.281429, 0.245777, 0.490566,
  ],
  scales: [
    0.641745, 0.336153, 0.33032, 0.746528, 0.342221, 1.318221, 0.361823, 0.372632, 0.398626,
    0.397309, 0.591031, 0.555779, 0.430565, 0.499932,
  ],
  n: 12137,
  positives: 765,
};

export const STARTING_PRIOR_SOURCE = {
  seed: 1,
  clients: 1500,
  months: 14,
  end: '2026-01-01T00:00:00Z',
};
