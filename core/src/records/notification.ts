// orgs/{orgId}/notifications/{id}: the queue of what a salon sends its
// clients (written only by functions), and smsOptOuts/{e164}: numbers that
// replied STOP, honoured before any text goes out.
import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from '../notifications';
import {
  storedIdList,
  storedNumber,
  storedString,
  ZStoredDate,
  ZStoredOptionalDate,
} from './stored';

/** How many lanes the queue's index is spread over. */
export const NOTIFICATION_LANES = 10;

/** A notification's lane: a stable hash of its id. */
export function laneOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return h % NOTIFICATION_LANES;
}

export const ZNotificationRecord = z.object({
  id: z.string(),
  orgId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  bookingId: z.string().nullable().catch(null).default(null),
  /** The appointment's start the notification was planned for (a moved one is withdrawn). */
  bookingStart: ZStoredOptionalDate,
  clientId: z.string().nullable().catch(null).default(null),
  /** The address or E.164 number, as last known. */
  to: storedString(),
  /** Who it is for, where not a client record (a waitlist entry's first name). */
  recipientName: storedString(),
  /** The waitlist entry told about an opening. */
  waitlistId: z.string().nullable().catch(null).default(null),
  /** What was sent (rendered when it went out). */
  subject: storedString(),
  body: storedString(),
  sendAt: ZStoredDate,
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: storedNumber(),
  /** Why it was skipped or failed, in words the owner can act on. */
  reason: storedString(),
  /** The provider's id (Twilio's message SID) and its latest delivery status. */
  providerId: storedString(),
  providerStatus: z.string().nullable().catch(null).default(null),
  sentAt: ZStoredOptionalDate,
  /**
   * One of NOTIFICATION_LANES, from the id: the sweeper's index leads with it,
   * so notifications written at the same moment (every booking's confirmation
   * has sendAt = now) land in as many key ranges, not one hot one.
   */
  lane: storedNumber(),
  /**
   * Marketing: what sent it, as a path under the salon (`campaigns/{id}`,
   * `journeys/{kind}`), and what came of it: opened (the pixel, approximate),
   * clicked, unsubscribed through its link, bookings credited to it.
   */
  source: z.string().nullable().catch(null).default(null),
  /** The placeholders' values as the message was released (first name, last service…). */
  vars: z.record(z.string(), z.string()).catch({}).default({}),
  /** 1 or 0, so a campaign's results are sums over its messages (one aggregation). */
  opened: storedNumber(),
  clicked: storedNumber(),
  unsubscribed: storedNumber(),
  booked: storedNumber(),
  bookingIds: storedIdList(),
  revenue: storedNumber(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type NotificationRecord = z.output<typeof ZNotificationRecord>;

export const ZSmsOptOutRecord = z.object({
  id: z.string(),
  optedOut: z.boolean(),
  updatedAt: ZStoredDate,
});

export const ZNotificationPrefsRecord = z.object({
  id: z.string(),
  transactional: z
    .object({ email: z.boolean().catch(true), sms: z.boolean().catch(true) })
    .catch({ email: true, sms: true }),
  updatedAt: ZStoredDate,
});

export const ZNotificationTemplateRecord = z.object({
  id: z.string(),
  subject: storedString(),
  body: z.string(),
  updatedBy: storedString(),
  updatedAt: ZStoredDate,
});
