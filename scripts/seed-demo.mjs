// Writes the demo data into running emulators (called by `npm run seed:demo`,
// which exports the result into emulator-data/ for `npm start` to import).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD, DEMO_PERSONAS, DEMO_SALON } from './demo-personas.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed-demo writes only to emulators: run it with `npm run seed:demo`.');
  process.exit(1);
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-chairside' });
const auth = getAuth(app);
const db = getFirestore(app);
const now = FieldValue.serverTimestamp();
const hours = (start, end) => ({ open: true, start, end });
const closed = { open: false, start: '09:00', end: '17:00' };

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
    sun: { ...closed, start: '10:00', end: '16:00' },
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
  const profile = { displayName: persona.displayName, createdAt: now, updatedAt: now };

  if (persona.role) {
    const staffId = `staff-${persona.key}`;
    const common = {
      displayName: persona.displayName,
      email: persona.email,
      role: persona.role,
      status: 'active',
    };
    await org
      .collection('staff')
      .doc(staffId)
      .set({ ...common, userId: uid, createdAt: now, updatedAt: now });
    await org
      .collection('members')
      .doc(uid)
      .set({ ...common, uid, staffId, createdAt: now, updatedAt: now });
    Object.assign(profile, { memberships: { [orgId]: persona.role }, activeOrgId: orgId });
  }
  if (persona.client) {
    const clientId = `client-${persona.key}`;
    await org.collection('clients').doc(clientId).set({
      name: persona.displayName,
      email: persona.email,
      phone: '(718) 555-0199',
      userId: uid,
      loyaltyPoints: 0,
      createdAt: now,
      updatedAt: now,
    });
    Object.assign(profile, { clientOf: { [orgId]: clientId } });
  }
  await db.doc(`users/${uid}`).set(profile);
}
console.log(`Seeded ${DEMO_SALON.name} and ${DEMO_PERSONAS.length} demo sign-ins.`);
