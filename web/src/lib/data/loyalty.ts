// Loyalty in the browser: the salon's rules, a client's points and history,
// a manager's adjustment and a client's own points, all through the API
// (balances move only on the server).
import { loyaltyContracts as c } from '@chairside/core/contracts/loyalty';
import type { LoyaltyAdjust, LoyaltySettings } from '@chairside/core/loyalty';
import { call } from '../api/api';
import { queryClient, useApi } from '../api/query';

const refresh = (orgId: string) => queryClient.invalidateQueries({ queryKey: ['loyalty', orgId] });

export const useLoyaltyProgramme = (orgId: string, enabled = true) =>
  useApi(
    ['loyalty', orgId, 'programme'],
    (signal) => call(c.programme, { query: { orgId }, secure: true, signal }),
    { enabled },
  );

export async function saveLoyaltySettings(orgId: string, settings: LoyaltySettings) {
  const answer = await call(c.saveSettings, { body: { orgId, settings }, secure: true });
  await refresh(orgId);
  return answer;
}

export const useClientLoyalty = (orgId: string, clientId: string | null) =>
  useApi(
    ['loyalty', orgId, 'client', clientId ?? ''],
    (signal) =>
      call(c.client, { params: { clientId: clientId! }, query: { orgId }, secure: true, signal }),
    { enabled: clientId !== null },
  );

export async function adjustPoints(input: LoyaltyAdjust) {
  const answer = await call(c.adjust, { body: input, secure: true });
  await refresh(input.orgId);
  return answer;
}

/** After a sale or a visit the points moved: ask again. */
export const refreshLoyalty = refresh;

export const useMyLoyalty = (orgId: string, enabled = true) =>
  useApi(
    ['my-loyalty', orgId],
    (signal) => call(c.mine, { query: { orgId }, secure: true, signal }),
    { enabled },
  );

/** After points were redeemed in a booking: the client's own balance is asked again. */
export const refreshMyLoyalty = (orgId: string) =>
  queryClient.invalidateQueries({ queryKey: ['my-loyalty', orgId] });
