import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { assignableRoles, ROLE_INFO, type Role } from '@chairside/core/roles';
import {
  INVITE_TTL_DAYS,
  type InviteInput,
  type InvitePreview,
  type PendingInvite,
} from '@chairside/core/team';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import type { Membership } from '../http/membership';
import { iso } from '../http/time';
import { trySendMail } from '../mail/mailer';
import { inviteMail } from '../mail/templates';
import { addTeamMember, readUser } from '../orgs/orgs.service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** j•••@example.com: tells a person which address an invitation was for. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

function toPending(id: string, data: FirebaseFirestore.DocumentData): PendingInvite {
  return {
    id,
    email: data['email'] as string,
    displayName: data['displayName'] as string,
    role: data['role'] as Role,
    expiresAt: iso(data['expiresAt'] as Timestamp),
    emailSent: data['emailSent'] === true,
  };
}

/** Pending, unexpired invitations of a salon, newest first. */
export async function listPendingInvites(orgId: string): Promise<PendingInvite[]> {
  const snap = await db()
    .collection(`orgs/${orgId}/invites`)
    .where('status', '==', 'pending')
    .where('expiresAt', '>', Timestamp.now())
    .get();
  return snap.docs
    .map((d) => toPending(d.id, d.data()))
    .sort((a, b) => b.expiresAt.localeCompare(a.expiresAt));
}

/**
 * Creates a single-use invitation that expires after INVITE_TTL_DAYS and
 * e-mails its link. A second invitation to the same address replaces the first.
 * Only the token's hash is stored.
 */
export async function createInvite(
  caller: Caller,
  actor: Membership,
  input: InviteInput,
  acceptUrlFor: (token: string) => string,
) {
  if (!assignableRoles(actor.role).includes(input.role)) {
    throw new ApiError(
      'forbidden',
      `As ${ROLE_INFO[actor.role].label.toLowerCase()} you cannot invite someone as ${ROLE_INFO[input.role].label.toLowerCase()}.`,
    );
  }
  const firestore = db();
  const orgRef = firestore.doc(`orgs/${input.orgId}`);
  const email = input.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const inviteRef = orgRef.collection('invites').doc();
  const expiresAt = Timestamp.fromMillis(Date.now() + INVITE_TTL_DAYS * 24 * 3600 * 1000);

  const { orgName, inviterName } = await firestore.runTransaction(async (tx) => {
    const [org, members, earlier, inviter] = await Promise.all([
      tx.get(orgRef),
      tx.get(orgRef.collection('members').where('email', '==', email).limit(1)),
      tx.get(
        orgRef.collection('invites').where('email', '==', email).where('status', '==', 'pending'),
      ),
      tx.get(orgRef.collection('members').doc(caller.uid)),
    ]);
    if (!org.exists) throw new ApiError('not_found', 'This salon does not exist.');
    if (!members.empty) {
      throw new ApiError('conflict', `${email} is already on your team.`, [
        { path: 'email', message: 'Already on your team' },
      ]);
    }
    const now = FieldValue.serverTimestamp();
    for (const old of earlier.docs) tx.update(old.ref, { status: 'replaced', updatedAt: now });
    const inviterName =
      (inviter.get('displayName') as string | undefined) ?? caller.email ?? 'Your salon';
    tx.create(inviteRef, {
      orgId: input.orgId,
      email,
      displayName: input.displayName,
      role: input.role,
      tokenHash: hashToken(token),
      status: 'pending',
      invitedBy: caller.uid,
      invitedByName: inviterName,
      emailSent: false,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    return { orgName: org.get('name') as string, inviterName };
  });

  // The link goes to the invited address only: whoever holds it can see the
  // invitation, and the inviter must not be able to accept it for someone else.
  const emailSent = await mailInvite(inviteRef, {
    to: email,
    inviteeName: input.displayName,
    inviterName,
    orgName,
    role: input.role,
    url: acceptUrlFor(token),
    expiresAt: expiresAt.toDate(),
  });
  const snap = await inviteRef.get();
  return { invite: toPending(inviteRef.id, snap.data() ?? {}), emailSent };
}

async function mailInvite(
  ref: FirebaseFirestore.DocumentReference,
  mail: Parameters<typeof inviteMail>[0],
): Promise<boolean> {
  const sent = await trySendMail(inviteMail(mail));
  await ref.update({ emailSent: sent, updatedAt: FieldValue.serverTimestamp() });
  return sent;
}

/**
 * Sends a pending invitation again with a new link (only the hash of a token
 * is stored, so the old link stops working). For invitations whose e-mail
 * failed or was lost; the expiry stays as it was.
 */
export async function resendInvite(
  orgId: string,
  inviteId: string,
  acceptUrlFor: (token: string) => string,
) {
  const ref = db().doc(`orgs/${orgId}/invites/${inviteId}`);
  const token = randomBytes(32).toString('base64url');
  const invite = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const expiresAt = snap.get('expiresAt') as Timestamp | undefined;
    if (!snap.exists || snap.get('status') !== 'pending' || !expiresAt) {
      throw new ApiError('not_found', 'There is no pending invitation with that id.');
    }
    if (expiresAt.toMillis() <= Date.now()) {
      throw new ApiError('gone', 'This invitation has expired. Send a new one instead.');
    }
    tx.update(ref, { tokenHash: hashToken(token), updatedAt: FieldValue.serverTimestamp() });
    return snap;
  });
  const org = await db().doc(`orgs/${orgId}`).get();
  const emailSent = await mailInvite(ref, {
    to: invite.get('email') as string,
    inviteeName: invite.get('displayName') as string,
    inviterName: (invite.get('invitedByName') as string | undefined) ?? 'Your salon',
    orgName: (org.get('name') as string | undefined) ?? 'your salon',
    role: invite.get('role') as Role,
    url: acceptUrlFor(token),
    expiresAt: (invite.get('expiresAt') as Timestamp).toDate(),
  });
  if (!emailSent) {
    throw new ApiError(
      'not_configured',
      'E-mail is not set up on this server, so the invitation could not be sent. Set SMTP_URL (see the README) and send it again.',
    );
  }
  return { invite: toPending(inviteId, { ...invite.data(), emailSent }), emailSent };
}

async function findInvite(tx: Transaction | null, token: string) {
  const query = db().collectionGroup('invites').where('tokenHash', '==', hashToken(token)).limit(1);
  const snap = tx ? await tx.get(query) : await query.get();
  const doc = snap.docs[0];
  if (!doc) {
    throw new ApiError(
      'not_found',
      'This invitation link is not valid. Ask the salon for a new one.',
    );
  }
  const status = doc.get('status') as string;
  if (status === 'accepted') throw new ApiError('gone', 'This invitation has already been used.');
  if (status !== 'pending') {
    throw new ApiError(
      'gone',
      'This invitation was withdrawn or replaced. Ask the salon for a new one.',
    );
  }
  if ((doc.get('expiresAt') as Timestamp).toMillis() <= Date.now()) {
    throw new ApiError('gone', 'This invitation has expired. Ask the salon to send a new one.');
  }
  return doc;
}

/** What an invitation offers, for the person holding its link. */
export async function verifyInvite(token: string): Promise<InvitePreview> {
  const invite = await findInvite(null, token);
  const orgId = invite.get('orgId') as string;
  const org = await db().doc(`orgs/${orgId}`).get();
  return {
    orgId,
    orgName: (org.get('name') as string | undefined) ?? 'A salon',
    role: invite.get('role') as Role,
    email: invite.get('email') as string,
    displayName: invite.get('displayName') as string,
    invitedBy: invite.get('invitedByName') as string,
    expiresAt: iso(invite.get('expiresAt') as Timestamp),
  };
}

/**
 * Accepts an invitation for the signed-in caller, atomically: the invitation is
 * used up, the membership and the staff record (an existing record for the
 * same address without an account is linked) and the caller's salon index are
 * written together, or nothing is.
 */
export async function acceptInvite(caller: Caller, token: string) {
  const firestore = db();
  const result = await firestore.runTransaction(async (tx) => {
    const invite = await findInvite(tx, token);
    const orgId = invite.get('orgId') as string;
    const email = invite.get('email') as string;
    if ((caller.email ?? '').toLowerCase() !== email) {
      throw new ApiError(
        'forbidden',
        `This invitation was sent to ${maskEmail(email)}. Sign in with that e-mail address to accept it.`,
      );
    }
    // Anyone can create an unconfirmed account for any address; joining a
    // salon needs the address confirmed through Firebase's own e-mail action
    // (or a provider such as Google that vouches for it). Accepting never
    // marks an address confirmed: that would let an account pre-made for
    // someone else's address survive their later sign-in.
    if (!caller.emailVerified) {
      throw new ApiError(
        'forbidden',
        `Confirm your e-mail address first: we can send a confirmation link to ${email}. Then accept the invitation.`,
        { reason: 'email_unverified' },
      );
    }
    const orgRef = firestore.doc(`orgs/${orgId}`);
    const memberRef = orgRef.collection('members').doc(caller.uid);
    const [member, unlinked, user] = await Promise.all([
      tx.get(memberRef),
      tx.get(
        orgRef
          .collection('staffContacts')
          .where('email', '==', email)
          .where('userId', '==', null)
          .limit(1),
      ),
      readUser(tx, caller.uid),
    ]);
    if (member.exists) throw new ApiError('conflict', 'You are already on this salon’s team.');

    const role = invite.get('role') as Role;
    const displayName =
      (invite.get('displayName') as string) || user.displayName || email.split('@')[0]!;
    const staffId = addTeamMember(
      tx,
      orgRef,
      {
        uid: caller.uid,
        user,
        displayName,
        email,
        role,
        invitedBy: invite.get('invitedBy') as string,
      },
      unlinked.docs[0] ? orgRef.collection('staff').doc(unlinked.docs[0].id) : undefined,
    );
    const now = FieldValue.serverTimestamp();
    tx.update(invite.ref, {
      status: 'accepted',
      acceptedBy: caller.uid,
      acceptedAt: now,
      updatedAt: now,
    });
    return { orgId, role, staffId };
  });
  return result;
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvite(orgId: string, inviteId: string) {
  const ref = db().doc(`orgs/${orgId}/invites/${inviteId}`);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== 'pending') {
      throw new ApiError('not_found', 'There is no pending invitation with that id.');
    }
    tx.update(ref, { status: 'revoked', updatedAt: FieldValue.serverTimestamp() });
  });
}
