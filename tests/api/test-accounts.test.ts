// /test-accounts on the emulators: the demo sign-ins listed with their roles,
// "Sign in as" without a password, and "Reset demo data" bringing back the
// demo salon exactly as `npm start` first loads it. (A real project answers
// 404 to all of it: requireEmulators, checked in-process below.)
import { describe, expect, it } from 'vitest';
import { admin, callApi, ownedSalon } from '../support/api';
import { AUTH_HOST } from '../support/emulators';

const run = Date.now();
const { auth, db } = admin();

describe('the test accounts', () => {
  it('lists demo accounts with what each one is', async () => {
    const uid = `demo-tester-${run}`;
    await auth.createUser({ uid, email: `tester-${run}@chairside.test`, displayName: 'Tess Ter' });
    await ownedSalon(`tests-${run}`, 'Studio Tests', uid);
    await db.doc(`users/${uid}`).set({ memberships: { [`tests-${run}`]: 'owner' }, clientOf: {} });
    await auth.createUser({ uid: `not-demo-${run}`, email: `other-${run}@chairside.test` });
    const res = await callApi('/test-accounts');
    expect(res.status).toBe(200);
    const mine = res.body.accounts.find((a: { uid: string }) => a.uid === uid);
    expect(mine).toEqual({
      uid,
      email: `tester-${run}@chairside.test`,
      displayName: 'Tess Ter',
      role: 'Owner at Studio Tests',
    });
    expect(res.body.accounts.some((a: { uid: string }) => a.uid === `not-demo-${run}`)).toBe(false);
  });

  it('signs in as one of them without a password, and only them', async () => {
    const res = await callApi('/test-accounts/sign-in', { body: { uid: `demo-tester-${run}` } });
    expect(res.status).toBe(200);
    const exchange = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: res.body.token, returnSecureToken: true }),
      },
    );
    const { idToken } = (await exchange.json()) as { idToken: string };
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.user_id).toBe(`demo-tester-${run}`);
    const other = await callApi('/test-accounts/sign-in', { body: { uid: `not-demo-${run}` } });
    expect(other.status).toBe(400);
  });

  it('puts the demo data back, with its accounts, and drops everything else', async () => {
    const res = await callApi('/test-accounts/reset', { method: 'POST' });
    expect(res.status).toBe(202);
    const { startedAt } = res.body as { startedAt: string };
    const deadline = Date.now() + 50_000;
    let done: { finishedAt: string; accounts: number; error: string } | null = null;
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      const list = await callApi('/test-accounts');
      done = list.body.lastReset;
      if (done && done.finishedAt >= startedAt) break;
    }
    expect(done).toMatchObject({ error: '' });
    expect(done!.accounts).toBeGreaterThan(5);
    const nova = await db.doc('orgs/demo-studio-nova').get();
    expect(nova.get('name')).toBe('Studio Nova');
    expect((await db.doc(`orgs/tests-${run}`).get()).exists).toBe(false);
    const owner = await auth.getUserByEmail('owner@chairside.test');
    expect(owner.uid).toBe('demo-owner');
    await expect(auth.getUser(`demo-tester-${run}`)).rejects.toThrow();
  });

  it('does not exist off the emulators', async () => {
    const { requireEmulators } = await import('../../functions/src/admin/test-accounts.service');
    const saved = process.env['FUNCTIONS_EMULATOR'];
    process.env['FUNCTIONS_EMULATOR'] = 'false';
    try {
      expect(() => requireEmulators()).toThrow(expect.objectContaining({ code: 'not_found' }));
    } finally {
      if (saved === undefined) delete process.env['FUNCTIONS_EMULATOR'];
      else process.env['FUNCTIONS_EMULATOR'] = saved;
    }
  });
});
