// The salon's deposits and fees: any member reads them (the front desk quotes
// them), only the owner changes them, and they are written by the API alone,
// because they decide what clients are charged.
import { FieldValue } from 'firebase-admin/firestore';
import type { PaymentPolicyView, ZSavePaymentPolicy } from '@chairside/core/contracts/card';
import type { PaymentPolicy } from '@chairside/core/payment-policy';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { servicesCollection } from '../records/services';
import { chargeableAccount } from './intents';

async function view(orgId: string, policy: PaymentPolicy, currency: string) {
  const problem = await chargeableAccount(orgId).then(
    () => null,
    (err: unknown) => (err instanceof ApiError ? err.message : 'Cards cannot be taken yet.'),
  );
  return { policy, currency, cardsReady: problem === null, problem } satisfies PaymentPolicyView;
}

export async function paymentPolicy(caller: Caller, orgId: string): Promise<PaymentPolicyView> {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  return view(orgId, org.paymentPolicy, org.currency);
}

export async function savePaymentPolicy(
  caller: Caller,
  input: z.output<typeof ZSavePaymentPolicy>,
): Promise<PaymentPolicyView> {
  const { orgId, ...policy } = input;
  await requireRole(orgId, caller, ['owner'], { action: 'change deposits and fees' });
  const org = (await orgDoc(orgId).get()).data();
  if (!org) throw new ApiError('not_found', 'That salon no longer exists.');
  const ids = [...new Set(policy.depositServiceIds)];
  if (ids.length) {
    const found = await Promise.all(ids.map((id) => servicesCollection(orgId).doc(id).get()));
    const missing = ids.filter((_, i) => !found[i]!.exists);
    if (missing.length) {
      throw new ApiError('validation_failed', 'Some of the chosen services no longer exist.', [
        { path: 'depositServiceIds', message: 'Choose services from the menu' },
      ]);
    }
  }
  const saved = { ...policy, depositServiceIds: ids };
  await orgDoc(orgId).update({ paymentPolicy: saved, updatedAt: FieldValue.serverTimestamp() });
  return view(orgId, saved, org.currency);
}
