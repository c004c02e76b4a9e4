// What the booking calls read about a salon: its settings, services, staff and
// the busy time of the days asked for. Every read is by id or a bounded query,
// so a call costs the same however many bookings the salon has had.
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { bookingPolicyOf, type BookingPolicy } from '@chairside/core/booking';
import { DEFAULT_BUSINESS_HOURS, ZBusinessHours, type BusinessHours } from '@chairside/core/org';
import type { SlotService, SlotStaff } from '@chairside/core/slots';
import { ZDateException, ZTimeOff, ZWeeklyHours } from '@chairside/core/staff-profile';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { isDocId } from '@chairside/core/ids';

export interface SalonContext {
  id: string;
  name: string;
  slug: string;
  timeZone: string;
  currency: string;
  address: string;
  phone: string;
  email: string;
  businessHours: BusinessHours;
  policy: BookingPolicy;
}

function salonOf(snap: DocumentSnapshot): SalonContext {
  const d = snap.data() ?? {};
  const hours = ZBusinessHours.safeParse(d['businessHours']);
  return {
    id: snap.id,
    name: String(d['name'] ?? ''),
    slug: String(d['slug'] ?? ''),
    timeZone: String(d['timeZone'] ?? 'UTC'),
    currency: String(d['currency'] ?? 'USD'),
    address: String(d['address'] ?? ''),
    phone: String(d['phone'] ?? ''),
    email: String(d['email'] ?? ''),
    businessHours: hours.success ? hours.data : DEFAULT_BUSINESS_HOURS,
    policy: bookingPolicyOf(d['bookingPolicy']),
  };
}

const SALON_NOT_FOUND = () =>
  new ApiError('not_found', 'We could not find that salon. Please check the link.');

/** A salon by id, or by its address (slug) for friendly public links. */
export async function resolveSalon(idOrSlug: string): Promise<SalonContext> {
  if (!isDocId(idOrSlug)) throw SALON_NOT_FOUND();
  const byId = await db().doc(`orgs/${idOrSlug}`).get();
  countReads(1);
  if (byId.exists) return salonOf(byId);
  const slug = await db().doc(`orgSlugs/${idOrSlug.toLowerCase()}`).get();
  countReads(1);
  const orgId = slug.get('orgId') as string | undefined;
  if (!orgId) throw SALON_NOT_FOUND();
  const org = await db().doc(`orgs/${orgId}`).get();
  countReads(1);
  if (!org.exists) throw SALON_NOT_FOUND();
  return salonOf(org);
}

export interface BookableService extends SlotService {
  name: string;
  category: string;
  description: string;
  price: number;
  currency: string;
  imageUrl: string;
  onlineBookable: boolean;
  active: boolean;
  sortOrder: number;
  staffOverrides: Record<string, { durationMinutes: number | null; price: number | null }>;
}

const num = (v: unknown, fallback = 0) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

export function serviceOf(snap: DocumentSnapshot): BookableService {
  const d = snap.data() ?? {};
  const overrides: BookableService['staffOverrides'] = {};
  for (const [id, o] of Object.entries(
    (d['staffOverrides'] ?? {}) as Record<string, DocumentData>,
  )) {
    overrides[id] = {
      durationMinutes: typeof o?.['durationMinutes'] === 'number' ? o['durationMinutes'] : null,
      price: typeof o?.['price'] === 'number' ? o['price'] : null,
    };
  }
  return {
    id: snap.id,
    name: String(d['name'] ?? ''),
    category: String(d['category'] ?? ''),
    description: String(d['description'] ?? ''),
    durationMinutes: num(d['durationMinutes'], 30),
    processingMinutes: num(d['processingMinutes']),
    finishingMinutes: num(d['finishingMinutes']),
    bufferBeforeMinutes: num(d['bufferBeforeMinutes']),
    bufferAfterMinutes: num(d['bufferAfterMinutes']),
    price: num(d['price']),
    currency: String(d['currency'] ?? 'USD'),
    imageUrl: String(d['imageUrl'] ?? ''),
    onlineBookable: d['onlineBookable'] !== false,
    active: (d['status'] ?? 'active') === 'active',
    sortOrder: num(d['sortOrder']),
    staffIds: Array.isArray(d['staffIds']) ? (d['staffIds'] as string[]) : [],
    staffOverrides: overrides,
  };
}

/**
 * The chosen services, in the order chosen. An id that is not an active
 * service (or, online, not bookable online) is a 404 naming it.
 */
export async function loadServices(
  orgId: string,
  ids: readonly string[],
  options: { online: boolean },
  tx?: Transaction,
): Promise<BookableService[]> {
  const refs = ids.map((id) => db().doc(`orgs/${orgId}/services/${id}`));
  const snaps = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  countReads(snaps.length);
  return snaps.map((snap, i) => {
    const s = snap.exists ? serviceOf(snap) : null;
    if (!s || !s.active || (options.online && !s.onlineBookable)) {
      throw new ApiError('not_found', 'One of the chosen services is not offered any more.', [
        { path: `serviceIds.${i}`, message: 'This service is not available to book.' },
      ]);
    }
    return s;
  });
}

export interface BookableStaff extends SlotStaff {
  displayName: string;
  title: string;
  bio: string;
  photoUrl: string;
  color: string;
  role: string;
  active: boolean;
}

export function staffOf(snap: DocumentSnapshot): BookableStaff {
  const d = snap.data() ?? {};
  const hours = ZWeeklyHours.safeParse(d['weeklyHours']);
  const exceptions = Array.isArray(d['exceptions'])
    ? (d['exceptions'] as unknown[]).flatMap((e) => {
        const r = ZDateException.safeParse(e);
        return r.success ? [r.data] : [];
      })
    : [];
  const timeOff = Array.isArray(d['timeOff'])
    ? (d['timeOff'] as unknown[]).flatMap((t) => {
        const r = ZTimeOff.safeParse(t);
        return r.success ? [r.data] : [];
      })
    : [];
  return {
    id: snap.id,
    displayName: String(d['displayName'] ?? ''),
    title: String(d['title'] ?? ''),
    bio: String(d['bio'] ?? ''),
    photoUrl: String(d['photoUrl'] ?? ''),
    color: String(d['color'] ?? '#5B5BD6'),
    role: String(d['role'] ?? 'stylist'),
    active: (d['status'] ?? 'active') === 'active',
    weeklyHours: hours.success ? hours.data : null,
    exceptions,
    timeOff,
  };
}

/** Active staff records by id (those who are gone are left out). */
export async function loadStaff(orgId: string, ids: readonly string[]): Promise<BookableStaff[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snaps = await db().getAll(...unique.map((id) => db().doc(`orgs/${orgId}/staff/${id}`)));
  countReads(snaps.length);
  return snaps
    .filter((s) => s.exists)
    .map(staffOf)
    .filter((s) => s.active);
}

/** The stylists who perform every one of the services. */
export function performersOf(services: readonly SlotService[]): string[] {
  const [first, ...rest] = services;
  return (first?.staffIds ?? []).filter((id) => rest.every((s) => s.staffIds.includes(id)));
}
