// firebase-tools downloads its Firestore emulator jar on first use. Where that
// download is impossible but the Google Cloud SDK ships the same emulator, a
// manifest-only jar (Main-Class + Class-Path) makes firebase-tools run it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';

const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function firebaseToolsHasFirestoreJar() {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator.*\.jar$/.test(f));
}

function gcloudFirestoreJar() {
  const candidates = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk'];
  const info = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (info.status === 0 && info.stdout.trim()) candidates.unshift(info.stdout.trim());
  return candidates.map((root) => join(root, GCLOUD_JAR)).find((jar) => existsSync(jar));
}

/** A zip with one stored (uncompressed) entry: all a manifest-only jar needs. */
function zipWithOneFile(name, content) {
  const nameBuf = Buffer.from(name);
  const data = Buffer.from(content);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBuf.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBuf.length, 28);
  const centralOffset = local.length + nameBuf.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBuf.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBuf, data, central, nameBuf, end]);
}

/** Manifest lines are at most 72 bytes; longer ones continue after CRLF + space. */
function wrapManifestLine(line) {
  const parts = [line.slice(0, 70)];
  for (let i = 70; i < line.length; i += 69) parts.push(` ${line.slice(i, i + 69)}`);
  return `${parts.join('\r\n')}\r\n`;
}

/** Environment for firebase-tools: empty where its own download is (or may be) used. */
export function firestoreEmulatorEnv(cacheDir) {
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
  writeFileSync(shim, zipWithOneFile('META-INF/MANIFEST.MF', manifest));
  return { FIRESTORE_EMULATOR_BINARY_PATH: shim };
}
