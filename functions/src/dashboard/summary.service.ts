// The dashboards' figures (GET /api/dashboard-summary). Every figure comes
// from what is already kept: appointment counts and takings are aggregation
// queries over the period (a read per thousand entries), occupancy from the
// day read model (one document a day), retail from its day rollup, the gift
// card liability from its rollup. Nothing reads the salon's history, so the
// cost follows the period and the team, not the years behind them.
import { AggregateField, type Query } from 'firebase-admin/firestore';
import {
  bookedMinutes,
  datesBetween,
  workingMinutesOn,
  type AppointmentCounts,
  type AttentionItem,
  type DashboardQuery,
  type DashboardSummary,
  type StaffOccupancy,
  type Takings,
} from '@chairside/core/dashboard-summary';
import { PAYMENT_METHODS, TAKEN_STATUSES, type PaymentMethod } from '@chairside/core/payments';
import { isoDateIn } from '@chairside/core/staff-profile';
import { addDays } from '@chairside/core/zoned-time';
import type { Caller } from '../http/auth';
import { teamScope } from './team-scope';
import { countReads } from '../http/read-count';
import { resolveSalon } from '../platform/salon';
import { bookingsCollection, dayDoc } from '../records/bookings';
import { giftCardTotalsDoc } from '../records/gift-cards';
import { notificationsCollection } from '../records/notifications';
import { paymentsCollection } from '../records/payments';
import { getAll, readableRecords } from '../records/repository';
import { reservationsCollection, retailDailyDoc } from '../records/retail';
import { invitesCollection, staffCollection } from '../records/team';
import { contactMessagesCollection } from '../records/contact';
import { lateRent } from '../pay';
import { formatMinorUnits } from '@chairside/core/money';
import { CONTACT_VISIBLE_ROLES } from '@chairside/core/roles';

const MANAGERS = ['owner', 'manager'] as const;
const UPCOMING = ['booked', 'confirmed', 'checked_in'];

/** Counts of a query's documents, in one aggregation (a read per thousand). */
async function counted(q: Query): Promise<number> {
  const n = (await q.count().get()).data().count;
  countReads(Math.ceil(n / 1000));
  return n;
}

async function appointmentCounts(
  orgId: string,
  staffId: string | null,
  from: string,
  to: string,
): Promise<AppointmentCounts> {
  let base: Query = bookingsCollection(orgId)
    .where('localDate', '>=', from)
    .where('localDate', '<=', to);
  if (staffId) base = base.where('staffId', '==', staffId);
  const [upcoming, completed, cancelled, noShow] = await Promise.all([
    counted(base.where('status', 'in', UPCOMING)),
    counted(base.where('status', '==', 'completed')),
    counted(base.where('status', '==', 'cancelled')),
    counted(base.where('status', '==', 'no_show')),
  ]);
  return { upcoming, completed, cancelled, noShow };
}

async function takings(
  orgId: string,
  staffId: string | null,
  from: string,
  to: string,
): Promise<Takings> {
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<
    PaymentMethod,
    number
  >;
  const sums = await Promise.all(
    PAYMENT_METHODS.map(async (method) => {
      let q: Query = paymentsCollection(orgId);
      if (staffId) q = q.where('staffId', '==', staffId);
      q = q
        .where('method', '==', method)
        .where('localDate', '>=', from)
        .where('localDate', '<=', to)
        .where('status', 'in', [...TAKEN_STATUSES]);
      const snap = await q
        .aggregate({
          count: AggregateField.count(),
          amount: AggregateField.sum('amount'),
          tip: AggregateField.sum('tip'),
          refunded: AggregateField.sum('refunded'),
        })
        .get();
      const d = snap.data();
      countReads(Math.ceil(d.count / 1000));
      return { method, ...d };
    }),
  );
  let net = 0;
  let tips = 0;
  let refunded = 0;
  let payments = 0;
  for (const s of sums) {
    const taken = (s.amount ?? 0) + (s.tip ?? 0) - (s.refunded ?? 0);
    byMethod[s.method] = taken;
    net += taken;
    tips += s.tip ?? 0;
    refunded += s.refunded ?? 0;
    payments += s.count;
  }
  return { byMethod, net, tips, refunded, payments };
}

/** Booked and working minutes per team member and day, from the day read model. */
async function occupancy(
  orgId: string,
  staffIds: Set<string> | null,
  dates: string[],
  salon: Awaited<ReturnType<typeof resolveSalon>>,
) {
  const [team, days] = await Promise.all([
    staffCollection(orgId).where('status', '==', 'active').get(),
    getAll(dates.map((d) => dayDoc(orgId, d))),
  ]);
  countReads(team.size + days.length);
  const members = readableRecords(team.docs).filter((s) => !staffIds || staffIds.has(s.id));
  const booked = new Map<string, number>();
  const perDay = new Map<string, number>();
  days.forEach((snap, i) => {
    const blocksByStaff = snap.data()?.blocksByStaff ?? {};
    let dayTotal = 0;
    for (const m of members) {
      const mins = bookedMinutes((blocksByStaff[m.id] ?? []).filter((b) => b.bookingId));
      booked.set(m.id, (booked.get(m.id) ?? 0) + mins);
      dayTotal += mins;
    }
    perDay.set(dates[i]!, dayTotal);
  });
  const staff: StaffOccupancy[] = members
    .map((m) => ({
      staffId: m.id,
      name: m.displayName,
      bookedMinutes: booked.get(m.id) ?? 0,
      workingMinutes: dates.reduce(
        (sum, d) =>
          sum +
          workingMinutesOn(
            { id: m.id, weeklyHours: m.weeklyHours, exceptions: m.exceptions, timeOff: m.timeOff },
            salon.businessHours,
            d,
          ),
        0,
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    staff,
    bookedMinutes: staff.reduce((n, s) => n + s.bookedMinutes, 0),
    workingMinutes: staff.reduce((n, s) => n + s.workingMinutes, 0),
    perDay,
  };
}

/** Takings by day for the chart: one small aggregation a day of the period (at most 31 shown). */
async function netByDay(orgId: string, staffId: string | null, dates: string[]) {
  const shown = dates.slice(-31);
  const sums = await Promise.all(
    shown.map(async (date) => {
      let q: Query = paymentsCollection(orgId);
      if (staffId) q = q.where('staffId', '==', staffId);
      q = q.where('localDate', '==', date).where('status', 'in', [...TAKEN_STATUSES]);
      const d = (
        await q
          .aggregate({
            count: AggregateField.count(),
            amount: AggregateField.sum('amount'),
            tip: AggregateField.sum('tip'),
            refunded: AggregateField.sum('refunded'),
          })
          .get()
      ).data();
      countReads(Math.ceil(d.count / 1000));
      return [date, (d.amount ?? 0) + (d.tip ?? 0) - (d.refunded ?? 0)] as const;
    }),
  );
  return new Map(sums);
}

async function nextAppointments(orgId: string, staffId: string | null, now: Date) {
  let q: Query = bookingsCollection(orgId);
  if (staffId) q = q.where('staffId', '==', staffId);
  const snap = await (q as ReturnType<typeof bookingsCollection>)
    .where('status', 'in', UPCOMING)
    .where('startTime', '>=', now)
    .orderBy('startTime')
    .limit(5)
    .get();
  countReads(snap.size);
  return readableRecords(snap.docs).map((b) => ({
    bookingId: b.id,
    start: b.startTime.toISOString(),
    clientName: b.clientName,
    services: b.services.map((s) => s.name).join(', '),
    staffName: b.staffName,
    status: b.status,
  }));
}

async function attention(
  orgId: string,
  role: string,
  from: string,
  to: string,
  now: Date,
  salon: { today: string; currency: string },
): Promise<AttentionItem[]> {
  const { today } = salon;
  const money = (minor: number) => formatMinorUnits(minor, salon.currency, 'en-US', true);
  const manages = (MANAGERS as readonly string[]).includes(role);
  const noShows = bookingsCollection(orgId)
    .where('status', '==', 'no_show')
    .where('localDate', '>=', from)
    .where('localDate', '<=', to);
  const [allNoShows, paidNoShows, failed, invites, reservations, siteMessages, rent] =
    await Promise.all([
      counted(noShows),
      counted(noShows.where('paymentStatus', '==', 'paid')),
      counted(
        notificationsCollection(orgId)
          .where('status', '==', 'failed')
          .where('updatedAt', '>=', new Date(now.getTime() - 7 * 86_400_000)),
      ),
      manages ? counted(invitesCollection(orgId).where('status', '==', 'pending')) : 0,
      counted(reservationsCollection(orgId).where('status', 'in', ['reserved', 'ready'])),
      // The website's contact form: messages nobody has opened yet (those who may read them).
      (CONTACT_VISIBLE_ROLES as readonly string[]).includes(role)
        ? counted(
            contactMessagesCollection(orgId)
              .where('read', '==', false)
              .where('archived', '==', false),
          )
        : 0,
      lateRent(orgId, today),
    ]);
  const unpaidNoShows = allNoShows - paidNoShows;
  const items: AttentionItem[] = [
    {
      kind: 'no_show_fees',
      count: unpaidNoShows,
      label: `${unpaidNoShows} no-show${unpaidNoShows === 1 ? '' : 's'} not paid for`,
      to: '/appointments',
    },
    {
      kind: 'failed_messages',
      count: failed,
      label: `${failed} message${failed === 1 ? '' : 's'} could not be sent this week`,
      to: '/notifications',
    },
    {
      kind: 'pending_invites',
      count: invites,
      label: `${invites} invitation${invites === 1 ? '' : 's'} not accepted yet`,
      to: '/staff-management',
    },
    {
      kind: 'site_messages',
      count: siteMessages,
      label: `${siteMessages} unread message${siteMessages === 1 ? '' : 's'} from the website`,
      to: '/site-inbox',
    },
    {
      kind: 'late_rent',
      count: rent.renters,
      label: `Rent late from ${rent.renters} booth renter${rent.renters === 1 ? '' : 's'}: ${money(rent.amount)}`,
      to: '/pay-runs?tab=rent',
    },
    {
      kind: 'reservations',
      count: reservations,
      label: `${reservations} online reservation${reservations === 1 ? '' : 's'} waiting for pickup`,
      to: '/shop-page',
    },
  ];
  return items.filter((i) => i.count > 0);
}

/** GET /api/dashboard-summary: the caller's figures for their role. */
export async function dashboardSummary(
  caller: Caller,
  query: DashboardQuery,
  now = new Date(),
): Promise<DashboardSummary> {
  const { orgId } = query;
  const { member, salonWide, staffId } = await teamScope(caller, orgId, 'see the dashboard');
  const salon = await resolveSalon(orgId);
  const today = isoDateIn(now, salon.timeZone);
  const from = query.from ?? addDays(today, -6);
  const to = query.to ?? today;
  const dates = datesBetween(from, to);
  const manages = (MANAGERS as readonly string[]).includes(member.role);
  const [apToday, apPeriod, takeToday, takePeriod, occ, daily, retailDays, liability, next, todo] =
    await Promise.all([
      appointmentCounts(orgId, staffId, today, today),
      appointmentCounts(orgId, staffId, from, to),
      takings(orgId, staffId, today, today),
      takings(orgId, staffId, from, to),
      occupancy(orgId, staffId ? new Set([staffId]) : null, dates, salon),
      netByDay(orgId, staffId, dates),
      manages ? getAll(dates.map((d) => retailDailyDoc(orgId, d))) : Promise.resolve(null),
      manages ? giftCardTotalsDoc(orgId).get() : Promise.resolve(null),
      nextAppointments(orgId, staffId, now),
      salonWide
        ? attention(orgId, member.role, from, to, now, { today, currency: salon.currency })
        : Promise.resolve([]),
    ]);
  if (retailDays) countReads(retailDays.length);
  if (liability) countReads(1);
  const retail = retailDays
    ? retailDays.reduce(
        (sum, snap) => {
          const d = snap.data();
          return d
            ? {
                sales: sum.sales + d.sales,
                revenue: sum.revenue + d.totals.revenue,
                units: sum.units + d.totals.units,
              }
            : sum;
        },
        { sales: 0, revenue: 0, units: 0 },
      )
    : null;
  const outstanding = liability?.get('outstanding');
  return {
    orgId,
    currency: salon.currency,
    timeZone: salon.timeZone,
    scope: salonWide ? 'salon' : 'own',
    today,
    period: { from, to },
    appointments: { today: apToday, period: apPeriod },
    takings: { today: takeToday, period: takePeriod },
    retail,
    giftCardLiability: liability ? (typeof outstanding === 'number' ? outstanding : 0) : null,
    occupancy: {
      staff: occ.staff,
      bookedMinutes: occ.bookedMinutes,
      workingMinutes: occ.workingMinutes,
    },
    byDay: dates.slice(-31).map((date) => ({
      date,
      bookedMinutes: occ.perDay.get(date) ?? 0,
      net: daily.get(date) ?? 0,
    })),
    next,
    attention: todo,
  };
}
