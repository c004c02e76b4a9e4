// The capacity model, measured: for each main operation, the Firestore
// documents it reads and writes (its request and the triggers and tasks it
// sets off, run here in process under a meter) and the most-written document
// of a burst of 20 for one salon; then the load at the launch target. Then
// throughput of 10,000 due reminders through the task path on the emulators
// (trigger → Cloud Tasks emulator → dueTransactional → SMTP).
// Run: `npm run bench:capacity` (builds, starts fresh emulators). Prints; fails nothing.
import { ZCreateBooking } from '@chairside/core/booking';
import { ZCreateProduct, ZProcessSale } from '@chairside/core/retail';
import { zonedInstant } from '@chairside/core/zoned-time';
import type { BookingRecord } from '@chairside/core/records/booking';
import { admin, clearFirestore } from '../support/api';
import { nextTuesday, serviceDocument } from '../support/booking-fixture';
import { callerFor } from '../support/callers';
import { startMailbox } from '../support/mailbox';
import { busiest, metered, type Meter } from './support/firestore-meter';

const TZ = 'America/New_York';
const run = Date.now();
const orgId = `cap-${run}`;
const BURST = 20;
const REMINDERS = Number(process.env['CAPACITY_REMINDERS'] ?? 10_000);
const owner = callerFor(`owner-${run}`);
const desk = callerFor(`desk-${run}`);
const clientUid = `client-${run}`;
const staff = ['s-1', 's-2', 's-3', 's-4', 's-5', 's-6'];

await clearFirestore();
const mailbox = await startMailbox();
const { db } = admin();
const now = new Date();
await db.doc(`orgs/${orgId}`).set({
  name: 'Capacity Salon',
  slug: orgId,
  ownerId: owner.uid,
  email: 'hello@capacity.test',
  timeZone: TZ,
  currency: 'USD',
  country: 'US',
  reminderSettings: { hoursBefore: [24, 2], email: true, sms: false },
  retailSettings: { taxRounding: 'line', serviceTaxRate: 0, allowNegativeStock: true },
  createdAt: now,
  updatedAt: now,
});
const setup = db.batch();
setup.set(db.doc(`orgs/${orgId}/members/${owner.uid}`), {
  uid: owner.uid,
  role: 'owner',
  staffId: null,
  displayName: 'Maya',
});
setup.set(db.doc(`orgs/${orgId}/members/${desk.uid}`), {
  uid: desk.uid,
  role: 'front_desk',
  staffId: null,
  displayName: 'Ava',
});
for (const id of staff)
  setup.set(db.doc(`orgs/${orgId}/staff/${id}`), {
    displayName: id,
    role: 'staff',
    status: 'active',
    userId: null,
  });
setup.set(db.doc(`orgs/${orgId}/services/cut`), serviceDocument('Cut', { staffIds: staff }));
setup.set(db.doc(`orgs/${orgId}/clients/c-1`), {
  firstName: 'Robin',
  lastName: 'Park',
  email: 'robin@example.test',
  phone: '',
  userId: clientUid,
  totalSpent: 0,
  visitCount: 0,
  createdAt: now,
  updatedAt: now,
});
setup.set(db.doc(`users/${clientUid}`), {
  displayName: 'Robin Park',
  clientOf: { [orgId]: 'c-1' },
});
await setup.commit();

const [
  online,
  slotsModule,
  salonModule,
  dayView,
  queue,
  sales,
  products,
  messaging,
  rollups,
  views,
  sites,
] = await Promise.all([
  import('../../functions/src/bookings/online.service'),
  import('../../functions/src/bookings/public.service'),
  import('../../functions/src/platform/salon'),
  import('../../functions/src/bookings/day-view'),
  import('../../functions/src/notifications/queue.service'),
  import('../../functions/src/retail/sales.service'),
  import('../../functions/src/retail/products.service'),
  import('../../functions/src/messaging/messaging.service'),
  import('../../functions/src/records/rollups'),
  import('../../functions/src/retail/shop-views'),
  import('../../functions/src/sites/site.service'),
]);
await import('../../functions/src/subscriptions');
const { Timestamp } = await import('firebase-admin/firestore');
const { ZBookingRecord } = await import('@chairside/core/records/booking');

const shampoo = await products.createProduct(
  owner,
  ZCreateProduct.parse({
    orgId,
    name: 'Shampoo',
    category: 'Hair care',
    sellingPrice: 1800,
    cost: 700,
    initialStock: 1000,
  }),
);

/** What the rollup aggregator does for the changes an operation recorded. */
async function applyRollups() {
  const pending = await db.collection(`orgs/${orgId}/rollupChanges`).get();
  for (const d of pending.docs) await rollups.applyRollupChange(orgId, d.id);
}

interface Row {
  op: string;
  reads: number;
  writes: number;
  busiest: string;
  busiestWrites: number;
  perSecond: number;
  note: string;
}
const rows: Row[] = [];
async function measure(
  op: string,
  perSecond: number,
  note: string,
  once: (i: number) => Promise<unknown>,
) {
  const totals: Meter[] = [];
  const burst: Meter = { reads: 0, writes: 0, written: new Map() };
  for (let i = 0; i < BURST; i++) {
    const { meter } = await metered(() => once(i));
    totals.push(meter);
    burst.reads += meter.reads;
    burst.writes += meter.writes;
    for (const [p, n] of meter.written) burst.written.set(p, (burst.written.get(p) ?? 0) + n);
  }
  const avg = (k: 'reads' | 'writes') => totals.reduce((s, m) => s + m[k], 0) / totals.length;
  const top = busiest(burst);
  rows.push({
    op,
    reads: avg('reads'),
    writes: avg('writes'),
    busiest: top ? top.path.replace(orgId, '{org}').replace(/\/[A-Za-z0-9_-]{20,}$/, '/{id}') : '—',
    busiestWrites: top?.writes ?? 0,
    perSecond,
    note,
  });
}

const date = nextTuesday(TZ);
const salon = await salonModule.resolveSalon(orgId);
const none = {
  deposit: async () => {
    throw new Error('no deposit in this bench');
  },
  cardSetup: async () => {
    throw new Error('no card in this bench');
  },
};
const booked: BookingRecord[] = [];

await measure(
  'public page (site by id)',
  14,
  '50,000 views an hour of one salon; the CDN serves most',
  () => sites.siteByIdentifier(orgId),
);
await measure(
  'slot search (one day, anyone)',
  20_000,
  '~10 per booking at the peak; CDN s-maxage 15 s',
  () =>
    slotsModule.findSlots(
      salon,
      { from: date, to: date, serviceIds: ['cut'], staffId: null },
      { online: true },
    ),
);
await measure('booking (online, with its triggers)', 2_000, 'Monday-morning peak', async (i) => {
  const minute = 9 * 60 + Math.floor(i / staff.length) * 60;
  const start = zonedInstant(date, `${String(Math.floor(minute / 60)).padStart(2, '0')}:00`, TZ);
  const input = ZCreateBooking.parse({
    orgId,
    serviceIds: ['cut'],
    staffId: staff[i % staff.length],
    start: new Date(start).toISOString(),
    contact: {
      firstName: 'Kim',
      lastName: `Lee${i}`,
      email: `kim${i}@example.test`,
      phone: '7185550100',
    },
    idempotencyKey: `cap-${run}-${i}`,
  });
  const { booking } = await online.bookOnline(input, null, () => null, none);
  // Its triggers: the day read model and the reminders (the due followers only enqueue).
  const stored = ZBookingRecord.parse({
    id: booking.id,
    ...(await db.doc(`orgs/${orgId}/bookings/${booking.id}`).get()).data(),
  });
  const lock = await db.doc(`orgs/${orgId}/bookingDays/${date}/staff/${stored.staffId}`).get();
  await dayView.projectStaffDay(
    orgId,
    date,
    stored.staffId,
    lock.get('blocks') as never,
    lock.updateTime ?? Timestamp.now(),
  );
  await queue.syncBookingNotifications(orgId, null, stored);
  booked.push(stored);
});
await measure(
  'sale (a product, cash, with its rollup)',
  500,
  'desk sales across salons',
  async (i) => {
    await sales.processSale(
      desk,
      ZProcessSale.parse({
        orgId,
        idempotencyKey: `cap-sale-${run}-${i}`,
        lines: [{ kind: 'product', productId: shampoo.id, quantity: 1, expectedUnitPrice: 1800 }],
        tenders: [{ method: 'cash', amount: 1800, tendered: 2000 }],
        expectedTotal: 1800,
      }),
    );
    await applyRollups();
  },
);
await measure(
  'client message (with unread totals)',
  300,
  'clients writing to salons',
  async (i) => {
    await messaging.sendMessage(callerFor(clientUid), {
      orgId,
      text: `Running ten minutes late (${i})`,
    } as never);
    await applyRollups();
  },
);
/** A message due now, written as the queue writes it and sent as its task sends it. */
async function sendNow(fields: Parameters<typeof queue.newNotification>[0]) {
  await db
    .doc(`orgs/${orgId}/notifications/${fields.id}`)
    .set(queue.newNotification(fields, new Date()));
  await queue.notificationsDue.run({ orgId, id: fields.id }, new Date());
}
await measure(
  'reminder sent',
  120,
  '~5 messages per appointment, 2 million a day, peaks ×3',
  (i) => {
    const b = booked[i % booked.length]!;
    return sendNow({
      id: `cap-r-${run}-${i}`,
      orgId,
      kind: 'reminder',
      channel: 'email',
      to: b.clientEmail,
      sendAt: new Date(),
      bookingId: b.id,
      bookingStart: b.startTime,
      clientId: b.clientId,
    });
  },
);
await measure('campaign recipient', 40, 'a 200,000-recipient send at the marketing rate', (i) =>
  sendNow({
    id: `cap-c-${run}-${i}`,
    orgId,
    kind: 'custom',
    channel: 'email',
    to: `m${i}@example.test`,
    sendAt: new Date(),
    subject: 'Autumn offer',
    body: '20% off colour this month.',
  }),
);
// The product page's beacon: counted in the instance's memory, written at most every 10 s.
await db.doc(`publicSites/${orgId}`).set({
  salon_id: orgId,
  slug: orgId,
  name: 'Capacity',
  timeZone: TZ,
  products: [{ id: shampoo.id, name: 'Shampoo' }],
});
await measure(
  'analytics hit (product page view)',
  14,
  'every view, by beacon; one write per instance every 10 s',
  async (i) => {
    await views.recordProductView(orgId, shampoo.id);
    await views.flushViews({ force: i === 19 });
  },
);

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
console.log('\nCapacity model (documents per operation, measured on the emulators)\n');
console.log(
  '| Operation | Reads | Writes | Busiest document in a burst of 20 for one salon | At the target | Reads/s | Writes/s |',
);
console.log('|---|---:|---:|---|---|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.op} | ${fmt(r.reads)} | ${fmt(r.writes)} | ${r.busiest} (${r.busiestWrites}×) | ${r.perSecond.toLocaleString('en-US')}/s: ${r.note} | ${Math.round(r.reads * r.perSecond).toLocaleString('en-US')} | ${Math.round(r.writes * r.perSecond).toLocaleString('en-US')} |`,
  );
}

// ---- 10,000 due reminders through the task path ---------------------------------
// 100 appointments three hours ahead (their own triggers plan their reminders,
// not due yet); then 10,000 reminders of them due now, written as the planner
// writes them: each notification's trigger enqueues its task, the Tasks
// emulator (which runs tasks at once) calls dueTransactional, and it goes out
// over SMTP to the local mailbox.
const APPOINTMENTS = 100;
const start = new Date(Date.now() + 3 * 3_600_000);
const seed = db.batch();
for (let b = 0; b < APPOINTMENTS; b++) {
  seed.set(db.doc(`orgs/${orgId}/bookings/tp-${b}`), {
    localDate: start.toISOString().slice(0, 10),
    startTime: start,
    endTime: new Date(start.getTime() + 3_600_000),
    staffId: 's-1',
    staffName: 'Leo Martins',
    services: [{ id: 'cut', name: 'Cut', durationMinutes: 60, price: 5000 }],
    price: 5000,
    currency: 'USD',
    clientName: `Client ${b}`,
    clientEmail: `tp${b}@example.test`,
    clientPhone: '',
    status: 'booked',
    source: 'walk_in',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}
await seed.commit();
// Their own reminders planned (so their triggers are done with them).
for (let waited = 0; waited < 120; waited++) {
  const planned = (
    await db
      .collection(`orgs/${orgId}/notifications`)
      .where('bookingStart', '==', start)
      .count()
      .get()
  ).data().count;
  if (planned >= APPOINTMENTS) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const t0 = Date.now();
for (let i = 0; i < REMINDERS; i += 500) {
  const batch = db.batch();
  for (let j = i; j < Math.min(REMINDERS, i + 500); j++) {
    const id = `tp-reminder-${j}`;
    const b = j % APPOINTMENTS;
    batch.set(
      db.doc(`orgs/${orgId}/notifications/${id}`),
      queue.newNotification(
        {
          id,
          orgId,
          kind: 'reminder',
          channel: 'email',
          to: `tp${b}@example.test`,
          sendAt: new Date(),
          bookingId: `tp-${b}`,
          bookingStart: start,
        },
        new Date(),
      ),
    );
  }
  await batch.commit();
}
const written = Date.now() - t0;
let sent = 0;
let last = -1;
let stalledSince = Date.now();
for (;;) {
  sent = (
    await db
      .collection(`orgs/${orgId}/notifications`)
      .where('status', '==', 'sent')
      .where('kind', '==', 'reminder')
      .where('bookingStart', '==', start)
      .count()
      .get()
  ).data().count;
  if (sent >= REMINDERS) break;
  if (sent !== last) stalledSince = Date.now();
  if (Date.now() - stalledSince > 120_000 || Date.now() - t0 > 40 * 60_000) break;
  last = sent;
  await new Promise((r) => setTimeout(r, 2000));
}
const seconds = (Date.now() - t0) / 1000;
await mailbox.close();
const statuses = new Map<string, number>();
for (const d of (
  await db
    .collection(`orgs/${orgId}/notifications`)
    .where('kind', '==', 'reminder')
    .where('bookingStart', '==', start)
    .get()
).docs) {
  const key = `${d.get('status')}${d.get('reason') ? ` (${d.get('reason')})` : ''}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
}
console.log(
  `\nDue reminders through the task path (trigger → Cloud Tasks emulator → dueTransactional → SMTP): ${sent.toLocaleString('en-US')} of ${REMINDERS.toLocaleString('en-US')} sent in ${seconds.toFixed(0)} s (${Math.round(sent / seconds)} a second on this two-core machine; queued in ${(written / 1000).toFixed(1)} s), ${mailbox.messages.length.toLocaleString('en-US')} e-mails received; reminders by status: ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}`,
);
process.exit(0);
