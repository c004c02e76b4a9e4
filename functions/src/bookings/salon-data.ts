// What the booking calls read about a salon: its settings, services, staff and
// the busy time of the days asked for. Every read is by id or a bounded query,
// so a call costs the same however many bookings the salon has had.
import type { Transaction } from 'firebase-admin/firestore';
import type { ServiceRecord } from '@chairside/core/records/service';
import type { StaffRecord } from '@chairside/core/records/team';
import type { SlotService, SlotStaff } from '@chairside/core/slots';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { serviceDoc } from '../records/services';
import { staffDoc } from '../records/team';
import { getAll } from '../records/repository';

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

export function serviceOf(record: ServiceRecord): BookableService {
  const overrides: BookableService['staffOverrides'] = {};
  for (const [id, o] of Object.entries(record.staffOverrides)) {
    overrides[id] = { durationMinutes: o.durationMinutes, price: o.price };
  }
  return {
    id: record.id,
    name: record.name,
    category: record.category,
    description: record.description,
    durationMinutes: record.durationMinutes,
    processingMinutes: record.processingMinutes,
    finishingMinutes: record.finishingMinutes,
    bufferBeforeMinutes: record.bufferBeforeMinutes,
    bufferAfterMinutes: record.bufferAfterMinutes,
    price: record.price,
    currency: record.currency,
    imageUrl: record.imageUrl,
    onlineBookable: record.onlineBookable,
    active: record.status === 'active',
    sortOrder: record.sortOrder,
    staffIds: record.staffIds,
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
  const refs = ids.map((id) => serviceDoc(orgId, id));
  const snaps = tx ? await tx.getAll(...refs) : await getAll(refs);
  countReads(snaps.length);
  return snaps.map((snap, i) => {
    const record = snap.data();
    const s = record ? serviceOf(record) : null;
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

export function staffOf(record: StaffRecord): BookableStaff {
  return {
    id: record.id,
    displayName: record.displayName,
    title: record.title,
    bio: record.bio,
    photoUrl: record.photoUrl,
    color: record.color,
    role: record.role,
    active: record.status === 'active',
    weeklyHours: record.weeklyHours,
    exceptions: record.exceptions,
    timeOff: record.timeOff,
  };
}

/** Active staff records by id (those who are gone are left out). */
export async function loadStaff(orgId: string, ids: readonly string[]): Promise<BookableStaff[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const snaps = await getAll(unique.map((id) => staffDoc(orgId, id)));
  countReads(snaps.length);
  return snaps
    .flatMap((s) => {
      const record = s.data();
      return record ? [staffOf(record)] : [];
    })
    .filter((s) => s.active);
}

/** The stylists who perform every one of the services. */
export function performersOf(services: readonly SlotService[]): string[] {
  const [first, ...rest] = services;
  return (first?.staffIds ?? []).filter((id) => rest.every((s) => s.staffIds.includes(id)));
}
