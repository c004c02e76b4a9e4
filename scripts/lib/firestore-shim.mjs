// firebase-tools downloads its Firestore emulator jar on first use. Where that
// download is impossible but the Google Cloud SDK ships the same emulator, a
// manifest-only jar (Main-Class + Class-Path) makes firebase-tools run it.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import archiver from 'archiver';
import { homedir } from 'node:os';
import { join } from 'node:path';

const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function firebaseToolsHasFirestoreJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return (
    existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator.*\.jar$/.test(f))
  );
}

function gcloudFirestoreJar() {
  const standard = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk']
    .map((root) => join(root, GCLOUD_JAR))
    .find((jar) => existsSync(jar));
  if (standard) return standard;
  // Elsewhere ask gcloud where its SDK lives (about a second, so only as a fallback).
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const jar = info.status === 0 && info.stdout.trim() && join(info.stdout.trim(), GCLOUD_JAR);
  return jar && existsSync(jar) ? jar : undefined;
}

/** Manifest lines are at most 72 bytes; longer ones continue after CRLF + space. */
function wrapManifestLine(line) {
  const parts = [line.slice(0, 70)];
  for (let i = 70; i < line.length; i += 69) parts.push(` ${line.slice(i, i + 69)}`);
  return `${parts.join('\r\n')}\r\n`;
}

/** Environment for firebase-tools: empty where its own download is (or may be) used. */
export async function firestoreEmulatorEnv(cacheDir) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH || firebaseToolsHasFirestoreJar()) return {};
  const gcloudJar = gcloudFirestoreJar();
  if (!gcloudJar) return {};
  const shim = join(cacheDir, 'firestore-emulator-shim.jar');
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    `Class-Path: file:${gcloudJar}`,
  ]
    .map(wrapManifestLine)
    .join('')
    .concat('\r\n');
  mkdirSync(cacheDir, { recursive: true });
  const out = createWriteStream(shim);
  const jar = archiver('zip', { store: true });
  jar.pipe(out);
  jar.append(manifest, { name: 'META-INF/MANIFEST.MF' });
  await jar.finalize();
  await finished(out);
  return { FIRESTORE_EMULATOR_BINARY_PATH: shim };
}
