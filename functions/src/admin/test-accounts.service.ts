// /test-accounts, for testers on the emulators: the demo sign-ins with each
// persona's role, "Sign in as" (a custom token the Auth emulator accepts) and
// "Reset demo data" (the emulators emptied and loaded again from the demo
// export that `npm start` first loads). None of it exists on a real project:
// every call answers 404 there, as if it were not built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestAccount } from '@chairside/core/admin';
import { ROLE_INFO, type Role } from '@chairside/core/roles';
import { adminAuth, db } from '../firebase';
import { isEmulator } from '../config';
import { ApiError } from '../http/api-error';

const project = () => process.env['GCLOUD_PROJECT'] ?? 'demo-chairside';

/** Only where the Auth emulator is in use: elsewhere there is nothing here. */
export function requireEmulators(): void {
  if (!isEmulator() || !process.env['FIREBASE_AUTH_EMULATOR_HOST'])
    throw new ApiError('not_found', 'There is nothing here.');
}

export async function testAccounts(): Promise<TestAccount[]> {
  requireEmulators();
  const { users } = await adminAuth().listUsers(1000);
  const demo = users.filter((u) => u.uid.startsWith('demo-') && u.email);
  const profiles = await Promise.all(demo.map((u) => db().doc(`users/${u.uid}`).get()));
  const orgIds = new Set<string>();
  for (const p of profiles) {
    for (const id of Object.keys(p.get('memberships') ?? {})) orgIds.add(id);
    for (const id of Object.keys(p.get('clientOf') ?? {})) orgIds.add(id);
  }
  const orgNames = new Map<string, string>();
  await Promise.all(
    [...orgIds].map(async (id) =>
      orgNames.set(id, String((await db().doc(`orgs/${id}`).get()).get('name') ?? id)),
    ),
  );
  return demo
    .map((u, i) => {
      const memberships = Object.entries(
        (profiles[i]!.get('memberships') ?? {}) as Record<string, Role>,
      );
      const clientOf = Object.keys(profiles[i]!.get('clientOf') ?? {});
      const roles = [
        ...(u.customClaims?.['superAdmin'] ? ['Platform administrator'] : []),
        ...(u.customClaims?.['blogEditor'] ? ['Blog editor'] : []),
        ...memberships.map(
          ([org, role]) => `${ROLE_INFO[role]?.label ?? role} at ${orgNames.get(org)}`,
        ),
        ...clientOf.map((org) => `Client at ${orgNames.get(org)}`),
      ];
      return {
        uid: u.uid,
        email: u.email!,
        displayName: u.displayName ?? u.email!,
        role: roles.join(' · ') || 'Signed-in person without a salon',
      };
    })
    .sort((a, b) => a.email.localeCompare(b.email));
}

export async function testSignIn(uid: string): Promise<string> {
  requireEmulators();
  const user = await adminAuth()
    .getUser(uid)
    .catch(() => null);
  if (!user) throw new ApiError('not_found', 'There is no such demo account.');
  return adminAuth().createCustomToken(uid);
}

/** The demo export the first `npm start` loads (emulator-data/ at the repository's root). */
function demoExport(): string {
  const dir = process.env['DEMO_DATA_DIR'] ?? resolve(process.cwd(), '..', 'emulator-data');
  if (!existsSync(join(dir, 'firebase-export-metadata.json')))
    throw new ApiError('not_configured', `The demo data was not found at ${dir}.`);
  return dir;
}

/** emulatorState/reset: when the last reset finished (written after the data is back). */
const resetDoc = () => db().doc('emulatorState/reset');

export async function lastReset(): Promise<{
  finishedAt: string;
  accounts: number;
  error: string;
} | null> {
  const snap = await resetDoc().get();
  if (!snap.exists) return null;
  return {
    finishedAt: String(snap.get('finishedAt') ?? ''),
    accounts: Number(snap.get('accounts') ?? 0),
    error: String(snap.get('error') ?? ''),
  };
}

/**
 * What the reset does, run as a process of its own: pausing the emulators'
 * triggers waits for every running function, and turning them back on
 * replaces the functions' processes, so this cannot run inside one. With the
 * triggers paused, loading the demo wakes none of them (no reminders for
 * hundreds of demo appointments). Only fetch and fs: nothing to install.
 */
const RESET_PROGRAM = String.raw`
const args = JSON.parse(process.argv[1]);
const { readFile } = await import('node:fs/promises');
const call = async (host, path, init = {}) => {
  const res = await fetch('http://' + host + path, {
    ...init,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
  });
  if (!res.ok) throw new Error(path + ': ' + res.status + ' ' + (await res.text()));
  return res;
};
const p = args.project;
const note = (fields) =>
  call(args.firestore, '/v1/projects/' + p + '/databases/(default)/documents/emulatorState/reset', {
    method: 'PATCH',
    body: JSON.stringify({ fields }),
  });
let accounts = 0;
let error = '';
try {
  if (args.hub) await call(args.hub, '/functions/disableBackgroundTriggers', { method: 'PUT' });
  await call(args.firestore, '/emulator/v1/projects/' + p + '/databases/(default)/documents', { method: 'DELETE' });
  await call(args.firestore, '/emulator/v1/projects/' + p + ':import', {
    method: 'POST',
    body: JSON.stringify({ database: 'projects/' + p + '/databases/(default)', export_directory: args.metadata }),
  });
  await call(args.auth, '/emulator/v1/projects/' + p + '/accounts', { method: 'DELETE' });
  const file = await readFile(args.accounts, 'utf8');
  accounts = JSON.parse(file).users.length;
  await call(args.auth, '/identitytoolkit.googleapis.com/v1/projects/' + p + '/accounts:batchCreate', { method: 'POST', body: file });
} catch (err) {
  error = String(err && err.message ? err.message : err);
}
// The triggers are back (enabling reloads them) before the page hears it is done.
if (args.hub)
  await call(args.hub, '/functions/enableBackgroundTriggers', { method: 'PUT' }).catch((err) => {
    error ||= 'The triggers could not be turned back on: ' + err.message;
  });
await note({
  finishedAt: { stringValue: new Date().toISOString() },
  accounts: { integerValue: String(accounts) },
  error: { stringValue: error },
});
`;

/**
 * Starts putting the demo data back (Firestore and Auth emptied, the demo
 * export loaded again) and answers at once; the page polls lastReset().
 * Everyone's session ends, testers included.
 */
export function startDemoReset(now = new Date()): string {
  requireEmulators();
  const dir = demoExport();
  const args = {
    project: project(),
    firestore: process.env['FIRESTORE_EMULATOR_HOST'] ?? '127.0.0.1:8080',
    auth: process.env['FIREBASE_AUTH_EMULATOR_HOST'],
    hub: process.env['FIREBASE_EMULATOR_HUB'] ?? '',
    metadata: join(dir, 'firestore_export', 'firestore_export.overall_export_metadata'),
    accounts: join(dir, 'auth_export', 'accounts.json'),
  };
  spawn(process.execPath, ['--input-type=module', '-e', RESET_PROGRAM, JSON.stringify(args)], {
    detached: true,
    stdio: 'ignore',
  }).unref();
  return now.toISOString();
}
