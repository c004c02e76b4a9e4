// Google Calendar and Microsoft Graph as their documented HTTP answers, kept
// in memory and served through msw: OAuth token and revoke endpoints, the
// calendar list, events with paging and sync tokens (Google) or delta links
// (Graph), writes, push channels and subscriptions. Tests change the
// calendars and can make the next call fail the way each provider fails.
import { http, HttpResponse, type HttpHandler } from 'msw';

export interface FakeEvent {
  id: string;
  start: string;
  end: string;
  /** Google: 'transparent' is free; Graph: showAs 'free'. */
  free?: boolean;
  allDay?: boolean;
  cancelled?: boolean;
  /** The tag our appointments carry (Google's private extended property). */
  bookingId?: string;
  summary?: string;
  /** Change counter: events changed after a cursor's version come back in the next incremental read. */
  version: number;
}

interface FakeCalendar {
  id: string;
  name: string;
  primary: boolean;
  writable: boolean;
  events: Map<string, FakeEvent>;
}

/** One provider's account. */
export class FakeAccount {
  calendars = new Map<string, FakeCalendar>();
  version = 1;
  /** Every request's method and path, for asserting what was called. */
  calls: string[] = [];
  /** The next matching request answers this instead (once). */
  failNext: { match: RegExp; status: number; body: unknown; headers?: Record<string, string> }[] =
    [];
  revoked = false;
  revokeCalls = 0;
  watches = new Map<
    string,
    { calendarId: string; token: string; address: string; expiresAt: number }
  >();
  stopped: string[] = [];
  refreshes = 0;

  constructor(readonly email: string) {}

  calendar(id: string, name: string, primary = false, writable = true) {
    this.calendars.set(id, { id, name, primary, writable, events: new Map() });
    return this;
  }
  put(calendarId: string, e: Omit<FakeEvent, 'version'>) {
    this.calendars.get(calendarId)!.events.set(e.id, { ...e, version: ++this.version });
  }
  cancel(calendarId: string, id: string) {
    const e = this.calendars.get(calendarId)!.events.get(id)!;
    e.cancelled = true;
    e.version = ++this.version;
  }
  ours(calendarId: string) {
    return [...this.calendars.get(calendarId)!.events.values()].filter(
      (e) => e.bookingId && !e.cancelled,
    );
  }
  failure(path: string): Response | null {
    const i = this.failNext.findIndex((f) => f.match.test(path));
    if (i < 0) return null;
    const [f] = this.failNext.splice(i, 1);
    return HttpResponse.json(f!.body as object, { status: f!.status, headers: f!.headers });
  }
}

const authorised = (req: Request, a: FakeAccount) =>
  !a.revoked && /^Bearer at-/.test(req.headers.get('authorization') ?? '');

// ---------------------------------------------------------------------------
// Google

export function googleHandlers(a: FakeAccount): HttpHandler[] {
  const API = 'https://www.googleapis.com/calendar/v3';
  const googleEvent = (e: FakeEvent) => ({
    kind: 'calendar#event',
    id: e.id,
    status: e.cancelled ? 'cancelled' : 'confirmed',
    summary: e.summary ?? 'Busy',
    transparency: e.free ? 'transparent' : 'opaque',
    start: e.allDay ? { date: e.start } : { dateTime: e.start },
    end: e.allDay ? { date: e.end } : { dateTime: e.end },
    ...(e.bookingId
      ? { extendedProperties: { private: { chairsideBookingId: e.bookingId } } }
      : {}),
  });
  const guard = (req: Request, path: string) => {
    a.calls.push(`${req.method} ${path}`);
    const failed = a.failure(path);
    if (failed) return failed;
    if (!authorised(req, a)) {
      return HttpResponse.json(
        { error: { code: 401, message: 'Invalid Credentials', errors: [{ reason: 'authError' }] } },
        { status: 401 },
      );
    }
    return null;
  };
  return [
    http.post('https://oauth2.googleapis.com/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      a.calls.push(`POST /token ${form.get('grant_type')}`);
      if (a.revoked || form.get('code') === 'bad-code') {
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
          { status: 400 },
        );
      }
      if (form.get('grant_type') === 'refresh_token') a.refreshes++;
      return HttpResponse.json({
        access_token: `at-${a.refreshes}`,
        expires_in: 3599,
        ...(form.get('grant_type') === 'authorization_code' ? { refresh_token: 'rt-google' } : {}),
        scope: 'https://www.googleapis.com/auth/calendar.events',
        token_type: 'Bearer',
      });
    }),
    http.post('https://oauth2.googleapis.com/revoke', () => {
      a.revokeCalls++;
      a.revoked = true;
      return HttpResponse.json({});
    }),
    http.get(`${API}/calendars/primary`, ({ request }) => {
      const stop = guard(request, '/calendars/primary');
      if (stop) return stop;
      return HttpResponse.json({ kind: 'calendar#calendar', id: a.email, summary: a.email });
    }),
    http.get(`${API}/users/me/calendarList`, ({ request }) => {
      const stop = guard(request, '/calendarList');
      if (stop) return stop;
      return HttpResponse.json({
        kind: 'calendar#calendarList',
        items: [...a.calendars.values()].map((c) => ({
          kind: 'calendar#calendarListEntry',
          id: c.id,
          summary: c.name,
          primary: c.primary || undefined,
          accessRole: c.writable ? 'owner' : 'reader',
        })),
      });
    }),
    http.get(`${API}/calendars/:cid/events`, ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events`);
      if (stop) return stop;
      const cal = a.calendars.get(cid);
      if (!cal)
        return HttpResponse.json({ error: { code: 404, message: 'Not Found' } }, { status: 404 });
      const url = new URL(request.url);
      const syncToken = url.searchParams.get('syncToken');
      const since = syncToken ? Number(syncToken.replace('st-', '')) : 0;
      if (syncToken && !/^st-\d+$/.test(syncToken)) {
        return HttpResponse.json(
          {
            error: {
              code: 410,
              message: 'Sync token is no longer valid, a full sync is required.',
              errors: [{ reason: 'fullSyncRequired' }],
            },
          },
          { status: 410 },
        );
      }
      const all = [...cal.events.values()]
        .filter((e) => e.version > since && (syncToken || !e.cancelled))
        .sort((x, y) => x.version - y.version);
      // Two events a page, to walk the paging.
      const offset = Number(url.searchParams.get('pageToken') ?? 0);
      const page = all.slice(offset, offset + 2);
      const more = offset + 2 < all.length;
      return HttpResponse.json({
        kind: 'calendar#events',
        items: page.map(googleEvent),
        ...(more ? { nextPageToken: String(offset + 2) } : { nextSyncToken: `st-${a.version}` }),
      });
    }),
    http.put(`${API}/calendars/:cid/events/:eid`, async ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events/update`);
      if (stop) return stop;
      const e = a.calendars.get(cid)?.events.get(String(params['eid']));
      if (!e || e.cancelled)
        return HttpResponse.json({ error: { code: 404, message: 'Not Found' } }, { status: 404 });
      const body = (await request.json()) as ReturnType<typeof googleEvent> & { summary: string };
      a.put(cid, {
        ...e,
        start: body.start.dateTime!,
        end: body.end.dateTime!,
        summary: body.summary,
      });
      return HttpResponse.json(googleEvent(a.calendars.get(cid)!.events.get(e.id)!));
    }),
    http.post(`${API}/calendars/:cid/events`, async ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events/insert`);
      if (stop) return stop;
      const body = (await request.json()) as {
        id: string;
        summary: string;
        start: { dateTime: string };
        end: { dateTime: string };
        extendedProperties?: { private?: Record<string, string> };
      };
      if (a.calendars.get(cid)!.events.has(body.id)) {
        return HttpResponse.json(
          { error: { code: 409, message: 'The requested identifier already exists.' } },
          { status: 409 },
        );
      }
      a.put(cid, {
        id: body.id,
        start: body.start.dateTime,
        end: body.end.dateTime,
        summary: body.summary,
        bookingId: body.extendedProperties?.private?.['chairsideBookingId'],
      });
      return HttpResponse.json(googleEvent(a.calendars.get(cid)!.events.get(body.id)!));
    }),
    // Patch brings back a deleted event (Google keeps its id).
    http.patch(`${API}/calendars/:cid/events/:eid`, async ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events/patch`);
      if (stop) return stop;
      const e = a.calendars.get(cid)?.events.get(String(params['eid']));
      if (!e)
        return HttpResponse.json({ error: { code: 404, message: 'Not Found' } }, { status: 404 });
      const body = (await request.json()) as ReturnType<typeof googleEvent> & { summary: string };
      a.put(cid, {
        ...e,
        cancelled: body.status === 'cancelled',
        start: body.start?.dateTime ?? e.start,
        end: body.end?.dateTime ?? e.end,
        summary: body.summary ?? e.summary,
      });
      return HttpResponse.json(googleEvent(a.calendars.get(cid)!.events.get(e.id)!));
    }),
    http.delete(`${API}/calendars/:cid/events/:eid`, ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events/delete`);
      if (stop) return stop;
      const e = a.calendars.get(cid)?.events.get(String(params['eid']));
      if (!e || e.cancelled)
        return HttpResponse.json(
          { error: { code: 410, message: 'Resource has been deleted' } },
          { status: 410 },
        );
      a.cancel(cid, e.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/calendars/:cid/events/watch`, async ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/calendars/${cid}/events/watch`);
      if (stop) return stop;
      const body = (await request.json()) as {
        id: string;
        token: string;
        address: string;
        expiration: string;
      };
      const expiresAt = Number(body.expiration);
      a.watches.set(body.id, {
        calendarId: cid,
        token: body.token,
        address: body.address,
        expiresAt,
      });
      return HttpResponse.json({
        kind: 'api#channel',
        id: body.id,
        resourceId: `res-${cid}`,
        resourceUri: `${API}/calendars/${cid}/events`,
        expiration: String(expiresAt),
      });
    }),
    http.post(`${API}/channels/stop`, async ({ request }) => {
      const stop = guard(request, '/channels/stop');
      if (stop) return stop;
      const body = (await request.json()) as { id: string };
      a.stopped.push(body.id);
      a.watches.delete(body.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

// ---------------------------------------------------------------------------
// Microsoft Graph

export function graphHandlers(a: FakeAccount): HttpHandler[] {
  const G = 'https://graph.microsoft.com/v1.0';
  const graphEvent = (e: FakeEvent) =>
    e.cancelled
      ? { '@odata.type': '#microsoft.graph.event', id: e.id, '@removed': { reason: 'deleted' } }
      : {
          '@odata.type': '#microsoft.graph.event',
          id: e.id,
          subject: e.summary ?? 'Busy',
          isAllDay: Boolean(e.allDay),
          isCancelled: false,
          showAs: e.free ? 'free' : 'busy',
          start: {
            dateTime: e.allDay ? `${e.start}T00:00:00.0000000` : e.start.replace('Z', '.0000000'),
            timeZone: 'UTC',
          },
          end: {
            dateTime: e.allDay ? `${e.end}T00:00:00.0000000` : e.end.replace('Z', '.0000000'),
            timeZone: 'UTC',
          },
        };
  const guard = (req: Request, path: string) => {
    a.calls.push(`${req.method} ${path}`);
    const failed = a.failure(path);
    if (failed) return failed;
    if (!authorised(req, a)) {
      return HttpResponse.json(
        {
          error: {
            code: 'InvalidAuthenticationToken',
            message: 'Access token has expired or is not yet valid.',
          },
        },
        { status: 401 },
      );
    }
    return null;
  };
  const notFound = () =>
    HttpResponse.json(
      {
        error: {
          code: 'ErrorItemNotFound',
          message: 'The specified object was not found in the store.',
        },
      },
      { status: 404 },
    );
  let subscriptions = 0;
  return [
    http.post(
      'https://login.microsoftonline.com/:tenant/oauth2/v2.0/token',
      async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        a.calls.push(`POST /token ${form.get('grant_type')}`);
        if (a.revoked || form.get('code') === 'bad-code') {
          return HttpResponse.json(
            {
              error: 'invalid_grant',
              error_description:
                'AADSTS70000: The provided value for the code parameter is not valid.',
            },
            { status: 400 },
          );
        }
        if (form.get('grant_type') === 'refresh_token') a.refreshes++;
        return HttpResponse.json({
          token_type: 'Bearer',
          scope: 'Calendars.ReadWrite User.Read',
          expires_in: 3599,
          access_token: `at-${a.refreshes}`,
          refresh_token: `rt-ms-${a.refreshes}`,
        });
      },
    ),
    http.get(`${G}/me`, ({ request }) => {
      const stop = guard(request, '/me');
      if (stop) return stop;
      return HttpResponse.json({ mail: a.email, userPrincipalName: a.email });
    }),
    http.get(`${G}/me/calendars`, ({ request }) => {
      const stop = guard(request, '/me/calendars');
      if (stop) return stop;
      return HttpResponse.json({
        value: [...a.calendars.values()].map((c) => ({
          id: c.id,
          name: c.name,
          canEdit: c.writable,
          isDefaultCalendar: c.primary,
        })),
      });
    }),
    http.get(`${G}/me/calendars/:cid/calendarView/delta`, ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/me/calendars/${cid}/calendarView/delta`);
      if (stop) return stop;
      const url = new URL(request.url);
      const token = url.searchParams.get('$deltatoken');
      const skip = Number(url.searchParams.get('$skiptoken') ?? 0);
      if (token && !/^\d+$/.test(token)) {
        return HttpResponse.json(
          {
            error: {
              code: 'SyncStateNotFound',
              message: 'The sync state generation is not found.',
            },
          },
          { status: 410 },
        );
      }
      const since = Number(token ?? url.searchParams.get('since') ?? 0);
      const cal = a.calendars.get(cid);
      if (!cal) return notFound();
      const all = [...cal.events.values()]
        .filter((e) => e.version > since && (since > 0 || !e.cancelled))
        .sort((x, y) => x.version - y.version);
      const page = all.slice(skip, skip + 2);
      const base = `${G}/me/calendars/${cid}/calendarView/delta`;
      return HttpResponse.json({
        '@odata.context': `${G}/$metadata#Collection(event)`,
        value: page.map(graphEvent),
        ...(skip + 2 < all.length
          ? { '@odata.nextLink': `${base}?since=${since}&$skiptoken=${skip + 2}` }
          : { '@odata.deltaLink': `${base}?$deltatoken=${a.version}` }),
      });
    }),
    http.post(`${G}/me/calendars/:cid/events`, async ({ request, params }) => {
      const cid = String(params['cid']);
      const stop = guard(request, `/me/calendars/${cid}/events`);
      if (stop) return stop;
      const body = (await request.json()) as {
        subject: string;
        start: { dateTime: string };
        end: { dateTime: string };
        transactionId: string;
      };
      const id = `AAMk-${body.transactionId}`;
      a.put(cid, {
        id,
        start: `${body.start.dateTime}Z`,
        end: `${body.end.dateTime}Z`,
        summary: body.subject,
        bookingId: body.transactionId,
      });
      return HttpResponse.json({ id, subject: body.subject }, { status: 201 });
    }),
    http.patch(`${G}/me/events/:eid`, async ({ request, params }) => {
      const eid = String(params['eid']);
      const stop = guard(request, `/me/events/${eid}`);
      if (stop) return stop;
      const body = (await request.json()) as {
        subject: string;
        start: { dateTime: string };
        end: { dateTime: string };
      };
      for (const cal of a.calendars.values()) {
        const e = cal.events.get(eid);
        if (e && !e.cancelled) {
          a.put(cal.id, {
            ...e,
            start: `${body.start.dateTime}Z`,
            end: `${body.end.dateTime}Z`,
            summary: body.subject,
          });
          return HttpResponse.json({ id: eid });
        }
      }
      return notFound();
    }),
    http.delete(`${G}/me/events/:eid`, ({ request, params }) => {
      const eid = String(params['eid']);
      const stop = guard(request, `/me/events/${eid}`);
      if (stop) return stop;
      for (const cal of a.calendars.values()) {
        const e = cal.events.get(eid);
        if (e && !e.cancelled) {
          a.cancel(cal.id, eid);
          return new HttpResponse(null, { status: 204 });
        }
      }
      return notFound();
    }),
    http.post(`${G}/subscriptions`, async ({ request }) => {
      const stop = guard(request, '/subscriptions');
      if (stop) return stop;
      const body = (await request.json()) as {
        resource: string;
        clientState: string;
        notificationUrl: string;
        expirationDateTime: string;
      };
      const id = `sub-${++subscriptions}`;
      const calendarId = body.resource.split('/')[3]!;
      a.watches.set(id, {
        calendarId,
        token: body.clientState,
        address: body.notificationUrl,
        expiresAt: Date.parse(body.expirationDateTime),
      });
      return HttpResponse.json(
        {
          id,
          resource: body.resource,
          expirationDateTime: body.expirationDateTime,
          clientState: body.clientState,
        },
        { status: 201 },
      );
    }),
    http.patch(`${G}/subscriptions/:sid`, async ({ request, params }) => {
      const sid = String(params['sid']);
      const stop = guard(request, `/subscriptions/${sid}`);
      if (stop) return stop;
      const w = a.watches.get(sid);
      if (!w) return notFound();
      const body = (await request.json()) as { expirationDateTime: string };
      w.expiresAt = Date.parse(body.expirationDateTime);
      return HttpResponse.json({ id: sid, expirationDateTime: body.expirationDateTime });
    }),
    http.delete(`${G}/subscriptions/:sid`, ({ request, params }) => {
      const sid = String(params['sid']);
      const stop = guard(request, `/subscriptions/${sid}`);
      if (stop) return stop;
      a.stopped.push(sid);
      a.watches.delete(sid);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
