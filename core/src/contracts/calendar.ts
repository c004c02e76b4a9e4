// Calendar sync calls (iCal): a team member's and the salon's subscribed
// feeds (secret addresses, rotated on demand), and calendars imported as
// busy time, by address or as an uploaded .ics.
import { ZCalendarStatusQuery, ZFeedRef, ZProcessIcal, ZRotateExport } from '../calendar';
import type { FeedStatus } from '../records/calendar';
import { endpoint } from './endpoint';

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

export const calendarContracts = {
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
  /** POST /api/calendar/ical/sync: fetch an imported calendar again now. */
  sync: endpoint<CalendarFeedView>()('POST', 'calendar', '/ical/sync', ZFeedRef),
  /** POST /api/calendar/ical/remove-feed: stop importing a calendar; its busy time goes. */
  removeFeed: endpoint<{ removed: true }>()('POST', 'calendar', '/ical/remove-feed', ZFeedRef),
  /** POST /api/calendar/ical/rotate: a new secret address (the old one stops working). */
  rotate: endpoint<FeedExportView>()('POST', 'calendar', '/ical/rotate', ZRotateExport),
};
