// Booth rent (the spec's booth-renter-commission-settings): each renter's
// terms from a day, the statements of their newest periods worked out from
// the terms and their takings and retail in the finance rollups, and rent
// paid in cash recorded in the ledger (purpose booth_rent) and against its
// period, once per idempotency key. Owners and managers set terms; the desk
// records payments too; a renter sees their own rent.
import {
  rentInWords,
  rentPeriods,
  rentStatement,
  type DatedTerms,
  type RentStatement,
} from '@chairside/core/booth-rent';
import type { BoothRenterView, BoothRentView } from '@chairside/core/contracts/pay';
import { formatMinorUnits } from '@chairside/core/money';
import type { BoothRentRecord } from '@chairside/core/records/pay';
import type { StaffRecord } from '@chairside/core/records/team';
import { CASHIER_ROLES, type Role } from '@chairside/core/roles';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import type { ZRecordRent, ZSaveBoothRent } from '@chairside/core/booth-rent';
import { figureReader } from '../finance';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { actorOf } from '../platform/actor';
import { requestHash } from '../platform/ids';
import { cashierOf, ledgerRecord, paymentIdFor } from '../platform/ledger';
import { boothRentDoc } from '../records/pay';
import { paymentDoc } from '../records/payments';
import { getAll, readableRecords } from '../records/repository';
import { staffCollection, staffDoc } from '../records/team';
import { salonOf } from './reads';

const MANAGERS: readonly Role[] = ['owner', 'manager'];
const SEES_ALL: readonly Role[] = CASHIER_ROLES;
/** Statements shown per renter, newest first. */
const SHOWN = 8;

export async function rentersOf(orgId: string, only: string | null): Promise<StaffRecord[]> {
  if (only) {
    const one = (await staffDoc(orgId, only).get()).data();
    countReads(1);
    return one && one.role === 'booth_renter' ? [one] : [];
  }
  const snap = await staffCollection(orgId).where('role', '==', 'booth_renter').get();
  countReads(Math.max(1, snap.size));
  return readableRecords(snap.docs)
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

const datedOf = (r: BoothRentRecord | undefined): DatedTerms[] =>
  (r?.history ?? []).map((h) => ({ effectiveFrom: h.effectiveFrom, terms: h.terms }));

/** A renter's newest statements, from their terms, the rollups and what was paid. */
export async function statementsOf(
  staffId: string,
  record: BoothRentRecord | undefined,
  between: ReturnType<typeof figureReader>,
  today: string,
): Promise<RentStatement[]> {
  const periods = rentPeriods(datedOf(record), today).slice(-SHOWN).reverse();
  return Promise.all(
    periods.map(async (p) => {
      const f = await between(p.from, p.to);
      const paid = (record?.payments ?? [])
        .filter((x) => x.from === p.from)
        .reduce((s, x) => s + x.amount, 0);
      return rentStatement(
        p,
        { takings: f[`staff.${staffId}`] ?? 0, retail: f[`retail.${staffId}`] ?? 0 },
        paid,
        today,
      );
    }),
  );
}

/** "Visa ···4242" for a saved card (or "the saved card" without its details); null for none. */
function savedCardWords(card: BoothRentRecord['card']): string | null {
  if (!card?.paymentMethodId) return null;
  if (!card.last4) return 'the saved card';
  const brand = card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ···${card.last4}`;
}

async function renterView(
  renter: StaffRecord,
  record: BoothRentRecord | undefined,
  between: ReturnType<typeof figureReader>,
  today: string,
  money: (minor: number) => string,
): Promise<BoothRenterView> {
  const statements = await statementsOf(renter.id, record, between, today);
  const owing = statements.filter((s) => s.status === 'due' || s.status === 'late');
  return {
    staffId: renter.id,
    name: renter.displayName,
    history: (record?.history ?? []).map((h) => ({
      effectiveFrom: h.effectiveFrom,
      terms: h.terms,
      words: rentInWords(h.terms, money),
    })),
    statements,
    owed: owing.reduce((s, x) => s + x.balance, 0),
    late: owing.filter((s) => s.status === 'late').reduce((s, x) => s + x.balance, 0),
    payments: (record?.payments ?? [])
      .slice(-20)
      .reverse()
      .map((p) => ({
        paymentId: p.paymentId,
        from: p.from,
        amount: p.amount,
        method: p.method,
        at: p.at.toISOString(),
        by: p.by.name,
      })),
    card: savedCardWords(record?.card ?? null),
  };
}

/** GET booth-renter-commission-settings: every renter's rent (a renter: their own). */
export async function boothRent(
  caller: Caller,
  orgId: string,
  now = Date.now(),
): Promise<BoothRentView> {
  const membership = await requireRole(orgId, caller, [...SEES_ALL, 'booth_renter'], {
    action: 'see booth rent',
  });
  const salon = await salonOf(orgId);
  const today = localParts(now, salon.timeZone).date;
  const own = membership.role === 'booth_renter';
  const renters = await rentersOf(orgId, own ? (membership.staffId ?? '') : null);
  const records = await getAll(renters.map((r) => boothRentDoc(orgId, r.id)));
  countReads(renters.length);
  const between = figureReader(orgId);
  const money = (minor: number) => formatMinorUnits(minor, salon.currency, 'en-US', true);
  return {
    currency: salon.currency,
    today,
    renters: await Promise.all(
      renters.map((r, i) => renterView(r, records[i]?.data(), between, today, money)),
    ),
    canSetTerms: MANAGERS.includes(membership.role),
    canRecord: SEES_ALL.includes(membership.role),
  };
}

/** Rent late now across the salon's renters: how many renters, and how much (one query without renters). */
export async function lateRent(
  orgId: string,
  today: string,
): Promise<{ renters: number; amount: number }> {
  const renters = await rentersOf(orgId, null);
  if (!renters.length) return { renters: 0, amount: 0 };
  const records = await getAll(renters.map((r) => boothRentDoc(orgId, r.id)));
  countReads(renters.length);
  const between = figureReader(orgId);
  const late = await Promise.all(
    renters.map(async (r, i) =>
      (await statementsOf(r.id, records[i]?.data(), between, today))
        .filter((s) => s.status === 'late')
        .reduce((sum, s) => sum + s.balance, 0),
    ),
  );
  return { renters: late.filter((n) => n > 0).length, amount: late.reduce((a, b) => a + b, 0) };
}

/** POST booth-renter-commission-settings: a renter's terms from a day (not inside a paid period). */
export async function saveBoothRent(
  caller: Caller,
  input: z.output<typeof ZSaveBoothRent>,
): Promise<BoothRentView> {
  const { orgId, staffId, effectiveFrom, terms } = input;
  await requireRole(orgId, caller, MANAGERS, { action: 'set booth rent' });
  const renter = (await staffDoc(orgId, staffId).get()).data();
  if (!renter || renter.role !== 'booth_renter')
    throw new ApiError('validation_failed', 'Rent is for booth renters.', [
      { path: 'staffId', message: 'Choose a booth renter' },
    ]);
  const by = await actorOf(orgId, caller);
  const ref = boothRentDoc(orgId, staffId);
  await db().runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const paidPeriods = rentPeriods(datedOf(current), effectiveFrom).filter((p) =>
      (current?.payments ?? []).some((x) => x.from === p.from),
    );
    const lastPaid = paidPeriods.at(-1);
    if (lastPaid && effectiveFrom <= lastPaid.to)
      throw new ApiError('validation_failed', 'That period’s rent is already paid.', [
        {
          path: 'effectiveFrom',
          message: `Rent to ${lastPaid.to} is already paid: start the new terms after it`,
        },
      ]);
    const history = (current?.history ?? []).filter((h) => h.effectiveFrom !== effectiveFrom);
    history.push({ effectiveFrom, terms, savedBy: by, savedAt: new Date() });
    history.sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
    tx.set(ref, {
      id: staffId,
      history,
      payments: current?.payments ?? [],
      card: current?.card ?? null,
      updatedAt: new Date(),
    });
  });
  return boothRent(caller, orgId);
}

/**
 * POST pay/rent/record: rent paid in cash for one period, into the ledger
 * (the day's drawer expects it) and against the period, at most its balance.
 * The same idempotency key answers the same payment again.
 */
export async function recordRent(
  caller: Caller,
  input: z.output<typeof ZRecordRent>,
  now: () => Date = () => new Date(),
): Promise<BoothRentView> {
  const { orgId, staffId, from, amount } = input;
  const cashier = await cashierOf(orgId, caller, 'record booth rent');
  const salon = await salonOf(orgId);
  const renter = (await staffDoc(orgId, staffId).get()).data();
  if (!renter || renter.role !== 'booth_renter')
    throw new ApiError('not_found', 'That booth renter could not be found.');
  const ref = paymentDoc(orgId, paymentIdFor(orgId, 'rent', input.idempotencyKey));
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  const rentRef = boothRentDoc(orgId, staffId);
  const today = localParts(now().getTime(), salon.timeZone).date;
  const money = (minor: number) => formatMinorUnits(minor, salon.currency, 'en-US', true);
  const before = (await rentRef.get()).data();
  const statement = (await statementsOf(staffId, before, figureReader(orgId), today)).find(
    (s) => s.from === from,
  );
  await db().runTransaction(async (tx) => {
    const [existing, current] = await Promise.all([
      tx.get(ref).then((s) => s.data()),
      tx.get(rentRef).then((s) => s.data()),
    ]);
    if (existing) {
      if (existing.requestHash !== hash)
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different payment. Use a new key for a new payment.',
        );
      return;
    }
    if (!current || !statement)
      throw new ApiError('validation_failed', 'There is no rent for that period.', [
        { path: 'from', message: 'Choose a rent period of this renter' },
      ]);
    // What was paid since the statement was read counts too.
    const paid = current.payments.filter((x) => x.from === from).reduce((s, x) => s + x.amount, 0);
    const balance = statement.amount - paid;
    if (amount > balance)
      throw new ApiError(
        'validation_failed',
        `The rent still owed for that period is ${money(Math.max(0, balance))}.`,
        [{ path: 'amount', message: `At most ${money(Math.max(0, balance))}` }],
      );
    const at = now();
    tx.create(
      ref,
      ledgerRecord({
        id: ref.id,
        method: 'cash',
        purpose: 'booth_rent',
        status: 'succeeded',
        amount,
        currency: salon.currency,
        staffId,
        staffName: renter.displayName,
        timeZone: salon.timeZone,
        at,
        by: cashier,
        note: `Booth rent for ${from} to ${statement.to}, in cash`,
        requestHash: hash,
      }),
    );
    tx.update(rentRef, {
      payments: [
        ...current.payments,
        { paymentId: ref.id, from, amount, method: 'cash', at, by: cashier },
      ].slice(-200),
      updatedAt: at,
    });
  });
  return boothRent(caller, orgId, now().getTime());
}
