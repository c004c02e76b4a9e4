import { createHash, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { InviteRecord } from '@chairside/core/records/team';
import { assignableRoles, ROLE_INFO } from '@chairside/core/roles';
import {
  INVITE_TTL_DAYS,
  type InviteInput,
  type InvitePreview,
  type PendingInvite,
} from '@chairside/core/team';
import { db } from '../firebase';
import { ApiError, notConfigured } from '../http/api-error';
import type { Caller } from '../http/auth';
import type { Membership } from '../http/membership';
import { queueMail } from '../mail/outbox';
import { inviteMail } from '../mail/templates';
import { addTeamMember, readUser } from '../orgs';
import { readableRecords } from '../records/repository';
import { orgDoc } from '../records/orgs';
import {
  allInvites,
  inviteDoc,
  invitesCollection,
  memberDoc,
  staffContactsCollection,
  staffDoc,
} from '../records/team';
import { emailName } from '../platform/ids';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** j•••@example.com: tells a person which address an invitation was for. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

function toPending(invite: InviteRecord): PendingInvite {
  return {
    id: invite.id,
    email: invite.email,
    displayName: invite.displayName,
    role: invite.role,
    expiresAt: invite.expiresAt.toISOString(),
    emailSent: invite.emailSent,
  };
}

/** Pending, unexpired invitations of a salon, newest first. */
export async function listPendingInvites(orgId: string): Promise<PendingInvite[]> {
  const snap = await invitesCollection(orgId)
    .where('status', '==', 'pending')
    .where('expiresAt', '>', Timestamp.now())
    .get();
  return readableRecords(snap.docs)
    .map(toPending)
    .sort((a, b) => b.expiresAt.localeCompare(a.expiresAt));
}

/**
 * Whether the address belongs to someone on the team now: a contact linked to
 * an account whose membership stands (a former member may be invited again).
 */
async function onTeam(tx: Transaction, orgId: string, email: string): Promise<boolean> {
  const linked = await tx.get(staffContactsCollection(orgId).where('email', '==', email));
  const uids = linked.docs.flatMap((d) => {
    const userId = d.data().userId;
    return userId ? [userId] : [];
  });
  if (!uids.length) return false;
  const memberships = await Promise.all(uids.map((uid) => tx.get(memberDoc(orgId, uid))));
  return memberships.some((m) => m.exists);
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
  const orgId = input.orgId;
  const email = input.email.toLowerCase();
  const token = randomBytes(32).toString('base64url');
  const inviteRef = invitesCollection(orgId).doc();
  const expiresAt = new Date(Date.now() + INVITE_TTL_DAYS * 24 * 3600 * 1000);

  const { orgName, inviterName } = await db().runTransaction(async (tx) => {
    const [org, alreadyOnTeam, earlier, inviter] = await Promise.all([
      tx.get(orgDoc(orgId)),
      onTeam(tx, orgId, email),
      tx.get(invitesCollection(orgId).where('email', '==', email).where('status', '==', 'pending')),
      tx.get(memberDoc(orgId, caller.uid)),
    ]);
    const salon = org.data();
    if (!salon) throw new ApiError('not_found', 'This salon does not exist.');
    if (alreadyOnTeam) {
      throw new ApiError('conflict', `${email} is already on your team.`, [
        { path: 'email', message: 'Already on your team' },
      ]);
    }
    const now = FieldValue.serverTimestamp();
    for (const old of earlier.docs) tx.update(old.ref, { status: 'replaced', updatedAt: now });
    const inviterName = inviter.data()?.displayName || caller.email || 'Your salon';
    tx.create(inviteRef, {
      id: inviteRef.id,
      orgId,
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
    return { orgName: salon.name, inviterName };
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
    expiresAt,
  });
  const invite = (await inviteRef.get()).data();
  if (!invite) throw new Error(`The invitation ${inviteRef.path} vanished after it was made.`);
  return { invite: toPending(invite), emailSent };
}

async function mailInvite(
  ref: FirebaseFirestore.DocumentReference<InviteRecord>,
  mail: Parameters<typeof inviteMail>[0],
): Promise<boolean> {
  const { willSend } = await queueMail(inviteMail(mail), { orgId: ref.parent.parent?.id ?? '' });
  await ref.update({ emailSent: willSend, updatedAt: FieldValue.serverTimestamp() });
  return willSend;
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
  const ref = inviteDoc(orgId, inviteId);
  const token = randomBytes(32).toString('base64url');
  const invite = await db().runTransaction(async (tx) => {
    const pending = (await tx.get(ref)).data();
    if (pending?.status !== 'pending') {
      throw new ApiError('not_found', 'There is no pending invitation with that id.');
    }
    if (pending.expiresAt.getTime() <= Date.now()) {
      throw new ApiError('gone', 'This invitation has expired. Send a new one instead.');
    }
    tx.update(ref, { tokenHash: hashToken(token), updatedAt: FieldValue.serverTimestamp() });
    return pending;
  });
  const org = (await orgDoc(orgId).get()).data();
  const emailSent = await mailInvite(ref, {
    to: invite.email,
    inviteeName: invite.displayName,
    inviterName: invite.invitedByName,
    orgName: org?.name || 'your salon',
    role: invite.role,
    url: acceptUrlFor(token),
    expiresAt: invite.expiresAt,
  });
  if (!emailSent) {
    throw notConfigured(
      'E-mail is not available on this Chairside yet, so the invitation could not be sent. It is saved: send it again later.',
      'Set SMTP_URL (see the README, “E-mail”).',
    );
  }
  return { invite: toPending({ ...invite, emailSent }), emailSent };
}

async function findInvite(tx: Transaction | null, token: string) {
  const query = allInvites().where('tokenHash', '==', hashToken(token)).limit(1);
  const snap = tx ? await tx.get(query) : await query.get();
  const doc = snap.docs[0];
  const invite = doc ? readableRecords([doc])[0] : undefined;
  if (!doc || !invite) {
    throw new ApiError(
      'not_found',
      'This invitation link is not valid. Ask the salon for a new one.',
    );
  }
  const { status } = invite;
  if (status === 'accepted') throw new ApiError('gone', 'This invitation has already been used.');
  if (status !== 'pending') {
    throw new ApiError(
      'gone',
      'This invitation was withdrawn or replaced. Ask the salon for a new one.',
    );
  }
  if (invite.expiresAt.getTime() <= Date.now()) {
    throw new ApiError('gone', 'This invitation has expired. Ask the salon to send a new one.');
  }
  return { ref: doc.ref, invite };
}

/** What an invitation offers, for the person holding its link. */
export async function verifyInvite(token: string): Promise<InvitePreview> {
  const { invite } = await findInvite(null, token);
  const org = (await orgDoc(invite.orgId).get()).data();
  return {
    orgId: invite.orgId,
    orgName: org?.name || 'A salon',
    role: invite.role,
    email: invite.email,
    displayName: invite.displayName,
    invitedBy: invite.invitedByName,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation for the signed-in caller, atomically: the invitation is
 * used up, the membership and the staff record (an existing record for the
 * same address without an account is linked) and the caller's salon index are
 * written together, or nothing is.
 */
export async function acceptInvite(caller: Caller, token: string) {
  return db().runTransaction(async (tx) => {
    const { ref, invite } = await findInvite(tx, token);
    const { orgId, email } = invite;
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
    const [member, unlinked, user] = await Promise.all([
      tx.get(memberDoc(orgId, caller.uid)),
      tx.get(
        staffContactsCollection(orgId)
          .where('email', '==', email)
          .where('userId', '==', null)
          .limit(1),
      ),
      readUser(tx, caller.uid),
    ]);
    if (member.exists) throw new ApiError('conflict', 'You are already on this salon’s team.');

    const { role } = invite;
    const displayName = invite.displayName || user.displayName || emailName(email);
    const unlinkedId = unlinked.docs[0]?.id;
    const staffId = addTeamMember(
      tx,
      orgId,
      { uid: caller.uid, user, displayName, email, role, invitedBy: invite.invitedBy },
      unlinkedId ? staffDoc(orgId, unlinkedId) : undefined,
    );
    const now = FieldValue.serverTimestamp();
    tx.update(ref, { status: 'accepted', acceptedBy: caller.uid, acceptedAt: now, updatedAt: now });
    return { orgId, role, staffId };
  });
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvite(orgId: string, inviteId: string) {
  const ref = inviteDoc(orgId, inviteId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.data()?.status !== 'pending') {
      throw new ApiError('not_found', 'There is no pending invitation with that id.');
    }
    tx.update(ref, { status: 'revoked', updatedAt: FieldValue.serverTimestamp() });
  });
}
