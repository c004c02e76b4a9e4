// What both kinds of calendar sync share (iCal imports and connected Google
// and Outlook calendars): who may manage whose calendars, how far ahead busy
// time matters, and writing busy time into the booking day documents as
// blocks of its own (`ext:<sourceId>`), only for the dates that changed.
import { advanceDaysFor } from '@chairside/core/booking';
import { externalBlockId, stretchesKey, type BusyStretch } from '@chairside/core/calendar';
import { addDays, localParts, zonedInstant } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole, type Membership } from '../http/membership';
import { staffDoc } from '../records/team';
import { StaffDays, boundedWrite } from '../bookings';
import type { SalonContext } from '../platform/salon';

export async function memberOf(caller: Caller, orgId: string): Promise<Membership> {
  const m = await requireRole(orgId, caller, 'any', { action: 'manage calendars' });
  if (!m) throw new ApiError('forbidden', 'You are not a member of this salon.');
  return m;
}
export const managesAll = (m: Membership) => m.role === 'owner' || m.role === 'manager';

/** Owners and managers manage anyone's calendars; everyone else only their own. */
export function assertFor(m: Membership, staffId: string | null) {
  if (managesAll(m)) return;
  if (staffId !== null && m.staffId === staffId) return;
  throw new ApiError(
    'forbidden',
    staffId === null
      ? 'Only owners and managers can manage the salon’s calendar.'
      : 'You can manage only your own calendars.',
  );
}

export async function staffNameOf(orgId: string, staffId: string): Promise<string> {
  const staff = (await staffDoc(orgId, staffId).get()).data();
  if (!staff) throw new ApiError('not_found', 'That team member could not be found.');
  return staff.displayName;
}

/** How far ahead busy time matters: the furthest anyone may book, plus a day. */
export function windowOf(salon: SalonContext, now: Date, upload: boolean) {
  const today = localParts(now.getTime(), salon.timeZone).date;
  const fromDate = addDays(today, -1);
  // An uploaded file is read once: it covers two years, whatever the window is then.
  const days = upload ? 730 : advanceDaysFor(salon.policy, true) + 1;
  const toDate = addDays(today, days);
  return {
    fromDate,
    toDate,
    from: zonedInstant(fromDate, '00:00', salon.timeZone),
    to: zonedInstant(addDays(toDate, 1), '00:00', salon.timeZone),
  };
}

/**
 * Writes a calendar's busy time into the team member's day documents: only
 * the dates whose busy time changed (by fingerprint), in bounded batches.
 * Answers the fingerprints now written.
 */
export async function writeBusy(
  orgId: string,
  staffId: string,
  feedId: string,
  byDate: Map<string, BusyStretch[]>,
  previous: Record<string, string>,
  fromDate: string,
): Promise<Record<string, string>> {
  const next: Record<string, string> = {};
  const changed: string[] = [];
  for (const [date, list] of byDate) {
    const key = stretchesKey(list);
    next[date] = key;
    if (previous[date] !== key) changed.push(date);
  }
  for (const date of Object.keys(previous)) {
    if (!byDate.has(date) && date >= fromDate) changed.push(date);
  }
  changed.sort();
  const blockId = externalBlockId(feedId);
  for (let i = 0; i < changed.length; i += 100) {
    const dates = changed.slice(i, i + 100);
    await boundedWrite(async (w) => {
      const days = await StaffDays.read(w, orgId, staffId, dates);
      days.remove(blockId);
      for (const date of dates) {
        const blocks = (byDate.get(date) ?? []).map((s) => ({
          bookingId: blockId,
          staffId,
          start: s.start,
          end: s.end,
        }));
        if (blocks.length) days.add([date], blocks);
      }
      days.write(w, dates);
    }, Date.now() + 60_000);
  }
  return next;
}
