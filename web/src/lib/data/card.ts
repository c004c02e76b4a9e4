// Card payments, deposits, fees and refunds, through the API (every amount is
// worked out on the server; the browser only names what is being paid).
import { cardContracts as c, type ZSavePaymentPolicy } from '@chairside/core/contracts/card';
import type { ChargeFee, CreateIntent, RefundRequest } from '@chairside/core/payments';
import type { z } from 'zod';
import { call } from '../api/api';
import { useApi } from '../api/query';

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

export const refundPayment = (input: RefundRequest) =>
  call(c.refund, { body: input, secure: true });

export const usePaymentDetails = (orgId: string, paymentId: string | null) =>
  useApi(
    ['payment-details', orgId, paymentId ?? ''],
    (signal) =>
      call(c.details, {
        params: { paymentId: paymentId! },
        query: { orgId },
        secure: true,
        signal,
      }),
    { enabled: paymentId !== null, staleTime: 0 },
  );

export const usePayLink = (token: string, paymentId: string) =>
  useApi(['pay-link', paymentId], (signal) =>
    call(c.payLink, { query: { token, paymentId }, signal }),
  );

export const paymentPolicyKey = (orgId: string) => ['payment-policy', orgId] as const;
export const usePaymentPolicy = (orgId: string) =>
  useApi(paymentPolicyKey(orgId), (signal) =>
    call(c.policy, { query: { orgId }, secure: true, signal }),
  );

export const savePaymentPolicy = (input: z.input<typeof ZSavePaymentPolicy>) =>
  call(c.savePolicy, { body: input, secure: true });
