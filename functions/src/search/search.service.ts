// The salon search behind Ctrl/Cmd-K. Each kind is one small indexed query
// (a client's stored search keys, a product's name prefix or code, a gift
// card's code), at most five hits each: nothing scans the salon's records.
// Clients and gift cards are for those who see clients' details (owners,
// managers, the desk); products for the whole team.
import { searchKey } from '@chairside/core/clients';
import { normalizeGiftCode } from '@chairside/core/gift-cards';
import { CONTACT_VISIBLE_ROLES } from '@chairside/core/roles';
import type { SearchAnswer, SearchHit, SearchQuery } from '@chairside/core/search';
import { isoDateIn } from '@chairside/core/staff-profile';
import { formatMinorUnits } from '@chairside/core/money';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { resolveSalon } from '../platform/salon';
import { bookingsCollection } from '../records/bookings';
import { clientsCollection } from '../records/clients';
import { giftCardsCollection } from '../records/gift-cards';
import { readableRecords } from '../records/repository';
import { productsCollection } from '../records/retail';

const EACH = 5;

async function clientHits(orgId: string, q: string, timeZone: string): Promise<SearchHit[]> {
  const key = searchKey(q);
  if (!key) return [];
  const snap = await clientsCollection(orgId)
    .where('searchKeys', 'array-contains', key)
    .limit(EACH)
    .get();
  countReads(snap.size);
  const clients = readableRecords(snap.docs);
  const hits: SearchHit[] = clients.map((c) => ({
    id: c.id,
    kind: 'client',
    title: `${c.firstName} ${c.lastName}`.trim(),
    detail: [c.phone, c.email].filter(Boolean).join(' · ') || 'No contact details',
    to: `/clients?client=${encodeURIComponent(c.id)}`,
  }));
  if (!clients.length) return hits;
  // Their appointments from a month ago on: the one they ring about.
  const since = new Date(Date.now() - 30 * 86_400_000);
  const booked = await bookingsCollection(orgId)
    .where(
      'clientId',
      'in',
      clients.map((c) => c.id),
    )
    .where('startTime', '>=', since)
    .orderBy('startTime')
    .limit(EACH)
    .get();
  countReads(booked.size);
  for (const b of readableRecords(booked.docs)) {
    const date = isoDateIn(b.startTime, timeZone);
    hits.push({
      id: b.id,
      kind: 'appointment',
      title: `${b.clientName} · ${b.services.map((s) => s.name).join(', ')}`,
      detail: `${b.startTime.toLocaleString('en-US', {
        timeZone,
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })} with ${b.staffName} · ${b.status.replace('_', ' ')}`,
      to: `/appointments?date=${date}`,
    });
  }
  return hits;
}

async function productHits(orgId: string, q: string, currency: string): Promise<SearchHit[]> {
  const col = productsCollection(orgId);
  const capital = q.charAt(0).toUpperCase() + q.slice(1);
  const prefixes = [...new Set([q, capital])];
  const snaps = await Promise.all([
    ...prefixes.map((p) => col.orderBy('name').startAt(p).endAt(`${p}\uf8ff`).limit(EACH).get()),
    col.where('sku', '==', q).limit(1).get(),
    col.where('barcode', '==', q).limit(1).get(),
  ]);
  const seen = new Map<string, SearchHit>();
  for (const snap of snaps) {
    countReads(snap.size);
    for (const p of readableRecords(snap.docs)) {
      if (p.archived || seen.has(p.id)) continue;
      seen.set(p.id, {
        id: p.id,
        kind: 'product',
        title: p.name,
        detail: `${formatMinorUnits(p.sellingPrice, currency)} · ${p.stock} in stock${p.sku ? ` · SKU ${p.sku}` : ''}`,
        to: '/retail-management',
      });
    }
  }
  return [...seen.values()].slice(0, EACH);
}

async function giftCardHits(orgId: string, q: string, currency: string): Promise<SearchHit[]> {
  const code = normalizeGiftCode(q);
  if (code.length < 8) return [];
  const snap = await giftCardsCollection(orgId).where('code', '==', code).limit(1).get();
  countReads(snap.size);
  return readableRecords(snap.docs).map((g) => ({
    id: g.id,
    kind: 'gift_card',
    title: `Gift card ending ${g.code.slice(-4)}`,
    detail: `${formatMinorUnits(g.balance, currency)} left${g.recipient.name ? ` · for ${g.recipient.name}` : ''}`,
    to: '/gift-cards-page',
  }));
}

/** GET /api/search: the salon's records that match what was typed, by kind. */
export async function searchSalon(caller: Caller, query: SearchQuery): Promise<SearchAnswer> {
  const { orgId, q } = query;
  const member = await requireRole(orgId, caller, 'any', { action: 'search this salon' });
  const salon = await resolveSalon(orgId);
  const seesClients = !!member && CONTACT_VISIBLE_ROLES.includes(member.role);
  const [clients, products, cards] = await Promise.all([
    seesClients ? clientHits(orgId, q, salon.timeZone) : Promise.resolve([]),
    productHits(orgId, q, salon.currency),
    seesClients ? giftCardHits(orgId, q, salon.currency) : Promise.resolve([]),
  ]);
  return { hits: [...clients, ...products, ...cards] };
}
