// Outlook calendars through Microsoft Graph's REST API and the Microsoft
// identity platform (OAuth 2.0 authorization code with offline_access):
// calendars, busy events read with calendar-view delta queries (a 410 means
// start again), our appointments written as events, and change-notification
// subscriptions with a client state, renewed before their ~3-day limit.
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

export const GRAPH = 'https://graph.microsoft.com/v1.0';
const SCOPES = 'offline_access openid email User.Read Calendars.ReadWrite';
const loginBase = (tenant: string) =>
  `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0`;

interface GraphEvent {
  id?: string;
  '@removed'?: { reason?: string };
  isCancelled?: boolean;
  isAllDay?: boolean;
  showAs?: string;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
}

/** Graph's times come without an offset, in the zone the Prefer header asked for (UTC). */
const utc = (s: string | undefined) =>
  Date.parse(s ? (/[zZ]|[+-]\d\d:\d\d$/.test(s) ? s : `${s}Z`) : '');

function change(e: GraphEvent): EventChange | null {
  if (!e.id) return null;
  if (e['@removed'] || e.isCancelled) return { id: e.id, removed: true };
  const busy = e.showAs !== 'free' && e.showAs !== 'workingElsewhere';
  if (e.isAllDay && e.start?.dateTime && e.end?.dateTime) {
    return {
      id: e.id,
      removed: false,
      busy,
      start: 0,
      end: 0,
      allDay: { startDate: e.start.dateTime.slice(0, 10), endDate: e.end.dateTime.slice(0, 10) },
    };
  }
  const start = utc(e.start?.dateTime);
  const end = utc(e.end?.dateTime);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return { id: e.id, removed: false, busy, start, end };
}

async function problemOf(answer: Response): Promise<ProviderProblem> {
  const body = (await answer.json().catch(() => null)) as {
    error?: string | { code?: string; message?: string };
    error_description?: string;
  } | null;
  const code = typeof body?.error === 'object' ? body.error.code : body?.error;
  const message =
    typeof body?.error === 'object' ? body.error.message : (body?.error_description ?? '');
  if (code === 'invalid_grant' || answer.status === 401) {
    return new ProviderProblem(
      'revoked',
      'Microsoft no longer lets Chairside use this calendar: access was removed or has expired.',
    );
  }
  if (answer.status === 410)
    return new ProviderProblem('gone', 'Outlook asked for a full read again.');
  if (answer.status === 429 || answer.status === 503) {
    const s = Number(answer.headers.get('retry-after'));
    return new ProviderProblem(
      answer.status === 429 ? 'rate-limited' : 'unavailable',
      answer.status === 429 ? 'Microsoft asked us to slow down.' : 'Outlook is busy right now.',
      Number.isFinite(s) && s > 0 ? s * 1000 : undefined,
    );
  }
  if (answer.status === 404) return new ProviderProblem('not-found', 'Outlook could not find it.');
  if (answer.status >= 500) {
    return new ProviderProblem('unavailable', `Outlook answered with an error (${answer.status}).`);
  }
  return new ProviderProblem(
    'other',
    `Microsoft refused the request: ${message || code || answer.status}.`,
  );
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  } catch {
    throw new ProviderProblem('unavailable', 'Microsoft could not be reached.');
  }
}

/** Graph wants local times with a zone name; UTC keeps them exact. */
const graphTime = (d: Date) => ({ dateTime: d.toISOString().slice(0, 19), timeZone: 'UTC' });

class OutlookClient implements ProviderClient {
  private current: Tokens;

  constructor(
    private readonly creds: AppCredentials,
    tokens: Tokens,
  ) {
    this.current = { ...tokens };
  }

  tokens() {
    return this.current;
  }

  private async refresh() {
    if (!this.current.refresh_token) {
      throw new ProviderProblem(
        'revoked',
        'Microsoft gave no way to stay connected. Connect again.',
      );
    }
    const answer = await send(`${loginBase(this.creds.tenant)}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.creds.clientId,
        client_secret: this.creds.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: this.current.refresh_token,
        scope: SCOPES,
      }),
    });
    if (!answer.ok) throw await problemOf(answer);
    this.current = { ...this.current, ...tokensFrom((await answer.json()) as TokenAnswer) };
  }

  /** One Graph call, with the access token refreshed when it is due (or refused once). */
  private async graph<T>(pathOrUrl: string, init: RequestInit = {}, retried = false): Promise<T> {
    if (!this.current.access_token || (this.current.expiry_date ?? 0) < Date.now() + 60_000) {
      await this.refresh();
    }
    const url = pathOrUrl.startsWith('https://') ? pathOrUrl : `${GRAPH}${pathOrUrl}`;
    if (!url.startsWith(`${GRAPH}/`)) throw new ProviderProblem('other', 'Not a Graph address.');
    const answer = await send(url, {
      ...init,
      headers: {
        authorization: `Bearer ${this.current.access_token}`,
        'content-type': 'application/json',
        prefer: 'outlook.timezone="UTC", odata.maxpagesize=200',
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    if (answer.status === 401 && !retried) {
      await this.refresh();
      return this.graph(pathOrUrl, init, true);
    }
    if (!answer.ok) throw await problemOf(answer);
    if (answer.status === 204) return undefined as T;
    return (await answer.json()) as T;
  }

  async account() {
    const me = await this.graph<{ mail?: string | null; userPrincipalName?: string }>(
      '/me?$select=mail,userPrincipalName',
    );
    return me.mail || me.userPrincipalName || '';
  }

  async calendars() {
    const found: Awaited<ReturnType<ProviderClient['calendars']>> = [];
    let next: string | undefined =
      '/me/calendars?$select=id,name,canEdit,isDefaultCalendar&$top=100';
    while (next) {
      const page: {
        value?: { id: string; name?: string; canEdit?: boolean; isDefaultCalendar?: boolean }[];
        '@odata.nextLink'?: string;
      } = await this.graph(next);
      for (const c of page.value ?? []) {
        found.push({
          id: c.id,
          name: c.name || 'Calendar',
          primary: Boolean(c.isDefaultCalendar),
          writable: Boolean(c.canEdit),
        });
      }
      next = page['@odata.nextLink'];
    }
    return found;
  }

  async pull(calendarId: string, cursor: string | null, from: Date, to: Date) {
    const changes: EventChange[] = [];
    let next: string =
      cursor ??
      `/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta?startDateTime=${from.toISOString()}&endDateTime=${to.toISOString()}`;
    for (;;) {
      const page: {
        value?: GraphEvent[];
        '@odata.nextLink'?: string;
        '@odata.deltaLink'?: string;
      } = await this.graph(next);
      for (const e of page.value ?? []) {
        const c = change(e);
        if (c) changes.push(c);
      }
      if (page['@odata.nextLink']) {
        next = page['@odata.nextLink'];
        continue;
      }
      if (!page['@odata.deltaLink']) {
        throw new ProviderProblem('other', 'Outlook gave no delta link to continue from.');
      }
      return { changes, cursor: page['@odata.deltaLink'] };
    }
  }

  async upsert(calendarId: string, eventId: string | null, event: PushEvent) {
    const body = {
      subject: event.title,
      body: { contentType: 'text', content: event.description },
      start: graphTime(event.start),
      end: graphTime(event.end),
      location: { displayName: event.location },
      showAs: event.tentative ? 'tentative' : 'busy',
      isReminderOn: true,
    };
    if (eventId) {
      try {
        const updated = await this.graph<{ id: string }>(
          `/me/events/${encodeURIComponent(eventId)}`,
          {
            method: 'PATCH',
            body: JSON.stringify(body),
          },
        );
        return updated.id;
      } catch (err) {
        if (!(err instanceof ProviderProblem) || err.kind !== 'not-found') throw err;
      }
    }
    const made = await this.graph<{ id: string }>(
      `/me/calendars/${encodeURIComponent(calendarId)}/events`,
      // The booking id makes a retried create land once.
      { method: 'POST', body: JSON.stringify({ ...body, transactionId: event.bookingId }) },
    );
    return made.id;
  }

  async remove(_calendarId: string, eventId: string) {
    try {
      await this.graph(`/me/events/${encodeURIComponent(eventId)}`, { method: 'DELETE' });
    } catch (err) {
      if (!(err instanceof ProviderProblem) || err.kind !== 'not-found') throw err;
    }
  }

  async watch(calendarId: string, address: string, clientState: string, until: Date) {
    const made = await this.graph<{ id: string; expirationDateTime: string }>('/subscriptions', {
      method: 'POST',
      body: JSON.stringify({
        changeType: 'created,updated,deleted',
        notificationUrl: address,
        resource: `/me/calendars/${calendarId}/events`,
        expirationDateTime: until.toISOString(),
        clientState,
      }),
    });
    return {
      calendarId,
      id: made.id,
      resourceId: '',
      expiresAt: Date.parse(made.expirationDateTime) || until.getTime(),
    } satisfies Watch;
  }

  async renew(old: Watch, address: string, clientState: string, until: Date) {
    try {
      const renewed = await this.graph<{ expirationDateTime: string }>(
        `/subscriptions/${encodeURIComponent(old.id)}`,
        { method: 'PATCH', body: JSON.stringify({ expirationDateTime: until.toISOString() }) },
      );
      return { ...old, expiresAt: Date.parse(renewed.expirationDateTime) || until.getTime() };
    } catch (err) {
      // Lapsed already: subscribe again.
      if (!(err instanceof ProviderProblem) || err.kind !== 'not-found') throw err;
      return this.watch(old.calendarId, address, clientState, until);
    }
  }

  async unwatch(w: Watch) {
    try {
      await this.graph(`/subscriptions/${encodeURIComponent(w.id)}`, { method: 'DELETE' });
    } catch (err) {
      if (!(err instanceof ProviderProblem) || err.kind !== 'not-found') throw err;
    }
  }

  /** Microsoft offers apps no way to revoke their own grant: the member removes it in their account. */
  revoke() {
    return Promise.resolve(false);
  }
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}
const tokensFrom = (t: TokenAnswer): Tokens => ({
  access_token: t.access_token ?? null,
  ...(t.refresh_token ? { refresh_token: t.refresh_token } : {}),
  expiry_date: Date.now() + (t.expires_in ?? 3600) * 1000,
});

export function outlookApp(creds: AppCredentials): ProviderApp {
  return {
    authUrl: (state, redirectUri) =>
      `${loginBase(creds.tenant)}/authorize?${new URLSearchParams({
        client_id: creds.clientId,
        response_type: 'code',
        redirect_uri: redirectUri,
        response_mode: 'query',
        scope: SCOPES,
        state,
        prompt: 'select_account',
      })}`,
    exchange: async (code, redirectUri) => {
      const answer = await send(`${loginBase(creds.tenant)}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: creds.clientId,
          client_secret: creds.clientSecret,
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          scope: SCOPES,
        }),
      });
      if (!answer.ok) throw await problemOf(answer);
      return tokensFrom((await answer.json()) as TokenAnswer);
    },
    client: (tokens) => new OutlookClient(creds, tokens),
  };
}
