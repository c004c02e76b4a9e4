// Calendar sync's documents, all written by functions alone:
// - orgs/{orgId}/calendarFeeds/{feedId}: a calendar a team member imported
//   as busy time (by its address, fetched again on a schedule, or as an
//   uploaded .ics), with its status in words. The member and owners and
//   managers read it; it never holds the address itself.
// - orgs/{orgId}/calendarFeedSecrets/{feedId}: the address (a private link
//   to someone's calendar) and which dates' busy time was written. Server only.
// - orgs/{orgId}/calendarExports/{staffId | 'salon'}: the secret of a
//   subscribed feed's address. Server only.
import { z } from 'zod';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

export const FEED_KINDS = ['url', 'upload'] as const;
export const FEED_STATUSES = ['ok', 'error', 'pending'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export const ZCalendarFeedRecord = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: storedString(),
  kind: z.enum(FEED_KINDS).catch('url'),
  name: storedString(),
  /** Where it comes from, as people recognise it: the address's host, or the file's name. */
  source: storedString(),
  status: z.enum(FEED_STATUSES).catch('pending'),
  /** What happened last time, in words. */
  message: storedString(),
  warnings: z.array(z.string()).catch([]).default([]),
  events: storedNumber(),
  /** Busy stretches it holds in the booking window. */
  busy: storedNumber(),
  failures: storedNumber(),
  lastFetchAt: ZStoredOptionalDate,
  lastSuccessAt: ZStoredOptionalDate,
  /** When it is fetched again (null for an upload). */
  nextFetchAt: ZStoredOptionalDate,
  createdBy: z.string().nullable().catch(null).default(null),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type CalendarFeedRecord = z.output<typeof ZCalendarFeedRecord>;

export const ZCalendarFeedSecretRecord = z.object({
  id: z.string(),
  url: storedString(),
  /** Each date's fingerprint of the busy time written for it (see core/calendar stretchesKey). */
  written: z.record(z.string(), z.string()).catch({}).default({}),
});
export type CalendarFeedSecretRecord = z.output<typeof ZCalendarFeedSecretRecord>;

export const ZCalendarExportRecord = z.object({
  id: z.string(),
  secret: z.string(),
  rotatedAt: ZStoredDate,
});
export type CalendarExportRecord = z.output<typeof ZCalendarExportRecord>;

// - orgs/{orgId}/calendarConnections/{provider}_{staffId}: a team member's
//   Google or Outlook account, its calendars and its status in words. Read
//   like calendarFeeds; written by functions alone.
// - orgs/{orgId}/calendarConnectionSecrets/{same id}: the encrypted tokens,
//   sync cursors, busy events and pushed appointments. Server only.
// - calendarChannels/{channelId}: which connection a push notification is for. Server only.
export const CONNECTION_STATUSES = ['ok', 'error', 'pending', 'revoked'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const ZConnectedCalendar = z.object({
  id: z.string(),
  name: storedString(),
  primary: z.boolean().catch(false).default(false),
  /** Its events count as busy time. */
  busy: z.boolean().catch(false).default(false),
  /** Appointments can be written to it. */
  writable: z.boolean().catch(false).default(false),
});
export type ConnectedCalendar = z.output<typeof ZConnectedCalendar>;

export const ZCalendarConnectionRecord = z.object({
  id: z.string(),
  provider: z.enum(['google', 'outlook']),
  staffId: z.string(),
  staffName: storedString(),
  /** The account's e-mail address, as the provider gives it. */
  account: storedString(),
  status: z.enum(CONNECTION_STATUSES).catch('pending'),
  message: storedString(),
  calendars: z.array(ZConnectedCalendar).catch([]).default([]),
  pushCalendarId: z.string().nullable().catch(null).default(null),
  busy: storedNumber(),
  pushed: storedNumber(),
  failures: storedNumber(),
  /** Push notifications arrive (false: reconciled on a schedule only). */
  watching: z.boolean().catch(false).default(false),
  watchExpiresAt: ZStoredOptionalDate,
  lastSyncAt: ZStoredOptionalDate,
  lastSuccessAt: ZStoredOptionalDate,
  nextSyncAt: ZStoredOptionalDate,
  createdBy: z.string().nullable().catch(null).default(null),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type CalendarConnectionRecord = z.output<typeof ZCalendarConnectionRecord>;

export const ZWatch = z.object({
  calendarId: z.string(),
  /** Google's channel id or Graph's subscription id. */
  id: z.string(),
  /** Google's resource id (to stop the channel). */
  resourceId: z.string().default(''),
  expiresAt: z.number(),
});
export type Watch = z.output<typeof ZWatch>;

export const ZCalendarConnectionSecretRecord = z.object({
  id: z.string(),
  /** AES-256-GCM sealed JSON of the provider's tokens. */
  tokens: storedString(),
  /** Per calendar: Google's sync token or Graph's delta link. */
  cursors: z.record(z.string(), z.string()).catch({}).default({}),
  /**
   * Older connections only: busy events and pushed appointments were kept
   * here, and move to their own documents (busyCalendars, pushedEvents) on
   * the next read.
   */
  events: z.record(z.string(), z.record(z.string(), z.string())).catch({}).default({}),
  pushed: z
    .record(
      z.string(),
      z.object({
        eventId: z.string(),
        calendarId: z.string(),
        /** When the appointment ends (ms): a day later it is forgotten. */
        end: z.number().optional(),
      }),
    )
    .catch({})
    .default({}),
  written: z.record(z.string(), z.string()).catch({}).default({}),
  watches: z.array(ZWatch).catch([]).default([]),
  /** Checked on every notification (Google's channel token, Graph's clientState). */
  clientState: storedString(),
});
export type CalendarConnectionSecretRecord = z.output<typeof ZCalendarConnectionSecretRecord>;

/**
 * …/calendarConnectionSecrets/{id}/pushedEvents/{bookingId}: an appointment
 * written to the member's calendar. Firestore's TTL deletes it a day after
 * the appointment ends (expiresAt), so history never piles up.
 */
export const ZPushedEventRecord = z.object({
  id: z.string(),
  eventId: z.string(),
  calendarId: z.string(),
  /** When the appointment ends (ms). */
  end: z.number(),
  expiresAt: ZStoredDate,
});
export type PushedEventRecord = z.output<typeof ZPushedEventRecord>;

/**
 * …/calendarConnectionSecrets/{id}/busyCalendars/{key}: one calendar's busy
 * events in the booking window (event id → packStretch, or d:first:end for
 * an all-day event); one document per calendar, each capped.
 */
export const ZBusyCalendarRecord = z.object({
  id: z.string(),
  calendarId: z.string(),
  events: z.record(z.string(), z.string()).catch({}).default({}),
});
export type BusyCalendarRecord = z.output<typeof ZBusyCalendarRecord>;

export const ZCalendarChannelRecord = z.object({
  id: z.string(),
  provider: z.enum(['google', 'outlook']),
  orgId: z.string(),
  connectionId: z.string(),
  calendarId: z.string(),
});
export type CalendarChannelRecord = z.output<typeof ZCalendarChannelRecord>;
