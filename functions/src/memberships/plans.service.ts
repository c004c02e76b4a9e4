// Membership plans (the spec's memberships/definitions): owners and managers
// make and change them, the team reads them, and the public sees those on sale
// (on the salon's site and through GET memberships/public/salons/{salonId}).
// A plan with members is never deleted, only retired: its members keep it
// until they leave.
import { FieldValue } from 'firebase-admin/firestore';
import type {
  MembershipDefinitionView,
  PublicMemberships,
} from '@chairside/core/contracts/memberships';
import { LIVE_STATUSES, type MembershipDefinitionFields } from '@chairside/core/memberships';
import type { MembershipDefinitionRecord } from '@chairside/core/records/membership';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { resolveSalon } from '../platform/salon';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { serviceDoc } from '../records/services';
import {
  membershipDefinitionDoc,
  membershipDefinitionsCollection,
  membershipsCollection,
} from '../records/memberships';
import { cardsReady } from '../platform/stripe';
import { plansOnSale } from './plans-public';
import { publish } from '../platform/events';

export const MANAGER_ROLES = ['owner', 'manager'] as const;

const view = (d: MembershipDefinitionRecord, members: number): MembershipDefinitionView => {
  const { createdAt: _c, updatedAt: _u, stripe: _s, ...fields } = d;
  return { ...fields, members };
};

/** Live members per plan: one count query per plan (aggregations bill one read per 1,000). */
async function memberCounts(orgId: string, ids: string[]): Promise<Map<string, number>> {
  const counts = await Promise.all(
    ids.map((id) =>
      membershipsCollection(orgId)
        .where('definitionId', '==', id)
        .where('status', 'in', [...LIVE_STATUSES])
        .count()
        .get()
        .then((s) => [id, s.data().count] as const),
    ),
  );
  return new Map(counts);
}

export async function listDefinitions(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see memberships' });
  const plans = readableRecords(
    (await membershipDefinitionsCollection(orgId).orderBy('price').get()).docs,
  );
  const counts = await memberCounts(
    orgId,
    plans.map((p) => p.id),
  );
  return plans.map((p) => view(p, counts.get(p.id) ?? 0));
}

export async function getDefinition(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see memberships' });
  const plan = (await membershipDefinitionDoc(orgId, id).get()).data();
  if (!plan) throw new ApiError('not_found', 'That membership plan no longer exists.');
  return view(plan, (await memberCounts(orgId, [id])).get(id) ?? 0);
}

/** Every included service must be one of the salon's (and not archived). */
async function checkServices(orgId: string, fields: MembershipDefinitionFields) {
  const ids = fields.benefits.includedServices.map((s) => s.serviceId);
  if (!ids.length) return;
  const found = await db().getAll(...ids.map((id) => serviceDoc(orgId, id)));
  for (const [i, snap] of found.entries()) {
    const service = snap.data();
    if (!service || service.status === 'archived') {
      throw new ApiError('unprocessable', 'An included service is not on the salon’s menu.', [
        {
          path: `benefits.includedServices.${i}.serviceId`,
          message: 'Choose a service on the menu',
        },
      ]);
    }
  }
}

export async function saveDefinition(
  caller: Caller,
  orgId: string,
  id: string | null,
  fields: MembershipDefinitionFields,
): Promise<MembershipDefinitionView> {
  await requireRole(orgId, caller, MANAGER_ROLES, { action: 'change membership plans' });
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  await checkServices(orgId, fields);
  const ref = id
    ? membershipDefinitionDoc(orgId, id)
    : membershipDefinitionsCollection(orgId).doc();
  const saved = await db().runTransaction(async (tx) => {
    const current = id ? (await tx.get(ref)).data() : undefined;
    if (id && !current) throw new ApiError('not_found', 'That membership plan no longer exists.');
    const at = new Date();
    const record: MembershipDefinitionRecord = {
      ...fields,
      id: ref.id,
      // A plan's currency is the salon's when it was made (members pay in it).
      currency: current?.currency ?? salon.currency,
      stripe: current?.stripe ?? null,
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    };
    tx.set(ref, record);
    return record;
  });
  await refreshSite(orgId);
  return view(saved, id ? ((await memberCounts(orgId, [id])).get(id) ?? 0) : 0);
}

/** Deletes a plan nobody holds; a plan with members (now or before) is retired instead. */
export async function deleteDefinition(caller: Caller, orgId: string, id: string) {
  await requireRole(orgId, caller, ['owner'], { action: 'delete membership plans' });
  const ref = membershipDefinitionDoc(orgId, id);
  const anyMember = await membershipsCollection(orgId)
    .where('definitionId', '==', id)
    .limit(1)
    .get();
  const answer = await db().runTransaction(async (tx) => {
    const plan = (await tx.get(ref)).data();
    if (!plan) throw new ApiError('not_found', 'That membership plan no longer exists.');
    if (!anyMember.empty) {
      tx.update(ref, { active: false, updatedAt: FieldValue.serverTimestamp() });
      return { deleted: false, retired: true };
    }
    tx.delete(ref);
    return { deleted: true, retired: false };
  });
  await refreshSite(orgId);
  return answer;
}

async function refreshSite(orgId: string) {
  await publish('site.content-changed', { orgId, what: 'memberships' });
}

const NOT_ONLINE =
  'This salon signs members up at the front desk for now. Ask at your next visit, or get in touch with the salon.';

/** GET memberships/public/salons/{salonId}/memberships. */
export async function publicMemberships(idOrSlug: string): Promise<PublicMemberships> {
  // Public links name the salon by its web address or its id.
  const orgId = (await resolveSalon(idOrSlug)).id;
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const [plans, ready] = await Promise.all([plansOnSale(orgId), cardsReady(orgId)]);
  return {
    orgId,
    salonName: salon.name,
    currency: salon.currency,
    plans,
    signupReady: ready,
    reason: ready ? '' : NOT_ONLINE,
  };
}
