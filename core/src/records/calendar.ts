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
