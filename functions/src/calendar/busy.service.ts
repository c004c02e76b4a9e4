// The busy time calendars put in the appointment book: the `ext:` blocks of
// the day documents the slot call reads (one document per date), named after
// the calendar they come from. Stylists and booth renters see their own;
// owners, managers and the front desk see everyone's.
import { PROVIDER_NAMES } from '@chairside/core/calendar-connect';
import type { ExternalBusyView } from '@chairside/core/contracts/calendar';
import { addDays } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { dayDoc } from '../records/bookings';
import { calendarConnectionsCollection, calendarFeedsCollection } from '../records/calendar';
import { getAll } from '../records/repository';
import { uniqueBlocks } from '../bookings';
import { memberOf } from './shared';

const SEES_ALL = new Set(['owner', 'manager', 'front_desk']);

export async function externalBusy(
  caller: Caller,
  q: { orgId: string; from: string; to: string; staffId?: string },
): Promise<{ blocks: ExternalBusyView[] }> {
  const m = await memberOf(caller, q.orgId);
  const only = SEES_ALL.has(m.role) ? (q.staffId ?? null) : m.staffId;
  if (!SEES_ALL.has(m.role) && (!m.staffId || (q.staffId && q.staffId !== m.staffId))) {
    throw new ApiError('forbidden', 'You can see only your own calendar’s busy time.');
  }
  const dates: string[] = [];
  for (let d = q.from; d <= q.to; d = addDays(d, 1)) dates.push(d);
  const snaps = await getAll(dates.map((d) => dayDoc(q.orgId, d)));
  const blocks = uniqueBlocks(
    snaps.flatMap((s) =>
      Object.entries(s.data()?.blocksByStaff ?? {})
        .filter(([staffId]) => !only || staffId === only)
        .flatMap(([, list]) => list.filter((b) => b.bookingId.startsWith('ext:'))),
    ),
  );
  if (!blocks.length) return { blocks: [] };
  // Only now: the names of the calendars the blocks come from.
  const feeds = calendarFeedsCollection(q.orgId);
  const connections = calendarConnectionsCollection(q.orgId);
  const [feedSnaps, connectionSnaps] = await Promise.all([
    (only ? feeds.where('staffId', '==', only) : feeds).limit(200).get(),
    (only ? connections.where('staffId', '==', only) : connections).limit(200).get(),
  ]);
  const names = new Map<string, string>([
    ...feedSnaps.docs.map((d) => [d.id, d.data().name || 'Imported calendar'] as const),
    ...connectionSnaps.docs.map((d) => [d.id, PROVIDER_NAMES[d.data().provider]] as const),
  ]);
  return {
    blocks: blocks.map((b) => ({
      staffId: b.staffId,
      start: new Date(b.start).toISOString(),
      end: new Date(b.end).toISOString(),
      source: names.get(b.bookingId.slice(4)) ?? 'Another calendar',
    })),
  };
}
