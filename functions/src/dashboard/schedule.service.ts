// The schedule heat map (/schedule-dashboard): each team member's week hour
// by hour, booked minutes against working minutes, from the day read model
// (seven reads) and the team's hours; and one day's appointments in order.
// The salon's for owners, managers and the desk; a stylist's own row otherwise.
import { hourCells, hoursSpan, type ScheduleGrid } from '@chairside/core/dashboard-summary';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays, weekdayIndex } from '@chairside/core/zoned-time';
import type { z } from 'zod';
import type { ZScheduleQuery } from '@chairside/core/dashboard-summary';
import type { Caller } from '../http/auth';
import { teamScope } from './team-scope';
import { countReads } from '../http/read-count';
import { resolveSalon } from '../platform/salon';
import { bookingsCollection, dayDoc } from '../records/bookings';
import { getAll, readableRecords } from '../records/repository';
import { staffCollection } from '../records/team';

/** Monday of the week a date falls in. */
const mondayOf = (date: string) => addDays(date, -weekdayIndex(date));

export async function scheduleGrid(
  caller: Caller,
  query: z.output<typeof ZScheduleQuery>,
  now = new Date(),
): Promise<ScheduleGrid> {
  const { orgId } = query;
  const { member, salonWide } = await teamScope(caller, orgId, 'see the schedule');
  const salon = await resolveSalon(orgId);
  const from = query.from ?? mondayOf(isoDateIn(now, salon.timeZone));
  const dates = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const day = query.day && dates.includes(query.day) ? query.day : dates[0]!;
  let bookings = bookingsCollection(orgId).where('localDate', '==', day);
  if (!salonWide) bookings = bookings.where('staffId', '==', member.staffId);
  const [team, days, listed] = await Promise.all([
    staffCollection(orgId).where('status', '==', 'active').get(),
    getAll(dates.map((d) => dayDoc(orgId, d))),
    bookings.limit(300).get(),
  ]);
  countReads(team.size + days.length + listed.size);
  const members = readableRecords(team.docs)
    .filter((s) => salonWide || s.id === member.staffId)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const slotStaff = members.map((m) => ({
    id: m.id,
    weeklyHours: m.weeklyHours,
    exceptions: m.exceptions,
    timeOff: m.timeOff,
  }));
  const { firstHour, lastHour } = hoursSpan(slotStaff, salon.businessHours, dates);
  const rows = members.map((m, i) => ({
    staffId: m.id,
    name: m.displayName,
    days: Object.fromEntries(
      dates.map((date, d) => {
        const blocks = (days[d]?.data()?.blocksByStaff[m.id] ?? []).filter((b) => b.bookingId);
        return [
          date,
          hourCells(
            slotStaff[i]!,
            salon.businessHours,
            date,
            salon.timeZone,
            blocks,
            firstHour,
            lastHour,
          ),
        ];
      }),
    ),
  }));
  const appointments = readableRecords(listed.docs)
    .filter((b) => b.status !== 'cancelled')
    .sort((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .map((b) => ({
      bookingId: b.id,
      start: b.startTime.toISOString(),
      end: b.endTime.toISOString(),
      staffId: b.staffId,
      staffName: b.staffName,
      clientName: b.clientName,
      services: b.services.map((s) => s.name).join(', '),
      status: b.status,
    }));
  return {
    orgId,
    timeZone: salon.timeZone,
    dates,
    firstHour,
    lastHour,
    rows,
    day,
    appointments,
  };
}
