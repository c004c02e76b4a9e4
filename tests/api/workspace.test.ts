import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, salonInput } from '../support/api';
import { signUp } from '../support/emulators';

const run = Date.now();
let owner: { uid: string; idToken: string };
let stylist: { uid: string; idToken: string };
let stranger: { uid: string; idToken: string };
let nova: string;
let uptown: string;

/** Puts `person` on `orgId`'s team as `role`, the way an accepted invitation leaves it. */
async function addToTeam(orgId: string, person: { uid: string }, role: string, name: string) {
  const { db } = admin();
  await db.doc(`orgs/${orgId}/members/${person.uid}`).set({
    uid: person.uid,
    role,
    staffId: `s-${person.uid}`,
    status: 'active',
    displayName: name,
  });
  await db.doc(`orgs/${orgId}/staff/s-${person.uid}`).set({
    displayName: name,
    role,
    userId: person.uid,
    status: 'active',
  });
  await db.doc(`users/${person.uid}`).set({ memberships: { [orgId]: role } }, { merge: true });
}

beforeAll(async () => {
  owner = await signUp(`ws-owner-${run}@chairside.test`);
  stylist = await signUp(`ws-stylist-${run}@chairside.test`);
  stranger = await signUp(`ws-stranger-${run}@chairside.test`);
  const first = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Studio Nova', `ws-nova-${run}`),
  });
  nova = first.body.orgId;
  const second = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Nova Uptown', `ws-uptown-${run}`),
  });
  uptown = second.body.orgId;
  await addToTeam(nova, stylist, 'staff', 'Leo Stylist');
});

describe('GET /api/session/workspace', () => {
  it('lists the salons with their names and answers the last one worked in as active', async () => {
    const res = await callApi('/session/workspace', { token: owner.idToken });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.superAdmin).toBe(false);
    expect(res.body.memberships).toEqual(
      expect.arrayContaining([
        { orgId: nova, role: 'owner', name: 'Studio Nova' },
        { orgId: uptown, role: 'owner', name: 'Nova Uptown' },
      ]),
    );
    expect(res.body.active.orgId).toBe(uptown);
    expect(res.body.active.role).toBe('owner');
    expect(res.body.active.org).toMatchObject({ id: uptown, name: 'Nova Uptown' });
    // Pages get the salon without its stored times and keys.
    expect(res.body.active.org.createdAt).toBeUndefined();
    expect(res.body.active.org.integrations).toBeUndefined();
    expect(res.body.profile).toMatchObject({ activeOrgId: uptown, clientOf: {} });
  });

  it('answers a person in no salon with no active salon', async () => {
    const res = await callApi('/session/workspace', { token: stranger.idToken });
    expect(res.status).toBe(200);
    expect(res.body.memberships).toEqual([]);
    expect(res.body.active).toBeNull();
    expect(res.body.clientSalons).toEqual([]);
  });

  it('names the salons a person is a client of, for the header', async () => {
    await admin()
      .db.doc(`users/${stranger.uid}`)
      .set({ clientOf: { [uptown]: 'c-1' } }, { merge: true });
    const res = await callApi('/session/workspace', { token: stranger.idToken });
    expect(res.body.clientSalons).toEqual([{ orgId: uptown, name: 'Nova Uptown' }]);
    expect(res.body.active).toBeNull();
    await admin().db.doc(`users/${stranger.uid}`).update({ clientOf: {} });
  });

  it('falls back to a salon the person is still in when the stored one is not theirs', async () => {
    await admin().db.doc(`users/${stylist.uid}`).set({ activeOrgId: uptown }, { merge: true });
    const res = await callApi('/session/workspace', { token: stylist.idToken });
    expect(res.body.active).toMatchObject({ orgId: nova, role: 'staff' });
  });

  it('refuses a caller without a token', async () => {
    const res = await callApi('/session/workspace');
    expect(res.status).toBe(401);
  });

  it('answers a 409, not a blank salon, when the active salon cannot be read', async () => {
    const broken = `ws-broken-${run}`;
    const { db } = admin();
    await db
      .doc(`orgs/${broken}`)
      .set({ name: 'Broken', businessHours: 'not hours', createdAt: 7 });
    await db.doc(`users/${stranger.uid}`).set({
      memberships: { [broken]: 'owner' },
      activeOrgId: broken,
    });
    const res = await callApi('/session/workspace', { token: stranger.idToken });
    expect(res.status).toBe(409);
    await db.doc(`users/${stranger.uid}`).delete();
  });
});

describe('PUT /api/session/active-org/:orgId', () => {
  it('switches the salon on screen to another of the person’s salons', async () => {
    const res = await callApi(`/session/active-org/${nova}`, {
      method: 'PUT',
      token: owner.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ activeOrgId: nova });
    const after = await callApi('/session/workspace', { token: owner.idToken });
    expect(after.body.active.orgId).toBe(nova);
  });

  it('refuses a salon the person is not in, and changes nothing', async () => {
    const res = await callApi(`/session/active-org/${uptown}`, {
      method: 'PUT',
      token: stylist.idToken,
    });
    expect(res.status).toBe(403);
    expect((await admin().db.doc(`users/${stylist.uid}`).get()).get('activeOrgId')).toBe(uptown);
    const ws = await callApi('/session/workspace', { token: stylist.idToken });
    expect(ws.body.active.orgId).toBe(nova);
  });

  it('refuses an id that cannot be a salon with a 400', async () => {
    const res = await callApi('/session/active-org/__bad__', {
      method: 'PUT',
      token: owner.idToken,
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/orgs/:orgId/overview', () => {
  it('gives the owner the checklist: team (owners first), services, invitations, site, sample data', async () => {
    const { db } = admin();
    const res = await callApi(`/orgs/${nova}/overview`, { token: owner.idToken });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hasServices: false,
      invitePending: false,
      sitePublished: false,
      sampleData: false,
    });
    expect(res.body.team.map((m: { role: string }) => m.role)).toEqual(['owner', 'staff']);
    expect(res.body.team[1]).toMatchObject({ displayName: 'Leo Stylist', userId: stylist.uid });

    await db.collection(`orgs/${nova}/services`).add({ name: 'Cut', durationMinutes: 30 });
    await db.collection(`orgs/${nova}/invites`).add({ status: 'pending', email: 'x@y.test' });
    await db.doc(`publicSites/${nova}`).set({ orgId: nova });
    await db.doc(`orgs/${nova}/imports/old`).set({ demo: true, status: 'rolled_back' });
    await db.doc(`orgs/${nova}/imports/real`).set({ demo: false, status: 'done' });
    const removed = await callApi(`/orgs/${nova}/overview`, { token: owner.idToken });
    expect(removed.body.sampleData).toBe(false);
    await db.doc(`orgs/${nova}/imports/sample`).set({ demo: true, status: 'done' });
    const after = await callApi(`/orgs/${nova}/overview`, { token: owner.idToken });
    expect(after.body).toMatchObject({
      hasServices: true,
      invitePending: true,
      sitePublished: true,
      sampleData: true,
    });
  });

  it('shows a stylist the team but not whether invitations wait', async () => {
    const res = await callApi(`/orgs/${nova}/overview`, { token: stylist.idToken });
    expect(res.status).toBe(200);
    expect(res.body.invitePending).toBeNull();
    expect(res.body.sampleData).toBeNull();
    expect(res.body.team).toHaveLength(2);
  });

  it('refuses someone outside the salon, and a salon that does not exist alike', async () => {
    const outside = await callApi(`/orgs/${nova}/overview`, { token: stranger.idToken });
    const missing = await callApi(`/orgs/no-such-salon-${run}/overview`, {
      token: stranger.idToken,
    });
    expect(outside.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(missing.body.error.message).toBe(outside.body.error.message);
    expect((await callApi(`/orgs/${nova}/overview`)).status).toBe(401);
  });
});
