#!/usr/bin/env node
// `npm start`: build, start the emulators with the demo salon, print where to go.
// `npm run dev`: the same emulators plus Vite with hot reload and a functions watch.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_PERSONAS } from './demo-personas.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { assertPortsFree, emulatorPorts } from './lib/ports.mjs';
import { checkPrerequisites } from './lib/prerequisites.mjs';
import { runSupervised } from './lib/processes.mjs';
import {
  ALL_EMULATORS,
  APP_URL,
  DEMO_DATA_DIR,
  FIREBASE_BIN,
  LOCAL_DATA_DIR,
  LOCAL_DIR,
  LOCK_FILE,
  PROJECT_ID,
  ROOT,
  firebaseEnv,
  liveLock,
} from './lib/firebase.mjs';

const dev = process.argv.includes('--dev');
const DEV_URL = 'http://localhost:5173';

checkPrerequisites();
await assertPortsFree(emulatorPorts(join(ROOT, 'firebase.json'), ALL_EMULATORS), {
  lockInfo: liveLock(),
});

function npm(args) {
  const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n\`npm ${args.join(' ')}\` failed; fix the error above and start again.`);
    process.exit(result.status ?? 1);
  }
}

console.log('Building the web app and the functions...');
npm(['run', 'build']);

// Data a person creates lives in .local/ and survives restarts; the first run
// starts from the committed demo data.
// A fingerprint of the demo data says when .local/ was made from an older one.
const demoFingerprint = () => {
  const file = join(DEMO_DATA_DIR, 'firestore_export', 'all_namespaces', 'all_kinds', 'output-0');
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '';
};
const fingerprintFile = join(LOCAL_DIR, 'demo-data.sha256');
if (!existsSync(join(LOCAL_DATA_DIR, 'firebase-export-metadata.json'))) {
  rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
  mkdirSync(LOCAL_DATA_DIR, { recursive: true });
  if (existsSync(join(DEMO_DATA_DIR, 'firebase-export-metadata.json'))) {
    cpSync(DEMO_DATA_DIR, LOCAL_DATA_DIR, { recursive: true });
  }
  writeFileSync(fingerprintFile, demoFingerprint());
} else if (
  (existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8') : '') !== demoFingerprint()
) {
  console.warn(
    '\nThe demo data has changed since .local/ was made: delete .local/ to start from the new demo data\n(your own changes in .local/ are kept until you do).\n',
  );
}

// E-mail: the SMTP server in SMTP_URL if set, else a local catcher whose web
// inbox shows every invitation and sign-in e-mail the app sends.
const mail = await startMailCatcher(join(LOCAL_DIR, 'mail'));

const appUrl = dev ? DEV_URL : APP_URL;
writeFileSync(
  LOCK_FILE,
  JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), appUrl }),
);
process.on('exit', () => rmSync(LOCK_FILE, { force: true }));

const run = runSupervised(
  FIREBASE_BIN,
  [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--only',
    ALL_EMULATORS.join(','),
    '--import',
    LOCAL_DATA_DIR,
    '--export-on-exit',
    LOCAL_DATA_DIR,
  ],
  {
    env: {
      ...(await firebaseEnv()),
      SMTP_URL: mail.smtpUrl,
      // Uploaded site images live beside the data (the local MediaStore).
      MEDIA_DIR: join(LOCAL_DATA_DIR, 'media'),
      // What /test-accounts' "Reset demo data" loads again.
      DEMO_DATA_DIR,
    },
  },
);

const helpers = [];
run.done.then(async (code) => {
  for (const helper of helpers) helper.kill('SIGTERM');
  await mail.stop();
  process.exit(code);
});

async function waitForApi() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${APP_URL}/api/health`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

if (await waitForApi()) {
  // The emulators never fire scheduled functions: run what is due every minute.
  const dueWork = setInterval(() => {
    fetch(`${APP_URL}/api/dev/due-work`, { method: 'POST' }).catch(() => {});
  }, 60_000);
  run.done.then(() => clearInterval(dueWork));
  if (dev) {
    const watch = { cwd: ROOT, stdio: 'inherit' };
    helpers.push(spawn('node', ['functions/build.mjs', '--watch'], watch));
    helpers.push(spawn('npm', ['run', 'dev', '-w', 'web'], watch));
  }
  const width = Math.max(...DEMO_PERSONAS.map((p) => p.email.length));
  const signIns = DEMO_PERSONAS.map((p) => `    ${p.email.padEnd(width)}  ${p.note}`).join('\n');
  console.log(`
  ┌──────────────────────────────────────────────────────────────┐
    Chairside is running${dev ? ' in development mode (hot reload)' : ''}

    App:  ${appUrl}
    API:  ${APP_URL}/api   (health: ${APP_URL}/api/health)
    Mail: ${mail.inboxUrl ?? `sent through ${mail.smtpUrl.replace(/\/\/[^@]*@/, '//')}`}

    Demo sign-ins (password: ${DEMO_PASSWORD})
${signIns}

    Your changes are kept in .local/ between runs (delete it to start over).
    Press Ctrl-C to stop.
  └──────────────────────────────────────────────────────────────┘
`);
} else {
  console.error(`The API did not answer at ${APP_URL}/api/health within 3 minutes; stopping.`);
  await run.stop('SIGINT');
  process.exit(1);
}
