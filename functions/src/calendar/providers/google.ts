// Google Calendar through its own client library (@googleapis/calendar, the
// Calendar part of googleapis): OAuth with offline access, the calendar
// list, events read with sync tokens (a 410 means start again), our
// appointments written under ids derived from the booking and tagged with it,
// and push channels (events.watch / channels.stop).
import { randomUUID } from 'node:crypto';
import { auth, calendar_v3 } from '@googleapis/calendar';
import { googleEventId } from '@chairside/core/calendar-connect';
import type { Watch } from '@chairside/core/records/calendar';
import type { AppCredentials } from '../connect-config';
import {
  ProviderProblem,
  type EventChange,
  type ProviderApp,
  type ProviderClient,
  type PushEvent,
  type Tokens,
} from './types';

const SCOPES = [
  'https://www.googleapis.com/auth/calendar.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];
export const BOOKING_TAG = 'chairsideBookingId';

interface GoogleFailure {
  status?: number;
  response?: { status?: number; headers?: unknown; data?: unknown };
  message?: string;
}

function retryAfter(headers: unknown): number | undefined {
  const h = headers as { get?: (n: string) => string | null } & Record<string, string>;
  const raw = typeof h?.get === 'function' ? h.get('retry-after') : h?.['retry-after'];
  const s = Number(raw);
  return Number.isFinite(s) && s > 0 ? s * 1000 : undefined;
}

/** Sorts a failed call: gaxios errors carry the status and Google's error body. */
export function googleProblem(err: unknown): ProviderProblem {
  if (err instanceof ProviderProblem) return err;
  const e = err as GoogleFailure;
  const status = e.response?.status ?? e.status ?? 0;
  const data = e.response?.data as
    { error?: string | { errors?: { reason?: string }[]; message?: string } } | undefined;
  const body = data?.error;
  const reason = typeof body === 'object' ? (body.errors?.[0]?.reason ?? '') : (body ?? '');
  if (reason === 'invalid_grant' || status === 401) {
    return new ProviderProblem(
      'revoked',
      'Google no longer lets Chairside use this calendar: access was removed or has expired.',
    );
  }
  if (status === 410) return new ProviderProblem('gone', 'Google asked for a full read again.');
  if (status === 429 || /rateLimitExceeded|quotaExceeded/.test(reason)) {
    return new ProviderProblem(
      'rate-limited',
      'Google asked us to slow down.',
      retryAfter(e.response?.headers),
    );
  }
  if (status === 404) return new ProviderProblem('not-found', 'Google could not find it.');
  if (status >= 500 || status === 0) {
    return new ProviderProblem(
      'unavailable',
      status ? `Google answered with an error (${status}).` : 'Google could not be reached.',
    );
  }
  const message = typeof body === 'object' ? body.message : e.message;
  return new ProviderProblem('other', `Google refused the request: ${message ?? status}.`);
}

async function google<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw googleProblem(err);
  }
}

function change(e: calendar_v3.Schema$Event): EventChange | null {
  if (!e.id) return null;
  if (e.status === 'cancelled') return { id: e.id, removed: true };
  const ours = Boolean(e.extendedProperties?.private?.[BOOKING_TAG]);
  const busy = !ours && e.transparency !== 'transparent';
  if (e.start?.date && e.end?.date) {
    return {
      id: e.id,
      removed: false,
      busy,
      start: 0,
      end: 0,
      allDay: { startDate: e.start.date, endDate: e.end.date },
    };
  }
  const start = Date.parse(e.start?.dateTime ?? '');
  const end = Date.parse(e.end?.dateTime ?? '');
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return { id: e.id, removed: false, busy, start, end };
}

function eventBody(event: PushEvent): calendar_v3.Schema$Event {
  return {
    summary: event.title,
    description: event.description,
    location: event.location || undefined,
    start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
    status: event.tentative ? 'tentative' : 'confirmed',
    transparency: 'opaque',
    extendedProperties: { private: { [BOOKING_TAG]: event.bookingId } },
  };
}

class GoogleClient implements ProviderClient {
  private readonly api: calendar_v3.Calendar;
  private current: Tokens;

  constructor(
    private readonly oauth: InstanceType<typeof auth.OAuth2>,
    tokens: Tokens,
  ) {
    this.current = { ...tokens };
    oauth.setCredentials(tokens as never);
    oauth.on('tokens', (fresh) => {
      this.current = { ...this.current, ...fresh };
    });
    // Server errors are retried in the call; a rate limit comes back to the
    // sync, which waits as long as Google asks before trying again.
    this.api = new calendar_v3.Calendar({
      auth: oauth,
      retryConfig: { retry: 2, statusCodesToRetry: [[500, 599]] },
    });
  }

  tokens() {
    return this.current;
  }

  async account() {
    const primary = await google(() => this.api.calendars.get({ calendarId: 'primary' }));
    return primary.data.id ?? '';
  }

  async calendars() {
    const found: Awaited<ReturnType<ProviderClient['calendars']>> = [];
    let pageToken: string | undefined;
    do {
      const page = await google(() =>
        this.api.calendarList.list({ maxResults: 250, pageToken, minAccessRole: 'reader' }),
      );
      for (const c of page.data.items ?? []) {
        if (!c.id || c.deleted) continue;
        found.push({
          id: c.id,
          name: c.summaryOverride || c.summary || c.id,
          primary: Boolean(c.primary),
          writable: c.accessRole === 'owner' || c.accessRole === 'writer',
        });
      }
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
    return found;
  }

  async pull(calendarId: string, cursor: string | null, from: Date, to: Date) {
    const changes: EventChange[] = [];
    let pageToken: string | undefined;
    for (;;) {
      const page = await google(() =>
        this.api.events.list({
          calendarId,
          singleEvents: true,
          showDeleted: true,
          maxResults: 2500,
          pageToken,
          ...(cursor
            ? { syncToken: cursor }
            : { timeMin: from.toISOString(), timeMax: to.toISOString() }),
        }),
      );
      for (const e of page.data.items ?? []) {
        const c = change(e);
        if (c) changes.push(c);
      }
      if (page.data.nextPageToken) {
        pageToken = page.data.nextPageToken;
        continue;
      }
      if (!page.data.nextSyncToken) {
        throw new ProviderProblem('other', 'Google gave no sync token to continue from.');
      }
      return { changes, cursor: page.data.nextSyncToken };
    }
  }

  async upsert(calendarId: string, eventId: string | null, event: PushEvent) {
    const id = eventId ?? googleEventId(event.bookingId);
    const requestBody = eventBody(event);
    try {
      const updated = await this.api.events.update({ calendarId, eventId: id, requestBody });
      return updated.data.id ?? id;
    } catch (err) {
      const problem = googleProblem(err);
      // Not there (or deleted in Google, which answers 410): write it afresh.
      if (problem.kind !== 'not-found' && problem.kind !== 'gone') throw problem;
    }
    try {
      const made = await this.api.events.insert({
        calendarId,
        requestBody: { ...requestBody, id },
      });
      return made.data.id ?? id;
    } catch (err) {
      const e = err as GoogleFailure;
      // Deleted earlier: Google keeps the id, so bring that event back.
      if ((e.response?.status ?? e.status) !== 409) throw googleProblem(err);
      const back = await google(() =>
        this.api.events.patch({ calendarId, eventId: id, requestBody }),
      );
      return back.data.id ?? id;
    }
  }

  async remove(calendarId: string, eventId: string) {
    try {
      await this.api.events.delete({ calendarId, eventId, sendUpdates: 'none' });
    } catch (err) {
      const problem = googleProblem(err);
      if (problem.kind !== 'not-found' && problem.kind !== 'gone') throw problem;
    }
  }

  async watch(calendarId: string, address: string, clientState: string, until: Date) {
    const opened = await google(() =>
      this.api.events.watch({
        calendarId,
        requestBody: {
          id: randomUUID(),
          type: 'web_hook',
          address,
          token: clientState,
          expiration: String(until.getTime()),
        },
      }),
    );
    return {
      calendarId,
      id: opened.data.id ?? '',
      resourceId: opened.data.resourceId ?? '',
      expiresAt: Number(opened.data.expiration ?? until.getTime()),
    } satisfies Watch;
  }

  async renew(old: Watch, address: string, clientState: string, until: Date) {
    const fresh = await this.watch(old.calendarId, address, clientState, until);
    await this.unwatch(old);
    return fresh;
  }

  async unwatch(w: Watch) {
    try {
      await this.api.channels.stop({ requestBody: { id: w.id, resourceId: w.resourceId } });
    } catch (err) {
      const problem = googleProblem(err);
      if (problem.kind !== 'not-found') throw problem;
    }
  }

  async revoke() {
    const token = this.current.refresh_token ?? this.current.access_token;
    if (!token) return false;
    try {
      await this.oauth.revokeToken(token);
      return true;
    } catch {
      return false;
    }
  }
}

export function googleApp(creds: AppCredentials): ProviderApp {
  const oauthFor = (redirectUri?: string) =>
    new auth.OAuth2({ clientId: creds.clientId, clientSecret: creds.clientSecret, redirectUri });
  return {
    authUrl: (state, redirectUri) =>
      oauthFor(redirectUri).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: true,
        scope: SCOPES,
        state,
      }),
    exchange: async (code, redirectUri) => {
      const answer = await google(() => oauthFor(redirectUri).getToken(code));
      return answer.tokens as Tokens;
    },
    client: (tokens) => new GoogleClient(oauthFor(), tokens),
  };
}
