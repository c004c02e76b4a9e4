// Support sessions, through the API as the web app uses it: a super-admin
// opens a stylist's session with a reason, reads as them, is refused every
// change (read-only) or has each change logged (write access), ends it, and
// the token stops working; the salon's owner is e-mailed and reads the
// trail; nobody else may start one, and administrators cannot be helped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { admin, callApi, ownedSalon, signIn } from '../support/api';
import { AUTH_HOST, signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const orgId = `help-${run}`;
const email = (who: string) => `${who}-${run}@help.test`;
const { auth, db } = admin();
let mailbox: Mailbox;
let adminToken = '';
let ownerToken = '';
let stylistUid = '';
let stylistToken = '';
let otherAdminUid = '';

/** Signs in with a custom token at the Auth emulator, as the browser does. */
async function exchange(customToken: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: customToken, returnSecureToken: true }),
    },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { idToken: string }).idToken;
}

const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

const audit = async () =>
  (await callApi(`/admin-dashboard/audit?orgId=${orgId}`, { token: ownerToken })).body as {
    entries: { action: string; detail: string; reason: string; actorEmail: string }[];
  };

beforeAll(async () => {
  mailbox = await startMailbox();
  const [a, o, s, other] = await Promise.all(
    ['admin', 'owner', 'stylist', 'admin2'].map((w) => signUp(email(w))),
  );
  await auth.setCustomUserClaims(a!.uid, { superAdmin: true });
  await auth.setCustomUserClaims(other!.uid, { superAdmin: true });
  await auth.updateUser(s!.uid, { displayName: 'Leo Martins' });
  otherAdminUid = other!.uid;
  stylistUid = s!.uid;
  await ownedSalon(orgId, 'Studio Help', o!.uid);
  await db
    .doc(`orgs/${orgId}/members/${stylistUid}`)
    .set({ uid: stylistUid, role: 'staff', staffId: null });
  await db.doc(`users/${o!.uid}`).set({ memberships: { [orgId]: 'owner' }, clientOf: {} });
  await db
    .doc(`users/${stylistUid}`)
    .set({ displayName: 'Leo Martins', memberships: { [orgId]: 'staff' }, clientOf: {} });
  [adminToken, ownerToken, stylistToken] = await Promise.all([
    signIn(email('admin')),
    signIn(email('owner')),
    signIn(email('stylist')),
  ]);
});

afterAll(async () => {
  await mailbox.close();
});

describe('opening a support session', () => {
  it('is refused to anyone but a platform administrator, with a 403 in JSON', async () => {
    for (const token of [ownerToken, stylistToken]) {
      const res = await callApi('/admin-dashboard/impersonate', {
        token,
        body: { userId: stylistUid, reason: 'Checking the calendar for a client' },
      });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    const anonymous = await callApi('/admin-dashboard/impersonate', {
      body: { userId: stylistUid, reason: 'Checking the calendar for a client' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('needs a reason, and a second one for write access', async () => {
    const none = await callApi('/admin-dashboard/impersonate', {
      token: adminToken,
      body: { userId: stylistUid, reason: '' },
    });
    expect(none.status).toBe(400);
    expect(none.body.error.details.map((d: { path: string }) => d.path)).toContain('reason');
    const write = await callApi('/admin-dashboard/impersonate', {
      token: adminToken,
      body: { userId: stylistUid, reason: 'Fixing a double booking', write: true },
    });
    expect(write.status).toBe(400);
    expect(write.body.error.details.map((d: { path: string }) => d.path)).toContain('writeReason');
  });

  it('never opens an administrator’s session', async () => {
    const res = await callApi('/admin-dashboard/impersonate', {
      token: adminToken,
      body: { userId: otherAdminUid, reason: 'Looking at another admin account' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/cannot be impersonated/);
  });
});

describe('a read-only session', () => {
  let token = '';

  it('opens as the stylist for at most 30 minutes, with who and why in the token', async () => {
    const before = Date.now();
    const res = await callApi('/admin-dashboard/impersonate', {
      token: adminToken,
      body: { userId: stylistUid, reason: 'Leo cannot see Saturday appointments' },
    });
    expect(res.status).toBe(201);
    expect(res.body.write).toBe(false);
    expect(res.body.person).toMatchObject({ uid: stylistUid, displayName: 'Leo Martins' });
    const expires = Date.parse(res.body.expiresAt);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(expires - before).toBeGreaterThan(29 * 60_000);
    token = await exchange(res.body.token);
    const claims = claimsOf(token);
    expect(claims['user_id']).toBe(stylistUid);
    expect(claims['impersonatedBy']).toBeTypeOf('string');
    expect(claims['impersonationReason']).toBe('Leo cannot see Saturday appointments');
    expect(claims['superAdmin']).toBeUndefined();
  });

  it('reads what the stylist reads', async () => {
    const session = await callApi('/session', { token });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ uid: stylistUid, superAdmin: false });
    const workspace = await callApi('/session/workspace', { token });
    expect(workspace.status).toBe(200);
    expect(workspace.body.active.orgId).toBe(orgId);
  });

  it('refuses every change, with read_only', async () => {
    const res = await callApi(`/session/active-org/${orgId}`, { token, method: 'PUT', body: {} });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('read_only');
  });

  it('cannot open another session from inside it (no chaining)', async () => {
    const res = await callApi('/admin-dashboard/impersonate', {
      token,
      body: { userId: stylistUid, reason: 'Trying to open a session again' },
    });
    expect(res.status).toBe(403);
  });

  it('e-mails the salon’s owner, who reads the start in the audit trail', async () => {
    const mail = await mailbox.waitFor(email('owner'), /support opened Leo Martins's session/);
    expect(mail.text).toContain('Leo cannot see Saturday appointments');
    expect(mail.text).toContain('read-only');
    const trail = await audit();
    expect(trail.entries[0]).toMatchObject({
      action: 'impersonation.start',
      actorEmail: email('admin'),
      reason: 'Leo cannot see Saturday appointments',
    });
  });

  it('ends, after which its token is refused', async () => {
    const end = await callApi('/admin-dashboard/impersonate/end', { token, method: 'POST' });
    expect(end.status).toBe(200);
    const after = await callApi('/session', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toMatch(/support session has ended/);
    expect((await audit()).entries[0]!.action).toBe('impersonation.end');
  });
});

describe('a session with write access', () => {
  it('logs each change before it runs, and the stylist’s own limits still apply', async () => {
    const res = await callApi('/admin-dashboard/impersonate', {
      token: adminToken,
      body: {
        userId: stylistUid,
        reason: 'Leo asked us to switch his salon',
        write: true,
        writeReason: 'He cannot find the salon switcher',
      },
    });
    expect(res.status).toBe(201);
    const token = await exchange(res.body.token);
    const change = await callApi(`/session/active-org/${orgId}`, {
      token,
      method: 'PUT',
      body: {},
    });
    expect(change.status).toBe(200);
    const refused = await callApi('/staff/invite', {
      token,
      body: { orgId, email: email('new'), displayName: 'New', role: 'staff' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    const lines = (await audit()).entries.filter((e) => e.action === 'impersonation.write');
    expect(lines.map((l) => l.detail)).toEqual(
      expect.arrayContaining([`PUT /api/session/active-org/${orgId}`, 'POST /api/staff/invite']),
    );
    expect(lines[0]!.reason).toBe('He cannot find the salon switcher');
    await callApi('/admin-dashboard/impersonate/end', { token, method: 'POST' });
  });
});

describe('expiry and the trail', () => {
  it('refuses a session past its time even before anyone ends it', async () => {
    const { guardImpersonation } = await import('../../functions/src/http/impersonation');
    const req = { method: 'GET', originalUrl: '/api/session' } as Request;
    const session = { id: 'any', by: 'admin', write: false, expires: Date.now() + 60_000 };
    await expect(guardImpersonation(session, req, Date.now() + 61_000)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
  });

  it('is read by the owner only', async () => {
    const res = await callApi(`/admin-dashboard/audit?orgId=${orgId}`, { token: stylistToken });
    expect(res.status).toBe(403);
    const trail = await callApi(`/admin-dashboard/audit?orgId=${orgId}`, { token: adminToken });
    expect(trail.status).toBe(403);
  });
});

describe('the platform overview', () => {
  it('answers administrators with per-day figures, failures and a person search', async () => {
    const res = await callApi(`/admin-dashboard/data?q=${encodeURIComponent(email('stylist'))}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(14);
    expect(res.body.totals.salons).toBeGreaterThan(0);
    expect(res.body.found.people).toEqual([
      expect.objectContaining({
        uid: stylistUid,
        superAdmin: false,
        salons: [{ orgId, role: 'staff' }],
      }),
    ]);
  });

  it('names the field of a bad period, and refuses everyone else', async () => {
    const bad = await callApi('/admin-dashboard/data?from=2026-01-10&to=2026-01-01', {
      token: adminToken,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toContain('to');
    const owner = await callApi('/admin-dashboard/data', { token: ownerToken });
    expect(owner.status).toBe(403);
  });
});
