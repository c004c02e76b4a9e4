// Support sessions: a platform administrator opens a salon member's (or a
// client's) session to help them. The session is a Firebase custom token with
// the person's own claims plus who opened it, why, until when and whether it
// may change anything; the API (http/impersonation.ts) and the security rules
// hold it to that. Every start, change and end is appended to the audit trail
// of each salon the person belongs to, and each salon's owner is e-mailed.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  IMPERSONATION_MINUTES,
  type AuditEntryView,
  type ImpersonationClaims,
  type ImpersonateInput,
  type ImpersonationStarted,
  ZImpersonate,
} from '@chairside/core/admin';
import { adminAuth, db } from '../firebase';
import { appOriginForSites } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import {
  appendAudit,
  auditCollection,
  impersonationDoc,
  type ImpersonationRecord,
} from '../http/impersonation';
import { queueMail } from '../mail/outbox';
import { impersonationMail } from '../mail/templates';
import { orgDoc, userDoc } from '../records/orgs';

/** Claims a custom token may not carry (Firebase reserves them). */
const RESERVED = new Set([
  'acr', 'amr', 'at_hash', 'aud', 'auth_time', 'azp', 'cnf', 'c_hash', 'exp', 'firebase',
  'iat', 'iss', 'jti', 'nbf', 'nonce', 'sub',
]); // prettier-ignore

export async function startImpersonation(
  caller: Caller,
  raw: ImpersonateInput,
  now = new Date(),
): Promise<ImpersonationStarted> {
  if (!caller.superAdmin)
    throw new ApiError('forbidden', 'Only platform administrators can open a support session.');
  const input = ZImpersonate.parse(raw);
  if (input.userId === caller.uid)
    throw new ApiError('unprocessable', 'You are already signed in as yourself.');
  const person = await adminAuth()
    .getUser(input.userId)
    .catch(() => {
      throw new ApiError('not_found', 'There is no such person.');
    });
  const own = person.customClaims ?? {};
  if (own['superAdmin'] === true)
    throw new ApiError('forbidden', 'Platform administrators cannot be impersonated.');
  if (person.disabled) throw new ApiError('unprocessable', 'This account is disabled.');

  const profile = (await userDoc(person.uid).get()).data();
  const orgIds = [
    ...new Set([
      ...Object.keys(profile?.memberships ?? {}),
      ...Object.keys(profile?.clientOf ?? {}),
    ]),
  ];
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_MINUTES * 60_000);
  const personName = person.displayName || profile?.displayName || person.email || person.uid;
  const record: ImpersonationRecord = {
    adminUid: caller.uid,
    adminEmail: caller.email ?? caller.uid,
    personUid: person.uid,
    personName,
    personEmail: person.email ?? '',
    orgIds,
    reason: input.reason,
    write: input.write,
    writeReason: input.write ? input.writeReason : '',
    startedAt: Timestamp.fromDate(now),
    expiresAt: Timestamp.fromDate(expiresAt),
    endedAt: null,
  };
  const claims: ImpersonationClaims = {
    impersonatedBy: caller.uid,
    impersonationId: id,
    impersonationReason: input.reason,
    impersonationExpires: expiresAt.getTime(),
    impersonationWrite: input.write,
  };
  const kept = Object.fromEntries(
    Object.entries(own).filter(([k]) => !RESERVED.has(k) && !k.startsWith('impersonation')),
  );
  const token = await adminAuth().createCustomToken(person.uid, { ...kept, ...claims });

  await impersonationDoc(id).create(record);
  await appendAudit(record, id, 'impersonation.start');
  await mailOwners(record, now, expiresAt);

  return {
    impersonationId: id,
    token,
    expiresAt: expiresAt.toISOString(),
    write: input.write,
    person: { uid: person.uid, email: person.email ?? null, displayName: personName },
  };
}

/** Each salon's owner hears of it, with the reason and a link to the trail. */
async function mailOwners(record: ImpersonationRecord, startedAt: Date, expiresAt: Date) {
  for (const orgId of record.orgIds) {
    const org = (await orgDoc(orgId).get()).data();
    if (!org?.ownerId) continue;
    const owner = await adminAuth()
      .getUser(org.ownerId)
      .catch(() => null);
    if (!owner?.email) continue;
    await queueMail(
      impersonationMail({
        to: owner.email,
        orgName: org.name,
        adminEmail: record.adminEmail,
        personName: record.personName,
        reason: record.reason,
        write: record.write,
        writeReason: record.writeReason,
        startedAt,
        expiresAt,
        url: `${appOriginForSites()}/settings-hub#audit`,
      }),
      { orgId },
    );
  }
}

/** Ends the caller's own support session (at most once; ending twice is harmless). */
export async function endImpersonation(caller: Caller, now = new Date()): Promise<void> {
  const session = caller.impersonation;
  if (!session) throw new ApiError('unprocessable', 'This is not a support session.');
  const ref = impersonationDoc(session.id);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const found = snap.data() as ImpersonationRecord | undefined;
    if (!found || found.endedAt) return null;
    tx.update(ref, { endedAt: Timestamp.fromDate(now) });
    return found;
  });
  if (record) await appendAudit(record, session.id, 'impersonation.end');
}

/** The salon's audit trail, newest first (its owners only). */
export async function auditTrail(orgId: string, limit = 100): Promise<AuditEntryView[]> {
  const snap = await auditCollection(orgId).orderBy('at', 'desc').limit(limit).get();
  return snap.docs.map((d) => {
    const v = d.data();
    return {
      id: d.id,
      action: v['action'],
      at: (v['at'] as Timestamp).toDate().toISOString(),
      actorEmail: String(v['actorEmail'] ?? ''),
      personName: String(v['personName'] ?? ''),
      personEmail: String(v['personEmail'] ?? ''),
      reason: String(v['reason'] ?? ''),
      detail: String(v['detail'] ?? ''),
      write: v['write'] === true,
    };
  });
}
