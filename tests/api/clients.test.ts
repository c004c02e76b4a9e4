import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { newClientFields, ZClientInput, type ClientInputDraft } from '@chairside/core/clients';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { API_URL, signUp } from '../support/emulators';

const run = Date.now();
let orgId: string;
const people: Record<string, { uid: string; idToken: string }> = {};

/** Adds `who` to the salon directly (the staff API is tested elsewhere). */
async function addMember(who: string, role: string) {
  const { db } = admin();
  const staffId = `s-${who}`;
  await db
    .doc(`orgs/${orgId}/members/${people[who]!.uid}`)
    .set({ uid: people[who]!.uid, role, staffId });
  await db
    .doc(`orgs/${orgId}/staff/${staffId}`)
    .set({ displayName: who, role, userId: people[who]!.uid, status: 'active' });
}

async function addClient(id: string, draft: ClientInputDraft, extra: Record<string, unknown> = {}) {
  await admin()
    .db.doc(`orgs/${orgId}/clients/${id}`)
    .set({
      ...newClientFields(ZClientInput.parse(draft), null),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      ...extra,
    });
}

const merge = (who: string, primaryId: string, duplicateId: string, org = orgId) =>
  callApi('/clients/merge', {
    token: people[who]!.idToken,
    body: { orgId: org, primaryId, duplicateId },
  });

async function exportCsv(who: string) {
  const res = await fetch(`${API_URL}/clients/export?orgId=${orgId}`, {
    headers: { Authorization: `Bearer ${people[who]!.idToken}` },
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

beforeAll(async () => {
  await clearFirestore();
  for (const who of ['owner', 'manager', 'desk', 'stylist', 'renter', 'other', 'client']) {
    people[who] = await signUp(`${who}-${run}@clients.test`);
  }
  const created = await callApi('/orgs', {
    token: people.owner!.idToken,
    body: salonInput('Studio Nova', `nova-clients-${run}`),
  });
  orgId = created.body.orgId;
  await callApi('/orgs', {
    token: people.other!.idToken,
    body: salonInput('Luxe', `luxe-clients-${run}`),
  });
  await addMember('manager', 'manager');
  await addMember('desk', 'front_desk');
  await addMember('stylist', 'staff');
  await addMember('renter', 'booth_renter');
});

beforeEach(async () => {
  const { db } = admin();
  const existing = await db.collection(`orgs/${orgId}/clients`).get();
  await Promise.all(existing.docs.map((d) => d.ref.delete()));
  const entries = await db.collection(`orgs/${orgId}/loyaltyEntries`).get();
  await Promise.all(entries.docs.map((d) => d.ref.delete()));
  await db.doc(`users/${people.client!.uid}`).set({ clientOf: { [orgId]: 'dup' } });
  await addClient(
    'main',
    {
      firstName: 'Maria',
      lastName: 'Lopez',
      phone: '718 555 0101',
      tags: ['vip'],
      notes: 'Short layers',
    },
    { loyaltyPoints: 120, visitCount: 4, lastVisitAt: Timestamp.fromDate(new Date('2026-10-01')) },
  );
  await addClient(
    'dup',
    {
      firstName: 'Maria',
      lastName: 'López',
      email: 'maria@mail.test',
      tags: ['colour'],
      notes: 'Allergic to PPD',
    },
    { loyaltyPoints: 30, visitCount: 1, userId: people.client!.uid },
  );
});

describe('POST /api/clients/merge', () => {
  it('folds the duplicate into the primary: details, tags, notes, points and the account link', async () => {
    const res = await merge('owner', 'main', 'dup');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ clientId: 'main' });
    const { db } = admin();
    const main = (await db.doc(`orgs/${orgId}/clients/main`).get()).data()!;
    expect(main).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria@mail.test',
      phone: '718 555 0101',
      tags: ['vip', 'colour'],
      notes: 'Short layers\n\nAllergic to PPD',
      loyaltyPoints: 150,
      visitCount: 5,
      userId: people.client!.uid,
      mergedIds: ['dup'],
    });
    expect(main.searchKeys).toContain('maria@');
    expect((await db.doc(`orgs/${orgId}/clients/dup`).get()).exists).toBe(false);
    const user = (await db.doc(`users/${people.client!.uid}`).get()).data()!;
    expect(user.clientOf[orgId]).toBe('main');
    // The points that moved are one entry in the primary's loyalty ledger.
    const ledger = await db
      .collection(`orgs/${orgId}/loyaltyEntries`)
      .where('clientId', '==', 'main')
      .get();
    expect(ledger.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ kind: 'merged', points: 30, balanceAfter: 150 }),
    ]);
  });

  it('a manager may merge too', async () => {
    expect((await merge('manager', 'dup', 'main')).status).toBe(200);
  });

  for (const who of ['desk', 'stylist']) {
    it(`${who === 'desk' ? 'the front desk' : 'a stylist'} may not merge (it deletes a record)`, async () => {
      const res = await merge(who, 'main', 'dup');
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe('Your role does not allow you to merge clients.');
      expect((await admin().db.doc(`orgs/${orgId}/clients/dup`).get()).exists).toBe(true);
    });
  }

  it('a booth renter may merge only their own clients', async () => {
    const res = await merge('renter', 'main', 'dup');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You can merge only your own clients.');
  });

  it('another salon’s owner is refused without learning anything', async () => {
    const res = await merge('other', 'main', 'dup');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('You are not a member of this salon.');
  });

  it('refuses merging a record with itself, a missing record, or two linked accounts', async () => {
    expect((await merge('owner', 'main', 'main')).status).toBe(409);
    const missing = await merge('owner', 'main', 'nobody');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('One of those clients no longer exists.');
    await admin().db.doc(`orgs/${orgId}/clients/main`).update({ userId: 'someone-else' });
    const linked = await merge('owner', 'main', 'dup');
    expect(linked.status).toBe(409);
    expect(linked.body.error.message).toMatch(/different client accounts/);
    expect((await admin().db.doc(`orgs/${orgId}/clients/dup`).get()).exists).toBe(true);
  });

  it('answers a malformed request with the fields at fault', async () => {
    const res = await callApi('/clients/merge', { token: people.owner!.idToken, body: { orgId } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual([
      'primaryId',
      'duplicateId',
    ]);
  });
});

describe('GET /api/clients/export', () => {
  it('gives owners every client as CSV, sorted by name, formulas neutralised', async () => {
    await addClient('evil', { firstName: '=cmd', lastName: 'Zed' });
    const res = await exportCsv('owner');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="studio-nova-clients.csv"/,
    );
    const lines = res.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toMatch(/^First name,Last name,E-mail,Phone/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^'=cmd,Zed/);
    expect(lines.find((l) => l.startsWith('Maria,Lopez,'))).toMatch(
      /^Maria,Lopez,,718 555 0101,,vip,no,no,120,4,2026-10-01,Short layers,\d{4}-\d\d-\d\d$/,
    );
  });

  it('gives a booth renter only their own clients', async () => {
    await addClient('mine', { firstName: 'Rita' }, { ownerStaffId: 's-renter' });
    const lines = (await exportCsv('renter')).text.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Rita,/);
  });

  for (const who of ['desk', 'stylist', 'other']) {
    it(`refuses ${who}`, async () => {
      expect((await exportCsv(who)).status).toBe(403);
    });
  }
  it('refuses a caller who is not signed in', async () => {
    const res = await fetch(`${API_URL}/clients/export?orgId=${orgId}`);
    expect(res.status).toBe(401);
  });
});
