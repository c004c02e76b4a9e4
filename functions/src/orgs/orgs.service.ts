import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { CreateOrg } from '@chairside/core/org';
import type { Role } from '@chairside/core/roles';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';

/** Reads what writeMembershipIndex needs (reads come before writes in a transaction). */
export async function readUser(tx: Transaction, uid: string) {
  const snap = await tx.get(db().doc(`users/${uid}`));
  return {
    exists: snap.exists,
    activeOrgId: (snap.get('activeOrgId') as string | undefined) ?? null,
    displayName: (snap.get('displayName') as string | undefined) ?? null,
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
  const ref = db().doc(`users/${uid}`);
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
 * Creates a salon with its creator as owner, in one transaction: the salon, its
 * unique address claim, the owner's membership and staff record, and the
 * owner's index of salons. A taken address is a 409 on the slug field.
 */
export async function createOrg(caller: Caller, input: CreateOrg) {
  const firestore = db();
  const orgRef = firestore.collection('orgs').doc();
  const slugRef = firestore.doc(`orgSlugs/${input.slug}`);
  const staffRef = orgRef.collection('staff').doc();
  const memberRef = orgRef.collection('members').doc(caller.uid);
  const authUser = caller.token;

  await firestore.runTransaction(async (tx) => {
    const [slug, user] = await Promise.all([tx.get(slugRef), readUser(tx, caller.uid)]);
    if (slug.exists) {
      throw new ApiError('conflict', 'That salon address is taken.', [
        { path: 'slug', message: 'That address is taken. Try another.' },
      ]);
    }
    const now = FieldValue.serverTimestamp();
    const displayName =
      user.displayName ?? (authUser['name'] as string | undefined) ?? caller.email ?? 'Owner';
    tx.create(slugRef, { orgId: orgRef.id, createdAt: now });
    tx.create(orgRef, {
      ...input,
      ownerId: caller.uid,
      createdAt: now,
      updatedAt: now,
    });
    tx.create(staffRef, {
      displayName,
      email: caller.email,
      role: 'owner',
      userId: caller.uid,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    tx.create(memberRef, {
      uid: caller.uid,
      role: 'owner',
      staffId: staffRef.id,
      status: 'active',
      displayName,
      email: caller.email,
      createdAt: now,
      updatedAt: now,
    });
    writeMembershipIndex(tx, user, caller.uid, orgRef.id, 'owner', displayName, true);
  });
  return { orgId: orgRef.id, slug: input.slug };
}
