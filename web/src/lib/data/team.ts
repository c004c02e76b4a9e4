import { teamContracts } from '@chairside/core/contracts/staff';
import type { InviteInput } from '@chairside/core/team';
import type { Role } from '@chairside/core/roles';
import { call } from '../api/api';
import { useContract } from '../api/contract-query';

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
