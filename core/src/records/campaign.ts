// orgs/{orgId}/campaigns/{id}: a salon's campaign (written only by the
// functions); its audience as launched in campaigns/{id}/audience/{n} (one
// batch of recipients a document, with their addresses: functions only);
// orgs/{orgId}/campaignTemplates/{id}: the salon's own templates;
// orgs/{orgId}/marketing/settings: journeys and the salon's marketing rules;
// orgs/{orgId}/marketingTouches/{clientId}: the last marketing a client had
// (the weekly cap and last-touch attribution read it).
import { z } from 'zod';
import { CAMPAIGN_STATUSES, ZCampaignContent, ZCampaignSchedule } from '../campaigns';
import { JOURNEY_KINDS } from '../journeys';
import { ZAudience } from '../marketing';
import { ZMarketingSettings } from '../marketing-settings';
import { ZJourneyStep, ZJourneyTrigger } from '../custom-journeys';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

export const ZLeftOut = z
  .object({
    noConsent: storedNumber(),
    unsubscribed: storedNumber(),
    noAddress: storedNumber(),
  })
  .catch({ noConsent: 0, unsubscribed: 0, noAddress: 0 });

export const ZCampaignRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  channels: z.object({ email: z.boolean(), sms: z.boolean() }),
  audience: ZAudience,
  content: ZCampaignContent,
  schedule: ZCampaignSchedule.catch({ kind: 'now' }),
  maxSmsSegments: storedNumber(2),
  status: z.enum(CAMPAIGN_STATUSES),
  /** When the next batch is released (the due work follows it); null when nothing waits. */
  sendAt: ZStoredOptionalDate,
  /** The audience as launched: how many messages, who was left out, in how many batches. */
  recipients: storedNumber(),
  leftOut: ZLeftOut,
  batches: storedNumber(),
  /** Batches released to the notification queue so far. */
  released: storedNumber(),
  /** A release in progress (its lease), so two runs never release one batch. */
  lease: storedString(),
  launchedAt: ZStoredOptionalDate,
  finishedAt: ZStoredOptionalDate,
  createdBy: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type CampaignRecord = z.output<typeof ZCampaignRecord>;

/** One recipient of a launched campaign on one channel. */
export const ZRecipient = z.object({
  clientId: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  firstName: storedString(),
  lastService: storedString(),
  stylist: storedString(),
});
export type Recipient = z.output<typeof ZRecipient>;

export const ZAudienceBatchRecord = z.object({
  id: z.string(),
  n: z.number().int(),
  recipients: z.array(ZRecipient),
});

export const ZCampaignTemplateRecord = z.object({
  id: z.string(),
  name: z.string(),
  subject: storedString(),
  html: storedString(),
  sms: storedString(),
  createdBy: storedString(),
  createdAt: ZStoredDate,
});
export type CampaignTemplateRecord = z.output<typeof ZCampaignTemplateRecord>;

export const ZMarketingSettingsRecord = ZMarketingSettings.extend({
  id: z.string(),
  /** Whether one of the salon's own journeys is on (they run with the rest, hourly). */
  customOn: z.boolean().catch(false).default(false),
  /** When the journeys next run (the due work follows it); null when none is on. */
  journeysAt: ZStoredOptionalDate,
  updatedAt: ZStoredDate,
});
export type MarketingSettingsRecord = z.output<typeof ZMarketingSettingsRecord>;

export const ZMarketingTouchRecord = z.object({
  id: z.string(),
  /** The notification (the message) and what sent it. */
  notificationId: z.string(),
  source: z.string(),
  sentAt: ZStoredDate,
  /** The last marketing message that counts toward the weekly cap (birthdays do not). */
  cappedAt: ZStoredOptionalDate,
});
export type MarketingTouchRecord = z.output<typeof ZMarketingTouchRecord>;

/** journeys/{kind} is a source too: its enrolments, once per client and episode. */
export const ZEnrolmentRecord = z.object({
  id: z.string(),
  journey: z.enum(JOURNEY_KINDS),
  clientId: z.string(),
  episode: z.string(),
  /** 'sent' when a message was queued; else why not (the guard's word). */
  outcome: z.string(),
  createdAt: ZStoredDate,
});

/** orgs/{orgId}/customJourneys/{id}: a journey of the salon's own. */
export const ZCustomJourneyRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  enabled: z.boolean().catch(false),
  trigger: ZJourneyTrigger,
  includeExisting: z.boolean().catch(true),
  steps: z.array(ZJourneyStep),
  /** The clients who met the trigger at the last run (who joins is who was not in it). */
  members: z.array(z.string()).catch([]).default([]),
  /** Whether the journey has run since it was (last) turned on. */
  started: z.boolean().catch(false).default(false),
  enabledAt: ZStoredOptionalDate,
  createdBy: storedString(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type CustomJourneyRecord = z.output<typeof ZCustomJourneyRecord>;

/** customJourneys/{id}/runs/{clientId}: one client's way through it (once per client). */
export const ZJourneyRunRecord = z.object({
  id: z.string(),
  clientId: z.string(),
  enteredAt: ZStoredDate,
  step: z.number().int(),
  nextAt: ZStoredDate,
  status: z.enum(['active', 'done', 'goal', 'stopped']),
  lastMessageId: storedString(),
  updatedAt: ZStoredDate,
});
export type JourneyRunRecord = z.output<typeof ZJourneyRunRecord>;

/** orgs/{orgId}/segments/{id}: an audience the salon saved to use again. */
export const ZSegmentRecord = z.object({
  id: z.string(),
  name: z.string(),
  audience: ZAudience,
  createdBy: storedString(),
  createdAt: ZStoredDate,
});
export type SegmentRecord = z.output<typeof ZSegmentRecord>;
