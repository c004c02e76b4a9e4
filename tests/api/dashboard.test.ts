// The dashboards' figures reconciled with the ledgers they come from: after a
// scripted day (appointments of every kind, a cash checkout with a tip, a
// retail sale and a return, a gift card spent), each figure of
// dashboard-summary equals what the payments ledger, the appointments, the
// day read model and the rollups say, to the cent; and each role sees only
// its own.
import { setupServer } from 'msw/node';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCashCheckout, ZCreateIntent, TAKEN_STATUSES } from '@chairside/core/payments';
import { ZCreateProduct, ZProcessSale, ZReturnSale } from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { weekdayIndex } from '@chairside/core/zoned-time';
import { workingMinutesOn } from '@chairside/core/dashboard-summary';
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import type * as SummaryModule from '../../functions/src/dashboard/summary.service';
import type * as SearchModule from '../../functions/src/search/search.service';
import type * as ScheduleModule from '../../functions/src/dashboard/schedule.service';
import type * as ClientSummaryModule from '../../functions/src/dashboard/client-summary.service';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import { admin, callApi, ownedSalon, signIn } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';
import { appointmentDocument, handedOverGiftCard } from '../support/payment-fixture';
import { rollupsSettled } from '../support/rollups';
import { dayViewSettled } from '../support/day-view';
import { StripeStub, intentEvent } from '../support/stripe-stub';

const run = Date.now();
const orgId = `dash-${run}`;
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const desk = callerFor(`desk-${run}`);
const leo = callerFor(`leo-${run}`);
const stranger = callerFor(`stranger-${run}`);
let summary: typeof SummaryModule;
let search: typeof SearchModule;
let schedule: typeof ScheduleModule;
let clientView: typeof ClientSummaryModule;
let today: string;
const { db } = admin();
// Stripe answers from msw at the HTTP boundary; its webhook is signed as Stripe signs it.
const ACCOUNT = `acct_dash_${run}`;
const WEBHOOK_SECRET = 'whsec_test_dash';
const stripe = new StripeStub();
const stripeServer = setupServer(...stripe.handlers());
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'none',
    (e: { code?: string }) => e.code,
  );

beforeAll(async () => {
  delete process.env['STRIPE_API_URL'];
  process.env['STRIPE_SECRET_KEY'] = 'sk_test_dash';
  process.env['STRIPE_PUBLISHABLE_KEY'] = 'pk_test_dash';
  process.env['STRIPE_WEBHOOK_SECRET'] = WEBHOOK_SECRET;
  stripeServer.listen({ onUnhandledRequest: 'bypass' });
  summary = await import('../../functions/src/dashboard/summary.service');
  search = await import('../../functions/src/search/search.service');
  schedule = await import('../../functions/src/dashboard/schedule.service');
  clientView = await import('../../functions/src/dashboard/client-summary.service');
  // Every query the summary runs is checked against firestore.indexes.json, as a real project would.
  const [{ installIndexCheck }, functionsDb] = await Promise.all([
    import('../../functions/src/indexes/index-check'),
    import('../../functions/src/firebase'),
  ]);
  installIndexCheck(functionsDb.db(), 'firestore.indexes.json');
  await ownedSalon(orgId, 'Studio Figures', owner.uid);
  await db.doc(`orgs/${orgId}/paymentSettings/stripe`).set({
    id: 'stripe',
    accountId: ACCOUNT,
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    lastEventCreated: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  for (const [who, role, staffId] of [
    [desk, 'front_desk', null],
    [leo, 'staff', 's-leo'],
  ] as const) {
    await db.doc(`orgs/${orgId}/members/${who.uid}`).set({ uid: who.uid, role, staffId });
  }
  for (const [id, name] of [
    ['s-leo', 'Leo Martins'],
    ['s-ana', 'Ana Silva'],
  ]) {
    await db.doc(`orgs/${orgId}/staff/${id}`).set({
      displayName: name,
      role: 'staff',
      status: 'active',
      userId: null,
      color: '#0D9488',
    });
  }
  const now = new Date();
  today = isoDateIn(now, TZ);
  // The day's appointments: one to check out, a no-show, a cancellation, one still to come.
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  const bookings: [string, Date, Record<string, unknown>][] = [
    ['b-done', at(40), { status: 'checked_in' }],
    ['b-card', at(90), { status: 'checked_in', staffId: 's-ana', staffName: 'Ana Silva' }],
    ['b-noshow', at(30), { status: 'no_show' }],
    ['b-cancel', at(20), { status: 'cancelled', staffId: 's-ana', staffName: 'Ana Silva' }],
    ['b-later', new Date(now.getTime() + 60_000), { status: 'booked', staffId: 's-ana' }],
  ];
  for (const [id, start, extra] of bookings) {
    await db.doc(`orgs/${orgId}/bookings/${id}`).set({
      ...appointmentDocument(start, TZ, extra),
      localDate: today,
    });
  }
  // Busy time as the booking commit leaves it in each stylist's lock document.
  const block = (bookingId: string, staffId: string, start: Date, minutes: number) => ({
    bookingId,
    staffId,
    start: start.getTime(),
    end: start.getTime() + minutes * 60_000,
  });
  await db.doc(`orgs/${orgId}/bookingDays/${today}/staff/s-leo`).set({
    date: today,
    staffId: 's-leo',
    blocks: [block('b-done', 's-leo', at(40), 30), block('b-noshow', 's-leo', at(30), 30)],
  });
  await db.doc(`orgs/${orgId}/bookingDays/${today}/staff/s-ana`).set({
    date: today,
    staffId: 's-ana',
    blocks: [
      block('b-card', 's-ana', at(90), 30),
      block('b-later', 's-ana', new Date(now.getTime() + 60_000), 60),
    ],
  });

  // The money: a cash checkout with a tip, a product sale in cash, part of it
  // returned, and a gift card spent on another.
  const cash = await import('../../functions/src/payments/cash.service');
  await cash.cashCheckout(
    desk,
    ZCashCheckout.parse({
      orgId,
      bookingId: 'b-done',
      expectedAmount: 4500,
      tip: 500,
      tendered: 5000,
      idempotencyKey: `dash-${run}-cash`,
    }),
  );
  // A card payment at the desk: the intent on the salon's Stripe account, paid, then applied
  // from Stripe's signed webhook.
  const cardPayments = await import('../../functions/src/payments/card.service');
  const webhook = await import('../../functions/src/payments/webhook.service');
  const intent = await cardPayments.createCardIntent(
    desk,
    ZCreateIntent.parse({
      orgId,
      bookingId: 'b-card',
      expectedAmount: 4500,
      tip: 700,
      idempotencyKey: `dash-${run}-card`,
    }),
  );
  const paid = stripe.pay(intent.clientSecret.split('_secret_')[0]!);
  const payload = JSON.stringify(
    intentEvent(
      `evt_dash_${run}`,
      'payment_intent.succeeded',
      paid,
      ACCOUNT,
      Math.floor(Date.now() / 1000),
    ),
  );
  await webhook.processEvent(
    await webhook.verifiedEvent(
      Buffer.from(payload),
      new Stripe('sk_test_dash').webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    ),
  );
  const products = await import('../../functions/src/retail/products.service');
  const sales = await import('../../functions/src/retail/sales.service');
  const shampoo = await products.createProduct(
    owner,
    ZCreateProduct.parse({
      orgId,
      name: 'Shampoo',
      category: 'Hair care',
      sellingPrice: 1800,
      cost: 700,
      initialStock: 10,
    }),
  );
  const sold = await sales.processSale(
    desk,
    ZProcessSale.parse({
      orgId,
      lines: [{ kind: 'product', productId: shampoo.id, quantity: 2, expectedUnitPrice: 1800 }],
      tenders: [{ method: 'cash', amount: 3600, tendered: 4000 }],
      expectedTotal: 3600,
      idempotencyKey: `dash-${run}-sale`,
    }),
  );
  await sales.returnSale(
    owner,
    ZReturnSale.parse({
      orgId,
      saleId: sold.sale.id,
      lines: [{ productId: shampoo.id, quantity: 1 }],
      reason: 'Wrong one',
      idempotencyKey: `dash-${run}-return`,
    }),
  );
  const card = await handedOverGiftCard(orgId, `gc-${run}`, 5000);
  await sales.processSale(
    desk,
    ZProcessSale.parse({
      orgId,
      lines: [{ kind: 'product', productId: shampoo.id, quantity: 1, expectedUnitPrice: 1800 }],
      tenders: [{ method: 'gift_card', giftCardId: card.id, amount: 1800 }],
      expectedTotal: 1800,
      idempotencyKey: `dash-${run}-gift`,
    }),
  );
  await rollupsSettled(orgId);
  await dayViewSettled(orgId, [today]);
}, 120_000);

afterAll(() => {
  stripeServer.close();
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
    delete process.env[k];
});

/** What the payments ledger says was taken, by method, less refunds (tips in). */
async function ledgerTakings(staffId: string | null) {
  const docs = (
    await db.collection(`orgs/${orgId}/payments`).where('localDate', '==', today).get()
  ).docs
    .map((d) => d.data())
    .filter((p) => (TAKEN_STATUSES as readonly string[]).includes(p['status']))
    .filter((p) => staffId === null || p['staffId'] === staffId);
  const byMethod: Record<string, number> = { cash: 0, card: 0, qr: 0, cashapp: 0, gift_card: 0 };
  for (const p of docs)
    byMethod[p['method'] as string] =
      (byMethod[p['method'] as string] ?? 0) + p['amount'] + p['tip'] - p['refunded'];
  return {
    byMethod,
    net: docs.reduce((n, p) => n + p['amount'] + p['tip'] - p['refunded'], 0),
    tips: docs.reduce((n, p) => n + p['tip'], 0),
    refunded: docs.reduce((n, p) => n + p['refunded'], 0),
    payments: docs.length,
  };
}

describe('dashboard-summary for the owner', () => {
  it('equals the ledgers to the cent: takings by method, tips, refunds', async () => {
    const s = await summary.dashboardSummary(owner, { orgId });
    expect(s.scope).toBe('salon');
    expect(s.today).toBe(today);
    const ledger = await ledgerTakings(null);
    expect(s.takings.today).toEqual(ledger);
    expect(s.takings.period).toEqual(ledger);
    // What the script took: $45 + $5 tip in cash, $36 less $18 returned in cash, $45 + $7 tip by
    // card, $18 on a gift card.
    expect(ledger.byMethod).toMatchObject({ cash: 6800, card: 5200, gift_card: 1800 });
    expect(ledger).toMatchObject({ tips: 1200, refunded: 1800 });
    expect(s.byDay.find((d) => d.date === today)?.net).toBe(ledger.net);
  });

  it('counts the day’s appointments as they stand, and the next ones', async () => {
    const s = await summary.dashboardSummary(owner, { orgId });
    expect(s.appointments.today).toEqual({ upcoming: 1, completed: 2, cancelled: 1, noShow: 1 });
    expect(s.next.map((n) => n.bookingId)).toEqual(['b-later']);
    expect(s.attention).toContainEqual(
      expect.objectContaining({ kind: 'no_show_fees', count: 1, to: '/appointments' }),
    );
  });

  it('works out occupancy from the day’s busy time (overlaps once) and each stylist’s hours', async () => {
    const s = await summary.dashboardSummary(owner, { orgId, from: today, to: today });
    const hours = (id: string) =>
      workingMinutesOn(
        { id, weeklyHours: null, exceptions: [], timeOff: [] },
        DEFAULT_BUSINESS_HOURS,
        today,
      );
    expect(s.occupancy.staff).toEqual([
      { staffId: 's-ana', name: 'Ana Silva', bookedMinutes: 90, workingMinutes: hours('s-ana') },
      { staffId: 's-leo', name: 'Leo Martins', bookedMinutes: 40, workingMinutes: hours('s-leo') },
    ]);
    expect(s.byDay).toEqual([expect.objectContaining({ date: today, bookedMinutes: 130 })]);
  });

  it('takes retail and the gift card liability from their rollups', async () => {
    const s = await summary.dashboardSummary(owner, { orgId });
    const day = (await db.doc(`orgs/${orgId}/retailDaily/${today}`).get()).data()!;
    expect(s.retail).toEqual({
      sales: day['sales'],
      revenue: day['totals'].revenue,
      units: day['totals'].units,
    });
    // Three shampoos sold, one returned: two remain sold, $36.
    expect(s.retail).toMatchObject({ units: 2, revenue: 3600 });
    const totals = (await db.doc(`orgs/${orgId}/giftCardTotals/all`).get()).data()!;
    expect(s.giftCardLiability).toBe(totals['outstanding']);
    expect(s.giftCardLiability).toBe(3200);
  });
});

describe('dashboard-summary by role', () => {
  it('gives a stylist their own appointments and takings, never the salon’s', async () => {
    const s = await summary.dashboardSummary(leo, { orgId });
    expect(s.scope).toBe('own');
    expect(s.appointments.today).toEqual({ upcoming: 0, completed: 1, cancelled: 0, noShow: 1 });
    expect(s.takings.today).toEqual(await ledgerTakings('s-leo'));
    expect(s.takings.today.net).toBe(5000);
    expect(s.retail).toBeNull();
    expect(s.giftCardLiability).toBeNull();
    expect(s.attention).toEqual([]);
    expect(s.occupancy.staff.map((o) => o.staffId)).toEqual(['s-leo']);
    expect(s.next).toEqual([]);
  });

  it('gives the front desk the salon’s day but not the liabilities', async () => {
    const s = await summary.dashboardSummary(desk, { orgId });
    expect(s.scope).toBe('salon');
    expect(s.retail).toBeNull();
    expect(s.giftCardLiability).toBeNull();
    expect(s.appointments.today.completed).toBe(2);
  });

  it('refuses anyone outside the salon', async () => {
    expect(await refusal(summary.dashboardSummary(stranger, { orgId }))).toBe('forbidden');
  });

  it('answers 401 without a token and 400 naming a bad date or range', async () => {
    expect((await callApi(`/dashboard-summary?orgId=${orgId}`)).status).toBe(401);
    await signUp(`dash-${run}@example.test`);
    const token = await signIn(`dash-${run}@example.test`);
    const bad = await callApi(`/dashboard-summary?orgId=${orgId}&from=2026-02-30&to=2026-03-01`, {
      token,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('from');
    const long = await callApi(`/dashboard-summary?orgId=${orgId}&from=2026-01-01&to=2026-12-31`, {
      token,
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('at most 92 days');
    const them = await callApi(`/dashboard-summary?orgId=${orgId}`, { token });
    expect(them.status).toBe(403);
  });
});

describe('the schedule heat map', () => {
  it('gives each team member’s hours of the week, booked against working, and the day’s list', async () => {
    const grid = await schedule.scheduleGrid(owner, { orgId, from: today, day: today });
    expect(grid.dates[0]).toBe(today);
    expect(grid.rows.map((r) => r.name)).toEqual(['Ana Silva', 'Leo Martins']);
    const leoToday = grid.rows.find((r) => r.staffId === 's-leo')!.days[today]!;
    const anaToday = grid.rows.find((r) => r.staffId === 's-ana')!.days[today]!;
    // The same busy time the summary counts, hour by hour (within the hours shown).
    const inHours = (cells: { booked: number }[]) => cells.reduce((n, c) => n + c.booked, 0);
    expect(inHours(leoToday)).toBeLessThanOrEqual(40);
    expect(inHours(anaToday)).toBeLessThanOrEqual(90);
    // Cancelled appointments are left off the day's list.
    expect(grid.appointments.map((a) => a.bookingId).sort()).toEqual([
      'b-card',
      'b-done',
      'b-later',
      'b-noshow',
    ]);
  });

  it('shows this week from its Monday when no week is asked for', async () => {
    const grid = await schedule.scheduleGrid(owner, { orgId });
    expect(weekdayIndex(grid.dates[0]!)).toBe(0);
    expect(grid.dates).toHaveLength(7);
    expect(grid.dates).toContain(today);
  });

  it('shows a stylist only their own row and appointments', async () => {
    const grid = await schedule.scheduleGrid(leo, { orgId, from: today, day: today });
    expect(grid.rows.map((r) => r.staffId)).toEqual(['s-leo']);
    expect(grid.appointments.map((a) => a.bookingId).sort()).toEqual(['b-done', 'b-noshow']);
    expect(await refusal(schedule.scheduleGrid(stranger, { orgId }))).toBe('forbidden');
  });
});

describe('the salon search', () => {
  beforeAll(async () => {
    const input = ZClientInput.parse({
      firstName: 'Robin',
      lastName: 'Park',
      email: `robin-${run}@example.test`,
      phone: '(718) 555-0144',
    });
    const now = new Date();
    await db
      .doc(`orgs/${orgId}/clients/c-robin`)
      .set({ ...newClientFields(input, null), createdAt: now, updatedAt: now });
    await db.doc(`orgs/${orgId}/bookings/b-robin`).set({
      ...appointmentDocument(new Date(now.getTime() + 86_400_000), TZ, {
        status: 'booked',
        clientId: 'c-robin',
        clientName: 'Robin Park',
      }),
    });
  });

  it('finds a client by name or phone, with their coming appointment', async () => {
    for (const q of ['robin', 'Park', '718 555 0144', `robin-${run}`]) {
      const { hits } = await search.searchSalon(desk, { orgId, q });
      expect(hits[0], q).toMatchObject({
        kind: 'client',
        title: 'Robin Park',
        to: '/clients?client=c-robin',
      });
      expect(hits.find((h) => h.kind === 'appointment')).toMatchObject({
        id: 'b-robin',
        title: 'Robin Park · Men’s cut',
      });
    }
  });

  it('finds a product by the start of its name, however it is typed', async () => {
    for (const q of ['sham', 'Shamp']) {
      const { hits } = await search.searchSalon(leo, { orgId, q });
      expect(hits.map((h) => [h.kind, h.title])).toEqual([['product', 'Shampoo']]);
    }
  });

  it('shows clients only to those who see their details, and refuses strangers', async () => {
    const { hits } = await search.searchSalon(leo, { orgId, q: 'robin' });
    expect(hits).toEqual([]);
    expect(await refusal(search.searchSalon(stranger, { orgId, q: 'robin' }))).toBe('forbidden');
  });
});

describe('a client’s own figures', () => {
  const rae = callerFor(`rae-${run}`);
  beforeAll(async () => {
    // Manage links are signed (a Firebase secret in production).
    process.env['BOOKING_LINK_SECRET'] = 'dashboard-test-booking-link-secret-0123456789';
    await db.doc(`users/${rae.uid}`).set({ clientOf: { [orgId]: 'c-rae' }, memberships: {} });
    const raeInput = ZClientInput.parse({
      firstName: 'Rae',
      lastName: 'Talbot',
      phone: '+12125550177',
    });
    await db.doc(`orgs/${orgId}/clients/c-rae`).set({
      ...raeInput,
      ...newClientFields(raeInput, null),
      userId: rae.uid,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const now = Date.now();
    await db.doc(`orgs/${orgId}/bookings/b-rae-next`).set(
      appointmentDocument(new Date(now + 3 * 86_400_000), TZ, {
        status: 'confirmed',
        clientId: 'c-rae',
        clientUserId: rae.uid,
        clientName: 'Rae Talbot',
      }),
    );
    await db.doc(`orgs/${orgId}/bookings/b-rae-last`).set(
      appointmentDocument(new Date(now - 20 * 86_400_000), TZ, {
        status: 'completed',
        clientId: 'c-rae',
        clientUserId: rae.uid,
        clientName: 'Rae Talbot',
      }),
    );
    await db
      .doc(`orgs/${orgId}/bookings/b-someone`)
      .set(appointmentDocument(new Date(now + 86_400_000), TZ, { status: 'booked' }));
    const card = await handedOverGiftCard(orgId, `gc-rae-${run}`, 2500);
    await db
      .doc(`orgs/${orgId}/giftCards/${card.id}`)
      .update({ 'recipient.email': rae.email, 'recipient.name': 'Rae Talbot' });
  });

  it('shows their coming visit with its manage link, the last one to book again, and their gift card', async () => {
    const s = await clientView.clientSummary(rae, orgId);
    expect(s.next.map((n) => n.bookingId)).toEqual(['b-rae-next']);
    expect(s.next[0]!.manageUrl).toMatch(/\/book-now\?manage=/);
    // What the salon knows of them, so booking again asks for none of it.
    expect(s.me).toEqual({
      firstName: expect.any(String),
      lastName: expect.any(String),
      phone: expect.any(String),
    });
    // Nothing paid on it yet: the whole price is still to pay.
    expect(s.next[0]!.due).toBe(4500);
    expect(s.past).toEqual([
      {
        bookingId: 'b-rae-last',
        start: expect.any(String),
        services: 'Men’s cut',
        staffName: 'Leo Martins',
        url: `/book-now?salon=${orgId}&services=cut&staff=s-leo`,
      },
    ]);
    expect(s.rebook).toEqual({
      services: 'Men’s cut',
      staffName: 'Leo Martins',
      url: `/book-now?salon=${orgId}&services=cut&staff=s-leo`,
    });
    expect(s.giftCards).toEqual([
      { id: `gc-rae-${run}`, last4: expect.any(String), balance: 2500, expiresAt: null },
    ]);
  });

  it('refuses someone who is not that salon’s client', async () => {
    expect(await refusal(clientView.clientSummary(stranger, orgId))).toBe('forbidden');
  });
});
