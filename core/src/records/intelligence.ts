// The no-show model's documents: orgs/{orgId}/intelligence/noShow (the salon's
// model and its evaluation; functions only) and orgs/{orgId}/noShowRisk/{date}
// (each upcoming appointment's risk that day, read by the salon's team; a
// client never reads it).
import { z } from 'zod';
import { ZStoredDate, ZStoredOptionalDate } from './stored';

export const ZLogisticModel = z.object({
  features: z.array(z.string()),
  intercept: z.number(),
  weights: z.array(z.number()),
  means: z.array(z.number()),
  scales: z.array(z.number()),
  n: z.number(),
  positives: z.number(),
});

const ZCalibrationBin = z.object({
  decile: z.number(),
  count: z.number(),
  predicted: z.number(),
  observed: z.number(),
});

export const ZEvaluationReport = z.object({
  count: z.number(),
  baseRate: z.number(),
  auc: z.number().nullable(),
  brier: z.number(),
  brierBaseline: z.number(),
  topDecileLift: z.number().nullable(),
  calibration: z.array(ZCalibrationBin),
});

export const ZNoShowModelRecord = z.object({
  id: z.string(),
  /** Fitted on the salon's history, or too little of it yet (the platform's prior scores alone). */
  status: z.enum(['trained', 'too_little']).catch('too_little'),
  model: ZLogisticModel.nullable().catch(null).default(null),
  report: ZEvaluationReport.nullable().catch(null).default(null),
  /** What a client's confirmation does to the risk (a likelihood ratio), once enough are known. */
  confirmation: z
    .object({
      ratio: z.number(),
      confirmations: z.number(),
      brierWithout: z.number().nullable(),
      brierWith: z.number().nullable(),
    })
    .nullable()
    .catch(null)
    .default(null),
  /** Finished appointments it learned from. */
  rows: z.number().catch(0).default(0),
  trainedAt: ZStoredOptionalDate,
  holdoutFrom: ZStoredOptionalDate,
  /** When it is trained again and the coming days scored (the due work follows it). */
  nextRunAt: ZStoredOptionalDate,
  updatedAt: ZStoredOptionalDate,
});
export type NoShowModelRecord = z.output<typeof ZNoShowModelRecord>;

export const ZStoredRisk = z.object({
  probability: z.number(),
  level: z.enum(['low', 'medium', 'high']),
  reasons: z.array(z.string()).catch([]),
  staffId: z.string().catch(''),
});
export type StoredRisk = z.output<typeof ZStoredRisk>;

export const ZRiskDayRecord = z.object({
  id: z.string(),
  date: z.string(),
  risks: z.record(z.string(), ZStoredRisk).catch({}),
  updatedAt: ZStoredDate,
});
export type RiskDayRecord = z.output<typeof ZRiskDayRecord>;

const ZGapService = z.object({ minutes: z.number(), value: z.number() });

/**
 * orgs/{orgId}/intelligence/schedule: what the salon's free time is worth, from
 * the last 90 days' service mix (the salon's and each stylist's). Functions only;
 * the slot calls read it to rank starts.
 */
export const ZScheduleValuesRecord = z.object({
  id: z.string(),
  salon: z.array(ZGapService).catch([]),
  staff: z.record(z.string(), z.array(ZGapService)).catch({}),
  /** Appointments it learned from. */
  appointments: z.number().catch(0).default(0),
  updatedAt: ZStoredOptionalDate,
});
export type ScheduleValuesRecord = z.output<typeof ZScheduleValuesRecord>;

export const ZRuleRecord = z.object({
  key: z.string(),
  antecedent: z.object({ kind: z.enum(['service', 'product']), id: z.string() }),
  productId: z.string(),
  support: z.number(),
  confidence: z.number(),
  lift: z.number(),
  count: z.number(),
});

/**
 * orgs/{orgId}/intelligence/recommendations: the association rules learned
 * weekly from the salon's sales and visits, how they were measured, the most
 * bought products, and the owner's pinned and hidden rules. Functions only.
 */
export const ZRecommendationsRecord = z.object({
  id: z.string(),
  status: z.enum(['trained', 'too_little']).catch('too_little'),
  rules: z.array(ZRuleRecord).catch([]).default([]),
  popular: z
    .array(z.object({ productId: z.string(), rate: z.number() }))
    .catch([])
    .default([]),
  report: z
    .object({
      trained: z.number(),
      tested: z.number(),
      hitRate: z.number(),
      baselineHitRate: z.number(),
      testFrom: z.string(),
    })
    .nullable()
    .catch(null)
    .default(null),
  baskets: z.number().catch(0).default(0),
  pinned: z.array(z.string()).catch([]).default([]),
  hidden: z.array(z.string()).catch([]).default([]),
  trainedAt: ZStoredOptionalDate,
});
export type RecommendationsRecord = z.output<typeof ZRecommendationsRecord>;

/**
 * noShowPrior/platform: the no-show prior fitted weekly on every salon's
 * anonymised sample (null until three salons have left one: the starting
 * prior stands in). Functions only; no rule lets a browser read it.
 */
export const ZPlatformPriorRecord = z.object({
  id: z.string(),
  model: ZLogisticModel.nullable().catch(null).default(null),
  salons: z.number().catch(0).default(0),
  rows: z.number().catch(0).default(0),
  trainedAt: ZStoredOptionalDate,
  /** When it is fitted again (the due work follows it). */
  nextRunAt: ZStoredOptionalDate,
});
export type PlatformPriorRecord = z.output<typeof ZPlatformPriorRecord>;

/**
 * noShowPrior/platform/samples/{hash of the salon's id}: a salon's anonymised
 * contribution (feature rows and outcomes only), replaced at each weekly
 * training. Functions only.
 */
export const ZPriorSampleRecord = z.object({
  id: z.string(),
  features: z.array(z.string()).catch([]),
  values: z.array(z.number()).catch([]),
  labels: z.array(z.number()).catch([]),
  updatedAt: ZStoredOptionalDate,
});
export type PriorSampleRecord = z.output<typeof ZPriorSampleRecord>;
