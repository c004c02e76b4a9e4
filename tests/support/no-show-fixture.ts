// A salon's no-show model as its weekly training stores it
// (orgs/{orgId}/intelligence/noShow), with weights a test chooses: on
// unscaled features, so one feature's value decides the risk.
import {
  NO_SHOW_FEATURES,
  type NoShowFeature,
} from '@chairside/core/intelligence/no-show-features';

/** A trained model on 100,000 appointments (so the salon's own outweighs the prior). */
export function trainedModelRecord(
  weights: Partial<Record<NoShowFeature, number>>,
  intercept = -4,
) {
  const features = [...NO_SHOW_FEATURES];
  return {
    status: 'trained',
    rows: 100_000,
    model: {
      features,
      intercept,
      weights: features.map((f) => weights[f] ?? 0),
      means: features.map(() => 0),
      scales: features.map(() => 1),
      n: 100_000,
      positives: 2_000,
    },
    trainedAt: new Date(),
    updatedAt: new Date(),
  };
}
