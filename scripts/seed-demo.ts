// Writes the demo data into running emulators (called by `npm run seed:demo`,
// which exports the result into emulator-data/ for `npm start` to import).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import { DEMO_PASSWORD, DEMO_PERSONAS, DEMO_SALON } from './demo-personas.mjs';
import { demoClientDocument, demoClients } from './demo/clients';
import { DEMO_MENU } from './demo/menu';
import { DEMO_STAFF_PHOTOS, DEMO_STAFF_PROFILES } from './demo/staff';
import { slugify } from '@chairside/core/blog-view';
import { demoBookings, type DemoBookingService, type DemoBookingStaff } from './demo/bookings';
import { demoSiteVisits } from './demo/site-visits';
import { demoDrawerCounts, demoPayments } from './demo/payments';
import type { BusinessHours } from '@chairside/core/org';
import { isoDateIn, type WeeklyHours } from '@chairside/core/staff-profile';
import { dayDocuments } from '../functions/src/bookings/day-locks';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed-demo writes only to emulators: run it with `npm run seed:demo`.');
  process.exit(1);
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-chairside' });
const auth = getAuth(app);
const db = getFirestore(app);
const now = FieldValue.serverTimestamp();
const hours = (start: string, end: string) => ({ open: true, start, end });
const closed = { open: false, start: '09:00', end: '17:00' };
const staffId = (key: string) => `staff-${key}`;

const { id: orgId, ...salon } = DEMO_SALON;
const org = db.doc(`orgs/${orgId}`);
await org.set({
  ...salon,
  ownerId: 'demo-owner',
  businessHours: {
    mon: closed,
    tue: hours('09:00', '18:00'),
    wed: hours('09:00', '18:00'),
    thu: hours('10:00', '20:00'),
    fri: hours('10:00', '20:00'),
    sat: hours('09:00', '17:00'),
    sun: { open: true, start: '10:00', end: '16:00' },
  },
  // High-risk appointments (the no-show model's) also get a "please confirm" message.
  reminderSettings: {
    enabled: true,
    hoursBefore: [24, 2],
    email: true,
    sms: true,
    confirmRisky: true,
  },
  createdAt: now,
  updatedAt: now,
});
await db.doc(`orgSlugs/${salon.slug}`).set({ orgId, createdAt: now });

for (const persona of DEMO_PERSONAS) {
  const uid = `demo-${persona.key}`;
  await auth.createUser({
    uid,
    email: persona.email,
    password: DEMO_PASSWORD,
    displayName: persona.displayName,
    emailVerified: true,
  });
  if (persona.claims) await auth.setCustomUserClaims(uid, persona.claims);
  const profile: Record<string, unknown> = {
    displayName: persona.displayName,
    createdAt: now,
    updatedAt: now,
  };

  if (persona.role) {
    const common = { displayName: persona.displayName, role: persona.role, status: 'active' };
    const { weeklyHours, commissionRate, ...details } = DEMO_STAFF_PROFILES[persona.key] ?? {
      title: '',
      bio: '',
      color: '#5B5BD6',
      commissionRate: 0,
      weeklyHours: null,
    };
    await org
      .collection('staff')
      .doc(staffId(persona.key))
      .set({
        ...common,
        ...details,
        photoUrl: DEMO_STAFF_PHOTOS[persona.key] ?? '',
        ...(weeklyHours ? { weeklyHours } : {}),
        exceptions: [],
        timeOff: [],
        userId: uid,
        createdAt: now,
        updatedAt: now,
      });
    await org
      .collection('staffContacts')
      .doc(staffId(persona.key))
      .set({ email: persona.email, userId: uid, updatedAt: now });
    await org
      .collection('staffPay')
      .doc(staffId(persona.key))
      .set({ commissionRate, updatedAt: now });
    await org
      .collection('members')
      .doc(uid)
      .set({ ...common, uid, staffId: staffId(persona.key), createdAt: now, updatedAt: now });
    profile.memberships = { [orgId]: persona.role };
    profile.activeOrgId = orgId;
  }
  if (persona.client) {
    const clientId = `client-${persona.key}`;
    const [firstName = '', ...rest] = persona.displayName.split(' ');
    const input = ZClientInput.parse({
      firstName,
      lastName: rest.join(' '),
      email: persona.email,
      phone: '(718) 555-0199',
      tags: ['VIP'],
      marketingConsent: { email: true, sms: false },
      preferredStaffId: staffId('stylist'),
    });
    await org
      .collection('clients')
      .doc(clientId)
      .set({
        ...newClientFields(input, null),
        userId: uid,
        loyaltyPoints: 120,
        visitCount: 6,
        createdAt: now,
        updatedAt: now,
      });
    profile.clientOf = { [orgId]: clientId };
  }
  await db.doc(`users/${uid}`).set(profile);
}

// The service menu, in order, performed by the demo stylists.
let sortOrder = 0;
let lastCategory = '';
for (const s of DEMO_MENU) {
  if (s.category !== lastCategory) sortOrder = Math.ceil(sortOrder / 100) * 100;
  lastCategory = s.category;
  const { id, by, own, ...fields } = s;
  await org
    .collection('services')
    .doc(id)
    .set({
      processingMinutes: 0,
      finishingMinutes: 0,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      onlineBookable: true,
      imageUrl: '',
      ...fields,
      currency: salon.currency,
      staffIds: by.map(staffId),
      staffOverrides: Object.fromEntries(
        Object.entries(own ?? {}).map(([key, price]) => [
          staffId(key),
          { price, durationMinutes: null },
        ]),
      ),
      status: 'active',
      sortOrder: (sortOrder += 10),
      createdAt: now,
      updatedAt: now,
    });
}

// A few hundred clients; every tenth is the booth renter's own.
const clients = demoClients(300, { renterStaffId: staffId('renter'), renterEvery: 10 });
for (let i = 0; i < clients.length; i += 400) {
  const batch = db.batch();
  for (const c of clients.slice(i, i + 400)) {
    batch.set(org.collection('clients').doc(c.id), {
      ...demoClientDocument(c),
      lastVisitAt: c.lastVisitAt ? Timestamp.fromDate(c.lastVisitAt) : null,
      createdAt: Timestamp.fromDate(c.createdAt),
      updatedAt: Timestamp.fromDate(c.createdAt),
    });
  }
  await batch.commit();
}

console.log(
  `Seeded ${DEMO_SALON.name}: ${DEMO_PERSONAS.length} demo sign-ins, ${DEMO_MENU.length} services, ${clients.length} clients.`,
);

// A month of appointments around today, with the lock documents that match.
const staffSnaps = await org.collection('staff').get();
const demoStaff: DemoBookingStaff[] = staffSnaps.docs
  .filter((d) => d.get('role') !== 'front_desk' && d.get('role') !== 'manager')
  .map((d) => ({
    id: d.id,
    displayName: d.get('displayName') as string,
    renter: d.get('role') === 'booth_renter',
    weeklyHours: (d.get('weeklyHours') as WeeklyHours | undefined) ?? null,
    exceptions: [],
    timeOff: [],
  }));
const demoServices: DemoBookingService[] = DEMO_MENU.map((s) => ({
  id: s.id,
  name: s.name,
  price: s.price,
  durationMinutes: s.durationMinutes,
  processingMinutes: s.processingMinutes ?? 0,
  finishingMinutes: s.finishingMinutes ?? 0,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: s.bufferAfterMinutes ?? 0,
  staffIds: s.by.map(staffId),
  staffOverrides: {},
  staffPrices: Object.fromEntries(Object.entries(s.own ?? {}).map(([k, p]) => [staffId(k), p])),
}));
const clientPersona = DEMO_PERSONAS.find((p) => p.client)!;
const bookings = demoBookings({
  timeZone: salon.timeZone,
  businessHours: (await org.get()).get('businessHours') as BusinessHours,
  staff: demoStaff,
  services: demoServices,
  clients: clients.map((c) => ({
    id: c.id,
    name: `${c.input.firstName} ${c.input.lastName}`.trim(),
    email: c.input.email,
    phone: c.input.phone,
    ownerStaffId: c.ownerStaffId,
    userId: null,
  })),
  personaClient: {
    id: `client-${clientPersona.key}`,
    name: clientPersona.displayName,
    email: clientPersona.email,
    phone: '(718) 555-0199',
    ownerStaffId: null,
    userId: `demo-${clientPersona.key}`,
  },
  now: new Date(),
  daysBack: 14,
  daysAhead: 21,
});
// Past completed appointments were paid in cash at the front desk.
const frontDesk = DEMO_PERSONAS.find((p) => p.role === 'front_desk')!;
const cashier = { uid: `demo-${frontDesk.key}`, name: frontDesk.displayName };
const payments = demoPayments(bookings, new Date());
const paidBy = new Map(payments.map((p) => [p.bookingId, p]));
const days = new Map<
  string,
  { bookingId: string; staffId: string; start: number; end: number }[]
>();
for (let i = 0; i < bookings.length; i += 400) {
  const batch = db.batch();
  for (const b of bookings.slice(i, i + 400)) {
    batch.set(org.collection('bookings').doc(b.id), {
      date: Timestamp.fromDate(b.date),
      localDate: b.localDate,
      startTime: Timestamp.fromDate(b.startTime),
      endTime: Timestamp.fromDate(b.endTime),
      busy: b.busy.map((s) => ({
        start: Timestamp.fromMillis(s.start),
        end: Timestamp.fromMillis(s.end),
      })),
      staffId: b.staffId,
      staffName: b.staffName,
      serviceIds: b.services.map((s) => s.id),
      services: b.services,
      price: b.price,
      currency: salon.currency,
      deposit: 0,
      paid: paidBy.get(b.id)?.amount ?? 0,
      tips: paidBy.get(b.id)?.tip ?? 0,
      paymentStatus: paidBy.has(b.id) ? 'paid' : 'unpaid',
      clientId: b.client.id,
      clientUserId: b.client.userId,
      clientName: b.client.name,
      clientEmail: b.client.email,
      clientPhone: b.client.phone,
      notes: '',
      status: b.status,
      source: b.source,
      recurrenceId: null,
      requestHash: null,
      createdBy: null,
      createdAt: Timestamp.fromMillis(b.startTime.getTime() - 7 * 86_400_000),
      updatedAt: Timestamp.fromMillis(b.startTime.getTime() - 7 * 86_400_000),
    });
    if (b.status === 'cancelled' || b.status === 'no_show') continue;
    for (const date of new Set([b.localDate])) {
      const list = days.get(date) ?? [];
      list.push(...b.busy.map((s) => ({ bookingId: b.id, staffId: b.staffId, ...s })));
      days.set(date, list);
    }
  }
  await batch.commit();
}
const dayBatch = db.batch();
for (const [date, blocks] of days) {
  for (const { path, data } of dayDocuments(orgId, date, blocks))
    dayBatch.set(db.doc(path), { ...data, updatedAt: now });
}
await dayBatch.commit();
console.log(`Seeded ${bookings.length} appointments over ${days.size} days.`);
// No-show risks: the due work (run every minute by `npm start`) scores the coming days at once.
await org
  .collection('intelligence')
  .doc('noShow')
  .set({ status: 'too_little', rows: 0, nextRunAt: Timestamp.now(), updatedAt: now });

const byId = new Map(bookings.map((b) => [b.id, b]));
for (let i = 0; i < payments.length; i += 400) {
  const batch = db.batch();
  for (const p of payments.slice(i, i + 400)) {
    const b = byId.get(p.bookingId)!;
    const at = Timestamp.fromDate(p.at);
    batch.set(org.collection('payments').doc(p.id), {
      method: 'cash',
      purpose: 'balance',
      status: 'succeeded',
      amount: p.amount,
      tip: p.tip,
      refunded: 0,
      currency: salon.currency,
      bookingId: b.id,
      clientId: b.client.id,
      clientName: b.client.name,
      staffId: b.staffId,
      staffName: b.staffName,
      cash: { tendered: p.tendered, change: p.change },
      localDate: p.localDate,
      takenBy: cashier,
      history: [{ at, status: 'succeeded', by: cashier, note: 'Cash taken' }],
      requestHash: '',
      createdAt: at,
      updatedAt: at,
    });
  }
  await batch.commit();
}
const drawerBatch = db.batch();
for (const { date, ...count } of demoDrawerCounts(
  payments,
  isoDateIn(new Date(), salon.timeZone),
)) {
  const at = Timestamp.fromDate(new Date(`${date}T23:00:00Z`));
  drawerBatch.set(org.collection('cashDrawers').doc(date), {
    counts: [{ at, by: cashier, note: '', ...count }],
    updatedAt: at,
  });
}
await drawerBatch.commit();
console.log(`Seeded ${payments.length} cash payments and the past days' drawer counts.`);

// The demo salon's website, saved and published as the editor does it.
const { saveDraft, publish } = await import('../functions/src/sites/site.service');
const { demoSiteDraft } = await import('./demo/site');
await saveDraft(orgId, 'demo-owner', demoSiteDraft({ name: salon.name, slug: salon.slug }));
await publish(orgId);
await db.collection(`orgs/${orgId}/contactMessages`).add({
  name: 'Hannah Brooks',
  email: 'hannah.brooks@example.com',
  phone: '(917) 555-0163',
  message:
    'Hi! I am getting married in June and would love a trial for an updo with my bridesmaids. Do you do group bookings on Saturdays?',
  read: false,
  archived: false,
  replies: [],
  createdAt: Timestamp.fromMillis(Date.now() - 3 * 3600_000),
  updatedAt: Timestamp.fromMillis(Date.now() - 3 * 3600_000),
});
console.log(
  `Published the demo website at ${salon.slug}.localhost:5000 with one message in its inbox.`,
);

// A conversation between the demo client and the salon, sent as the API sends it:
// Sam's two messages are unread at the front desk and the owner (the header shows 2).
const messaging = await import('../functions/src/messaging/messaging.service');
type Caller = Parameters<typeof messaging.sendMessage>[0];
const demoCaller = (key: string, name: string) =>
  ({
    uid: `demo-${key}`,
    email: `${key}@chairside.test`,
    emailVerified: true,
    superAdmin: false,
    token: { uid: `demo-${key}`, name },
  }) as unknown as Caller;
const samCaller = demoCaller('client', 'Sam Rivera');
const leoCaller = demoCaller('stylist', 'Leo Martins');
await messaging.sendMessage(samCaller, {
  orgId,
  text: 'Hi Leo! Could we try a slightly shorter fringe next time?',
});
const conversationId = `${orgId}__client-client`;
await messaging.sendMessage(leoCaller, {
  conversationId,
  text: 'Of course, Sam. Send me a photo of what you have in mind and we will plan it.',
});
await messaging.sendMessage(samCaller, {
  conversationId,
  text: 'Great, I will find one. Is there any chance of a Saturday morning this month?',
});
console.log('Seeded a conversation between Sam Rivera and the salon (2 unread at the front desk).');
// Reminders for the coming appointments, planned as the booking trigger plans them
// (the seed writes with the trigger off); `npm start` sends them as they fall due.
const { syncBookingNotifications } = await import('../functions/src/notifications/queue.service');
const { bookingsCollection } = await import('../functions/src/records/bookings');
const upcoming = await bookingsCollection(orgId).where('startTime', '>=', new Date()).get();
let planned = 0;
for (const d of upcoming.docs) {
  // Already booked (no confirmation now): only their reminders.
  planned += (await syncBookingNotifications(orgId, d.data(), d.data())).added;
}
console.log(`Queued ${planned} reminders for ${upcoming.size} coming appointments.`);
// The retail shelf, and a month of counter sales made by the point-of-sale code
// itself (stock, ledger, day totals), so the report and the reorder list have figures.
const retail = await import('./demo/retail');
const productsService = await import('../functions/src/retail/products.service');
const salesService = await import('../functions/src/retail/sales.service');
const { ZCreateProduct, ZProcessSale, priceCart } = await import('@chairside/core/retail');
const { zonedInstant, addDays } = await import('@chairside/core/zoned-time');
const ownerCaller = demoCaller('owner', 'Maya Chen');
const deskCaller = demoCaller('frontdesk', frontDesk.displayName);
const shelf: Awaited<ReturnType<typeof productsService.createProduct>>[] = [];
for (const product of retail.DEMO_PRODUCTS) {
  shelf.push(
    await productsService.createProduct(ownerCaller, ZCreateProduct.parse({ orgId, ...product })),
  );
}
const sellers = [staffId('stylist'), staffId('stylist2'), null];
const todayLocal = isoDateIn(new Date(), salon.timeZone);
let sold = 0;
for (let back = 30; back >= 1; back--) {
  const date = addDays(todayLocal, -back);
  const count = Math.floor(retail.roll(`sales:${date}`) * 6);
  for (let n = 0; n < count; n++) {
    const seed = `${date}:${n}`;
    const picks = [
      ...new Set(
        [0, 1]
          .slice(0, 1 + Math.floor(retail.roll(`${seed}:lines`) * 2))
          .map((k) => shelf[Math.floor(retail.roll(`${seed}:p${k}`) * shelf.length)]!),
      ),
    ];
    const lines = picks.map((product, k) => ({
      kind: 'product' as const,
      productId: product.id,
      quantity: retail.roll(`${seed}:q${k}`) < 0.15 ? 2 : 1,
      expectedUnitPrice: product.sellingPrice,
      staffId: sellers[Math.floor(retail.roll(`${seed}:s`) * sellers.length)] ?? null,
    }));
    if (lines.some((l) => (shelf.find((x) => x.id === l.productId)?.stock ?? 0) < l.quantity))
      continue;
    const discount =
      retail.roll(`${seed}:d`) < 0.2 ? { kind: 'percent' as const, value: 10 } : null;
    const { total } = priceCart(
      lines.map((l) => {
        const product = shelf.find((x) => x.id === l.productId)!;
        return { unitPrice: product.sellingPrice, quantity: l.quantity, taxRate: product.taxRate };
      }),
      { cartDiscount: discount },
    );
    const tendered = Math.ceil(total / 1000) * 1000;
    const time = `${String(11 + Math.floor(retail.roll(`${seed}:h`) * 7)).padStart(2, '0')}:${retail.roll(`${seed}:m`) < 0.5 ? '15' : '40'}`;
    const at = new Date(zonedInstant(date, time, salon.timeZone));
    await salesService.processSale(
      deskCaller,
      ZProcessSale.parse({
        orgId,
        lines,
        cartDiscount: discount,
        tenders: [{ method: 'cash', amount: total, tendered }],
        expectedTotal: total,
        idempotencyKey: `demo-sale-${seed}`,
      }),
      () => at,
    );
    for (const l of lines) shelf.find((x) => x.id === l.productId)!.stock -= l.quantity;
    sold++;
  }
}
// Clients buy products after their visits, more often the ones that go with the service
// (the process product recommendations learn): the demo's rules come from these sales.
let afterVisits = 0;
for (const b of bookings) {
  // A booth renter's own clients buy from the renter, not the salon's desk.
  if (b.status !== 'completed' || b.client.ownerStaffId) continue;
  const seed = `visit:${b.id}`;
  const wants = retail.productsAfter(
    b.services.map((x) => x.id),
    (k) => retail.roll(`${seed}:${k}`),
  );
  const lines = wants
    .map((name) => shelf.find((x) => x.name === name))
    .filter((x): x is (typeof shelf)[number] => !!x && x.stock >= 3)
    .map((product) => ({
      kind: 'product' as const,
      productId: product.id,
      quantity: 1,
      expectedUnitPrice: product.sellingPrice,
      staffId: b.staffId,
    }));
  if (lines.length === 0) continue;
  const { total } = priceCart(
    lines.map((l) => {
      const product = shelf.find((x) => x.id === l.productId)!;
      return { unitPrice: product.sellingPrice, quantity: 1, taxRate: product.taxRate };
    }),
    {},
  );
  await salesService.processSale(
    deskCaller,
    ZProcessSale.parse({
      orgId,
      clientId: b.client.id,
      lines,
      tenders: [{ method: 'cash', amount: total, tendered: total }],
      expectedTotal: total,
      idempotencyKey: `demo-visit-sale-${b.id}`,
    }),
    () => new Date(b.endTime.getTime() + 5 * 60_000),
  );
  for (const l of lines) shelf.find((x) => x.id === l.productId)!.stock -= 1;
  afterVisits++;
}
console.log(`Sold products to clients after ${afterVisits} visits.`);
for (const { items, ...bundle } of retail.DEMO_BUNDLES) {
  await productsService.createProduct(
    ownerCaller,
    ZCreateProduct.parse({
      orgId,
      ...bundle,
      bundleItems: items.map(([name, quantity]) => ({
        productId: shelf.find((x) => x.name === name)!.id,
        quantity,
      })),
    }),
  );
}
console.log(
  `Stocked ${shelf.length} products and ${retail.DEMO_BUNDLES.length} bundles, and made ${sold} counter sales over the last 30 days.`,
);
// Two visitors reserved products on the website (the shop's own call), and the
// published site now shows the shop's products.
const shopService = await import('../functions/src/retail/shop.service');
// Their confirmations went out long ago: the seed has no mail server to hand them to.
delete process.env['SMTP_URL'];
const { ZCreateReservation, ZReservationStatusChange } = await import('@chairside/core/retail');
const inStock = shelf.filter((p) => p.stock > 2 && p.onlineSellable);
const siteReservations: { id: string; productId: string; at: number }[] = [];
for (const [i, who] of [
  ['Nina Patel', 'nina.patel@mail.test'],
  ['Omar Haddad', 'omar.haddad@mail.test'],
].entries()) {
  const made = await shopService.createReservation(
    ZCreateReservation.parse({
      orgId,
      productId: inStock[i * 3]!.id,
      quantity: 1,
      name: who[0],
      email: who[1],
      idempotencyKey: `demo-reservation-${i}`,
    }),
  );
  siteReservations.push({
    id: made.reservation.id,
    productId: made.reservation.productId,
    at: Date.now(),
  });
  if (i === 1) {
    await shopService.changeReservation(
      deskCaller,
      ZReservationStatusChange.parse({
        orgId,
        reservationId: made.reservation.id,
        status: 'ready',
      }),
    );
  }
}
await (await import('../functions/src/sites/site.service')).refreshPublished(orgId);
// A month of visits to the site, replayed through the analytics' own counting (the
// beacon's work), so /website-analytics and the dashboard show real figures.
{
  const analytics = await import('../functions/src/site-analytics/track.service');
  const published = (await db.doc(`publicSites/${orgId}`).get()).get('products') as
    { id: string }[] | undefined;
  const visits = demoSiteVisits({
    orgId,
    timeZone: salon.timeZone,
    now: Date.now(),
    days: 35,
    bookings: bookings
      .filter((b) => b.source === 'online')
      .map((b) => ({ id: b.id, createdAt: b.startTime.getTime() - 7 * 86_400_000 })),
    reservations: siteReservations,
    productIds: (published ?? []).map((p) => p.id),
    // The blog's live articles (written below), read by some visitors before they book.
    blogPosts: (await import('./demo/blog')).DEMO_BLOG_POSTS.filter(
      (p) => p.day !== null && p.day < 0,
    ).map((p) => ({
      slug: slugify(p.title),
      at: Date.now() + p.day! * 86_400_000,
      block: Boolean(p.book),
    })),
  });
  for (const v of visits) await analytics.recordHit(v.hit, v.meta, v.at);
  console.log(`Website visits: ${visits.length} hits replayed.`);
}
// The salon's own blog on its site: categories, the house author and two team
// members who write, three live posts, one scheduled for next week, one draft.
{
  const blog = await import('../functions/src/blog/blog.service');
  const { ZPostInput } = await import('@chairside/core/blog');
  const posts = await import('./demo/blog');
  for (const c of posts.DEMO_BLOG_CATEGORIES) await blog.createCategory(orgId, c);
  for (const t of posts.DEMO_BLOG_TAGS) await blog.createTag(orgId, t);
  await blog.createAuthor(orgId, {
    id: 'studio-nova',
    name: 'Studio Nova',
    bio: 'The Studio Nova team.',
    image_url: '',
  });
  for (const [key, name] of [
    ['owner', 'Maya Chen'],
    ['stylist', 'Leo Martins'],
  ] as const) {
    await blog.createAuthor(orgId, {
      id: staffId(key),
      name,
      bio: DEMO_STAFF_PROFILES[key]?.bio ?? '',
      image_url: DEMO_STAFF_PHOTOS[key] ?? '',
      uid: `demo-${key}`,
    });
  }
  const authorIds = { house: 'studio-nova', owner: staffId('owner'), stylist: staffId('stylist') };
  const access = { blog: orgId, role: 'editor' as const, uid: 'demo-owner', authorIds: [] };
  const now = new Date();
  const written = [];
  for (const post of posts.DEMO_BLOG_POSTS) {
    written.push(
      await blog.createPost(
        orgId,
        ZPostInput.parse(posts.demoPostInput(post, authorIds, now)),
        access,
      ),
    );
  }
  await blog.rebuildBlog(orgId);
  // The platform picked the salon's balayage post for its own blog (blog-empire-control).
  const picked = written.find((p) => p.status === 'published' && p.slug.includes('balayage'));
  if (picked) {
    // The salon's address as the local functions give it (studio-nova.localhost).
    process.env['FUNCTIONS_EMULATOR'] = 'true';
    const empire = await import('../functions/src/blog/empire.service');
    await empire.pickPost(orgId, picked.id);
    await blog.rebuildBlog(null);
  }
  // Two topics on the editorial plan, due in the coming weeks.
  const planService = await import('../functions/src/blog/blog-plan.service');
  const { isoDateIn } = await import('@chairside/core/staff-profile');
  const today = isoDateIn(now, salon.timeZone);
  await planService.addPlan(orgId, {
    topic: 'Party hair: occasion updos',
    target_date: addDays(today, 10),
    notes: 'Our Occasion updo, what to bring, how long it takes.',
  });
  await planService.addPlan(orgId, {
    topic: 'New year, new colour',
    target_date: addDays(today, 24),
    notes: '',
  });
  // Readers who subscribed on the blog (and confirmed): clients who agreed to
  // marketing e-mail, tagged for the newsletter of each new post.
  const { BLOG_SUBSCRIBER_TAG } = await import('@chairside/core/blog-newsletter');
  const readers = (
    await db
      .collection(`orgs/${orgId}/clients`)
      .where('marketingConsent.email', '==', true)
      .limit(120)
      .get()
  ).docs.filter((d, i) => i % 5 === 0 && d.get('email'));
  const tagging = db.batch();
  for (const d of readers)
    tagging.update(d.ref, { tags: FieldValue.arrayUnion(BLOG_SUBSCRIBER_TAG) });
  await tagging.commit();
  console.log(
    `Salon blog: ${posts.DEMO_BLOG_POSTS.length} posts, 2 planned topics, ${readers.length} subscribers.`,
  );
}
// Gift cards: what the salon sells, three cards given to clients (their e-mails
// go out from the due work once `npm start` has its mail catcher) and one half spent.
const giftCards = await import('../functions/src/gift-cards/gift-cards.service');
const { ZGiftCardProductInput, ZGiveGiftCard, ZDebitGiftCard } =
  await import('@chairside/core/gift-cards');
const giftProduct = await giftCards.saveGiftCardProduct(
  ownerCaller,
  orgId,
  null,
  ZGiftCardProductInput.parse({
    name: 'Studio Nova gift card',
    description: 'For a cut, colour, treatment or anything on our shelves.',
    design: 'midnight',
    amounts: [5000, 10_000, 15_000],
    allowCustom: true,
    customMin: 2500,
    customMax: 50_000,
  }),
);
const given = [];
for (const [i, [name, email, amount]] of (
  [
    ['Nina Patel', 'nina.patel@mail.test', 10_000],
    ['Omar Haddad', 'omar.haddad@mail.test', 5000],
    ['Grace Kim', 'grace.kim@mail.test', 15_000],
  ] as const
).entries()) {
  given.push(
    await giftCards.giveGiftCard(
      ownerCaller,
      ZGiveGiftCard.parse({
        orgId,
        giftCardProductId: giftProduct.id,
        amount,
        recipient: { name, email },
        message: i === 0 ? 'Thank you for ten years with us!' : '',
        idempotencyKey: `demo-gift-${i}`,
      }),
    ),
  );
}
await giftCards.debitGiftCard(
  deskCaller,
  given[0]!.id,
  ZDebitGiftCard.parse({
    orgId,
    amount: 4500,
    note: 'Blow-dry',
    idempotencyKey: 'demo-gift-spend',
  }),
);
console.log(`Gave ${given.length} gift cards; one is partly spent.`);
// Memberships: three plans on the salon's site, and members signed up at the
// desk (paid in cash; clients join online by card once Stripe is connected).
const plansService = await import('../functions/src/memberships/plans.service');
const membersService = await import('../functions/src/memberships/members.service');
const { ZMembershipDefinitionInput, ZEnrolMembership } =
  await import('@chairside/core/memberships');
const demoPlans = [];
for (const plan of [
  {
    name: 'Blow-dry club',
    description: 'Walk out polished every week or two.',
    price: 8900,
    benefits: {
      includedServices: [{ serviceId: 'blow-dry', count: 2 }],
      productDiscountPercent: 10,
      perks: ['A drink on every visit'],
    },
  },
  {
    name: 'Colour care',
    description: 'Roots kept fresh, and members’ prices on everything else.',
    price: 14_900,
    benefits: {
      includedServices: [
        { serviceId: 'root-touch-up', count: 1 },
        { serviceId: 'toner', count: 1 },
      ],
      serviceDiscountPercent: 15,
      productDiscountPercent: 15,
      priorityBooking: true,
    },
  },
  {
    name: 'VIP year',
    description: 'A year of the salon at its best, paid once.',
    price: 150_000,
    billing_interval: 'year' as const,
    benefits: {
      includedServices: [{ serviceId: 'blow-dry', count: 24 }],
      serviceDiscountPercent: 20,
      productDiscountPercent: 20,
      priorityBooking: true,
      perks: ['Birthday treatment on us'],
    },
  },
]) {
  demoPlans.push(
    await plansService.saveDefinition(
      ownerCaller,
      orgId,
      null,
      ZMembershipDefinitionInput.parse(plan),
    ),
  );
}
const salonClients = clients.filter((c) => !c.ownerStaffId);
for (const [i, client] of salonClients.slice(0, 7).entries()) {
  await membersService.enrolMember(
    deskCaller,
    ZEnrolMembership.parse({
      orgId,
      clientId: client.id,
      definitionId: demoPlans[i % 3 === 2 ? 2 : i % 2]!.id,
      idempotencyKey: `demo-membership-${i}`,
    }),
  );
}
// The demo client's own membership, seen at /salon-membership-view-page?salon=demo-studio-nova.
await membersService.enrolMember(
  deskCaller,
  ZEnrolMembership.parse({
    orgId,
    clientId: 'client-client',
    definitionId: demoPlans[1]!.id,
    idempotencyKey: 'demo-membership-client',
  }),
);
console.log(`Made ${demoPlans.length} membership plans; 8 clients are members.`);
// Loyalty: the salon's rules, the points clients brought from before (each
// balance opened by one ledger entry, as the server keeps them), and a
// thank-you added by hand to the demo client's points.
const loyaltyService = await import('../functions/src/loyalty/loyalty.service');
const { ZLoyaltySettings, ZLoyaltyAdjust } = await import('@chairside/core/loyalty');
await loyaltyService.saveLoyaltySettings(
  ownerCaller,
  orgId,
  ZLoyaltySettings.parse({
    enabled: true,
    servicePointsPerUnit: 1,
    productPointsPerUnit: 2,
    birthdayBonus: 100,
    referralBonus: 200,
    redeemStep: 100,
    redeemValue: 500,
  }),
);
const openings = [
  ...clients
    .filter((c) => c.loyaltyPoints > 0)
    .map((c) => ({
      id: c.id,
      points: c.loyaltyPoints,
      name: `${c.input.firstName} ${c.input.lastName}`.trim(),
      at: c.createdAt,
    })),
  { id: 'client-client', points: 120, name: 'Sam Rivera', at: new Date() },
];
for (let i = 0; i < openings.length; i += 400) {
  const batch = db.batch();
  for (const o of openings.slice(i, i + 400)) {
    batch.set(org.collection('loyaltyEntries').doc(`opening-${o.id}`), {
      id: `opening-${o.id}`,
      clientId: o.id,
      clientName: o.name,
      kind: 'adjusted',
      points: o.points,
      balanceAfter: o.points,
      note: 'Points from visits before Chairside',
      saleId: null,
      bookingId: null,
      by: { uid: null, name: 'Demo data' },
      at: Timestamp.fromDate(o.at),
    });
  }
  await batch.commit();
}
await loyaltyService.adjustPoints(
  ownerCaller,
  ZLoyaltyAdjust.parse({
    orgId,
    clientId: 'client-client',
    points: 50,
    reason: 'Thank you for your review',
    idempotencyKey: 'demo-loyalty-thanks',
  }),
);
console.log(`Loyalty is on; ${openings.length} clients hold points.`);
// The platform blog: the seed tool's sample content, written as the API does.
const blog = await import('../functions/src/blog/blog.service');
const samples = await import('@chairside/core/blog-samples');
const { ZPostInput } = await import('@chairside/core/blog');
for (const c of samples.SAMPLE_CATEGORIES) await blog.createCategory(null, c);
for (const t of samples.SAMPLE_TAGS) await blog.createTag(null, { ...t, description: '' });
for (const a of samples.SAMPLE_AUTHORS) await blog.createAuthor(null, a);
const blogWriter = { blog: null, role: 'editor' as const, uid: 'demo-admin', authorIds: [] };
for (const p of samples.SAMPLE_POSTS) {
  await blog.createPost(null, ZPostInput.parse(samples.samplePostInput(p, new Date())), blogWriter);
}
await blog.rebuildBlog(null);
console.log(
  `Published the blog's ${samples.SAMPLE_POSTS.length} sample articles at localhost:5000/blog.`,
);
// What the aggregator trigger does after each sale, gift card entry and message
// (records/rollups.ts): the seed runs without the functions emulator.
const { applyRollupChange } = await import('../functions/src/records/rollups');
const pendingRollups = await db.collectionGroup('rollupChanges').get();
for (const change of pendingRollups.docs) {
  await applyRollupChange(change.ref.parent.parent!.id, change.id);
}
console.log(
  `Applied ${pendingRollups.size} rollup changes (day totals, gift card liability, unread).`,
);
// The financial dashboard's day and month figures, from the whole ledger (the
// finance triggers add each write's change once the functions run).
const { rebuildFinance } = await import('../functions/src/finance/rollup');
console.log(`Summed the ledger into ${await rebuildFinance(orgId)} days of financial figures.`);
// The booth renter's chair: weekly rent from five Mondays ago ($150, 5% of
// takings, 15% commission on retail), paid in cash at the desk each week but
// the last two, so both dashboards show rent owed and late.
const rent = await import('../functions/src/pay/rent.service');
const { addDays: plusDays } = await import('@chairside/core/zoned-time');
const weekday = (new Date(`${todayLocal}T12:00:00Z`).getUTCDay() + 6) % 7;
const rentFrom = plusDays(todayLocal, -weekday - 35);
let rentView = await rent.saveBoothRent(ownerCaller, {
  orgId,
  staffId: staffId('renter'),
  effectiveFrom: rentFrom,
  terms: {
    frequency: 'weekly',
    fixed: 15_000,
    takingsPercent: 5,
    productCommission: 15,
    graceDays: 2,
    ownPayments: false,
  },
});
const owing = rentView.renters[0]!.statements.filter((s) => s.status !== 'open').reverse();
for (const s of owing.slice(0, -2)) {
  rentView = await rent.recordRent(deskCaller, {
    orgId,
    staffId: staffId('renter'),
    from: s.from,
    amount: s.balance,
    idempotencyKey: `demo-rent-${s.from}`,
  });
}
// The rent payments' own rollups (the seed runs without the finance trigger).
console.log(
  `Booth rent set for the renter; ${owing.length - 2} weeks paid in cash, ${await rebuildFinance(orgId)} days of figures summed again.`,
);

// Marketing, through the services the API calls: the win-back, birthday and
// reminder-to-book journeys on (the due work `npm start` runs each minute
// finds who they are due for), a draft, and a win-back campaign sent three
// weeks ago to clients not seen in 60 days, its e-mails really sent (to a
// sink SMTP server here), some opened and clicked through the tracked links,
// and the bookings its recipients made within the week credited to it.
{
  const { SMTPServer } = await import('smtp-server');
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      stream.on('end', () => done());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const address = sink.server.address();
  process.env['SMTP_URL'] =
    `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // Links signed as the local functions sign them, so the demo's unsubscribe links work.
  process.env['FUNCTIONS_EMULATOR'] = 'true';
  await import('../functions/src/subscriptions');
  const marketing = await import('../functions/src/marketing/campaigns.service');
  const { releaseCampaign } = await import('../functions/src/marketing/release');
  const { deliverDue } = await import('../functions/src/notifications/queue.service');
  const { updateJourney } = await import('../functions/src/marketing/settings.service');
  const tracking = await import('../functions/src/marketing/tracking.service');
  const { trackingSignature } = await import('../functions/src/marketing/links');
  const { STARTER_TEMPLATES } = await import('@chairside/core/campaigns');
  const { ZMarketingSettings } = await import('@chairside/core/marketing-settings');
  const { ZBookingRecord } = await import('@chairside/core/records/booking');
  const DAY = 86_400_000;
  const journeys = ZMarketingSettings.parse({}).journeys;
  for (const kind of ['win_back', 'birthday', 'rebook_reminder'] as const)
    await updateJourney(ownerCaller, { orgId, kind, config: { ...journeys[kind], enabled: true } });
  const starter = (key: string) => {
    const t = STARTER_TEMPLATES.find((s) => s.key === key)!;
    return { subject: t.subject, html: t.html, sms: t.sms };
  };
  await marketing.createCampaign(ownerCaller, {
    orgId,
    name: 'Holiday hours',
    channels: { email: true, sms: false },
    audience: { conditions: [{ kind: 'lapsed', days: 30, includeNever: false }] },
    content: starter('holiday_hours'),
    schedule: { kind: 'now' },
    maxSmsSegments: 2,
  });
  const launchedAt = Date.now() - 21 * DAY;
  const made = await marketing.createCampaign(
    ownerCaller,
    {
      orgId,
      name: 'We miss you: not seen in 60 days',
      channels: { email: true, sms: false },
      audience: { conditions: [{ kind: 'lapsed', days: 60, includeNever: false }] },
      content: starter('win_back'),
      schedule: { kind: 'now' },
      maxSmsSegments: 2,
    },
    launchedAt,
  );
  const campaignId = made.campaign.id;
  await marketing.launchCampaign(ownerCaller, orgId, campaignId, { now: launchedAt });
  for (let i = 0, t = launchedAt; i < 40; i++, t += 5_000) {
    const did = await releaseCampaign(orgId, campaignId, new Date(t));
    await deliverDue(new Date(t), 500);
    if (did === null || did === 'finished') break;
  }
  const sent = await db
    .collection(`orgs/${orgId}/notifications`)
    .where('source', '==', `campaigns/${campaignId}`)
    .where('status', '==', 'sent')
    .get();
  let opened = 0;
  let clicked = 0;
  for (const [i, d] of sent.docs.entries()) {
    if (i % 5 < 2) {
      await tracking.recordOpen(orgId, d.id, trackingSignature(orgId, d.id));
      opened++;
    }
    if (i % 7 === 0) {
      const url = `http://localhost:5000/book-now?salon=${DEMO_SALON.slug}`;
      await tracking.recordClick(orgId, d.id, url, trackingSignature(orgId, d.id, url));
      clicked++;
    }
  }
  // What the booking trigger does for each new appointment: credited when its
  // client had the campaign within the week before booking.
  const recipients = new Set(sent.docs.map((d) => String(d.get('clientId'))));
  const made7 = await db
    .collection(`orgs/${orgId}/bookings`)
    .where('startTime', '>=', new Date(launchedAt + 7 * DAY))
    .where('startTime', '<', new Date(launchedAt + 14 * DAY))
    .get();
  let credited = 0;
  for (const d of made7.docs) {
    if (!recipients.has(String(d.get('clientId')))) continue;
    const booking = ZBookingRecord.parse({ ...d.data(), id: d.id });
    if (await tracking.attributeBooking(orgId, booking)) credited++;
  }
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  delete process.env['SMTP_URL'];
  console.log(
    `Marketing: 3 journeys on; a win-back sent to ${sent.size} clients three weeks ago (${opened} opened, ${clicked} clicked, ${credited} bookings credited), and a draft.`,
  );
}

// Reviews, through the services the API calls: the salon asks after every
// visit and shows its reviews on its site; over the last four months, a
// review for about one finished visit in three (mostly happy, some not: all
// counted alike), the owner's public replies to most, their messages marked
// as sent then (nothing goes out again when `npm start` runs).
{
  process.env['FUNCTIONS_EMULATOR'] = 'true';
  const { saveReviewSettings } = await import('../functions/src/reviews/settings.service');
  const { askAbout } = await import('../functions/src/reviews/requests.service');
  const { submitReview } = await import('../functions/src/reviews/visit.service');
  const { respondToReview } = await import('../functions/src/reviews/inbox.service');
  const { reviewToken } = await import('../functions/src/reviews/links');
  const { ZBookingRecord } = await import('@chairside/core/records/booking');
  const DAY = 86_400_000;
  await saveReviewSettings(ownerCaller, orgId, {
    autoRequest: true,
    channel: 'email',
    delayHours: 2,
    showOnSite: true,
    googleReviewUrl: '',
  });
  const done = await db
    .collection(`orgs/${orgId}/bookings`)
    .where('status', '==', 'completed')
    .where('startTime', '>=', new Date(Date.now() - 120 * DAY))
    .orderBy('startTime')
    .get();
  // Stars, words, and the owner's reply to them.
  const WORDS: [number, string, string][] = [
    [
      5,
      'Jo listened to exactly what I wanted and the colour is perfect. Booking again.',
      'Thank you! Jo loved working on that colour with you.',
    ],
    [
      5,
      'Calm, friendly and on time. Best cut I have had in years.',
      'That means a lot to us. See you next time!',
    ],
    [
      4,
      'Lovely result; the wait at the start was a little long.',
      'Thank you, and sorry about the wait: we now leave more time between colour appointments.',
    ],
    [5, 'The balayage is so natural. Thank you!', 'So glad you love it. Enjoy the sunshine!'],
    [
      2,
      'My appointment started 25 minutes late and nobody said why.',
      'We are sorry we kept you waiting without a word. That is not how a visit should begin; the desk now texts when we run late.',
    ],
    [5, '', 'Thank you for the five stars!'],
    [
      4,
      'Great blow-dry, easy online booking.',
      'Thank you! Glad the online booking worked for you.',
    ],
    [5, 'Sam is a genius with curly hair.', 'Sam says thank you. Curls are his favourite.'],
    [
      3,
      'Good cut but pricier than I expected for a trim.',
      'Thank you for the honest review. We will make sure prices are clear before we start.',
    ],
    [
      5,
      'Always leave feeling like a new person.',
      'Thank you so much! We love having you in the chair.',
    ],
    [4, '', 'Thank you for coming in!'],
    [5, 'Friendly team, spotless salon, great coffee.', 'The coffee is our secret. Thank you!'],
  ];
  let made = 0;
  let replied = 0;
  for (const [i, d] of done.docs.entries()) {
    if (i % 3 !== 0 || !d.get('clientId')) continue;
    const booking = ZBookingRecord.parse({ ...d.data(), id: d.id });
    const askedAt = booking.endTime.getTime() + 2 * 3_600_000;
    if (askedAt > Date.now() - DAY) continue;
    const asked = await askAbout(orgId, booking, { now: askedAt, manual: true });
    if (!asked.requested) continue;
    const queued = await db
      .collection(`orgs/${orgId}/notifications`)
      .where('bookingId', '==', booking.id)
      .where('kind', '==', 'review')
      .get();
    for (const n of queued.docs) await n.ref.update({ status: 'sent', sentAt: new Date(askedAt) });
    const [rating, text, answer] = WORDS[made % WORDS.length]!;
    const first = booking.clientName.split(' ')[0] ?? '';
    const initial = booking.clientName.split(' ')[1]?.charAt(0) ?? '';
    await submitReview(
      {
        token: reviewToken(orgId, booking.id, askedAt + 30 * DAY)!,
        rating,
        text,
        staffRatings: { [booking.staffId]: rating },
        serviceRatings: {},
        photoId: null,
        displayName: initial ? `${first} ${initial}.` : first,
      },
      new Date(askedAt + (3 + (made % 20)) * 3_600_000),
    );
    made++;
    if (made % 4 !== 0) {
      await respondToReview(
        ownerCaller,
        { orgId, reviewId: `rev-${booking.id}`, text: answer },
        new Date(askedAt + (8 + (made % 30)) * 3_600_000),
      );
      replied++;
    }
  }
  const told = await db
    .collection(`orgs/${orgId}/notifications`)
    .where('kind', '==', 'custom')
    .where('status', '==', 'queued')
    .get();
  for (const n of told.docs)
    if (n.id.startsWith('review-reply-'))
      await n.ref.update({ status: 'sent', sentAt: new Date() });
  await (await import('../functions/src/sites/site.service')).refreshPublished(orgId);
  console.log(`Reviews: ${made} over four months, ${replied} answered, shown on the site.`);
}
