import { useSyncExternalStore } from 'react';
import { onAuthStateChanged, type User } from 'firebase/auth';
import { auth } from '../../firebase';

export type AuthState =
  { status: 'loading' } | { status: 'signed-in'; user: User } | { status: 'signed-out' };

// The shell needs only the sign-in state (Firestore loads on demand, see
// lib/data/sdk.ts).
let state: AuthState = { status: 'loading' };
const listeners = new Set<() => void>();
onAuthStateChanged(auth, (user) => {
  state = user ? { status: 'signed-in', user } : { status: 'signed-out' };
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'loading' until Firebase Auth has restored (or not) the session. */
export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, () => state);
}
