import { describe, expect, it } from 'vitest';
import { auc, brier, calibrationTable, evaluate, topDecileLift } from './evaluation';
import { fitLogistic, predict } from './logistic';
import {
  byClient,
  HOLDOUT_DAYS,
  labelOf,
  noShowFeatures,
  scoreNoShow,
  MIN_CONFIRMATIONS,
  trainNoShow,
  withConfirmation,
  type FeatureVector,
  type VisitFact,
} from './no-show';
import { TRUE_CONFIRMATION, generateHistory } from './no-show-generator';
import { STARTING_PRIOR, STARTING_PRIOR_SOURCE } from './starting-prior';

const DAY = 86_400_000;
const END = new Date('2026-11-01T00:00:00Z');

describe('the measures', () => {
  it('AUC ranks: perfect, reversed, ties and a hand-counted case', () => {
    expect(auc([0.1, 0.2, 0.8, 0.9], [0, 0, 1, 1])).toBe(1);
    expect(auc([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])).toBe(0);
    expect(auc([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1])).toBe(0.5);
    // Positives 0.4 and 0.8 against negatives 0.1, 0.5, 0.6: pairs won 1 + 3 of 6.
    expect(auc([0.1, 0.4, 0.5, 0.6, 0.8], [0, 1, 0, 0, 1])).toBeCloseTo(4 / 6);
    expect(auc([0.1, 0.2], [0, 0])).toBeNull();
  });

  it('Brier, calibration by decile and top-decile lift, by hand', () => {
    expect(brier([0.2, 0.9], [0, 1])).toBeCloseTo((0.04 + 0.01) / 2);
    const p = Array.from({ length: 20 }, (_, i) => i / 20);
    const y = p.map((_, i) => (i >= 18 ? 1 : 0));
    const table = calibrationTable(p, y);
    expect(table).toHaveLength(10);
    expect(table[9]).toEqual({ decile: 10, count: 2, predicted: 0.925, observed: 1 });
    expect(table[0]).toMatchObject({ decile: 1, count: 2, observed: 0 });
    // The top tenth (2 of 20) are both positive; the base rate is 10%: lift 10.
    expect(topDecileLift(p, y)).toBeCloseTo(10);
    const report = evaluate(p, y);
    expect(report.baseRate).toBeCloseTo(0.1);
    expect(report.brierBaseline).toBeCloseTo(0.09);
  });
});

describe('logistic regression', () => {
  it('recovers the weights of a known process and gives calibrated probabilities', () => {
    let s = 7;
    const r = () => (s = (s * 48271) % 2147483647) / 2147483647;
    const rows: number[][] = [];
    const labels: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const x = r() * 4 - 2;
      const b = r() < 0.3 ? 1 : 0;
      const p = 1 / (1 + Math.exp(-(-1 + 1.5 * x - 0.8 * b)));
      rows.push([x, b]);
      labels.push(r() < p ? 1 : 0);
    }
    const model = fitLogistic(['x', 'b'], rows, labels, { l2: 0.01 });
    // Back on the raw scale: weight / scale.
    expect(model.weights[0]! / model.scales[0]!).toBeCloseTo(1.5, 1);
    expect(model.weights[1]! / model.scales[1]!).toBeCloseTo(-0.8, 1);
    const probabilities = rows.map((row) => predict(model, row));
    for (const bin of calibrationTable(probabilities, labels))
      expect(Math.abs(bin.predicted - bin.observed)).toBeLessThan(0.05);
  });
});

describe('logistic regression on separable data', () => {
  it('keeps improving instead of overshooting (each step is halved until it helps)', () => {
    const rows = Array.from({ length: 400 }, (_, i) => [i % 2, (i % 7) / 7]);
    const labels = rows.map((r) => r[0]!);
    const model = fitLogistic(['x', 'noise'], rows, labels, { l2: 1e-3 });
    expect(predict(model, [1, 0.5])).toBeGreaterThan(0.95);
    expect(predict(model, [0, 0.5])).toBeLessThan(0.05);
    expect(
      auc(
        rows.map((r) => predict(model, r)),
        labels,
      ),
    ).toBe(1);
  });
});

/** A feature function leaks when changing what happened after `at` changes its answer. */
function leaksFuture(
  features: (v: VisitFact, all: readonly VisitFact[]) => FeatureVector,
  visits: readonly VisitFact[],
): boolean {
  const clients = byClient(visits);
  for (const v of visits.slice(-400)) {
    const mine = v.clientId ? (clients.get(v.clientId) ?? []) : [];
    const before = JSON.stringify(features(v, mine));
    // Rewrite the future: every appointment booked or settled after this one was booked.
    const rewritten = mine.map((o) =>
      o.createdAt > v.createdAt || (o.statusChangedAt ?? o.startTime) > v.createdAt
        ? {
            ...o,
            status: o.status === 'no_show' ? ('completed' as const) : ('no_show' as const),
            statusChangedAt: o.startTime,
          }
        : o,
    );
    const self = rewritten.find((o) => o.id === v.id) ?? v;
    if (JSON.stringify(features(self, rewritten)) !== before) return true;
  }
  return false;
}

describe('no-show features', () => {
  const visits = generateHistory({ seed: 3, clients: 150, months: 8, end: END });

  it('never read what happened after the appointment was booked', () => {
    expect(leaksFuture((v, all) => noShowFeatures(v, all), visits)).toBe(false);
  });

  it('a version that counts history up to the start (after the booking) is caught', () => {
    const leaky = (v: VisitFact, all: readonly VisitFact[]) => noShowFeatures(v, all, v.startTime);
    expect(leaksFuture(leaky, visits)).toBe(true);
  });

  it('count a client’s no-shows, late cancellations and visits known by then', () => {
    const at = new Date('2026-06-10T10:00:00Z');
    const visit = (id: string, start: string, status: VisitFact['status'], changed?: string) => ({
      id,
      clientId: 'c1',
      createdAt: new Date(new Date(start).getTime() - 10 * DAY),
      startTime: new Date(start),
      status,
      statusChangedAt: changed ? new Date(changed) : null,
      price: 6500,
      durationMinutes: 60,
      secured: false,
      source: 'staff' as const,
      localHour: 10,
      localWeekday: 3,
    });
    const history = [
      visit('a', '2026-01-05T10:00:00Z', 'completed'),
      visit('b', '2026-05-01T10:00:00Z', 'no_show'),
      visit('c', '2026-05-20T10:00:00Z', 'cancelled', '2026-05-19T20:00:00Z'),
      // Missed after `at`: not known yet.
      visit('d', '2026-06-12T10:00:00Z', 'no_show'),
    ];
    const target = {
      ...visit('t', '2026-06-10T18:00:00Z', 'booked'),
      createdAt: at,
      localHour: 18,
    };
    const f = noShowFeatures(target, [...history, target]);
    expect(f).toMatchObject({
      priorNoShows: 1,
      recentNoShow: 1,
      priorLateCancels: 1,
      newClient: 0,
      sameDay: 1,
      evening: 1,
    });
    expect(f.priorVisits).toBeCloseTo(Math.log1p(1));
    const risk = scoreNoShow(null, trainNoShow(visits, END)!.model, target, history, at);
    expect(risk.reasons).toContain('1 no-show in the last 6 months');
    // A model that learned the other way round (first visits are kept here, so being a
    // returning client adds risk) never calls a returning client's visit their first.
    const model = trainNoShow(visits, END)!.model;
    const flipped = {
      ...model,
      weights: model.weights.map((w, j) => (model.features[j] === 'newClient' ? -2 : w)),
    };
    const words = scoreNoShow(flipped, null, target, history, at).reasons;
    expect(words).not.toContain('first visit');
    expect(words).toContain('1 no-show in the last 6 months');
  });
});

describe('a model trained on a known process', () => {
  it('reaches AUC 0.75 on the later months, within 0.03 of the true probabilities, and is calibrated', () => {
    const visits = generateHistory({ seed: 11, clients: 900, months: 14, end: END });
    const trained = trainNoShow(visits, END)!;
    const report = trained.report!;
    const holdout = visits.filter(
      (v) => v.startTime.getTime() >= END.getTime() - HOLDOUT_DAYS * DAY && v.startTime < END,
    );
    const labelled = holdout.filter((v) => labelOf(v) !== null);
    const oracle = auc(
      labelled.map((v) => v.trueProbability),
      labelled.map((v) => labelOf(v)!),
    )!;
    expect(report.count).toBe(labelled.length);
    expect(report.auc!).toBeGreaterThanOrEqual(0.75);
    expect(oracle - report.auc!).toBeLessThanOrEqual(0.03);
    expect(report.brier).toBeLessThan(report.brierBaseline);
    expect(report.topDecileLift!).toBeGreaterThan(2);
    // Calibrated: in the riskiest tenth the predicted share is near what happened.
    const top = report.calibration.at(-1)!;
    expect(Math.abs(top.predicted - top.observed)).toBeLessThan(0.08);
  });

  it('learns what a confirmation means, measured on the later months, and scores with it', () => {
    const visits = generateHistory({ seed: 11, clients: 900, months: 14, end: END });
    const trained = trainNoShow(visits, END)!;
    const c = trained.confirmation!;
    // The process's own ratio: 0.12 / 0.65 = 0.18.
    const truth = TRUE_CONFIRMATION.missed / TRUE_CONFIRMATION.kept;
    expect(c.confirmations).toBeGreaterThan(MIN_CONFIRMATIONS);
    expect(Math.abs(c.ratio - truth)).toBeLessThan(0.08);
    // On the later months, with the ratio learned on the earlier ones, the scores are better.
    expect(c.brierWith!).toBeLessThan(c.brierWithout!);
    // An upcoming appointment: a confirmation known by now lowers its risk; one after now does not count.
    const upcoming = visits.find((v) => v.startTime > END && v.status === 'booked')!;
    const history = byClient(visits).get(upcoming.clientId!) ?? [];
    const plain = { ...upcoming, confirmedAt: null };
    const before = scoreNoShow(trained.model, null, plain, history, END, c);
    const confirmed = { ...plain, confirmedAt: new Date(END.getTime() - 3_600_000) };
    const after = scoreNoShow(trained.model, null, confirmed, history, END, c);
    expect(after.probability).toBeLessThan(before.probability);
    expect(after.probability).toBeCloseTo(withConfirmation(before.probability, c.ratio), 10);
    const later = { ...plain, confirmedAt: new Date(END.getTime() + 3_600_000) };
    expect(scoreNoShow(trained.model, null, later, history, END, c).probability).toBe(
      before.probability,
    );
  });

  it('changes nothing for a confirmation until enough are known', () => {
    const visits = generateHistory({ seed: 11, clients: 900, months: 14, end: END }).map((v) => ({
      ...v,
      confirmedAt: null,
    }));
    expect(trainNoShow(visits, END)!.confirmation).toBeNull();
  });

  it('says so instead of guessing with too little history', () => {
    const few = generateHistory({ seed: 5, clients: 10, months: 3, end: END });
    expect(trainNoShow(few, END)).toBeNull();
  });
});

describe('the starting prior', () => {
  it('is what training on the known process gives (never numbers edited by hand)', () => {
    const end = new Date(STARTING_PRIOR_SOURCE.end);
    const fitted = trainNoShow(generateHistory({ ...STARTING_PRIOR_SOURCE, end }), end)!.model;
    expect(fitted.n).toBe(STARTING_PRIOR.n);
    expect(fitted.features).toEqual(STARTING_PRIOR.features);
    expect(fitted.intercept).toBeCloseTo(STARTING_PRIOR.intercept, 5);
    fitted.weights.forEach((w, j) => expect(w).toBeCloseTo(STARTING_PRIOR.weights[j]!, 5));
  });
});
