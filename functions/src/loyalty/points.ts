// Moving a client's loyalty points inside the transaction of the visit, sale
// or adjustment that moves them: the reads a bonus needs (made before any
// write, as transactions require), one ledger entry per change, and the new
// balance, which never goes below zero.
import type { DocumentReference, DocumentSnapshot, WithFieldValue } from 'firebase-admin/firestore';
import {
  inBirthdayMonth,
  pointsEarned,
  type LoyaltyKind,
  type LoyaltySettings,
} from '@chairside/core/loyalty';
import type { ClientRecord } from '@chairside/core/records/client';
import type { LoyaltyEntryRecord } from '@chairside/core/records/loyalty';
import { ApiError } from '../http/api-error';
import { clientDoc } from '../records/clients';
import { loyaltyEntryDoc } from '../records/loyalty';

/** What both a Firestore transaction and a booking write can do. */
interface Reader {
  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
}
interface Creator {
  create<T>(ref: DocumentReference<T>, data: WithFieldValue<T>): unknown;
}

export interface LoyaltyMove {
  /** Follows from what caused it, so the same cause never moves points twice. */
  id: string;
  kind: LoyaltyKind;
  points: number;
  note: string;
  saleId?: string | null;
  bookingId?: string | null;
}

export interface Actor {
  uid: string | null;
  name: string;
}

export const clientNameOf = (c: Pick<ClientRecord, 'firstName' | 'lastName'>) =>
  `${c.firstName} ${c.lastName}`.trim();

/** The bonuses a visit or purchase may bring, read before the transaction writes. */
export interface BonusReads {
  /** The birthday bonus's entry id when it is due (first visit or purchase of the birthday month this year). */
  birthday: string | null;
  /** The client who referred this one, when this is their first visit and the bonus is not paid yet. */
  referrer: ClientRecord | null;
}

export async function readBonuses(
  r: Reader,
  orgId: string,
  client: ClientRecord,
  settings: LoyaltySettings,
  localDate: string,
  firstVisit: boolean,
): Promise<BonusReads> {
  const none: BonusReads = { birthday: null, referrer: null };
  if (!settings.enabled) return none;
  const birthdayId = `birthday-${client.id}-${localDate.slice(0, 4)}`;
  const wantsBirthday =
    settings.birthdayBonus > 0 &&
    client.birthday !== '' &&
    inBirthdayMonth(client.birthday, localDate);
  const referrerId = client.referredById;
  const wantsReferral =
    settings.referralBonus > 0 && firstVisit && referrerId !== null && referrerId !== client.id;
  const [birthdaySnap, referrerSnap, referralSnap] = await Promise.all([
    wantsBirthday ? r.get(loyaltyEntryDoc(orgId, birthdayId)) : null,
    wantsReferral ? r.get(clientDoc(orgId, referrerId)) : null,
    wantsReferral ? r.get(loyaltyEntryDoc(orgId, `referral-${client.id}`)) : null,
  ]);
  return {
    birthday: birthdaySnap && !birthdaySnap.exists ? birthdayId : null,
    referrer: referrerSnap?.exists && !referralSnap?.exists ? (referrerSnap.data() ?? null) : null,
  };
}

/** The moves a visit or sale makes: points for what was spent, and the bonuses due. */
export function earnedMoves(
  settings: LoyaltySettings,
  spent: { services: number; products: number },
  currency: string,
  bonuses: BonusReads,
  cause: { id: string; note: string; saleId?: string | null; bookingId?: string | null },
): LoyaltyMove[] {
  if (!settings.enabled) return [];
  const moves: LoyaltyMove[] = [];
  const earned = pointsEarned(settings, spent, currency);
  if (earned > 0) moves.push({ ...cause, kind: 'earned', points: earned });
  if (bonuses.birthday) {
    moves.push({
      id: bonuses.birthday,
      kind: 'birthday',
      points: settings.birthdayBonus,
      note: 'Happy birthday from the salon',
      saleId: cause.saleId ?? null,
      bookingId: cause.bookingId ?? null,
    });
  }
  return moves;
}

/**
 * Writes a client's moves (in order) as ledger entries and answers the
 * balance after them; a move that would take it below zero is refused.
 */
export function writeMoves(
  w: Creator,
  orgId: string,
  client: Pick<ClientRecord, 'id' | 'firstName' | 'lastName' | 'loyaltyPoints'>,
  moves: readonly LoyaltyMove[],
  by: Actor,
  at: Date,
): number {
  let balance = client.loyaltyPoints;
  for (const m of moves) {
    balance += m.points;
    if (balance < 0) {
      throw new ApiError(
        'unprocessable',
        `${clientNameOf(client)} has ${client.loyaltyPoints.toLocaleString('en-US')} points: that would take them below zero.`,
      );
    }
    const entry: LoyaltyEntryRecord = {
      id: m.id,
      clientId: client.id,
      clientName: clientNameOf(client),
      kind: m.kind,
      points: m.points,
      balanceAfter: balance,
      note: m.note,
      saleId: m.saleId ?? null,
      bookingId: m.bookingId ?? null,
      by,
      at,
    };
    w.create(loyaltyEntryDoc(orgId, m.id), entry);
  }
  return balance;
}

/** The referrer's bonus: its entry and the referrer's new balance (for their own update). */
export function referralMove(
  settings: LoyaltySettings,
  referred: Pick<ClientRecord, 'id' | 'firstName' | 'lastName'>,
): LoyaltyMove {
  return {
    id: `referral-${referred.id}`,
    kind: 'referral',
    points: settings.referralBonus,
    note: `${clientNameOf(referred)} came in on your referral`,
  };
}
