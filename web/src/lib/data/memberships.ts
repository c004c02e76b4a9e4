// Memberships in the browser: plans, members and a client's own membership,
// all through the API (status and benefit use come from the server).
import { membershipContracts as c } from '@chairside/core/contracts/memberships';
import type {
  CancelMembership,
  EnrolMembership,
  JoinMembership,
  MembershipDefinitionInput,
} from '@chairside/core/memberships';
import { call } from '../api/api';
import { invalidateArea, useContract } from '../api/contract-query';

/** After a change: every membership answer is asked again. */
const refresh = () => invalidateArea(c.definitions.area);

export const useMembershipPlans = (orgId: string) =>
  useContract(c.definitions, { query: { orgId }, secure: true });

export const useMembers = (orgId: string, enabled = true) =>
  useContract(c.members, { query: { orgId }, secure: true }, { enabled });

export async function saveMembershipPlan(
  orgId: string,
  id: string | null,
  definition: MembershipDefinitionInput,
) {
  const answer = id
    ? await call(c.updateDefinition, {
        params: { definitionId: id },
        body: { orgId, definition },
        secure: true,
      })
    : await call(c.createDefinition, { body: { orgId, definition }, secure: true });
  await refresh();
  return answer;
}

export async function deleteMembershipPlan(orgId: string, id: string) {
  const answer = await call(c.deleteDefinition, {
    params: { definitionId: id },
    query: { orgId },
    secure: true,
  });
  await refresh();
  return answer;
}

export async function enrolMember(input: EnrolMembership) {
  const answer = await call(c.enrol, { body: input, secure: true });
  await refresh();
  return answer;
}

export async function renewMember(orgId: string, membershipId: string, idempotencyKey: string) {
  const answer = await call(c.renew, {
    params: { membershipId },
    body: { orgId, idempotencyKey },
    secure: true,
  });
  await refresh();
  return answer;
}

export async function cancelMember(membershipId: string, input: CancelMembership) {
  const answer = await call(c.cancel, { params: { membershipId }, body: input, secure: true });
  await refresh();
  return answer;
}

// The public join page and the member's own view.
export const usePublicPlans = (salonId: string) =>
  useContract(c.publicPlans, { params: { salonId } });

export const useMyMembership = (orgId: string, enabled: boolean) =>
  useContract(c.mine, { query: { orgId }, secure: true }, { enabled });

export const joinMembership = (input: JoinMembership) =>
  call(c.join, { body: input, secure: true });

export async function confirmMembership(orgId: string, membershipId: string) {
  const answer = await call(c.confirm, { body: { orgId, membershipId }, secure: true });
  await refresh();
  return answer;
}

/** A client's live membership, as the desk applies its benefits (null when none). */
export const useClientMembership = (orgId: string, clientId: string | null) =>
  useContract(
    c.ofClient,
    { params: { clientId: clientId ?? '' }, query: { orgId }, secure: true },
    { enabled: clientId !== null },
  );
