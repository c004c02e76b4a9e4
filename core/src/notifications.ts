// Notifications a salon sends its clients: appointment reminders, notices
// when an appointment moves or is cancelled, and messages a salon sends by
// hand. What they say (templates with variables, rendered as plain text),
// when they are due (a pure planner with the clock passed in), and how a
// delivery status may change (only forward).
import { z } from 'zod';
import { zDocId } from './ids';
import { addDays, localParts, zonedInstant } from './zoned-time';

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = [
  'confirmation',
  'reminder',
  'rescheduled',
  'cancelled',
  'opening',
  'custom',
  'marketing',
  'review',
  'change_request',
  'confirm_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  confirmation: 'Booking confirmation',
  reminder: 'Reminder',
  rescheduled: 'Appointment moved',
  cancelled: 'Appointment cancelled',
  opening: 'A time opened up',
  custom: 'Message',
  marketing: 'Marketing',
  review: 'Review request',
  change_request: 'New time suggested',
  confirm_request: 'Please confirm',
};

/** `held`: a paused campaign's message, waiting for resume. */
export const NOTIFICATION_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'skipped',
  'held',
] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Attempts before a notification is marked failed; the waits between them grow. */
export const MAX_ATTEMPTS = 5;
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

// ---------------------------------------------------------------------------
// Reminder settings

export const DEFAULT_REMINDER_HOURS = [24, 2] as const;

export const ZReminderSettings = z.object({
  enabled: z.boolean().default(true),
  /** Hours before the appointment; whole days keep the local time of day across DST. */
  hoursBefore: z
    .array(z.number().int().min(1, 'At least 1 hour before').max(168, 'At most 7 days before'))
    .max(3, 'Up to three reminders')
    .refine((h) => new Set(h).size === h.length, 'Each reminder needs its own time')
    .default([...DEFAULT_REMINDER_HOURS]),
  email: z.boolean().default(true),
  sms: z.boolean().default(true),
  /**
   * Appointments the no-show model rates high risk (and not yet confirmed)
   * also get a "please confirm" message two days before.
   */
  confirmRisky: z.boolean().default(false),
});
export type ReminderSettings = z.output<typeof ZReminderSettings>;
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = ZReminderSettings.parse({});

/**
 * When a reminder `hours` before `start` goes out. Whole days are counted on
 * the salon's wall clock (24 hours before 10:00 is 10:00 the day before, even
 * across a daylight-saving change); other spans are exact.
 */
export function reminderSendAt(start: Date, hours: number, timeZone: string): Date {
  if (hours % 24 !== 0) return new Date(start.getTime() - hours * 3_600_000);
  const local = localParts(start.getTime(), timeZone);
  return new Date(zonedInstant(addDays(local.date, -hours / 24), local.time, timeZone));
}

/** What the planner needs to know about an appointment. */
export interface BookingFacts {
  id: string;
  status: string;
  start: Date;
  /** Waiting for a deposit or a card: not confirmed yet. */
  awaiting: boolean;
  /** How it was booked: online bookings get their e-mail (with the .ics) from the booking call. */
  source: string;
  canEmail: boolean;
  canText: boolean;
  /** A new time the salon asked the client about, while they have not answered. */
  proposedStart?: Date | null;
}

export interface PlannedNotification {
  /** The queue document's id: the same plan always makes the same ids (exactly once). */
  id: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  sendAt: Date;
}

const LIVE = new Set(['booked', 'confirmed']);

function channels(b: BookingFacts, s: ReminderSettings): NotificationChannel[] {
  return [
    ...(s.email && b.canEmail ? (['email'] as const) : []),
    ...(s.sms && b.canText ? (['sms'] as const) : []),
  ];
}

/**
 * The reminders an appointment should have at `now`: one per setting and
 * channel, not already past. Their ids carry the start time, so a moved
 * appointment gets new ones and the old ones are withdrawn.
 */
export function plannedReminders(
  b: BookingFacts,
  settings: ReminderSettings,
  timeZone: string,
  now: Date,
): PlannedNotification[] {
  if (!settings.enabled || !LIVE.has(b.status) || b.awaiting) return [];
  const at = b.start.getTime();
  return settings.hoursBefore.flatMap((hours) => {
    const sendAt = reminderSendAt(b.start, hours, timeZone);
    if (sendAt.getTime() <= now.getTime() - 5 * 60_000 || at <= now.getTime()) return [];
    return channels(b, settings).map((channel) => ({
      id: `reminder-${hours}h-${channel}-${b.id}-${at}`,
      kind: 'reminder' as const,
      channel,
      sendAt,
    }));
  });
}

/** How long before a high-risk appointment its client is asked to confirm. */
export const CONFIRM_REQUEST_HOURS = 48;
/** Asked later than this before the start, a confirmation comes too late to rebook the time. */
const CONFIRM_REQUEST_MIN_HOURS = 4;

/**
 * The "please confirm" message a high-risk appointment gets (the model's
 * level is the caller's): two days before, or at once when booked later
 * than that, never in its last hours. Only while booked and not confirmed.
 */
export function plannedConfirmRequests(
  b: BookingFacts,
  settings: ReminderSettings,
  timeZone: string,
  now: Date,
): PlannedNotification[] {
  if (!settings.confirmRisky || b.status !== 'booked' || b.awaiting) return [];
  const at = b.start.getTime();
  if (at - now.getTime() < CONFIRM_REQUEST_MIN_HOURS * 3_600_000) return [];
  const planned = reminderSendAt(b.start, CONFIRM_REQUEST_HOURS, timeZone);
  const sendAt = planned.getTime() < now.getTime() ? now : planned;
  return channels(b, settings).map((channel) => ({
    id: `confirm-request-${channel}-${b.id}-${at}`,
    kind: 'confirm_request' as const,
    channel,
    sendAt,
  }));
}

/** The notices a change of an appointment calls for, sent at once. */
export function plannedNotices(
  before: BookingFacts | null,
  after: BookingFacts,
  settings: ReminderSettings,
  now: Date,
): PlannedNotification[] {
  if (after.start.getTime() <= now.getTime()) return [];
  const to = channels(after, settings);
  // Confirmed once: when booked, or when its deposit (or card) came in.
  if ((!before || before.awaiting) && LIVE.has(after.status) && !after.awaiting) {
    // A walk-in is there already; an imported appointment was confirmed by the old platform.
    if (after.source === 'walk_in' || after.source === 'import') return [];
    return to.map((channel) => ({
      id: `confirmation-${channel}-${after.id}`,
      kind: 'confirmation' as const,
      channel,
      sendAt: now,
    }));
  }
  if (!before) return [];
  const asked = after.proposedStart?.getTime();
  if (asked && LIVE.has(after.status) && asked !== before.proposedStart?.getTime()) {
    return to.map((channel) => ({
      id: `change-request-${channel}-${after.id}-${asked}`,
      kind: 'change_request' as const,
      channel,
      sendAt: now,
    }));
  }
  if (after.status === 'cancelled' && before.status !== 'cancelled' && !before.awaiting) {
    return to.map((channel) => ({
      id: `cancelled-${channel}-${after.id}`,
      kind: 'cancelled',
      channel,
      sendAt: now,
    }));
  }
  if (
    LIVE.has(after.status) &&
    LIVE.has(before.status) &&
    !after.awaiting &&
    before.start.getTime() !== after.start.getTime()
  ) {
    return to.map((channel) => ({
      id: `rescheduled-${channel}-${after.id}-${after.start.getTime()}`,
      kind: 'rescheduled',
      channel,
      sendAt: now,
    }));
  }
  return [];
}

// ---------------------------------------------------------------------------
// Templates

export const TEMPLATE_VARIABLES = [
  'client_name',
  'salon',
  'service',
  'stylist',
  'time',
  'manage_link',
  'new_time',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

const VARIABLE = /\{\{\s*([a-z_]+)\s*\}\}/g;

const ZTemplateText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`)
    .refine(
      (t) =>
        [...t.matchAll(VARIABLE)].every((m) =>
          (TEMPLATE_VARIABLES as readonly string[]).includes(m[1]!),
        ),
      `Use only these placeholders: ${TEMPLATE_VARIABLES.map((v) => `{{${v}}}`).join(', ')}.`,
    );

export const ZTemplateInput = z.object({
  orgId: zDocId('Not a salon id'),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  subject: ZTemplateText(150, 'subject').optional(),
  body: ZTemplateText(1000, 'message'),
});
export type TemplateInput = z.output<typeof ZTemplateInput>;

export interface Template {
  subject: string;
  body: string;
}

/** What a salon sends until it writes its own. */
export const DEFAULT_TEMPLATES: Record<
  Exclude<NotificationKind, 'custom' | 'marketing' | 'review'>,
  Record<NotificationChannel, Template>
> = {
  confirmation: {
    email: {
      subject: 'Booked: {{service}} at {{salon}}, {{time}}',
      body: "Hi {{client_name}}, you're booked at {{salon}}: {{service}} with {{stylist}}, {{time}}.\n\nNeed to change plans? {{manage_link}}",
    },
    sms: {
      subject: '',
      body: "{{salon}}: you're booked for {{service}} with {{stylist}}, {{time}}. Change or cancel: {{manage_link}} Reply STOP to opt out.",
    },
  },
  reminder: {
    email: {
      subject: 'Reminder: {{service}} at {{salon}}, {{time}}',
      body: 'Hi {{client_name}}, this is a reminder of your {{service}} with {{stylist}} at {{salon}}, {{time}}.\n\nNeed to change plans? {{manage_link}}',
    },
    sms: {
      subject: '',
      body: '{{salon}}: reminder of your {{service}} with {{stylist}}, {{time}}. Change or cancel: {{manage_link}} Reply STOP to opt out.',
    },
  },
  rescheduled: {
    email: {
      subject: 'Moved: {{service}} at {{salon}}, now {{time}}',
      body: 'Hi {{client_name}}, your {{service}} with {{stylist}} at {{salon}} is now {{time}}.\n\n{{manage_link}}',
    },
    sms: {
      subject: '',
      body: '{{salon}}: your {{service}} is now {{time}} with {{stylist}}. {{manage_link}} Reply STOP to opt out.',
    },
  },
  cancelled: {
    email: {
      subject: 'Cancelled: {{service}} at {{salon}}, {{time}}',
      body: 'Hi {{client_name}}, your {{service}} with {{stylist}} at {{salon}} on {{time}} has been cancelled.\n\nWe hope to see you soon: {{manage_link}}',
    },
    sms: {
      subject: '',
      body: '{{salon}}: your {{service}} on {{time}} is cancelled. Book again: {{manage_link}} Reply STOP to opt out.',
    },
  },
  change_request: {
    email: {
      subject: 'Could you come at {{new_time}}? {{salon}}',
      body: 'Hi {{client_name}}, {{salon}} asks whether you could come for your {{service}} with {{stylist}} at {{new_time}} instead of {{time}}.\n\nNothing changes unless you say yes. Answer here: {{manage_link}}',
    },
    sms: {
      subject: '',
      body: '{{salon}}: could your {{service}} move from {{time}} to {{new_time}}? Nothing changes unless you say yes: {{manage_link}} Reply STOP to opt out.',
    },
  },
  confirm_request: {
    email: {
      subject: 'Please confirm: {{service}} at {{salon}}, {{time}}',
      body: "Hi {{client_name}}, we're looking forward to your {{service}} with {{stylist}} at {{salon}}, {{time}}.\n\nPlease confirm you're coming, or change or cancel so someone else can have the time: {{manage_link}}",
    },
    sms: {
      subject: '',
      body: '{{salon}}: please confirm your {{service}} with {{stylist}}, {{time}}, or change or cancel: {{manage_link}} Reply STOP to opt out.',
    },
  },
  opening: {
    email: {
      subject: 'A time opened up at {{salon}}: {{time}}',
      body: 'Hi {{client_name}}, you asked to hear when a time opens up. {{stylist}} is now free {{time}} for {{service}}.\n\nIt goes to whoever books first: {{manage_link}}',
    },
    sms: {
      subject: '',
      body: '{{salon}}: a time opened up {{time}} with {{stylist}}. Book first, it is yours: {{manage_link}} Reply STOP to opt out.',
    },
  },
};

/** What the waitlist matcher needs to know about an entry. */
export interface WaitlistFacts {
  id: string;
  status: string;
  date: string;
  staffId: string | null;
  serviceIds: readonly string[];
  timeOfDay: string;
  canEmail: boolean;
  canText: boolean;
}

const PART_OF_DAY = (hour: number) => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening');

/**
 * The waiting clients a cancelled appointment's time suits: same salon-local
 * day, the same stylist (or anyone), the part of the day they asked for, and a
 * service in common (or none named). Each gets "a time opened up", once.
 */
export function waitlistOpenings(
  cancelled: {
    id: string;
    localDate: string;
    start: Date;
    staffId: string;
    serviceIds: readonly string[];
  },
  entries: readonly WaitlistFacts[],
  timeZone: string,
): PlannedNotification[] {
  const hour = Number(localParts(cancelled.start.getTime(), timeZone).time.slice(0, 2));
  return entries
    .filter(
      (e) =>
        e.status === 'waiting' &&
        e.date === cancelled.localDate &&
        (e.staffId === null || e.staffId === cancelled.staffId) &&
        (e.timeOfDay === 'any' || e.timeOfDay === PART_OF_DAY(hour)) &&
        (e.serviceIds.length === 0 || e.serviceIds.some((s) => cancelled.serviceIds.includes(s))),
    )
    .flatMap((e) =>
      [...(e.canEmail ? (['email'] as const) : []), ...(e.canText ? (['sms'] as const) : [])].map(
        (channel) => ({
          id: `opening-${channel}-${cancelled.id}-${e.id}`,
          kind: 'opening' as const,
          channel,
          sendAt: new Date(0),
        }),
      ),
    );
}

/**
 * Fills the placeholders with plain text. The result is text: e-mail escapes
 * it into HTML and SMS sends it as is, so nothing a client or salon typed can
 * become markup.
 */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text
    .replace(VARIABLE, (_m, name: string) => values[name as TemplateVariable] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

// ---------------------------------------------------------------------------
// Delivery status from the provider (Twilio's status callbacks)

const PROVIDER_RANK: Record<string, number> = {
  accepted: 0,
  scheduled: 0,
  queued: 0,
  sending: 1,
  sent: 2,
  delivered: 3,
  undelivered: 3,
  failed: 3,
  canceled: 3,
};

/** Whether a provider status may replace the one recorded (late or repeated callbacks may not). */
export function movesForward(current: string | null, next: string): boolean {
  const to = PROVIDER_RANK[next];
  if (to === undefined) return false;
  return current === null || to > (PROVIDER_RANK[current] ?? -1);
}

/** Replies that opt a number out of texts (Twilio's standard keywords). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
export const START_WORDS = ['START', 'YES', 'UNSTOP'];

// ---------------------------------------------------------------------------
// The calls' inputs

const ZOrgId = zDocId('Not a salon id');
const ZMessageBody = z
  .string()
  .trim()
  .min(1, 'Write the message.')
  .max(1000, 'Keep the message under 1,000 characters.');
const ZSubject = z.string().trim().max(150, 'Keep the subject under 150 characters.').default('');

/** An e-mail needs a subject; a text has none. */
const SUBJECT_FOR_EMAIL: [
  (v: { channel: NotificationChannel; subject: string }) => boolean,
  { message: string; path: string[] },
] = [
  (v) => v.channel === 'sms' || v.subject.length > 0,
  { message: 'Write a subject for the e-mail.', path: ['subject'] },
];

/** POST send: one message to one client, now. */
export const ZSendNotification = z
  .object({
    orgId: ZOrgId,
    clientId: zDocId('Not a client id'),
    channel: z.enum(NOTIFICATION_CHANNELS),
    subject: ZSubject,
    body: ZMessageBody,
  })
  .refine(...SUBJECT_FOR_EMAIL);

/** POST batch: a marketing message to clients who agreed to it on that channel. */
export const ZBatchNotification = z
  .object({
    orgId: ZOrgId,
    clientIds: z
      .array(zDocId('Not a client id'))
      .min(1, 'Choose at least one client.')
      .max(500, 'Send to at most 500 clients at a time.'),
    channel: z.enum(NOTIFICATION_CHANNELS),
    subject: ZSubject,
    body: ZMessageBody,
  })
  .refine(...SUBJECT_FOR_EMAIL);

export const ZChannelChoice = z.object({ email: z.boolean(), sms: z.boolean() });

/** POST preferences/update: how a client hears from the salon (by the client, or the salon). */
export const ZPreferencesUpdate = z.object({
  orgId: ZOrgId,
  /** The salon names the client; a client leaves it out for their own. */
  clientId: zDocId('Not a client id').optional(),
  transactional: ZChannelChoice,
  marketing: ZChannelChoice,
});

export const ZReminderSettingsUpdate = ZReminderSettings.extend({ orgId: ZOrgId });

export const ZResendNotification = z.object({
  orgId: ZOrgId,
  id: zDocId('Not a notification id'),
});
