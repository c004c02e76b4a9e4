// What the calendar sync needs from a provider (Google Calendar, Microsoft
// Graph), so one service runs both: sign-in, calendars, busy events read
// incrementally, appointments written as events, and push notifications.
import type { ConnectedCalendar, Watch } from '@chairside/core/records/calendar';

/** The provider's tokens, kept sealed; refreshed ones are saved back. */
export interface Tokens {
  access_token?: string | null;
  refresh_token?: string | null;
  /** Milliseconds since the epoch. */
  expiry_date?: number | null;
  [other: string]: unknown;
}

/** One event's news since the last read. */
export type EventChange =
  | { id: string; removed: true }
  | {
      id: string;
      removed: false;
      /** Counts as busy (not free / transparent, not one of our own appointments). */
      busy: boolean;
      start: number;
      end: number;
      /** An all-day event's dates (end exclusive), turned into the salon's days by the caller. */
      allDay?: { startDate: string; endDate: string };
    };

export interface PullResult {
  changes: EventChange[];
  /** The cursor for next time (Google's sync token, Graph's delta link). */
  cursor: string;
}

/** An appointment as an event in the member's calendar. */
export interface PushEvent {
  bookingId: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  timeZone: string;
  tentative: boolean;
}

export type ProblemKind =
  'revoked' | 'gone' | 'rate-limited' | 'unavailable' | 'not-found' | 'other';

/** A provider's refusal, sorted into what the sync does about it. */
export class ProviderProblem extends Error {
  constructor(
    readonly kind: ProblemKind,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface ProviderClient {
  /** The tokens now (refreshed during the calls, perhaps). */
  tokens(): Tokens;
  account(): Promise<string>;
  calendars(): Promise<Omit<ConnectedCalendar, 'busy'>[]>;
  /** Changes since `cursor`, or everything in [from, to) when there is none. Throws 'gone' when the cursor expired. */
  pull(calendarId: string, cursor: string | null, from: Date, to: Date): Promise<PullResult>;
  /** Writes the appointment (updating `eventId` when given); answers the event's id. */
  upsert(calendarId: string, eventId: string | null, event: PushEvent): Promise<string>;
  remove(calendarId: string, eventId: string): Promise<void>;
  watch(calendarId: string, address: string, clientState: string, until: Date): Promise<Watch>;
  /** A watch that lasts longer (Graph extends; Google opens a new channel and stops the old). */
  renew(watch: Watch, address: string, clientState: string, until: Date): Promise<Watch>;
  unwatch(watch: Watch): Promise<void>;
  /** Revokes our access; false when the provider offers no way to. */
  revoke(): Promise<boolean>;
}

export interface ProviderApp {
  authUrl(state: string, redirectUri: string): string;
  exchange(code: string, redirectUri: string): Promise<Tokens>;
  client(tokens: Tokens): ProviderClient;
}
