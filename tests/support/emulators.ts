// Where the emulators are during `npm test` (firebase emulators:exec sets the hosts).
export const PROJECT_ID = 'demo-chairside';
export const APP_URL = 'http://localhost:5000';
export const API_URL = `${APP_URL}/api`;
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = FIRESTORE_HOST.split(':');
export const firestoreEmulator = { host: firestoreHost, port: Number(firestorePort) };

/** Creates an Auth-emulator user and returns a real ID token for it. */
export async function signUp(email: string, password = 'correct-horse-42') {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Auth emulator sign-up failed: ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

export async function clearAuth() {
  await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
}
