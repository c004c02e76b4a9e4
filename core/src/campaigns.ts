// Campaigns, pure: what one is (name, channels, audience, content, when),
// how its status moves (draft → scheduled → sending ⇄ paused → sent, or
// cancelled; launching twice is nothing new), its placeholders, and the
// starter templates a salon begins from. Bad input is refused by field: no
// channel, an empty subject, script in the e-mail, a text over the salon's
// SMS segment limit, a schedule in the past.
import { z } from 'zod';
import { ZAudience, SMS_OPT_OUT, smsSegments } from './marketing';
import { zDocId } from './ids';
import { ZIsoDate } from './staff-profile';
import { zonedInstant } from './zoned-time';

export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** The placeholders a marketing message may use. */
export const MARKETING_VARIABLES = [
  'first_name',
  'salon',
  'last_service',
  'stylist',
  'booking_link',
  /** Journeys about a free time: the day (and time) that opened. */
  'opening',
] as const;
export type MarketingVariable = (typeof MARKETING_VARIABLES)[number];

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const knownPlaceholders = (t: string) =>
  [...t.matchAll(PLACEHOLDER)].every((m) =>
    (MARKETING_VARIABLES as readonly string[]).includes(m[1]!),
  );
const PLACEHOLDERS_MESSAGE = `Use only these placeholders: ${MARKETING_VARIABLES.map((v) => `{{${v}}}`).join(', ')}`;

/** Script, event handlers and javascript: links have no place in an e-mail. */
export const hasScript = (html: string) =>
  /<\s*script\b|\son[a-z]+\s*=|javascript\s*:|<\s*iframe\b|<\s*object\b|<\s*embed\b/i.test(html);

/**
 * What a campaign e-mail may hold (the editor writes no more; the server
 * sanitises to it and the browser's preview does too): text, headings,
 * lists, links, images, and buttons (a link marked data-button, drawn as a
 * button when the e-mail is sent).
 */
export const CAMPAIGN_SAFE_HTML = {
  tags: [
    'p',
    'h1',
    'h2',
    'h3',
    'strong',
    'em',
    'u',
    's',
    'a',
    'img',
    'ul',
    'ol',
    'li',
    'br',
    'hr',
    'blockquote',
  ],
  attributes: {
    a: ['href', 'data-button'],
    img: ['src', 'alt', 'width'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
  },
  schemes: ['https', 'http', 'mailto'],
  textAlign: /^(left|right|center)$/,
} as const;

/** The most SMS segments one text may take unless the salon allows more. */
export const DEFAULT_MAX_SMS_SEGMENTS = 2;

export const ZCampaignSchedule = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('now') }),
    z.object({
      kind: z.literal('at'),
      date: ZIsoDate,
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30'),
    }),
  ],
  { error: 'Send now or at a date and time' },
);
export type CampaignSchedule = z.output<typeof ZCampaignSchedule>;

export const ZCampaignContent = z.object({
  subject: z.string().trim().max(150, 'Keep the subject under 150 characters').default(''),
  /** The e-mail's HTML from the editor (sanitised again on the server). */
  html: z
    .string()
    .max(100_000, 'The e-mail is too long')
    .default('')
    .refine((h) => !hasScript(h), 'The e-mail cannot contain scripts')
    .refine(knownPlaceholders, PLACEHOLDERS_MESSAGE),
  /** The text the SMS sends (the opt-out line is added). */
  sms: z
    .string()
    .trim()
    .max(1_000, 'The text is too long')
    .default('')
    .refine(knownPlaceholders, PLACEHOLDERS_MESSAGE),
});

/**
 * What a message (a campaign's, a journey's, a step's) lacks for its channels,
 * by field under `at`: no channel, no subject or e-mail, no text, a text over
 * the salon's limit with the opt-out line.
 */
export function messageIssues(
  channels: { email: boolean; sms: boolean },
  content: { subject: string; html: string; sms: string },
  maxSmsSegments: number,
  at: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  const out: { path: (string | number)[]; message: string }[] = [];
  if (!channels.email && !channels.sms)
    out.push({ path: [...at, 'channels'], message: 'Choose e-mail, SMS or both' });
  if (channels.email && !content.subject)
    out.push({ path: [...at, 'content', 'subject'], message: 'Write a subject' });
  if (channels.email && !content.html.replace(/<[^>]*>/g, '').trim())
    out.push({ path: [...at, 'content', 'html'], message: 'Write the e-mail' });
  if (channels.sms) {
    if (!content.sms) out.push({ path: [...at, 'content', 'sms'], message: 'Write the text' });
    const { segments } = smsSegments(`${content.sms}\n${SMS_OPT_OUT}`);
    if (segments > maxSmsSegments)
      out.push({
        path: [...at, 'content', 'sms'],
        message: `With the opt-out line the text takes ${segments} messages; the salon allows ${maxSmsSegments}`,
      });
  }
  return out;
}

export const ZCampaignInput = z
  .object({
    orgId: z.string().trim().pipe(zDocId('Not a salon id')),
    name: z.string().trim().min(1, 'Name the campaign').max(100, 'At most 100 characters'),
    channels: z.object({ email: z.boolean().default(true), sms: z.boolean().default(false) }),
    audience: ZAudience,
    content: ZCampaignContent,
    schedule: ZCampaignSchedule.default({ kind: 'now' }),
    /** The salon's SMS segment limit for a text. */
    maxSmsSegments: z.number().int().min(1).max(10).default(DEFAULT_MAX_SMS_SEGMENTS),
  })
  .superRefine((c, ctx) => {
    for (const issue of messageIssues(c.channels, c.content, c.maxSmsSegments))
      ctx.addIssue({ code: 'custom', ...issue });
  });
export type CampaignInput = z.input<typeof ZCampaignInput>;

/** When a scheduled campaign goes, in the salon's zone; now for `now`. */
export const scheduleInstant = (s: CampaignSchedule, timeZone: string, now: number) =>
  s.kind === 'now' ? now : zonedInstant(s.date, s.time, timeZone);

/** Where each action may move a campaign from, and to. */
const MOVES = {
  launch: { from: ['draft'], to: (scheduled: boolean) => (scheduled ? 'scheduled' : 'sending') },
  pause: { from: ['sending', 'scheduled'], to: () => 'paused' },
  resume: { from: ['paused'], to: () => 'sending' },
  cancel: { from: ['draft', 'scheduled', 'paused'], to: () => 'cancelled' },
} as const;
export type CampaignAction = keyof typeof MOVES;

/**
 * The status after an action, the same status when it was already done
 * (launching a launched campaign is nothing new), or an error in words.
 */
export function moveCampaign(
  status: CampaignStatus,
  action: CampaignAction,
  scheduledLater = false,
): { status: CampaignStatus; changed: boolean } | { error: string } {
  const move = MOVES[action];
  if ((move.from as readonly string[]).includes(status))
    return { status: move.to(scheduledLater) as CampaignStatus, changed: true };
  const already: Record<CampaignAction, readonly CampaignStatus[]> = {
    launch: ['scheduled', 'sending', 'paused', 'sent'],
    pause: ['paused'],
    resume: ['sending', 'sent'],
    cancel: ['cancelled'],
  };
  if (already[action].includes(status)) return { status, changed: false };
  return { error: `A ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} campaign cannot ${action}.` };
}

/** A message with its placeholders filled (unknown ones left empty). */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<MarketingVariable, string>>,
  escape: (s: string) => string = (s) => s,
): string {
  return text.replace(PLACEHOLDER, (_m, name: string) =>
    escape(values[name as MarketingVariable] ?? ''),
  );
}

export interface StarterTemplate {
  key: 'win_back' | 'new_service' | 'holiday_hours' | 'promotion' | 'birthday';
  name: string;
  subject: string;
  html: string;
  sms: string;
}

/** The starter set: words a salon edits, never facts invented for it. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'win_back',
    name: 'We miss you',
    subject: 'It’s been a while, {{first_name}}',
    html: '<p>Hi {{first_name}},</p><p>It’s been a while since your last visit to {{salon}}. We’d love to see you again.</p><p><a href="{{booking_link}}">Book your next appointment</a></p>',
    sms: 'Hi {{first_name}}, it’s been a while! Book your next visit at {{salon}}: {{booking_link}}',
  },
  {
    key: 'new_service',
    name: 'Something new',
    subject: 'Something new at {{salon}}',
    html: '<p>Hi {{first_name}},</p><p>We have something new on the menu at {{salon}}. Tell your clients what it is and why they will love it.</p><p><a href="{{booking_link}}">Book it</a></p>',
    sms: 'Hi {{first_name}}, something new at {{salon}}! Book: {{booking_link}}',
  },
  {
    key: 'holiday_hours',
    name: 'Holiday hours',
    subject: 'Our holiday hours',
    html: '<p>Hi {{first_name}},</p><p>Here are {{salon}}’s opening hours over the holidays. Write your dates and hours here.</p><p><a href="{{booking_link}}">Book before the break</a></p>',
    sms: '{{salon}} holiday hours: write them here. Book: {{booking_link}}',
  },
  {
    key: 'promotion',
    name: 'A treat for you',
    subject: 'A treat for you, {{first_name}}',
    html: '<p>Hi {{first_name}},</p><p>Write the offer here, and until when it runs.</p><p><a href="{{booking_link}}">Book now</a></p>',
    sms: 'Hi {{first_name}}, a treat from {{salon}}: write the offer here. {{booking_link}}',
  },
  {
    key: 'birthday',
    name: 'Happy birthday',
    subject: 'Happy birthday, {{first_name}}!',
    html: '<p>Happy birthday, {{first_name}}!</p><p>Everyone at {{salon}} wishes you a wonderful year.</p><p><a href="{{booking_link}}">Treat yourself</a></p>',
    sms: 'Happy birthday, {{first_name}}! From all of us at {{salon}}.',
  },
];
