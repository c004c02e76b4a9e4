// A person's own data, through the API: a client downloads everything held
// about them (JSON and CSV) and deletes their account from an e-mailed link:
// the sign-in and profile go, the salon's records keep their amounts without
// the person, their messages stay under "Deleted user". An owner cannot
// delete their account while they own a salon; they delete the salon, which
// goes 14 days after they confirm, unless they keep it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import { admin, callApi, ownedSalon, signIn } from '../support/api';
import { signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { appointmentDocument } from '../support/payment-fixture';

const run = Date.now();
const orgId = `privacy-${run}`;
const email = (who: string) => `${who}-${run}@privacy.test`;
const { auth, db } = admin();
let mailbox: Mailbox;
let clientUid = '';
let clientToken = '';
let ownerUid = '';
let ownerToken = '';
const clientId = `c-${run}`;

const tokenIn = (text: string, param: string) => {
  const m = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!m) throw new Error(`No ${param} link in: ${text}`);
  return m[1]!;
};

beforeAll(async () => {
  mailbox = await startMailbox();
  const [o, c] = await Promise.all([signUp(email('owner')), signUp(email('sam'))]);
  ownerUid = o!.uid;
  clientUid = c!.uid;
  await ownedSalon(orgId, 'Studio Private', ownerUid);
  await db.doc(`users/${ownerUid}`).set({ memberships: { [orgId]: 'owner' }, clientOf: {} });
  await db
    .doc(`users/${clientUid}`)
    .set({ displayName: 'Sam Lee', memberships: {}, clientOf: { [orgId]: clientId } });
  const input = ZClientInput.parse({
    firstName: 'Sam',
    lastName: 'Lee',
    email: email('sam'),
    phone: '+12125550101',
  });
  await db.doc(`orgs/${orgId}/clients/${clientId}`).set({ ...input, ...newClientFields(input, null), userId: clientUid, createdAt: new Date(), updatedAt: new Date() }); // prettier-ignore
  const start = new Date(Date.now() - 3 * 86_400_000);
  await db.doc(`orgs/${orgId}/bookings/b-${run}`).set(
    appointmentDocument(start, 'America/New_York', {
      clientId,
      clientName: 'Sam Lee',
      clientEmail: email('sam'),
      status: 'completed',
    }),
  );
  await db.doc(`orgs/${orgId}/payments/p-${run}`).set({
    method: 'cash', purpose: 'appointment', status: 'succeeded', amount: 4500, tip: 500, refunded: 0,
    currency: 'USD', clientId, clientName: 'Sam Lee', staffName: 'Leo Martins', localDate: '2026-01-01',
    createdAt: start, updatedAt: start,
  }); // prettier-ignore
  await db.doc(`conversations/conv-${run}`).set({
    participant_ids: [clientUid, ownerUid],
    updatedAt: new Date(),
    createdAt: new Date(),
  });
  await db.doc(`conversations/conv-${run}/messages/m1`).set({
    senderId: clientUid, senderName: 'Sam Lee', side: 'client', text: 'Can I move my cut?', createdAt: new Date(),
  }); // prettier-ignore
  [clientToken, ownerToken] = await Promise.all([signIn(email('sam')), signIn(email('owner'))]);
});

afterAll(async () => {
  await mailbox.close();
});

describe('downloading one’s data', () => {
  it('gives the client everything held about them, as JSON', async () => {
    const res = await callApi('/account/export', { token: clientToken });
    expect(res.status).toBe(200);
    expect(res.body.person).toMatchObject({ uid: clientUid, email: email('sam') });
    const section = (name: string) =>
      res.body.sections.find((s: { name: string }) => s.name === name).records;
    expect(section('client records')[0]).toMatchObject({
      salon: orgId,
      firstName: 'Sam',
      phone: '+12125550101',
    });
    expect(section('appointments')[0]).toMatchObject({
      salon: orgId,
      status: 'completed',
      price: 4500,
    });
    expect(section('payments')[0]).toMatchObject({ amount: 4500, tip: 500 });
    expect(section('messages written')[0]).toMatchObject({ text: 'Can I move my cut?' });
  });

  it('and as CSV, one row per field', async () => {
    const res = await fetch(`http://localhost:5000/api/account/export/csv`, {
      headers: { Authorization: `Bearer ${clientToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text).toContain('section,record,field,value');
    expect(text).toContain('appointments,1,price,4500');
    expect(text).toContain('messages written,1,text,Can I move my cut?');
  });

  it('is only ever the caller’s own', async () => {
    const res = await callApi('/account/export');
    expect(res.status).toBe(401);
  });
});

describe('deleting an account', () => {
  it('refuses an owner who still owns a salon', async () => {
    const res = await callApi('/account/deletion', { token: ownerToken, method: 'POST' });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/You own Studio Private/);
  });

  it('e-mails a link; another person’s session cannot use it', async () => {
    const res = await callApi('/account/deletion', { token: clientToken, method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body.emailed).toBe(true);
    const mail = await mailbox.waitFor(email('sam'), /Confirm deleting your Chairside account/);
    const token = tokenIn(mail.text ?? '', 'confirm');
    const wrong = await callApi('/account/deletion/confirm', {
      token: ownerToken,
      body: { token },
    });
    expect(wrong.status).toBe(404);
    const bad = await callApi('/account/deletion/confirm', {
      token: clientToken,
      body: { token: 'x' },
    });
    expect(bad.status).toBe(400);

    const done = await callApi('/account/deletion/confirm', {
      token: clientToken,
      body: { token },
    });
    expect(done.status).toBe(200);
    await expect(auth.getUser(clientUid)).rejects.toThrow();
    expect((await db.doc(`users/${clientUid}`).get()).exists).toBe(false);
  });

  it('leaves the salon its books without the person, and the messages under “Deleted user”', async () => {
    const client = (await db.doc(`orgs/${orgId}/clients/${clientId}`).get()).data()!;
    expect(client).toMatchObject({
      firstName: 'Deleted',
      lastName: 'client',
      email: '',
      phone: '',
      userId: null,
    });
    const booking = (await db.doc(`orgs/${orgId}/bookings/b-${run}`).get()).data()!;
    expect(booking).toMatchObject({ clientName: 'Deleted client', clientEmail: '', price: 4500 });
    const payment = (await db.doc(`orgs/${orgId}/payments/p-${run}`).get()).data()!;
    expect(payment).toMatchObject({ clientName: 'Deleted client', amount: 4500, tip: 500 });
    const message = (await db.doc(`conversations/conv-${run}/messages/m1`).get()).data()!;
    expect(message).toMatchObject({ senderName: 'Deleted user', text: 'Can I move my cut?' });
  });
});

describe('deleting a salon', () => {
  let deleteAt = '';

  it('needs the salon’s name typed, then an e-mailed link; it goes 14 days on', async () => {
    const wrong = await callApi('/account/salon-deletion', {
      token: ownerToken,
      body: { orgId, confirmName: 'Studio Wrong' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].path).toBe('confirmName');
    const res = await callApi('/account/salon-deletion', {
      token: ownerToken,
      body: { orgId, confirmName: 'studio private' },
    });
    expect(res.status).toBe(200);
    const mail = await mailbox.waitFor(email('owner'), /Confirm deleting Studio Private/);
    const before = Date.now();
    const done = await callApi('/account/salon-deletion/confirm', {
      token: ownerToken,
      body: { token: tokenIn(mail.text ?? '', 'confirmSalon') },
    });
    expect(done.status).toBe(200);
    deleteAt = done.body.deleteAt;
    const days = (Date.parse(deleteAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThan(14.01);
    const state = await callApi('/account/deletion', { token: ownerToken });
    expect(state.body.salons).toEqual([{ orgId, name: 'Studio Private', deleteAt }]);
  });

  it('can be undone by the owner during the grace period', async () => {
    const res = await callApi('/account/salon-deletion/undo', {
      token: ownerToken,
      body: { orgId },
    });
    expect(res.status).toBe(200);
    const state = await callApi('/account/deletion', { token: ownerToken });
    expect(state.body.salons[0].deleteAt).toBeNull();
    const again = await callApi('/account/salon-deletion/undo', {
      token: ownerToken,
      body: { orgId },
    });
    expect(again.status).toBe(404);
  });

  it('goes, address, site and the owner’s index with it, when the day comes', async () => {
    const { salonDeletionsDue } = await import('../../functions/src/privacy');
    await db
      .doc(`salonDeletions/${orgId}`)
      .set({ orgId, deleteAt: new Date(Date.now() + 14 * 86_400_000) });
    expect(await salonDeletionsDue.run({ orgId: '', id: orgId }, new Date())).toBeNull();
    expect((await db.doc(`orgs/${orgId}`).get()).exists).toBe(true);
    const later = new Date(Date.now() + 15 * 86_400_000);
    expect(await salonDeletionsDue.run({ orgId: '', id: orgId }, later)).toBe('deleted');
    expect((await db.doc(`orgs/${orgId}`).get()).exists).toBe(false);
    expect((await db.collection(`orgs/${orgId}/bookings`).get()).empty).toBe(true);
    expect((await db.doc(`orgSlugs/${orgId}`).get()).exists).toBe(false);
    expect((await db.doc(`users/${ownerUid}`).get()).get('memberships')).toEqual({});
  });
});
