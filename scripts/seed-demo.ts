// Writes the demo data into running emulators (called by `npm run seed:demo`,
// which exports the result into emulator-data/ for `npm start` to import).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import { DEMO_PASSWORD, DEMO_PERSONAS, DEMO_SALON } from './demo-personas.mjs';
import { demoClientDocument, demoClients } from './demo/clients';
import { DEMO_MENU } from './demo/menu';
import { DEMO_STAFF_PROFILES } from './demo/staff';

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
    const { weeklyHours, ...details } = DEMO_STAFF_PROFILES[persona.key] ?? {
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
        photoUrl: '',
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
