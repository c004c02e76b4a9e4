import { collection, doc, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { teamContracts } from '@chairside/core/contracts/staff';
import type { InviteInput } from '@chairside/core/team';
import type { Role } from '@chairside/core/roles';
import { call } from '../api/api';
import { useContract } from '../api/contract-query';
import { ZStaffRecord, type StaffRecord } from './converters';
import { useLiveQuery } from './live';

/** The salon's active team, live (members may read staff records). */
export function useActiveTeam(orgId: string): {
  status: 'loading' | 'success' | 'error';
  data: StaffRecord[] | undefined;
} {
  const ref = query(
    collection(useFirestore(), 'orgs', orgId, 'staff'),
    where('status', '==', 'active'),
  );
  const team = useLiveQuery('staff', `orgs/${orgId}/staff?status=active`, ref, ZStaffRecord);
  return { status: team.status, data: team.status === 'success' ? team.items : undefined };
}

/** Whether a collection of the salon has at least one document (one read at most). */
export function useHasAny(orgId: string, name: 'services' | 'invites') {
  const base = collection(useFirestore(), 'orgs', orgId, name);
  const ref =
    name === 'invites'
      ? query(base, where('status', '==', 'pending'), limit(1))
      : query(base, limit(1));
  const result = useFirestoreCollectionData(ref) as { status: string; data: unknown[] | undefined };
  return result.status === 'success' ? (result.data?.length ?? 0) > 0 : null;
}

/** Whether the salon's public site has been published (its read model exists). */
export function useSitePublished(orgId: string) {
  const result = useFirestoreDocData(doc(useFirestore(), 'publicSites', orgId)) as {
    status: string;
    data: unknown;
  };
  return result.status === 'success' ? result.data !== undefined : null;
}

export const fetchTeam = (orgId: string) =>
  call(teamContracts.list, { query: { orgId }, secure: true });

export const sendInvite = (input: InviteInput) =>
  call(teamContracts.invite, { body: input, secure: true });

export const resendInvite = (orgId: string, inviteId: string) =>
  call(teamContracts.resendInvite, { params: { inviteId }, query: { orgId }, secure: true });

export const withdrawInvite = (orgId: string, inviteId: string) =>
  call(teamContracts.withdrawInvite, { params: { inviteId }, query: { orgId }, secure: true });

export const changeRole = (orgId: string, staffId: string, role: Role) =>
  call(teamContracts.update, { params: { staffId }, body: { orgId, role }, secure: true });

export const removeFromTeam = (orgId: string, staffId: string) =>
  call(teamContracts.remove, { params: { staffId }, query: { orgId }, secure: true });

/** What an invitation is for (a POST read: the token stays out of the address). */
export const useInvite = (token: string) =>
  useContract(teamContracts.verifyInvite, { body: { token } }, { enabled: token !== '' });

export const acceptInvite = (token: string) =>
  call(teamContracts.acceptInvite, { query: { token }, secure: true });
