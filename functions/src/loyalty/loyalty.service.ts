// The loyalty programme: the salon's rules, what clients hold and how it
// moved, a manager's adjustment, and a client's own view of their points.
import { AggregateField, FieldValue } from 'firebase-admin/firestore';
import type {
  ClientLoyalty,
  LoyaltyEntryView,
  LoyaltyProgramme,
  MyLoyalty,
} from '@chairside/core/contracts/loyalty';
import {
  loyaltyRulesInWords,
  rewardValue,
  type LoyaltySettings,
  type ZLoyaltyAdjust,
} from '@chairside/core/loyalty';
import type { ClientRecord } from '@chairside/core/records/client';
import type { LoyaltyEntryRecord } from '@chairside/core/records/loyalty';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { clientDoc, clientsCollection } from '../records/clients';
import { loyaltyEntriesCollection } from '../records/loyalty';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import { actorOf } from '../platform/actor';
import { clientIdOf } from '../platform/actor';
import { clientNameOf, writeMoves } from './points';
import { assertWorksWith } from '../platform/client-access';

const DESK_ROLES = ['owner', 'manager', 'front_desk'] as const;
const MANAGER_ROLES = ['owner', 'manager'] as const;
const HISTORY = 50;

const entryView = (e: LoyaltyEntryRecord): LoyaltyEntryView => ({
  id: e.id,
  clientId: e.clientId,
  clientName: e.clientName,
  kind: e.kind,
  points: e.points,
  balanceAfter: e.balanceAfter,
  note: e.note,
  saleId: e.saleId,
  bookingId: e.bookingId,
  by: e.by.name,
  at: e.at.toISOString(),
});

async function salonOf(orgId: string) {
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  return salon;
}

/** The points all clients hold now (an aggregate: one read, however many clients). */
async function outstandingPoints(orgId: string): Promise<number> {
  const agg = await clientsCollection(orgId)
    .where('loyaltyPoints', '>', 0)
    .aggregate({ points: AggregateField.sum('loyaltyPoints') })
    .get();
  return Number(agg.data().points ?? 0);
}

async function programmeOf(orgId: string, settings: LoyaltySettings, currency: string) {
  const [points, recent] = await Promise.all([
    outstandingPoints(orgId),
    loyaltyEntriesCollection(orgId).orderBy('at', 'desc').limit(20).get(),
  ]);
  return {
    currency,
    settings,
    rules: loyaltyRulesInWords(settings, currency),
    outstanding: { points, value: rewardValue(settings, points) },
    recent: readableRecords(recent.docs).map(entryView),
  } satisfies LoyaltyProgramme;
}

/** GET loyalty/programme: the rules, what clients hold, the latest moves. */
export async function loyaltyProgramme(caller: Caller, orgId: string): Promise<LoyaltyProgramme> {
  await requireRole(orgId, caller, DESK_ROLES, { action: 'see the loyalty programme' });
  const salon = await salonOf(orgId);
  return programmeOf(orgId, salon.loyaltySettings, salon.currency);
}

/** POST loyalty/settings: owners and managers set the rules. */
export async function saveLoyaltySettings(
  caller: Caller,
  orgId: string,
  settings: LoyaltySettings,
): Promise<LoyaltyProgramme> {
  await requireRole(orgId, caller, MANAGER_ROLES, { action: 'change the loyalty programme' });
  const salon = await salonOf(orgId);
  await orgDoc(orgId).update({
    loyaltySettings: settings,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return programmeOf(orgId, settings, salon.currency);
}

async function clientLoyalty(orgId: string, client: ClientRecord): Promise<ClientLoyalty> {
  const [salon, entries] = await Promise.all([
    salonOf(orgId),
    loyaltyEntriesCollection(orgId)
      .where('clientId', '==', client.id)
      .orderBy('at', 'desc')
      .limit(HISTORY)
      .get(),
  ]);
  const settings = salon.loyaltySettings;
  return {
    clientId: client.id,
    clientName: clientNameOf(client),
    balance: client.loyaltyPoints,
    value: rewardValue(settings, client.loyaltyPoints),
    currency: salon.currency,
    settings,
    rules: loyaltyRulesInWords(settings, salon.currency),
    entries: readableRecords(entries.docs).map(entryView),
  };
}

/** GET loyalty/clients/:clientId: a client's points and their last moves. */
export async function loyaltyOfClient(
  caller: Caller,
  orgId: string,
  clientId: string,
): Promise<ClientLoyalty> {
  const member = await requireRole(
    orgId,
    caller,
    ['owner', 'manager', 'front_desk', 'staff', 'booth_renter'],
    { allowSuperAdmin: true, action: 'see clients' },
  );
  const client = (await clientDoc(orgId, clientId).get()).data();
  if (!client) throw new ApiError('not_found', 'That client no longer exists.');
  assertWorksWith(member, client);
  return clientLoyalty(orgId, client);
}

/** POST loyalty/adjust: a manager adds or takes points, with the reason in the ledger. */
export async function adjustPoints(
  caller: Caller,
  input: z.output<typeof ZLoyaltyAdjust>,
): Promise<ClientLoyalty> {
  const { orgId, clientId } = input;
  await requireRole(orgId, caller, MANAGER_ROLES, { action: 'adjust loyalty points' });
  const by = await actorOf(orgId, caller);
  const ref = clientDoc(orgId, clientId);
  const entryId = `adjust-${input.idempotencyKey}`;
  await db().runTransaction(async (tx) => {
    const [snap, done] = await Promise.all([
      tx.get(ref),
      tx.get(loyaltyEntriesCollection(orgId).doc(entryId)),
    ]);
    const client = snap.data();
    if (!client) throw new ApiError('not_found', 'That client no longer exists.');
    if (done.exists) {
      if (done.data()?.clientId !== clientId || done.data()?.points !== input.points) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different adjustment.',
        );
      }
      return;
    }
    const balance = writeMoves(
      tx,
      orgId,
      client,
      [{ id: entryId, kind: 'adjusted', points: input.points, note: input.reason }],
      by,
      new Date(),
    );
    tx.update(ref, { loyaltyPoints: balance, updatedAt: FieldValue.serverTimestamp() });
  });
  const client = (await ref.get()).data();
  if (!client) throw new ApiError('not_found', 'That client no longer exists.');
  return clientLoyalty(orgId, client);
}

/** GET loyalty/mine: a signed-in client's own points at a salon. */
export async function myLoyalty(caller: Caller, orgId: string): Promise<MyLoyalty> {
  const salon = await salonOf(orgId);
  const clientId = await clientIdOf(caller, orgId);
  const client = clientId ? (await clientDoc(orgId, clientId).get()).data() : undefined;
  return {
    salonName: salon.name,
    loyalty: client ? await clientLoyalty(orgId, client) : null,
  };
}
