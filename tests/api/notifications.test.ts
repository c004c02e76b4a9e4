// The notification calls through Hosting (roles, bad input, e-mail through a
// real local SMTP server, SMS without credentials), and Twilio in this
// process: texts sent through the real library against a stand-in of
// Twilio's API at the network boundary (msw), delivery callbacks that come
// late or twice, a signed STOP reply honoured at once.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import twilio from 'twilio';
import type * as NotificationsService from '../../functions/src/notifications/notifications.service';
import type * as SmsModule from '../../functions/src/notifications/sms';
import { admin, callApi, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
let mailbox: Mailbox;
let orgId = '';
const tokens: Record<string, string> = {};
let ownerUid = '';
const email = (who: string) => `${who}-notify-${run}@chairside.test`;

beforeAll(async () => {
  mailbox = await startMailbox();
  const owner = await signUp(email('owner'));
  const created = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Studio Notify', `notify-${run}`),
  });
  orgId = created.body.orgId;
  tokens['owner'] = owner.idToken;
  ownerUid = owner.uid;
  const stylist = await signUp(email('stylist'));
  const client = await signUp(email('client'));
  tokens['stylist'] = stylist.idToken;
  tokens['client'] = client.idToken;
  tokens['stranger'] = (await signUp(email('stranger'))).idToken;
  const { db } = admin();
  await db
    .doc(`orgs/${orgId}/members/${stylist.uid}`)
    .set({ uid: stylist.uid, role: 'staff', staffId: 's-sty' });
  const person = (id: string, extra: Record<string, unknown>) =>
    db.doc(`orgs/${orgId}/clients/${id}`).set({
      firstName: id,
      lastName: 'Client',
      createdAt: new Date(),
      updatedAt: new Date(),
      ...extra,
    });
  await person('ada', {
    email: `ada-${run}@example.test`,
    phone: '(718) 555-0111',
    userId: client.uid,
    marketingConsent: { email: true, sms: false },
  });
  await db.doc(`users/${client.uid}`).set({ clientOf: { [orgId]: 'ada' } }, { merge: true });
  await person('bo', { email: `bo-${run}@example.test`, marketingConsent: { email: false } });
  await person('cy', { phone: '(718) 555-0122', marketingConsent: { email: true, sms: true } });
});
afterAll(() => mailbox?.close());

describe('one message to one client', () => {
  it('the owner e-mails a client now: it arrives, and the queue says sent', async () => {
    const sent = await callApi('/notifications/send', {
      token: tokens['owner'],
      body: {
        orgId,
        clientId: 'ada',
        channel: 'email',
        subject: 'Your colour is in',
        body: 'Hi Ada,\n\nThe shade you asked for arrived today.',
      },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.notification).toMatchObject({ status: 'sent', to: `ada-${run}@example.test` });
    const mail = await mailbox.waitFor(`ada-${run}@example.test`, /^Your colour is in$/);
    expect(mail.text).toContain('The shade you asked for arrived today.');
    expect(mail.replyTo?.text).toContain(`hello@notify-${run}.test`);
  });

  it('a text without Twilio credentials is kept, marked "not sent: SMS is not set up"', async () => {
    const sent = await callApi('/notifications/send', {
      token: tokens['owner'],
      body: { orgId, clientId: 'ada', channel: 'sms', body: 'See you at 3!' },
    });
    expect(sent.body.notification).toMatchObject({
      status: 'skipped',
      reason: 'not sent: SMS is not set up',
      to: '+17185550111',
    });
    const again = await callApi('/notifications/resend', {
      token: tokens['owner'],
      body: { orgId, id: sent.body.notification.id },
    });
    expect(again.body.notification.status).toBe('skipped');
  });

  it("reads a client's mobile in the salon's country", async () => {
    const { db } = admin();
    await db.doc(`orgs/${orgId}/clients/dee`).set({
      firstName: 'Dee',
      lastName: 'Client',
      phone: '07700 900123',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const text = () =>
      callApi('/notifications/send', {
        token: tokens['owner'],
        body: { orgId, clientId: 'dee', channel: 'sms', body: 'Your colour is in' },
      });
    // In a US salon a UK mobile written the UK way is not a number that takes texts.
    const inUs = await text();
    expect(inUs.status).toBe(400);
    expect(inUs.body.error.message).toBe(
      'Dee has no mobile number on their record that can take texts.',
    );
    await db.doc(`orgs/${orgId}`).update({ country: 'GB' });
    try {
      const inGb = await text();
      expect(inGb.status).toBe(201);
      expect(inGb.body.notification).toMatchObject({ channel: 'sms', to: '+447700900123' });
    } finally {
      await db.doc(`orgs/${orgId}`).update({ country: 'US' });
    }
  });

  it('says what is missing, and refuses a stylist', async () => {
    const noEmail = await callApi('/notifications/send', {
      token: tokens['owner'],
      body: { orgId, clientId: 'cy', channel: 'email', subject: 'Hi', body: 'Hello' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.message).toBe('cy has no e-mail address on their record.');
    const noSubject = await callApi('/notifications/send', {
      token: tokens['owner'],
      body: { orgId, clientId: 'ada', channel: 'email', body: 'Hello' },
    });
    expect(JSON.stringify(noSubject.body)).toContain('Write a subject for the e-mail.');
    const stylist = await callApi('/notifications/send', {
      token: tokens['stylist'],
      body: { orgId, clientId: 'ada', channel: 'sms', body: 'Hi' },
    });
    expect(stylist.status).toBe(403);
  });
});

describe('marketing to many, templates, settings and the queue', () => {
  it('a batch reaches only the clients who agreed to that channel', async () => {
    const batch = await callApi('/notifications/batch', {
      token: tokens['owner'],
      body: {
        orgId,
        clientIds: ['ada', 'bo', 'cy'],
        channel: 'email',
        subject: 'Winter offer',
        body: '20% off treatments this week.',
      },
    });
    // Bo said no to marketing e-mail; Cy has no e-mail address.
    expect(batch).toMatchObject({ status: 202, body: { queued: 1, skipped: 2 } });
    // Queued, or already sent by its own task: either way, to Ada alone.
    const queue = await callApi(`/notifications/queue/${orgId}`, { token: tokens['owner'] });
    expect(
      queue.body.notifications
        .filter((n: { subject: string }) => n.subject === 'Winter offer')
        .map((n: { to: string }) => n.to),
    ).toEqual([`ada-${run}@example.test`]);
    expect(queue.body.ready).toEqual({ email: true, sms: false });
  });

  it('a salon rewrites a template with the known placeholders only', async () => {
    const bad = await callApi('/notifications/templates/create', {
      token: tokens['owner'],
      body: { orgId, kind: 'reminder', channel: 'sms', body: 'Hi {{first_name}}!' },
    });
    expect(bad.status).toBe(400);
    const saved = await callApi('/notifications/templates/create', {
      token: tokens['owner'],
      body: {
        orgId,
        kind: 'reminder',
        channel: 'sms',
        body: '{{salon}}: see you {{time}}, {{client_name}}!',
      },
    });
    expect(saved.status).toBe(201);
    const list = await callApi(`/notifications/templates/${orgId}`, { token: tokens['owner'] });
    const sms = list.body.templates.find(
      (t: { kind: string; channel: string }) => t.kind === 'reminder' && t.channel === 'sms',
    );
    expect(sms).toMatchObject({
      custom: true,
      body: '{{salon}}: see you {{time}}, {{client_name}}!',
    });
    // Seven kinds (confirmation, reminder, moved, cancelled, a time opened up, a new time
    // suggested, please confirm), each by e-mail and by text.
    expect(list.body.templates).toHaveLength(14);
    const stylist = await callApi('/notifications/templates/create', {
      token: tokens['stylist'],
      body: { orgId, kind: 'reminder', channel: 'sms', body: 'x' },
    });
    expect(stylist.status).toBe(403);
  });

  it('reminder times are saved largest first, within a week', async () => {
    const saved = await callApi('/notifications/settings', {
      token: tokens['owner'],
      body: { orgId, enabled: true, hoursBefore: [2, 48], email: true, sms: false },
    });
    expect(saved.body.settings).toMatchObject({ hoursBefore: [48, 2], sms: false });
    const tooFar = await callApi('/notifications/settings', {
      token: tokens['owner'],
      body: { orgId, hoursBefore: [200] },
    });
    expect(JSON.stringify(tooFar.body)).toContain('At most 7 days before');
  });

  it('a client changes their own preferences; a stranger cannot', async () => {
    const mine = await callApi('/notifications/preferences/update', {
      token: tokens['client'],
      body: {
        orgId,
        transactional: { email: true, sms: false },
        marketing: { email: false, sms: false },
      },
    });
    expect(mine.status).toBe(200);
    const stored = await admin().db.doc(`orgs/${orgId}/clients/ada`).get();
    expect(stored.get('marketingConsent')).toEqual({ email: false, sms: false });
    const stranger = await callApi('/notifications/preferences/update', {
      token: tokens['stranger'],
      body: {
        orgId,
        transactional: { email: true, sms: true },
        marketing: { email: true, sms: true },
      },
    });
    expect(stranger.status).toBe(403);
  });

  it('a client sees what the salon sent them and their choices; nobody else’s', async () => {
    const mine = await callApi('/notifications/mine', { token: tokens['client'] });
    expect(mine.status).toBe(200);
    const [salon] = mine.body.salons;
    expect(salon).toMatchObject({
      salonName: 'Studio Notify',
      transactional: { email: true, sms: false },
      marketing: { email: false, sms: false },
    });
    expect(salon.notifications.map((n: { kind: string }) => n.kind)).toContain('custom');
    const stranger = await callApi('/notifications/mine', { token: tokens['stranger'] });
    expect(stranger.body.salons).toEqual([]);
  });

  it('refuses an unsigned Twilio webhook', async () => {
    const res = await fetch(`${APP_URL}/api/notifications/twilio/inbound`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'From=%2B17185550111&Body=STOP',
    });
    expect(res.status).toBe(403);
  });
});

describe('texts through Twilio (its API stood in at the network boundary)', () => {
  const SID = 'AC00000000000000000000000000000001';
  const sent: URLSearchParams[] = [];
  const server = setupServer(
    http.post(
      `https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`,
      async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        sent.push(form);
        // The documented shape of a new Message resource.
        return HttpResponse.json(
          {
            account_sid: SID,
            api_version: '2010-04-01',
            body: form.get('Body'),
            date_created: new Date().toUTCString(),
            direction: 'outbound-api',
            from: form.get('From'),
            num_segments: '1',
            sid: `SM${String(sent.length).padStart(32, '0')}`,
            status: 'queued',
            to: form.get('To'),
            uri: `/2010-04-01/Accounts/${SID}/Messages/SM${sent.length}.json`,
          },
          { status: 201 },
        );
      },
    ),
  );
  let service: typeof NotificationsService;
  let sms: typeof SmsModule;

  beforeAll(async () => {
    process.env['TWILIO_ACCOUNT_SID'] = SID;
    process.env['TWILIO_AUTH_TOKEN'] = 'test-auth-token';
    process.env['TWILIO_FROM'] = '+15005550006';
    server.listen({ onUnhandledRequest: 'bypass' });
    await import('../../functions/src/subscriptions');
    service = await import('../../functions/src/notifications/notifications.service');
    sms = await import('../../functions/src/notifications/sms');
  });
  afterAll(() => {
    server.close();
    delete process.env['TWILIO_ACCOUNT_SID'];
    delete process.env['TWILIO_AUTH_TOKEN'];
    delete process.env['TWILIO_FROM'];
  });

  it('sends a text, then keeps only forward delivery statuses', async () => {
    const { notification } = await service.sendToClient(callerFor(ownerUid), {
      orgId,
      clientId: 'cy',
      channel: 'sms',
      subject: '',
      body: 'Your stylist is running 10 minutes late, sorry!',
    });
    expect(notification).toMatchObject({ status: 'sent', providerStatus: 'queued' });
    expect(sent.at(-1)?.get('To')).toBe('+17185550122');
    const sid = `SM${String(sent.length).padStart(32, '0')}`;
    expect(await service.recordSmsStatus(sid, 'delivered', undefined)).toBe(true);
    // A late "sent" and a repeated "delivered" change nothing.
    expect(await service.recordSmsStatus(sid, 'sent', undefined)).toBe(false);
    expect(await service.recordSmsStatus(sid, 'delivered', undefined)).toBe(false);
  });

  it('checks Twilio’s signature, and a STOP reply stops texts at once', async () => {
    const url = 'https://app.chairside.test/api/notifications/twilio/inbound';
    const params = { From: '+17185550122', Body: 'STOP' };
    const signature = twilio.getExpectedTwilioSignature('test-auth-token', url, params);
    expect(await sms.validTwilioSignature(signature, url, params)).toBe(true);
    expect(await sms.validTwilioSignature(signature, url, { ...params, Body: 'START' })).toBe(
      false,
    );
    expect(await service.recordInboundSms(params.From, ' stop ')).toBe(true);
    const before = sent.length;
    const { notification } = await service.sendToClient(callerFor(ownerUid), {
      orgId,
      clientId: 'cy',
      channel: 'sms',
      subject: '',
      body: 'Are you still coming?',
    });
    expect(notification).toMatchObject({
      status: 'skipped',
      reason: 'not sent: the client replied STOP to texts',
    });
    expect(sent.length).toBe(before);
  });
});
