#!/usr/bin/env node
// The emulator harness for tests and demo data.
//   node scripts/emulators.mjs exec -- <command...>   run a command against fresh emulators
//   node scripts/emulators.mjs seed                   rebuild emulator-data/ from seed-demo.ts
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { assertPortsFree, emulatorPorts } from './lib/ports.mjs';
import { checkPrerequisites } from './lib/prerequisites.mjs';
import { runSupervised } from './lib/processes.mjs';
import {
  ALL_EMULATORS,
  DEMO_DATA_DIR,
  FIREBASE_BIN,
  PROJECT_ID,
  ROOT,
  firebaseEnv,
  liveLock,
} from './lib/firebase.mjs';

const TEST_SMTP_PORT = 2525; // tests/support/mailbox.ts
const TEST_DNS_PORT = 5354; // tests/support/dns-server.ts
const TEST_STRIPE_PORT = 12111; // tests/support/stripe-standin.ts
const [command, ...rest] = process.argv.slice(2);
const shellQuote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

async function exec(only, script, extraArgs = []) {
  checkPrerequisites();
  await assertPortsFree(emulatorPorts(join(ROOT, 'firebase.json'), only), {
    lockInfo: liveLock(),
  });
  const args = ['emulators:exec', '--project', PROJECT_ID, '--only', only.join(','), ...extraArgs];
  const run = runSupervised(FIREBASE_BIN, [...args, script], {
    // Tests read the functions' e-mail from their own SMTP server on this port.
    env: {
      ...(await firebaseEnv()),
      SMTP_URL: `smtp://127.0.0.1:${TEST_SMTP_PORT}`,
      // Custom-domain checks ask the tests' own DNS server (tests/support/dns-server.ts).
      DNS_SERVERS: `127.0.0.1:${TEST_DNS_PORT}`,
      MEDIA_DIR: join(ROOT, '.cache', 'test-media'),
      // Stripe's API is the tests' stand-in (tests/support/stripe-standin.ts), with test keys.
      STRIPE_API_URL: `http://127.0.0.1:${TEST_STRIPE_PORT}`,
      STRIPE_SECRET_KEY: 'sk_test_emulator_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_emulator_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_emulator_standin',
      // Clients' e-mail answers come back through a Mailgun route for this domain; the tests
      // post Mailgun's payload, signed with this key (tests/e2e/daily-use.e2e.ts).
      INBOUND_MAIL_DOMAIN: 'reply.chairside.test',
      MAILGUN_WEBHOOK_SIGNING_KEY: 'key-emulator-standin',
      // Every query the functions run is checked against the declared indexes
      // (functions/src/indexes/index-check.ts): the emulator would serve it without one.
      FIRESTORE_INDEX_CHECK: join(ROOT, 'firestore.indexes.json'),
    },
    graceMs: 20_000,
  });
  return run.done;
}

if (command === 'exec') {
  const cmd = rest[0] === '--' ? rest.slice(1) : rest;
  if (!cmd.length) {
    console.error('usage: node scripts/emulators.mjs exec -- <command...>');
    process.exit(2);
  }
  process.exit(await exec(ALL_EMULATORS, cmd.map(shellQuote).join(' ')));
} else if (command === 'seed') {
  rmSync(DEMO_DATA_DIR, { recursive: true, force: true });
  const code = await exec(['auth', 'firestore'], 'node --import tsx scripts/seed-demo.ts', [
    '--export-on-exit',
    DEMO_DATA_DIR,
  ]);
  process.exit(code);
} else {
  console.error('usage: node scripts/emulators.mjs exec -- <command...> | seed');
  process.exit(2);
}
