// No-show risk for a salon's appointments: the model trained weekly on the
// salon's finished appointments (measured on the later months first), each
// upcoming appointment scored when it is written and every day for the next
// three weeks (a client's history changes as earlier appointments finish),
// into one document a day the appointment book reads. Salons with too little
// history are scored by the platform's prior alone, blended in as theirs grows.
import type { BookingRecord } from '@chairside/core/records/booking';
import type { NoShowModelRecord, StoredRisk } from '@chairside/core/records/intelligence';
import type { LogisticModel } from '@chairside/core/intelligence/logistic';
import {
  scoreNoShow,
  trainNoShow,
  type NoShowRisk,
  type RiskLevel,
  type VisitFact,
} from '@chairside/core/intelligence/no-show';
import type { RiskQuestion } from '../platform/no-show-risk';
import { contributeSample, currentPrior } from './prior.service';
import { scheduleValuesFrom } from '@chairside/core/intelligence/schedule';
import { trainRecommendations } from './recommendations.service';
import { localParts, wallClockAt } from '@chairside/core/zoned-time';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { countReads } from '../http/read-count';
import { bookingsCollection } from '../records/bookings';
import { noShowModelDoc, riskDayDoc, scheduleValuesDoc } from '../records/intelligence';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { publish } from '../platform/events';

const DAY = 86_400_000;
/** How far ahead appointments carry a risk. */
export const SCORED_DAYS = 21;
/** How much history the model learns from. */
export const HISTORY_DAYS = 548;
/** The model is fitted again weekly; the coming days are scored daily. */
export const RETRAIN_MS = 7 * DAY;
export const RESCORE_MS = DAY;
/** The service mix that values free time is learned from this many days. */
const MIX_DAYS = 90;

const LIVE = new Set(['booked', 'confirmed']);

/** Finished appointments (a visit or a no-show) before `now`. */
const finished = (visits: readonly VisitFact[], now: Date) =>
  visits.filter((v) => v.startTime < now && (v.status === 'completed' || v.status === 'no_show'))
    .length;

/** The salon's local hour and weekday (0 Sunday) of a start. */
function localStart(start: Date, timeZone: string) {
  const wall = wallClockAt(start.getTime(), timeZone);
  return {
    localHour: wall.hour,
    localWeekday: new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay(),
  };
}

/** A booking as the model sees it: its times in the salon's zone, nothing personal. */
export function visitOf(b: BookingRecord, timeZone: string): VisitFact {
  // An imported appointment was "booked" when it was imported: count it from its start.
  const createdAt = b.createdAt > b.startTime ? b.startTime : b.createdAt;
  return {
    id: b.id,
    clientId: b.clientId,
    createdAt,
    startTime: b.startTime,
    status: b.status,
    statusChangedAt: b.statusChangedAt ?? null,
    confirmedAt: b.confirmedAt ?? null,
    price: b.price,
    durationMinutes: Math.max(0, (b.endTime.getTime() - b.startTime.getTime()) / 60_000),
    secured: b.deposit > 0 || b.card !== null,
    source: b.source,
    ...localStart(b.startTime, timeZone),
  };
}

async function timeZoneOf(orgId: string): Promise<string> {
  const org = (await orgDoc(orgId).get()).data();
  countReads(1);
  return org?.timeZone ?? 'UTC';
}

/** The salon's model (null while it has too little history), as stored. */
async function modelsOf(
  orgId: string,
): Promise<{ own: LogisticModel | null; record: NoShowModelRecord | undefined }> {
  const record = (await noShowModelDoc(orgId).get()).data();
  countReads(1);
  return { own: record?.status === 'trained' ? record.model : null, record };
}

const stored = (risk: NoShowRisk, staffId: string): StoredRisk => ({
  probability: Math.round(risk.probability * 1000) / 1000,
  level: risk.level,
  reasons: risk.reasons,
  staffId,
});

/** A client's appointments (their history), newest last. */
async function historyOf(orgId: string, clientId: string | null, timeZone: string) {
  if (!clientId) return [];
  const snap = await bookingsCollection(orgId).where('clientId', '==', clientId).get();
  countReads(Math.max(1, snap.size));
  return readableRecords(snap.docs).map((b) => visitOf(b, timeZone));
}

/** What an appointment's risk is computed from (a change elsewhere does not move it). */
const riskInputs = (b: BookingRecord) =>
  JSON.stringify([
    b.startTime.getTime(),
    b.endTime.getTime(),
    b.status,
    b.clientId,
    b.deposit,
    b.card !== null,
    b.price,
    b.source,
    b.staffId,
  ]);

/**
 * Scores one appointment after it was written, and takes it off the day it
 * left (a move, a cancellation). Answers the risk, or null when it carries none.
 */
export async function scoreBookingWrite(
  orgId: string,
  before: BookingRecord | null,
  after: BookingRecord | null,
  now: Date,
): Promise<StoredRisk | null> {
  const scored = (b: BookingRecord | null): b is BookingRecord =>
    !!b &&
    LIVE.has(b.status) &&
    b.startTime > now &&
    b.startTime.getTime() - now.getTime() <= SCORED_DAYS * DAY;
  // Most writes (a payment, a note, a reminder sent) change nothing the risk reads, and
  // most appointments are not in the coming three weeks: those cost no read at all.
  if (!scored(before) && !scored(after)) return null;
  if (before && after && riskInputs(before) === riskInputs(after)) return null;
  const timeZone = await timeZoneOf(orgId);
  const dayOf = (b: BookingRecord) => localParts(b.startTime.getTime(), timeZone).date;
  if (before && scored(before) && (!scored(after) || dayOf(before) !== dayOf(after!))) {
    await riskDayDoc(orgId, dayOf(before))
      .withConverter(null)
      .set({ risks: { [before.id]: FieldValue.delete() }, updatedAt: now }, { merge: true });
  }
  if (!scored(after)) return null;
  const [{ own, record }, history, prior] = await Promise.all([
    modelsOf(orgId),
    historyOf(orgId, after.clientId, timeZone),
    currentPrior(),
  ]);
  const risk = stored(
    scoreNoShow(
      own,
      prior.model,
      visitOf(after, timeZone),
      history,
      now,
      record?.confirmation ?? null,
    ),
    after.staffId,
  );
  const date = dayOf(after);
  await riskDayDoc(orgId, date)
    .withConverter(null)
    .set({ date, risks: { [after.id]: risk }, updatedAt: now }, { merge: true });
  if (risk.level === 'high') await publish('appointment.high-risk', { orgId, bookingId: after.id });
  // The first appointment of a salon starts its model's weekly training (the due work follows).
  if (!record)
    await noShowModelDoc(orgId)
      .withConverter(null)
      .create({ status: 'too_little', rows: 0, nextRunAt: now, updatedAt: now })
      .catch(() => undefined);
  return risk;
}

/**
 * The risk of an appointment about to be booked (without a deposit or a
 * card): what the deposit policy "when the risk is high" asks. Two reads
 * and the client's appointments.
 */
export async function assessNewAppointment(q: RiskQuestion, now: Date): Promise<RiskLevel> {
  const [{ own }, history, prior] = await Promise.all([
    modelsOf(q.orgId),
    historyOf(q.orgId, q.clientId, q.timeZone),
    currentPrior(),
  ]);
  const visit: VisitFact = {
    id: '',
    clientId: q.clientId,
    createdAt: now,
    startTime: q.start,
    status: 'booked',
    statusChangedAt: null,
    price: q.price,
    durationMinutes: Math.max(0, (q.end.getTime() - q.start.getTime()) / 60_000),
    secured: false,
    source: q.source,
    ...localStart(q.start, q.timeZone),
  };
  return scoreNoShow(own, prior.model, visit, history, now).level;
}

/** The service mix of the last 90 days (and the booked weeks ahead): what free time is worth. */
async function saveScheduleValues(orgId: string, bookings: readonly BookingRecord[], now: Date) {
  const since = now.getTime() - MIX_DAYS * DAY;
  const recent = bookings.filter((b) => b.startTime.getTime() >= since);
  const values = scheduleValuesFrom(recent);
  await scheduleValuesDoc(orgId)
    .withConverter(null)
    .set({ ...values, appointments: recent.length, updatedAt: now });
}

/**
 * The due work: fits the salon's model again when a week old (measured on the
 * later months first), then scores the next three weeks. Answers what it did.
 */
export async function trainAndScore(orgId: string, now: Date): Promise<string> {
  const timeZone = await timeZoneOf(orgId);
  const since = new Date(now.getTime() - HISTORY_DAYS * DAY);
  const until = new Date(now.getTime() + SCORED_DAYS * DAY);
  const snap = await bookingsCollection(orgId)
    .where('startTime', '>=', since)
    .where('startTime', '<=', until)
    .get();
  countReads(Math.max(1, snap.size));
  const visits = readableRecords(snap.docs).map((b) => visitOf(b, timeZone));
  const { record } = await modelsOf(orgId);
  const trainedAt = record?.trainedAt ?? null;
  let own = record?.status === 'trained' ? record.model : null;
  let confirmation = record?.confirmation ?? null;
  let did = 'scored';
  if (!trainedAt || now.getTime() - trainedAt.getTime() >= RETRAIN_MS) {
    const training = trainNoShow(visits, now);
    own = training?.model ?? null;
    confirmation = training?.confirmation ?? null;
    await noShowModelDoc(orgId)
      .withConverter(null)
      .set(
        {
          status: training ? 'trained' : 'too_little',
          model: training?.model ?? null,
          report: training?.report ?? null,
          confirmation: training?.confirmation ?? null,
          rows: training?.model.n ?? finished(visits, now),
          trainedAt: now,
          holdoutFrom: training?.holdoutFrom ? new Date(training.holdoutFrom) : null,
          updatedAt: now,
        },
        { merge: true },
      );
    did = training ? 'trained and scored' : 'scored (too little history to train)';
    await contributeSample(orgId, visits, now);
    await saveScheduleValues(orgId, readableRecords(snap.docs), now);
    await trainRecommendations(orgId, readableRecords(snap.docs), now);
  }
  // The coming days, one document each, every upcoming appointment in it.
  const clients = new Map<string, VisitFact[]>();
  for (const v of visits)
    if (v.clientId) clients.set(v.clientId, [...(clients.get(v.clientId) ?? []), v]);
  const prior = await currentPrior();
  const days = new Map<string, Record<string, StoredRisk>>();
  const high: string[] = [];
  for (const b of readableRecords(snap.docs)) {
    if (!LIVE.has(b.status) || b.startTime <= now) continue;
    const visit = visitOf(b, timeZone);
    const risk = scoreNoShow(
      own,
      prior.model,
      visit,
      b.clientId ? (clients.get(b.clientId) ?? []) : [],
      now,
      confirmation,
    );
    const date = localParts(b.startTime.getTime(), timeZone).date;
    days.set(date, { ...(days.get(date) ?? {}), [b.id]: stored(risk, b.staffId) });
    if (risk.level === 'high') high.push(b.id);
  }
  const batch = db().batch();
  for (const [date, risks] of days)
    batch.set(riskDayDoc(orgId, date).withConverter(null), { date, risks, updatedAt: now });
  batch.set(
    noShowModelDoc(orgId).withConverter(null),
    { nextRunAt: new Date(now.getTime() + RESCORE_MS) },
    { merge: true },
  );
  await batch.commit();
  for (const bookingId of high) await publish('appointment.high-risk', { orgId, bookingId });
  return did;
}
