// Notifications under /api/notifications: the catalogue's send, batch,
// preferences/update, templates/create, templates/{orgId} and queue/{orgId},
// the screens' settings and resend, and Twilio's webhooks (signature checked).
import express, { Router, type Request } from 'express';
import { ZOrgParams, notificationContracts as c } from '@chairside/core/contracts/notifications';
import { ApiError } from '../http/api-error';
import { callerOf, requireAuth } from '../http/auth';
import { reply } from '../http/contract';
import { perCaller } from '../http/rate-limit';
import { fieldsOf, parse } from '../http/validate';
import { appOriginForSites } from '../config';
import {
  listTemplates,
  myNotifications,
  queueOf,
  recordInboundSms,
  recordSmsStatus,
  resend,
  saveReminderSettings,
  saveTemplate,
  sendBatch,
  sendToClient,
  updatePreferences,
} from './notifications.service';
import { validTwilioSignature } from './sms';
import { publish } from '../platform/events';
import { toE164 } from '@chairside/core/phone';

export const router = Router();

// ---- Twilio (form-encoded, signed with the account's auth token) -------------

const twilioForm = express.urlencoded({ extended: false, limit: '64kb' });

async function verifiedTwilio(req: Request): Promise<Record<string, string>> {
  const params = Object.fromEntries(
    Object.entries(fieldsOf(req.body)).map(([k, v]) => [k, String(v)]),
  );
  const origin = process.env['TWILIO_CALLBACK_ORIGIN'] ?? appOriginForSites();
  const ok = await validTwilioSignature(
    req.get('x-twilio-signature') ?? '',
    `${origin}${req.originalUrl}`,
    params,
  );
  if (!ok) throw new ApiError('forbidden', 'This request is not signed by Twilio.');
  return params;
}

/** Twilio's answer format: an empty TwiML response (Twilio confirms STOP itself). */
const twiml = (res: express.Response) =>
  res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');

router.post('/twilio/status', twilioForm, async (req, res) => {
  const p = await verifiedTwilio(req);
  await recordSmsStatus(p['MessageSid'] ?? '', p['MessageStatus'] ?? '', p['ErrorCode']);
  twiml(res);
});

router.post('/twilio/inbound', twilioForm, async (req, res) => {
  const p = await verifiedTwilio(req);
  const stop = await recordInboundSms(p['From'] ?? '', p['Body'] ?? '');
  // Anything else is an answer: whoever cares (messaging) takes it.
  if (stop === null) {
    await publish('sms.received', {
      from: toE164(p['From'] ?? '') ?? p['From'] ?? '',
      body: p['Body'] ?? '',
      messageSid: p['MessageSid'] ?? '',
    });
  }
  twiml(res);
});

// ---- the app's calls ---------------------------------------------------------

router.use(requireAuth);

const sends = perCaller('notifications-send:uid', 60, 60);

router.post(c.send.path, sends, async (req, res) => {
  const input = parse(c.send.body, req.body, 'message');
  reply(res, c.send, await sendToClient(callerOf(res), input), 201);
});

router.post(c.batch.path, sends, async (req, res) => {
  const input = parse(c.batch.body, req.body, 'message');
  reply(res, c.batch, await sendBatch(callerOf(res), input), 202);
});

router.post(c.preferences.path, async (req, res) => {
  const input = parse(c.preferences.body, req.body, 'preferences');
  reply(res, c.preferences, await updatePreferences(callerOf(res), input));
});

router.post(c.createTemplate.path, async (req, res) => {
  const input = parse(c.createTemplate.body, req.body, 'template');
  reply(res, c.createTemplate, await saveTemplate(callerOf(res), input), 201);
});

router.get(c.templates.path, async (req, res) => {
  const { orgId } = parse(ZOrgParams, req.params, 'salon');
  res.set('Cache-Control', 'no-store');
  reply(res, c.templates, await listTemplates(callerOf(res), orgId));
});

router.get(c.queue.path, async (req, res) => {
  const { orgId } = parse(ZOrgParams, req.params, 'salon');
  const { status } = parse(c.queue.query, req.query, 'filter');
  res.set('Cache-Control', 'no-store');
  reply(res, c.queue, await queueOf(callerOf(res), orgId, status));
});

router.post(c.settings.path, async (req, res) => {
  const input = parse(c.settings.body, req.body, 'settings');
  reply(res, c.settings, await saveReminderSettings(callerOf(res), input));
});

router.post(c.resend.path, sends, async (req, res) => {
  const input = parse(c.resend.body, req.body, 'message');
  reply(res, c.resend, await resend(callerOf(res), input));
});

router.get(c.mine.path, async (_req, res) => {
  res.set('Cache-Control', 'no-store');
  reply(res, c.mine, await myNotifications(callerOf(res)));
});
