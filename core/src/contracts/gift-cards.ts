// Gift card calls: the spec's POST create-payment-intent and issue, and
// gift-cards/{id}/debit and gift-cards/{id}/details, plus what a salon needs
// around them: the gift card products it sells, a balance check by code, the
// desk's look-up, a card given away, cancelling, the liability and settings.
import { z } from 'zod';
import {
  ZBuyGiftCard,
  ZDebitGiftCard,
  ZGiftCardCancel,
  ZGiftCardLookup,
  ZGiftCardQuery,
  ZGiveGiftCard,
  ZIssueGiftCard,
  ZSaveGiftCardProduct,
  ZSaveGiftCardSettings,
  type GiftCardDesign,
  type GiftCardProductFields,
  type GiftCardSettings,
  type GiftCardStatus,
} from '../gift-cards';
import type { PaymentStatus } from '../payments';
import { zDocId } from '../ids';
import type { CardIntent } from './card';
import { endpoint } from './endpoint';

export interface GiftCardProductView extends GiftCardProductFields {
  id: string;
}

/** A card as the team sees it: never its whole code, only the last four. */
export interface GiftCardView {
  id: string;
  last4: string;
  productName: string;
  design: GiftCardDesign;
  currency: string;
  initialAmount: number;
  balance: number;
  status: GiftCardStatus;
  expiresAt: string | null;
  buyer: { name: string; email: string };
  recipient: { name: string; email: string };
  message: string;
  deliverAt: string;
  deliveredAt: string | null;
  source: 'online' | 'pos' | 'given' | 'imported';
  createdAt: string;
}

export interface GiftCardEntryView {
  id: string;
  kind: 'issue' | 'debit' | 'credit' | 'cancel';
  amount: number;
  balanceAfter: number;
  note: string;
  saleId: string | null;
  bookingId: string | null;
  by: string;
  at: string;
}

export interface GiftCardDetails {
  card: GiftCardView;
  history: GiftCardEntryView[];
}

/** What anyone holding the code may learn: the balance and whether it can be spent. */
export interface GiftCardBalance {
  last4: string;
  design: GiftCardDesign;
  balance: number;
  currency: string;
  status: GiftCardStatus;
  expiresAt: string | null;
}

/** What the buy page needs: the salon, its cards on sale, and whether it takes cards. */
export interface GiftCardOffer {
  /** The salon's id (the page may have been opened with its web address). */
  orgId: string;
  salonName: string;
  currency: string;
  timeZone: string;
  products: GiftCardProductView[];
  /** False when the salon cannot take card payments: the page says so. */
  cardsReady: boolean;
  reason: string;
}

export interface GiftCardIssueAnswer {
  status: PaymentStatus;
  /** The card once issued (its last four, amount, and when it is e-mailed, to whom). */
  card: {
    last4: string;
    design: GiftCardDesign;
    amount: number;
    currency: string;
    deliverAt: string;
    deliveredTo: string;
  } | null;
  message: string;
}

export interface GiftCardLiability {
  currency: string;
  cards: number;
  issued: number;
  spent: number;
  credited: number;
  cancelled: number;
  outstanding: number;
}

export interface DebitAnswer {
  card: GiftCardView;
  entry: GiftCardEntryView;
  replayed: boolean;
}

const ZCardRef = z.object({ orgId: z.string().trim().pipe(zDocId('Not a salon id')) });

export const giftCardContracts = {
  /** GET /api/gift-cards/offer?orgId (public): the salon's gift cards on sale online. */
  offer: endpoint<GiftCardOffer>()('GET', 'gift-cards', '/offer', undefined, ZGiftCardQuery),
  /** POST /api/gift-cards/create-payment-intent (public): pay for a card; it is issued once paid. */
  createPaymentIntent: endpoint<CardIntent>()(
    'POST',
    'gift-cards',
    '/create-payment-intent',
    ZBuyGiftCard,
  ),
  /** POST /api/gift-cards/issue (public): the card of a paid purchase (asks Stripe first). */
  issue: endpoint<GiftCardIssueAnswer>()('POST', 'gift-cards', '/issue', ZIssueGiftCard),
  /** POST /api/gift-cards/check-balance (public, rate limited): a card's balance by its code. */
  checkBalance: endpoint<GiftCardBalance>()(
    'POST',
    'gift-cards',
    '/check-balance',
    ZGiftCardLookup,
  ),
  /** POST /api/gift-cards/lookup (the desk, rate limited): the card a code names. */
  lookup: endpoint<GiftCardView>()('POST', 'gift-cards', '/lookup', ZGiftCardLookup),
  /** POST /api/gift-cards/give (owners, managers): a card given, paid by nobody. */
  give: endpoint<GiftCardView>()('POST', 'gift-cards', '/give', ZGiveGiftCard),
  /** GET /api/gift-cards/products?orgId (the team): the gift cards the salon sells. */
  products: endpoint<{ products: GiftCardProductView[] }>()(
    'GET',
    'gift-cards',
    '/products',
    undefined,
    ZGiftCardQuery,
  ),
  /** POST /api/gift-cards/products (owners, managers): a new gift card product. */
  createProduct: endpoint<GiftCardProductView>()(
    'POST',
    'gift-cards',
    '/products',
    ZSaveGiftCardProduct,
  ),
  /** PUT /api/gift-cards/products/:giftCardProductId (owners, managers). */
  updateProduct: endpoint<GiftCardProductView>()(
    'PUT',
    'gift-cards',
    '/products/:giftCardProductId',
    ZSaveGiftCardProduct,
  ),
  /** GET /api/gift-cards/cards?orgId: the newest 200 cards (owners, managers, the desk). */
  cards: endpoint<{ cards: GiftCardView[] }>()(
    'GET',
    'gift-cards',
    '/cards',
    undefined,
    ZGiftCardQuery,
  ),
  /** GET /api/gift-cards/liability?orgId (owners, managers): what the salon owes on cards. */
  liability: endpoint<GiftCardLiability>()(
    'GET',
    'gift-cards',
    '/liability',
    undefined,
    ZGiftCardQuery,
  ),
  /** GET /api/gift-cards/settings?orgId. */
  settings: endpoint<GiftCardSettings>()(
    'GET',
    'gift-cards',
    '/settings',
    undefined,
    ZGiftCardQuery,
  ),
  /** PUT /api/gift-cards/settings (owners). */
  saveSettings: endpoint<GiftCardSettings>()(
    'PUT',
    'gift-cards',
    '/settings',
    ZSaveGiftCardSettings,
  ),
  /** GET /api/gift-cards/:giftCardId/details?orgId (the desk): the card and its history. */
  details: endpoint<GiftCardDetails>()(
    'GET',
    'gift-cards',
    '/:giftCardId/details',
    undefined,
    ZCardRef,
  ),
  /** POST /api/gift-cards/:giftCardId/debit (the desk): spend part of it, once per key. */
  debit: endpoint<DebitAnswer>()('POST', 'gift-cards', '/:giftCardId/debit', ZDebitGiftCard),
  /** POST /api/gift-cards/:giftCardId/cancel (owners): its balance is no longer spendable. */
  cancel: endpoint<GiftCardView>()('POST', 'gift-cards', '/:giftCardId/cancel', ZGiftCardCancel),
} as const;
