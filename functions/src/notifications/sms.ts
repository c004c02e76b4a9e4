// Texts through Twilio's Messaging API with the official library. Credentials
// come from the environment (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, and
// TWILIO_FROM: a number or a Messaging Service SID); without them nothing is
// sent and the queue says so in words the owner can act on.
import type { Twilio } from 'twilio';
import { appOriginForSites } from '../config';

export const SMS_NOT_SET_UP = 'not sent: SMS is not set up';

export function smsConfigured(): boolean {
  return Boolean(
    process.env['TWILIO_ACCOUNT_SID'] &&
    process.env['TWILIO_AUTH_TOKEN'] &&
    process.env['TWILIO_FROM'],
  );
}

let client: Promise<Twilio> | undefined;
function twilioClient(): Promise<Twilio> {
  client ??= import('twilio').then((m) =>
    m.default(process.env['TWILIO_ACCOUNT_SID'], process.env['TWILIO_AUTH_TOKEN']),
  );
  return client;
}

/** Where Twilio reports delivery (it must reach us over the internet). */
export const statusCallbackUrl = () =>
  `${process.env['TWILIO_CALLBACK_ORIGIN'] ?? appOriginForSites()}/api/notifications/twilio/status`;

export interface SmsResult {
  sid: string;
  status: string;
}

/** Sends one text; Twilio's errors are thrown with its message (the queue retries them). */
export async function sendSms(to: string, body: string): Promise<SmsResult> {
  const from = process.env['TWILIO_FROM'] ?? '';
  const twilio = await twilioClient();
  const callback = statusCallbackUrl();
  const message = await twilio.messages.create({
    to,
    body,
    ...(from.startsWith('MG') ? { messagingServiceSid: from } : { from }),
    ...(callback.startsWith('https://') ? { statusCallback: callback } : {}),
  });
  return { sid: message.sid, status: message.status };
}

/** Twilio's X-Twilio-Signature over the full URL and the posted form fields. */
export async function validTwilioSignature(
  signature: string,
  url: string,
  params: Record<string, string>,
): Promise<boolean> {
  const token = process.env['TWILIO_AUTH_TOKEN'];
  if (!token || !signature) return false;
  const { validateRequest } = await import('twilio');
  return validateRequest(token, signature, url, params);
}
