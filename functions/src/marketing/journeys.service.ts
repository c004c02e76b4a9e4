// The automated journeys, run by the due work once an hour for each salon
// with one on (marketing/settings' journeysAt, an injectable clock): which
// clients each journey is due for at T (core/journeys.ts, pure), checked as
// they are now (an appointment booked since, unsubscribed, the weekly cap),
// then one enrolment per client and episode (created once: a second run adds
// nothing) and its messages into the notifications queue (texts wait out
// quiet hours). The roster finds the candidates; each is read fresh.
import { formatAppointmentTime, formatLongDate } from '@chairside/core/format';
import {
  DORMANT_DAYS,
  enrolmentKey,
  isLastMinute,
  journeyGuard,
  dueEpisode,
  slowDays,
  JOURNEY_KINDS,
  type JourneyClient,
  type JourneyKind,
} from '@chairside/core/journeys';
import { bookedMinutes, workingMinutesOn } from '@chairside/core/dashboard-summary';
import { outsideQuietHours, type MarketingChannel } from '@chairside/core/marketing';
import type { MarketingSettings } from '@chairside/core/marketing-settings';
import type { OrgRecord } from '@chairside/core/records/org';
import { addDays, localParts, zonedInstant } from '@chairside/core/zoned-time';
import { db } from '../firebase';
import { newNotification } from '../notifications';
import { timeOf, type DueKind } from '../platform/due';
import { bookingsCollection } from '../records/bookings';
import {
  allMarketingSettings,
  enrolmentDoc,
  marketingSettingsDoc,
  touchDoc,
} from '../records/campaigns';
import { notificationDoc } from '../records/notifications';
import { orgDoc } from '../records/orgs';
import { staffCollection } from '../records/team';
import { marketingSettings } from './campaigns.service';
import { runCustomJourneys } from './custom-journeys.service';
import { readRoster, type RosterEntry } from './roster';
import { optOutDoc } from './unsubscribe.service';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Journeys run every hour; the roster they start from is read again after this. */
const ROSTER_FOR_JOURNEYS_MS = 6 * HOUR;
/** Regulars told of one opening, and clients of one slow day, at most. */
const PER_OPENING = 10;
const PER_SLOW_DAY = 25;

/** When the journeys run next after `now`: the top of the next hour. */
export const nextJourneyRun = (now: number) => new Date(Math.floor(now / HOUR) * HOUR + HOUR);

export const anyJourneyOn = (s: MarketingSettings) =>
  JOURNEY_KINDS.some((k) => s.journeys[k].enabled);

interface Candidate {
  entry: RosterEntry;
  kind: JourneyKind;
  episode: string;
  vars: Record<string, string>;
}

export interface JourneyReport {
  queued: number;
  skipped: Record<string, number>;
}

/** Who each journey that is on is due for at `now`, from the roster (not yet checked fresh). */
async function candidates(
  org: OrgRecord,
  settings: MarketingSettings,
  roster: { entries: RosterEntry[] },
  now: number,
) {
  const out: Candidate[] = [];
  const asClient = (e: RosterEntry): JourneyClient => ({
    id: e.id,
    birthday: e.birthday,
    lastVisitAt: e.lastVisitAt,
    lastServiceId: e.lastServiceId,
    rebookDays: null,
    hasUpcoming: e.hasUpcoming,
    unsubscribed: false,
    lastMarketingAt: null,
  });
  for (const kind of ['rebook_reminder', 'win_back', 'birthday'] as const) {
    const config = settings.journeys[kind];
    if (!config.enabled) continue;
    for (const e of roster.entries) {
      const client = {
        ...asClient(e),
        rebookDays: e.lastServiceId ? (config.serviceDays[e.lastServiceId] ?? null) : null,
      };
      const episode = dueEpisode(kind, client, config, now, org.timeZone);
      if (episode) out.push({ entry: e, kind, episode, vars: {} });
    }
  }
  if (settings.journeys.last_minute.enabled)
    out.push(...(await openings(org, roster.entries, now)));
  if (settings.journeys.fill_slow_days.enabled)
    out.push(...(await slowDayClients(org, roster.entries, now)));
  return out;
}

/** last_minute: each time cancelled within 48 hours of its start, told to regulars of its service. */
async function openings(org: OrgRecord, entries: RosterEntry[], now: number) {
  const cancelled = await bookingsCollection(org.id)
    .where('status', '==', 'cancelled')
    .where('startTime', '>', new Date(now))
    .where('startTime', '<=', new Date(now + 48 * HOUR))
    .limit(50)
    .get();
  const out: Candidate[] = [];
  for (const d of cancelled.docs) {
    const b = d.data();
    const at = (b.statusChangedAt ?? b.updatedAt).getTime();
    if (!isLastMinute(b.startTime.getTime(), at) || now - at > 6 * HOUR) continue;
    const service = b.serviceIds[0] ?? b.services[0]?.id;
    if (!service) continue;
    const regulars = entries
      .filter((e) => e.id !== b.clientId && e.serviceIds.includes(service) && e.visits.length >= 2)
      .sort((x, y) => y.visits.length - x.visits.length)
      .slice(0, PER_OPENING);
    for (const e of regulars)
      out.push({
        entry: e,
        kind: 'last_minute',
        episode: `opening-${b.id}`,
        vars: { opening: formatAppointmentTime(b.startTime, org.timeZone) },
      });
  }
  return out;
}

/** fill_slow_days: a day of the next week more than half free, to clients due a visit. */
async function slowDayClients(org: OrgRecord, entries: RosterEntry[], now: number) {
  const today = localParts(now, org.timeZone).date;
  const dates = Array.from({ length: 7 }, (_, i) => addDays(today, i + 1));
  const [team, booked] = await Promise.all([
    staffCollection(org.id).where('status', '==', 'active').get(),
    bookingsCollection(org.id)
      .where('startTime', '>=', new Date(zonedInstant(dates[0]!, '00:00', org.timeZone)))
      .where('startTime', '<', new Date(zonedInstant(addDays(dates[6]!, 1), '00:00', org.timeZone)))
      .get(),
  ]);
  const live = booked.docs
    .map((d) => d.data())
    .filter((b) => b.status !== 'cancelled' && b.status !== 'no_show');
  const rooms = dates.map((date) => ({
    date,
    workingMinutes: team.docs.reduce(
      (sum, s) => sum + workingMinutesOn(s.data(), org.businessHours, date),
      0,
    ),
    freeMinutes: 0,
  }));
  for (const r of rooms) {
    const taken = bookedMinutes(
      live
        .filter((b) => b.localDate === r.date)
        .map((b) => ({ start: b.startTime.getTime(), end: b.endTime.getTime() })),
    );
    r.freeMinutes = Math.max(0, r.workingMinutes - taken);
  }
  const out: Candidate[] = [];
  for (const date of slowDays(rooms, today)) {
    // Likely to book it: due a visit (3 to 16 weeks since the last), none booked.
    const due = entries
      .filter(
        (e) =>
          !e.hasUpcoming &&
          e.lastVisitAt !== null &&
          now - e.lastVisitAt >= 21 * DAY &&
          now - e.lastVisitAt <= 112 * DAY,
      )
      .sort((x, y) => x.lastVisitAt! - y.lastVisitAt!)
      .slice(0, PER_SLOW_DAY);
    for (const e of due)
      out.push({
        entry: e,
        kind: 'fill_slow_days',
        episode: `slow-${date}`,
        vars: { opening: formatLongDate(date) },
      });
  }
  return out;
}

/** Whether the client has an appointment booked from now on (read fresh). */
async function hasUpcoming(orgId: string, clientId: string, now: number) {
  const page = await bookingsCollection(orgId)
    .where('clientId', '==', clientId)
    .where('startTime', '>=', new Date(now))
    .limit(10)
    .get();
  return page.docs.some((d) => ['booked', 'confirmed', 'checked_in'].includes(d.data().status));
}

/** One candidate checked as they are now, enrolled once, and messaged on the journey's channels. */
async function enrol(
  org: OrgRecord,
  settings: MarketingSettings,
  c: Candidate,
  now: number,
  touchedThisRun: Set<string>,
): Promise<string> {
  const config = settings.journeys[c.kind];
  const id = enrolmentKey(c.kind, c.entry.id, c.episode);
  const ref = enrolmentDoc(org.id, id);
  if ((await ref.get()).exists) return 'already';
  const [touch, optOut, upcoming] = await Promise.all([
    touchDoc(org.id, c.entry.id)
      .get()
      .then((s) => s.data()),
    optOutDoc(org.id, c.entry.id)
      .get()
      .then((s) => s.data()),
    hasUpcoming(org.id, c.entry.id, now),
  ]);
  const channels = (['email', 'sms'] as MarketingChannel[]).filter(
    (ch) =>
      config.channels[ch] &&
      c.entry.consent[ch] &&
      optOut?.[ch] !== true &&
      (ch === 'email' ? c.entry.email : c.entry.phone),
  );
  const birthday = c.kind === 'birthday';
  const skip =
    journeyGuard(
      {
        id: c.entry.id,
        birthday: c.entry.birthday,
        lastVisitAt: c.entry.lastVisitAt,
        lastServiceId: c.entry.lastServiceId,
        rebookDays: null,
        hasUpcoming: upcoming,
        unsubscribed: channels.length === 0,
        lastMarketingAt: touchedThisRun.has(c.entry.id)
          ? now
          : (touch?.cappedAt?.getTime() ?? null),
      },
      now,
      c.kind,
    ) ?? null;
  // Capped: not now, but the episode stays open (a later run may send it).
  if (skip === 'capped') return 'capped';
  const created = await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, {
      id,
      journey: c.kind,
      clientId: c.entry.id,
      episode: c.episode,
      outcome: skip ?? 'sent',
      createdAt: new Date(now),
    });
    if (skip) return true;
    for (const channel of channels) {
      const messageId = `mkt-j-${id}-${channel}`.replace(/[~/]/g, '_');
      // A journey's messages, e-mails too, wait for the morning: nobody wants one at 3 AM.
      const sendAt = outsideQuietHours(now, org.timeZone);
      tx.create(
        notificationDoc(org.id, messageId),
        newNotification(
          {
            id: messageId,
            orgId: org.id,
            kind: 'marketing',
            channel,
            to: channel === 'email' ? c.entry.email : c.entry.phone,
            sendAt: new Date(sendAt),
            clientId: c.entry.id,
            recipientName: c.entry.firstName,
            source: `journeys/${c.kind}`,
            vars: { last_service: c.entry.lastService, stylist: c.entry.stylist, ...c.vars },
          },
          new Date(now),
        ),
      );
    }
    return true;
  });
  if (!created) return 'already';
  if (!skip && !birthday) touchedThisRun.add(c.entry.id);
  return skip ?? 'queued';
}

/** Every journey that is on, for one salon, at `now`. */
export async function runJourneys(orgId: string, now: number): Promise<JourneyReport> {
  const [org, settings] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    marketingSettings(orgId),
  ]);
  const report: JourneyReport = { queued: 0, skipped: {} };
  const customOn = 'customOn' in settings && settings.customOn;
  if (!org || (!anyJourneyOn(settings) && !customOn)) return report;
  const roster = await readRoster(org.id, { now, freshMs: ROSTER_FOR_JOURNEYS_MS });
  const touched = new Set<string>();
  // Birthdays first (exempt from the cap), then the rest in the order salons rank them.
  const order: JourneyKind[] = [
    'birthday',
    'last_minute',
    'fill_slow_days',
    'rebook_reminder',
    'win_back',
  ];
  const list = (await candidates(org, settings, roster, now))
    .filter(
      (c) =>
        c.entry.lastVisitAt === null ||
        now - c.entry.lastVisitAt <= DORMANT_DAYS * DAY ||
        c.kind === 'birthday',
    )
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  for (const c of list) {
    const did = await enrol(org, settings, c, now, touched);
    if (did === 'queued') report.queued++;
    else report.skipped[did] = (report.skipped[did] ?? 0) + 1;
  }
  // Then the salon's own journeys, under the same weekly cap.
  if (customOn) {
    const own = await runCustomJourneys(org, roster.entries, now, touched);
    report.queued += own['queued'] ?? 0;
    for (const [k, n] of Object.entries(own))
      if (k !== 'queued') report.skipped[`own:${k}`] = (report.skipped[`own:${k}`] ?? 0) + n;
  }
  return report;
}

/** Takes the salon's hourly run when due (two runs never overlap), runs it, plans the next. */
export async function runJourneysIfDue(orgId: string, now: Date) {
  const ref = marketingSettingsDoc(orgId);
  const taken = await db().runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data();
    if (!s?.journeysAt || s.journeysAt.getTime() > now.getTime()) return false;
    if (!anyJourneyOn(s) && !s.customOn) return false;
    tx.update(ref, { journeysAt: new Date(now.getTime() + 10 * 60_000) }); // a lease for the run
    return true;
  });
  if (!taken) return null;
  const report = await runJourneys(orgId, now.getTime());
  await ref.update({ journeysAt: nextJourneyRun(now.getTime()) });
  return report.queued ? `queued ${report.queued}` : 'nothing due';
}

/** The journeys as due work (one item a salon, hourly while one is on). */
export const journeysDue: DueKind = {
  document: 'orgs/{orgId}/marketing/{id}',
  dueAt: (d) => timeOf(d['journeysAt']),
  queueOf: () => 'marketing',
  due: async (now, limit) => {
    const page = await allMarketingSettings().where('journeysAt', '<=', now).limit(limit).get();
    return page.docs.map((d) => ({
      orgId: d.ref.parent.parent!.id,
      id: d.id,
      queue: 'marketing' as const,
    }));
  },
  run: ({ orgId }, now) => runJourneysIfDue(orgId, now),
};
