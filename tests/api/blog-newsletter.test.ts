// A salon blog's newsletter: a reader subscribes on the blog and confirms by
// e-mail (double opt-in), becoming a client who agreed to marketing e-mail
// and is tagged "Blog subscriber"; each post going live for the first time
// makes one campaign to them (a draft, or sent at once, as the owner chose;
// none when off); nobody else may change the choice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, ownedSalon, signIn } from '../support/api';
import { signUp } from '../support/emulators';
import { eventually, housePost, publishSalonSite } from '../support/salon-blog';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';
import { page } from '../support/page';

const run = Date.now();
const orgId = `letter-${run}`;
const email = (who: string) => `${who}-${run}@letter.test`;
const { db } = admin();
let mailbox: Mailbox;
let ownerToken = '';
let strangerToken = '';

const blog = (path: string, init: Parameters<typeof callApi>[1] = {}) =>
  callApi(`/blog${path}${path.includes('?') ? '&' : '?'}orgId=${orgId}`, init);

const campaign = (postId: string) =>
  db
    .doc(`orgs/${orgId}/campaigns/blog-${postId}`)
    .get()
    .then((s) => s.data());

beforeAll(async () => {
  mailbox = await startMailbox();
  const [o] = await Promise.all([signUp(email('owner')), signUp(email('stranger'))]);
  await ownedSalon(orgId, 'Studio Letter', o!.uid);
  [ownerToken, strangerToken] = await Promise.all([
    signIn(email('owner')),
    signIn(email('stranger')),
  ]);
  await publishSalonSite(orgId, ownerToken, 'Studio Letter');
  expect(
    (await blog('/authors', { token: ownerToken, body: { id: 'house', name: 'Studio Letter' } }))
      .status,
  ).toBe(201);
});

afterAll(async () => {
  await mailbox.close();
});

describe('subscribing on the blog', () => {
  it('shows the subscribe box on the salon’s blog', async () => {
    const first = await blog('/posts', { token: ownerToken, body: housePost('Hello', 'hello') });
    expect(first.status).toBe(201);
    const host = `${orgId}.localhost:5000`;
    const html = await eventually(
      async () => (await page(host, '/blog/hello')).html,
      (t) => t.includes('data-subscribe'),
      'the article with its subscribe box',
    );
    expect(html).toContain('New posts by e-mail');
  });

  it('refuses a bad address, and quietly ignores a bot', async () => {
    const bad = await blog('/subscribe', { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe('Enter a valid e-mail address');
    const bot = await blog('/subscribe', { body: { email: email('bot'), website: 'http://spam' } });
    expect(bot.status).toBe(202);
  });

  it('makes the reader a subscribed client only once they confirm', async () => {
    const asked = await blog('/subscribe', { body: { email: email('Reader'), name: 'Rae' } });
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ sent: true });
    const mail = await mailbox.waitFor(email('reader'), /Confirm: new posts from Studio Letter/);
    const clients = () =>
      db.collection(`orgs/${orgId}/clients`).where('email', '==', email('reader')).get();
    expect((await clients()).size).toBe(0);
    const link = linkIn(mail, 'http://localhost:5000/api/blog/subscribe/confirm');
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/\.localhost:5000\/blog\?subscribed=1$/);
    const made = (await clients()).docs;
    expect(made).toHaveLength(1);
    expect(made[0]!.data()).toMatchObject({
      firstName: 'Rae',
      tags: ['Blog subscriber'],
      marketingConsent: { email: true, sms: false },
    });
    // Following the link again changes nothing; a changed link is refused.
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    expect((await clients()).size).toBe(1);
    const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const inBrowser = await fetch(forged, { redirect: 'manual', headers: { Accept: 'text/html' } });
    expect(inBrowser.status).toBe(404);
    expect(inBrowser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await inBrowser.text()).toContain('This confirmation link is not valid');
    const asApi = await fetch(forged, { redirect: 'manual' });
    expect(((await asApi.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('tags an existing client, who keeps their details', async () => {
    await db.doc(`orgs/${orgId}/clients/known`).set({
      id: 'known',
      firstName: 'Kim',
      lastName: 'Known',
      nameLower: 'kim known',
      email: email('kim'),
      phone: '',
      tags: ['VIP'],
      marketingConsent: { email: false, sms: true },
      ownerStaffId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await blog('/subscribe', { body: { email: email('kim') } });
    const mail = await mailbox.waitFor(email('kim'), /Confirm/);
    await fetch(linkIn(mail, 'http://localhost:5000/api/blog/subscribe/confirm'), {
      redirect: 'manual',
    });
    const kim = (await db.doc(`orgs/${orgId}/clients/known`).get()).data();
    expect(kim).toMatchObject({
      firstName: 'Kim',
      tags: ['VIP', 'Blog subscriber'],
      marketingConsent: { email: true, sms: true },
    });
  });
});

describe('a new post’s newsletter', () => {
  it('is for the salon’s owners and managers to choose', async () => {
    const get = await blog('/settings', { token: ownerToken });
    // Rae and Kim confirmed; the bot and the unconfirmed are not counted.
    expect(get.body).toEqual({ newsletter: 'draft', subscribers: 2 });
    const stranger = await blog('/settings', {
      method: 'PUT',
      token: strangerToken,
      body: { newsletter: 'send' },
    });
    expect(stranger.status).toBe(403);
    const bad = await blog('/settings', {
      method: 'PUT',
      token: ownerToken,
      body: { newsletter: 'sometimes' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe('Choose what happens when a post goes live');
  });

  it('makes one campaign draft to the subscribers when a post goes live', async () => {
    const made = await blog('/posts', {
      token: ownerToken,
      body: housePost('Winter gloss', 'winter-gloss'),
    });
    const id = made.body.id as string;
    const draft = await eventually(() => campaign(id), Boolean, 'the newsletter draft');
    expect(draft).toMatchObject({
      name: 'Blog: Winter gloss',
      status: 'draft',
      channels: { email: true, sms: false },
      audience: { conditions: [{ kind: 'tag', tag: 'Blog subscriber' }] },
      createdBy: 'blog',
    });
    expect(draft!['content'].html).toContain('/blog/winter-gloss" data-button');
    // Taken down and published again: still the one campaign.
    for (const status of ['draft', 'published'])
      await blog(`/posts/${id}`, {
        method: 'PUT',
        token: ownerToken,
        body: housePost('Winter gloss, again', 'winter-gloss', status),
      });
    await new Promise((r) => setTimeout(r, 2000));
    expect((await campaign(id))!['name']).toBe('Blog: Winter gloss');
  });

  it('sends it at once when the owner chose that, and makes none when off', async () => {
    await blog('/settings', { method: 'PUT', token: ownerToken, body: { newsletter: 'send' } });
    const sent = await blog('/posts', {
      token: ownerToken,
      body: housePost('Curls in the cold', 'curls-cold'),
    });
    const launched = await eventually(
      () => campaign(sent.body.id),
      (c) => !!c && c['status'] !== 'draft',
      'the newsletter to be sent',
    );
    expect(launched).toMatchObject({ status: 'sending', recipients: 2 });
    await blog('/settings', { method: 'PUT', token: ownerToken, body: { newsletter: 'off' } });
    const quiet = await blog('/posts', {
      token: ownerToken,
      body: housePost('Opening hours', 'opening-hours'),
    });
    await new Promise((r) => setTimeout(r, 2500));
    expect(await campaign(quiet.body.id)).toBeUndefined();
  });
});
