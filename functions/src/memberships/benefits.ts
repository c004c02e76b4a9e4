// A member's benefits where they are used: at the point of sale and in online
// booking. Read inside the transaction that uses them, so the use of an
// included service is counted once, and a second use in the same period is
// refused by the count itself.
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type PartialWithFieldValue,
  type Transaction,
  type UpdateData,
} from 'firebase-admin/firestore';
import {
  givesBenefits,
  usageThisPeriod,
  type BenefitUsage,
  type MemberCartBenefits,
} from '@chairside/core/memberships';
import type { MembershipRecord } from '@chairside/core/records/membership';
import { membershipDefinitionDoc, membershipDoc } from '../records/memberships';
import { liveMembershipOf } from './members.service';
import { clientIdOf } from '../platform/actor';

interface Reader {
  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
}

export interface MemberBenefits {
  membership: MembershipRecord;
  benefits: MemberCartBenefits;
}

/** The benefits a membership gives now, with its plan read through `r` (null when it gives none). */
async function benefitsFrom(
  r: Reader,
  orgId: string,
  m: MembershipRecord | undefined | null,
  now: number,
): Promise<MemberBenefits | null> {
  if (!m || !givesBenefits(m, now)) return null;
  const plan = (await r.get(membershipDefinitionDoc(orgId, m.definitionId))).data();
  if (!plan) return null;
  const { includedServices, serviceDiscountPercent, productDiscountPercent } = plan.benefits;
  return {
    membership: m,
    benefits: {
      planName: m.planName,
      includedServices,
      serviceDiscountPercent,
      productDiscountPercent,
      usage: usageThisPeriod(m.usage, m.currentPeriodStart),
    },
  };
}

/** A client's benefits, found and read inside a sale's transaction. */
export async function clientBenefits(
  tx: Transaction,
  orgId: string,
  clientId: string,
  now: number,
): Promise<MemberBenefits | null> {
  return benefitsFrom(tx, orgId, await liveMembershipOf(orgId, clientId, tx), now);
}

/** A membership's benefits, read by id inside a booking's write (found before it). */
export async function membershipBenefits(
  r: Reader,
  orgId: string,
  membershipId: string,
  now: number,
): Promise<MemberBenefits | null> {
  return benefitsFrom(r, orgId, (await r.get(membershipDoc(orgId, membershipId))).data(), now);
}

/** The update that stores a period's use of included services (for guarded and transactional writes). */
export const usageWrite = (usage: BenefitUsage) =>
  ({ usage, updatedAt: FieldValue.serverTimestamp() }) as unknown as UpdateData<MembershipRecord> &
    PartialWithFieldValue<MembershipRecord>;

/** What membership gives a signed-in client as they book online. */
export interface BookingPerks {
  /** The caller's own client record at the salon (whose loyalty points they may redeem). */
  clientId: string | null;
  /** The live membership whose benefits price the booking (checked again inside its write). */
  membershipId: string | null;
  /** The plan lets them book further ahead than other clients. */
  priority: boolean;
}

export const NO_PERKS: BookingPerks = { clientId: null, membershipId: null, priority: false };

/** A signed-in client's membership perks at a salon (three reads; none for anyone else). */
export async function bookingPerks(
  orgId: string,
  caller: { uid: string } | null,
  now = Date.now(),
): Promise<BookingPerks> {
  if (!caller) return NO_PERKS;
  const clientId = await clientIdOf(caller, orgId);
  const membership = clientId ? await liveMembershipOf(orgId, clientId) : null;
  if (!membership) return { ...NO_PERKS, clientId };
  const plan = givesBenefits(membership, now)
    ? (await membershipDefinitionDoc(orgId, membership.definitionId).get()).data()
    : undefined;
  return {
    clientId,
    membershipId: membership.id,
    priority: plan?.benefits.priorityBooking ?? false,
  };
}
