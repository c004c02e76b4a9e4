// Writes the demo data into running emulators (called by `npm run seed:demo`,
// which exports the result into emulator-data/ for `npm start` to import).
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { DEMO_PASSWORD, DEMO_PERSONAS } from './demo-personas.mjs';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('seed-demo writes only to emulators: run it with `npm run seed:demo`.');
  process.exit(1);
}

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-chairside' });
const auth = getAuth(app);
const db = getFirestore(app);

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
  await db.doc(`users/${uid}`).set({
    displayName: persona.displayName,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
console.log(`Seeded ${DEMO_PERSONAS.length} demo sign-ins.`);
