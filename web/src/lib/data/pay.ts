// Paying the team in the browser: commission plans, pay settings and pay runs,
// all through the API (figures are worked out on the server, from the ledger).
import { payContracts as c } from '@chairside/core/contracts/pay';
import type { SaveCommissionPlan } from '@chairside/core/commissions';
import type { PaySettings } from '@chairside/core/pay-runs';
import type { SaveBoothRent } from '@chairside/core/booth-rent';
import { call } from '../api/api';
import { invalidateContracts, useContract } from '../api/contract-query';
import { saveTextFile } from '../download';

const refresh = () => invalidateContracts(c.commissionSettings, c.run);

export const useCommissionSettings = (orgId: string, enabled = true) =>
  useContract(c.commissionSettings, { query: { orgId }, secure: true }, { enabled });

export async function saveCommissionPlan(input: SaveCommissionPlan) {
  const answer = await call(c.saveCommissionPlan, { body: input, secure: true });
  await refresh();
  return answer;
}

export async function removeCommissionPlan(orgId: string, planId: string) {
  const answer = await call(c.removePlan, { body: { orgId, planId }, secure: true });
  await refresh();
  return answer;
}

export async function savePaySettings(orgId: string, settings: PaySettings) {
  const answer = await call(c.saveSettings, { body: { orgId, settings }, secure: true });
  await refresh();
  return answer;
}

export const usePayRun = (orgId: string, from: string | null) =>
  useContract(c.run, { query: from ? { orgId, from } : { orgId }, secure: true });

export async function adjustPay(input: {
  orgId: string;
  from: string;
  staffId: string;
  amount: number;
  reason: string;
}) {
  const answer = await call(c.adjust, { body: input, secure: true });
  await invalidateContracts(c.run);
  return answer;
}

export async function closePayRun(orgId: string, from: string) {
  const answer = await call(c.close, { body: { orgId, from }, secure: true });
  await refresh();
  return answer;
}

export async function downloadPayRun(
  query: { orgId: string; from: string; staffId?: string },
  fileName: string,
) {
  saveTextFile(await call(c.export, { query, secure: true }), fileName);
}

export const usePerformance = (orgId: string, from: string, to: string) =>
  useContract(c.performance, { query: { orgId, from, to }, secure: true });

/** Booth rent: every renter's for the owner, managers and the desk; a renter's own for them. */
export const useBoothRent = (orgId: string, enabled = true) =>
  useContract(c.boothRent, { query: { orgId }, secure: true }, { enabled });

export async function saveBoothRent(input: SaveBoothRent) {
  const answer = await call(c.saveBoothRent, { body: input, secure: true });
  await invalidateContracts(c.boothRent);
  return answer;
}

export async function recordRent(input: {
  orgId: string;
  staffId: string;
  from: string;
  amount: number;
  idempotencyKey: string;
}) {
  const answer = await call(c.recordRent, { body: input, secure: true });
  await invalidateContracts(c.boothRent);
  return answer;
}

export async function declareTips(input: {
  orgId: string;
  staffId: string;
  day: string;
  amount: number;
  idempotencyKey: string;
}) {
  const answer = await call(c.declareTips, { body: input, secure: true });
  await invalidateContracts(c.run);
  return answer;
}

/** Rent from the renter's saved card (off session). */
export async function chargeRent(input: {
  orgId: string;
  staffId: string;
  from: string;
  amount: number;
  idempotencyKey: string;
}) {
  const answer = await call(c.chargeRent, { body: input, secure: true });
  await invalidateContracts(c.boothRent);
  return answer;
}

/** The renter starts saving a card for rent (a SetupIntent for Stripe.js). */
export const openRentCard = (orgId: string) => call(c.rentCard, { body: { orgId }, secure: true });

export async function verifyRentCard(orgId: string) {
  const answer = await call(c.verifyRentCard, { body: { orgId }, secure: true });
  await invalidateContracts(c.boothRent);
  return answer;
}
