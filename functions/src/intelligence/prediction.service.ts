// POST /api/ai/no-show-prediction (the salon's team, not booth renters): the
// risk of one or many appointments now, with the reasons; GET
// /api/ai/no-show-report (owners and managers; the platform sees the model
// itself too): how the salon's model was measured.
import type { BookingRecord } from '@chairside/core/records/booking';
import type { NoShowPrediction, NoShowReportAnswer } from '@chairside/core/contracts/intelligence';
import { RISK_LEVELS, scoreNoShow } from '@chairside/core/intelligence/no-show';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { bookingDoc, bookingsCollection } from '../records/bookings';
import { noShowModelDoc } from '../records/intelligence';
import { orgDoc } from '../records/orgs';
import { getAll, readableRecords } from '../records/repository';
import { visitOf } from './no-show.service';
import { currentPrior } from './prior.service';

const TEAM = ['owner', 'manager', 'front_desk', 'staff'] as const;

export async function predictNoShows(
  caller: Caller,
  orgId: string,
  bookingIds: readonly string[],
  now = new Date(),
): Promise<{ predictions: NoShowPrediction[]; model: 'salon' | 'prior' }> {
  await requireRole(orgId, caller, TEAM, { action: 'see no-show risks' });
  const [org, model, snaps, prior] = await Promise.all([
    orgDoc(orgId).get(),
    noShowModelDoc(orgId).get(),
    getAll(bookingIds.map((id) => bookingDoc(orgId, id))),
    currentPrior(),
  ]);
  countReads(2 + bookingIds.length);
  const bookings = snaps.map((s) => s.data());
  const missing = bookingIds.filter((_, i) => !bookings[i]);
  if (missing.length)
    throw new ApiError('not_found', `No appointment ${missing[0]} at this salon.`, { missing });
  const timeZone = org.data()?.timeZone ?? 'UTC';
  const record = model.data();
  const own = record?.status === 'trained' ? record.model : null;
  // Each client's history once, however many of their appointments are asked about.
  const clientIds = [...new Set(bookings.map((b) => b!.clientId).filter((c): c is string => !!c))];
  const histories = new Map<string, BookingRecord[]>();
  for (const clientId of clientIds) {
    const snap = await bookingsCollection(orgId).where('clientId', '==', clientId).get();
    countReads(Math.max(1, snap.size));
    histories.set(clientId, readableRecords(snap.docs));
  }
  const predictions = bookings.map((b) => {
    const history = (b!.clientId ? (histories.get(b!.clientId) ?? []) : []).map((h) =>
      visitOf(h, timeZone),
    );
    const risk = scoreNoShow(
      own,
      prior.model,
      visitOf(b!, timeZone),
      history,
      now,
      record?.confirmation ?? null,
    );
    return {
      bookingId: b!.id,
      probability: Math.round(risk.probability * 1000) / 1000,
      level: risk.level,
      reasons: risk.reasons,
    };
  });
  return { predictions, model: own ? 'salon' : 'prior' };
}

export async function noShowReport(caller: Caller, orgId: string): Promise<NoShowReportAnswer> {
  const member = await requireRole(orgId, caller, ['owner', 'manager'], {
    allowSuperAdmin: true,
    action: 'see how no-shows are predicted',
  });
  const [record, prior] = await Promise.all([
    noShowModelDoc(orgId)
      .get()
      .then((s) => s.data()),
    currentPrior(),
  ]);
  countReads(1);
  return {
    prior: { source: prior.source, salons: prior.salons },
    status: record?.status ?? 'too_little',
    rows: record?.rows ?? 0,
    trainedAt: record?.trainedAt?.toISOString() ?? null,
    holdoutFrom: record?.holdoutFrom?.toISOString() ?? null,
    report: record?.report ?? null,
    confirmation: record?.confirmation ?? null,
    levels: RISK_LEVELS,
    // The platform sees the model itself; a salon sees what it means.
    model: member === null || caller.superAdmin ? (record?.model ?? null) : null,
  };
}
