// Sample data for a salon trying the product, in this process against the
// Firestore emulator: one call fills an empty salon through the import (team,
// menu, clients, products, gift cards, past and future appointments, none
// double-booked); the overview says it is in; a second sample is refused;
// one call removes it, leaving everything else in the salon exactly as it
// was, including what the owner added meanwhile. Stylists may not.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as DemoModule from '../../functions/src/migration/demo-data.service';
import type * as OverviewModule from '../../functions/src/orgs/overview.service';
import { admin, ownedSalon } from '../support/api';
import { refusal } from '../support/calendar-fixture';
import { callerFor } from '../support/callers';
import { salonTree } from '../support/salon-tree';

const run = Date.now();
const owner = callerFor(`demo-owner-${run}`);
const stylist = callerFor(`demo-stylist-${run}`);
const orgId = `sample-${run}`;
let demo: typeof DemoModule;
let overview: typeof OverviewModule;

const count = async (collection: string) =>
  (await admin().db.collection(`orgs/${orgId}/${collection}`).count().get()).data().count;

beforeAll(async () => {
  process.env['MEDIA_STORE'] ??= 'local';
  await import('../../functions/src/subscriptions');
  demo = await import('../../functions/src/migration/demo-data.service');
  overview = await import('../../functions/src/orgs/overview.service');
  const db = admin().db;
  await ownedSalon(orgId, 'Studio Sample', owner.uid, 's-owner');
  await db
    .doc(`orgs/${orgId}/members/${stylist.uid}`)
    .set({ uid: stylist.uid, role: 'staff', staffId: null });
  await db.doc(`orgs/${orgId}/staff/s-owner`).set({
    displayName: 'Olga Owner',
    role: 'owner',
    status: 'active',
    userId: owner.uid,
    weeklyHours: null,
  });
});

describe('sample data, in and out in one click each', () => {
  let before: Record<string, unknown>;

  it('refuses a stylist', async () => {
    expect((await refusal(demo.addDemoData(stylist, orgId))).code).toBe('forbidden');
    expect((await refusal(demo.removeDemoData(stylist, orgId))).code).toBe('forbidden');
  });

  it('fills an empty salon through the import, with nothing double-booked', async () => {
    before = await salonTree(`orgs/${orgId}`);
    const view = await demo.addDemoData(owner, orgId);
    expect(view).toMatchObject({ demo: true, status: 'done', source: 'spreadsheet' });
    expect(view.result?.created).toMatchObject({
      staff: 3,
      services: 8,
      clients: 20,
      products: 6,
      giftCards: 2,
    });
    expect(view.result?.conflicts).toEqual([]);
    expect(view.report?.errors).toEqual([]);
    expect(await count('staff')).toBe(4);
    expect(await count('services')).toBe(8);
    expect(await count('clients')).toBe(20);
    const bookings = await admin().db.collection(`orgs/${orgId}/bookings`).get();
    const ahead = bookings.docs.filter((d) => d.get('status') === 'booked');
    const past = bookings.docs.filter((d) => d.get('status') === 'completed');
    expect(ahead.length).toBeGreaterThan(10);
    expect(past.length).toBeGreaterThan(40);
    expect(ahead.every((d) => d.get('source') === 'import')).toBe(true);
    // The clients' history came with them: visits from the completed appointments.
    const clients = await admin().db.collection(`orgs/${orgId}/clients`).get();
    const visits = clients.docs.reduce((n, d) => n + (d.get('visitCount') ?? 0), 0);
    expect(visits).toBe(past.length);
    expect(await overview.overviewOf(owner, orgId)).toMatchObject({
      hasServices: true,
      sampleData: true,
    });
    expect((await demo.demoStatus(owner, orgId)).demo?.id).toBe(view.id);
  });

  it('refuses a second sample while the first is in', async () => {
    expect(await refusal(demo.addDemoData(owner, orgId))).toMatchObject({
      code: 'conflict',
      message: 'The salon already has sample data. Remove it first to add a fresh sample.',
    });
  });

  it('removes exactly the sample, keeping what the owner added meanwhile', async () => {
    const db = admin().db;
    const mine = {
      firstName: 'Real',
      lastName: 'Client',
      email: 'real@example.org',
      notes: 'Booked by phone',
    };
    await db.doc(`orgs/${orgId}/clients/c-real`).set(mine);
    const view = await demo.removeDemoData(owner, orgId);
    expect(view.status).toBe('rolled_back');
    // The booking triggers (reminders, calendar sync) settle on their own time: wait for them.
    const rest = async () => {
      const after = await salonTree(`orgs/${orgId}`);
      expect(after[`orgs/${orgId}/clients/c-real`]).toMatchObject(mine);
      delete after[`orgs/${orgId}/clients/c-real`];
      return after;
    };
    await expect.poll(rest, { timeout: 60_000, interval: 500 }).toEqual(before);
    expect(await overview.overviewOf(owner, orgId)).toMatchObject({
      hasServices: false,
      sampleData: false,
    });
    expect((await demo.demoStatus(owner, orgId)).demo).toBeNull();
    expect(await refusal(demo.removeDemoData(owner, orgId))).toMatchObject({ code: 'not_found' });
    // Each sample appointment's deletion runs its triggers (reminders, calendars, reviews,
    // marketing): on a loaded two-core machine that takes a while.
  }, 120_000);
});
