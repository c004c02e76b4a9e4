import { beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { signUp } from '../support/emulators';

let owner: { uid: string; idToken: string };

beforeAll(async () => {
  await clearFirestore();
  owner = await signUp(`salon-owner-${Date.now()}@chairside.test`);
});

describe('POST /api/orgs: creating a salon', () => {
  it('makes the creator its owner, with a membership, a staff record and the salon in their index', async () => {
    const res = await callApi('/orgs', {
      token: owner.idToken,
      body: salonInput('Studio Nova', 'studio-nova'),
    });
    expect(res.status).toBe(201);
    const { orgId } = res.body as { orgId: string };
    const { db } = admin();

    const org = (await db.doc(`orgs/${orgId}`).get()).data()!;
    expect(org).toMatchObject({
      name: 'Studio Nova',
      slug: 'studio-nova',
      ownerId: owner.uid,
      currency: 'USD',
    });
    expect(org.createdAt.isEqual(org.updatedAt)).toBe(true);

    const member = (await db.doc(`orgs/${orgId}/members/${owner.uid}`).get()).data()!;
    expect(member).toMatchObject({ role: 'owner', uid: owner.uid, status: 'active' });
    const staff = (await db.doc(`orgs/${orgId}/staff/${member.staffId}`).get()).data()!;
    expect(staff).toMatchObject({ role: 'owner', userId: owner.uid, status: 'active' });

    const user = (await db.doc(`users/${owner.uid}`).get()).data()!;
    expect(user.memberships).toEqual({ [orgId]: 'owner' });
    expect(user.activeOrgId).toBe(orgId);
    expect((await db.doc('orgSlugs/studio-nova').get()).get('orgId')).toBe(orgId);
  });

  it('lets one person own several salons and switches them to the newest', async () => {
    const res = await callApi('/orgs', {
      token: owner.idToken,
      body: salonInput('Nova Uptown', 'nova-uptown'),
    });
    expect(res.status).toBe(201);
    const user = (await admin().db.doc(`users/${owner.uid}`).get()).data()!;
    expect(Object.keys(user.memberships)).toHaveLength(2);
    expect(user.activeOrgId).toBe(res.body.orgId);
  });

  it('refuses a taken address on the slug field and writes nothing', async () => {
    const before = (await admin().db.collection('orgs').count().get()).data().count;
    const res = await callApi('/orgs', {
      token: owner.idToken,
      body: salonInput('Copycat', 'studio-nova'),
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual([
      { path: 'slug', message: 'That address is taken. Try another.' },
    ]);
    expect((await admin().db.collection('orgs').count().get()).data().count).toBe(before);
  });

  it('refuses bad details field by field, with the form’s messages', async () => {
    const body = {
      ...salonInput('N', 'www'),
      timeZone: 'Mars/Olympus',
      businessHours: {
        ...salonInput('x', 'xyz').businessHours,
        mon: { open: true, start: '18:00', end: '09:00' },
      },
    };
    const res = await callApi('/orgs', { token: owner.idToken, body });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Enter the salon name' },
        { path: 'slug', message: 'That address is reserved' },
        { path: 'timeZone', message: 'Choose a time zone' },
        { path: 'businessHours.mon.end', message: 'Closing time must be after opening time' },
      ]),
    );
  });

  it('needs a signed-in person', async () => {
    const res = await callApi('/orgs', { body: salonInput('Anon', 'anon-salon') });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/admin-dashboard/data', () => {
  it('is for super-admins only', async () => {
    const res = await callApi('/admin-dashboard/data', { token: owner.idToken });
    expect(res.status).toBe(403);
  });

  it('gives a super-admin the platform totals and newest salons', async () => {
    const root = await signUp(`root-${Date.now()}@chairside.test`);
    await admin().auth.setCustomUserClaims(root.uid, { superAdmin: true });
    const { signIn } = await import('../support/api');
    const token = await signIn((await admin().auth.getUser(root.uid)).email!);
    const res = await callApi('/admin-dashboard/data', { token });
    expect(res.status).toBe(200);
    expect(res.body.totals.salons).toBe(2);
    expect(res.body.salons.map((s: { slug: string }) => s.slug)).toEqual([
      'nova-uptown',
      'studio-nova',
    ]);
  });
});
