// The intelligence calls (/api/ai/no-show-*): the risk of appointments not
// being kept, and how the salon's model was measured.
import { z } from 'zod';
import { zDocId } from '../ids';
import type { RiskLevel } from '../intelligence/no-show';
import type { LogisticModel } from '../intelligence/logistic';
import type { EvaluationReport } from '../intelligence/evaluation';
import { endpoint } from './endpoint';

const orgId = z.string().trim().pipe(zDocId('Not a salon id'));

export interface NoShowPrediction {
  bookingId: string;
  /** Calibrated: 0.2 means about one in five such appointments is missed. */
  probability: number;
  level: RiskLevel;
  /** What raises it, in words ("2 no-shows in the last 6 months, booked the same day"). */
  reasons: string[];
}

export interface NoShowReportAnswer {
  /** Fitted on the salon's own history, or too little of it yet (the platform's prior scores). */
  status: 'trained' | 'too_little';
  rows: number;
  trainedAt: string | null;
  holdoutFrom: string | null;
  report: EvaluationReport | null;
  levels: Record<RiskLevel, number>;
  /**
   * What scores while the salon's history is short (blended in until it is
   * long): the platform's prior fitted on `salons` salons' anonymised
   * appointments, or the starting prior until three salons have contributed.
   */
  prior: { source: 'platform' | 'starting'; salons: number };
  /**
   * What a client's confirmation does here: confirmed appointments' odds of a
   * no-show are multiplied by `ratio` (learned from `confirmations` confirmed
   * visits; its Brier score on the later months without and with it). Null
   * until enough confirmations are known.
   */
  confirmation: {
    ratio: number;
    confirmations: number;
    brierWithout: number | null;
    brierWith: number | null;
  } | null;
  /** The model itself, for the platform's administrators only. */
  model: LogisticModel | null;
}

export const intelligenceContracts = {
  /** POST /api/ai/no-show-prediction (the salon's team but booth renters): risks now, with reasons. */
  predict: endpoint<{ predictions: NoShowPrediction[]; model: 'salon' | 'prior' }>()(
    'POST',
    'ai',
    '/no-show-prediction',
    z.object({
      orgId,
      bookingIds: z
        .array(z.string().trim().pipe(zDocId('Not an appointment id')))
        .min(1, 'Name at least one appointment')
        .max(100, 'Ask about at most 100 appointments at once'),
    }),
  ),
  /** GET /api/ai/no-show-report (owners, managers; platform administrators see the model). */
  report: endpoint<NoShowReportAnswer>()(
    'GET',
    'ai',
    '/no-show-report',
    undefined,
    z.object({ orgId }),
  ),
};

// ---------------------------------------------------------------------------
// Smart scheduling

/** One stylist's day as the schedule sees it (minutes; money in minor units). */
export interface ScheduleDay {
  date: string;
  workingMinutes: number;
  bookedMinutes: number;
  fillRate: number;
  gapMinutes: number;
  lostValue: number;
}

export interface ScheduleProposal {
  bookingId: string;
  staffId: string;
  staffName: string;
  clientName: string;
  services: string;
  /** ISO instants: the booked start and the one proposed. */
  from: string;
  to: string;
  /** What closing the gap gives back to the day (minor units). */
  saving: number;
  /** Whether the client can be asked: they have an e-mail address or a mobile number. */
  canAsk: boolean;
}

export interface ScheduleRequestView {
  bookingId: string;
  staffName: string;
  clientName: string;
  services: string;
  from: string;
  to: string;
  status: 'pending' | 'declined';
  requestedAt: string;
}

export interface ScheduleOptimisation {
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  /** False until the salon's service mix is learned: figures use the menu's prices evenly. */
  learned: boolean;
  staff: {
    staffId: string;
    name: string;
    color: string;
    days: ScheduleDay[];
    week: Omit<ScheduleDay, 'date'>;
  }[];
  proposals: ScheduleProposal[];
  /** Change requests sent and not accepted yet (pending), or declined. */
  requests: ScheduleRequestView[];
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-01');

export const ZScheduleOptimisationRequest = z.object({
  orgId,
  from: isoDate,
  days: z
    .number()
    .int()
    .min(1, 'Ask about at least one day')
    .max(14, 'Ask about at most 14 days')
    .default(7),
  staffId: z.string().trim().pipe(zDocId('Not a team member id')).nullable().default(null),
});

export const ZScheduleChangeRequest = z.object({
  orgId,
  bookingId: z.string().trim().pipe(zDocId('Not an appointment id')),
  /** The new start (ISO instant), or null to withdraw a request not answered yet. */
  start: z.iso.datetime({ offset: true, error: 'Use an ISO date and time' }).nullable(),
});

export const scheduleContracts = {
  /** POST /api/ai/schedule-optimisation (owners, managers, the desk): the week's figures and moves. */
  optimise: endpoint<ScheduleOptimisation>()(
    'POST',
    'ai',
    '/schedule-optimisation',
    ZScheduleOptimisationRequest,
  ),
  /** POST /api/ai/schedule-optimisation/requests: ask the client to move (or withdraw the ask). */
  request: endpoint<{ request: ScheduleRequestView | null }>()(
    'POST',
    'ai',
    '/schedule-optimisation/requests',
    ZScheduleChangeRequest,
  ),
};

// ---------------------------------------------------------------------------
// Product recommendations

export interface RecommendedProduct {
  productId: string;
  name: string;
  brand: string;
  price: number;
  currency: string;
  /** Why, in words ("Often bought after Balayage"), or null for a best seller. */
  reason: string | null;
}

export interface ClientRecommendations {
  /** From the salon's rules, or its best sellers while there are too few sales to learn from. */
  source: 'rules' | 'popular';
  products: RecommendedProduct[];
}

export interface RuleView {
  key: string;
  /** "Balayage" or "bought Colour-safe shampoo". */
  when: string;
  kind: 'service' | 'product';
  productId: string;
  productName: string;
  support: number;
  confidence: number;
  lift: number;
  count: number;
  choice: 'pinned' | 'hidden' | null;
}

export interface RecommendationRules {
  status: 'trained' | 'too_little';
  baskets: number;
  trainedAt: string | null;
  report: {
    trained: number;
    tested: number;
    hitRate: number;
    baselineHitRate: number;
    testFrom: string;
  } | null;
  rules: RuleView[];
}

export const ZRuleChoice = z.object({
  orgId,
  key: z.string().trim().min(3).max(300),
  choice: z.enum(['pinned', 'hidden']).nullable(),
});

export const recommendationContracts = {
  /** GET /api/ai/product-recommendations (the salon's team): products for one client. */
  forClient: endpoint<ClientRecommendations>()(
    'GET',
    'ai',
    '/product-recommendations',
    undefined,
    z.object({
      orgId,
      clientId: z.string().trim().pipe(zDocId('Not a client id')),
      limit: z.coerce.number().int().min(1).max(10).default(5),
    }),
  ),
  /** GET /api/ai/product-recommendations/rules (owners, managers): the rules and how they scored. */
  rules: endpoint<RecommendationRules>()(
    'GET',
    'ai',
    '/product-recommendations/rules',
    undefined,
    z.object({ orgId }),
  ),
  /** POST /api/ai/product-recommendations/rules: pin or hide a rule (or undo it). */
  choose: endpoint<{ key: string; choice: 'pinned' | 'hidden' | null }>()(
    'POST',
    'ai',
    '/product-recommendations/rules',
    ZRuleChoice,
  ),
};
