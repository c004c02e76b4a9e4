import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  CLIENT_PAGE_SIZE,
  clientFields,
  newClientFields,
  type ClientInput,
} from '@chairside/core/clients';
import { clientContracts } from '@chairside/core/contracts/clients';
import { call } from '../api/api';
import { saveTextFile } from '../download';
import { ZClientRecord } from './converters';
import { useLiveDoc, useLiveQuery } from './live';

type Db = ReturnType<typeof useFirestore>;

export interface ClientQuery {
  /** The search key (core searchKey), or null to list by name. */
  search: string | null;
  /** Whose clients: a booth renter's staff id, null for the salon's own, 'all' for everyone's. */
  owner: string | null | 'all';
  /** Page on after this document (the previous page's last). */
  after: QueryDocumentSnapshot | null;
}

/**
 * One page of the salon's clients, live: by name, or the clients whose
 * name, e-mail or phone starts with the search. Always an indexed query of
 * one page, so the reads do not grow with the client list.
 */
export function useClients(orgId: string, q: ClientQuery) {
  const db = useFirestore();
  const constraints: QueryConstraint[] = [];
  if (q.owner !== 'all') constraints.push(where('ownerStaffId', '==', q.owner));
  if (q.search) constraints.push(where('searchKeys', 'array-contains', q.search));
  constraints.push(orderBy('nameLower'));
  if (q.after) constraints.push(startAfter(q.after));
  constraints.push(limit(CLIENT_PAGE_SIZE));
  const key = `orgs/${orgId}/clients?owner=${q.owner ?? 'salon'}&q=${q.search ?? ''}&after=${q.after?.id ?? ''}`;
  return useLiveQuery(
    'clients',
    key,
    query(collection(db, 'orgs', orgId, 'clients'), ...constraints),
    ZClientRecord,
  );
}

export function useClient(orgId: string, clientId: string) {
  return useLiveDoc(
    'clients',
    doc(useFirestore(), 'orgs', orgId, 'clients', clientId),
    ZClientRecord,
  );
}

export async function createClient(
  db: Db,
  orgId: string,
  input: ClientInput,
  ownerStaffId: string | null,
) {
  const ref = doc(collection(db, 'orgs', orgId, 'clients'));
  await setDoc(ref, {
    ...newClientFields(input, ownerStaffId),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

export function updateClient(db: Db, orgId: string, clientId: string, input: ClientInput) {
  return updateDoc(doc(db, 'orgs', orgId, 'clients', clientId), {
    ...clientFields(input),
    updatedAt: serverTimestamp(),
  });
}

export function deleteClient(db: Db, orgId: string, clientId: string) {
  return deleteDoc(doc(db, 'orgs', orgId, 'clients', clientId));
}

export const mergeClients = (orgId: string, primaryId: string, duplicateId: string) =>
  call(clientContracts.merge, { body: { orgId, primaryId, duplicateId }, secure: true });

/** Downloads the salon's clients as a CSV file made by the server. */
export async function downloadClientsCsv(orgId: string, fileName: string) {
  const csv = await call(clientContracts.export, { query: { orgId }, secure: true });
  saveTextFile(csv, fileName);
}
