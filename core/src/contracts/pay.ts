// Pay calls: commission plans (the spec's commission-settings), the salon's
// pay settings, and pay runs (a period's draft, adjustments, closing, CSV).
import { z } from 'zod';
import { ZSaveCommissionPlan, type PlanScope, type PlanTerms } from '../commissions';
import {
  ZDeclareTips,
  ZPayAdjustment,
  ZPaySettings,
  type PayRunRow,
  type PaySettings,
} from '../pay-runs';
import { zDocId } from '../ids';
import { ZIsoDate } from '../staff-profile';
import type { Role } from '../roles';
import type { StaffPerformance } from '../performance';
import {
  ZRecordRent,
  ZSaveBoothRent,
  type BoothRentTerms,
  type RentStatement,
} from '../booth-rent';
import { endpoint } from './endpoint';

export interface BoothRenterView {
  staffId: string;
  name: string;
  /** Their terms, each from a day, oldest first. */
  history: { effectiveFrom: string; terms: BoothRentTerms; words: string }[];
  /** The newest periods' statements (at most 8), newest first. */
  statements: RentStatement[];
  /** What is owed and late now, summed over the statements. */
  owed: number;
  late: number;
  payments: {
    paymentId: string;
    from: string;
    amount: number;
    method: string;
    at: string;
    by: string;
  }[];
  /** The card saved for rent ("Visa ···4242"), when one is. */
  card: string | null;
}

/** Saving a renter's card with Stripe.js: the SetupIntent on the salon's account. */
export interface RentCardSetup {
  clientSecret: string;
  publishableKey: string;
  accountId: string;
}

export interface BoothRentView {
  currency: string;
  today: string;
  /** Every booth renter for the owner, managers and the desk; a renter's own row for them. */
  renters: BoothRenterView[];
  /** Whether the caller may set terms (owners, managers) and record payments (and the desk). */
  canSetTerms: boolean;
  canRecord: boolean;
}

export interface CommissionPlanView {
  id: string;
  scope: PlanScope;
  /** "Leo Martins" or "Stylists". */
  scopeName: string;
  effectiveFrom: string;
  terms: PlanTerms;
  savedBy: string;
  savedAt: string;
}

export interface PayTeamMember {
  staffId: string;
  name: string;
  role: Role;
}

export interface CommissionSettings {
  currency: string;
  settings: PaySettings;
  /** The last day of the newest closed period ('' before the first): plans start after it. */
  closedThrough: string;
  /** The period today falls in. */
  current: { from: string; to: string };
  plans: CommissionPlanView[];
  team: PayTeamMember[];
  /** The services and products an item's own rate can be set on. */
  items: { id: string; name: string; kind: 'service' | 'product' }[];
}

export interface PayRunView {
  from: string;
  to: string;
  status: 'draft' | 'closed';
  currency: string;
  rows: PayRunRow[];
  totals: {
    commission: number;
    tips: number;
    hourlyPay: number;
    adjustments: number;
    total: number;
  };
  closedBy: string | null;
  closedAt: string | null;
  /** The periods before and after, to step through runs. */
  previous: string;
  next: string | null;
}

export interface PerformanceView {
  from: string;
  to: string;
  currency: string;
  rows: StaffPerformance[];
}

const ZOrgQuery = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });
const ZRunQuery = ZOrgQuery.extend({ from: ZIsoDate.optional() });
const ZRunRef = ZOrgQuery.extend({ from: ZIsoDate });
const ZRangeQuery = ZOrgQuery.extend({ from: ZIsoDate, to: ZIsoDate });
const ZExportQuery = ZRunRef.extend({ staffId: zDocId('Not a team member id').optional() });

export const ZSavePaySettings = ZOrgQuery.extend({ settings: ZPaySettings });
export const ZRemovePlan = ZOrgQuery.extend({ planId: z.string().trim().min(1).max(300) });

export const payContracts = {
  /** GET /api/commission-settings?orgId (owners, managers): plans, pay settings and the team. */
  commissionSettings: endpoint<CommissionSettings>()(
    'GET',
    '',
    '/commission-settings',
    undefined,
    ZOrgQuery,
  ),
  /** POST /api/commission-settings (owners, managers): a plan for a member or a role from a day. */
  saveCommissionPlan: endpoint<CommissionSettings>()(
    'POST',
    '',
    '/commission-settings',
    ZSaveCommissionPlan,
  ),
  /** POST /api/pay/plans/remove (owners, managers): a plan that has not started yet. */
  removePlan: endpoint<CommissionSettings>()('POST', 'pay', '/plans/remove', ZRemovePlan),
  /** POST /api/pay/settings (owners, managers): how often the team is paid, fees, no-show fees. */
  saveSettings: endpoint<CommissionSettings>()('POST', 'pay', '/settings', ZSavePaySettings),
  /** GET /api/pay/runs?orgId&from (owners, managers all; others their own line). */
  run: endpoint<PayRunView>()('GET', 'pay', '/runs', undefined, ZRunQuery),
  /** POST /api/pay/runs/adjust (owners, managers): an amount with a reason, on a draft run. */
  adjust: endpoint<PayRunView>()('POST', 'pay', '/runs/adjust', ZPayAdjustment),
  /** POST /api/pay/tips/declare (the team member, or the desk and managers for anyone): cash tips handed over. */
  declareTips: endpoint<PayRunView>()('POST', 'pay', '/tips/declare', ZDeclareTips),
  /** POST /api/pay/runs/close (owners, managers): locks the period; closing again changes nothing. */
  close: endpoint<PayRunView>()('POST', 'pay', '/runs/close', ZRunRef),
  /** GET /api/pay/performance?orgId&from&to (managers all; others their own row): at most 93 days. */
  performance: endpoint<PerformanceView>()('GET', 'pay', '/performance', undefined, ZRangeQuery),
  /** GET /api/booth-renter-commission-settings?orgId: rent terms and statements (a renter: their own). */
  boothRent: endpoint<BoothRentView>()(
    'GET',
    '',
    '/booth-renter-commission-settings',
    undefined,
    ZOrgQuery,
  ),
  /** POST /api/booth-renter-commission-settings (owners, managers): a renter's terms from a day. */
  saveBoothRent: endpoint<BoothRentView>()(
    'POST',
    '',
    '/booth-renter-commission-settings',
    ZSaveBoothRent,
  ),
  /** POST /api/pay/rent/record (owners, managers, the desk): rent paid in cash for a period. */
  recordRent: endpoint<BoothRentView>()('POST', 'pay', '/rent/record', ZRecordRent),
  /** POST /api/pay/rent/charge (owners, managers, the desk): rent from the renter's saved card. */
  chargeRent: endpoint<BoothRentView>()('POST', 'pay', '/rent/charge', ZRecordRent),
  /** POST /api/pay/rent/card (the renter): a SetupIntent to save their card for rent. */
  rentCard: endpoint<RentCardSetup>()('POST', 'pay', '/rent/card', ZOrgQuery),
  /** POST /api/pay/rent/card/verify (the renter): whether the card was saved, asked of Stripe. */
  verifyRentCard: endpoint<BoothRentView>()('POST', 'pay', '/rent/card/verify', ZOrgQuery),
  /** GET /api/pay/runs/export?orgId&from[&staffId]: the run (or one person's lines) as CSV. */
  export: endpoint<string>()('GET', 'pay', '/runs/export', undefined, ZExportQuery),
};
