// A salon writes to clients who have no account: the message goes by e-mail
// (through the functions' SMTP to this test's mailbox) or by text (Twilio's
// API stood in at the network boundary), and the client's answer comes back
// into the same conversation through the provider's signed webhook, posted
// here to the API's own express app in this process with the provider's
// documented payload.
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import twilio from 'twilio';
import { ZSendMessage } from '@chairside/core/messaging';
import type * as MessagingModule from '../../functions/src/messaging/messaging.service';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const orgId = `relay-salon-${run}`;
const owner = callerFor(`owner-${run}`, 'Maya');
const desk = callerFor(`desk-${run}`, 'Ava');
const rosaEmail = `rosa-${run}@example.test`;
const SIGNING_KEY = 'key-mailgun-test-signing-key';
const TWILIO_SID = 'AC00000000000000000000000000000002';
const TWILIO_TOKEN = 'test-auth-token-relay';
const ORIGIN = 'https://app.chairside.test';
let messaging: typeof MessagingModule;
let mailbox: Mailbox;
let app: Server;
let base = '';

const texts: URLSearchParams[] = [];
const twilioApi = setupServer(
  http.post(
    `https://api.twilio.com/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`,
    async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      texts.push(form);
      return HttpResponse.json(
        {
          account_sid: TWILIO_SID,
          body: form.get('Body'),
          direction: 'outbound-api',
          from: form.get('From'),
          sid: `SM${String(texts.length).padStart(32, '0')}`,
          status: 'queued',
          to: form.get('To'),
        },
        { status: 201 },
      );
    },
  ),
);

const env = (vars: Record<string, string | undefined>) => {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
};

/** Mailgun's forwarded message, signed as Mailgun signs it. */
function mailgunForm(recipient: string, text: string, token = `tok-${Math.random()}`) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', SIGNING_KEY)
    .update(timestamp + token)
    .digest('hex');
  return new URLSearchParams({
    recipient,
    sender: rosaEmail,
    from: `Rosa Diaz <${rosaEmail}>`,
    subject: 'Re: A message from Studio Relay',
    'body-plain': `${text}\n\nOn Tue, Studio Relay wrote:\n> Hi Rosa`,
    'stripped-text': text,
    timestamp,
    token,
    signature,
  });
}

const post = (path: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

const unread = (who: ReturnType<typeof callerFor>) =>
  messaging.unreadCount(who).then((r) => r.unread_count);

beforeAll(async () => {
  env({
    INBOUND_MAIL_DOMAIN: 'reply.chairside.test',
    MAILGUN_WEBHOOK_SIGNING_KEY: SIGNING_KEY,
    TWILIO_CALLBACK_ORIGIN: ORIGIN,
  });
  await import('../../functions/src/subscriptions');
  messaging = await import('../../functions/src/messaging/messaging.service');
  const { createApp } = await import('../../functions/src/app');
  app = createApp().listen(0);
  base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  mailbox = await startMailbox();
  const { db } = admin();
  const now = new Date();
  await db.doc(`orgs/${orgId}`).set({
    name: 'Studio Relay',
    slug: orgId,
    email: 'hello@relay.test',
    timeZone: 'UTC',
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
  for (const [who, role] of [
    [owner, 'owner'],
    [desk, 'front_desk'],
  ] as const) {
    await db.doc(`orgs/${orgId}/members/${who.uid}`).set({ uid: who.uid, role, staffId: null });
  }
  const client = (id: string, fields: Record<string, unknown>) =>
    db.doc(`orgs/${orgId}/clients/${id}`).set({
      lastName: 'Diaz',
      email: '',
      phone: '',
      userId: null,
      createdAt: now,
      updatedAt: now,
      ...fields,
    });
  await client('c-rosa', { firstName: 'Rosa', email: rosaEmail, phone: '' });
  await client('c-tomas', { firstName: 'Tomás', phone: '(718) 555-0177' });
  await client('c-nobody', { firstName: 'Nobody' });
});

afterAll(async () => {
  app?.close();
  await mailbox?.close();
  env({
    INBOUND_MAIL_DOMAIN: undefined,
    MAILGUN_WEBHOOK_SIGNING_KEY: undefined,
    TWILIO_CALLBACK_ORIGIN: undefined,
  });
});

describe('by e-mail, answered through a signed inbound webhook', () => {
  let replyTo = '';

  it('e-mails the salon’s message with a reply address of this conversation', async () => {
    const reach = await messaging.reachFor(owner, orgId, 'c-rosa');
    expect(reach).toMatchObject({ channel: 'email', address: rosaEmail, repliesHere: true });
    const sent = await messaging.sendMessage(
      owner,
      ZSendMessage.parse({ orgId, clientId: 'c-rosa', text: 'Hi Rosa, Saturday 10:00 is free.' }),
    );
    expect(sent.message.via).toEqual({
      channel: 'email',
      address: rosaEmail,
      status: 'sent',
      detail: '',
    });
    const mail = await mailbox.waitFor(rosaEmail, /A message from Studio Relay/);
    expect(mail.text).toContain('Saturday 10:00 is free');
    replyTo = mail.replyTo?.value[0]?.address ?? '';
    expect(replyTo).toMatch(
      new RegExp(`^reply\\+${orgId}\\.c-rosa\\.[\\w-]+@reply\\.chairside\\.test$`),
    );
  });

  it('takes the client’s answer into the thread once, unread for the salon', async () => {
    const form = mailgunForm(replyTo, 'Perfect, see you then!');
    const res = await post('/api/messaging/inbound/mailgun', form);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    // Mailgun posting the same message again changes nothing.
    const again = await post('/api/messaging/inbound/mailgun', form);
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    await vi.waitFor(async () => expect(await unread(desk)).toBe(1), { timeout: 10_000 });
    const thread = await messaging.threadOf(owner, `${orgId}__c-rosa`);
    expect(thread.messages.map((m) => [m.side, m.text])).toEqual([
      ['salon', 'Hi Rosa, Saturday 10:00 is free.'],
      ['client', 'Perfect, see you then!'],
    ]);
    expect(thread.messages[1]!.via).toMatchObject({ channel: 'email', status: 'received' });
    expect(thread.conversation.reach).toMatchObject({ channel: 'email', repliesHere: true });
  });

  it('refuses an unsigned post, and a reply address whose signature does not hold', async () => {
    const unsigned = mailgunForm(replyTo, 'Hello?');
    unsigned.set('signature', 'f'.repeat(64));
    expect((await post('/api/messaging/inbound/mailgun', unsigned)).status).toBe(403);
    const forged = mailgunForm(replyTo.replace(/\.[\w-]+@/, '.AAAAAAAAAAAAAAAAAAAAAA@'), 'Hi');
    expect((await post('/api/messaging/inbound/mailgun', forged)).status).toBe(406);
    const other = mailgunForm(replyTo.replace('c-rosa', 'c-tomas'), 'Hi');
    expect((await post('/api/messaging/inbound/mailgun', other)).status).toBe(406);
  });

  it('shows the client the thread once they have an account', async () => {
    const rosa = callerFor(`rosa-${run}`, 'Rosa');
    const { db } = admin();
    await db.doc(`orgs/${orgId}/clients/c-rosa`).update({ userId: rosa.uid });
    await db.doc(`users/${rosa.uid}`).set({ clientOf: { [orgId]: 'c-rosa' } });
    const list = await messaging.listConversations(rosa);
    expect(list.conversations.map((c) => c.id)).toContain(`${orgId}__c-rosa`);
    const thread = await messaging.threadOf(rosa, `${orgId}__c-rosa`);
    expect(thread.messages.map((m) => m.text)).toContain('Perfect, see you then!');
  });
});

describe('by text, answered through Twilio’s signed inbound webhook', () => {
  beforeAll(() => {
    env({
      TWILIO_ACCOUNT_SID: TWILIO_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
      TWILIO_FROM: '+15005550006',
    });
    twilioApi.listen({ onUnhandledRequest: 'bypass' });
  });
  afterAll(() => {
    twilioApi.close();
    env({ TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined });
  });

  it('texts a client who has only a phone number, and their answer lands in the thread', async () => {
    const sent = await messaging.sendMessage(
      desk,
      ZSendMessage.parse({ orgId, clientId: 'c-tomas', text: 'Your colour is ready to book.' }),
    );
    expect(sent.message.via).toMatchObject({ channel: 'sms', address: '+17185550177' });
    expect(texts.at(-1)?.get('To')).toBe('+17185550177');
    expect(texts.at(-1)?.get('Body')).toContain('Studio Relay: Your colour is ready to book.');

    const params = {
      MessageSid: `SM-in-${run}`,
      From: '+17185550177',
      To: '+15005550006',
      Body: 'Thursday after 5?',
    };
    const url = `${ORIGIN}/api/notifications/twilio/inbound`;
    const signature = twilio.getExpectedTwilioSignature(TWILIO_TOKEN, url, params);
    const res = await post('/api/notifications/twilio/inbound', new URLSearchParams(params), {
      'X-Twilio-Signature': signature,
    });
    expect(res.status).toBe(200);
    const thread = await messaging.threadOf(owner, `${orgId}__c-tomas`);
    expect(thread.messages.at(-1)).toMatchObject({
      side: 'client',
      text: 'Thursday after 5?',
      via: { channel: 'sms', status: 'received' },
    });
  });
});

describe('when the platform has no inbound e-mail, or the client no address', () => {
  it('says replies go to the salon’s own address, and sets it as the Reply-To', async () => {
    env({ INBOUND_MAIL_DOMAIN: undefined });
    try {
      const { db } = admin();
      await db.doc(`orgs/${orgId}/clients/c-lena`).set({
        firstName: 'Lena',
        lastName: 'Berg',
        email: `lena-${run}@example.test`,
        phone: '',
        userId: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const reach = await messaging.reachFor(owner, orgId, 'c-lena');
      expect(reach).toMatchObject({ channel: 'email', repliesHere: false });
      expect(reach.note).toMatch(/replies go to the salon’s own e-mail address/);
      await messaging.sendMessage(
        owner,
        ZSendMessage.parse({ orgId, clientId: 'c-lena', text: 'Your gift card is ready.' }),
      );
      const mail = await mailbox.waitFor(`lena-${run}@example.test`, /A message from/);
      expect(mail.replyTo?.value[0]?.address).toBe('hello@relay.test');
    } finally {
      env({ INBOUND_MAIL_DOMAIN: 'reply.chairside.test' });
    }
  });

  it('keeps a message to a client with no phone or e-mail in the app, and says why', async () => {
    const reach = await messaging.reachFor(owner, orgId, 'c-nobody');
    expect(reach.channel).toBe('none');
    const sent = await messaging.sendMessage(
      owner,
      ZSendMessage.parse({ orgId, clientId: 'c-nobody', text: 'Hello?' }),
    );
    expect(sent.message.via).toMatchObject({ status: 'not_sent' });
    expect(sent.message.via?.detail).toMatch(/no phone number or e-mail address/);
  });

  it('answers how messages reach a client only to the salon', async () => {
    const stranger = callerFor(`zed-${run}`);
    await expect(messaging.reachFor(stranger, orgId, 'c-rosa')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
