// The marketing overview (journeys with their results, the salon's marketing
// rules, six months of what marketing sent and brought) and its changes:
// the attribution window and SMS limit, and each journey on or off with its
// timing and words. A journey turned on runs at once, then hourly.
import { AggregateField } from 'firebase-admin/firestore';
import type { z } from 'zod';
import type { JourneyView, MarketingOverview } from '@chairside/core/contracts/campaigns';
import { JOURNEY_KINDS, JOURNEY_LABELS, type JourneyKind } from '@chairside/core/journeys';
import type { ZJourneyUpdate, ZMarketingSettingsUpdate } from '@chairside/core/marketing-settings';
import { type MarketingSettings } from '@chairside/core/marketing-settings';
import { addMonths } from 'date-fns';
import { db } from '../firebase';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { mailConfigured } from '../mail/mailer';
import { smsConfigured } from '../notifications';
import { sanitizeHtmlFor } from '../platform/sanitize';
import { marketingSettingsDoc } from '../records/campaigns';
import { notificationsCollection } from '../records/notifications';
import { MANAGERS, READERS, marketingSettings } from './campaigns.service';
import { customJourneyViews } from './custom-journeys.service';
import { anyJourneyOn } from './journeys.service';
import { resultsOf } from './results';

const journeyView = async (
  orgId: string,
  s: MarketingSettings,
  kind: JourneyKind,
): Promise<JourneyView> => ({
  kind,
  ...JOURNEY_LABELS[kind],
  config: s.journeys[kind],
  results: await resultsOf(orgId, `journeys/${kind}`, { reasons: false }),
});

/** Six months of marketing, month by month (UTC months; oldest first). */
async function months(orgId: string, now: number) {
  const start = new Date(now);
  const first = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
  const out: MarketingOverview['months'] = [];
  const sent = notificationsCollection(orgId)
    .where('kind', '==', 'marketing')
    .where('status', '==', 'sent');
  const ranges = Array.from({ length: 6 }, (_, i) => addMonths(first, i - 5));
  const figures = await Promise.all(
    ranges.map((from) =>
      sent
        .where('sentAt', '>=', from)
        .where('sentAt', '<', addMonths(from, 1))
        .aggregate({
          sent: AggregateField.count(),
          bookings: AggregateField.sum('booked'),
          revenue: AggregateField.sum('revenue'),
        })
        .get(),
    ),
  );
  ranges.forEach((from, i) => {
    const f = figures[i]!.data();
    out.push({
      month: from.toISOString().slice(0, 7),
      sent: f.sent,
      bookings: f.bookings ?? 0,
      revenue: f.revenue ?? 0,
    });
  });
  return out;
}

export async function marketingOverview(
  caller: Caller,
  orgId: string,
  now = Date.now(),
): Promise<MarketingOverview> {
  await requireRole(orgId, caller, READERS, { action: 'see marketing' });
  const s = await marketingSettings(orgId);
  const [journeys, custom, byMonth] = await Promise.all([
    Promise.all(JOURNEY_KINDS.map((k) => journeyView(orgId, s, k))),
    customJourneyViews(orgId),
    months(orgId, now),
  ]);
  return {
    settings: { attributionDays: s.attributionDays, maxSmsSegments: s.maxSmsSegments },
    journeys,
    custom,
    months: byMonth,
    email: mailConfigured(),
    sms: smsConfigured(),
  };
}

export async function updateMarketingSettings(
  caller: Caller,
  input: z.output<typeof ZMarketingSettingsUpdate>,
) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'change marketing settings' });
  const ref = marketingSettingsDoc(input.orgId);
  await db().runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data();
    tx.set(ref, {
      ...(s ?? (await marketingSettings(input.orgId))),
      id: 'settings',
      journeysAt: s?.journeysAt ?? null,
      customOn: s?.customOn ?? false,
      attributionDays: input.attributionDays,
      maxSmsSegments: input.maxSmsSegments,
      updatedAt: new Date(),
    });
  });
  return { attributionDays: input.attributionDays, maxSmsSegments: input.maxSmsSegments };
}

export async function updateJourney(
  caller: Caller,
  input: z.output<typeof ZJourneyUpdate>,
  now = Date.now(),
) {
  await requireRole(input.orgId, caller, MANAGERS, { action: 'change journeys' });
  const ref = marketingSettingsDoc(input.orgId);
  const saved = await db().runTransaction(async (tx) => {
    const s = (await tx.get(ref)).data();
    const base = s ?? {
      ...(await marketingSettings(input.orgId)),
      journeysAt: null,
      customOn: false,
    };
    const config = {
      ...input.config,
      content: {
        ...input.config.content,
        html: sanitizeHtmlFor('campaign', input.config.content.html),
      },
    };
    const next = { ...base, journeys: { ...base.journeys, [input.kind]: config } };
    const on = anyJourneyOn(next) || base.customOn;
    tx.set(ref, {
      ...next,
      id: 'settings',
      // Turned on: the journeys run at once (then hourly); none on: nothing waits.
      journeysAt: on ? (base.journeysAt ?? new Date(now)) : null,
      updatedAt: new Date(now),
    });
    return next;
  });
  return { journey: await journeyView(input.orgId, saved, input.kind) };
}
