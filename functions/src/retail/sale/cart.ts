// A sale's first two steps. `startSale` runs before the transaction: who is
// selling (a booth renter sells only their own, in cash), the salon, the
// stylists named, the sale's id from its idempotency key, and the cart split
// by kind of line and of payment. `loadCart` is the transaction's reads, all
// before any write: the sale if a retry already made it, then every record
// the cart names.
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { ZProcessSale } from '@chairside/core/retail';
import type { BookingRecord } from '@chairside/core/records/booking';
import type { ClientRecord } from '@chairside/core/records/client';
import type { GiftCardProductRecord, GiftCardRecord } from '@chairside/core/records/gift-card';
import type { OrgRecord } from '@chairside/core/records/org';
import type { PaymentRecord } from '@chairside/core/records/payment';
import type { ProductRecord, ReservationRecord, SaleRecord } from '@chairside/core/records/retail';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { approverFrom, type Caller } from '../../http/auth';
import { requireRole, type Membership } from '../../http/membership';
import { actorOf, type Actor } from '../../platform/actor';
import { idFrom, requestHash } from '../../platform/ids';
import { bookingDoc } from '../../records/bookings';
import { clientDoc } from '../../records/clients';
import { giftCardDoc, giftCardProductDoc } from '../../records/gift-cards';
import { orgDoc } from '../../records/orgs';
import { paymentDoc } from '../../records/payments';
import { getAll } from '../../records/repository';
import { productDoc, reservationDoc, saleDoc } from '../../records/retail';
import { staffDoc } from '../../records/team';
import { readParts } from '../bundles';
import { assertWorksWith } from '../../platform/client-access';

export type SaleInput = z.output<typeof ZProcessSale>;
type Line = SaleInput['lines'][number];
type TenderInput = SaleInput['tenders'][number];
export type ProductLine = Extract<Line, { kind: 'product' }>;
export type ReservationLine = Extract<Line, { kind: 'reservation' }>;
export type AppointmentLine = Extract<Line, { kind: 'appointment' }>;
export type GiftLine = Extract<Line, { kind: 'gift_card' }>;
export type CardTender = Extract<TenderInput, { method: 'card' | 'qr' }>;
export type GiftTender = Extract<TenderInput, { method: 'gift_card' }>;

export const SELLER_ROLES = ['owner', 'manager', 'front_desk', 'booth_renter'] as const;

/** What a sale knows before its transaction. */
export interface SaleStart {
  orgId: string;
  input: SaleInput;
  salon: OrgRecord;
  /** The seller's membership when they are a booth renter (who sells only their own). */
  renter: Membership | null;
  /** The seller's membership (null for a super-admin): whose clients they may sell to. */
  seller: Membership | null;
  mayGoNegative: boolean;
  by: Actor;
  /** An owner or manager who approved a discount above the seller's limit (signed in at the till). */
  approver: Actor | null;
  staffNames: ReadonlyMap<string, string>;
  saleRef: DocumentReference<SaleRecord>;
  hash: string;
  productLines: ProductLine[];
  reservationLines: ReservationLine[];
  appointmentLines: AppointmentLine[];
  giftLines: GiftLine[];
  cardTenders: CardTender[];
  giftTenders: GiftTender[];
  /** The cards this sale issues: the same ids on every retry. */
  giftIds: string[];
}

/** The owner or manager whose sign-in approves this sale's discounts, if one was given. */
async function approverOf(orgId: string, token: string): Promise<Actor | null> {
  if (!token) return null;
  const manager = await approverFrom(token);
  await requireRole(orgId, manager, ['owner', 'manager'], { action: 'approve discounts' });
  return actorOf(orgId, manager);
}

const only = <T extends Line['kind']>(lines: readonly Line[], kind: T) =>
  lines.flatMap((l) => (l.kind === kind ? [l as Extract<Line, { kind: T }>] : []));

export async function startSale(caller: Caller, input: SaleInput): Promise<SaleStart> {
  const { orgId } = input;
  const member = await requireRole(orgId, caller, SELLER_ROLES, { action: 'make sales' });
  const renter = member?.role === 'booth_renter' ? member : null;
  if (renter && input.tenders.some((t) => t.method !== 'cash')) {
    throw new ApiError(
      'forbidden',
      'Card payments go to the salon’s account: as a booth renter you take your own sales in cash.',
    );
  }
  const giftLines = only(input.lines, 'gift_card');
  if (renter && giftLines.length) {
    throw new ApiError(
      'forbidden',
      'Gift cards are the salon’s: as a booth renter you do not sell them.',
    );
  }
  const [salonSnap, by, approver] = await Promise.all([
    orgDoc(orgId).get(),
    actorOf(orgId, caller),
    approverOf(orgId, input.approvalToken),
  ]);
  const salon = salonSnap.data();
  if (!salon) throw new ApiError('not_found', 'That salon no longer exists.');
  const productLines = only(input.lines, 'product');
  const saleRef = saleDoc(orgId, idFrom('sale', orgId, input.idempotencyKey));
  return {
    orgId,
    input,
    salon,
    renter,
    seller: member,
    approver,
    mayGoNegative:
      salon.retailSettings.allowNegativeStock ||
      (input.allowNegativeStock && member?.role === 'owner'),
    by,
    staffNames: await staffNamesOf(orgId, input, productLines),
    saleRef,
    hash: requestHash({ ...input, idempotencyKey: undefined }),
    productLines,
    reservationLines: only(input.lines, 'reservation'),
    appointmentLines: only(input.lines, 'appointment'),
    giftLines,
    cardTenders: input.tenders.flatMap((t) =>
      t.method === 'card' || t.method === 'qr' ? [t] : [],
    ),
    giftTenders: input.tenders.flatMap((t) => (t.method === 'gift_card' ? [t] : [])),
    giftIds: giftLines.map((_, i) => idFrom('sale-gift-card', saleRef.id, String(i))),
  };
}

/** The names of the stylists the sale credits (tips and products); one not on the team is refused. */
async function staffNamesOf(orgId: string, input: SaleInput, productLines: ProductLine[]) {
  const ids = [
    ...new Set([
      ...input.tips.map((t) => t.staffId),
      ...productLines.flatMap((l) => (l.staffId ? [l.staffId] : [])),
    ]),
  ];
  const names = new Map(
    (await getAll(ids.map((id) => staffDoc(orgId, id)))).flatMap((s) => {
      const d = s.data();
      return d ? [[s.id, d.displayName] as const] : [];
    }),
  );
  if (ids.some((id) => !names.has(id)))
    throw new ApiError('not_found', 'A stylist in this sale is not on the team.');
  return names;
}

/** Every record the cart names, read inside the sale's transaction (undefined where gone). */
export interface LoadedCart {
  at: Date;
  localDate: string;
  products: (ProductRecord | undefined)[];
  bookings: (BookingRecord | undefined)[];
  cardPayments: (PaymentRecord | undefined)[];
  client: ClientRecord | undefined;
  reservations: (ReservationRecord | undefined)[];
  reservedProducts: (ProductRecord | undefined)[];
  giftCards: (GiftCardRecord | undefined)[];
  giftProducts: (GiftCardProductRecord | undefined)[];
  /** The products sold and the products inside the bundles sold, by id. */
  shelf: Map<string, ProductRecord>;
}

const readAll = async <T>(tx: Transaction, refs: DocumentReference<T>[]) =>
  refs.length ? (await tx.getAll(...refs)).map((s) => s.data()) : [];

export async function loadCart(
  tx: Transaction,
  s: SaleStart,
  now: () => Date,
): Promise<{ replay: SaleRecord } | { cart: LoadedCart }> {
  const { orgId, input } = s;
  const existing = (await tx.get(s.saleRef)).data();
  if (existing) {
    if (existing.requestHash !== s.hash) {
      throw new ApiError(
        'unprocessable',
        'This idempotency key was already used for a different sale. Use a new key for a new sale.',
      );
    }
    return { replay: existing };
  }
  const [products, bookings, cardPayments, client] = await Promise.all([
    readAll(
      tx,
      s.productLines.map((l) => productDoc(orgId, l.productId)),
    ),
    readAll(
      tx,
      s.appointmentLines.map((l) => bookingDoc(orgId, l.bookingId)),
    ),
    readAll(
      tx,
      s.cardTenders.map((t) => paymentDoc(orgId, t.paymentId)),
    ),
    input.clientId ? tx.get(clientDoc(orgId, input.clientId)).then((d) => d.data()) : undefined,
  ]);
  const reservations = await readAll(
    tx,
    s.reservationLines.map((l) => reservationDoc(orgId, l.reservationId)),
  );
  const giftCards = await readAll(
    tx,
    s.giftTenders.map((t) => giftCardDoc(orgId, t.giftCardId)),
  );
  const reservedProducts = await readAll(
    tx,
    reservations.map((r) => productDoc(orgId, r?.productId ?? '_none')),
  );
  const giftProducts = await readAll(
    tx,
    s.giftLines.map((l) => giftCardProductDoc(orgId, l.giftCardProductId)),
  );
  const at = now();
  if (input.clientId && !client) throw new ApiError('not_found', 'That client no longer exists.');
  // A sale names, rewards and charges points to its client: only one the seller works with.
  if (client) assertWorksWith(s.seller, client);
  if (input.redeemPoints > 0 && !client) {
    throw new ApiError('unprocessable', 'Choose the client whose points are redeemed.', [
      { path: 'redeemPoints', message: 'Choose the client first' },
    ]);
  }
  return {
    cart: {
      at,
      localDate: localParts(at.getTime(), s.salon.timeZone).date,
      products,
      bookings,
      cardPayments,
      client,
      reservations,
      reservedProducts,
      giftCards,
      giftProducts,
      shelf: await shelfOf(tx, orgId, products),
    },
  };
}

/** The products sold, and the products a sold bundle takes off the shelf in its place. */
async function shelfOf(tx: Transaction, orgId: string, products: (ProductRecord | undefined)[]) {
  const loaded = new Map(products.flatMap((p) => (p ? [[p.id, p] as const] : [])));
  const partItems = [...loaded.values()]
    .flatMap((p) => p.bundleItems)
    .filter(
      (item, i, all) =>
        !loaded.has(item.productId) && all.findIndex((o) => o.productId === item.productId) === i,
    );
  return new Map([...loaded, ...(await readParts(orgId, partItems, tx))]);
}
