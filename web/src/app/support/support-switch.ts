// Opening and closing a support session in this browser. The administrator's
// own session is kept in memory while they help and restored when they end;
// after a reload it is gone, and ending asks them to sign in again.
import { signInWithCustomToken, signOut, updateCurrentUser, type User } from 'firebase/auth';
import { adminContracts } from '@chairside/core/contracts/admin';
import { auth } from '../../firebase';
import { call } from '../../lib/api/api';

let adminUser: User | null = null;

/** Signs in as the person helped, with the token the API gave. */
export async function openSupportSession(token: string): Promise<void> {
  adminUser = auth.currentUser;
  await signInWithCustomToken(auth, token);
}

/**
 * Ends the session (the API records the end; a session already expired or
 * ended is ended here all the same) and returns to the administrator's own
 * session when this tab still has it. Answers whether it did.
 */
export async function endSupportSession(): Promise<boolean> {
  await call(adminContracts.endImpersonation, { secure: true }).catch(() => undefined);
  const back = adminUser;
  adminUser = null;
  if (back) {
    try {
      await updateCurrentUser(auth, back);
      return true;
    } catch {
      /* the administrator's own session expired meanwhile */
    }
  }
  await signOut(auth);
  return false;
}
