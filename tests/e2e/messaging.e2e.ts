// A client and their salon talk live in Chromium: the client writes from
// /messages, the owner's header shows a red 1 and the tab title "(1) …" without
// a reload, the owner answers, the client sees it live, and both counts go
// back to zero.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/api';
import { salonWithLeo } from '../support/booking-fixture';
import { signInAt, useBrowser } from '../support/e2e';
import { signUp } from '../support/emulators';

const run = Date.now();
const PASSWORD = 'talk-live-pass-1';
const ownerEmail = `owner-talk-${run}@chairside.test`;
const clientEmail = `client-talk-${run}@chairside.test`;
const newPage = useBrowser();
let owner: Page;
let client: Page;

const inThread = (page: Page, text: string) =>
  page.getByRole('log', { name: 'Messages' }).getByText(text, { exact: true });
const badge = (page: Page) => page.getByRole('banner').getByTestId('unread-badge');

beforeAll(async () => {
  const founder = await signUp(ownerEmail, PASSWORD);
  const orgId = await salonWithLeo(founder.idToken, 'Studio Talk', `talk-e2e-${run}`);
  const person = await signUp(clientEmail, PASSWORD);
  const { db } = admin();
  await db.doc(`orgs/${orgId}/clients/c-rae`).set({
    firstName: 'Rae',
    lastName: 'Talbot',
    email: clientEmail,
    userId: person.uid,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db
    .doc(`users/${person.uid}`)
    .set({ displayName: 'Rae Talbot', clientOf: { [orgId]: 'c-rae' } }, { merge: true });
  owner = await newPage();
  await signInAt(owner, '/services', ownerEmail, PASSWORD);
  client = await newPage({ width: 390 });
  await signInAt(client, '/messages', clientEmail, PASSWORD);
});

describe('a client and the salon talk live', () => {
  it('the client writes; the owner’s badge and tab title show 1 without a reload', async () => {
    await client.getByRole('link', { name: 'Message Studio Talk' }).click();
    await client.getByRole('textbox', { name: 'Message' }).fill('Could I come at 4 instead of 3?');
    await client.keyboard.press('Enter');
    await inThread(client, 'Could I come at 4 instead of 3?').waitFor();
    expect(await client.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('');

    await badge(owner).filter({ hasText: '1' }).waitFor();
    await owner.waitForFunction(() => document.title.startsWith('(1) '));
    expect(await owner.title()).toBe('(1) Services · Chairside');
  });

  it('the owner opens it (the counts go to zero) and answers; the client sees it live', async () => {
    await owner
      .getByRole('banner')
      .getByRole('link', { name: /Messages/ })
      .click();
    await owner.getByRole('button', { name: /Rae Talbot/ }).click();
    await inThread(owner, 'Could I come at 4 instead of 3?').waitFor();
    await badge(owner).waitFor({ state: 'detached' });
    await owner.waitForFunction(() => document.title === 'Messages · Chairside');

    await owner.getByRole('textbox', { name: 'Message' }).fill('4 works, see you then!');
    await owner.getByRole('button', { name: 'Send', exact: true }).click();
    await inThread(client, '4 works, see you then!').waitFor();
    // The client has the thread open: it is read at once, and the title stays clean.
    await client.waitForFunction(() => document.title === 'Messages · Chairside');
    await inThread(owner, 'Read').waitFor();
  });

  it('an empty or script-carrying message gets a clear reason and keeps the words', async () => {
    const box = owner.getByRole('textbox', { name: 'Message' });
    await box.fill('<script>alert(1)</script> hi');
    await box.press('Enter');
    await owner.getByText('Messages are plain text: take out the script or HTML.').waitFor();
    expect(await box.inputValue()).toBe('<script>alert(1)</script> hi');
  });
});
