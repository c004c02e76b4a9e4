import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Caller } from '../../functions/src/http/auth';

/** A verified, signed-in caller for services run in the test's process (`name` as in the ID token). */
export const callerFor = (uid: string, name?: string): Caller => ({
  uid,
  email: `${uid}@chairside.test`,
  emailVerified: true,
  superAdmin: false,
  impersonation: null,
  token: (name ? { uid, name } : { uid }) as unknown as DecodedIdToken,
});
