// Connected calendars (Google Calendar and Outlook), the pure parts: the
// inputs of the connect calls, the event id a booking gets in Google, when a
// push channel or subscription is renewed, and turning a provider's busy
// events into stretches. Shared by the server and the browser.
import { z } from 'zod';
import { zDocId } from './ids';

export const CONNECT_PROVIDERS = ['google', 'outlook'] as const;
export type ConnectProvider = (typeof CONNECT_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<ConnectProvider, string> = {
  google: 'Google Calendar',
  outlook: 'Outlook',
};

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));
const ZStaffId = z.string().trim().pipe(zDocId('Not a team member id'));

/** POST calendar/{provider}/auth/start, update… : whose calendar. */
export const ZConnectionRef = z.object({ orgId: ZOrgId, staffId: ZStaffId });
export type ConnectionRef = z.input<typeof ZConnectionRef>;

/** GET calendar/{provider}/status: everyone's (owners, managers) or one member's. */
export const ZConnectionStatusQuery = z.object({ orgId: ZOrgId, staffId: ZStaffId.optional() });

/** GET calendar/{provider}/auth/callback: what the provider sent back to the callback page. */
export const ZConnectCallback = z.object({
  state: z.string({ error: 'The sign-in answer has no state.' }).min(10).max(2000),
  code: z.string().min(1).max(4000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
export type ConnectCallback = z.input<typeof ZConnectCallback>;

const ZCalendarId = z.string().trim().min(1).max(600);

/** POST calendar/{provider}/update-preferences. */
export const ZConnectionPreferences = ZConnectionRef.extend({
  /** The calendars whose events count as busy time. */
  busyCalendarIds: z.array(ZCalendarId).max(25, 'Choose at most 25 calendars').default([]),
  /** The calendar that receives the member's appointments; null: none. */
  pushCalendarId: ZCalendarId.nullable().default(null),
});
export type ConnectionPreferences = z.input<typeof ZConnectionPreferences>;

/** Changes (push channels, subscriptions) are asked again this long before they lapse. */
export const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
/** A Google channel asks for a week; Graph's calendar subscriptions last at most 4,230 minutes. */
export const WATCH_MS: Record<ConnectProvider, number> = {
  google: 7 * 24 * 60 * 60 * 1000,
  outlook: 4_200 * 60 * 1000,
};
/** Push delivery is not guaranteed: every connection is reconciled this often. */
export const RECONCILE_MINUTES = 15;

export const needsRenewal = (expiresAt: number, now: number) => expiresAt - now < RENEW_BEFORE_MS;

/**
 * The id a booking's event has in Google Calendar: Google accepts ids made of
 * 0-9 and a-v (base32hex), 5 to 1024 long, so the booking id is written in hex.
 */
export function googleEventId(bookingId: string): string {
  let hex = 'cs';
  for (let i = 0; i < bookingId.length; i++) {
    hex += bookingId.charCodeAt(i).toString(16).padStart(4, '0');
  }
  return hex;
}

/** An event's busy stretch, packed small for storage: base-36 start and end (ms). */
export const packStretch = (start: number, end: number) =>
  `${start.toString(36)}/${end.toString(36)}`;
export function unpackStretch(packed: string): { start: number; end: number } | null {
  const [a, b] = packed.split('/');
  const start = parseInt(a ?? '', 36);
  const end = parseInt(b ?? '', 36);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}
