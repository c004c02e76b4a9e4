import { describe, expect, it } from 'vitest';
import { auc } from './evaluation';
import { predict } from './logistic';
import { NO_SHOW_FEATURES, labelOf } from './no-show-features';
import { trainingRows } from './no-show';
import { generateHistory } from './no-show-generator';
import {
  MIN_PRIOR_SALONS,
  PRIOR_SAMPLE_ROWS,
  anonymisedSample,
  fitPlatformPrior,
} from './platform-prior';

const END = new Date('2026-11-01T00:00:00Z');
const salon = (seed: number, clients = 300) =>
  generateHistory({ seed, clients, months: 12, end: END });

describe('a salon’s anonymised sample', () => {
  it('holds feature rows and outcomes only: no client, appointment, date or salon', () => {
    const visits = salon(21, 900);
    const sample = anonymisedSample(visits, END)!;
    expect(Object.keys(sample).sort()).toEqual(['features', 'labels', 'values']);
    expect(sample.features).toEqual([...NO_SHOW_FEATURES]);
    expect(sample.labels.length).toBe(PRIOR_SAMPLE_ROWS);
    expect(sample.values.length).toBe(PRIOR_SAMPLE_ROWS * NO_SHOW_FEATURES.length);
    // Log-scaled counts, flags and prices: nothing the size of a time or an id.
    expect(Math.max(...sample.values.map(Math.abs))).toBeLessThan(20);
    expect(new Set(sample.labels)).toEqual(new Set([0, 1]));
    // The newest finished appointments: their outcomes add up to theirs.
    const { labels, starts } = trainingRows(visits.filter((v) => v.startTime < END));
    const newest = starts
      .map((at, i) => ({ at, y: labels[i]! }))
      .sort((a, b) => b.at - a.at)
      .slice(0, PRIOR_SAMPLE_ROWS);
    expect(sample.labels.reduce((s, y) => s + y, 0)).toBe(newest.reduce((s, r) => s + r.y, 0));
  });

  it('is not taken from a salon with hardly any history', () => {
    expect(anonymisedSample(salon(3, 4).slice(0, 20), END)).toBeNull();
  });
});

describe('the platform’s prior', () => {
  it('waits for three salons, then ranks a salon it never saw as well as the published models', () => {
    const samples = [31, 32, 33].map((seed) => anonymisedSample(salon(seed), END)!);
    expect(fitPlatformPrior(samples.slice(0, MIN_PRIOR_SALONS - 1))).toBeNull();
    const prior = fitPlatformPrior(samples)!;
    expect(prior.salons).toBe(3);
    expect(prior.rows).toBe(samples.reduce((s, x) => s + x.labels.length, 0));
    // A new salon, scored by the prior alone.
    const fresh = salon(34, 600).filter((v) => v.startTime < END);
    const { rows, labels } = trainingRows(fresh);
    const score = auc(
      rows.map((r) => predict(prior.model, r)),
      labels,
    )!;
    expect(score).toBeGreaterThanOrEqual(0.75);
    // Calibrated overall: its mean prediction is near the new salon's no-show rate.
    const rate = fresh.filter((v) => labelOf(v) === 1).length / labels.length;
    const mean = rows.reduce((s, r) => s + predict(prior.model, r), 0) / rows.length;
    expect(Math.abs(mean - rate)).toBeLessThan(0.03);
  });

  it('leaves out a sample of other features (an older version) rather than misread it', () => {
    const samples = [41, 42, 43].map((seed) => anonymisedSample(salon(seed), END)!);
    const older = { ...samples[2]!, features: samples[2]!.features.slice(1) };
    expect(fitPlatformPrior([samples[0]!, samples[1]!, older])).toBeNull();
  });
});
