// Loyalty points and membership benefits where clients spend, run in this
// process against the Firestore emulator: the salon's rules (roles, bad
// input), points earned on a sale and on a completed visit, birthday and
// referral bonuses once, redemption as a discount at the point of sale (in
// steps, never more than held, never below zero even when two tills race),
// a manager's adjustment, returns taking points back; a member's product and
// service discounts and included services at the point of sale and in online
// booking, counted once per period and given back when cancelled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateBooking } from '@chairside/core/booking';
import {
  ZLoyaltyAdjust,
  ZLoyaltySettings,
  type LoyaltySettingsInput,
} from '@chairside/core/loyalty';
import { ZEnrolMembership, ZMembershipDefinitionInput } from '@chairside/core/memberships';
import {
  ZCreateProduct,
  ZProcessSale,
  ZReturnSale,
  type ProcessSale,
} from '@chairside/core/retail';
import { isoDateIn } from '@chairside/core/staff-profile';
import { zonedInstant } from '@chairside/core/zoned-time';
import type * as LoyaltyModule from '../../functions/src/loyalty/loyalty.service';
import type * as SalesModule from '../../functions/src/retail/sales.service';
import type * as ProductsModule from '../../functions/src/retail/products.service';
import type * as PlansModule from '../../functions/src/memberships/plans.service';
import type * as MembersModule from '../../functions/src/memberships/members.service';
import type * as OnlineModule from '../../functions/src/bookings/online.service';
import type * as BookingsModule from '../../functions/src/bookings/bookings.service';
import type * as SalonDataModule from '../../functions/src/platform/salon';
import { callerFor } from '../support/callers';
import { admin } from '../support/api';
import { checkedInAppointment } from '../support/payment-fixture';
import { nextTuesday, serviceDocument } from '../support/booking-fixture';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const orgId = `loyalty-salon-${run}`;
const TZ = 'America/New_York';
const owner = callerFor(`owner-${run}`);
const manager = callerFor(`manager-${run}`);
const desk = callerFor(`desk-${run}`);
const stylist = callerFor(`leo-${run}`);
const member = callerFor(`mia-${run}`, 'Mia Member');

let loyalty: typeof LoyaltyModule;
let sales: typeof SalesModule;
let products: typeof ProductsModule;
let plans: typeof PlansModule;
let members: typeof MembersModule;
let online: typeof OnlineModule;
let bookings: typeof BookingsModule;
let salonData: typeof SalonDataModule;
let serum: string;
let mailbox: Mailbox;
let today: string;

const db = () => admin().db;
let key = 0;
const newKey = () => `loyalty-${run}-${++key}`;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ code: 'none', message: 'it went through' }),
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );
const sell = (input: Omit<ProcessSale, 'orgId' | 'idempotencyKey'> & { idempotencyKey?: string }) =>
  sales.processSale(desk, ZProcessSale.parse({ orgId, idempotencyKey: newKey(), ...input }));
const pointsOf = async (clientId: string) =>
  ((await db().doc(`orgs/${orgId}/clients/${clientId}`).get()).get('loyaltyPoints') as number) ?? 0;
const entriesOf = async (clientId: string) =>
  (
    await db().collection(`orgs/${orgId}/loyaltyEntries`).where('clientId', '==', clientId).get()
  ).docs
    .map((d) => d.data())
    .sort(
      (a, b) =>
        a['at'].toMillis() - b['at'].toMillis() ||
        (a['balanceAfter'] as number) - (b['balanceAfter'] as number),
    );
const rules = (over: LoyaltySettingsInput = {}) =>
  ZLoyaltySettings.parse({
    enabled: true,
    servicePointsPerUnit: 2,
    productPointsPerUnit: 1,
    birthdayBonus: 50,
    referralBonus: 100,
    redeemStep: 100,
    redeemValue: 500,
    ...over,
  });
const usageOf = async (membershipId: string) =>
  (await db().doc(`orgs/${orgId}/memberships/${membershipId}`).get()).get('usage.services') as
    Record<string, number> | undefined;

async function client(id: string, extra: Record<string, unknown> = {}) {
  const now = new Date();
  await db()
    .doc(`orgs/${orgId}/clients/${id}`)
    .set({
      id,
      firstName: id.replace('c-', '').replace(/^./, (c) => c.toUpperCase()),
      lastName: 'Client',
      email: `${id}-${run}@example.test`,
      phone: '',
      birthday: '',
      ownerStaffId: null,
      loyaltyPoints: 0,
      visitCount: 0,
      totalSpent: 0,
      createdAt: now,
      updatedAt: now,
      ...extra,
    });
}

beforeAll(async () => {
  mailbox = await startMailbox();
  await import('../../functions/src/subscriptions');
  loyalty = await import('../../functions/src/loyalty/loyalty.service');
  sales = await import('../../functions/src/retail/sales.service');
  products = await import('../../functions/src/retail/products.service');
  plans = await import('../../functions/src/memberships/plans.service');
  members = await import('../../functions/src/memberships/members.service');
  online = await import('../../functions/src/bookings/online.service');
  bookings = await import('../../functions/src/bookings/bookings.service');
  salonData = await import('../../functions/src/platform/salon');
  const now = new Date();
  today = isoDateIn(now, TZ);
  await db()
    .doc(`orgs/${orgId}`)
    .set({
      name: 'Studio Loyal',
      slug: orgId,
      ownerId: owner.uid,
      email: 'hello@loyal.test',
      timeZone: TZ,
      currency: 'USD',
      retailSettings: { taxRounding: 'line', serviceTaxRate: 0, allowNegativeStock: false },
      createdAt: now,
      updatedAt: now,
    });
  for (const [who, role, staffId] of [
    [owner, 'owner', null],
    [manager, 'manager', null],
    [desk, 'front_desk', null],
    [stylist, 'staff', 's-leo'],
  ] as const) {
    await db()
      .doc(`orgs/${orgId}/members/${who.uid}`)
      .set({ uid: who.uid, role, staffId, displayName: role });
  }
  await db().doc(`orgs/${orgId}/staff/s-leo`).set({
    displayName: 'Leo Martins',
    role: 'staff',
    status: 'active',
    weeklyHours: null,
  });
  await db()
    .doc(`orgs/${orgId}/services/blowdry`)
    .set(serviceDocument('Blow-dry', { staffIds: ['s-leo'], price: 4000 }));
  await db()
    .doc(`orgs/${orgId}/services/cut`)
    .set(serviceDocument('Cut', { staffIds: ['s-leo'], price: 6000 }));
  serum = (
    await products.createProduct(
      owner,
      ZCreateProduct.parse({
        orgId,
        name: 'Repair serum',
        category: 'Care',
        sellingPrice: 5000,
        cost: 2000,
        taxRate: 0,
        initialStock: 50,
      }),
    )
  ).id;
  await client('c-sam', { birthday: `${today.slice(5, 7)}-15` });
  await client('c-kim');
  await client('c-new', { referredById: 'c-kim' });
  await client('c-mia', { email: member.email, userId: member.uid });
  await db()
    .doc(`users/${member.uid}`)
    .set({ clientOf: { [orgId]: 'c-mia' } }, { merge: true });
});
afterAll(async () => {
  await mailbox.close();
});

describe('the salon’s loyalty rules', () => {
  it('owners and managers set them; the desk reads them; a stylist is refused', async () => {
    const saved = await loyalty.saveLoyaltySettings(manager, orgId, rules());
    expect(saved.settings).toMatchObject({ enabled: true, servicePointsPerUnit: 2 });
    expect(saved.rules).toContain('100 points = $5.00 off');
    expect((await loyalty.loyaltyProgramme(desk, orgId)).settings.redeemStep).toBe(100);
    expect(await refusal(loyalty.saveLoyaltySettings(desk, orgId, rules()))).toMatchObject({
      code: 'forbidden',
    });
    expect(await refusal(loyalty.loyaltyProgramme(stylist, orgId))).toMatchObject({
      code: 'forbidden',
    });
  });

  it('refuses rules that make no sense, saying which', () => {
    const bad = ZLoyaltySettings.safeParse({ enabled: true, redeemStep: 0, redeemValue: -5 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['A reward takes at least 1 point', 'A reward is worth something']),
    );
  });
});

describe('points at the point of sale', () => {
  it('a sale earns points for what was spent, with the birthday bonus once a year', async () => {
    const answer = await sell({
      clientId: 'c-sam',
      lines: [{ kind: 'product', productId: serum, quantity: 2, expectedUnitPrice: 5000 }],
      tenders: [{ method: 'cash', amount: 10000, tendered: 10000 }],
      expectedTotal: 10000,
    });
    // $100 of products at 1 point a dollar, and the birthday month's 50.
    expect(answer.sale.pointsEarned).toBe(150);
    expect(await pointsOf('c-sam')).toBe(150);
    const again = await sell({
      clientId: 'c-sam',
      lines: [{ kind: 'product', productId: serum, quantity: 1, expectedUnitPrice: 5000 }],
      tenders: [{ method: 'cash', amount: 5000, tendered: 5000 }],
      expectedTotal: 5000,
    });
    expect(again.sale.pointsEarned).toBe(50);
    expect(await pointsOf('c-sam')).toBe(200);
    const kinds = (await entriesOf('c-sam')).map((e) => [
      e['kind'],
      e['points'],
      e['balanceAfter'],
    ]);
    expect(kinds).toEqual([
      ['earned', 100, 100],
      ['birthday', 50, 150],
      ['earned', 50, 200],
    ]);
  });

  it('points are redeemed in steps as a discount, and the sale earns on what was paid', async () => {
    const answer = await sell({
      clientId: 'c-sam',
      lines: [{ kind: 'product', productId: serum, quantity: 1, expectedUnitPrice: 5000 }],
      redeemPoints: 200,
      tenders: [{ method: 'cash', amount: 4000, tendered: 4000 }],
      expectedTotal: 4000,
    });
    expect(answer.sale).toMatchObject({ discount: 1000, total: 4000, pointsRedeemed: 200 });
    expect(answer.sale.pointsEarned).toBe(40);
    expect(await pointsOf('c-sam')).toBe(40);
  });

  it('refuses points not in steps, more than held, or without a client, and takes nothing', async () => {
    const base = {
      lines: [{ kind: 'product' as const, productId: serum, quantity: 1, expectedUnitPrice: 5000 }],
      tenders: [{ method: 'cash' as const, amount: 4500, tendered: 4500 }],
      expectedTotal: 4500,
    };
    expect(await refusal(sell({ ...base, clientId: 'c-sam', redeemPoints: 150 }))).toMatchObject({
      code: 'unprocessable',
      message: 'Points are redeemed in steps of 100.',
    });
    expect(await refusal(sell({ ...base, clientId: 'c-sam', redeemPoints: 100 }))).toMatchObject({
      code: 'unprocessable',
      message: 'The client has 40 points, fewer than 100.',
    });
    expect(await refusal(sell({ ...base, clientId: null, redeemPoints: 100 }))).toMatchObject({
      code: 'unprocessable',
      message: 'Choose the client whose points are redeemed.',
    });
    expect(await pointsOf('c-sam')).toBe(40);
  });

  it('two tills redeeming the same points at once: one sale goes through, the balance never goes below zero', async () => {
    await loyalty.adjustPoints(
      manager,
      ZLoyaltyAdjust.parse({
        orgId,
        clientId: 'c-kim',
        points: 100,
        reason: 'Welcome gift',
        idempotencyKey: newKey(),
      }),
    );
    const attempt = () =>
      refusal(
        sell({
          clientId: 'c-kim',
          lines: [{ kind: 'product', productId: serum, quantity: 1, expectedUnitPrice: 5000 }],
          redeemPoints: 100,
          tenders: [{ method: 'cash', amount: 4500, tendered: 4500 }],
          expectedTotal: 4500,
        }),
      );
    const outcomes = await Promise.all([attempt(), attempt(), attempt()]);
    expect(outcomes.filter((o) => o.code === 'none')).toHaveLength(1);
    const entries = await entriesOf('c-kim');
    expect(entries.filter((e) => e['kind'] === 'redeemed')).toHaveLength(1);
    // 100 given, 100 redeemed, 45 earned on the $45 paid.
    expect(await pointsOf('c-kim')).toBe(45);
    expect(entries.every((e) => (e['balanceAfter'] as number) >= 0)).toBe(true);
  });

  it('a manager adjusts with a reason, never below zero; the desk cannot', async () => {
    const adjust = (who: typeof manager, points: number) =>
      loyalty.adjustPoints(
        who,
        ZLoyaltyAdjust.parse({
          orgId,
          clientId: 'c-kim',
          points,
          reason: 'Goodwill',
          idempotencyKey: newKey(),
        }),
      );
    expect(await refusal(adjust(manager, -1000))).toMatchObject({
      code: 'unprocessable',
      message: 'Kim Client has 45 points: that would take them below zero.',
    });
    expect(await refusal(adjust(desk, 10))).toMatchObject({ code: 'forbidden' });
    const after = await adjust(manager, -45);
    expect(after.balance).toBe(0);
    expect(after.entries[0]).toMatchObject({ kind: 'adjusted', points: -45, note: 'Goodwill' });
  });

  it('a return takes back the points its products earned', async () => {
    const sold = await sell({
      clientId: 'c-kim',
      lines: [{ kind: 'product', productId: serum, quantity: 2, expectedUnitPrice: 5000 }],
      tenders: [{ method: 'cash', amount: 10000, tendered: 10000 }],
      expectedTotal: 10000,
    });
    expect(await pointsOf('c-kim')).toBe(100);
    await sales.returnSale(
      manager,
      ZReturnSale.parse({
        orgId,
        saleId: sold.sale.id,
        lines: [{ productId: serum, quantity: 1, restock: true }],
        idempotencyKey: newKey(),
      }),
    );
    expect(await pointsOf('c-kim')).toBe(50);
  });
});

describe('points for a completed visit', () => {
  it('completing an appointment earns its points, and a referred client’s first visit pays the referrer once', async () => {
    await checkedInAppointment(orgId, `b-new-${run}`, {
      clientId: 'c-new',
      clientName: 'New Client',
    });
    const salon = await salonData.resolveSalon(orgId);
    await bookings.changeStatus(salon, {
      bookingId: `b-new-${run}`,
      status: 'completed',
      reason: '',
      actor: { uid: desk.uid, ownStaffId: null },
    });
    // The $45 cut at 2 points a dollar.
    expect(await pointsOf('c-new')).toBe(90);
    expect(await pointsOf('c-kim')).toBe(150);
    const referral = (await entriesOf('c-kim')).find((e) => e['kind'] === 'referral');
    expect(referral).toMatchObject({ points: 100, note: 'New Client came in on your referral' });
    const history = await loyalty.loyaltyOfClient(desk, orgId, 'c-new');
    expect(history.entries.map((e) => e.kind)).toEqual(['earned']);
  });
});

describe('membership benefits', () => {
  let membershipId: string;

  it('at the point of sale: products at the member discount, an included service free and counted', async () => {
    const plan = await plans.saveDefinition(
      owner,
      orgId,
      null,
      ZMembershipDefinitionInput.parse({
        name: 'Blow-dry club',
        price: 8900,
        billing_interval: 'month',
        benefits: {
          includedServices: [{ serviceId: 'blowdry', count: 1 }],
          serviceDiscountPercent: 10,
          productDiscountPercent: 20,
        },
      }),
    );
    membershipId = (
      await members.enrolMember(
        desk,
        ZEnrolMembership.parse({
          orgId,
          clientId: 'c-mia',
          definitionId: plan.id,
          idempotencyKey: newKey(),
        }),
      )
    ).id;
    await checkedInAppointment(orgId, `b-mia-1-${run}`, {
      clientId: 'c-mia',
      serviceIds: ['blowdry'],
      services: [{ id: 'blowdry', name: 'Blow-dry', durationMinutes: 30, price: 4000 }],
      price: 4000,
    });
    const answer = await sell({
      clientId: 'c-mia',
      lines: [
        { kind: 'product', productId: serum, quantity: 1, expectedUnitPrice: 5000 },
        { kind: 'appointment', bookingId: `b-mia-1-${run}`, expectedAmount: 4000 },
      ],
      tenders: [{ method: 'cash', amount: 4000, tendered: 4000 }],
      expectedTotal: 4000,
    });
    expect(answer.sale.lines.map((l) => [l.name, l.discount, l.benefit])).toEqual([
      ['Repair serum', 1000, 'Blow-dry club: 20% off'],
      ['Blow-dry', 4000, 'Included in Blow-dry club'],
    ]);
    expect(await usageOf(membershipId)).toEqual({ blowdry: 1 });
    const booking = (await db().doc(`orgs/${orgId}/bookings/b-mia-1-${run}`).get()).data()!;
    expect(booking['member']).toMatchObject({ membershipId, included: ['blowdry'] });
  });

  it('the period’s included service used up, the next is at the member discount, and a screen expecting it free is refused', async () => {
    await checkedInAppointment(orgId, `b-mia-2-${run}`, {
      clientId: 'c-mia',
      serviceIds: ['blowdry'],
      services: [{ id: 'blowdry', name: 'Blow-dry', durationMinutes: 30, price: 4000 }],
      price: 4000,
    });
    const line = {
      kind: 'appointment' as const,
      bookingId: `b-mia-2-${run}`,
      expectedAmount: 4000,
    };
    expect(
      await refusal(
        sell({
          clientId: 'c-mia',
          lines: [line],
          tenders: [{ method: 'cash', amount: 1, tendered: 1 }],
          expectedTotal: 0,
        }),
      ),
    ).toMatchObject({ code: 'conflict', message: expect.stringContaining('The total is $36') });
    const answer = await sell({
      clientId: 'c-mia',
      lines: [line],
      tenders: [{ method: 'cash', amount: 3600, tendered: 3600 }],
      expectedTotal: 3600,
    });
    expect(answer.sale.lines[0]).toMatchObject({
      discount: 400,
      benefit: 'Blow-dry club: 10% off',
    });
    expect(await usageOf(membershipId)).toEqual({ blowdry: 1 });
  });

  it('online: a signed-in member books an included service at no charge; cancelling gives it back', async () => {
    // A new period: the included blow-dry is there again.
    await db().doc(`orgs/${orgId}/memberships/${membershipId}`).update({ usage: null });
    const date = nextTuesday(TZ, 3);
    const input = ZCreateBooking.parse({
      orgId,
      serviceIds: ['blowdry'],
      staffId: 's-leo',
      start: new Date(zonedInstant(date, '10:00', TZ)).toISOString(),
      contact: {
        firstName: 'Mia',
        lastName: 'Client',
        email: member.email,
        phone: '(718) 555-0142',
      },
      idempotencyKey: newKey(),
    });
    const payments = {
      deposit: () => Promise.reject(new Error('no deposit expected')),
      cardSetup: () => Promise.reject(new Error('no card expected')),
    };
    const { booking } = await online.bookOnline(input, member, () => null, payments);
    expect(booking).toMatchObject({
      price: 0,
      member: { planName: 'Blow-dry club', included: ['blowdry'], discount: 4000 },
    });
    expect(await usageOf(membershipId)).toEqual({ blowdry: 1 });

    // The same booking by someone not signed in as Mia gets no benefit.
    const anonymous = await online.bookOnline(
      ZCreateBooking.parse({
        ...input,
        start: new Date(zonedInstant(date, '12:00', TZ)).toISOString(),
        idempotencyKey: newKey(),
      }),
      null,
      () => null,
      payments,
    );
    expect(anonymous.booking).toMatchObject({ price: 4000, member: null });

    const salon = await salonData.resolveSalon(orgId);
    await bookings.changeStatus(salon, {
      bookingId: booking.id,
      status: 'cancelled',
      reason: 'Cannot make it',
      actor: { uid: null, ownStaffId: null },
    });
    expect(await usageOf(membershipId)).toEqual({ blowdry: 0 });
  });

  it('priority booking: a member whose plan has it books further ahead than anyone else', async () => {
    const benefits = await import('../../functions/src/memberships/benefits');
    const publicSlots = await import('../../functions/src/bookings/public.service');
    const { definitionId } = (
      await db().doc(`orgs/${orgId}/memberships/${membershipId}`).get()
    ).data()!;
    await db()
      .doc(`orgs/${orgId}/membershipDefinitions/${definitionId}`)
      .update({ 'benefits.priorityBooking': true });
    expect(await benefits.bookingPerks(orgId, member)).toEqual({
      clientId: 'c-mia',
      membershipId,
      priority: true,
    });
    expect(await benefits.bookingPerks(orgId, callerFor(`zed-${run}`))).toEqual(benefits.NO_PERKS);
    expect(await benefits.bookingPerks(orgId, null)).toEqual(benefits.NO_PERKS);

    // 60 days is the salon's limit; members with priority booking get 30 more.
    const date = nextTuesday(TZ, 70);
    const salon = await salonData.resolveSalon(orgId);
    const query = { from: date, to: date, serviceIds: ['cut'], staffId: 's-leo' };
    const early = await publicSlots.findSlots(salon, query, { online: true, maxAdvanceDays: 90 });
    expect(early.slots.length).toBeGreaterThan(0);
    expect((await publicSlots.findSlots(salon, query, { online: true })).slots).toEqual([]);

    const input = ZCreateBooking.parse({
      orgId,
      serviceIds: ['cut'],
      staffId: 's-leo',
      start: early.slots[0]!.start,
      contact: { firstName: 'Mia', lastName: 'Client', email: member.email, phone: '7185550142' },
      idempotencyKey: newKey(),
    });
    const none = {
      deposit: () => Promise.reject(new Error('no deposit expected')),
      cardSetup: () => Promise.reject(new Error('no card expected')),
    };
    expect(
      await refusal(
        online.bookOnline({ ...input, idempotencyKey: newKey() }, null, () => null, none),
      ),
    ).toMatchObject({ code: 'unprocessable', message: 'That time is too far ahead to book yet.' });
    const { booking } = await online.bookOnline(input, member, () => null, none);
    expect(booking).toMatchObject({ status: 'booked', member: { planName: 'Blow-dry club' } });
  });

  it('the member sees their own points; a stranger sees none', async () => {
    const mine = await loyalty.myLoyalty(member, orgId);
    expect(mine.loyalty?.clientId).toBe('c-mia');
    expect(mine.loyalty?.balance).toBe(await pointsOf('c-mia'));
    expect((await loyalty.myLoyalty(callerFor(`zed-${run}`), orgId)).loyalty).toBeNull();
  });
});

describe('points redeemed in online booking', () => {
  const none = {
    deposit: () => Promise.reject(new Error('no deposit expected')),
    cardSetup: () => Promise.reject(new Error('no card expected')),
  };
  let day = 5;
  /** Mia books a cut (her member price: $54) at 10:00 on a Tuesday of her own, redeeming `points`. */
  const cutFor = (points: number, at = '10:00') =>
    ZCreateBooking.parse({
      orgId,
      serviceIds: ['cut'],
      staffId: 's-leo',
      start: new Date(zonedInstant(nextTuesday(TZ, (day += 7)), at, TZ)).toISOString(),
      contact: { firstName: 'Mia', lastName: 'Client', email: member.email, phone: '7185550142' },
      redeemPoints: points,
      idempotencyKey: newKey(),
    });
  const setPoints = (n: number) =>
    db().doc(`orgs/${orgId}/clients/c-mia`).update({ loyaltyPoints: n });

  it('takes whole steps off the member price in the booking’s own write, and gives them back when cancelled', async () => {
    await setPoints(350);
    const { booking } = await online.bookOnline(cutFor(200), member, () => null, none);
    expect(booking).toMatchObject({ price: 4400, pointsRedeemed: { points: 200, value: 1000 } });
    expect(await pointsOf('c-mia')).toBe(150);
    const stored = (await db().doc(`orgs/${orgId}/bookings/${booking.id}`).get()).data()!;
    expect(stored).toMatchObject({ price: 4400, pointsRedeemed: { points: 200, value: 1000 } });
    const redeemed = (await entriesOf('c-mia')).filter((e) => e['bookingId'] === booking.id);
    expect(redeemed).toMatchObject([{ kind: 'redeemed', points: -200, balanceAfter: 150 }]);

    const salon = await salonData.resolveSalon(orgId);
    await bookings.changeStatus(salon, {
      bookingId: booking.id,
      status: 'cancelled',
      reason: 'Cannot make it',
      actor: { uid: null, ownStaffId: null },
    });
    expect(await pointsOf('c-mia')).toBe(350);
    const back = (await entriesOf('c-mia')).filter((e) => e['bookingId'] === booking.id);
    expect(back.map((e) => [e['kind'], e['points'], e['balanceAfter']])).toEqual([
      ['redeemed', -200, 150],
      ['restored', 200, 350],
    ]);
  });

  it('a replayed booking redeems once', async () => {
    await setPoints(300);
    const input = cutFor(100);
    const first = await online.bookOnline(input, member, () => null, none);
    const replay = await online.bookOnline(input, member, () => null, none);
    expect(replay.booking).toMatchObject({ id: first.booking.id, replayed: true, price: 4900 });
    expect(await pointsOf('c-mia')).toBe(200);
  });

  it('never takes more off than the price: the visit can be free, but not cheaper than that', async () => {
    await setPoints(2000);
    // $55 of points on a $54 cut: the cut is free, the 1,100 points are spent.
    const { booking } = await online.bookOnline(cutFor(1100), member, () => null, none);
    expect(booking).toMatchObject({ price: 0, pointsRedeemed: { points: 1100, value: 5400 } });
    expect(await pointsOf('c-mia')).toBe(900);
    // $60 would leave a whole reward unused.
    await setPoints(2000);
    expect(await refusal(online.bookOnline(cutFor(1200), member, () => null, none))).toMatchObject({
      code: 'unprocessable',
      message: '1,200 points are worth $60, more than the $54 to pay: redeem fewer.',
    });
  });

  it('refuses points not in steps, more than held, or without signing in, and takes nothing', async () => {
    await setPoints(250);
    const bookingsBefore = (await db().collection(`orgs/${orgId}/bookings`).get()).size;
    expect(await refusal(online.bookOnline(cutFor(150), member, () => null, none))).toMatchObject({
      code: 'unprocessable',
      message: 'Points are redeemed in steps of 100.',
    });
    expect(await refusal(online.bookOnline(cutFor(300), member, () => null, none))).toMatchObject({
      code: 'unprocessable',
      message: 'The client has 250 points, fewer than 300.',
    });
    expect(await refusal(online.bookOnline(cutFor(100), null, () => null, none))).toMatchObject({
      code: 'unprocessable',
      message: 'Sign in with the e-mail address you book with to redeem your points.',
    });
    // Signed in, but booking under someone else's address: not her record, not her points.
    const other = cutFor(100);
    other.contact.email = `c-kim-${run}@example.test`;
    expect(await refusal(online.bookOnline(other, member, () => null, none))).toMatchObject({
      code: 'unprocessable',
      message: 'Sign in with the e-mail address you book with to redeem your points.',
    });
    expect(await pointsOf('c-mia')).toBe(250);
    expect((await db().collection(`orgs/${orgId}/bookings`).get()).size).toBe(bookingsBefore);
  });

  it('two bookings redeeming the same points at once: one goes through, the balance never goes below zero', async () => {
    await setPoints(200);
    const results = await Promise.allSettled([
      online.bookOnline(cutFor(200, '10:00'), member, () => null, none),
      online.bookOnline(cutFor(200, '14:00'), member, () => null, none),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: 'unprocessable',
      message: 'The client has 0 points, fewer than 200.',
    });
    expect(await pointsOf('c-mia')).toBe(0);
  });
});
