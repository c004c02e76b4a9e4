// A salon's marketing settings: how long after a message a booking counts as
// brought by it, how many SMS parts a text may take, and each automated
// journey (on by choice, its timing, its channels and its words). The
// defaults are sensible and every journey starts off.
import { z } from 'zod';
import {
  DEFAULT_MAX_SMS_SEGMENTS,
  STARTER_TEMPLATES,
  ZCampaignContent,
  messageIssues,
} from './campaigns';
import { JOURNEY_KINDS, ZJourneySettings, type JourneyKind } from './journeys';
import { zDocId } from './ids';
import { DEFAULT_ATTRIBUTION_DAYS } from './marketing';

export const ZJourneyConfig = ZJourneySettings.extend({
  channels: z
    .object({ email: z.boolean().default(true), sms: z.boolean().default(false) })
    .default({ email: true, sms: false }),
  content: ZCampaignContent.default({ subject: '', html: '', sms: '' }),
});
export type JourneyConfig = z.output<typeof ZJourneyConfig>;

const starter = (key: (typeof STARTER_TEMPLATES)[number]['key']) => {
  const t = STARTER_TEMPLATES.find((s) => s.key === key)!;
  return { subject: t.subject, html: t.html, sms: t.sms };
};

/** Each journey's words until the salon writes its own. */
export const JOURNEY_CONTENT: Record<JourneyKind, z.input<typeof ZCampaignContent>> = {
  fill_slow_days: {
    subject: 'Free time at {{salon}} on {{opening}}',
    html: '<p>Hi {{first_name}},</p><p>We have time free on {{opening}}. If you have been meaning to come in, this is a good day for it.</p><p><a href="{{booking_link}}">See the times</a></p>',
    sms: 'Hi {{first_name}}, {{salon}} has time free on {{opening}}. Book: {{booking_link}}',
  },
  last_minute: {
    subject: 'A time just opened: {{opening}}',
    html: '<p>Hi {{first_name}},</p><p>A time just opened at {{salon}}: {{opening}}. It goes to whoever books first.</p><p><a href="{{booking_link}}">Book it</a></p>',
    sms: 'Hi {{first_name}}, a time just opened at {{salon}}: {{opening}}. Book: {{booking_link}}',
  },
  rebook_reminder: {
    subject: 'Time for your next visit, {{first_name}}?',
    html: '<p>Hi {{first_name}},</p><p>It has been a few weeks since your {{last_service}} with {{stylist}}. Book your next one before the diary fills.</p><p><a href="{{booking_link}}">Book now</a></p>',
    sms: 'Hi {{first_name}}, time for your next {{last_service}}? Book at {{salon}}: {{booking_link}}',
  },
  win_back: starter('win_back'),
  birthday: starter('birthday'),
};

export const ZMarketingSettings = z.object({
  /** A booking this many days after a message is credited to it (last touch wins). */
  attributionDays: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(30, 'At most 30 days')
    .catch(DEFAULT_ATTRIBUTION_DAYS)
    .default(DEFAULT_ATTRIBUTION_DAYS),
  maxSmsSegments: z
    .number()
    .int()
    .min(1)
    .max(10)
    .catch(DEFAULT_MAX_SMS_SEGMENTS)
    .default(DEFAULT_MAX_SMS_SEGMENTS),
  journeys: z
    .object(
      Object.fromEntries(
        JOURNEY_KINDS.map((k) => [
          k,
          ZJourneyConfig.catch(() => ZJourneyConfig.parse({ content: JOURNEY_CONTENT[k] })).default(
            () => ZJourneyConfig.parse({ content: JOURNEY_CONTENT[k] }),
          ),
        ]),
      ) as Record<JourneyKind, z.ZodDefault<z.ZodCatch<typeof ZJourneyConfig>>>,
    )
    .default(() => defaultJourneys()),
});
export type MarketingSettings = z.output<typeof ZMarketingSettings>;

function defaultJourneys() {
  return Object.fromEntries(
    JOURNEY_KINDS.map((k) => [k, ZJourneyConfig.parse({ content: JOURNEY_CONTENT[k] })]),
  ) as Record<JourneyKind, JourneyConfig>;
}

/** The settings of a salon that has none saved. */
export const defaultMarketingSettings = (): MarketingSettings => ZMarketingSettings.parse({});

/** What the journeys page saves for one journey (the content checked as a campaign's is). */
export const ZJourneyUpdate = z
  .object({
    orgId: z.string().trim().pipe(zDocId('Not a salon id')),
    kind: z.enum(JOURNEY_KINDS),
    config: ZJourneyConfig,
  })
  .superRefine((j, ctx) => {
    const c = j.config;
    for (const issue of messageIssues(c.channels, c.content, 10, ['config']))
      ctx.addIssue({ code: 'custom', ...issue });
    if (c.fromDays >= c.toDays)
      ctx.addIssue({ code: 'custom', path: ['config', 'toDays'], message: 'End after the start' });
  });

export const ZMarketingSettingsUpdate = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  attributionDays: z.number().int().min(1, 'At least 1 day').max(30, 'At most 30 days'),
  maxSmsSegments: z.number().int().min(1, 'At least 1').max(10, 'At most 10'),
});
