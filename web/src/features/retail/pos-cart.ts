// The point of sale's cart in the browser: what is in it, what it comes to
// (the same arithmetic the server uses, so the screen and the sale agree to
// the cent), and the process-sale request it becomes.
import { balanceDue } from '@chairside/core/payments';
import {
  priceCart,
  type CartTotals,
  type Discount,
  type ProcessSale,
  type RetailSettings,
  type Tender,
} from '@chairside/core/retail';
import type { ReservationView } from '@chairside/core/contracts/retail';
import { memberCartDiscounts, type MemberCartBenefits } from '@chairside/core/memberships';
import type { BookingRecord } from '../../lib/data/converters';
import type { ProductRecord } from '../../lib/data/retail';

export type CartItem =
  | { kind: 'product'; product: ProductRecord; quantity: number; staffId: string | null }
  | { kind: 'reservation'; reservation: ReservationView; taxRate: number }
  | { kind: 'appointment'; booking: BookingRecord }
  | {
      kind: 'gift_card';
      /** Tells two gift cards of the same design apart in the cart. */
      key: string;
      product: { id: string; name: string };
      amount: number;
      recipient: { name: string; email: string };
      message: string;
      deliverOn: string;
    };

export type GiftCardItem = Extract<CartItem, { kind: 'gift_card' }>;

/** A gift card to sell: issued with the sale, e-mailed or printed. */
export function addGiftCard(cart: Cart, item: Omit<GiftCardItem, 'kind' | 'key'>): Cart {
  return {
    ...cart,
    items: [...cart.items, { kind: 'gift_card', key: crypto.randomUUID(), ...item }],
  };
}

export interface Cart {
  items: CartItem[];
  discount: Discount | null;
  /** Tips by stylist id, minor units. */
  tips: Record<string, number>;
}

export const EMPTY_CART: Cart = { items: [], discount: null, tips: {} };

/** Adds one of a product (or one more of it). */
/**
 * Adds a product (or one more of it). Its sale is credited to `seller`:
 * the register passes the stylist of the appointment being paid, else the
 * team member at the till; it can be changed on the line.
 */
export function addProduct(cart: Cart, product: ProductRecord, seller: string | null = null): Cart {
  const found = cart.items.find((i) => i.kind === 'product' && i.product.id === product.id);
  if (found) return setQuantity(cart, product.id, (found as { quantity: number }).quantity + 1);
  return {
    ...cart,
    items: [...cart.items, { kind: 'product', product, quantity: 1, staffId: seller }],
  };
}

/** Who a product added now is credited to: the appointment's stylist, else the seller at the till. */
export function defaultSeller(cart: Cart, mine: string | null): string | null {
  const visit = cart.items.find((i) => i.kind === 'appointment');
  return visit?.kind === 'appointment' ? (visit.booking.staffId ?? mine) : mine;
}

export function setQuantity(cart: Cart, productId: string, quantity: number): Cart {
  return {
    ...cart,
    items: cart.items.flatMap((i) =>
      i.kind === 'product' && i.product.id === productId
        ? quantity > 0
          ? [{ ...i, quantity: Math.min(999, quantity) }]
          : []
        : [i],
    ),
  };
}

export function addAppointment(cart: Cart, booking: BookingRecord): Cart {
  if (cart.items.some((i) => i.kind === 'appointment' && i.booking.id === booking.id)) return cart;
  return { ...cart, items: [...cart.items, { kind: 'appointment', booking }] };
}

/** A reservation from the online shop, picked up now (its units are already held). */
export function addReservation(cart: Cart, reservation: ReservationView, taxRate: number): Cart {
  if (cart.items.some((i) => i.kind === 'reservation' && i.reservation.id === reservation.id)) {
    return cart;
  }
  return { ...cart, items: [...cart.items, { kind: 'reservation', reservation, taxRate }] };
}

export function removeItem(cart: Cart, index: number): Cart {
  const items = cart.items.filter((_, i) => i !== index);
  const stylists = new Set(stylistsOf({ ...cart, items }));
  const tips = Object.fromEntries(Object.entries(cart.tips).filter(([id]) => stylists.has(id)));
  return { ...cart, items, tips };
}

/** The stylists a tip can go to: those whose appointments or sales are in the cart. */
export function stylistsOf(cart: Cart): string[] {
  const ids = cart.items.flatMap((i) =>
    i.kind === 'appointment'
      ? [i.booking.staffId]
      : i.kind === 'product' && i.staffId
        ? [i.staffId]
        : [],
  );
  return [...new Set(ids)];
}

/** Who the sale is for, and what their membership and points take off. */
export interface SaleClient {
  clientId: string | null;
  member: MemberCartBenefits | null;
  /** What the points redeemed are worth (minor units). */
  rewards: number;
}

export const NO_CLIENT: SaleClient = { clientId: null, member: null, rewards: 0 };

/** The member's benefits on each line, in the server's order (the same arithmetic it uses). */
export function memberBenefits(cart: Cart, client: SaleClient) {
  return memberCartDiscounts(
    client.member,
    // Gift cards come last and take no benefit.
    serverOrder(cart)
      .items.filter((i) => i.kind !== 'gift_card')
      .map((i) =>
        i.kind === 'appointment'
          ? {
              kind: 'appointment' as const,
              hasDiscount: false,
              eligible: i.booking.clientId === client.clientId && i.booking.member === null,
              services: i.booking.services.map((sv) => ({ serviceId: sv.id, price: sv.price })),
              due: balanceDue(i.booking.price, i.booking.paid),
            }
          : { kind: 'product' as const, hasDiscount: false },
      ),
  );
}

export function cartTotals(
  cart: Cart,
  settings: RetailSettings,
  client: SaleClient = NO_CLIENT,
): CartTotals {
  const benefits = memberBenefits(cart, client);
  return priceCart(
    serverOrder(cart).items.map((i, n) =>
      i.kind === 'gift_card'
        ? { unitPrice: i.amount, quantity: 1, taxRate: 0, discount: null, discountable: false }
        : {
            ...(i.kind === 'product'
              ? {
                  unitPrice: i.product.sellingPrice,
                  quantity: i.quantity,
                  taxRate: i.product.taxRate,
                }
              : i.kind === 'reservation'
                ? {
                    unitPrice: i.reservation.unitPrice,
                    quantity: i.reservation.quantity,
                    taxRate: i.taxRate,
                  }
                : {
                    unitPrice: balanceDue(i.booking.price, i.booking.paid),
                    quantity: 1,
                    taxRate: settings.serviceTaxRate,
                  }),
            discount: benefits.discounts[n] ?? null,
          },
    ),
    {
      cartDiscount: cart.discount,
      tips: Object.values(cart.tips),
      taxRounding: settings.taxRounding,
      rewards: client.rewards,
    },
  );
}

/** The request for this cart (products first, then appointments, as the server prices them). */
export function saleRequest(
  orgId: string,
  cart: Cart,
  totals: CartTotals,
  tenders: Tender[],
  extra: {
    receiptEmail: string;
    idempotencyKey: string;
    clientId: string | null;
    redeemPoints?: number;
    /** A manager's sign-in approving a discount above the seller's limit. */
    approvalToken?: string;
  },
): ProcessSale {
  const products = cart.items.flatMap((i) => (i.kind === 'product' ? [i] : []));
  const reservations = cart.items.flatMap((i) => (i.kind === 'reservation' ? [i] : []));
  const appointments = cart.items.flatMap((i) => (i.kind === 'appointment' ? [i] : []));
  const giftCards = cart.items.flatMap((i) => (i.kind === 'gift_card' ? [i] : []));
  return {
    orgId,
    ...(extra.approvalToken ? { approvalToken: extra.approvalToken } : {}),
    clientId: extra.clientId,
    lines: [
      ...products.map((i) => ({
        kind: 'product' as const,
        productId: i.product.id,
        quantity: i.quantity,
        expectedUnitPrice: i.product.sellingPrice,
        staffId: i.staffId,
      })),
      ...reservations.map((i) => ({
        kind: 'reservation' as const,
        reservationId: i.reservation.id,
        expectedAmount: i.reservation.unitPrice * i.reservation.quantity,
      })),
      ...appointments.map((i) => ({
        kind: 'appointment' as const,
        bookingId: i.booking.id,
        expectedAmount: balanceDue(i.booking.price, i.booking.paid),
      })),
      ...giftCards.map((i) => ({
        kind: 'gift_card' as const,
        giftCardProductId: i.product.id,
        amount: i.amount,
        recipient: i.recipient,
        message: i.message,
        deliverOn: i.deliverOn,
      })),
    ],
    cartDiscount: cart.discount,
    redeemPoints: extra.redeemPoints ?? 0,
    tips: Object.entries(cart.tips)
      .filter(([, amount]) => amount > 0)
      .map(([staffId, amount]) => ({ staffId, amount })),
    tenders,
    expectedTotal: totals.total,
    receiptEmail: extra.receiptEmail,
    idempotencyKey: extra.idempotencyKey,
  };
}

/**
 * The cart in the order the server prices it: the totals must be worked out
 * over products first, then reservations, then appointments, so the shares of a cart discount
 * land on the same lines.
 */
export function serverOrder(cart: Cart): Cart {
  return {
    ...cart,
    items: [
      ...cart.items.filter((i) => i.kind === 'product'),
      ...cart.items.filter((i) => i.kind === 'reservation'),
      ...cart.items.filter((i) => i.kind === 'appointment'),
      ...cart.items.filter((i) => i.kind === 'gift_card'),
    ],
  };
}
