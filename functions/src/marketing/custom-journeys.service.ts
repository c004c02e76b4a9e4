// The salon's own journeys: saved by owners and managers, run with the
// others every hour (journeys.service.ts calls runCustomJourneys). Each run
// lets in the clients who joined the trigger since the last (a segment's new
// members, a new client, a first visit), then moves every client whose time
// has come a step on (core/custom-journeys.ts advance): a message through the
// notifications queue (the journeys' guard and the weekly cap hold), a wait,
// a check of the last message; a booking since they entered ends their run.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { CustomJourneyView } from '@chairside/core/contracts/campaigns';
import {
  advance,
  type ZCustomJourneyInput,
  type JourneyStep,
} from '@chairside/core/custom-journeys';
import { journeyGuard } from '@chairside/core/journeys';
import { meets, outsideQuietHours, type MarketingChannel } from '@chairside/core/marketing';
import type { CustomJourneyRecord, JourneyRunRecord } from '@chairside/core/records/campaign';
import type { OrgRecord } from '@chairside/core/records/org';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { newNotification } from '../notifications';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { bookingsCollection } from '../records/bookings';
import {
  customJourneyDoc,
  customJourneysCollection,
  journeyRunsCollection,
  marketingSettingsDoc,
  touchDoc,
} from '../records/campaigns';
import { notificationDoc } from '../records/notifications';
import { MANAGERS, marketingSettings } from './campaigns.service';
import { resultsOf } from './results';
import { factsOf, type RosterEntry } from './roster';
import { optOutDoc } from './unsubscribe.service';

const HOUR = 3_600_000;
type Input = z.output<typeof ZCustomJourneyInput>;

/** Keeps the settings' note of whether any of the salon's own journeys is on (and the hourly run planned). */
async function syncSchedule(orgId: string, now: number) {
  const anyOn = !(await customJourneysCollection(orgId).where('enabled', '==', true).limit(1).get())
    .empty;
  const ref = marketingSettingsDoc(orgId);
  await db().runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data();
    const base = s ?? { ...(await marketingSettings(orgId)), journeysAt: null, customOn: false };
    const builtIn = Object.values(base.journeys).some((j) => j.enabled);
    tx.set(ref, {
      ...base,
      id: 'settings',
      customOn: anyOn,
      journeysAt: anyOn || builtIn ? (base.journeysAt ?? new Date(now)) : null,
      updatedAt: new Date(now),
    });
  });
}

const safeSteps = (steps: JourneyStep[]): JourneyStep[] =>
  steps.map((s) =>
    s.kind === 'message'
      ? { ...s, content: { ...s.content, html: sanitizeHtmlFor('campaign', s.content.html) } }
      : s,
  );

export async function saveCustomJourney(caller: Caller, input: Input, now = Date.now()) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'change journeys' });
  const id = input.id ?? `cj-${randomBytes(6).toString('hex')}`;
  const ref = customJourneyDoc(input.orgId, id);
  await db().runTransaction(async (tx) => {
    const was = (await tx.get(ref)).data();
    if (input.id && !was)
      throw new ApiError('not_found', 'There is no such journey at this salon.');
    const turnedOn = input.enabled && !was?.enabled;
    const triggerChanged = was && JSON.stringify(was.trigger) !== JSON.stringify(input.trigger);
    const record: CustomJourneyRecord = {
      id,
      orgId: input.orgId,
      name: input.name,
      enabled: input.enabled,
      trigger: input.trigger,
      includeExisting: input.includeExisting,
      steps: safeSteps(input.steps),
      // Turned on (again), or a new trigger: who is in it is looked at afresh.
      members: turnedOn || triggerChanged ? [] : (was?.members ?? []),
      started: turnedOn || triggerChanged ? false : (was?.started ?? false),
      enabledAt: turnedOn ? new Date(now) : (was?.enabledAt ?? null),
      createdBy: was?.createdBy ?? caller.uid,
      createdAt: was?.createdAt ?? new Date(now),
      updatedAt: new Date(now),
    };
    tx.set(ref, record);
  });
  await syncSchedule(input.orgId, now);
  return { journey: await customJourneyView((await ref.get()).data()!) };
}

export async function deleteCustomJourney(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, MANAGERS, { action: 'change journeys' });
  const ref = customJourneyDoc(orgId, id);
  if (!(await ref.get()).exists)
    throw new ApiError('not_found', 'There is no such journey at this salon.');
  await db().recursiveDelete(ref);
  await syncSchedule(orgId, Date.now());
  return { deleted: true as const };
}

/** A journey with what it brought (summed over its messages) and where its clients are. */
export async function customJourneyView(j: CustomJourneyRecord): Promise<CustomJourneyView> {
  const messages = j.steps.flatMap((s, i) => (s.kind === 'message' ? [i] : []));
  const runs = journeyRunsCollection(j.orgId, j.id);
  const [results, counts] = await Promise.all([
    Promise.all(
      messages.map((i) =>
        resultsOf(j.orgId, `customJourneys/${j.id}/steps/${i}`, { reasons: false }),
      ),
    ),
    Promise.all(
      (['active', 'goal', 'done', 'stopped'] as const).map(async (status) => [
        status,
        (await runs.where('status', '==', status).count().get()).data().count,
      ]),
    ),
  ]);
  const sum = results.reduce(
    (t, r) => {
      for (const k of Object.keys(t) as (keyof typeof t)[]) t[k] += r[k];
      return t;
    },
    {
      recipients: 0,
      waiting: 0,
      sent: 0,
      delivered: 0,
      failed: 0,
      skipped: 0,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
      bookings: 0,
      revenue: 0,
    },
  );
  return {
    id: j.id,
    name: j.name,
    enabled: j.enabled,
    trigger: j.trigger,
    includeExisting: j.includeExisting,
    steps: j.steps,
    results: { ...sum, reasons: [] },
    runs: Object.fromEntries(counts) as CustomJourneyView['runs'],
  };
}

export async function customJourneyViews(orgId: string) {
  const all = await customJourneysCollection(orgId).orderBy('createdAt').limit(50).get();
  return Promise.all(all.docs.map((d) => customJourneyView(d.data())));
}

// ── Running ─────────────────────────────────────────────────────────────────

/** Who meets a journey's trigger now. */
function meeting(j: CustomJourneyRecord, entries: readonly RosterEntry[], now: number): string[] {
  const since = j.enabledAt?.getTime() ?? now;
  if (j.trigger.kind === 'event') {
    return entries
      .filter((e) =>
        j.trigger.kind === 'event' && j.trigger.event === 'new_client'
          ? e.createdAt >= since
          : e.visits.length === 1 && (e.lastVisitAt ?? 0) >= since,
      )
      .map((e) => e.id);
  }
  const audience = j.trigger.audience;
  const days = audience.conditions.find((c) => c.kind === 'spend')?.days ?? 365;
  return entries
    .filter((e) => audience.conditions.every((c) => meets(factsOf(e, days, now), c, now)))
    .map((e) => e.id);
}

/** Lets in who joined since the last run (each client once, ever). */
async function letIn(j: CustomJourneyRecord, entries: readonly RosterEntry[], now: number) {
  const matching = meeting(j, entries, now);
  const before = new Set(j.members);
  const joining =
    !j.started && !j.includeExisting && j.trigger.kind === 'segment'
      ? []
      : matching.filter((id) => !before.has(id));
  const writer = db().bulkWriter();
  writer.onWriteError((e) => e.code !== 6 && e.failedAttempts < 3); // already in: stays as it is
  for (const clientId of joining) {
    void writer
      .create(journeyRunsCollection(j.orgId, j.id).doc(clientId), {
        id: clientId,
        clientId,
        enteredAt: new Date(now),
        step: 0,
        nextAt: new Date(now),
        status: 'active',
        lastMessageId: '',
        updatedAt: new Date(now),
      })
      .catch(() => undefined);
  }
  await writer.close();
  await customJourneyDoc(j.orgId, j.id).update({ members: matching, started: true });
  return joining.length;
}

/** Whether the client booked since entering (the goal). */
async function bookedSince(orgId: string, clientId: string, since: Date) {
  const page = await bookingsCollection(orgId)
    .where('clientId', '==', clientId)
    .where('createdAt', '>=', since)
    .limit(1)
    .get();
  return !page.empty;
}

/** One client's run moved on at `now`; answers what happened in a word. */
async function step(
  org: OrgRecord,
  j: CustomJourneyRecord,
  run: JourneyRunRecord,
  entry: RosterEntry | undefined,
  now: number,
  touched: Set<string>,
): Promise<string> {
  const ref = journeyRunsCollection(org.id, j.id).doc(run.id);
  const [booked, last] = await Promise.all([
    bookedSince(org.id, run.clientId, run.enteredAt),
    run.lastMessageId
      ? notificationDoc(org.id, run.lastMessageId)
          .get()
          .then((s) => s.data())
      : null,
  ]);
  const moved = advance(
    j.steps,
    { step: run.step, nextAt: run.nextAt.getTime(), status: run.status },
    { booked, lastOpened: (last?.opened ?? 0) > 0, lastClicked: (last?.clicked ?? 0) > 0 },
    now,
  );
  const save = (state: typeof moved.state, lastMessageId = run.lastMessageId) =>
    ref.update({
      step: state.step,
      nextAt: new Date(state.nextAt),
      status: state.status,
      lastMessageId,
      updatedAt: new Date(now),
    });
  if (moved.send === null) {
    await save(moved.state);
    return moved.state.status;
  }
  const message = j.steps[moved.send]!;
  if (message.kind !== 'message' || !entry) {
    await save({ ...moved.state, status: 'stopped' });
    return 'stopped';
  }
  const [touch, optOut] = await Promise.all([
    touchDoc(org.id, run.clientId)
      .get()
      .then((s) => s.data()),
    optOutDoc(org.id, run.clientId)
      .get()
      .then((s) => s.data()),
  ]);
  const channels = (['email', 'sms'] as MarketingChannel[]).filter(
    (ch) =>
      message.channels[ch] &&
      entry.consent[ch] &&
      optOut?.[ch] !== true &&
      (ch === 'email' ? entry.email : entry.phone),
  );
  const skip = journeyGuard(
    {
      id: entry.id,
      birthday: entry.birthday,
      lastVisitAt: entry.lastVisitAt,
      lastServiceId: entry.lastServiceId,
      rebookDays: null,
      hasUpcoming: false,
      unsubscribed: channels.length === 0,
      lastMarketingAt: touched.has(entry.id) ? now : (touch?.cappedAt?.getTime() ?? null),
    },
    now,
    'win_back',
  );
  if (skip === 'capped') {
    // Not this week: the same message, an hour from now (until the week has passed).
    await save({ step: moved.send, nextAt: now + HOUR, status: 'active' });
    return 'capped';
  }
  if (skip) {
    await save({ ...moved.state, status: 'stopped' });
    return skip;
  }
  const ids = channels.map((ch) => `mkt-cj-${j.id}-${run.clientId}-${moved.send}-${ch}`);
  await db().runTransaction(async (tx) => {
    const existing = await Promise.all(ids.map((id) => tx.get(notificationDoc(org.id, id))));
    channels.forEach((channel, i) => {
      if (existing[i]!.exists) return;
      tx.create(
        notificationDoc(org.id, ids[i]!),
        newNotification(
          {
            id: ids[i]!,
            orgId: org.id,
            kind: 'marketing',
            channel,
            to: channel === 'email' ? entry.email : entry.phone,
            sendAt: new Date(outsideQuietHours(now, org.timeZone)),
            clientId: run.clientId,
            recipientName: entry.firstName,
            source: `customJourneys/${j.id}/steps/${moved.send}`,
            vars: { last_service: entry.lastService, stylist: entry.stylist },
          },
          new Date(now),
        ),
      );
    });
    tx.update(ref, {
      step: moved.state.step,
      nextAt: new Date(moved.state.nextAt),
      status: moved.state.status,
      lastMessageId: ids[0]!,
      updatedAt: new Date(now),
    });
  });
  touched.add(entry.id);
  return 'queued';
}

/** Every journey of the salon's own that is on, at `now`. */
export async function runCustomJourneys(
  org: OrgRecord,
  entries: readonly RosterEntry[],
  now: number,
  touched: Set<string>,
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  const on = await customJourneysCollection(org.id).where('enabled', '==', true).get();
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const d of on.docs) {
    const j = d.data();
    report['entered'] = (report['entered'] ?? 0) + (await letIn(j, entries, now));
    const due = await journeyRunsCollection(org.id, j.id)
      .where('status', '==', 'active')
      .where('nextAt', '<=', new Date(now))
      .limit(500)
      .get();
    for (const r of due.docs) {
      const did = await step(org, j, r.data(), byId.get(r.id), now, touched);
      report[did] = (report[did] ?? 0) + 1;
    }
  }
  return report;
}

/** The words a custom journey's message step sends (compose.ts), or why none. */
export async function customStepContent(orgId: string, journeyId: string, n: number) {
  const j = (await customJourneyDoc(orgId, journeyId).get()).data();
  if (!j) return { skip: 'The journey was deleted.' };
  if (!j.enabled) return { skip: 'The journey was turned off.' };
  const s = j.steps[n];
  if (s?.kind !== 'message') return { skip: 'The journey’s message was changed.' };
  return { content: s.content, birthday: false };
}
