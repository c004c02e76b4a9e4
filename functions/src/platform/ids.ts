// Ids that follow from what made a record, and the fingerprint of a request:
// a retried request (same idempotency key) finds the record its first try
// wrote, and a key reused for a different request is told apart by its hash.
import { createHash } from 'node:crypto';

/** A record's id from the parts that make it (a retry finds the first). */
export const idFrom = (...parts: string[]) =>
  createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24);

/** The fingerprint of a request body, stored beside what it wrote. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 32);
}

/** The salon a document under orgs/{orgId}/… belongs to (collection-group reads find them anywhere). */
export function orgIdOfPath(ref: { parent: { parent: { id: string } | null } }): string {
  const org = ref.parent.parent;
  if (!org) throw new Error('Not a document inside a salon');
  return org.id;
}

/** What comes before the @ of an e-mail address (a name to start from). */
export const emailName = (email: string): string => email.split('@')[0] ?? email;
