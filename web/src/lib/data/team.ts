import { collection, doc, limit, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import type { InviteInput, InvitePreview, PendingInvite, StaffMember } from '@chairside/core/team';
import type { Role } from '@chairside/core/roles';
import { api } from '../api/api';
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
  api<{ staff: StaffMember[]; invites: PendingInvite[] | null }>('staff', {
    query: { orgId },
    secure: true,
  });

export const sendInvite = (input: InviteInput) =>
  api<{ invite: PendingInvite; emailSent: boolean }>('staff/invite', {
    method: 'POST',
    body: input,
    secure: true,
  });

export const resendInvite = (orgId: string, inviteId: string) =>
  api<{ invite: PendingInvite; emailSent: boolean }>(`staff/invites/${inviteId}/resend`, {
    method: 'POST',
    query: { orgId },
    secure: true,
  });

export const withdrawInvite = (orgId: string, inviteId: string) =>
  api(`staff/invites/${inviteId}`, { method: 'DELETE', query: { orgId }, secure: true });

export const changeRole = (orgId: string, staffId: string, role: Role) =>
  api<{ staff: StaffMember }>(`staff/${staffId}`, {
    method: 'PUT',
    body: { orgId, role },
    secure: true,
  });

export const removeFromTeam = (orgId: string, staffId: string) =>
  api(`staff/${staffId}`, { method: 'DELETE', query: { orgId }, secure: true });

export const verifyInvite = (token: string) =>
  api<{ invite: InvitePreview }>('staff/verify-invite', { method: 'POST', body: { token } });

export const acceptInvite = (token: string) =>
  api<{ orgId: string; role: Role; staffId: string }>('staff/accept-invite', {
    method: 'POST',
    query: { token },
    secure: true,
  });
