// The online shop: visitors reserve products on the salon's site for pickup.
// A reservation takes its units off the shelf at once (with a movement in the
// trail) and holds them until it is picked up (rung up at the point of sale),
// cancelled, or runs out; then they go back. Day totals count views,
// reservations and pickups for the shop's analytics.
import { FieldValue } from 'firebase-admin/firestore';
import type { ReservationView, ShopAnalytics } from '@chairside/core/contracts/retail';
import { formatMinorUnits } from '@chairside/core/money';
import {
  HOLDING_STATUSES,
  RESERVATION_STATUS_LABELS,
  RESERVATION_TRANSITIONS,
  holdUntil,
  type ReservationStatus,
  type ZCreateReservation,
  type ZReservationStatusChange,
} from '@chairside/core/retail';
import type { ProductRecord, ReservationRecord } from '@chairside/core/records/retail';
import { localParts } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import { db } from '../firebase';
import { timeOf, type DueKind } from '../platform/due';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { orgDoc } from '../records/orgs';
import { readableRecords } from '../records/repository';
import {
  productDoc,
  reservationDoc,
  reservationsCollection,
  shopDailyDoc,
} from '../records/retail';
import { orgIdOfPath, requestHash } from '../platform/ids';
import { queueMail } from '../mail/outbox';
import { actorOf } from '../platform/actor';
import { idFrom } from '../platform/ids';
import { StockBook, partsOf, readParts, stockOf } from './bundles';
import { refreshShop, stockChangesShop } from './shop-site';

export const reservationView = (r: ReservationRecord): ReservationView => ({
  id: r.id,
  productId: r.productId,
  productName: r.productName,
  quantity: r.quantity,
  unitPrice: r.unitPrice,
  total: r.unitPrice * r.quantity,
  currency: r.currency,
  status: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  note: r.note,
  holdUntil: r.holdUntil.toISOString(),
  saleId: r.saleId,
  createdAt: r.createdAt.toISOString(),
});

const SHOP_ROLES = ['owner', 'manager', 'front_desk'] as const;
const VISITOR = { uid: null, name: 'Online shop' };

function bumpShopDay(
  tx: FirebaseFirestore.Transaction,
  orgId: string,
  date: string,
  fields: Record<string, number>,
) {
  tx.set(
    shopDailyDoc(orgId, date).withConverter(null),
    {
      date,
      ...Object.fromEntries(Object.entries(fields).map(([k, n]) => [k, FieldValue.increment(n)])),
    },
    { merge: true },
  );
}

/**
 * POST retail/reservations (public): holds the units for the visitor, once
 * per idempotency key, never more than are on the shelf.
 */
export async function createReservation(
  input: z.output<typeof ZCreateReservation>,
  now: () => Date = () => new Date(),
): Promise<{ reservation: ReservationView; pickup: string; replayed: boolean }> {
  const { orgId, productId } = input;
  const salon = (await orgDoc(orgId).get()).data();
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  const settings = salon.ecommerceSettings;
  if (!settings.reservationsOpen) {
    throw new ApiError('conflict', `${salon.name} is not taking online reservations just now.`);
  }
  const ref = reservationDoc(orgId, idFrom('reservation', orgId, input.idempotencyKey));
  const hash = requestHash({ ...input, idempotencyKey: undefined });
  const answer = await db().runTransaction(async (tx) => {
    const [existingSnap, productSnap] = await Promise.all([
      tx.get(ref),
      tx.get(productDoc(orgId, productId)),
    ]);
    const existing = existingSnap.data();
    if (existing) {
      if (existing.requestHash !== hash) {
        throw new ApiError(
          'unprocessable',
          'This reservation was already made with other details.',
        );
      }
      return { record: existing, replayed: true, shopChanged: false };
    }
    const product = productSnap.data();
    if (!product || !product.onlineSellable || product.archived) {
      throw new ApiError('not_found', 'That product is not sold online.');
    }
    // A bundle is held as its products.
    const parts = await readParts(orgId, product.bundleItems, tx);
    const available = stockOf(product, parts);
    if (available < input.quantity) {
      throw new ApiError(
        'conflict',
        available <= 0
          ? `${product.name} is out of stock just now.`
          : `Only ${available} of ${product.name} ${available === 1 ? 'is' : 'are'} available to reserve.`,
        [{ path: 'quantity', message: `At most ${Math.max(0, available)}` }],
      );
    }
    const at = now();
    const record: ReservationRecord = {
      id: ref.id,
      productId,
      productName: product.name,
      unitPrice: product.sellingPrice,
      quantity: input.quantity,
      components: partsOf(product.bundleItems, parts),
      currency: salon.currency,
      status: 'reserved',
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone,
      note: input.note,
      holdUntil: new Date(holdUntil(at.getTime(), settings.holdDays, salon.timeZone)),
      saleId: null,
      history: [{ at, status: 'reserved', by: input.name }],
      requestHash: hash,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(ref, record);
    const book = new StockBook(tx, orgId);
    for (const { id, units } of heldUnits(record)) {
      book.move({
        id: id === productId ? idFrom('reservation', ref.id) : idFrom('reservation', ref.id, id),
        product: id === productId ? product : parts.get(id)!,
        reason: 'reservation',
        delta: -units,
        note:
          id === productId
            ? `Held for ${input.name}`
            : `Held for ${input.name}, in ${product.name}`,
        reservationId: ref.id,
        by: VISITOR,
        at,
      });
    }
    bumpShopDay(tx, orgId, localParts(at.getTime(), salon.timeZone).date, {
      reservations: 1,
      units: input.quantity,
    });
    return {
      record,
      replayed: false,
      shopChanged: product.bundleItems.length > 0 || stockChangesShop(product, -input.quantity),
    };
  });
  await refreshShop(orgId, !answer.replayed && answer.shopChanged);
  const pickup = pickupText(answer.record, salon);
  if (!answer.replayed) {
    await queueMail(reservationMail(answer.record, salon, pickup, settings.pickupInstructions), {
      orgId,
      key: `reservation-${orgId}-${answer.record.id}`,
    });
  }
  return { reservation: reservationView(answer.record), pickup, replayed: answer.replayed };
}

function pickupText(
  r: ReservationRecord,
  salon: { name: string; address: string; timeZone: string },
): string {
  const until = new Intl.DateTimeFormat('en-US', {
    timeZone: salon.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(r.holdUntil.getTime() - 1));
  return `We’ll hold it for you until closing on ${until}${salon.address ? ` at ${salon.address.replace(/\n/g, ', ')}` : ''}. You pay when you pick it up.`;
}

function reservationMail(
  r: ReservationRecord,
  salon: { name: string; email: string },
  pickup: string,
  instructions: string,
) {
  const total = formatMinorUnits(r.unitPrice * r.quantity, r.currency);
  const lines = [
    `Hi ${r.name},`,
    '',
    `${salon.name} has put ${r.quantity} × ${r.productName} (${total}) aside for you.`,
    pickup,
    ...(instructions ? ['', instructions] : []),
    '',
    `To change or cancel, reply to this e-mail.`,
  ];
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to: r.email,
    subject: `Reserved for you at ${salon.name}: ${r.productName}`,
    text: lines.join('\n'),
    html: `<div style="font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f1d1b;max-width:520px">${lines
      .map((l) => (l ? `<p style="margin:0 0 12px">${escape(l)}</p>` : ''))
      .join('')}</div>`,
    ...(salon.email ? { replyTo: { name: salon.name, address: salon.email } } : {}),
  };
}

export async function listReservations(
  caller: Caller,
  orgId: string,
  status: 'open' | 'closed' | 'all',
): Promise<ReservationView[]> {
  await requireRole(orgId, caller, SHOP_ROLES, {
    allowSuperAdmin: true,
    action: 'see reservations',
  });
  let query = reservationsCollection(orgId).orderBy('createdAt', 'desc').limit(200);
  if (status === 'open') query = query.where('status', 'in', [...HOLDING_STATUSES]);
  if (status === 'closed')
    query = query.where('status', 'in', ['picked_up', 'cancelled', 'expired']);
  return readableRecords((await query.get()).docs).map(reservationView);
}

/**
 * Moves a reservation on. Cancelling puts its units back on the shelf;
 * picking up leaves them sold (the point of sale rings it up with `saleId`).
 */
export async function changeReservation(
  caller: Caller,
  input: z.output<typeof ZReservationStatusChange>,
): Promise<ReservationView> {
  const { orgId } = input;
  await requireRole(orgId, caller, SHOP_ROLES, { action: 'update reservations' });
  const by = await actorOf(orgId, caller);
  const view = await db().runTransaction(async (tx) => {
    const ref = reservationDoc(orgId, input.reservationId);
    const current = (await tx.get(ref)).data();
    if (!current) throw new ApiError('not_found', 'That reservation no longer exists.');
    const shelf = await heldShelf(tx, orgId, current);
    if (current.status === input.status) return reservationView(current);
    if (!RESERVATION_TRANSITIONS[current.status].includes(input.status)) {
      throw new ApiError(
        'conflict',
        `This reservation is ${RESERVATION_STATUS_LABELS[current.status].toLowerCase()}: it cannot become ${RESERVATION_STATUS_LABELS[input.status].toLowerCase()}.`,
      );
    }
    const at = new Date();
    const updated = closeOrMove(tx, orgId, current, input.status, by.name, at, shelf);
    if (input.saleId) updated.saleId = input.saleId;
    tx.set(ref, updated);
    return reservationView(updated);
  });
  // A cancelled hold puts units back: the shop may show them again.
  await refreshShop(orgId, view.status === 'cancelled');
  return view;
}

/** The units a reservation holds, per product: a bundle's are its products'. */
const heldUnits = (r: ReservationRecord) =>
  r.components.length
    ? r.components.map((c) => ({ id: c.productId, units: c.quantity * r.quantity }))
    : [{ id: r.productId, units: r.quantity }];

/** The products a reservation holds units of, read in the transaction. */
async function heldShelf(
  tx: FirebaseFirestore.Transaction,
  orgId: string,
  r: ReservationRecord,
): Promise<Map<string, ProductRecord>> {
  const snaps = await tx.getAll(...heldUnits(r).map((h) => productDoc(orgId, h.id)));
  return new Map(
    snaps.flatMap((snap) => {
      const p = snap.data();
      return p ? [[p.id, p] as const] : [];
    }),
  );
}

/** The reservation after a status change, its units returned when the hold ends unsold. */
function closeOrMove(
  tx: FirebaseFirestore.Transaction,
  orgId: string,
  current: ReservationRecord,
  status: ReservationStatus,
  by: string,
  at: Date,
  shelf: ReadonlyMap<string, ProductRecord>,
): ReservationRecord {
  const releases =
    HOLDING_STATUSES.includes(current.status) && (status === 'cancelled' || status === 'expired');
  const book = new StockBook(tx, orgId);
  for (const { id, units } of releases ? heldUnits(current) : []) {
    const product = shelf.get(id);
    // A product removed since holds nothing to give back.
    if (!product) continue;
    const why =
      status === 'expired'
        ? `Hold for ${current.name} ran out`
        : `Reservation of ${current.name} cancelled`;
    book.move({
      id:
        id === current.productId
          ? idFrom('reservation-release', current.id)
          : idFrom('reservation-release', current.id, id),
      product,
      reason: 'reservation_release',
      delta: units,
      note: id === current.productId ? why : `${why}, in ${current.productName}`,
      reservationId: current.id,
      by: { uid: null, name: by },
      at,
    });
  }
  return {
    ...current,
    status,
    history: [...current.history, { at, status, by }],
    updatedAt: at,
  };
}

/**
 * An online reservation's hold as due work: a task at `holdUntil`; the
 * sweeper (and the emulators) find the holds that ran out with their clock.
 */
export const reservationsDue: DueKind = {
  document: 'orgs/{orgId}/reservations/{id}',
  dueAt: (d) => (HOLDING_STATUSES.some((s) => s === d['status']) ? timeOf(d['holdUntil']) : null),
  due: async (now, limit) => {
    const due = await db()
      .collectionGroup('reservations')
      .where('status', 'in', [...HOLDING_STATUSES])
      .where('holdUntil', '<=', now)
      .limit(limit)
      .get();
    return due.docs.map((d) => ({ orgId: orgIdOfPath(d.ref), id: d.id }));
  },
  run: async ({ orgId, id }, now) => {
    const changed = await db().runTransaction(async (tx) => {
      const ref = reservationDoc(orgId, id);
      const current = (await tx.get(ref)).data();
      if (!current || !HOLDING_STATUSES.includes(current.status)) return false;
      if (current.holdUntil.getTime() > now.getTime()) return false;
      const shelf = await heldShelf(tx, orgId, current);
      tx.set(ref, closeOrMove(tx, orgId, current, 'expired', 'Hold ran out', now, shelf));
      return true;
    });
    if (!changed) return null;
    await refreshShop(orgId);
    return 'expired';
  },
};

/** Every hold that ran out at `now` goes back on the shelf; answers how many. */
export async function expireReservations(now: Date): Promise<number> {
  let expired = 0;
  for (const item of await reservationsDue.due(now, 200)) {
    if (await reservationsDue.run(item, now)) expired++;
  }
  return expired;
}

export async function shopAnalytics(
  caller: Caller,
  orgId: string,
  from: string,
  to: string,
): Promise<ShopAnalytics> {
  await requireRole(orgId, caller, ['owner', 'manager'], {
    allowSuperAdmin: true,
    action: 'see shop analytics',
  });
  const snap = await shopDailyDoc(orgId, from)
    .parent.where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .get();
  const days = readableRecords(snap.docs);
  const sum = (k: 'views' | 'reservations' | 'units' | 'pickups') =>
    days.reduce((s, d) => s + d[k], 0);
  const productViews = new Map<string, number>();
  for (const d of days)
    for (const [id, n] of Object.entries(d.productViews))
      productViews.set(id, (productViews.get(id) ?? 0) + n);
  const views = sum('views');
  const reservations = sum('reservations');
  const pickups = sum('pickups');
  return {
    from,
    to,
    views,
    reservations,
    units: sum('units'),
    pickups,
    conversion: views ? reservations / views : 0,
    pickupRate: reservations ? pickups / reservations : 0,
    days: days.map((d) => ({
      date: d.date,
      views: d.views,
      reservations: d.reservations,
      pickups: d.pickups,
    })),
    topProducts: [...productViews]
      .map(([productId, n]) => ({ productId, views: n }))
      .sort((a, b) => b.views - a.views)
      .slice(0, 10),
  };
}

export { bumpShopDay };
