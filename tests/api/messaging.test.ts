// Direct messages between a salon and a client: the services in this process
// against the Firestore emulator, and the routes through Hosting.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ZSendMessage } from '@chairside/core/messaging';
import type * as MessagingModule from '../../functions/src/messaging/messaging.service';
import { callerFor } from '../support/callers';
import { admin, callApi } from '../support/api';
import { APP_URL, signUp } from '../support/emulators';

const run = Date.now();
const orgId = `msg-salon-${run}`;
const owner = callerFor(`owner-${run}`, 'Maya');
const desk = callerFor(`desk-${run}`);
const ana = callerFor(`ana-${run}`);
const bo = callerFor(`bo-${run}`);
const sam = callerFor(`sam-${run}`);
const stranger = callerFor(`zed-${run}`);
let messaging: typeof MessagingModule;

const unread = async (who: ReturnType<typeof callerFor>) =>
  (await messaging.unreadCount(who)).unread_count;
/** A person's total, once it has taken in the last message (totals follow just after it). */
const unreadIs = (who: ReturnType<typeof callerFor>, n: number) =>
  vi.waitFor(async () => expect(await unread(who)).toBe(n), { timeout: 10_000, interval: 100 });

beforeAll(async () => {
  await import('../../functions/src/subscriptions');
  messaging = await import('../../functions/src/messaging/messaging.service');
  const { db } = admin();
  const now = new Date();
  await db.doc(`orgs/${orgId}`).set({
    name: 'Studio Talk',
    slug: orgId,
    timeZone: 'UTC',
    currency: 'USD',
    createdAt: now,
    updatedAt: now,
  });
  for (const [who, role, staffId, name] of [
    [owner, 'owner', null, 'Maya'],
    [desk, 'front_desk', null, 'Ava'],
    [ana, 'staff', 's-ana', 'Ana'],
    [bo, 'staff', 's-bo', 'Bo'],
  ] as const) {
    await db.doc(`orgs/${orgId}/members/${who.uid}`).set({ uid: who.uid, role, staffId });
    if (staffId) {
      await db
        .doc(`orgs/${orgId}/staff/${staffId}`)
        .set({ displayName: name, role, status: 'active', userId: who.uid });
    }
  }
  await db.doc(`orgs/${orgId}/clients/c-sam`).set({
    firstName: 'Sam',
    lastName: 'Client',
    email: 'sam@example.test',
    userId: sam.uid,
    preferredStaffId: 's-ana',
    createdAt: now,
    updatedAt: now,
  });
});

describe('a client and the salon write to each other', () => {
  let conversationId = '';

  it('the client writes to their salon: the desk and their stylist see one unread, nobody else', async () => {
    const sent = await messaging.sendMessage(
      sam,
      ZSendMessage.parse({ orgId, text: 'Running 5 minutes late, sorry!' }),
    );
    conversationId = sent.conversation.id;
    expect(sent.message).toMatchObject({ side: 'client', senderName: 'Sam Client', mine: true });
    await unreadIs(owner, 1);
    await unreadIs(desk, 1);
    await unreadIs(ana, 1);
    await unreadIs(bo, 0);
    await unreadIs(sam, 0);
    await expect(messaging.threadOf(bo, conversationId)).rejects.toMatchObject({
      code: 'not_found',
    });
    const listed = await messaging.listConversations(owner);
    expect(listed.conversations[0]).toMatchObject({
      id: conversationId,
      clientName: 'Sam Client',
      unread: 1,
      lastMessage: {
        text: 'Running 5 minutes late, sorry!',
        senderName: 'Sam Client',
        mine: false,
      },
    });
  });

  it('opening the thread reads it; an answer reaches the client once', async () => {
    const thread = await messaging.threadOf(owner, conversationId);
    expect(thread.messages.map((m) => m.text)).toEqual(['Running 5 minutes late, sorry!']);
    await unreadIs(owner, 0);
    await unreadIs(desk, 1);
    const answer = await messaging.sendMessage(
      owner,
      ZSendMessage.parse({ conversationId, text: 'No problem, see you soon.' }),
    );
    expect(answer.message).toMatchObject({ side: 'salon', senderName: 'Maya' });
    await unreadIs(sam, 1);
    // A colleague's answer is not news to the desk: its count stays at the client's one message.
    await unreadIs(desk, 1);
    // The desk answers from the thread it had not opened: its own count clears.
    await messaging.sendMessage(
      desk,
      ZSendMessage.parse({ conversationId, text: 'Your chair is ready.' }),
    );
    await unreadIs(desk, 0);
    await unreadIs(sam, 2);
    const forSam = await messaging.threadOf(sam, conversationId);
    expect(forSam.messages.map((m) => [m.side, m.mine])).toEqual([
      ['client', true],
      ['salon', false],
      ['salon', false],
    ]);
    await unreadIs(sam, 0);
    const stored = (await admin().db.doc(`conversations/${conversationId}`).get()).data()!;
    expect(stored['participant_ids']).toEqual(
      expect.arrayContaining([owner.uid, desk.uid, ana.uid, sam.uid]),
    );
    expect(stored['participant_ids']).not.toContain(bo.uid);
  });

  it('refuses someone who is not in it, and a client with no record at the salon', async () => {
    await expect(
      messaging.sendMessage(bo, ZSendMessage.parse({ conversationId, text: 'Hi' })),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      messaging.sendMessage(stranger, ZSendMessage.parse({ orgId, text: 'Hello?' })),
    ).rejects.toMatchObject({ code: 'forbidden' });
  });
});

describe('what a message may be', () => {
  it('refuses empty, oversized and script-carrying messages with a clear reason', () => {
    const problem = (text: string) =>
      ZSendMessage.safeParse({ orgId, text }).error?.issues[0]?.message;
    expect(problem('   ')).toBe('Write a message first.');
    expect(problem('x'.repeat(2001))).toBe('Keep a message under 2,000 characters.');
    expect(problem('<script>alert(1)</script>')).toBe(
      'Messages are plain text: take out the script or HTML.',
    );
    expect(problem('<img src=x onerror=alert(1)>')).toBe(
      'Messages are plain text: take out the script or HTML.',
    );
    expect(problem('See you at 3 <3')).toBeUndefined();
  });
});

describe('the messaging routes', () => {
  it('need a signed-in person, and answer their unread count', async () => {
    expect((await callApi('/messaging/unread-count')).status).toBe(401);
    const person = await signUp(`msg-${run}@chairside.test`);
    const answer = await callApi('/messaging/unread-count', { token: person.idToken });
    expect(answer).toMatchObject({ status: 200, body: { unread_count: 0 } });
    const bad = await callApi('/messaging/send', {
      token: person.idToken,
      body: { orgId, text: '' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Write a message first.');
  });
});

describe('photos and suggested replies', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  let client: { uid: string; idToken: string };
  let frontDesk: { uid: string; idToken: string };
  let outsider: { uid: string; idToken: string };
  const photo = (who: { idToken: string }, file: Buffer, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'look.png');
    return fetch(`${APP_URL}/api/messaging/upload-image`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.idToken}` },
      body: form,
    });
  };

  beforeAll(async () => {
    [client, frontDesk, outsider] = await Promise.all([
      signUp(`photo-client-${run}@chairside.test`),
      signUp(`photo-desk-${run}@chairside.test`),
      signUp(`photo-out-${run}@chairside.test`),
    ]);
    const { db } = admin();
    await db
      .doc(`orgs/${orgId}/members/${frontDesk.uid}`)
      .set({ uid: frontDesk.uid, role: 'front_desk', staffId: null });
    await db.doc(`orgs/${orgId}/clients/c-photo`).set({
      firstName: 'Pia',
      lastName: 'Photo',
      email: `photo-client-${run}@chairside.test`,
      userId: client.uid,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  });

  it('a client sends a photo with a caption: stored, served back, and the last message', async () => {
    const res = await photo(client, png, { orgId, text: 'This length, please' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      conversation: { id: string; lastMessage: { text: string } };
      message: { text: string; image: { url: string } };
    };
    expect(body.message.text).toBe('This length, please');
    expect(body.message.image.url).toMatch(/^\/api\/media\/.+\/messages\/[a-f0-9]{32}\.png$/);
    const back = await fetch(`${APP_URL}${body.message.image.url}`);
    expect(back.headers.get('content-type')).toBe('image/png');
    const alone = await photo(client, png, { conversationId: body.conversation.id });
    expect(alone.status).toBe(201);
    const thread = await callApi(`/messaging/messages/${body.conversation.id}`, {
      token: frontDesk.idToken,
    });
    expect(thread.body.conversation.lastMessage.text).toBe('Photo');
    expect(thread.body.messages.map((m: { image: unknown }) => Boolean(m.image))).toEqual([
      true,
      true,
    ]);
  });

  it('refuses what is not an image, a photo over 8 MB, and someone outside the conversation', async () => {
    const script = await photo(client, Buffer.from('<script>alert(1)</script>'), { orgId });
    expect(script.status).toBe(400);
    expect(JSON.stringify(await script.json())).toContain(
      'That file is not a PNG, JPEG, WebP or GIF image.',
    );
    const big = await photo(client, Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]), {
      orgId,
    });
    expect(big.status).toBe(413);
    const stranger = await photo(outsider, png, {
      conversationId: `${orgId}__c-photo`,
    });
    expect(stranger.status).toBe(404);
  });

  it('suggests replies to the salon from its own data, and none to the client', async () => {
    await callApi('/messaging/send', {
      token: client.idToken,
      body: { orgId, text: 'How much is a cut? And could I book a Saturday?' },
    });
    const conversationId = `${orgId}__c-photo`;
    const forDesk = await callApi('/messaging/suggest-responses', {
      token: frontDesk.idToken,
      body: { conversationId },
    });
    expect(forDesk.status).toBe(200);
    const labels = forDesk.body.suggestions.map((s: { label: string }) => s.label);
    expect(labels).toEqual(['Booking link', 'Thanks']);
    expect(forDesk.body.suggestions[0].text).toMatch(
      /^Hi Pia, you can pick a time .*book-now\?salon=/,
    );
    const forClient = await callApi('/messaging/suggest-responses', {
      token: client.idToken,
      body: { conversationId },
    });
    expect(forClient.body.suggestions).toEqual([]);
    const outside = await callApi('/messaging/suggest-responses', {
      token: outsider.idToken,
      body: { conversationId },
    });
    expect(outside.status).toBe(404);
  });
});
