// Loyalty in the browser: the salon's rules, a client's points and history,
// a manager's adjustment and a client's own points, all through the API
// (balances move only on the server).
import { loyaltyContracts as c } from '@chairside/core/contracts/loyalty';
import type { LoyaltyAdjust, LoyaltySettings } from '@chairside/core/loyalty';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';

/** After a change: the programme and the clients' points are asked again. */
const refresh = () => invalidateContracts(c.programme, c.client);

export const useLoyaltyProgramme = (orgId: string, enabled = true) =>
  useContract(c.programme, { query: { orgId }, secure: true }, { enabled });

export async function saveLoyaltySettings(orgId: string, settings: LoyaltySettings) {
  const answer = await call(c.saveSettings, { body: { orgId, settings }, secure: true });
  await refresh();
  return answer;
}

export const useClientLoyalty = (orgId: string, clientId: string | null) =>
  useContract(
    c.client,
    { params: { clientId: clientId ?? '' }, query: { orgId }, secure: true },
    { enabled: clientId !== null },
  );

export async function adjustPoints(input: LoyaltyAdjust) {
  const answer = await call(c.adjust, { body: input, secure: true });
  await refresh();
  return answer;
}

/** After a sale or a visit the points moved: ask again. */
export const refreshLoyalty = refresh;

export const useMyLoyalty = (orgId: string, enabled = true) =>
  useContract(c.mine, { query: { orgId }, secure: true }, { enabled });

/** After points were redeemed in a booking: the client's own balance is asked again. */
export const refreshMyLoyalty = () => invalidateContracts(c.mine);
