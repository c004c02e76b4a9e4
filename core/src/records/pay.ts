// orgs/{orgId}/commissionPlans, paySettings/current, payRuns/{from} and boothRent: what
// the team is paid. Written only by functions and read through the API
// (owners and managers; each person their own line), never from the browser.
import { z } from 'zod';
import { ZPlanScope, ZPlanTerms } from '../commissions';
import { ZPaySettings } from '../pay-runs';
import { ZBoothRentTerms } from '../booth-rent';
import { storedString, ZStoredDate } from './stored';

const ZActor = z
  .object({ uid: z.string().nullable().catch(null), name: storedString() })
  .catch({ uid: null, name: '' });

/** One plan from a day on: `{scope}~{effectiveFrom}` (saving the same scope and day again replaces it). */
export const ZCommissionPlanRecord = z.object({
  id: z.string(),
  scope: ZPlanScope,
  effectiveFrom: z.string(),
  terms: ZPlanTerms,
  savedBy: ZActor,
  savedAt: ZStoredDate,
});
export type CommissionPlanRecord = z.output<typeof ZCommissionPlanRecord>;

export const ZPaySettingsRecord = ZPaySettings.extend({
  id: z.string(),
  /** The last day of the newest closed pay period ('' before the first). */
  closedThrough: storedString(),
  updatedAt: ZStoredDate,
});
export type PaySettingsRecord = z.output<typeof ZPaySettingsRecord>;

const ZCategory = z.object({ base: z.number().int(), commission: z.number().int() });

export const ZAdjustmentRecord = z.object({
  id: z.string(),
  staffId: z.string(),
  amount: z.number().int(),
  reason: storedString(),
  by: storedString(),
  at: storedString(),
});

const ZLineRecord = z.object({
  id: z.string(),
  category: z.enum(['services', 'products', 'memberships', 'giftCards']),
  name: storedString(),
  date: z.string(),
  base: z.number().int(),
  commission: z.number().int(),
  how: storedString(),
  counted: z.boolean(),
});

export const ZPayRunRowRecord = z.object({
  staffId: z.string(),
  name: storedString(),
  role: storedString(),
  plan: storedString(),
  categories: z.object({
    services: ZCategory,
    products: ZCategory,
    memberships: ZCategory,
    giftCards: ZCategory,
  }),
  commission: z.number().int(),
  hours: z.number(),
  hourlyPay: z.number().int(),
  pay: z.number().int(),
  basis: storedString(),
  tips: z.number().int(),
  tipsHow: storedString(),
  approvedDiscounts: z
    .object({ count: z.number().int(), amount: z.number().int() })
    .catch({ count: 0, amount: 0 })
    .default({ count: 0, amount: 0 }),
  adjustments: z.array(ZAdjustmentRecord.omit({ staffId: true })),
  adjustmentsTotal: z.number().int(),
  deductions: z.number().int(),
  total: z.number().int(),
  /** Empty in a closed run: its lines are in payRuns/{from}/lines. */
  lines: z.array(ZLineRecord),
});

/**
 * payRuns/{from}/lines/{staffId}~{part}: a closed run's lines for one person,
 * a thousand to a document (a busy period's lines would not fit in the run's
 * own document, which Firestore holds to 1 MiB).
 */
export const ZPayRunLinesRecord = z.object({
  id: z.string(),
  staffId: z.string(),
  part: z.number().int(),
  lines: z.array(ZLineRecord),
});
export type PayRunLinesRecord = z.output<typeof ZPayRunLinesRecord>;

/**
 * A pay period's run, by its first day: adjustments gather while it is a
 * draft; closing stores every line as it was paid, never computed again.
 */
export const ZPayRunRecord = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  status: z.enum(['draft', 'closed']),
  currency: storedString('USD'),
  adjustments: z.array(ZAdjustmentRecord).catch([]).default([]),
  rows: z.array(ZPayRunRowRecord).catch([]).default([]),
  closedBy: ZActor.nullable().catch(null).default(null),
  closedAt: ZStoredDate.nullable().catch(null).default(null),
  updatedAt: ZStoredDate,
});
export type PayRunRecord = z.output<typeof ZPayRunRecord>;

/**
 * orgs/{orgId}/boothRent/{staffId}: a booth renter's rent terms, each from a
 * day, and the rent paid for each period (the payments are in the ledger too,
 * purpose booth_rent). Functions only.
 */
export const ZBoothRentRecord = z.object({
  id: z.string(),
  history: z
    .array(
      z.object({
        effectiveFrom: z.string(),
        terms: ZBoothRentTerms,
        savedBy: ZActor,
        savedAt: ZStoredDate,
      }),
    )
    .catch([]),
  payments: z
    .array(
      z.object({
        paymentId: z.string(),
        /** The first day of the period it paid. */
        from: z.string(),
        amount: z.number().int(),
        method: z.string(),
        at: ZStoredDate,
        by: ZActor,
      }),
    )
    .catch([]),
  /** The renter's card for rent, saved on the salon's Stripe account (off-session charges). */
  card: z
    .object({
      accountId: z.string(),
      customerId: z.string(),
      setupIntentId: z.string(),
      paymentMethodId: z.string().nullable(),
      brand: storedString(),
      last4: storedString(),
    })
    .nullable()
    .catch(null)
    .default(null),
  updatedAt: ZStoredDate,
});
export type BoothRentRecord = z.output<typeof ZBoothRentRecord>;

/**
 * orgs/{orgId}/declaredTips/{id}: cash tips a team member was handed and
 * declared (themselves, or the desk at the end of the day); a pay run adds
 * them to the day's tips (and to the pool when tips are pooled). Functions only.
 */
export const ZDeclaredTipRecord = z.object({
  id: z.string(),
  staffId: z.string(),
  day: z.string(),
  amount: z.number().int(),
  by: ZActor,
  at: ZStoredDate,
});
export type DeclaredTipRecord = z.output<typeof ZDeclaredTipRecord>;
