// Gift cards: what a salon offers (gift card products: amounts and a design),
// the cards it issues (an unguessable code and a balance in minor units), and
// the rules of their codes, amounts and expiry. A card's balance changes only
// on the server, one transaction per change, each with a ledger entry.
import { z } from 'zod';
import { ZIdempotencyKey } from './ids';
import { zDocId } from './ids';
import { ZIsoDate } from './staff-profile';
import { addDays, localParts, zonedInstant } from './zoned-time';

/** The most one gift card may hold (minor units): 5,000.00. */
export const MAX_GIFT_CARD_MINOR = 500_000;
/** The least a gift card may be sold for: 5.00. */
export const MIN_GIFT_CARD_MINOR = 500;

const ZOrgId = z.string().trim().pipe(zDocId('Not a salon id'));
export const ZGiftCardProductId = z.string().trim().pipe(zDocId('Not a gift card product id'));
export const ZGiftCardId = z.string().trim().pipe(zDocId('Not a gift card id'));

const amount = (what: string) =>
  z
    .number({ error: `Enter the ${what}` })
    .int(`The ${what} is in whole cents`)
    .min(MIN_GIFT_CARD_MINOR, `The ${what} is at least 5.00`)
    .max(MAX_GIFT_CARD_MINOR, `The ${what} is at most 5,000.00`);

const text = (max: number, what: string) =>
  z.string().trim().max(max, `The ${what} can be at most ${max} characters`).default('');

// ── Designs ─────────────────────────────────────────────────────────────────

/** The card's look, on the page, the e-mail and the printed card. */
export const GIFT_CARD_DESIGNS = ['classic', 'blush', 'midnight', 'botanical', 'gold'] as const;
export type GiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];
export const GIFT_CARD_DESIGN_STYLES: Record<
  GiftCardDesign,
  { label: string; background: string; ink: string; accent: string }
> = {
  classic: { label: 'Classic', background: '#f7f3ee', ink: '#1f1d1b', accent: '#8a5a3b' },
  blush: { label: 'Blush', background: '#f9e4e7', ink: '#3b1d24', accent: '#b03a5b' },
  midnight: { label: 'Midnight', background: '#1d2340', ink: '#f5f3ff', accent: '#c9b3ff' },
  botanical: { label: 'Botanical', background: '#e3efe4', ink: '#17301c', accent: '#2f6b3a' },
  gold: { label: 'Gold', background: '#221b10', ink: '#fbf3df', accent: '#d8b45a' },
};

// ── Gift card products ──────────────────────────────────────────────────────

/** What a salon sells: fixed amounts, a custom amount within limits, or both. */
export const ZGiftCardProductInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Give the gift card a name of at least 2 characters')
      .max(80, 'Use at most 80 characters'),
    description: text(500, 'description'),
    design: z.enum(GIFT_CARD_DESIGNS, { error: 'Choose a design' }).default('classic'),
    /** The amounts offered (minor units), smallest first. */
    amounts: z
      .array(amount('amount'))
      .max(8, 'Offer at most 8 amounts')
      .default([])
      .transform((a) => [...new Set(a)].sort((x, y) => x - y)),
    /** Whether the buyer may choose their own amount between the limits. */
    allowCustom: z.boolean().default(false),
    customMin: amount('smallest custom amount').default(2500),
    customMax: amount('largest custom amount').default(50_000),
    /** Sold on the salon's website (always at the point of sale while active). */
    onlineSellable: z.boolean().default(true),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (!p.amounts.length && !p.allowCustom) {
      ctx.addIssue({
        code: 'custom',
        path: ['amounts'],
        message: 'Offer at least one amount, or let the buyer choose one',
      });
    }
    if (p.allowCustom && p.customMin > p.customMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['customMax'],
        message: 'The largest custom amount is below the smallest',
      });
    }
  });
export type GiftCardProductInput = z.input<typeof ZGiftCardProductInput>;
export type GiftCardProductFields = z.output<typeof ZGiftCardProductInput>;

export const ZSaveGiftCardProduct = z.object({
  orgId: ZOrgId,
  product: ZGiftCardProductInput,
});

/** Why an amount cannot be bought on this product, or null when it can. */
export function amountProblem(
  p: Pick<GiftCardProductFields, 'amounts' | 'allowCustom' | 'customMin' | 'customMax'>,
  value: number,
  money: (n: number) => string,
): string | null {
  if (p.amounts.includes(value)) return null;
  if (p.allowCustom && value >= p.customMin && value <= p.customMax) return null;
  if (p.allowCustom) {
    return `Choose an amount from ${money(p.customMin)} to ${money(p.customMax)}${p.amounts.length ? `, or ${p.amounts.map(money).join(', ')}` : ''}.`;
  }
  return `Choose one of ${p.amounts.map(money).join(', ')}.`;
}

// ── Codes ───────────────────────────────────────────────────────────────────

/**
 * Crockford's base-32 alphabet: no I, L, O or U, so a code read aloud or
 * typed from a printed card is not mistaken. 16 characters are 80 bits.
 */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 16;

/** A code as typed (any case, spaces, dashes, O for 0, I or L for 1) → as stored. */
export function normalizeGiftCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** A stored code as people read it: XXXX-XXXX-XXXX-XXXX. */
export const formatGiftCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** A code's last four, the only part screens and lists show. */
export const giftCodeTail = (code: string) => code.slice(-4);

export const ZGiftCode = z
  .string({ error: 'Enter the gift card code' })
  .trim()
  .max(40, 'That is not a gift card code')
  .transform(normalizeGiftCode)
  .refine(
    (c) => c.length === GIFT_CODE_LENGTH && [...c].every((ch) => GIFT_CODE_ALPHABET.includes(ch)),
    'That is not a gift card code: it has 16 letters and digits, like ABCD-EFGH-JKMN-PQRS',
  );

// ── Cards ───────────────────────────────────────────────────────────────────

export const GIFT_CARD_STATUSES = ['active', 'used', 'expired', 'cancelled'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  active: 'Active',
  used: 'Used up',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Where a card stands at `now`: cancelled and expired cards cannot be spent. */
export function giftCardStatus(
  card: { cancelled: boolean; balance: number; expiresAt: Date | null },
  now: number,
): GiftCardStatus {
  if (card.cancelled) return 'cancelled';
  if (card.expiresAt && card.expiresAt.getTime() <= now) return 'expired';
  return card.balance > 0 ? 'active' : 'used';
}

/** Why a card cannot pay `amount` at `now`, or null when it can. */
export function spendProblem(
  card: { cancelled: boolean; balance: number; expiresAt: Date | null },
  value: number,
  now: number,
  money: (n: number) => string,
): string | null {
  const status = giftCardStatus(card, now);
  if (status === 'cancelled') return 'This gift card was cancelled.';
  if (status === 'expired') return 'This gift card has expired.';
  if (status === 'used') return 'This gift card has nothing left on it.';
  if (value > card.balance) {
    return `This gift card has ${money(card.balance)} left, less than ${money(value)}.`;
  }
  return null;
}

/** Gift card settings: how long a card lasts (none by default, as many places require). */
export const ZGiftCardSettings = z.object({
  /** Months from issue until a card expires; null never. */
  expiryMonths: z
    .number({ error: 'Enter a number of months' })
    .int('Use whole months')
    .min(12, 'Cards last at least 12 months (many places require five years or more)')
    .max(120, 'At most 120 months')
    .nullable()
    .default(null),
});
export type GiftCardSettings = z.output<typeof ZGiftCardSettings>;
export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = { expiryMonths: null };
export const ZSaveGiftCardSettings = ZGiftCardSettings.extend({ orgId: ZOrgId });

/** When a card issued at `at` expires: the end of the salon-local day, `months` later. */
export function giftCardExpiry(at: number, months: number | null, timeZone: string): Date | null {
  if (months === null) return null;
  const today = localParts(at, timeZone).date;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
  return new Date(zonedInstant(addDays(date, 1), '00:00', timeZone));
}

// ── Calls ───────────────────────────────────────────────────────────────────

const ZPerson = (who: string) =>
  z.object({
    name: z
      .string()
      .trim()
      .min(2, `Enter ${who} name`)
      .max(100, `Enter ${who} name (at most 100 characters)`),
    email: z
      .email(`Enter ${who} e-mail address, like name@example.com`)
      .max(254, `Enter ${who} e-mail address (at most 254 characters)`),
  });

/**
 * POST gift-cards/create-payment-intent (public): a visitor buys a card on
 * the salon's site. The card is issued when the payment succeeds.
 */
export const ZBuyGiftCard = z
  .object({
    orgId: ZOrgId,
    giftCardProductId: ZGiftCardProductId,
    amount: z.number({ error: 'Choose an amount' }).int('Choose an amount'),
    buyer: ZPerson('your'),
    /** Who receives it: nobody else means the buyer. */
    recipient: z
      .object({
        name: z
          .string()
          .trim()
          .max(100, 'Enter the recipient’s name (at most 100 characters)')
          .default(''),
        email: z
          .union([z.literal(''), z.email('Enter a valid e-mail address for the recipient')])
          .default(''),
      })
      .default({ name: '', email: '' }),
    message: text(300, 'message'),
    /** The salon-local day the e-mail goes out ('' now). */
    deliverOn: z.union([z.literal(''), ZIsoDate]).default(''),
    honeypot: z.string().max(200).default(''),
    idempotencyKey: ZIdempotencyKey,
  })
  .refine((b) => !b.recipient.email || b.recipient.name.length >= 2, {
    path: ['recipient', 'name'],
    message: 'Enter the recipient’s name',
  });
export type BuyGiftCard = z.input<typeof ZBuyGiftCard>;

/** POST gift-cards/issue: the card for a paid purchase (the buyer's page asks once paid). */
export const ZIssueGiftCard = z.object({
  orgId: ZOrgId,
  paymentId: z.string().trim().pipe(zDocId('Not a payment id')),
});

/** POST gift-cards/give: an owner or manager gives a card (a prize, an apology). */
export const ZGiveGiftCard = z.object({
  orgId: ZOrgId,
  giftCardProductId: ZGiftCardProductId,
  amount: amount('amount'),
  recipient: ZPerson('the recipient’s'),
  message: text(300, 'message'),
  note: text(200, 'note'),
  idempotencyKey: ZIdempotencyKey,
});

/** POST gift-cards/:giftCardId/debit: spend part of a card (the desk, in one transaction). */
export const ZDebitGiftCard = z.object({
  orgId: ZOrgId,
  amount: z
    .number({ error: 'Enter an amount' })
    .int('Use whole cents')
    .min(1, 'Enter an amount above zero')
    .max(MAX_GIFT_CARD_MINOR, 'That is more than a gift card holds'),
  note: text(200, 'note'),
  idempotencyKey: ZIdempotencyKey,
});
export type DebitGiftCard = z.input<typeof ZDebitGiftCard>;

/** POST gift-cards/lookup (the desk) and POST gift-cards/check-balance (anyone): by code. */
export const ZGiftCardLookup = z.object({ orgId: ZOrgId, code: ZGiftCode });

/** POST booking/deposit-gift-card: a held online booking's deposit paid with a gift card. */
export const ZDepositGiftCard = z.object({
  orgId: ZOrgId,
  bookingId: zDocId('Not an appointment id'),
  code: ZGiftCode,
});

export const ZGiftCardQuery = z.object({ orgId: ZOrgId });
export const ZGiftCardCancel = z.object({
  orgId: ZOrgId,
  reason: text(200, 'reason'),
});

/** The salon-local instant a card chosen for `deliverOn` is e-mailed (9:00), or now. */
export function deliveryInstant(deliverOn: string, now: number, timeZone: string): number {
  if (!deliverOn) return now;
  const at = zonedInstant(deliverOn, '09:00', timeZone);
  return Math.max(at, now);
}
