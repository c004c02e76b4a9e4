// Paying the team: commission plans and pay settings (owners and managers),
// and a pay period's run computed from the ledger, adjusted with reasons,
// closed once (its lines stored as paid, never computed again), exported as
// CSV. Everyone else sees only their own line.
import type {
  CommissionPlanView,
  CommissionSettings,
  PayRunView,
  PayTeamMember,
} from '@chairside/core/contracts/pay';
import {
  flatTerms,
  planFor,
  scopeKey,
  type ZSaveCommissionPlan,
} from '@chairside/core/commissions';
import {
  DEFAULT_PAY_SETTINGS,
  earningsOf,
  payLinesCsv,
  payRunCsv,
  payRunRow,
  periodContaining,
  previousPeriod,
  shareTips,
  approvedDiscountsOf,
  type PaySettings,
  type PayPeriod,
  type PayRunRow,
  type ZPayAdjustment,
} from '@chairside/core/pay-runs';
import { workingMinutesOn } from '@chairside/core/dashboard-summary';
import { formatMinorUnits } from '@chairside/core/money';
import type { OrgRecord } from '@chairside/core/records/org';
import type { PayRunRecord, PaySettingsRecord } from '@chairside/core/records/pay';
import { ROLE_INFO, type Role } from '@chairside/core/roles';
import { addDays } from '@chairside/core/zoned-time';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole, type Membership } from '../http/membership';
import { countReads } from '../http/read-count';
import { actorOf } from '../platform/actor';
import {
  commissionPlansCollection,
  payRunDoc,
  payRunLinesCollection,
  paySettingsDoc,
} from '../records/pay';
import { readableRecords } from '../records/repository';
import { staffCollection, staffPayDoc } from '../records/team';
import { activeServices } from '../records/services';
import { productsCollection } from '../records/retail';
import { readPeriodLedger } from './ledger-reads';
import { declaredTipsIn } from './tips.service';
import { salonOf, teamOf, todayAt } from './reads';

const MANAGERS = ['owner', 'manager'] as const;

async function settingsOf(orgId: string): Promise<PaySettingsRecord> {
  const stored = (await paySettingsDoc(orgId).get()).data();
  countReads(1);
  return (
    stored ?? {
      id: 'current',
      ...DEFAULT_PAY_SETTINGS,
      closedThrough: '',
      updatedAt: new Date(0),
    }
  );
}

async function plansOf(orgId: string) {
  const snap = await commissionPlansCollection(orgId).get();
  countReads(Math.max(1, snap.size));
  return readableRecords(snap.docs);
}

const roleWords = (role: Role) => `${ROLE_INFO[role].label}s`;

async function settingsView(orgId: string, salon: OrgRecord): Promise<CommissionSettings> {
  const [settings, team, plans, services, products] = await Promise.all([
    settingsOf(orgId),
    teamOf(orgId),
    plansOf(orgId),
    activeServices(orgId),
    productsCollection(orgId).get(),
  ]);
  countReads(Math.max(1, services.length) + Math.max(1, products.size));
  const names = new Map(team.map((m) => [m.id, m.displayName]));
  const { closedThrough, updatedAt: _u, id: _i, ...rest } = settings;
  return {
    currency: salon.currency,
    settings: rest,
    closedThrough,
    current: periodContaining(todayAt(salon), settings),
    plans: plans
      .map((p): CommissionPlanView => ({
        id: p.id,
        scope: p.scope,
        scopeName:
          p.scope.kind === 'staff'
            ? (names.get(p.scope.staffId) ?? 'A former team member')
            : roleWords(p.scope.role),
        effectiveFrom: p.effectiveFrom,
        terms: p.terms,
        savedBy: p.savedBy.name,
        savedAt: p.savedAt.toISOString(),
      }))
      .sort(
        (a, b) =>
          a.scopeName.localeCompare(b.scopeName) || (a.effectiveFrom < b.effectiveFrom ? 1 : -1),
      ),
    team: team.map((m): PayTeamMember => ({ staffId: m.id, name: m.displayName, role: m.role })),
    items: [
      ...services.map((x) => ({ id: x.id, name: x.name, kind: 'service' as const })),
      ...readableRecords(products.docs)
        .filter((x) => !x.archived)
        .map((x) => ({
          id: x.id,
          name: x.name,
          kind: 'product' as const,
        })),
    ].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** GET commission-settings: plans, pay settings and the team (owners and managers). */
export async function commissionSettings(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'see the team’s pay' });
  return settingsView(orgId, await salonOf(orgId));
}

const fieldError = (path: string, message: string) =>
  new ApiError('validation_failed', message, [{ path, message }]);

/** POST commission-settings: a plan for a member or a role from the first day of a period. */
export async function saveCommissionPlan(
  caller: Caller,
  input: z.output<typeof ZSaveCommissionPlan>,
): Promise<CommissionSettings> {
  const { orgId, scope, effectiveFrom, terms } = input;
  await requireRole(orgId, caller, MANAGERS, { action: 'set commission plans' });
  const salon = await salonOf(orgId);
  const settings = await settingsOf(orgId);
  if (settings.closedThrough && effectiveFrom <= settings.closedThrough)
    throw fieldError(
      'effectiveFrom',
      `Pay up to ${settings.closedThrough} is closed: a plan can start from ${addDays(settings.closedThrough, 1)}`,
    );
  const period = periodContaining(effectiveFrom, settings);
  if (period.from !== effectiveFrom)
    throw fieldError(
      'effectiveFrom',
      `A plan starts on the first day of a pay period: ${period.from} or ${addDays(period.to, 1)}`,
    );
  if (scope.kind === 'staff') {
    const member = (await staffCollection(orgId).doc(scope.staffId).get()).data();
    countReads(1);
    if (!member) throw fieldError('scope.staffId', 'That team member could not be found');
    if (member.role === 'booth_renter')
      throw fieldError('scope.staffId', 'A booth renter’s terms are set as rent, not commission');
  }
  const id = `${scopeKey(scope).replace(':', '-')}~${effectiveFrom}`;
  await commissionPlansCollection(orgId)
    .doc(id)
    .set({
      id,
      scope,
      effectiveFrom,
      terms,
      savedBy: await actorOf(orgId, caller),
      savedAt: new Date(),
    });
  return settingsView(orgId, salon);
}

/** Removes a plan that has not started (one in force stays: a new plan replaces it from a day). */
export async function removePlan(caller: Caller, orgId: string, planId: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change commission plans' });
  const salon = await salonOf(orgId);
  const ref = commissionPlansCollection(orgId).doc(planId);
  const plan = (await ref.get()).data();
  countReads(1);
  if (!plan) throw new ApiError('not_found', 'That plan could not be found.');
  if (plan.effectiveFrom <= todayAt(salon))
    throw new ApiError(
      'conflict',
      'This plan is already in force: save a new plan from the next period to replace it.',
    );
  await ref.delete();
  return settingsView(orgId, salon);
}

/** POST pay/settings: how often the team is paid, the card fee, and who keeps no-show fees. */
export async function savePaySettings(caller: Caller, orgId: string, next: PaySettings) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change pay settings' });
  const salon = await salonOf(orgId);
  const current = await settingsOf(orgId);
  if (current.closedThrough) {
    const first = periodContaining(addDays(current.closedThrough, 1), next);
    if (first.from !== addDays(current.closedThrough, 1))
      throw fieldError(
        'settings.anchor',
        `Periods must go on from the last closed one: the next starts on ${addDays(current.closedThrough, 1)}`,
      );
  }
  await paySettingsDoc(orgId).set({
    ...next,
    id: 'current',
    closedThrough: current.closedThrough,
    updatedAt: new Date(),
  });
  return settingsView(orgId, salon);
}

// ── Runs ────────────────────────────────────────────────────────────────────

const money = (currency: string) => (minor: number) =>
  formatMinorUnits(minor, currency, 'en-US', true);

/** "2 Nov 2026". */
const dayWords = (d: string) =>
  new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Each active team member's line for a period, from the ledger and their plan. */
async function computeRows(
  orgId: string,
  salon: OrgRecord,
  settings: PaySettings,
  period: PayPeriod,
  adjustments: PayRunRecord['adjustments'],
): Promise<PayRunRow[]> {
  const [team, plans, ledger, declared] = await Promise.all([
    teamOf(orgId),
    plansOf(orgId),
    readPeriodLedger(orgId, period, salon.timeZone, settings.recognition),
    declaredTipsIn(orgId, period),
  ]);
  const earnings = earningsOf(
    ledger.sales,
    ledger.payments,
    settings,
    period,
    ledger.serviceOf,
    ledger.appointmentDay,
  );
  const people = team.filter((m) => m.role !== 'booth_renter');
  const byUid = new Map(team.flatMap((m) => (m.userId ? [[m.userId, m.id] as const] : [])));
  const approved = approvedDiscountsOf(ledger.sales, period, (uid) => byUid.get(uid) ?? null);
  const pays = await Promise.all(people.map((m) => staffPayDoc(orgId, m.id).get()));
  countReads(people.length);
  const days: string[] = [];
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.push(d);
  const hours = people.map((m) => {
    const minutes = days.reduce(
      (sum, d) =>
        sum +
        workingMinutesOn(
          { id: m.id, weeklyHours: m.weeklyHours, exceptions: m.exceptions, timeOff: m.timeOff },
          salon.businessHours,
          d,
        ),
      0,
    );
    return Math.round((minutes / 60) * 100) / 100;
  });
  // Tips: the ledger's and the cash declared, then shared as the salon says.
  const tips = shareTips(
    people.map((m, i) => ({
      staffId: m.id,
      role: m.role,
      hours: hours[i]!,
      tips: (earnings.get(m.id)?.tips ?? 0) + (declared.get(m.id) ?? 0),
    })),
    settings.tips,
  );
  return people.map((m, i) => {
    const dated = planFor(plans, m.id, m.role, period.from);
    const legacy = pays[i]?.data()?.commissionRate ?? 0;
    const plan = dated
      ? {
          words:
            dated.scope.kind === 'staff'
              ? `Own plan from ${dayWords(dated.effectiveFrom)}`
              : `${roleWords(dated.scope.role)}’ plan from ${dayWords(dated.effectiveFrom)}`,
          terms: dated.terms,
        }
      : legacy > 0
        ? { words: `${legacy}% from the team member’s profile`, terms: flatTerms(legacy) }
        : null;
    const shared = tips.get(m.id);
    return payRunRow(
      {
        staffId: m.id,
        name: m.displayName,
        role: ROLE_INFO[m.role].label,
        plan,
        earnings: { lines: earnings.get(m.id)?.lines ?? [], tips: shared?.tips ?? 0 },
        tipsHow: shared?.how ?? '',
        approvedDiscounts: approved.get(m.id) ?? { count: 0, amount: 0 },
        hours: hours[i]!,
        adjustments: adjustments
          .filter((a) => a.staffId === m.id)
          .map(({ staffId: _s, ...a }) => a),
        deductions: 0,
      },
      settings.cardFee,
      money(salon.currency),
    );
  });
}

function runView(
  run: Pick<PayRunRecord, 'from' | 'to' | 'status' | 'currency' | 'closedBy' | 'closedAt'>,
  rows: PayRunRow[],
  settings: PaySettings,
  today: string,
): PayRunView {
  const sum = (f: (r: PayRunRow) => number) => rows.reduce((s, r) => s + f(r), 0);
  const after = addDays(run.to, 1);
  return {
    from: run.from,
    to: run.to,
    status: run.status,
    currency: run.currency,
    rows,
    totals: {
      commission: sum((r) => r.commission),
      tips: sum((r) => r.tips),
      hourlyPay: sum((r) => r.hourlyPay),
      adjustments: sum((r) => r.adjustmentsTotal),
      total: sum((r) => r.total),
    },
    closedBy: run.closedBy?.name ?? null,
    closedAt: run.closedAt?.toISOString() ?? null,
    previous: previousPeriod(run, settings).from,
    next: after <= today ? after : null,
  };
}

const LINES_PER_DOC = 1_000;

/** A closed run's rows with their lines, read back (only `staffId`'s when given). */
async function storedRows(
  orgId: string,
  run: PayRunRecord,
  staffId: string | null,
): Promise<PayRunRow[]> {
  const lines = payRunLinesCollection(orgId, run.from);
  const snap = await (staffId ? lines.where('staffId', '==', staffId) : lines).get();
  countReads(Math.max(1, snap.size));
  const parts = readableRecords(snap.docs).sort((a, b) => a.part - b.part);
  return run.rows
    .filter((r) => staffId === null || r.staffId === staffId)
    .map((r) => ({
      ...r,
      lines: parts.filter((p) => p.staffId === r.staffId).flatMap((p) => p.lines),
    }));
}

/** Only managers see everyone; anyone else, their own line. */
const visibleRows = (rows: PayRunRow[], membership: Membership) =>
  (MANAGERS as readonly Role[]).includes(membership.role)
    ? rows
    : rows.filter((r) => r.staffId === membership.staffId);

async function runFor(orgId: string, from: string | undefined) {
  const salon = await salonOf(orgId);
  const settings = await settingsOf(orgId);
  const today = todayAt(salon);
  const period = periodContaining(from ?? today, settings);
  if (from && period.from !== from)
    throw fieldError('from', `Pay periods start on ${period.from}, not ${from}`);
  const stored = (await payRunDoc(orgId, period.from).get()).data();
  countReads(1);
  return { salon, settings, today, period, stored };
}

/** Today in the salon's zone. */
export const payRunToday = async (orgId: string) => todayAt(await salonOf(orgId));

/** GET pay/runs: a period's run: stored as closed, else computed now as a draft. */
export async function payRun(caller: Caller, orgId: string, from: string | undefined) {
  const membership = await requireRole(orgId, caller, 'any', { action: 'see pay' });
  const { salon, settings, today, period, stored } = await runFor(orgId, from);
  if (stored?.status === 'closed') {
    const manager = (MANAGERS as readonly Role[]).includes(membership.role);
    const own = manager ? null : (membership.staffId ?? '-');
    return runView(stored, await storedRows(orgId, stored, own), settings, today);
  }
  const rows = await computeRows(orgId, salon, settings, period, stored?.adjustments ?? []);
  const draft = {
    ...period,
    status: 'draft' as const,
    currency: salon.currency,
    closedBy: null,
    closedAt: null,
  };
  return runView(draft, visibleRows(rows, membership), settings, today);
}

/** POST pay/runs/adjust: an amount with its reason on a draft (a closed run takes none). */
export async function adjustPay(caller: Caller, input: z.output<typeof ZPayAdjustment>) {
  const { orgId, from, staffId, amount, reason } = input;
  await requireRole(orgId, caller, MANAGERS, { action: 'adjust pay' });
  const { salon, period } = await runFor(orgId, from);
  const by = (await actorOf(orgId, caller)).name;
  const member = (await staffCollection(orgId).doc(staffId).get()).data();
  if (!member) throw fieldError('staffId', 'That team member could not be found');
  const ref = payRunDoc(orgId, period.from);
  await db().runTransaction(async (tx) => {
    const run = (await tx.get(ref)).data();
    if (run?.status === 'closed')
      throw new ApiError(
        'conflict',
        'This pay period is closed: add the correction to the next period’s run.',
      );
    const adjustment = {
      id: randomUUID(),
      staffId,
      amount,
      reason,
      by,
      at: new Date().toISOString(),
    };
    tx.set(ref, {
      id: period.from,
      ...period,
      status: 'draft',
      currency: salon.currency,
      adjustments: [...(run?.adjustments ?? []), adjustment],
      rows: [],
      closedBy: null,
      closedAt: null,
      updatedAt: new Date(),
    });
  });
  return payRun(caller, orgId, period.from);
}

/**
 * POST pay/runs/close: computes the run once more and stores every line as
 * paid; the period is then locked (plans and adjustments cannot reach it).
 * Closing a closed run answers it as it is.
 */
export async function closePayRun(caller: Caller, orgId: string, from: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'close pay runs' });
  const { salon, settings, today, period, stored } = await runFor(orgId, from);
  if (stored?.status === 'closed')
    return runView(stored, await storedRows(orgId, stored, null), settings, today);
  if (period.to >= today)
    throw new ApiError(
      'unprocessable',
      `This period runs until ${period.to}: close it once it has ended.`,
    );
  const closedBy = await actorOf(orgId, caller);
  const ref = payRunDoc(orgId, period.from);
  const closed = await db().runTransaction(async (tx) => {
    const run = (await tx.get(ref)).data();
    const current = (await tx.get(paySettingsDoc(orgId))).data();
    if (run?.status === 'closed') return run;
    const adjustments = run?.adjustments ?? [];
    const rows = await computeRows(orgId, salon, settings, period, adjustments);
    const record: PayRunRecord = {
      id: period.from,
      ...period,
      status: 'closed',
      currency: salon.currency,
      adjustments,
      rows: rows.map((r) => ({ ...r, lines: [] })),
      closedBy,
      closedAt: new Date(),
      updatedAt: new Date(),
    };
    tx.set(ref, record);
    // Each person's lines, a thousand to a document, beside the run.
    for (const r of rows)
      for (let part = 0; part * LINES_PER_DOC < Math.max(1, r.lines.length); part++) {
        const id = `${r.staffId}~${part}`;
        tx.set(payRunLinesCollection(orgId, period.from).doc(id), {
          id,
          staffId: r.staffId,
          part,
          lines: r.lines.slice(part * LINES_PER_DOC, (part + 1) * LINES_PER_DOC),
        });
      }
    const through = current?.closedThrough ?? '';
    tx.set(paySettingsDoc(orgId), {
      ...settings,
      ...current,
      id: 'current',
      closedThrough: through > period.to ? through : period.to,
      updatedAt: new Date(),
    });
    return record;
  });
  return runView(closed, await storedRows(orgId, closed, null), settings, today);
}

/** GET pay/runs/export: the run as CSV, or one person's lines (their own for non-managers). */
export async function exportPayRun(
  caller: Caller,
  orgId: string,
  from: string,
  staffId: string | undefined,
): Promise<{ filename: string; csv: string }> {
  const membership = await requireRole(orgId, caller, 'any', { action: 'see pay' });
  const manager = (MANAGERS as readonly Role[]).includes(membership.role);
  if (!manager && (!staffId || staffId !== membership.staffId))
    throw new ApiError('forbidden', 'You can download only your own pay lines.');
  const run = await payRun(caller, orgId, from);
  if (!staffId)
    return {
      filename: `pay-run-${run.from}-to-${run.to}.csv`,
      csv: payRunCsv(run, run.rows, run.currency),
    };
  const row = run.rows.find((r) => r.staffId === staffId);
  if (!row) throw new ApiError('not_found', 'That team member has no line in this run.');
  const slug =
    row.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'team-member';
  return {
    filename: `pay-${slug}-${run.from}-to-${run.to}.csv`,
    csv: payLinesCsv(run, row, run.currency),
  };
}
