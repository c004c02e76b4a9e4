// GET pay/performance: each team member's figures over a range, from the same
// ledger lines as pay (so revenue agrees with the pay run), the bookings of the
// range and the eight weeks after it (who came back), and the clients seen.
import type { PerformanceView } from '@chairside/core/contracts/pay';
import { workingMinutesOn } from '@chairside/core/dashboard-summary';
import { earningsOf, DEFAULT_PAY_SETTINGS } from '@chairside/core/pay-runs';
import { REBOOK_WINDOW_DAYS, staffPerformance } from '@chairside/core/performance';
import type { Role } from '@chairside/core/roles';
import { addDays, zonedInstant } from '@chairside/core/zoned-time';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { requireRole } from '../http/membership';
import { countReads } from '../http/read-count';
import { bookingsCollection } from '../records/bookings';
import { clientDoc } from '../records/clients';
import { paySettingsDoc } from '../records/pay';
import { getAll, readableRecords } from '../records/repository';
import { readPeriodLedger } from './ledger-reads';
import { salonOf, teamOf } from './reads';

const MANAGERS: readonly Role[] = ['owner', 'manager'];
export const MAX_RANGE_DAYS = 93;

export async function performance(
  caller: Caller,
  orgId: string,
  from: string,
  to: string,
): Promise<PerformanceView> {
  const membership = await requireRole(orgId, caller, 'any', { action: 'see performance' });
  if (to < from)
    throw new ApiError('validation_failed', 'The range ends before it starts.', [
      { path: 'to', message: 'End on or after the start' },
    ]);
  if (addDays(from, MAX_RANGE_DAYS - 1) < to)
    throw new ApiError('validation_failed', `Choose at most ${MAX_RANGE_DAYS} days.`, [
      { path: 'to', message: `Choose at most ${MAX_RANGE_DAYS} days` },
    ]);
  const salon = await salonOf(orgId);
  const range = { from, to };
  const until = addDays(to, REBOOK_WINDOW_DAYS);
  const [team, ledger, bookingSnap, stored] = await Promise.all([
    teamOf(orgId),
    readPeriodLedger(orgId, range, salon.timeZone),
    bookingsCollection(orgId).where('localDate', '>=', from).where('localDate', '<=', until).get(),
    paySettingsDoc(orgId).get(),
  ]);
  countReads(Math.max(1, bookingSnap.size) + 1);
  const bookings = readableRecords(bookingSnap.docs);
  const settings = stored.data() ?? DEFAULT_PAY_SETTINGS;
  // Clients seen in the range: new when their record was made in it.
  const seen = [
    ...new Set(
      bookings
        .filter((b) => b.status === 'completed' && b.localDate <= to && b.clientId)
        .map((b) => b.clientId!),
    ),
  ];
  const clients = await getAll(seen.map((id) => clientDoc(orgId, id)));
  countReads(seen.length);
  const start = zonedInstant(from, '00:00', salon.timeZone);
  const end = zonedInstant(addDays(to, 1), '00:00', salon.timeZone);
  const newClientIds = new Set(
    clients.flatMap((snap) => {
      const c = snap.data();
      const made = c?.createdAt.getTime() ?? 0;
      return c && made >= start && made < end ? [snap.id] : [];
    }),
  );
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  const people = team.filter((m) => m.role !== 'booth_renter');
  const rows = staffPerformance({
    from,
    to,
    team: people.map((m) => ({
      staffId: m.id,
      name: m.displayName,
      workingMinutes: days.reduce(
        (sum, d) =>
          sum +
          workingMinutesOn(
            { id: m.id, weeklyHours: m.weeklyHours, exceptions: m.exceptions, timeOff: m.timeOff },
            salon.businessHours,
            d,
          ),
        0,
      ),
    })),
    earnings: earningsOf(ledger.sales, ledger.payments, settings, range, ledger.serviceOf),
    bookings: bookings.map((b) => ({
      id: b.id,
      staffId: b.staffId,
      clientId: b.clientId,
      status: b.status,
      localDate: b.localDate,
      start: b.startTime.getTime(),
      end: b.endTime.getTime(),
      statusChangedAt: b.statusChangedAt?.getTime() ?? null,
    })),
    // The range's sales, as the ledger read them (one read each, shared with the revenue).
    sales: ledger.sales
      .filter((s) => s.localDate >= from && s.localDate <= to)
      .map((s) => ({
        clientId: s.clientId ?? null,
        localDate: s.localDate,
        products: s.lines.some((l) => l.kind === 'product'),
      })),
    newClientIds,
    cancellationHours: salon.bookingPolicy.cancellationHours,
  });
  const manager = MANAGERS.includes(membership.role);
  return {
    from,
    to,
    currency: salon.currency,
    rows: manager ? rows : rows.filter((r) => r.staffId === membership.staffId),
  };
}
