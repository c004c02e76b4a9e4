import { FieldValue, Timestamp, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import {
  ZClientInput,
  clientCsvRow,
  mergeClients,
  mergeDenial,
  type Client,
} from '@chairside/core/clients';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Membership } from '../http/membership';

const date = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);

/** A stored client record, read tolerantly (older records may lack fields). */
export function toClient(snap: DocumentSnapshot): Client {
  const data = snap.data() ?? {};
  const input = ZClientInput.safeParse(data);
  if (!input.success) {
    throw new ApiError('conflict', `Client ${snap.id} has data this action cannot read.`);
  }
  const num = (k: string) => (typeof data[k] === 'number' ? (data[k] as number) : 0);
  return {
    id: snap.id,
    ...input.data,
    ownerStaffId: (data.ownerStaffId as string | null | undefined) ?? null,
    userId: (data.userId as string | null | undefined) ?? null,
    nameLower: (data.nameLower as string | undefined) ?? '',
    mergedIds: Array.isArray(data.mergedIds) ? (data.mergedIds as string[]) : [],
    loyaltyPoints: num('loyaltyPoints'),
    visitCount: num('visitCount'),
    totalSpent: num('totalSpent'),
    lastVisitAt: date(data.lastVisitAt),
    createdAt: date(data.createdAt) ?? new Date(0),
    updatedAt: date(data.updatedAt) ?? new Date(0),
  };
}

/** Which clients a member works with: a booth renter only their own. */
function ownClientsOnly(actor: Membership): string | null {
  return actor.role === 'booth_renter' ? (actor.staffId ?? '') : null;
}

/**
 * Folds a duplicate into the primary record in one transaction: the primary
 * gains the duplicate's details, tags, notes, points and visits, the
 * duplicate's account link moves to the primary, and the duplicate is deleted.
 */
export async function mergeClientRecords(
  orgId: string,
  actor: Membership,
  primaryId: string,
  duplicateId: string,
): Promise<{ clientId: string }> {
  const clients = db().collection(`orgs/${orgId}/clients`);
  return db().runTransaction(async (tx) => {
    const [p, d] = await Promise.all([
      tx.get(clients.doc(primaryId)),
      tx.get(clients.doc(duplicateId)),
    ]);
    if (!p.exists || !d.exists)
      throw new ApiError('not_found', 'One of those clients no longer exists.');
    const primary = toClient(p);
    const duplicate = toClient(d);
    const own = ownClientsOnly(actor);
    if (own !== null && (primary.ownerStaffId !== own || duplicate.ownerStaffId !== own)) {
      throw new ApiError('forbidden', 'You can merge only your own clients.');
    }
    const denial = mergeDenial(primary, duplicate);
    if (denial) throw new ApiError('conflict', denial);

    const merged = mergeClients(primary, duplicate);
    tx.update(p.ref, {
      ...merged,
      lastVisitAt: merged.lastVisitAt ? Timestamp.fromDate(merged.lastVisitAt) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.delete(d.ref);
    if (duplicate.userId) {
      tx.update(db().doc(`users/${duplicate.userId}`), {
        [`clientOf.${orgId}`]: primaryId,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { clientId: primaryId };
  });
}

const PAGE = 500;

/** The salon's clients (a booth renter's own) as CSV rows, a page of reads at a time. */
export async function* clientRows(orgId: string, actor: Membership): AsyncGenerator<string[]> {
  let q: Query = db().collection(`orgs/${orgId}/clients`);
  const own = ownClientsOnly(actor);
  if (own !== null) q = q.where('ownerStaffId', '==', own);
  q = q.orderBy('nameLower');
  let last: DocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? q.startAfter(last) : q).limit(PAGE).get();
    for (const snap of page.docs) {
      try {
        yield clientCsvRow(toClient(snap));
      } catch {
        // A record the export cannot read is left out rather than failing the file.
      }
    }
    if (page.size < PAGE) return;
    last = page.docs.at(-1);
  }
}
