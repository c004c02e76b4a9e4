// Gift cards: the products a salon sells, the cards it issues, and every
// change of a balance. A card's code is 16 characters of Crockford base 32
// (80 random bits) and never leaves the server except to the person it is
// e-mailed to; screens see its last four. Each balance change is one
// transaction that writes the card and a ledger entry together, once per
// idempotency key, never below zero; the salon's totals (the liability)
// follow from the entry just after (records/rollups.ts).
import { randomInt } from 'node:crypto';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type {
  DebitAnswer,
  GiftCardBalance,
  GiftCardDetails,
  GiftCardEntryView,
  GiftCardLiability,
  GiftCardOffer,
  GiftCardProductView,
  GiftCardView,
} from '@chairside/core/contracts/gift-cards';
import {
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  amountProblem,
  deliveryInstant,
  giftCardExpiry,
  giftCardStatus,
  giftCodeTail,
  spendProblem,
  type GiftCardProductFields,
  type GiftCardSettings,
  type ZDebitGiftCard,
  type ZGiveGiftCard,
} from '@chairside/core/gift-cards';
import { formatMinorUnits } from '@chairside/core/money';
import type {
  GiftCardEntryRecord,
  GiftCardProductRecord,
  GiftCardRecord,
  GiftLedgerKind,
} from '@chairside/core/records/gift-card';
import type { OrgRecord } from '@chairside/core/records/org';
import type { z } from 'zod';
import { db } from '../firebase';
import { timeOf, type DueKind } from '../platform/due';
import { queueRollup } from '../records/rollups';
import { ApiError } from '../http/api-error';
import { resolveSalon } from '../platform/salon';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import {
  giftCardDoc,
  giftCardEntryDoc,
  giftCardLedgerCollection,
  giftCardProductDoc,
  giftCardProductsCollection,
  giftCardsCollection,
  giftCardTotalsDoc,
  readTotals,
} from '../records/gift-cards';
import { orgIdOfPath, requestHash } from '../platform/ids';
import { cardsReady } from '../platform/stripe';
import { trySendMail } from '../mail/mailer';
import { appOriginForSites } from '../config';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { publish } from '../platform/events';
import { giftCardMail } from './gift-card-mail';

type Actor = { uid: string | null; name: string };

/** Who handles cards at the counter, and who manages them. */
export const DESK_ROLES = ['owner', 'manager', 'front_desk'] as const;
const MANAGER_ROLES = ['owner', 'manager'] as const;

export const cardView = (c: GiftCardRecord, now = Date.now()): GiftCardView => ({
  id: c.id,
  last4: giftCodeTail(c.code),
  productName: c.productName,
  design: c.design,
  currency: c.currency,
  initialAmount: c.initialAmount,
  balance: c.balance,
  status: giftCardStatus(c, now),
  expiresAt: c.expiresAt?.toISOString() ?? null,
  buyer: c.buyer,
  recipient: c.recipient,
  message: c.message,
  deliverAt: c.deliverAt.toISOString(),
  deliveredAt: c.deliveredAt?.toISOString() ?? null,
  source: c.source,
  createdAt: c.createdAt.toISOString(),
});

export const entryView = (e: GiftCardEntryRecord): GiftCardEntryView => ({
  id: e.id,
  kind: e.kind,
  amount: e.amount,
  balanceAfter: e.balanceAfter,
  note: e.note,
  saleId: e.saleId,
  bookingId: e.bookingId,
  by: e.by.name,
  at: e.at.toISOString(),
});

const productView = (p: GiftCardProductRecord): GiftCardProductView => {
  const { createdAt: _c, updatedAt: _u, ...fields } = p;
  return fields;
};

/** A new code: 16 characters drawn with the platform's CSPRNG. */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[randomInt(32)];
  return code;
}

async function salonOf(orgId: string): Promise<OrgRecord> {
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  return salon;
}

// ── Products ────────────────────────────────────────────────────────────────

export async function listGiftCardProducts(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see gift cards' });
  const snap = await giftCardProductsCollection(orgId).orderBy('name').get();
  return readableRecords(snap.docs).map(productView);
}

export async function saveGiftCardProduct(
  caller: Caller,
  orgId: string,
  productId: string | null,
  fields: GiftCardProductFields,
): Promise<GiftCardProductView> {
  await requireRole(orgId, caller, MANAGER_ROLES, { action: 'change gift cards' });
  const ref = productId
    ? giftCardProductDoc(orgId, productId)
    : giftCardProductsCollection(orgId).doc();
  const record = await db().runTransaction(async (tx) => {
    const current = productId ? (await tx.get(ref)).data() : undefined;
    if (productId && !current) throw new ApiError('not_found', 'That gift card no longer exists.');
    const at = new Date();
    const next: GiftCardProductRecord = {
      ...fields,
      id: ref.id,
      createdAt: current?.createdAt ?? at,
      updatedAt: at,
    };
    tx.set(ref, next);
    return next;
  });
  // The site shows the gift cards on sale (and from how much).
  await publish('site.content-changed', { orgId, what: 'gift-cards' });
  return productView(record);
}

/** GET gift-cards/offer (public): what the salon's site sells, and whether it can take cards. */
export async function giftCardOffer(idOrSlug: string): Promise<GiftCardOffer> {
  // Public links name the salon by its web address or its id.
  const orgId = (await resolveSalon(idOrSlug)).id;
  const salon = await salonOf(orgId);
  const [snap, ready] = await Promise.all([
    giftCardProductsCollection(orgId).where('onlineSellable', '==', true).get(),
    cardsReady(orgId),
  ]);
  const products = readableRecords(snap.docs)
    .filter((p) => p.active)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(productView);
  return {
    orgId,
    salonName: salon.name,
    currency: salon.currency,
    timeZone: salon.timeZone,
    products,
    cardsReady: ready,
    reason: ready
      ? ''
      : `${salon.name} cannot take card payments online yet, so gift cards are sold at the salon for now.`,
  };
}

// ── Settings ────────────────────────────────────────────────────────────────

export async function giftCardSettings(caller: Caller, orgId: string) {
  await requireRole(orgId, caller, 'any', { allowSuperAdmin: true, action: 'see gift cards' });
  return (await salonOf(orgId)).giftCardSettings;
}

export async function saveGiftCardSettings(
  caller: Caller,
  orgId: string,
  settings: GiftCardSettings,
): Promise<GiftCardSettings> {
  await requireRole(orgId, caller, ['owner'], { action: 'change gift card settings' });
  await orgDoc(orgId).update({ giftCardSettings: settings, updatedAt: new Date() });
  return settings;
}

// ── Issuing ─────────────────────────────────────────────────────────────────

export interface NewCard {
  id: string;
  product: Pick<GiftCardProductRecord, 'id' | 'name' | 'design'>;
  amount: number;
  salon: Pick<OrgRecord, 'currency' | 'timeZone' | 'giftCardSettings'>;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string };
  message: string;
  deliverOn: string;
  source: GiftCardRecord['source'];
  paymentId: string | null;
  saleId: string | null;
  by: Actor;
  at: Date;
  note: string;
  /** The request that made it, to tell a retry from another request with the same key. */
  requestHash?: string;
  /** Given over in person (printed at the desk), so never e-mailed. */
  handedOver?: boolean;
}

/**
 * Writes a new card with its opening ledger entry and the totals, in a
 * transaction that has done its reads. Answers the card as written.
 */
export function writeNewCard(tx: Transaction, orgId: string, n: NewCard): GiftCardRecord {
  const at = n.at.getTime();
  const card: GiftCardRecord = {
    id: n.id,
    code: newGiftCode(),
    productId: n.product.id,
    productName: n.product.name,
    design: n.product.design,
    currency: n.salon.currency,
    initialAmount: n.amount,
    balance: n.amount,
    cancelled: false,
    expiresAt: giftCardExpiry(at, n.salon.giftCardSettings.expiryMonths, n.salon.timeZone),
    buyer: n.buyer,
    recipient: n.recipient.email ? n.recipient : n.buyer,
    message: n.message,
    deliverAt: new Date(deliveryInstant(n.deliverOn, at, n.salon.timeZone)),
    deliveredAt: n.handedOver ? n.at : null,
    source: n.source,
    paymentId: n.paymentId,
    saleId: n.saleId,
    issuedBy: n.by,
    createdAt: n.at,
    updatedAt: n.at,
  };
  tx.create(giftCardDoc(orgId, card.id), card);
  writeEntry(tx, orgId, card, {
    id: idFrom('gift-issue', card.id),
    kind: 'issue',
    amount: n.amount,
    note: n.note,
    saleId: n.saleId,
    paymentId: n.paymentId,
    by: n.by,
    at: n.at,
    requestHash: n.requestHash,
  });
  return card;
}

/** A ledger entry and the totals it moves (the card itself is written by the caller). */
function writeEntry(
  tx: Transaction,
  orgId: string,
  cardAfter: Pick<GiftCardRecord, 'id' | 'balance'>,
  e: {
    id: string;
    kind: GiftLedgerKind;
    amount: number;
    note: string;
    saleId?: string | null;
    bookingId?: string | null;
    paymentId?: string | null;
    by: Actor;
    at: Date;
    requestHash?: string;
  },
): GiftCardEntryRecord {
  const entry: GiftCardEntryRecord = {
    id: e.id,
    cardId: cardAfter.id,
    kind: e.kind,
    amount: e.amount,
    balanceAfter: cardAfter.balance,
    note: e.note,
    saleId: e.saleId ?? null,
    bookingId: e.bookingId ?? null,
    paymentId: e.paymentId ?? null,
    by: e.by,
    at: e.at,
    requestHash: e.requestHash ?? '',
  };
  tx.create(giftCardEntryDoc(orgId, e.id), entry);
  // The liability follows from the ledger, applied after this commit (records/rollups.ts).
  const totals: Record<string, number> = { outstanding: e.amount };
  if (e.kind === 'issue') Object.assign(totals, { cards: 1, issued: e.amount });
  if (e.kind === 'debit') totals['spent'] = -e.amount;
  if (e.kind === 'credit') totals['credited'] = e.amount;
  if (e.kind === 'cancel') totals['cancelled'] = -e.amount;
  queueRollup(tx, orgId, { target: giftCardTotalsDoc(orgId).path, add: totals });
  return entry;
}

/**
 * Takes `amount` off a card in a transaction that has read it (and checked
 * nothing else). Refuses a cancelled, expired or short card.
 */
export function spendCard(
  tx: Transaction,
  orgId: string,
  card: GiftCardRecord,
  amount: number,
  e: {
    entryId: string;
    note: string;
    saleId?: string | null;
    bookingId?: string | null;
    by: Actor;
    at: Date;
    requestHash?: string;
  },
): { card: GiftCardRecord; entry: GiftCardEntryRecord } {
  const money = (n: number) => formatMinorUnits(n, card.currency);
  const problem = spendProblem(card, amount, e.at.getTime(), money);
  if (problem) {
    throw new ApiError('conflict', problem, [
      { path: 'amount', message: `At most ${money(Math.max(0, card.balance))}` },
    ]);
  }
  const after = { ...card, balance: card.balance - amount, updatedAt: e.at };
  tx.update(giftCardDoc(orgId, card.id), { balance: after.balance, updatedAt: e.at });
  const entry = writeEntry(tx, orgId, after, {
    id: e.entryId,
    kind: 'debit',
    amount: -amount,
    note: e.note,
    saleId: e.saleId,
    bookingId: e.bookingId,
    by: e.by,
    at: e.at,
    requestHash: e.requestHash,
  });
  return { card: after, entry };
}

/** Puts `amount` back on a card (a returned purchase), in a transaction that has read it. */
export function creditCard(
  tx: Transaction,
  orgId: string,
  card: GiftCardRecord,
  amount: number,
  e: { entryId: string; note: string; saleId?: string | null; by: Actor; at: Date },
): GiftCardRecord {
  const after = { ...card, balance: card.balance + amount, updatedAt: e.at };
  tx.update(giftCardDoc(orgId, card.id), { balance: after.balance, updatedAt: e.at });
  writeEntry(tx, orgId, after, {
    id: e.entryId,
    kind: 'credit',
    amount,
    note: e.note,
    saleId: e.saleId,
    by: e.by,
    at: e.at,
  });
  return after;
}

/**
 * A refund of a gift card payment: the amount goes back onto its card, once
 * per refund id (a retried refund finds its entry and adds nothing).
 */
export async function giftBack(
  orgId: string,
  payment: { giftCardId?: string; saleId: string | null },
  amount: number,
  refundId: string,
  reason: string,
  by: Actor,
): Promise<void> {
  if (!payment.giftCardId) throw new ApiError('conflict', 'This payment names no gift card.');
  const cardRef = giftCardDoc(orgId, payment.giftCardId);
  const entryId = idFrom('gift-refund', refundId);
  await db().runTransaction(async (tx) => {
    const [card, done] = await Promise.all([
      tx.get(cardRef),
      tx.get(giftCardEntryDoc(orgId, entryId)),
    ]);
    if (done.exists) return;
    const record = card.data();
    if (!record) throw new ApiError('not_found', 'The gift card of this payment no longer exists.');
    if (record.cancelled) {
      throw new ApiError(
        'conflict',
        'The gift card of this payment was cancelled: refund in cash.',
      );
    }
    creditCard(tx, orgId, record, amount, {
      entryId,
      note: reason || 'Refunded',
      saleId: payment.saleId,
      by,
      at: new Date(),
    });
  });
}

/** POST gift-cards/give: an owner or manager gives a card away, e-mailed now. */
export async function giveGiftCard(
  caller: Caller,
  input: z.output<typeof ZGiveGiftCard>,
): Promise<GiftCardView> {
  const { orgId } = input;
  await requireRole(orgId, caller, MANAGER_ROLES, { action: 'give gift cards' });
  const [salon, by] = await Promise.all([salonOf(orgId), actorOf(orgId, caller)]);
  const id = idFrom('gift-give', orgId, input.idempotencyKey);
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  const card = await db().runTransaction(async (tx) => {
    const [existing, product] = await Promise.all([
      tx.get(giftCardDoc(orgId, id)),
      tx.get(giftCardProductDoc(orgId, input.giftCardProductId)),
    ]);
    const given = existing.data();
    if (given) {
      const entry = (await tx.get(giftCardEntryDoc(orgId, idFrom('gift-issue', id)))).data();
      if (entry && entry.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for another card.',
        );
      }
      return given;
    }
    const p = product.data();
    if (!p) throw new ApiError('not_found', 'That gift card no longer exists.');
    const card = writeNewCard(tx, orgId, {
      id,
      product: p,
      amount: input.amount,
      salon,
      buyer: { name: salon.name, email: salon.email },
      recipient: input.recipient,
      message: input.message,
      deliverOn: '',
      source: 'given',
      paymentId: null,
      saleId: null,
      by,
      at: new Date(),
      note: input.note || `Given by ${by.name}`,
      requestHash: hash,
    });
    return card;
  });
  await deliverCard(orgId, card.id);
  const after = (await giftCardDoc(orgId, card.id).get()).data() ?? card;
  return cardView(after);
}

// ── Delivery ────────────────────────────────────────────────────────────────

/**
 * E-mails a card to its recipient once: the card is claimed (deliveredAt set)
 * before the e-mail goes, and released again when it could not be sent, so
 * the due work tries again. Answers whether it was sent now.
 */
export async function deliverCard(orgId: string, cardId: string, now = new Date()) {
  const ref = giftCardDoc(orgId, cardId);
  const claimed = await db().runTransaction(async (tx) => {
    const card = (await tx.get(ref)).data();
    if (!card || card.deliveredAt || card.cancelled) return null;
    if (card.deliverAt.getTime() > now.getTime()) return null;
    tx.update(ref, { deliveredAt: now });
    return card;
  });
  if (!claimed) return false;
  const salon = (await orgDoc(orgId).get()).data();
  const sent =
    !!salon &&
    (await trySendMail(giftCardMail(claimed, salon, appOriginForSites())).catch(() => false));
  if (!sent) {
    await ref.update({ deliveredAt: null });
    logger.warn('A gift card e-mail was not sent; the due work tries again', { orgId, cardId });
  }
  return sent;
}

/**
 * A card bought for a later day as due work: a task at `deliverAt`; the
 * sweeper (and the emulators) find the cards whose day has come.
 */
export const giftCardsDue: DueKind = {
  document: 'orgs/{orgId}/giftCards/{id}',
  dueAt: (d) => (d['deliveredAt'] || d['cancelled'] ? null : timeOf(d['deliverAt'])),
  due: async (now, limit) => {
    const due = await db()
      .collectionGroup('giftCards')
      .where('deliveredAt', '==', null)
      .where('deliverAt', '<=', now)
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: orgIdOfPath(d.ref), id: d.id }));
  },
  run: async ({ orgId, id }, now) => ((await deliverCard(orgId, id, now)) ? 'delivered' : null),
};

/** Due work: cards whose delivery day has come. Answers how many went out. */
export async function deliverDueGiftCards(now: Date): Promise<number> {
  let sent = 0;
  for (const item of await giftCardsDue.due(now, 100)) {
    if (await giftCardsDue.run(item, now)) sent++;
  }
  return sent;
}

// ── Looking up and spending ────────────────────────────────────────────────

export async function cardByCode(orgId: string, code: string): Promise<GiftCardRecord> {
  const snap = await giftCardsCollection(orgId).where('code', '==', code).limit(1).get();
  const card = readableRecords(snap.docs)[0];
  if (!card) throw new ApiError('not_found', 'No gift card of this salon has that code.');
  return card;
}

/** POST gift-cards/check-balance (public, rate limited): the balance, nothing else. */
export async function checkBalance(orgId: string, code: string): Promise<GiftCardBalance> {
  const card = await cardByCode(orgId, code);
  const view = cardView(card);
  return {
    last4: view.last4,
    design: card.design,
    balance: view.status === 'active' ? card.balance : 0,
    currency: card.currency,
    status: view.status,
    expiresAt: view.expiresAt,
  };
}

/** POST gift-cards/lookup (the desk): the card a client's code names. */
export async function lookupGiftCard(caller: Caller, orgId: string, code: string) {
  await requireRole(orgId, caller, DESK_ROLES, { action: 'look up gift cards' });
  return cardView(await cardByCode(orgId, code));
}

export async function listGiftCards(caller: Caller, orgId: string): Promise<GiftCardView[]> {
  await requireRole(orgId, caller, DESK_ROLES, { allowSuperAdmin: true, action: 'see gift cards' });
  const snap = await giftCardsCollection(orgId).orderBy('createdAt', 'desc').limit(200).get();
  const now = Date.now();
  return readableRecords(snap.docs).map((c) => cardView(c, now));
}

/** GET gift-cards/{id}/details: the card and its history, newest first. */
export async function giftCardDetails(
  caller: Caller,
  orgId: string,
  cardId: string,
): Promise<GiftCardDetails> {
  await requireRole(orgId, caller, DESK_ROLES, { allowSuperAdmin: true, action: 'see gift cards' });
  const [card, history] = await Promise.all([
    giftCardDoc(orgId, cardId).get(),
    giftCardLedgerCollection(orgId)
      .where('cardId', '==', cardId)
      .orderBy('at', 'desc')
      .limit(100)
      .get(),
  ]);
  const record = card.data();
  if (!record) throw new ApiError('not_found', 'That gift card no longer exists.');
  return { card: cardView(record), history: readableRecords(history.docs).map(entryView) };
}

/**
 * POST gift-cards/{id}/debit: spends part of a card, in one transaction, once
 * per idempotency key; never more than is on it.
 */
export async function debitGiftCard(
  caller: Caller,
  cardId: string,
  input: z.output<typeof ZDebitGiftCard>,
): Promise<DebitAnswer> {
  const { orgId } = input;
  await requireRole(orgId, caller, DESK_ROLES, { action: 'take gift card payments' });
  const by = await actorOf(orgId, caller);
  const entryId = idFrom('gift-debit', orgId, cardId, input.idempotencyKey);
  const hash = requestHash({ ...input, idempotencyKey: undefined, cardId });
  return db().runTransaction(async (tx) => {
    const [cardSnap, previousSnap] = await Promise.all([
      tx.get(giftCardDoc(orgId, cardId)),
      tx.get(giftCardEntryDoc(orgId, entryId)),
    ]);
    const card = cardSnap.data();
    if (!card) throw new ApiError('not_found', 'That gift card no longer exists.');
    const previous = previousSnap.data();
    if (previous) {
      if (previous.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This idempotency key was already used for a different debit. Use a new key.',
        );
      }
      return { card: cardView(card), entry: entryView(previous), replayed: true };
    }
    const spent = spendCard(tx, orgId, card, input.amount, {
      entryId,
      note: input.note,
      by,
      at: new Date(),
      requestHash: hash,
    });
    return { card: cardView(spent.card), entry: entryView(spent.entry), replayed: false };
  });
}

/** POST gift-cards/{id}/cancel (owners): what is left on it is no longer owed. */
export async function cancelGiftCard(
  caller: Caller,
  orgId: string,
  cardId: string,
  reason: string,
): Promise<GiftCardView> {
  await requireRole(orgId, caller, ['owner'], { action: 'cancel gift cards' });
  const by = await actorOf(orgId, caller);
  return db().runTransaction(async (tx) => {
    const ref = giftCardDoc(orgId, cardId);
    const card = (await tx.get(ref)).data();
    if (!card) throw new ApiError('not_found', 'That gift card no longer exists.');
    if (card.cancelled) return cardView(card);
    const at = new Date();
    const after = { ...card, cancelled: true, balance: 0, updatedAt: at };
    tx.update(ref, { cancelled: true, balance: 0, updatedAt: at });
    writeEntry(tx, orgId, after, {
      id: idFrom('gift-cancel', cardId),
      kind: 'cancel',
      amount: -card.balance,
      note: reason || `Cancelled by ${by.name}`,
      by,
      at,
    });
    return cardView(after);
  });
}

/** GET gift-cards/liability: what the salon has issued, what was spent, what it still owes. */
export async function giftCardLiability(caller: Caller, orgId: string): Promise<GiftCardLiability> {
  await requireRole(orgId, caller, MANAGER_ROLES, {
    allowSuperAdmin: true,
    action: 'see the gift card liability',
  });
  const [salon, totals] = await Promise.all([salonOf(orgId), giftCardTotalsDoc(orgId).get()]);
  return { currency: salon.currency, ...readTotals(totals.data()) };
}

export { amountProblem };
