// Calendar sync calls (iCal): a team member's and the salon's subscribed
// feeds (secret addresses, rotated on demand), and calendars imported as
// busy time, by address or as an uploaded .ics.
import {
  ZBusyQuery,
  ZCalendarStatusQuery,
  ZFeedRef,
  ZProcessIcal,
  ZUploadIcal,
  ZRotateExport,
} from '../calendar';
import {
  ZConnectCallback,
  ZConnectionPreferences,
  ZConnectionRef,
  ZConnectionStatusQuery,
  type ConnectProvider,
} from '../calendar-connect';
import type { ConnectedCalendar, ConnectionStatus, FeedStatus } from '../records/calendar';
import { endpoint, upload } from './endpoint';

export interface CalendarFeedView {
  id: string;
  staffId: string;
  staffName: string;
  kind: 'url' | 'upload';
  name: string;
  source: string;
  status: FeedStatus;
  message: string;
  warnings: string[];
  events: number;
  busy: number;
  lastFetchAt: string | null;
  lastSuccessAt: string | null;
  nextFetchAt: string | null;
}

/** A subscribed feed's address, in both forms calendar apps take. */
export interface FeedExportView {
  /** The team member's id, or null for the salon's whole book. */
  staffId: string | null;
  label: string;
  https: string;
  webcal: string;
  rotatedAt: string;
}

export interface IcalStatus {
  timeZone: string;
  /** The caller's own feed (a team member with a chair), the chosen member's, and the salon's (owners, managers). */
  exports: FeedExportView[];
  feeds: CalendarFeedView[];
  /** Owners and managers see and manage everyone's. */
  managesAll: boolean;
}

/** Busy time a calendar puts in the book (an iCal import or a connected account). */
export interface ExternalBusyView {
  staffId: string;
  start: string;
  end: string;
  /** Where it comes from, as the member named it ("Personal", "Google Calendar"). */
  source: string;
}

export const calendarContracts = {
  /** GET /api/calendar/busy?orgId&from&to[&staffId]: external busy time for the appointment book. */
  busy: endpoint<{ blocks: ExternalBusyView[] }>()(
    'GET',
    'calendar',
    '/busy',
    undefined,
    ZBusyQuery,
  ),
  /** GET /api/calendar/ical/status?orgId[&staffId]: feeds to subscribe to, and imported calendars with their status. */
  status: endpoint<IcalStatus>()(
    'GET',
    'calendar',
    '/ical/status',
    undefined,
    ZCalendarStatusQuery,
  ),
  /** POST /api/calendar/ical/process-ical: import a calendar by its address (fetched now, then every half hour). */
  processIcal: endpoint<CalendarFeedView>()('POST', 'calendar', '/ical/process-ical', ZProcessIcal),
  /** POST /api/calendar/ical/upload: an .ics file as form data (orgId, staffId, name, file). */
  uploadIcal: upload<CalendarFeedView>()('calendar', '/ical/upload', ZUploadIcal),
  /** POST /api/calendar/ical/sync: fetch an imported calendar again now. */
  sync: endpoint<CalendarFeedView>()('POST', 'calendar', '/ical/sync', ZFeedRef),
  /** POST /api/calendar/ical/remove-feed: stop importing a calendar; its busy time goes. */
  removeFeed: endpoint<{ removed: true }>()('POST', 'calendar', '/ical/remove-feed', ZFeedRef),
  /** POST /api/calendar/ical/rotate: a new secret address (the old one stops working). */
  rotate: endpoint<FeedExportView>()('POST', 'calendar', '/ical/rotate', ZRotateExport),
};

// ---------------------------------------------------------------------------
// Connected calendars: Google Calendar and Outlook, the same calls for each.

export interface ConnectionView {
  id: string;
  provider: ConnectProvider;
  staffId: string;
  staffName: string;
  account: string;
  status: ConnectionStatus;
  message: string;
  calendars: ConnectedCalendar[];
  pushCalendarId: string | null;
  busy: number;
  pushed: number;
  watching: boolean;
  watchExpiresAt: string | null;
  lastSyncAt: string | null;
  lastSuccessAt: string | null;
  nextSyncAt: string | null;
}

export interface ConnectStatus {
  provider: ConnectProvider;
  /** The server has the provider's app credentials. */
  configured: boolean;
  /** How to set it up, in words, while it is not. */
  setup: string;
  /** The address to register with the provider as the sign-in's redirect. */
  redirectUri: string;
  /** Changes are pushed to us within seconds (false: checked every 15 minutes). */
  notifications: boolean;
  connections: ConnectionView[];
  managesAll: boolean;
}

export interface ConnectTest {
  ok: boolean;
  message: string;
  calendars: number;
  ms: number;
}

function connectContracts<P extends ConnectProvider>(p: P) {
  return {
    /** POST /api/calendar/{p}/auth/start: the provider's sign-in address to send the member to. */
    start: endpoint<{ url: string }>()('POST', 'calendar', `/${p}/auth/start`, ZConnectionRef),
    /** GET /api/calendar/{p}/auth/callback?state&code: finishes the sign-in (from the callback page). */
    callback: endpoint<ConnectionView>()(
      'GET',
      'calendar',
      `/${p}/auth/callback`,
      undefined,
      ZConnectCallback,
    ),
    /** GET /api/calendar/{p}/status?orgId[&staffId]. */
    status: endpoint<ConnectStatus>()(
      'GET',
      'calendar',
      `/${p}/status`,
      undefined,
      ZConnectionStatusQuery,
    ),
    /** POST /api/calendar/{p}/update-preferences: busy calendars and where appointments go. */
    preferences: endpoint<ConnectionView>()(
      'POST',
      'calendar',
      `/${p}/update-preferences`,
      ZConnectionPreferences,
    ),
    /** POST /api/calendar/{p}/disconnect: revokes access; busy time and pushed appointments go. */
    disconnect: endpoint<{ disconnected: true; revoked: boolean }>()(
      'POST',
      'calendar',
      `/${p}/disconnect`,
      ZConnectionRef,
    ),
    /** POST /api/calendar/{p}/sync: reads the calendars again now. */
    sync: endpoint<ConnectionView>()('POST', 'calendar', `/${p}/sync`, ZConnectionRef),
    /** GET /api/calendar/{p}/test?orgId&staffId: can we reach the account right now. */
    test: endpoint<ConnectTest>()('GET', 'calendar', `/${p}/test`, undefined, ZConnectionRef),
  };
}

export const googleCalendarContracts = connectContracts('google');
export const outlookCalendarContracts = connectContracts('outlook');
export const connectContractsFor = (p: ConnectProvider) =>
  p === 'google' ? googleCalendarContracts : outlookCalendarContracts;
