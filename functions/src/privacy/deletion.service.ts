// Deleting one's account, and an owner deleting a salon. Each starts with a
// link e-mailed to the person (the token's hash is kept for an hour in
// deletionRequests/{hash}, functions only); following it confirms.
//
// An account: the Auth user and the profile go; the salon team memberships
// end (the staff record stays as a former team member, without the person's
// contact details); client records the person's account was linked to are
// anonymised along with the appointments and payments on them (the amounts
// stay: they are the salon's books); messages the person wrote stay with
// their readers under "Deleted user". A salon's owner deletes the salon
// first (or hands it over).
//
// A salon: salonDeletions/{orgId} holds the day it goes, 14 days on; until
// then the owner can undo it. Its due task deletes the salon's tree, its web
// address and its public site; each member's salon index loses it.
import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import {
  DELETION_LINK_MINUTES,
  SALON_DELETION_GRACE_DAYS,
  type DeletionState,
} from '@chairside/core/privacy';
import { adminAuth, db } from '../firebase';
import { appOriginForSites } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMail } from '../mail/outbox';
import { accountDeletionMail, salonDeletionMail } from '../mail/templates';
import { timeOf, type DueKind } from '../platform/due';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const requestDoc = (token: string) => db().doc(`deletionRequests/${hash(token)}`);
export const salonDeletionDoc = (orgId: string) => db().doc(`salonDeletions/${orgId}`);
const DAY_MS = 86_400_000;
const PAGE = '/data-deletion-instructions-page';
const DELETED_USER = 'Deleted user';

interface DeletionRequest {
  kind: 'account' | 'salon';
  uid: string;
  orgId: string;
  expiresAt: Timestamp;
}

async function ownedSalons(uid: string) {
  const profile = (await db().doc(`users/${uid}`).get()).data() ?? {};
  const memberships = (profile['memberships'] ?? {}) as Record<string, string>;
  const owned = Object.entries(memberships).filter(([, role]) => role === 'owner');
  return Promise.all(
    owned.map(async ([orgId]) => {
      const [org, pending] = await Promise.all([
        db().doc(`orgs/${orgId}`).get(),
        salonDeletionDoc(orgId).get(),
      ]);
      return {
        orgId,
        name: String(org.get('name') ?? orgId),
        deleteAt: pending.exists ? (timeOf(pending.get('deleteAt'))?.toISOString() ?? null) : null,
      };
    }),
  );
}

export async function deletionState(caller: Caller): Promise<DeletionState> {
  const salons = await ownedSalons(caller.uid);
  const pending = await db()
    .collection('deletionRequests')
    .where('uid', '==', caller.uid)
    .limit(10)
    .get();
  const now = Date.now();
  return {
    account: {
      requested: pending.docs.some(
        (d) => d.get('kind') === 'account' && timeOf(d.get('expiresAt'))!.getTime() > now,
      ),
      blockedBy: salons.filter((s) => !s.deleteAt).map((s) => s.name),
    },
    salons,
  };
}

async function sendLink(
  caller: Caller,
  kind: DeletionRequest['kind'],
  orgId: string,
  now: Date,
  mail: (to: string, url: string) => Parameters<typeof queueMail>[0],
): Promise<boolean> {
  if (!caller.email)
    throw new ApiError('unprocessable', 'Your account has no e-mail address to confirm with.');
  const token = randomBytes(24).toString('base64url');
  const request: DeletionRequest = {
    kind,
    uid: caller.uid,
    orgId,
    expiresAt: Timestamp.fromMillis(now.getTime() + DELETION_LINK_MINUTES * 60_000),
  };
  await requestDoc(token).set(request);
  const param = kind === 'account' ? 'confirm' : 'confirmSalon';
  const url = `${appOriginForSites()}${PAGE}?${param}=${token}`;
  return (await queueMail(mail(caller.email, url), { orgId })).willSend;
}

export async function requestAccountDeletion(caller: Caller, now = new Date()) {
  const blocked = (await ownedSalons(caller.uid)).filter((s) => !s.deleteAt);
  if (blocked.length)
    throw new ApiError(
      'unprocessable',
      `You own ${blocked.map((s) => s.name).join(', ')}: delete the salon or hand it over to another owner first.`,
    );
  return sendLink(caller, 'account', '', now, accountDeletionMail);
}

export async function requestSalonDeletion(
  caller: Caller,
  orgId: string,
  confirmName: string,
  now = new Date(),
) {
  const member = (await db().doc(`orgs/${orgId}/members/${caller.uid}`).get()).data();
  if (member?.['role'] !== 'owner')
    throw new ApiError('forbidden', 'Only the salon’s owner can delete it.');
  const org = (await db().doc(`orgs/${orgId}`).get()).data();
  const name = String(org?.['name'] ?? '');
  if (confirmName.trim().toLowerCase() !== name.trim().toLowerCase())
    throw new ApiError('validation_failed', 'The name does not match the salon’s.', [
      { path: 'confirmName', message: `Type “${name}” exactly.` },
    ]);
  return sendLink(caller, 'salon', orgId, now, (to, url) =>
    salonDeletionMail({ to, orgName: name, graceDays: SALON_DELETION_GRACE_DAYS, url }),
  );
}

/** Takes the request a token names, once: the caller's own, in date and of this kind. */
async function takeRequest(
  caller: Caller,
  token: string,
  kind: DeletionRequest['kind'],
  now: Date,
): Promise<DeletionRequest> {
  const ref = requestDoc(token);
  return db().runTransaction(async (tx) => {
    const found = (await tx.get(ref)).data() as DeletionRequest | undefined;
    if (!found || found.kind !== kind || found.uid !== caller.uid)
      throw new ApiError('not_found', 'This confirmation link is not valid. Ask for a new one.');
    if (found.expiresAt.toMillis() <= now.getTime())
      throw new ApiError('gone', 'This confirmation link has expired. Ask for a new one.');
    tx.delete(ref);
    return found;
  });
}

/** Writes in batches of 400 (Firestore's limit is 500 per batch). */
async function inBatches(updates: [DocumentReference, Record<string, unknown>][]) {
  for (let i = 0; i < updates.length; i += 400) {
    const batch = db().batch();
    for (const [ref, data] of updates.slice(i, i + 400)) batch.update(ref, data);
    await batch.commit();
  }
}

export async function confirmAccountDeletion(caller: Caller, token: string, now = new Date()) {
  await takeRequest(caller, token, 'account', now);
  const uid = caller.uid;
  const firestore = db();
  const profile = (await firestore.doc(`users/${uid}`).get()).data() ?? {};
  const memberships = (profile['memberships'] ?? {}) as Record<string, string>;
  const clientOf = (profile['clientOf'] ?? {}) as Record<string, string>;
  const owned = Object.entries(memberships).filter(([, r]) => r === 'owner');
  const stillOwned = await Promise.all(owned.map(([orgId]) => salonDeletionDoc(orgId).get()));
  if (stillOwned.some((s) => !s.exists))
    throw new ApiError('unprocessable', 'You own a salon: delete it or hand it over first.');

  const updates: [DocumentReference, Record<string, unknown>][] = [];
  // Team memberships end; the staff record stays as a former member, without contact details.
  for (const orgId of Object.keys(memberships)) {
    const member = firestore.doc(`orgs/${orgId}/members/${uid}`);
    const staffId = (await member.get()).get('staffId');
    await member.delete();
    if (typeof staffId === 'string') {
      updates.push([
        firestore.doc(`orgs/${orgId}/staff/${staffId}`),
        {
          userId: null,
          status: 'former',
          photoUrl: '',
          bio: '',
          updatedAt: FieldValue.serverTimestamp(),
        },
      ]);
      await firestore.doc(`orgs/${orgId}/staffContacts/${staffId}`).delete();
    }
  }
  // Client records and what is written on them keep their amounts, not the person.
  for (const [orgId, clientId] of Object.entries(clientOf)) {
    const client = firestore.doc(`orgs/${orgId}/clients/${clientId}`);
    if ((await client.get()).exists)
      updates.push([
        client,
        {
          firstName: 'Deleted',
          lastName: 'client',
          nameLower: 'deleted client',
          email: '',
          phone: '',
          notes: '',
          tags: [],
          searchKeys: [],
          userId: null,
          birthday: FieldValue.delete(),
          marketingConsent: FieldValue.delete(),
          updatedAt: FieldValue.serverTimestamp(),
        },
      ]);
    const [bookings, payments] = await Promise.all([
      firestore.collection(`orgs/${orgId}/bookings`).where('clientId', '==', clientId).get(),
      firestore.collection(`orgs/${orgId}/payments`).where('clientId', '==', clientId).get(),
    ]);
    for (const b of bookings.docs)
      updates.push([
        b.ref,
        { clientName: 'Deleted client', clientEmail: '', clientPhone: '', clientUserId: null },
      ]);
    for (const p of payments.docs) updates.push([p.ref, { clientName: 'Deleted client' }]);
  }
  // Messages stay with their readers, under "Deleted user".
  const conversations = await firestore
    .collection('conversations')
    .where('participant_ids', 'array-contains', uid)
    .get();
  for (const c of conversations.docs) {
    const mine = await c.ref.collection('messages').where('senderId', '==', uid).get();
    for (const m of mine.docs) updates.push([m.ref, { senderName: DELETED_USER }]);
  }
  await inBatches(updates);
  await firestore.doc(`users/${uid}`).delete();
  await firestore.doc(`unreadCounts/${uid}`).delete();
  await adminAuth().deleteUser(uid);
}

export async function confirmSalonDeletion(caller: Caller, token: string, now = new Date()) {
  const request = await takeRequest(caller, token, 'salon', now);
  const member = (await db().doc(`orgs/${request.orgId}/members/${caller.uid}`).get()).data();
  if (member?.['role'] !== 'owner')
    throw new ApiError('forbidden', 'Only the salon’s owner can delete it.');
  const deleteAt = new Date(now.getTime() + SALON_DELETION_GRACE_DAYS * DAY_MS);
  await salonDeletionDoc(request.orgId).set({
    orgId: request.orgId,
    requestedBy: caller.uid,
    requestedAt: Timestamp.fromDate(now),
    deleteAt: Timestamp.fromDate(deleteAt),
  });
  return { orgId: request.orgId, deleteAt: deleteAt.toISOString() };
}

export async function undoSalonDeletion(caller: Caller, orgId: string) {
  const member = (await db().doc(`orgs/${orgId}/members/${caller.uid}`).get()).data();
  if (member?.['role'] !== 'owner')
    throw new ApiError('forbidden', 'Only the salon’s owner can keep it.');
  const ref = salonDeletionDoc(orgId);
  if (!(await ref.get()).exists)
    throw new ApiError('not_found', 'This salon is not being deleted.');
  await ref.delete();
}

/** Deletes a salon whose grace period is over: its tree, web address, public site, members' index. */
async function deleteSalon(orgId: string, now: Date): Promise<string | null> {
  const firestore = db();
  const pending = await salonDeletionDoc(orgId).get();
  const at = timeOf(pending.get('deleteAt'));
  if (!pending.exists || !at || at > now) return null;
  const org = firestore.doc(`orgs/${orgId}`);
  const slug = (await org.get()).get('slug');
  // Each member's salon index and each linked client's account lose the salon.
  const [members, linked] = await Promise.all([
    org.collection('members').get(),
    org.collection('clients').where('userId', '!=', null).get(),
  ]);
  const forget = (uid: string, field: string) =>
    firestore
      .doc(`users/${uid}`)
      .update({ [`${field}.${orgId}`]: FieldValue.delete() })
      .catch(() => undefined); // a profile already gone
  for (const m of members.docs) await forget(m.id, 'memberships');
  for (const c of linked.docs) await forget(String(c.get('userId')), 'clientOf');
  await firestore.recursiveDelete(org);
  await firestore.recursiveDelete(firestore.doc(`publicSites/${orgId}`));
  if (typeof slug === 'string' && slug) await firestore.doc(`orgSlugs/${slug}`).delete();
  await pending.ref.delete();
  return 'deleted';
}

/** salonDeletions/{orgId}: each salon goes when its grace period ends. */
export const salonDeletionsDue: DueKind = {
  document: 'salonDeletions/{id}',
  dueAt: (data) => timeOf(data['deleteAt']),
  async due(now, limit) {
    const snap = await db()
      .collection('salonDeletions')
      .where('deleteAt', '<=', Timestamp.fromDate(now))
      .orderBy('deleteAt')
      .limit(limit)
      .get();
    return snap.docs.map((d) => ({ orgId: '', id: d.id }));
  },
  run: (item, now) => deleteSalon(item.id, now),
};
