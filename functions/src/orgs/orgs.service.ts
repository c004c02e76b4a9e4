import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { CreateOrg } from '@chairside/core/salon-details';
import type { StaffRecord } from '@chairside/core/records/team';
import { STAFF_COLORS } from '@chairside/core/staff-profile';
import type { Role } from '@chairside/core/roles';
import { adminAuth, db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { orgSlugDoc, orgsCollection, userDoc } from '../records/orgs';
import { memberDoc, staffCollection, staffContactDoc } from '../records/team';

/** Reads what writeMembershipIndex needs (reads come before writes in a transaction). */
export async function readUser(tx: Transaction, uid: string) {
  const user = (await tx.get(userDoc(uid))).data();
  return {
    exists: user !== undefined,
    activeOrgId: user?.activeOrgId ?? null,
    displayName: user?.displayName ?? null,
  };
}

/**
 * Sets a person's index of salons (`users/{uid}.memberships`, server-owned) in
 * the same transaction as the membership itself, creating the profile if needed.
 */
export function writeMembershipIndex(
  tx: Transaction,
  user: { exists: boolean; activeOrgId: string | null },
  uid: string,
  orgId: string,
  role: Role | null,
  displayName: string | null,
  makeActive = false,
) {
  const ref = userDoc(uid);
  const now = FieldValue.serverTimestamp();
  const data: Record<string, unknown> = {
    memberships: { [orgId]: role ?? FieldValue.delete() },
    updatedAt: now,
  };
  if (makeActive) data['activeOrgId'] = orgId;
  if (role === null && user.activeOrgId === orgId) data['activeOrgId'] = FieldValue.delete();
  if (!user.exists) {
    data['createdAt'] = now;
    if (displayName) data['displayName'] = displayName;
  }
  tx.set(ref, data, { merge: true });
}

/**
 * Puts a person on a salon's team inside a transaction (after its reads): the
 * staff record (a new one, or an existing record without an account, linked),
 * the membership the rules read, and the person's salon index, made active.
 */
export function addTeamMember(
  tx: Transaction,
  orgId: string,
  person: {
    uid: string;
    user: { exists: boolean; activeOrgId: string | null };
    displayName: string;
    email: string | null;
    role: Role;
    invitedBy?: string;
  },
  unlinkedStaff?: DocumentReference<StaffRecord>,
) {
  const now = FieldValue.serverTimestamp();
  const { uid, displayName, email, role } = person;
  const staffRef = unlinkedStaff ?? staffCollection(orgId).doc();
  if (unlinkedStaff) {
    tx.update(staffRef, { userId: uid, role, status: 'active', updatedAt: now });
  } else {
    tx.create(staffRef, {
      id: staffRef.id,
      displayName,
      role,
      userId: uid,
      status: 'active',
      title: '',
      bio: '',
      photoUrl: '',
      color: STAFF_COLORS[0],
      weeklyHours: null,
      exceptions: [],
      timeOff: [],
      createdAt: now,
      updatedAt: now,
    });
  }
  // The address lives apart from the team-readable record: only those who
  // contact the team (and the person) may read it.
  tx.set(staffContactDoc(orgId, staffRef.id), {
    id: staffRef.id,
    email,
    userId: uid,
    updatedAt: now,
  });
  tx.create(memberDoc(orgId, uid), {
    id: uid,
    uid,
    role,
    staffId: staffRef.id,
    status: 'active',
    displayName,
    ...(person.invitedBy ? { invitedBy: person.invitedBy } : {}),
    createdAt: now,
    updatedAt: now,
  });
  writeMembershipIndex(tx, person.user, uid, orgId, role, displayName, true);
  return staffRef.id;
}

/**
 * Creates a salon with its creator as owner, in one transaction: the salon, its
 * unique address claim, the owner's membership and staff record, and the
 * owner's index of salons. A taken address is a 409 on the slug field.
 */
export async function createOrg(caller: Caller, input: CreateOrg) {
  // The salon is written as the form gave it; reading fills in the rest.
  const orgRef = orgsCollection().withConverter(null).doc();
  const slugRef = orgSlugDoc(input.slug);
  const authUser = caller.token;
  // The name given at sign-up: a token minted before it was set does not carry it yet.
  const accountName = (await adminAuth().getUser(caller.uid)).displayName || undefined;

  await db().runTransaction(async (tx) => {
    const [slug, user] = await Promise.all([tx.get(slugRef), readUser(tx, caller.uid)]);
    if (slug.exists) {
      throw new ApiError('conflict', 'That salon address is taken.', [
        { path: 'slug', message: 'That address is taken. Try another.' },
      ]);
    }
    const now = FieldValue.serverTimestamp();
    // Never the whole address: every member reads the team's names.
    const displayName =
      user.displayName ??
      accountName ??
      (typeof authUser['name'] === 'string' ? authUser['name'] : undefined) ??
      caller.email?.split('@')[0] ??
      'Owner';
    tx.create(slugRef.withConverter(null), { orgId: orgRef.id, createdAt: now });
    tx.create(orgRef, {
      ...input,
      ownerId: caller.uid,
      createdAt: now,
      updatedAt: now,
    });
    addTeamMember(tx, orgRef.id, {
      uid: caller.uid,
      user,
      displayName,
      email: caller.email,
      role: 'owner',
    });
  });
  return { orgId: orgRef.id, slug: input.slug };
}
