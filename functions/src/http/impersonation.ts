// A support session (a platform administrator in a salon member's session,
// opened by POST /api/admin-dashboard/impersonate) is checked on every call:
// its token must be unexpired and its record not ended; a change is refused
// unless the administrator asked for write access, and each change they make
// with it is written to the salon's audit trail before it runs.
//
// impersonations/{id}: written only by the functions (the rules allow nobody).
import type { Request } from 'express';
import type { Timestamp } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { AuditAction, ImpersonationClaims } from '@chairside/core/admin';
import { db } from '../firebase';
import { ApiError } from './api-error';

export interface Impersonation {
  id: string;
  by: string;
  write: boolean;
  expires: number;
}

/** The support session a verified token belongs to, or null for a person's own session. */
export function impersonationOf(token: DecodedIdToken): Impersonation | null {
  const claims = token as Partial<ImpersonationClaims>;
  if (typeof claims.impersonatedBy !== 'string') return null;
  return {
    id: String(claims.impersonationId ?? ''),
    by: claims.impersonatedBy,
    write: claims.impersonationWrite === true,
    expires: Number(claims.impersonationExpires ?? 0),
  };
}

export interface ImpersonationRecord {
  adminUid: string;
  adminEmail: string;
  personUid: string;
  personName: string;
  personEmail: string;
  orgIds: string[];
  reason: string;
  write: boolean;
  writeReason: string;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  endedAt: Timestamp | null;
}

export const impersonationDoc = (id: string) => db().doc(`impersonations/${id}`);
export const auditCollection = (orgId: string) => db().collection(`orgs/${orgId}/auditLog`);

/** Appends one line to the audit trail of each salon the session touches (in a batch). */
export async function appendAudit(
  record: ImpersonationRecord,
  impersonationId: string,
  action: AuditAction,
  detail = '',
): Promise<void> {
  if (!record.orgIds.length) return;
  const batch = db().batch();
  for (const orgId of record.orgIds)
    batch.create(auditCollection(orgId).doc(), {
      action,
      at: FieldValue.serverTimestamp(),
      impersonationId,
      actorUid: record.adminUid,
      actorEmail: record.adminEmail,
      personUid: record.personUid,
      personName: record.personName,
      personEmail: record.personEmail,
      reason: action === 'impersonation.write' ? record.writeReason : record.reason,
      detail,
      write: record.write,
    });
  await batch.commit();
}

const ENDED = 'This support session has ended. Sign in again as yourself.';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The one change a read-only session may make: ending itself. */
const END_PATH = '/admin-dashboard/impersonate/end';

/**
 * Refuses an expired or ended support session (401), a change in a read-only
 * one (403 read_only), and records each change a session with write access
 * makes. A person's own session passes untouched, at no cost.
 */
export async function guardImpersonation(
  session: Impersonation,
  req: Request,
  now = Date.now(),
): Promise<void> {
  if (!session.id || session.expires <= now) throw new ApiError('unauthenticated', ENDED);
  const snap = await impersonationDoc(session.id).get();
  const record = snap.data() as ImpersonationRecord | undefined;
  if (!record || record.endedAt || record.expiresAt.toMillis() <= now)
    throw new ApiError('unauthenticated', ENDED);
  // Behind Hosting the path starts /api; called directly, it does not.
  const path = (req.originalUrl.split('?')[0] ?? '').replace(/^\/api(?=\/)/, '');
  if (READS.has(req.method) || path === END_PATH) return;
  if (!session.write)
    throw new ApiError(
      'read_only',
      'This is a read-only support session: nothing can be changed. End it, or open one with write access.',
    );
  await appendAudit(record, session.id, 'impersonation.write', `${req.method} /api${path}`);
}
