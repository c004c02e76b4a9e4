// No-show prediction against the Firestore emulator, in this process: a salon
// whose 14 months of appointments come from the generator's known process is
// trained by its due work; the model, measured on the later months, reaches
// AUC 0.75 and comes within 0.03 of the true probabilities (the oracle); every
// upcoming appointment gets a risk with reasons in its day's document; the
// prediction call answers the team only; a write scores the appointment and a
// cancellation takes it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auc } from '@chairside/core/intelligence/evaluation';
import { HOLDOUT_DAYS, labelOf } from '@chairside/core/intelligence/no-show';
import {
  generateHistory,
  type GeneratedVisit,
} from '@chairside/core/intelligence/no-show-generator';
import type * as NoShowModule from '../../functions/src/intelligence/no-show.service';
import type * as PredictionModule from '../../functions/src/intelligence/prediction.service';
import { bookingRecord } from '../support/booking-fixture';
import { admin, ownedSalon, teamOf } from '../support/api';
import { callerFor, refusal } from '../support/callers';
import { initializeApp, getApps } from 'firebase-admin/app';
import { PROJECT_ID } from '../support/emulators';

const run = Date.now().toString(36);
const orgId = `ns-${run}`;
const owner = callerFor(`ns-owner-${run}`);
const stylist = callerFor(`ns-stylist-${run}`);
const renter = callerFor(`ns-renter-${run}`);
const stranger = callerFor(`ns-stranger-${run}`);
const superAdmin = { ...callerFor(`ns-super-${run}`), superAdmin: true };
const db = () => admin().db;
const DAY = 86_400_000;
// The salon's "now": history before it, three weeks of appointments after.
const NOW = new Date(Math.floor(Date.now() / DAY) * DAY);

let history: GeneratedVisit[];

// This file's own Firestore project (the functions' code and the fixtures share the app):
// thousands of appointments written here wake none of the emulated triggers, which listen
// to the app's project. The scoring a trigger does is called here directly.
if (getApps().length === 0) initializeApp({ projectId: `${PROJECT_ID}-intelligence` });
let noShow: typeof NoShowModule;
let prediction: typeof PredictionModule;

beforeAll(async () => {
  noShow = await import('../../functions/src/intelligence/no-show.service');
  prediction = await import('../../functions/src/intelligence/prediction.service');
  await ownedSalon(orgId, 'Known Process Salon', owner.uid);
  await teamOf(orgId, [
    ['s-leo', 'Leo Martins', 'staff', stylist.uid],
    ['s-pia', 'Pia Renter', 'booth_renter', renter.uid],
  ]);
  history = generateHistory({ seed: 21, clients: 600, months: 14, end: NOW });
  for (let i = 0; i < history.length; i += 450) {
    const batch = db().batch();
    for (const v of history.slice(i, i + 450))
      batch.set(
        db().doc(`orgs/${orgId}/bookings/${v.id}`),
        bookingRecord(v.id, `${v.clientId}@example.test`, v.startTime, {
          clientId: v.clientId,
          endTime: new Date(v.startTime.getTime() + v.durationMinutes * 60_000),
          price: v.price,
          deposit: v.secured ? 2000 : 0,
          source: v.source,
          status: v.status,
          statusChangedAt: v.statusChangedAt,
          createdAt: v.createdAt,
          updatedAt: v.statusChangedAt ?? v.createdAt,
        }),
      );
    await batch.commit();
  }
}, 120_000);

afterAll(async () => {
  await db().recursiveDelete(db().doc(`orgs/${orgId}`));
}, 120_000);

describe('the salon’s model, trained by its due work', () => {
  it('reaches AUC 0.75 on the later months, within 0.03 of the true probabilities', async () => {
    expect(await noShow.trainAndScore(orgId, NOW)).toBe('trained and scored');
    const saved = (await db().doc(`orgs/${orgId}/intelligence/noShow`).get()).data()!;
    expect(saved['status']).toBe('trained');
    const report = saved['report'] as {
      auc: number;
      count: number;
      brier: number;
      brierBaseline: number;
    };
    const holdout = history.filter(
      (v) =>
        v.startTime.getTime() >= NOW.getTime() - HOLDOUT_DAYS * DAY &&
        v.startTime < NOW &&
        labelOf(v) !== null,
    );
    const oracle = auc(
      holdout.map((v) => v.trueProbability),
      holdout.map((v) => labelOf(v)!),
    )!;
    expect(report.count).toBe(holdout.length);
    expect(report.auc).toBeGreaterThanOrEqual(0.75);
    expect(oracle - report.auc).toBeLessThanOrEqual(0.03);
    expect(report.brier).toBeLessThan(report.brierBaseline);
    // Due again tomorrow (scoring), and not retrained before a week.
    expect((saved['nextRunAt'] as { toDate(): Date }).toDate().getTime()).toBe(NOW.getTime() + DAY);
    expect(await noShow.trainAndScore(orgId, new Date(NOW.getTime() + 3_600_000))).toBe('scored');
  }, 60_000);

  it('gives every upcoming appointment a risk with reasons, one document a day', async () => {
    const upcoming = history.filter(
      (v) => v.startTime > NOW && v.startTime.getTime() <= NOW.getTime() + 21 * DAY,
    );
    const days = await db().collection(`orgs/${orgId}/noShowRisk`).get();
    const risks = Object.assign({}, ...days.docs.map((d) => d.get('risks') as object)) as Record<
      string,
      { probability: number; level: string; reasons: string[] }
    >;
    expect(Object.keys(risks).sort()).toEqual(upcoming.map((v) => v.id).sort());
    for (const r of Object.values(risks)) {
      expect(r.probability).toBeGreaterThan(0);
      expect(r.probability).toBeLessThan(1);
      expect(['low', 'medium', 'high']).toContain(r.level);
    }
    expect(Object.values(risks).some((r) => r.level === 'high' && r.reasons.length > 0)).toBe(true);
  });
});

describe('the platform’s prior', () => {
  it('gets each salon’s anonymised sample at its training, and is fitted weekly once three salons gave one', async () => {
    const prior = await import('../../functions/src/intelligence/prior.service');
    const { noShowPriorDue } = await import('../../functions/src/intelligence/due');
    // The training above left this salon's sample: feature rows and outcomes, under a hash.
    const mine = (
      await db()
        .doc(`noShowPrior/platform/samples/${prior.sampleIdOf(orgId)}`)
        .get()
    ).data()!;
    expect(Object.keys(mine).sort()).toEqual(['features', 'labels', 'updatedAt', 'values']);
    expect(JSON.stringify(mine)).not.toMatch(new RegExp(`${orgId}|example\\.test|c\\d+`));
    expect((await db().doc('noShowPrior/platform').get()).exists).toBe(true);
    // Only this salon's (an earlier run on this emulator may have left others).
    const all = await db().collection('noShowPrior/platform/samples').get();
    for (const d of all.docs) if (d.id !== prior.sampleIdOf(orgId)) await d.ref.delete();
    expect(await prior.fitPrior(NOW)).toBe('not fitted (1 of the 3 salons needed)');
    expect((await prediction.noShowReport(owner, orgId)).prior).toEqual({
      source: 'starting',
      salons: 0,
    });
    for (const seed of [5, 6])
      await prior.contributeSample(
        `elsewhere-${seed}-${run}`,
        generateHistory({ seed, clients: 300, months: 12, end: NOW }),
        NOW,
      );
    expect(await prior.fitPrior(NOW)).toBe('fitted on 3 salons');
    expect((await prediction.noShowReport(owner, orgId)).prior).toEqual({
      source: 'platform',
      salons: 3,
    });
    // Fitted again in a week, by the due work.
    expect(await noShowPriorDue.due(NOW, 10)).toEqual([]);
    const week = new Date(NOW.getTime() + 7 * DAY);
    expect(await noShowPriorDue.due(week, 10)).toEqual([{ orgId: '', id: 'platform' }]);
    expect(await noShowPriorDue.run({ orgId: '', id: 'platform' }, week)).toBe(
      'fitted on 3 salons',
    );
  }, 60_000);
});

describe('the prediction call', () => {
  it('answers the salon’s team with calibrated risks and reasons; never a booth renter, a stranger or an unknown appointment', async () => {
    const ids = history
      .filter((v) => v.startTime > NOW)
      .slice(0, 5)
      .map((v) => v.id);
    const answer = await prediction.predictNoShows(stylist, orgId, ids, NOW);
    expect(answer.model).toBe('salon');
    expect(answer.predictions.map((p) => p.bookingId)).toEqual(ids);
    expect((await refusal(prediction.predictNoShows(renter, orgId, ids, NOW))).code).toBe(
      'forbidden',
    );
    expect((await refusal(prediction.predictNoShows(stranger, orgId, ids, NOW))).code).toBe(
      'forbidden',
    );
    expect((await refusal(prediction.predictNoShows(owner, orgId, ['nobody'], NOW))).code).toBe(
      'not_found',
    );
  });

  it('shows owners how the model was measured, and the platform the model itself', async () => {
    const mine = await prediction.noShowReport(owner, orgId);
    expect(mine).toMatchObject({ status: 'trained', model: null });
    expect(mine.report!.calibration).toHaveLength(10);
    expect((await prediction.noShowReport(superAdmin, orgId)).model!.features).toContain(
      'priorNoShows',
    );
    expect((await refusal(prediction.noShowReport(stylist, orgId))).code).toBe('forbidden');
  });
});

describe('a written appointment', () => {
  it('is scored when booked, moved to its new day, and taken off when cancelled', async () => {
    const start = new Date(NOW.getTime() + 2 * DAY + 15 * 3_600_000);
    const booked = bookingRecord(`new-${run}`, 'c1@example.test', start, {
      clientId: 'c1',
      createdAt: NOW,
    });
    const risk = await noShow.scoreBookingWrite(orgId, null, booked, NOW);
    expect(risk!.staffId).toBe('s-leo');
    const day = (d: Date) => db().doc(`orgs/${orgId}/noShowRisk/${d.toISOString().slice(0, 10)}`);
    expect((await day(start).get()).get(`risks.new-${run}.level`)).toBe(risk!.level);
    const later = new Date(start.getTime() + DAY);
    const moved = { ...booked, startTime: later, endTime: new Date(later.getTime() + 3_600_000) };
    await noShow.scoreBookingWrite(orgId, booked, moved, NOW);
    expect((await day(start).get()).get(`risks.new-${run}`)).toBeUndefined();
    expect((await day(later).get()).get(`risks.new-${run}`)).toBeDefined();
    expect(
      await noShow.scoreBookingWrite(orgId, moved, { ...moved, status: 'cancelled' }, NOW),
    ).toBeNull();
    expect((await day(later).get()).get(`risks.new-${run}`)).toBeUndefined();
  });

  it('scores a salon with no history from the platform’s prior, and says so', async () => {
    const fresh = `ns-fresh-${run}`;
    await ownedSalon(fresh, 'Brand New', owner.uid);
    await db()
      .doc(`orgs/${fresh}/bookings/b1`)
      .set(
        bookingRecord('b1', 'a@example.test', new Date(NOW.getTime() + DAY), { createdAt: NOW }),
      );
    const answer = await prediction.predictNoShows(owner, fresh, ['b1'], NOW);
    expect(answer.model).toBe('prior');
    expect(answer.predictions[0]!.reasons).toContain('first visit');
    expect(await noShow.trainAndScore(fresh, NOW)).toBe('scored (too little history to train)');
    expect((await prediction.noShowReport(owner, fresh)).status).toBe('too_little');
    await db().recursiveDelete(db().doc(`orgs/${fresh}`));
  });
});
