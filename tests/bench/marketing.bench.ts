// Marketing against the emulators and a local SMTP server (a sink that counts
// what arrives): a salon of 10,200 clients, 10,000 with an e-mail address.
//  - the size of an audience while it is edited: the first count (the roster
//    built from the clients) and the next ones (the roster's few documents),
//    latency and Firestore document reads;
//  - a 10,000-recipient campaign from launch to the last e-mail accepted by the
//    SMTP server: the launch (the audience snapshotted in batches), then the
//    due work releasing batches and the sender sending, with this process's
//    clock; throughput, peak memory, and reads and writes per recipient.
// The services run in this process (their time, and the documents they read).
// Run: `npm run bench:marketing` (builds, starts fresh emulators).
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { addDays, localParts, zonedInstant } from '@chairside/core/zoned-time';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { callerFor } from '../support/callers';
import { signUp } from '../support/emulators';
import { TEST_SMTP_PORT } from '../support/mailbox';
import { stats } from './bench-salon';

const CLIENTS = 10_200;
const run = Date.now();
process.env['FUNCTIONS_EMULATOR'] = 'true'; // links signed with the local functions' key

let accepted = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('end', () => {
      accepted++;
      done();
    });
    stream.resume();
  },
});
await new Promise<void>((resolve) => sink.listen(TEST_SMTP_PORT, '127.0.0.1', resolve));

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-mkt-${run}@chairside.test`, 'bench-password-1');
const orgId = (
  await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Bench Mail', `bench-mkt-${run}`),
  })
).body.orgId as string;
const now = new Date();
for (let first = 0; first < CLIENTS; first += 400) {
  const batch = db.batch();
  for (let i = first; i < Math.min(CLIENTS, first + 400); i++) {
    batch.set(db.doc(`orgs/${orgId}/clients/c-${String(i).padStart(5, '0')}`), {
      firstName: `Client${i}`,
      lastName: 'Bench',
      email: i % 51 === 50 ? '' : `client${i}@bench.test`,
      phone: '',
      tags: i % 4 === 0 ? ['vip'] : [],
      // All agreed but one in 50 (who have no address): 10,000 recipients of 10,200 clients.
      marketingConsent: { email: true, sms: false },
      createdAt: now,
      updatedAt: now,
    });
  }
  await batch.commit();
}

await import('../../functions/src/subscriptions');
const campaigns = await import('../../functions/src/marketing/campaigns.service');
const { releaseCampaign } = await import('../../functions/src/marketing/release');
const { deliverDue } = await import('../../functions/src/notifications/queue.service');
const { countingReads } = await import('../../functions/src/http/read-count');
const caller = callerFor(owner.uid);

// ── The audience's size while it is edited ─────────────────────────────────
const everyone = { conditions: [] };
const vip = { conditions: [{ kind: 'tag' as const, tag: 'vip' }] };
let start = performance.now();
const first = await countingReads(() =>
  campaigns.audienceSize(caller, { orgId, audience: everyone, channels: ['email'] }),
);
const firstMs = performance.now() - start;
const warm: number[] = [];
let warmReads = 0;
for (let i = 0; i < 10; i++) {
  start = performance.now();
  const counted = await countingReads(() =>
    campaigns.audienceSize(caller, {
      orgId,
      audience: i % 2 ? vip : everyone,
      channels: ['email'],
    }),
  );
  warm.push(performance.now() - start);
  warmReads = counted.reads;
}
const w = stats(warm);
console.log(`Audience size at ${CLIENTS.toLocaleString()} clients`);
console.log(
  `  first count (the roster built from the clients): ${firstMs.toFixed(0)} ms, ${first.reads} reads; ${first.value.included} of ${first.value.matching} may get e-mail`,
);
console.log(
  `  each count while editing (the roster's documents): median ${w.median.toFixed(0)} ms, p95 ${w.p95.toFixed(0)} ms, ${warmReads} reads`,
);

// ── A 10,000-recipient campaign, launch to last e-mail ─────────────────────────
const zone = 'America/New_York';
const day = addDays(localParts(Date.now(), zone).date, 2);
const at = new Date(zonedInstant(day, '10:00', zone));
const made = await campaigns.createCampaign(caller, {
  orgId,
  name: 'Bench',
  channels: { email: true, sms: false },
  audience: everyone,
  content: {
    subject: 'Hello {{first_name}}',
    html: '<p>Hi {{first_name}},</p><p>News from {{salon}}.</p><p><a data-button href="{{booking_link}}">Book</a></p>',
    sms: '',
  },
  schedule: { kind: 'at', date: day, time: '10:00' },
  maxSmsSegments: 2,
});
const id = made.campaign.id;
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
start = performance.now();
const launched = await countingReads(() => campaigns.launchCampaign(caller, orgId, id));
const launchMs = performance.now() - start;
const recipients = launched.value.campaign.recipients;
const batches = Math.ceil(recipients / campaigns.BATCH_SIZE);

start = performance.now();
let clock = at;
let releases = 0;
const sending = await countingReads(async () => {
  for (let i = 0; i < 1_000; i++) {
    const did = await releaseCampaign(orgId, id, clock);
    if (did === 'released') releases++;
    // The sender, as the marketing queue's tasks would: everything due at this clock.
    for (let sent = 1; sent > 0;) {
      const report = await deliverDue(clock, 500);
      sent = report.sent + report.skipped + report.failed + report.retrying;
    }
    if (did === 'finished') return;
    clock = new Date(clock.getTime() + 5_000);
  }
});
const sendMs = performance.now() - start;
clearInterval(sampler);
const messages = await db
  .collection(`orgs/${orgId}/notifications`)
  .where('source', '==', `campaigns/${id}`)
  .count()
  .get();
const sent = await db
  .collection(`orgs/${orgId}/notifications`)
  .where('source', '==', `campaigns/${id}`)
  .where('status', '==', 'sent')
  .count()
  .get();
console.log(
  `\nA campaign to ${recipients.toLocaleString()} clients (of ${CLIENTS.toLocaleString()}), launch to last e-mail`,
);
console.log(
  `  launch (the audience read fresh and written in ${batches} batches): ${launchMs.toFixed(0)} ms, ${launched.reads} reads`,
);
console.log(
  `  sending: ${(sendMs / 1000).toFixed(1)} s for ${sent.data().count.toLocaleString()} sent (${accepted.toLocaleString()} accepted by SMTP), ${((accepted / sendMs) * 1000).toFixed(0)} e-mails a second in one process; ${releases} batches released`,
);
console.log(
  `  reads per recipient: ${(sending.reads / recipients).toFixed(2)} (the claim, the salon, the campaign, the client, the opt-out; the colour once a minute)`,
);
console.log(
  `  writes per recipient: 4 (the message written, claimed, settled; the client's last touch), plus 2 a batch of ${campaigns.BATCH_SIZE} for the release; ${messages.data().count.toLocaleString()} messages written`,
);
console.log(`  peak memory (this process): ${(peak / 1024 / 1024).toFixed(0)} MiB`);
await new Promise<void>((resolve) => sink.close(() => resolve()));
process.exit(0);
