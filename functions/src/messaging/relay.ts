// Messages to clients who have no account: the salon writes in the app, the
// client reads it as a text (Twilio) or an e-mail, and their answer comes
// back into the same conversation:
//   - a text's answer through Twilio's inbound webhook (the number they
//     texted from names the conversation: smsThreads/{e164});
//   - an e-mail's answer through an inbound-mail route: the mail goes out
//     with Reply-To reply+{token}@INBOUND_MAIL_DOMAIN, the token names the
//     conversation and is signed (HMAC), and Mailgun posts the answer to
//     /api/messaging/inbound/mailgun, signed with its webhook signing key.
// Without those settings the salon reads, in words, what happens instead.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ClientReach } from '@chairside/core/contracts/messaging';
import type { ClientRecord } from '@chairside/core/records/client';
import type { MessageVia } from '@chairside/core/records/conversation';
import { toE164 } from '@chairside/core/phone';
import { isDocId } from '@chairside/core/ids';
import { db } from '../firebase';
import { appOriginForSites, isEmulator } from '../config';
import { queueMail } from '../mail/outbox';
import { clientMessageMail } from '../mail/templates';
import { smsOptOutDoc } from '../records/notifications';
import { sendSms, smsConfigured } from '../notifications';

/** Where e-mail answers are received (Mailgun's route for this domain posts them to us). */
export function inboundMailConfigured(): boolean {
  return Boolean(process.env['INBOUND_MAIL_DOMAIN'] && process.env['MAILGUN_WEBHOOK_SIGNING_KEY']);
}

/**
 * The key reply addresses are signed with: REPLY_ADDRESS_SECRET, else the
 * webhook signing key (both secret); the emulators use a fixed local one.
 */
function replyKey(): string | null {
  const key =
    process.env['REPLY_ADDRESS_SECRET'] ?? process.env['MAILGUN_WEBHOOK_SIGNING_KEY'] ?? null;
  if (key) return key;
  return isEmulator() ? 'chairside-emulator-reply-addresses-not-for-production' : null;
}

const signOf = (key: string, conversationId: string) =>
  createHmac('sha256', key).update(`reply:${conversationId}`).digest('base64url').slice(0, 22);

/** reply+{orgId}.{clientId}.{signature}@domain: answers to it land in that conversation. */
export function replyAddress(orgId: string, clientId: string): string | null {
  const domain = process.env['INBOUND_MAIL_DOMAIN'];
  const key = replyKey();
  if (!domain || !key) return null;
  return `reply+${orgId}.${clientId}.${signOf(key, `${orgId}__${clientId}`)}@${domain}`;
}

/** The salon and client a reply address names, when its signature holds. */
export function conversationOfReplyAddress(
  address: string,
): { orgId: string; clientId: string } | null {
  const key = replyKey();
  const match = /reply\+([^@\s>]+)@/i.exec(address);
  if (!key || !match) return null;
  const [orgId, clientId, signature, ...rest] = match[1]!.split('.');
  if (rest.length || !orgId || !clientId || !signature) return null;
  if (!isDocId(orgId) || !isDocId(clientId)) return null;
  const expected = Buffer.from(signOf(key, `${orgId}__${clientId}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { orgId, clientId };
}

/** Mailgun's webhook signature: HMAC-SHA256 of timestamp + token with the signing key. */
export function validMailgunSignature(timestamp: string, token: string, signature: string) {
  const key = process.env['MAILGUN_WEBHOOK_SIGNING_KEY'];
  if (!key || !timestamp || !token || !signature) return false;
  // A signature older than 15 minutes is a replay.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 15 * 60) return false;
  const expected = Buffer.from(
    createHmac('sha256', key)
      .update(timestamp + token)
      .digest('hex'),
  );
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** smsThreads/{e164}: the conversation a number's texts answer (the last one texted). */
const smsThreadDoc = (e164: string) => db().doc(`smsThreads/${e164}`);

export async function conversationOfNumber(
  e164: string,
): Promise<{ orgId: string; clientId: string } | null> {
  const data = (await smsThreadDoc(e164).get()).data() as
    { orgId?: string; clientId?: string } | undefined;
  return data?.orgId && data.clientId ? { orgId: data.orgId, clientId: data.clientId } : null;
}

const numberOf = (client: ClientRecord) => (client.phone ? toE164(client.phone) : null);

/** How a client without an account reads the salon's messages, and whether answers come back. */
export function reachOf(client: ClientRecord): ClientReach {
  if (client.userId) {
    return { channel: 'app', address: '', repliesHere: true, note: '' };
  }
  const phone = numberOf(client);
  if (phone && smsConfigured()) {
    return {
      channel: 'sms',
      address: phone,
      repliesHere: true,
      note: `Messages go to ${phone} as texts; replies come back here.`,
    };
  }
  if (client.email) {
    const here = inboundMailConfigured();
    return {
      channel: 'email',
      address: client.email,
      repliesHere: here,
      note: here
        ? `No Chairside account: messages go to ${client.email} by e-mail, and replies come back here.`
        : `No Chairside account: messages go to ${client.email} by e-mail, and replies go to the salon’s own e-mail address (receiving them here needs inbound e-mail, which is not set up on this Chairside).` +
          (phone ? ' Texting needs SMS, which is not set up either.' : ''),
    };
  }
  return {
    channel: 'none',
    address: '',
    repliesHere: false,
    note: phone
      ? 'Texting is not set up on this Chairside and this client has no e-mail address: add one to their record to write to them.'
      : 'This client has no phone number or e-mail address: add one to their record to write to them.',
  };
}

/**
 * Sends the salon's message out of the app to a client without an account,
 * and answers how it went (kept on the message). Never throws: a failure is
 * shown beside the message for the salon to act on.
 */
export async function relayToClient(args: {
  orgId: string;
  clientId: string;
  client: ClientRecord;
  salon: { name: string; email: string; slug: string };
  senderName: string;
  text: string;
  messageId: string;
}): Promise<MessageVia | null> {
  const reach = reachOf(args.client);
  if (reach.channel === 'app') return null;
  if (reach.channel === 'none') {
    return { channel: 'email', address: '', status: 'not_sent', detail: reach.note };
  }
  if (reach.channel === 'sms') {
    const optedOut = (await smsOptOutDoc(reach.address).get()).data()?.optedOut === true;
    if (optedOut) {
      return {
        channel: 'sms',
        address: reach.address,
        status: 'not_sent',
        detail: 'This number replied STOP: it gets no more texts until it sends START.',
      };
    }
    try {
      await sendSms(reach.address, `${args.salon.name}: ${args.text}\n(Reply to answer.)`);
      await smsThreadDoc(reach.address).set({
        orgId: args.orgId,
        clientId: args.clientId,
        updatedAt: new Date(),
      });
      return { channel: 'sms', address: reach.address, status: 'sent', detail: '' };
    } catch (err) {
      return {
        channel: 'sms',
        address: reach.address,
        status: 'failed',
        detail: `The text could not be sent: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }
  const replyTo = replyAddress(args.orgId, args.clientId);
  const mail = clientMessageMail({
    to: reach.address,
    clientFirstName: args.client.firstName,
    salonName: args.salon.name,
    senderName: args.senderName,
    text: args.text,
    bookUrl: `${appOriginForSites()}/book-now?salon=${encodeURIComponent(args.salon.slug)}`,
    replyTo: replyTo
      ? { name: args.salon.name, address: replyTo }
      : args.salon.email
        ? { name: args.salon.name, address: args.salon.email }
        : null,
  });
  // One e-mail per message, whatever retries the caller makes.
  const queued = await queueMail(mail, { orgId: args.orgId, key: `message-${args.messageId}` });
  return queued.willSend
    ? { channel: 'email', address: reach.address, status: 'sent', detail: '' }
    : {
        channel: 'email',
        address: reach.address,
        status: 'not_sent',
        detail: 'E-mail is not set up on this Chairside, so the message stays in the app.',
      };
}
