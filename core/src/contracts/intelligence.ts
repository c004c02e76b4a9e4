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
  /** What raises it, in words ("1 no-show, one in the last 6 months"). */
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
