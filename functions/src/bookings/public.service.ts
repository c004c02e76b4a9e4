// The read side of booking: the menu, the team and the free times a visitor
// (or the front desk) can choose from.
import type {
  PublicSalonInfo,
  PublicService,
  PublicStaff,
  SlotAnswer,
} from '@chairside/core/booking';
import { availableSlots } from '@chairside/core/slots';
import { recommendedStarts } from '@chairside/core/intelligence/schedule';
import { WEEKDAYS } from '@chairside/core/weekdays';
import { addDays, localParts, weekdayIndex } from '@chairside/core/zoned-time';
import { getAll } from '../records/repository';
import { ApiError } from '../http/api-error';
import { countReads } from '../http/read-count';
import { activeServices } from '../records/services';
import { busyFrom, dayRef } from './day-locks';
import { gapTablesOf } from './gap-ranking';
import {
  loadServices,
  loadStaff,
  performersOf,
  serviceOf,
  type BookableService,
  type BookableStaff,
} from './salon-data';
import { type SalonContext } from '../platform/salon';

export function publicSalon(salon: SalonContext): PublicSalonInfo {
  return {
    id: salon.id,
    name: salon.name,
    slug: salon.slug,
    timeZone: salon.timeZone,
    currency: salon.currency,
    address: salon.address,
    phone: salon.phone,
    policy: salon.policy,
    money: salon.money,
  };
}

/** The salon's active services, menu order; online: only those bookable online. */
export async function listServices(orgId: string, online: boolean): Promise<BookableService[]> {
  return (await activeServices(orgId))
    .map(serviceOf)
    .filter((s) => !online || s.onlineBookable)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
}

export function publicService(s: BookableService, staff: readonly BookableStaff[]): PublicService {
  const active = new Set(staff.map((m) => m.id));
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    description: s.description,
    durationMinutes: s.durationMinutes,
    price: s.price,
    currency: s.currency,
    imageUrl: s.imageUrl,
    staff: s.staffIds
      .filter((id) => active.has(id))
      .map((id) => ({
        id,
        price: s.staffOverrides[id]?.price ?? s.price,
        durationMinutes: s.staffOverrides[id]?.durationMinutes ?? s.durationMinutes,
      })),
  };
}

export function publicStaff(m: BookableStaff, services: readonly BookableService[]): PublicStaff {
  return {
    id: m.id,
    displayName: m.displayName,
    title: m.title,
    bio: m.bio,
    photoUrl: m.photoUrl,
    color: m.color,
    serviceIds: services.filter((s) => s.staffIds.includes(m.id)).map((s) => s.id),
  };
}

/** The bookable menu with the stylists who perform it. */
export async function bookingMenu(salon: SalonContext, online: boolean) {
  const services = await listServices(salon.id, online);
  const staff = await loadStaff(
    salon.id,
    services.flatMap((s) => s.staffIds),
  );
  const performing = staff.filter((m) => services.some((s) => s.staffIds.includes(m.id)));
  return {
    salon: publicSalon(salon),
    services: services.map((s) => publicService(s, performing)).filter((s) => s.staff.length > 0),
    staff: performing
      .map((m) => publicStaff(m, services))
      .sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}

export interface SlotRequest {
  from: string;
  to: string;
  serviceIds: string[];
  staffId: string | null;
}

/**
 * Free start times for the chosen services. Reads: the services by id, the
 * stylists who perform them by id, and one bookingDays document per day
 * (plus the day either side, for appointments that cross midnight), and the
 * salon's learned service mix, to mark the starts that leave the fewest gaps.
 * Online calls keep the salon's notice, advance limit and "anyone" setting;
 * the front desk's do not.
 */
export async function findSlots(
  salon: SalonContext,
  request: SlotRequest,
  options: { online: boolean; maxAdvanceDays?: number },
): Promise<{ timeZone: string; slots: SlotAnswer[]; closed: string[] }> {
  const services = await loadServices(salon.id, request.serviceIds, options);
  const performers = performersOf(services);
  if (request.staffId !== null && !performers.includes(request.staffId)) {
    throw new ApiError('not_found', 'That stylist does not offer all of the chosen services.', [
      { path: 'staffId', message: 'Choose another stylist, or anyone.' },
    ]);
  }
  if (options.online && request.staffId === null && !salon.policy.allowAnyStaff) {
    throw new ApiError('validation_failed', 'Please choose a stylist.', [
      { path: 'staffId', message: 'Please choose a stylist.' },
    ]);
  }
  const staff = await loadStaff(salon.id, request.staffId ? [request.staffId] : performers);
  const dates: string[] = [];
  for (let d = addDays(request.from, -1); d <= addDays(request.to, 1); d = addDays(d, 1))
    dates.push(d);
  const [days, gapTables] = await Promise.all([
    getAll(dates.map((d) => dayRef(salon.id, d))),
    gapTablesOf(
      salon.id,
      staff.map((m) => m.id),
    ),
  ]);
  countReads(days.length);
  const slots = availableSlots({
    gapTables,
    timeZone: salon.timeZone,
    businessHours: salon.businessHours,
    staff,
    services,
    busy: busyFrom(days),
    from: request.from,
    to: request.to,
    now: options.online ? Date.now() : 0,
    leadMinutes: options.online ? salon.policy.leadMinutes : 0,
    maxAdvanceDays: options.online
      ? (options.maxAdvanceDays ?? salon.policy.maxAdvanceDays)
      : 100_000,
    intervalMinutes: salon.policy.slotIntervalMinutes,
    staffId: request.staffId,
  });
  // Days the salon does not open: the page says "Closed", not "Full".
  const closed: string[] = [];
  for (let d = request.from; d <= request.to; d = addDays(d, 1))
    if (!salon.businessHours[WEEKDAYS[weekdayIndex(d)]!].open) closed.push(d);
  const local = slots.map((s) => ({ ...s, ...localParts(s.start, salon.timeZone) }));
  // The starts that waste least of a day are marked; every start is still offered.
  const recommended = recommendedStarts(local);
  return {
    timeZone: salon.timeZone,
    closed,
    slots: local.map((s) => ({
      start: new Date(s.start).toISOString(),
      date: s.date,
      time: s.time,
      staffIds: cheapestFirst(s.staffIds, s.costs),
      ...(recommended.has(s.start) ? { recommended: true } : {}),
    })),
  };
}

/** The stylists in the order their day loses least (ties keep the team's order). */
function cheapestFirst(staffIds: string[], costs: readonly number[] | undefined): string[] {
  if (!costs) return staffIds;
  return staffIds
    .map((id, i) => ({ id, i, cost: costs[i] ?? 0 }))
    .sort((a, b) => a.cost - b.cost || a.i - b.i)
    .map((s) => s.id);
}

/** The stylists who perform every chosen service (the candidates for "anyone"). */
export async function candidatesFor(
  salon: SalonContext,
  services: readonly BookableService[],
  staffId: string | null,
): Promise<BookableStaff[]> {
  const performers = performersOf(services);
  if (staffId !== null && !performers.includes(staffId)) {
    throw new ApiError('unprocessable', 'That stylist does not offer all of the chosen services.', [
      { path: 'staffId', message: 'Choose another stylist, or anyone.' },
    ]);
  }
  const staff = await loadStaff(salon.id, staffId ? [staffId] : performers);
  if (staff.length === 0) {
    throw new ApiError(
      'unprocessable',
      'Nobody at the salon offers that combination of services right now.',
    );
  }
  return staff;
}
