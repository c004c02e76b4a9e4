#!/usr/bin/env node
// Grants (or with --revoke, removes) the super-admin custom claim.
//   npm run admin:grant -- <email>              the running emulators (npm start)
//   npm run admin:grant -- <email> --revoke
//   npm run admin:grant -- <email> --production  the real project (.firebaserc), using
//                                                 application default credentials
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PROJECT_ID, liveLock } from './lib/firebase.mjs';

const args = process.argv.slice(2);
const email = args.find((a) => !a.startsWith('--'));
const revoke = args.includes('--revoke');
const production = args.includes('--production');

if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) {
  console.error('usage: npm run admin:grant -- <email> [--revoke] [--production]');
  process.exit(2);
}

if (!production) {
  if (!liveLock() && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    console.error(
      'The emulators are not running. Start them with `npm start`, or pass --production ' +
        'to change the real project (needs `gcloud auth application-default login`).',
    );
    process.exit(1);
  }
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
}

const auth = getAuth(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID }));
try {
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.superAdmin;
  else claims.superAdmin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  console.log(
    `${email} (${user.uid}) is ${revoke ? 'no longer' : 'now'} a super-admin` +
      `${production ? '' : ' in the emulators'}. The change applies at their next sign-in ` +
      '(or within an hour, when their ID token refreshes).',
  );
} catch (err) {
  if (err?.code === 'auth/user-not-found') {
    console.error(`There is no account for ${email}. They must sign up first.`);
  } else {
    console.error(`Could not change the claim: ${err?.message ?? err}`);
  }
  process.exit(1);
}
