// Card payments, deposits, fees and refunds, through the API (every amount is
// worked out on the server; the browser only names what is being paid).
import { cardContracts as c, type ZSavePaymentPolicy } from '@chairside/core/contracts/card';
import type { ChargeFee, CreateIntent, RefundRequest } from '@chairside/core/payments';
import type { z } from 'zod';
import { call } from '../api/api';
import { invalidateContracts, setContractData, useContract } from '../api/contract-query';

export const startCardCheckout = (input: CreateIntent) =>
  call(c.createIntent, { body: input, secure: true });

/** Asks the server (which asks Stripe) where a payment stands. */
export const verifyPayment = (orgId: string, paymentId: string) =>
  call(c.verifyPayment, { body: { orgId, paymentId } });

/** Asks the server (which asks Stripe) whether a booking's card was saved. */
export const verifyCardSetup = (orgId: string, bookingId: string) =>
  call(c.verifyCardSetup, { body: { orgId, bookingId } });

export const chargeFee = (input: ChargeFee) =>
  call(c.processPayment, { body: input, secure: true });

/** Refunds a payment; its details are asked again. */
export async function refundPayment(input: RefundRequest) {
  const answer = await call(c.refund, { body: input, secure: true });
  await invalidateContracts(c.details);
  return answer;
}

export const usePaymentDetails = (orgId: string, paymentId: string | null) =>
  useContract(
    c.details,
    { params: { paymentId: paymentId ?? '' }, query: { orgId }, secure: true },
    { enabled: paymentId !== null, staleTime: 0 },
  );

export const usePayLink = (token: string, paymentId: string) =>
  useContract(c.payLink, { query: { token, paymentId } });

export const usePaymentPolicy = (orgId: string) =>
  useContract(c.policy, { query: { orgId }, secure: true });

/** Saves the deposits and fees; the answer is what the policy read now answers. */
export async function savePaymentPolicy(input: z.input<typeof ZSavePaymentPolicy>) {
  const view = await call(c.savePolicy, { body: input, secure: true });
  setContractData(c.policy, { query: { orgId: input.orgId }, secure: true }, view);
  return view;
}
