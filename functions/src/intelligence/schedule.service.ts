// POST /api/ai/schedule-optimisation: each stylist's days (fill rate, gap
// minutes, what the gaps cost) and the moves that would close the gaps; POST
// .../requests: ask the client about one (nothing moves without their yes).
// Reads: the salon, its active team and services, the day documents, the
// appointments of the days asked and the learned service mix.
import type { z } from 'zod';
import type {
  ScheduleOptimisation,
  ScheduleRequestView,
  ZScheduleChangeRequest,
  ZScheduleOptimisationRequest,
} from '@chairside/core/contracts/intelligence';
import type { BookingRecord } from '@chairside/core/records/booking';
import {
  DEFAULT_MOVE_OPTIONS,
  dayFigures,
  gapTablesFor,
  proposeMoves,
  scheduleValuesFrom,
  type DayFigures,
  type StaffDayPlan,
} from '@chairside/core/intelligence/schedule';
import { staffDayOn } from '@chairside/core/slots';
import { LocalDay, addDays } from '@chairside/core/zoned-time';
import type { Caller } from '../http/auth';
import { ApiError } from '../http/api-error';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { askToMove, busyFrom, dayRef, servicesLabel, staffOf } from '../bookings';
import { bookingsCollection } from '../records/bookings';
import { scheduleValuesDoc } from '../records/intelligence';
import { getAll, readableRecords } from '../records/repository';
import { activeServices } from '../records/services';
import { staffCollection } from '../records/team';
import { resolveSalon, type SalonContext } from '../platform/salon';

const PLANNERS = ['owner', 'manager', 'front_desk'] as const;
const DAY = 86_400_000;
/** Clients are asked at least a day ahead. */
const NOTICE_MS = DAY;
const ON_BOOK = new Set(['booked', 'confirmed', 'checked_in', 'completed']);

function requestView(b: BookingRecord): ScheduleRequestView | null {
  const p = b.proposedMove;
  if (!p || !ON_BOOK.has(b.status)) return null;
  return {
    bookingId: b.id,
    staffName: b.staffName,
    clientName: b.clientName,
    services: servicesLabel(b.services),
    from: b.startTime.toISOString(),
    to: p.start.toISOString(),
    status: p.status,
    requestedAt: p.requestedAt.toISOString(),
  };
}

async function readWeek(salon: SalonContext, dates: string[]) {
  const first = new LocalDay(dates[0]!, salon.timeZone).lenient(0);
  const last = new LocalDay(addDays(dates.at(-1)!, 1), salon.timeZone).lenient(0);
  const [staffSnap, services, daySnaps, bookingSnap, values] = await Promise.all([
    staffCollection(salon.id).where('status', '==', 'active').get(),
    activeServices(salon.id),
    getAll(
      [addDays(dates[0]!, -1), ...dates, addDays(dates.at(-1)!, 1)].map((d) => dayRef(salon.id, d)),
    ),
    bookingsCollection(salon.id)
      .where('startTime', '>=', new Date(first))
      .where('startTime', '<', new Date(last))
      .get(),
    scheduleValuesDoc(salon.id).get(),
  ]);
  countReads(staffSnap.size + services.length + daySnaps.length + bookingSnap.size + 1);
  const performs = new Set(services.flatMap((s) => s.staffIds));
  const staff = readableRecords(staffSnap.docs)
    .map(staffOf)
    .filter((m) => m.active && performs.has(m.id));
  const bookings = readableRecords(bookingSnap.docs);
  return { staff, daySnaps, bookings, values: values.data() };
}

export async function optimiseSchedule(
  caller: Caller,
  input: z.output<typeof ZScheduleOptimisationRequest>,
  now = new Date(),
): Promise<ScheduleOptimisation> {
  await requireRole(input.orgId, caller, PLANNERS, { action: 'plan the schedule' });
  const salon = await resolveSalon(input.orgId);
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.from, i));
  const week = await readWeek(salon, dates);
  const staff = week.staff.filter((m) => input.staffId === null || m.id === input.staffId);
  if (input.staffId !== null && staff.length === 0)
    throw new ApiError('not_found', 'No such team member takes appointments at this salon.');
  const live = week.bookings.filter((b) => ON_BOOK.has(b.status));
  const ids = new Set(live.map((b) => b.id));
  // Blocks that are not these appointments (calendar events, holds) stay where they are.
  const fixed = busyFrom(week.daySnaps).filter((b) => !ids.has(b.bookingId));
  const values = week.values ?? scheduleValuesFrom(live);
  const tables = gapTablesFor(
    values,
    staff.map((m) => m.id),
  );
  const notBefore = now.getTime() + NOTICE_MS;
  const plans: StaffDayPlan[] = [];
  for (const member of staff)
    for (const date of dates) {
      const base = staffDayOn(
        member,
        salon.businessHours,
        salon.timeZone,
        date,
        fixed.filter((b) => b.staffId === member.id),
      );
      if (!base) continue;
      const appointments = live
        .filter((b) => b.staffId === member.id && b.localDate === date)
        .map((b) => ({
          id: b.id,
          start: b.startTime.getTime(),
          end: b.endTime.getTime(),
          segments: b.busy.map((s) => ({ start: s.start.getTime(), end: s.end.getTime() })),
          movable:
            (b.status === 'booked' || b.status === 'confirmed') &&
            b.proposedMove === null &&
            b.source !== 'walk_in' &&
            b.startTime.getTime() >= notBefore,
        }));
      plans.push({ staffId: member.id, date, base, appointments, table: tables.get(member.id)! });
    }
  const moves = proposeMoves(plans, {
    ...DEFAULT_MOVE_OPTIONS,
    notBefore,
    stepMinutes: salon.policy.slotIntervalMinutes,
  });
  const byId = new Map(live.map((b) => [b.id, b]));
  const total = (days: DayFigures[]) => {
    const sum = (k: keyof DayFigures) => days.reduce((a, d) => a + d[k], 0);
    const working = sum('workingMinutes');
    return {
      workingMinutes: working,
      bookedMinutes: sum('bookedMinutes'),
      fillRate: working > 0 ? sum('bookedMinutes') / working : 0,
      gapMinutes: sum('gapMinutes'),
      lostValue: sum('lostValue'),
    };
  };
  return {
    from: dates[0]!,
    to: dates.at(-1)!,
    timeZone: salon.timeZone,
    currency: salon.currency,
    learned: week.values !== undefined,
    staff: staff.map((m) => {
      const days = plans
        .filter((p) => p.staffId === m.id)
        .map((p) => ({ date: p.date, ...dayFigures(p) }));
      return { staffId: m.id, name: m.displayName, color: m.color, days, week: total(days) };
    }),
    proposals: moves.map((move) => {
      const b = byId.get(move.appointmentId)!;
      return {
        bookingId: b.id,
        staffId: b.staffId,
        staffName: b.staffName,
        clientName: b.clientName,
        services: servicesLabel(b.services),
        from: new Date(move.from).toISOString(),
        to: new Date(move.to).toISOString(),
        saving: move.saving,
        canAsk: Boolean(b.clientEmail || b.clientPhone),
      };
    }),
    requests: live
      .map(requestView)
      .filter((r): r is ScheduleRequestView => r !== null)
      .sort((a, b) => a.from.localeCompare(b.from)),
  };
}

/** Asks the client about a new time (or withdraws the ask): the e-mail or text follows. */
export async function requestChange(
  caller: Caller,
  input: z.output<typeof ZScheduleChangeRequest>,
): Promise<{ request: ScheduleRequestView | null }> {
  await requireRole(input.orgId, caller, PLANNERS, { action: 'ask clients to move' });
  const salon = await resolveSalon(input.orgId);
  const start = input.start === null ? null : Date.parse(input.start);
  const booking = await askToMove(salon, input.bookingId, start, caller.uid);
  return { request: start === null ? null : requestView(booking) };
}
