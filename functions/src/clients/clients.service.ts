import {
  FieldValue,
  Timestamp,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { clientCsvRow, mergeClients, mergeDenial } from '@chairside/core/clients';
import type { ClientRecord } from '@chairside/core/records/client';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Membership } from '../http/membership';
import { clientsCollection } from '../records/clients';
import { userDoc } from '../records/orgs';
import { clientNameOf, writeMoves, type Actor } from '../loyalty';
import { readableRecords } from '../records/repository';

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
  by: Actor,
): Promise<{ clientId: string }> {
  const clients = clientsCollection(orgId);
  return db().runTransaction(async (tx) => {
    const [p, d] = await Promise.all([
      tx.get(clients.doc(primaryId)),
      tx.get(clients.doc(duplicateId)),
    ]);
    const primary = p.data();
    const duplicate = d.data();
    if (!primary || !duplicate)
      throw new ApiError('not_found', 'One of those clients no longer exists.');
    const own = ownClientsOnly(actor);
    if (own !== null && (primary.ownerStaffId !== own || duplicate.ownerStaffId !== own)) {
      throw new ApiError('forbidden', 'You can merge only your own clients.');
    }
    const denial = mergeDenial(primary, duplicate);
    if (denial) throw new ApiError('conflict', denial);

    const merged = mergeClients(primary, duplicate);
    // The points that move with the duplicate are one entry in the primary's ledger.
    if (duplicate.loyaltyPoints > 0) {
      writeMoves(
        tx,
        orgId,
        primary,
        [
          {
            // A merge happens once: the deleted duplicate cannot be merged again.
            id: `merge-${duplicateId}-${Date.now()}`,
            kind: 'merged',
            points: duplicate.loyaltyPoints,
            note: `From ${clientNameOf(duplicate) || 'a duplicate record'}, merged into this one`,
          },
        ],
        by,
        new Date(),
      );
    }
    tx.update(p.ref, {
      ...merged,
      lastVisitAt: merged.lastVisitAt ? Timestamp.fromDate(merged.lastVisitAt) : null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.delete(d.ref);
    if (duplicate.userId) {
      tx.update(userDoc(duplicate.userId), {
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
  let q: Query<ClientRecord> = clientsCollection(orgId);
  const own = ownClientsOnly(actor);
  if (own !== null) q = q.where('ownerStaffId', '==', own);
  q = q.orderBy('nameLower');
  let last: QueryDocumentSnapshot<ClientRecord> | undefined;
  for (;;) {
    const page = await (last ? q.startAfter(last) : q).limit(PAGE).get();
    // A record the export cannot read is left out rather than failing the file.
    for (const client of readableRecords(page.docs)) yield clientCsvRow(client);
    if (page.size < PAGE) return;
    last = page.docs.at(-1);
  }
}
