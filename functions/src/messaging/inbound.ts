// A client's answers that come back from outside the app (relay.ts sent the
// salon's message out): an e-mail posted by Mailgun, a text by Twilio (the
// notifications slice takes Twilio's webhook and publishes "sms.received").
// Each provider message is taken once, however often it is posted.
import { db } from '../firebase';
import { errorCode } from '../platform/errors';
import { receiveClientMessage } from './messaging.service';
import { conversationOfNumber, conversationOfReplyAddress, validMailgunSignature } from './relay';

const ALREADY_EXISTS = 6;
const MAX_TEXT = 4000;

/** Marks a provider's message as taken; false when it was taken before. */
async function firstTime(key: string): Promise<boolean> {
  try {
    await db()
      .doc(`inboundMessages/${key.replace(/[^\w.-]/g, '_').slice(0, 200)}`)
      .create({ at: new Date() });
    return true;
  } catch (err) {
    if (errorCode(err) === ALREADY_EXISTS) return false;
    throw err;
  }
}

/** The address in "Sam Rivera <sam@example.com>". */
const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

/**
 * Mailgun's forwarded message (its documented fields: recipient, sender,
 * from, subject, body-plain, stripped-text, timestamp, token, signature).
 * The reply, without the quoted mail below it, lands in the conversation.
 */
export async function receiveMailgunReply(
  f: Record<string, string>,
): Promise<'taken' | 'duplicate' | 'unsigned' | 'unknown'> {
  if (!validMailgunSignature(f['timestamp'] ?? '', f['token'] ?? '', f['signature'] ?? '')) {
    return 'unsigned';
  }
  const to = conversationOfReplyAddress(f['recipient'] ?? f['To'] ?? '');
  if (!to) return 'unknown';
  const text = (f['stripped-text'] || f['body-plain'] || '').trim().slice(0, MAX_TEXT);
  if (!text) return 'duplicate';
  if (!(await firstTime(`mailgun-${f['token']}`))) return 'duplicate';
  const taken = await receiveClientMessage(to.orgId, to.clientId, text, {
    channel: 'email',
    address: addressOf(f['sender'] || f['from'] || ''),
    status: 'received',
    detail: '',
  });
  return taken ? 'taken' : 'unknown';
}

/** A text that is not STOP or START: an answer to the salon that last texted that number. */
export async function receiveSmsReply(from: string, body: string, messageSid: string) {
  const to = await conversationOfNumber(from);
  const text = body.trim().slice(0, MAX_TEXT);
  if (!to || !text) return false;
  if (!(await firstTime(`twilio-${messageSid || `${from}-${Date.now()}`}`))) return false;
  return receiveClientMessage(to.orgId, to.clientId, text, {
    channel: 'sms',
    address: from,
    status: 'received',
    detail: '',
  });
}
