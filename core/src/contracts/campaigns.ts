// Campaigns (the first document's catalogue: create, list, get, update,
// delete, templates, seed, launch, pause, resume) and the screens' own: the
// audience's size while it is edited, a test send to yourself, cancelling,
// saving a template, and the marketing settings with the journeys.
import { z } from 'zod';
import type { CampaignSchedule, CampaignStatus } from '../campaigns';
import { ZCampaignContent, ZCampaignInput } from '../campaigns';
import { zDocId } from '../ids';
import type { JourneyKind } from '../journeys';
import {
  ZCustomJourneyInput,
  type JourneyStep,
  type JourneyTrigger,
  type RunStatus,
} from '../custom-journeys';
import {
  ZJourneyUpdate,
  ZMarketingSettingsUpdate,
  type MarketingSettings,
} from '../marketing-settings';
import { MARKETING_CHANNELS, ZAudience, type Audience, type LeftOutReason } from '../marketing';
import { endpoint } from './endpoint';

/** What came of a campaign's or journey's messages. */
export interface MarketingResults {
  /** Messages planned (a client on two channels counts twice). */
  recipients: number;
  /** Waiting to go (queued, or held by a pause). */
  waiting: number;
  sent: number;
  /** Accepted by the mail server, or reported delivered by the SMS provider. */
  delivered: number;
  failed: number;
  /** Not sent, with why (unsubscribed since, no longer consenting, e-mail not set up…). */
  skipped: number;
  /** Approximate: a mail client that blocks images never reports an open. */
  opened: number;
  clicked: number;
  unsubscribed: number;
  /** Bookings by recipients within the attribution window of their message (last touch). */
  bookings: number;
  revenue: number;
  /** Why messages failed or were skipped, with how many of each. */
  reasons: { reason: string; count: number }[];
}

export interface CampaignView {
  id: string;
  name: string;
  status: CampaignStatus;
  channels: { email: boolean; sms: boolean };
  audience: Audience;
  content: z.output<typeof ZCampaignContent>;
  schedule: CampaignSchedule;
  maxSmsSegments: number;
  /** When it goes (scheduled) or went (launched); ISO. */
  sendAt: string | null;
  launchedAt: string | null;
  finishedAt: string | null;
  recipients: number;
  leftOut: Record<LeftOutReason, number>;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignSummary extends CampaignView {
  results: MarketingResults | null;
}

export interface AudienceSizeView {
  /** Clients who meet the conditions. */
  matching: number;
  /** Of them, those the message may go to. */
  included: number;
  leftOut: Record<LeftOutReason, number>;
  /** Clients in the salon, and when the figures were read (ISO). */
  clients: number;
  asOf: string;
}

export interface TemplateChoice {
  id: string;
  name: string;
  subject: string;
  html: string;
  sms: string;
  /** A starter template (Chairside's) or the salon's own. */
  own: boolean;
}

export interface JourneyView {
  kind: JourneyKind;
  name: string;
  about: string;
  config: MarketingSettings['journeys'][JourneyKind];
  results: MarketingResults;
}

/** A journey of the salon's own, with what it brought and where its clients are. */
export interface CustomJourneyView {
  id: string;
  name: string;
  enabled: boolean;
  trigger: JourneyTrigger;
  includeExisting: boolean;
  steps: JourneyStep[];
  results: MarketingResults;
  runs: Record<RunStatus, number>;
}

export interface MarketingOverview {
  settings: Pick<MarketingSettings, 'attributionDays' | 'maxSmsSegments'>;
  journeys: JourneyView[];
  /** The salon's own journeys. */
  custom: CustomJourneyView[];
  /** All marketing, month by month (the last 6 months, oldest first). */
  months: { month: string; sent: number; bookings: number; revenue: number }[];
  /** Whether e-mail and SMS can go from this server (else the page says how to set them up). */
  email: boolean;
  sms: boolean;
}

const ZOrgOnly = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });

export const ZAudienceSizeQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  audience: ZAudience,
  channels: z.array(z.enum(MARKETING_CHANNELS)).min(1, 'Choose e-mail, SMS or both'),
});

export const ZTestSend = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  channels: z.object({ email: z.boolean(), sms: z.boolean() }),
  content: ZCampaignContent,
});

export const ZTemplateSave = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  name: z.string().trim().min(1, 'Name the template').max(80, 'At most 80 characters'),
  content: ZCampaignContent,
});

export interface SegmentView {
  id: string;
  name: string;
  audience: Audience;
}

export const ZSegmentSave = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  name: z.string().trim().min(1, 'Name the segment').max(60, 'At most 60 characters'),
  audience: ZAudience,
});

export const campaignContracts = {
  /** GET /api/campaigns/segments?orgId: the salon's saved audiences. */
  segments: endpoint<{ segments: SegmentView[] }>()(
    'GET',
    'campaigns',
    '/segments',
    undefined,
    ZOrgOnly,
  ),
  /** POST /api/campaigns/segments (owners, managers): an audience saved by name. */
  saveSegment: endpoint<{ segment: SegmentView }>()('POST', 'campaigns', '/segments', ZSegmentSave),
  deleteSegment: endpoint<{ deleted: true }>()(
    'DELETE',
    'campaigns',
    '/segments/:id',
    undefined,
    ZOrgOnly,
  ),
  /** POST /api/campaigns/create (owners, managers): a draft. */
  create: endpoint<{ campaign: CampaignView }>()('POST', 'campaigns', '/create', ZCampaignInput),
  /** GET /api/campaigns/list?orgId (the team but booth renters): newest first, with results. */
  list: endpoint<{ campaigns: CampaignSummary[] }>()(
    'GET',
    'campaigns',
    '/list',
    undefined,
    ZOrgOnly,
  ),
  /** GET /api/campaigns/get/:id?orgId */
  get: endpoint<{ campaign: CampaignSummary }>()(
    'GET',
    'campaigns',
    '/get/:id',
    undefined,
    ZOrgOnly,
  ),
  /** POST /api/campaigns/update/:id (a draft or a scheduled campaign). */
  update: endpoint<{ campaign: CampaignView }>()(
    'POST',
    'campaigns',
    '/update/:id',
    ZCampaignInput,
  ),
  /** DELETE /api/campaigns/delete/:id?orgId (not one that has sent: its results stay). */
  delete: endpoint<{ deleted: true }>()('DELETE', 'campaigns', '/delete/:id', undefined, ZOrgOnly),
  /** GET /api/campaigns/templates?orgId: the starter set and the salon's own. */
  templates: endpoint<{ templates: TemplateChoice[] }>()(
    'GET',
    'campaigns',
    '/templates',
    undefined,
    ZOrgOnly,
  ),
  /** POST /api/campaigns/templates: saves the salon's own template. */
  saveTemplate: endpoint<{ template: TemplateChoice }>()(
    'POST',
    'campaigns',
    '/templates',
    ZTemplateSave,
  ),
  /** POST /api/campaigns/seed: sample drafts for a salon with none (nothing for one with some). */
  seed: endpoint<{ created: number }>()('POST', 'campaigns', '/seed', ZOrgOnly),
  launch: endpoint<{ campaign: CampaignView; changed: boolean }>()(
    'POST',
    'campaigns',
    '/launch/:id',
    ZOrgOnly,
  ),
  pause: endpoint<{ campaign: CampaignView; changed: boolean }>()(
    'POST',
    'campaigns',
    '/pause/:id',
    ZOrgOnly,
  ),
  resume: endpoint<{ campaign: CampaignView; changed: boolean }>()(
    'POST',
    'campaigns',
    '/resume/:id',
    ZOrgOnly,
  ),
  cancel: endpoint<{ campaign: CampaignView; changed: boolean }>()(
    'POST',
    'campaigns',
    '/cancel/:id',
    ZOrgOnly,
  ),
  /** POST /api/campaigns/audience: the size of an audience as it is edited. */
  audience: endpoint<AudienceSizeView>()('POST', 'campaigns', '/audience', ZAudienceSizeQuery),
  /** POST /api/campaigns/test: the message to the caller's own address, now. */
  test: endpoint<{ sentTo: string[]; notSent: string[] }>()(
    'POST',
    'campaigns',
    '/test',
    ZTestSend,
  ),
  /** GET /api/campaigns/overview?orgId: journeys, settings and results over time. */
  overview: endpoint<MarketingOverview>()('GET', 'campaigns', '/overview', undefined, ZOrgOnly),
  /** POST /api/campaigns/settings (owners, managers). */
  settings: endpoint<MarketingOverview['settings']>()(
    'POST',
    'campaigns',
    '/settings',
    ZMarketingSettingsUpdate,
  ),
  /** POST /api/campaigns/journeys: one journey on or off, its timing and words. */
  journey: endpoint<{ journey: JourneyView }>()('POST', 'campaigns', '/journeys', ZJourneyUpdate),
  /** POST /api/campaigns/custom-journeys: a journey of the salon's own, new or changed. */
  saveCustomJourney: endpoint<{ journey: CustomJourneyView }>()(
    'POST',
    'campaigns',
    '/custom-journeys',
    ZCustomJourneyInput,
  ),
  deleteCustomJourney: endpoint<{ deleted: true }>()(
    'DELETE',
    'campaigns',
    '/custom-journeys/:id',
    undefined,
    ZOrgOnly,
  ),
};
