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

/** The error a service call in this process refused with; fails the test when it went through. */
export async function refusal(work: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await work;
  } catch (e) {
    return e as { code: string; message: string };
  }
  throw new Error('It was not refused');
}
