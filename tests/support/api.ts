import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEFAULT_BUSINESS_HOURS } from '@chairside/core/org';
import { checkAnswer } from './contract-answers';
import { API_URL, AUTH_HOST, PROJECT_ID } from './emulators';

/** The Admin SDK against the emulators, to arrange and inspect what the API did. */
export const admin = () => {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return { auth: getAuth(app), db: getFirestore(app) };
};

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/**
 * Calls the API through the Hosting rewrite, as the web app does. A JSON
 * answer that does not match its contract fails the call
 * (support/contract-answers.ts).
 */
export async function callApi(
  path: string,
  init: { method?: string; token?: string; body?: unknown; origin?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (init.token) headers['Authorization'] = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.origin) headers['Origin'] = init.origin;
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : null;
  if (res.headers.get('content-type')?.includes('application/json')) {
    checkAnswer(method, path, res.status, body);
  }
  return { status: res.status, headers: res.headers, body };
}

/** Signs in with a password and returns a fresh ID token (with current claims). */
export async function signIn(email: string, password = 'correct-horse-42') {
  const res = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`Sign-in failed: ${await res.text()}`);
  return ((await res.json()) as { idToken: string }).idToken;
}

export const salonInput = (name: string, slug: string) => ({
  name,
  slug,
  timeZone: 'America/New_York',
  currency: 'USD',
  address: '12 Elm St, Brooklyn, NY 11201',
  phone: '(718) 555-0101',
  email: `hello@${slug}.test`,
  businessHours: DEFAULT_BUSINESS_HOURS,
});

/** A salon (slug = id) owned by `ownerUid`, written as salon creation leaves it. */
export async function ownedSalon(
  orgId: string,
  name: string,
  ownerUid: string,
  ownerStaffId: string | null = null,
) {
  const db = admin().db;
  const now = new Date();
  await db
    .doc(`orgs/${orgId}`)
    .set({ ...salonInput(name, orgId), ownerId: ownerUid, createdAt: now, updatedAt: now });
  await db
    .doc(`orgs/${orgId}/members/${ownerUid}`)
    .set({ uid: ownerUid, role: 'owner', staffId: ownerStaffId });
}

/**
 * Team members of a salon, active, each with a membership when they have an
 * account: `[staffId, name, role, uid | null]`.
 */
export async function teamOf(
  orgId: string,
  members: readonly (readonly [string, string, string, string | null])[],
) {
  const db = admin().db;
  const now = new Date();
  for (const [id, name, role, uid] of members) {
    await db.doc(`orgs/${orgId}/staff/${id}`).set({
      displayName: name,
      role,
      userId: uid,
      status: 'active',
      createdAt: now,
      updatedAt: now,
    });
    if (uid) await db.doc(`orgs/${orgId}/members/${uid}`).set({ uid, role, staffId: id });
  }
}

/** Clears Firestore (including rate-limit counters) between test files. */
export async function clearFirestore() {
  await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
}
