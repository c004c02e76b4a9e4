import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { admin, callApi, clearFirestore, salonInput, signIn } from '../support/api';
import { API_URL, AUTH_HOST, signUp } from '../support/emulators';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const email = (who: string) => `${who}-${run}@chairside.test`;
let mailbox: Mailbox;
let orgId: string;
const people: Record<string, { uid: string; idToken: string }> = {};

/** The invitation link e-mailed to `to`: the only place it goes. */
async function invitationTokenFor(to: string) {
  const mail = await mailbox.waitFor(to, /invited you to join/);
  mailbox.messages.splice(mailbox.messages.indexOf(mail), 1);
  return new URL(linkIn(mail, 'http://localhost:5000/staff-invite?token=')).searchParams.get(
    'token',
  )!;
}

/** An account whose owner confirmed their address (as Firebase's e-mail action or Google would). */
async function confirmedAccount(who: string) {
  const person = await signUp(email(who));
  await admin().auth.updateUser(person.uid, { emailVerified: true });
  return { uid: person.uid, idToken: await signIn(email(who)) };
}

/** Invites `who` as `role` and accepts with their account; returns their staff id. */
async function join(who: string, role: string, inviter = 'owner') {
  const invite = await callApi('/staff/invite', {
    token: people[inviter]!.idToken,
    body: { orgId, email: email(who), displayName: who, role },
  });
  expect(invite.status).toBe(201);
  const token = await invitationTokenFor(email(who));
  const accepted = await callApi(`/staff/accept-invite?token=${token}`, {
    method: 'POST',
    token: people[who]!.idToken,
  });
  expect(accepted.status).toBe(200);
  return accepted.body.staffId as string;
}

/** Opens Firebase's e-mail action link as the app's /login handler does (applyActionCode). */
async function applyActionCode(oobCode: string) {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  expect(res.ok).toBe(true);
}

const staffIdOf = async (who: string) =>
  (await admin().db.doc(`orgs/${orgId}/members/${people[who]!.uid}`).get()).get(
    'staffId',
  ) as string;

async function clearRateLimits() {
  const { db } = admin();
  const snap = await db.collection('rateLimits').get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
}

beforeAll(async () => {
  await clearFirestore();
  mailbox = await startMailbox();
  for (const who of ['owner', 'co', 'manager', 'renter', 'desk', 'stranger', 'other']) {
    people[who] = await confirmedAccount(who);
  }
  // The stylist signs up with a password and has not confirmed the address yet.
  people.stylist = await signUp(email('stylist'));
  const created = await callApi('/orgs', {
    token: people.owner!.idToken,
    body: salonInput('Studio Nova', `nova-${run}`),
  });
  orgId = created.body.orgId;
  await callApi('/orgs', { token: people.other!.idToken, body: salonInput('Luxe', `luxe-${run}`) });
});
afterAll(() => mailbox.close());
beforeEach(async () => {
  mailbox.clear();
  await clearRateLimits();
});

describe('inviting a stylist by e-mail', () => {
  let token: string;

  it('an owner’s invitation is e-mailed over SMTP with a single-use link', async () => {
    const res = await callApi('/staff/invite', {
      token: people.owner!.idToken,
      origin: 'http://localhost:5000',
      body: { orgId, email: email('stylist').toUpperCase(), displayName: 'Leo', role: 'staff' },
    });
    expect(res.status).toBe(201);
    expect(res.body.emailSent).toBe(true);
    // The link goes to the invited address only, never back to the inviter.
    expect(Object.keys(res.body).sort()).toEqual(['emailSent', 'invite']);
    expect(JSON.stringify(res.body)).not.toMatch(/token|staff-invite/);
    expect(res.body.invite).toMatchObject({
      email: email('stylist'),
      role: 'staff',
      displayName: 'Leo',
    });

    const mail = await mailbox.waitFor(email('stylist'), /invited you to join Studio Nova/);
    const link = linkIn(mail, 'http://localhost:5000/staff-invite?token=');
    token = new URL(link).searchParams.get('token')!;
    expect(mail.html).toContain('Accept invitation');
    // Only a hash of the token is stored.
    const stored = await admin().db.collection(`orgs/${orgId}/invites`).get();
    expect(JSON.stringify(stored.docs.map((d) => d.data()))).not.toContain(token);
  });

  it('anyone holding the link sees what it offers', async () => {
    const res = await callApi('/staff/verify-invite', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body.invite).toMatchObject({
      orgName: 'Studio Nova',
      role: 'staff',
      email: email('stylist'),
    });
  });

  it('someone signed in with another address cannot accept it', async () => {
    const res = await callApi(`/staff/accept-invite?token=${token}`, {
      method: 'POST',
      token: people.stranger!.idToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/^This invitation was sent to s•••@chairside\.test\./);
    expect(
      (await admin().db.doc(`orgs/${orgId}/members/${people.stranger!.uid}`).get()).exists,
    ).toBe(false);
  });

  it('the invitee must confirm their address first; accepting never confirms it', async () => {
    const res = await callApi(`/staff/accept-invite?token=${token}`, {
      method: 'POST',
      token: people.stylist!.idToken,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.details).toEqual({ reason: 'email_unverified' });
    expect(res.body.error.message).toMatch(/^Confirm your e-mail address first/);
    const { db, auth } = admin();
    expect((await auth.getUser(people.stylist!.uid)).emailVerified).toBe(false);
    expect((await db.doc(`orgs/${orgId}/members/${people.stylist!.uid}`).get()).exists).toBe(false);
  });

  it('the confirmation link Firebase makes, e-mailed back to the invite, confirms the address', async () => {
    const asked = await callApi('/auth/verification-email', {
      token: people.stylist!.idToken,
      body: { next: `/staff-invite?token=${token}` },
    });
    expect(asked.status).toBe(200);
    const mail = await mailbox.waitFor(email('stylist'), /confirm/i);
    const link = new URL(linkIn(mail, 'http://localhost:5000/login?'));
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('next')).toBe(`/staff-invite?token=${token}`);
    await applyActionCode(link.searchParams.get('oobCode')!);
    expect((await admin().auth.getUser(people.stylist!.uid)).emailVerified).toBe(true);
    people.stylist!.idToken = await signIn(email('stylist'));
  });

  it('the invitee accepts: membership, staff record and salon index appear together', async () => {
    const res = await callApi(`/staff/accept-invite?token=${token}`, {
      method: 'POST',
      token: people.stylist!.idToken,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orgId, role: 'staff' });
    const { db, auth } = admin();
    const member = (await db.doc(`orgs/${orgId}/members/${people.stylist!.uid}`).get()).data()!;
    expect(member).toMatchObject({ role: 'staff', staffId: res.body.staffId });
    const user = (await db.doc(`users/${people.stylist!.uid}`).get()).data()!;
    expect(user.memberships).toEqual({ [orgId]: 'staff' });
    expect((await auth.getUser(people.stylist!.uid)).emailVerified).toBe(true);
  });

  it('the address sits in staffContacts, not on the records every member reads', async () => {
    const { db } = admin();
    const staffId = (await db.doc(`orgs/${orgId}/members/${people.stylist!.uid}`).get()).get(
      'staffId',
    ) as string;
    const record = (await db.doc(`orgs/${orgId}/staff/${staffId}`).get()).data()!;
    const member = (await db.doc(`orgs/${orgId}/members/${people.stylist!.uid}`).get()).data()!;
    expect(record.email).toBeUndefined();
    expect(member.email).toBeUndefined();
    const contact = (await db.doc(`orgs/${orgId}/staffContacts/${staffId}`).get()).data()!;
    expect(contact).toMatchObject({ email: email('stylist'), userId: people.stylist!.uid });
  });

  it('the link works once', async () => {
    const again = await callApi(`/staff/accept-invite?token=${token}`, {
      method: 'POST',
      token: people.stylist!.idToken,
    });
    expect(again.status).toBe(410);
    expect(again.body.error.message).toBe('This invitation has already been used.');
    const verify = await callApi('/staff/verify-invite', { body: { token } });
    expect(verify.status).toBe(410);
  });

  it('an expired invitation is refused with a clear answer', async () => {
    const res = await callApi('/staff/invite', {
      token: people.owner!.idToken,
      body: { orgId, email: email('renter'), displayName: 'Priya', role: 'booth_renter' },
    });
    const expiredToken = await invitationTokenFor(email('renter'));
    await admin()
      .db.doc(`orgs/${orgId}/invites/${res.body.invite.id}`)
      .update({
        expiresAt: Timestamp.fromMillis(Date.now() - 1000),
      });
    const accept = await callApi(`/staff/accept-invite?token=${expiredToken}`, {
      method: 'POST',
      token: people.renter!.idToken,
    });
    expect(accept.status).toBe(410);
    expect(accept.body.error.message).toBe(
      'This invitation has expired. Ask the salon to send a new one.',
    );
  });

  it('a malformed or unknown token gets a clear JSON error', async () => {
    const bad = await callApi('/staff/verify-invite', { body: { token: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(
      'This invitation link is not valid. Ask for a new one.',
    );
    const unknown = await callApi('/staff/verify-invite', { body: { token: 'A'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('verification is rate limited per address, whatever X-Forwarded-For the caller makes up', async () => {
    // A new made-up address on every request: the limit still holds, on one counter.
    const attempt = (i: number) =>
      fetch(`${API_URL}/staff/verify-invite`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.9.${i % 250}.${i % 200}`,
        },
        body: JSON.stringify({ token: 'B'.repeat(43) }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await attempt(i)).status);
    expect(statuses.slice(0, 30).every((st) => st === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    const counters = await admin().db.collection('rateLimits').get();
    expect(counters.docs.filter((d) => d.id.startsWith('verify-invite:ip:'))).toHaveLength(1);
    const last = await callApi('/staff/verify-invite', { body: { token: 'B'.repeat(43) } });
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('rate_limited');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('inviting someone already on the team without an account', () => {
  it('accepting links their account to the existing record, keeping its hours', async () => {
    const { db } = admin();
    const who = 'unlinked';
    people[who] = await confirmedAccount(who);
    const ref = db.collection(`orgs/${orgId}/staff`).doc();
    await ref.set({
      displayName: 'Noor Haddad',
      role: 'staff',
      userId: null,
      status: 'active',
      title: 'Colourist',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await db.doc(`orgs/${orgId}/staffContacts/${ref.id}`).set({ email: email(who), userId: null });
    const staffId = await join(who, 'booth_renter');
    expect(staffId).toBe(ref.id);
    expect((await ref.get()).data()).toMatchObject({
      userId: people[who]!.uid,
      role: 'booth_renter',
      title: 'Colourist',
    });
    expect((await db.doc(`orgs/${orgId}/staffContacts/${ref.id}`).get()).get('userId')).toBe(
      people[who]!.uid,
    );
  });
});

describe('roles on the staff routes', () => {
  beforeAll(async () => {
    await join('co', 'owner');
    await join('manager', 'manager');
    await join('renter', 'booth_renter');
    await join('desk', 'front_desk', 'manager');
  });

  it('GET roles lists the five roles with labels', async () => {
    const res = await callApi('/staff/roles');
    expect(res.body.roles.map((r: { value: string }) => r.value)).toEqual([
      'owner',
      'manager',
      'front_desk',
      'staff',
      'booth_renter',
    ]);
  });

  it('inviting someone already on the team is refused on the e-mail field', async () => {
    const res = await callApi('/staff/invite', {
      token: people.owner!.idToken,
      body: { orgId, email: email('manager').toUpperCase(), displayName: 'Again', role: 'staff' },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.details).toEqual([{ path: 'email', message: 'Already on your team' }]);
    expect(mailbox.messages).toHaveLength(0);
  });

  it('a stylist cannot invite anyone', async () => {
    const res = await callApi('/staff/invite', {
      token: people.stylist!.idToken,
      body: { orgId, email: 'x@chairside.test', displayName: 'X', role: 'staff' },
    });
    expect(res.status).toBe(403);
  });

  it('a manager cannot invite an owner or a manager', async () => {
    for (const role of ['owner', 'manager']) {
      const res = await callApi('/staff/invite', {
        token: people.manager!.idToken,
        body: { orgId, email: `boss-${role}@chairside.test`, displayName: 'Boss', role },
      });
      expect(res.status).toBe(403);
    }
  });

  it('another salon’s owner cannot see or change this team', async () => {
    const list = await callApi(`/staff?orgId=${orgId}`, { token: people.other!.idToken });
    expect(list.status).toBe(403);
    expect(list.body.error.message).toBe('You are not a member of this salon.');
    const del = await callApi(`/staff/${await staffIdOf('stylist')}?orgId=${orgId}`, {
      method: 'DELETE',
      token: people.other!.idToken,
    });
    expect(del.status).toBe(403);
  });

  it('a stylist sees the team but only their own e-mail address', async () => {
    const res = await callApi(`/staff?orgId=${orgId}`, { token: people.stylist!.idToken });
    expect(res.status).toBe(200);
    expect(res.body.invites).toBeNull();
    const emails = res.body.staff.filter((s: { email: string | null }) => s.email !== null);
    expect(emails.map((s: { email: string }) => s.email)).toEqual([email('stylist')]);
    expect(res.body.staff[0].role).toBe('owner');
  });

  it('an owner sees everyone’s e-mail and the pending invitations', async () => {
    const res = await callApi(`/staff?orgId=${orgId}`, { token: people.owner!.idToken });
    expect(res.body.staff.every((s: { email: string | null }) => s.email !== null)).toBe(true);
    expect(Array.isArray(res.body.invites)).toBe(true);
  });

  it('GET staff/{id} answers one member, and 404 for an unknown one', async () => {
    const id = await staffIdOf('renter');
    const one = await callApi(`/staff/${id}?orgId=${orgId}`, { token: people.desk!.idToken });
    expect(one.body.staff).toMatchObject({ id, role: 'booth_renter', email: email('renter') });
    const none = await callApi(`/staff/nope123?orgId=${orgId}`, { token: people.desk!.idToken });
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('There is no team member with that id in this salon.');
  });

  it('a manager cannot demote or remove an owner', async () => {
    const ownerStaff = await staffIdOf('owner');
    const put = await callApi(`/staff/${ownerStaff}`, {
      method: 'PUT',
      token: people.manager!.idToken,
      body: { orgId, role: 'staff' },
    });
    expect(put.status).toBe(403);
    const del = await callApi(`/staff/${ownerStaff}?orgId=${orgId}`, {
      method: 'DELETE',
      token: people.manager!.idToken,
    });
    expect(del.status).toBe(403);
    expect(del.body.error.details).toEqual({ reason: 'owner_protected' });
  });

  it('not even another owner can remove an owner', async () => {
    const res = await callApi(`/staff/${await staffIdOf('owner')}?orgId=${orgId}`, {
      method: 'DELETE',
      token: people.co!.idToken,
    });
    expect(res.status).toBe(403);
  });

  it('an owner changes a stylist’s role and the member record and index follow', async () => {
    const id = await staffIdOf('stylist');
    const res = await callApi(`/staff/${id}`, {
      method: 'PUT',
      token: people.owner!.idToken,
      body: { orgId, role: 'front_desk' },
    });
    expect(res.status).toBe(200);
    expect(res.body.staff.role).toBe('front_desk');
    const user = (await admin().db.doc(`users/${people.stylist!.uid}`).get()).data()!;
    expect(user.memberships[orgId]).toBe('front_desk');
    await callApi(`/staff/${id}`, {
      method: 'PUT',
      token: people.owner!.idToken,
      body: { orgId, role: 'staff' },
    });
  });

  it('an owner steps down while another owner remains; the last owner cannot leave', async () => {
    const co = await staffIdOf('co');
    const stepDown = await callApi(`/staff/${co}`, {
      method: 'PUT',
      token: people.co!.idToken,
      body: { orgId, role: 'manager' },
    });
    expect(stepDown.status).toBe(200);
    const leave = await callApi(`/staff/${await staffIdOf('owner')}?orgId=${orgId}`, {
      method: 'DELETE',
      token: people.owner!.idToken,
    });
    expect(leave.status).toBe(409);
    expect(leave.body.error.message).toBe(
      'A salon needs at least one owner. Make someone else an owner first.',
    );
  });

  it('removing someone ends their access but keeps their record as a former member', async () => {
    const id = await staffIdOf('renter');
    const res = await callApi(`/staff/${id}?orgId=${orgId}`, {
      method: 'DELETE',
      token: people.manager!.idToken,
    });
    expect(res.status).toBe(200);
    const { db } = admin();
    expect((await db.doc(`orgs/${orgId}/members/${people.renter!.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`orgs/${orgId}/staff/${id}`).get()).get('status')).toBe('former');
    expect((await db.doc(`users/${people.renter!.uid}`).get()).get('memberships')).toEqual({});
    const after = await callApi(`/staff?orgId=${orgId}`, { token: people.renter!.idToken });
    expect(after.status).toBe(403);
  });
});

describe('sign-in e-mails (POST /api/auth/…)', () => {
  it('an e-mail link arrives and points at our /login with the Firebase action code', async () => {
    const to = `magic-${run}@chairside.test`;
    const res = await callApi('/auth/email-link', {
      origin: 'http://localhost:5000',
      body: { email: to, next: '/owner-dashboard' },
    });
    expect(res.status).toBe(200);
    const link = new URL(
      linkIn(await mailbox.waitFor(to, /sign-in link/), 'http://localhost:5000/login?'),
    );
    expect(link.searchParams.get('mode')).toBe('signIn');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
    expect(link.searchParams.get('next')).toBe('/owner-dashboard');
  });

  it('links never point at a site that is not ours, whatever the Origin header says', async () => {
    const to = `phish-${run}@chairside.test`;
    await callApi('/auth/email-link', {
      origin: 'https://evil.test',
      body: { email: to, next: 'https://evil.test' },
    });
    const mail = await mailbox.waitFor(to);
    expect(mail.text).not.toContain('evil.test');
    expect(linkIn(mail, 'http://localhost:5000/login?')).toContain('next=%2F');
  });

  it('a password reset answers the same for unknown addresses and sends nothing', async () => {
    const unknown = await callApi('/auth/password-reset', {
      body: { email: `ghost-${run}@chairside.test` },
    });
    expect(unknown.status).toBe(200);
    const known = await callApi('/auth/password-reset', { body: { email: email('owner') } });
    expect(known.body).toEqual(unknown.body);
    const mail = await mailbox.waitFor(email('owner'), /Reset your/);
    expect(linkIn(mail, 'http://localhost:5000/login?')).toContain('mode=resetPassword');
    expect(mailbox.messages).toHaveLength(1);
  });

  it('limits e-mails to one address', async () => {
    const to = `flood-${run}@chairside.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await callApi('/auth/email-link', { body: { email: to } })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a signed-in person can ask for a confirmation e-mail', async () => {
    people.fresh = await signUp(email('fresh'));
    const res = await callApi('/auth/verification-email', {
      method: 'POST',
      token: people.fresh.idToken,
    });
    expect(res.body).toEqual({ sent: true });
    const mail = await mailbox.waitFor(email('fresh'), /Confirm your e-mail/);
    expect(linkIn(mail, 'http://localhost:5000/login?')).toContain('mode=verifyEmail');
  });
});

describe('an account made in advance for someone else’s address', () => {
  it('an invitation cannot turn it into a confirmed account that survives the owner’s Google sign-in', async () => {
    const victim = `victim-${run}@gmail.test`;
    // The attacker signs up the victim's address with a password of their own…
    const premade = await signUp(victim, 'attackers-password-1');
    // …creates a salon of their own and invites that address.
    const attacker = await confirmedAccount('attacker');
    const trap = await callApi('/orgs', {
      token: attacker.idToken,
      body: salonInput('Trap Salon', `trap-${run}`),
    });
    expect(trap.status).toBe(201);
    const invite = await callApi('/staff/invite', {
      token: attacker.idToken,
      body: { orgId: trap.body.orgId, email: victim, displayName: 'Victim', role: 'staff' },
    });
    expect(invite.status).toBe(201);
    // The inviter never sees the link: it went to the victim's inbox only.
    expect(JSON.stringify(invite.body)).not.toMatch(/token|staff-invite/);

    // Even holding the link (say the victim forwarded it), the unconfirmed account cannot accept…
    const token = await invitationTokenFor(victim);
    const accept = await callApi(`/staff/accept-invite?token=${token}`, {
      method: 'POST',
      token: premade.idToken,
    });
    expect(accept.status).toBe(403);
    expect(accept.body.error.details).toEqual({ reason: 'email_unverified' });
    // …and the address stays unconfirmed,
    expect((await admin().auth.getUser(premade.uid)).emailVerified).toBe(false);

    // so when the real owner signs in with Google, Firebase drops the attacker's password.
    const google = await fetch(
      `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          requestUri: 'http://localhost',
          returnSecureToken: true,
          postBody: `id_token=${encodeURIComponent(
            JSON.stringify({ sub: `google-${victim}`, email: victim, email_verified: true }),
          )}&providerId=google.com`,
        }),
      },
    );
    expect(google.ok).toBe(true);
    await expect(signIn(victim, 'attackers-password-1')).rejects.toThrow(/Sign-in failed/);
    const account = await admin().auth.getUserByEmail(victim);
    expect(account.providerData.map((p) => p.providerId)).toEqual(['google.com']);
  });
});
