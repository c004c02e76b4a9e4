// /api/calendar: iCal both ways (see ical.service.ts), and connected Google
// and Outlook calendars (connect.service.ts). The feed address is
// public but secret: it answers the same 404 for a wrong secret as for none.
import { Router } from 'express';
import { MAX_ICS_BYTES } from '@chairside/core/calendar';
import { CONNECT_PROVIDERS } from '@chairside/core/calendar-connect';
import { calendarContracts as c, connectContractsFor } from '@chairside/core/contracts/calendar';
import { z } from 'zod';
import { zDocId } from '@chairside/core/ids';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { noStore } from '../http/cache';
import { reply } from '../http/contract';
import { clientIp, rateLimit } from '../http/rate-limit';
import { orgIdFrom, parse } from '../http/validate';
import { readUpload } from '../media';
import {
  feedText,
  icalStatus,
  importByUrl,
  importUpload,
  removeFeed,
  rotateExport,
  syncNow,
} from './ical.service';
import { externalBusy } from './busy.service';
import {
  connectStatus,
  disconnect,
  finishConnect,
  googleNotification,
  outlookNotifications,
  startConnect,
  syncConnectionNow,
  testConnection,
  updatePreferences,
} from './connect.service';

export const router = Router();

router.get(c.status.path, requireAuth, async (req, res) => {
  const { orgId, staffId } = parse(c.status.query, orgIdFrom(req.query), 'calendar query');
  noStore(res);
  reply(res, c.status, await icalStatus(callerOf(res), orgId, staffId));
});

router.get(c.busy.path, requireAuth, async (req, res) => {
  const query = parse(c.busy.query, orgIdFrom(req.query), 'busy time query');
  noStore(res);
  reply(res, c.busy, await externalBusy(callerOf(res), query));
});

router.post(c.processIcal.path, requireAuth, async (req, res) => {
  const input = parse(c.processIcal.body, orgIdFrom(req.body), 'calendar');
  reply(res, c.processIcal, await importByUrl(callerOf(res), input), 201);
});

/** POST /api/calendar/ical/upload: form data with orgId, staffId, name and the .ics as `file`. */
router.post(c.uploadIcal.path, requireAuth, async (req, res) => {
  const upload = await readUpload(req, MAX_ICS_BYTES, 'the .ics file');
  const input = parse(c.uploadIcal.form, orgIdFrom(upload.fields), 'calendar upload');
  if (upload.tooLarge) {
    throw new ApiError(
      'payload_too_large',
      `This file is larger than ${MAX_ICS_BYTES / 1024 / 1024} MB. Export a shorter range.`,
    );
  }
  if (!upload.file?.length) {
    throw new ApiError('validation_failed', 'Choose the .ics file to upload.', [
      { path: 'file', message: 'Choose the .ics file to upload.' },
    ]);
  }
  const view = await importUpload(
    callerOf(res),
    input,
    upload.fileName.slice(0, 120),
    upload.file.toString('utf8'),
  );
  res.status(201).json(view);
});

router.post(c.sync.path, requireAuth, async (req, res) => {
  const input = parse(c.sync.body, orgIdFrom(req.body), 'calendar');
  reply(res, c.sync, await syncNow(callerOf(res), input));
});

router.post(c.removeFeed.path, requireAuth, async (req, res) => {
  const input = parse(c.removeFeed.body, orgIdFrom(req.body), 'calendar');
  reply(res, c.removeFeed, await removeFeed(callerOf(res), input));
});

router.post(c.rotate.path, requireAuth, async (req, res) => {
  const input = parse(c.rotate.body, orgIdFrom(req.body), 'calendar');
  reply(res, c.rotate, await rotateExport(callerOf(res), input));
});

/** Calendar apps poll every few minutes at most; 120 fetches an hour per address. */
const feedLimit = rateLimit({
  name: 'calendar-feed:ip',
  limit: 120,
  windowSeconds: 3600,
  key: (req) => clientIp(req),
  store: 'instance',
});

/** GET /api/calendar/feed/{orgId}/{staffId | salon}/{secret}.ics: the subscribed feed. */
router.get('/feed/:orgId/:key/:file', feedLimit, async (req, res) => {
  const orgId = parse(zDocId('Not a salon id'), req.params['orgId'], 'salon id');
  const key = parse(zDocId('Not a calendar'), req.params['key'], 'calendar');
  const secret = String(req.params['file'] ?? '').replace(/\.ics$/, '');
  const text = /^[A-Za-z0-9_-]{20,64}$/.test(secret) ? await feedText(orgId, key, secret) : null;
  if (text === null) {
    throw new ApiError(
      'not_found',
      'This calendar address is not valid any more. Copy the new one from Calendar sync.',
    );
  }
  res.set('Content-Type', 'text/calendar; charset=utf-8');
  res.set('Content-Disposition', 'inline; filename="appointments.ics"');
  res.set('Cache-Control', 'private, max-age=300');
  res.send(text);
});

// ---------------------------------------------------------------------------
// Google Calendar and Outlook: the same calls for each (see connect.service.ts).

for (const p of CONNECT_PROVIDERS) {
  const k = connectContractsFor(p);
  router.get(k.status.path, requireAuth, async (req, res) => {
    const { orgId, staffId } = parse(k.status.query, orgIdFrom(req.query), 'calendar query');
    noStore(res);
    reply(res, k.status, await connectStatus(callerOf(res), p, orgId, staffId));
  });
  router.post(k.start.path, requireAuth, async (req, res) => {
    const input = parse(k.start.body, orgIdFrom(req.body), 'calendar');
    reply(res, k.start, await startConnect(callerOf(res), p, input));
  });
  router.get(k.callback.path, requireAuth, async (req, res) => {
    const input = parse(k.callback.query, req.query, 'sign-in answer');
    noStore(res);
    reply(res, k.callback, await finishConnect(callerOf(res), p, input));
  });
  router.post(k.preferences.path, requireAuth, async (req, res) => {
    const input = parse(k.preferences.body, orgIdFrom(req.body), 'calendar preferences');
    reply(res, k.preferences, await updatePreferences(callerOf(res), p, input));
  });
  router.post(k.sync.path, requireAuth, async (req, res) => {
    const input = parse(k.sync.body, orgIdFrom(req.body), 'calendar');
    reply(res, k.sync, await syncConnectionNow(callerOf(res), p, input));
  });
  router.get(k.test.path, requireAuth, async (req, res) => {
    const input = parse(k.test.query, orgIdFrom(req.query), 'calendar');
    noStore(res);
    reply(res, k.test, await testConnection(callerOf(res), p, input));
  });
  router.post(k.disconnect.path, requireAuth, async (req, res) => {
    const input = parse(k.disconnect.body, orgIdFrom(req.body), 'calendar');
    reply(res, k.disconnect, await disconnect(callerOf(res), p, input));
  });
}

const notifyLimit = rateLimit({
  name: 'calendar-notify:ip',
  limit: 3000,
  windowSeconds: 3600,
  key: (req) => clientIp(req),
});

/** POST /api/calendar/google/notify: a push channel's message (headers only; the token is checked). */
router.post('/google/notify', notifyLimit, async (req, res) => {
  const known = await googleNotification(
    String(req.get('x-goog-channel-id') ?? ''),
    String(req.get('x-goog-channel-token') ?? ''),
    String(req.get('x-goog-resource-state') ?? ''),
  );
  // A 404 for a channel we do not know makes Google stop sending to it.
  if (!known) throw new ApiError('not_found', 'This notification channel is not known here.');
  res.status(200).end();
});

/** POST /api/calendar/outlook/notify: Graph's validation handshake, then change notifications. */
/** Microsoft Graph's change notifications, as much of them as is read (anything else: none). */
const ZOutlookNotifications = z
  .object({
    value: z
      .array(
        z.object({
          subscriptionId: z.string().max(200).optional(),
          clientState: z.string().max(500).optional(),
        }),
      )
      .max(1000)
      .catch([]),
  })
  .catch({ value: [] });

router.post('/outlook/notify', notifyLimit, async (req, res) => {
  const token = req.query['validationToken'];
  if (typeof token === 'string') {
    res.status(200).type('text/plain').send(token.slice(0, 1000));
    return;
  }
  const { value } = ZOutlookNotifications.parse(req.body ?? {});
  await outlookNotifications(value);
  res.status(202).end();
});
