// Gift cards as stored, all written by functions alone:
//   orgs/{orgId}/giftCardProducts/{id}  what the salon sells (the team reads it)
//   orgs/{orgId}/giftCards/{id}         an issued card with its code and balance (server only)
//   orgs/{orgId}/giftCardLedger/{id}    every change of a balance (server only)
//   orgs/{orgId}/giftCardOrders/{paymentId}  an online purchase waiting for its payment
//   orgs/{orgId}/giftCardTotals/all     issued, spent and outstanding (the liability)
import { z } from 'zod';
import { GIFT_CARD_DESIGNS, ZGiftCardProductInput } from '../gift-cards';
import { storedNumber, storedString, ZStoredDate, ZStoredOptionalDate } from './stored';

const ZActor = z
  .object({ uid: z.string().nullable().catch(null), name: storedString() })
  .catch({ uid: null, name: '' });

const ZContact = z
  .object({ name: storedString(), email: storedString() })
  .catch({ name: '', email: '' });

export const ZGiftCardProductRecord = ZGiftCardProductInput.safeExtend({
  id: z.string(),
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type GiftCardProductRecord = z.output<typeof ZGiftCardProductRecord>;

export const GIFT_CARD_SOURCES = ['online', 'pos', 'given', 'imported'] as const;

export const ZGiftCardRecord = z.object({
  id: z.string(),
  /** The code, normalised (16 characters of Crockford base 32). Never sent to a list. */
  code: z.string(),
  productId: storedString(),
  productName: storedString(),
  design: z.enum(GIFT_CARD_DESIGNS).catch('classic'),
  currency: storedString('USD'),
  initialAmount: z.number().int(),
  balance: z.number().int(),
  cancelled: z.boolean().catch(false).default(false),
  expiresAt: ZStoredOptionalDate,
  buyer: ZContact,
  recipient: ZContact,
  message: storedString(),
  /** When the card is e-mailed to its recipient, and when it was. */
  deliverAt: ZStoredDate,
  deliveredAt: ZStoredOptionalDate,
  source: z.enum(GIFT_CARD_SOURCES).catch('online'),
  paymentId: z.string().nullable().catch(null).default(null),
  saleId: z.string().nullable().catch(null).default(null),
  issuedBy: ZActor,
  createdAt: ZStoredDate,
  updatedAt: ZStoredDate,
});
export type GiftCardRecord = z.output<typeof ZGiftCardRecord>;

export const GIFT_LEDGER_KINDS = ['issue', 'debit', 'credit', 'cancel'] as const;
export type GiftLedgerKind = (typeof GIFT_LEDGER_KINDS)[number];

/** One change of a card's balance: what, how much (signed), what it left, why and by whom. */
export const ZGiftCardEntryRecord = z.object({
  id: z.string(),
  cardId: z.string(),
  kind: z.enum(GIFT_LEDGER_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  note: storedString(),
  saleId: z.string().nullable().catch(null).default(null),
  bookingId: z.string().nullable().catch(null).default(null),
  paymentId: z.string().nullable().catch(null).default(null),
  by: ZActor,
  at: ZStoredDate,
  /** Tells a retried debit from a different one with the same key. */
  requestHash: storedString(),
});
export type GiftCardEntryRecord = z.output<typeof ZGiftCardEntryRecord>;

/** A purchase on the site, kept until its payment succeeds and the card is issued. */
export const ZGiftCardOrderRecord = z.object({
  id: z.string(),
  productId: z.string(),
  amount: z.number().int(),
  buyer: ZContact,
  recipient: ZContact,
  message: storedString(),
  deliverOn: storedString(),
  cardId: z.string().nullable().catch(null).default(null),
  createdAt: ZStoredDate,
});
export type GiftCardOrderRecord = z.output<typeof ZGiftCardOrderRecord>;

/** The salon's gift cards in sum, kept by increments beside every ledger entry. */
export const ZGiftCardTotalsRecord = z.object({
  cards: storedNumber(),
  issued: storedNumber(),
  spent: storedNumber(),
  /** Put back on cards (returns), cancelled balances come off `outstanding` too. */
  credited: storedNumber(),
  cancelled: storedNumber(),
  /** What the salon still owes on cards: its gift card liability. */
  outstanding: storedNumber(),
});
export type GiftCardTotalsRecord = z.output<typeof ZGiftCardTotalsRecord>;
