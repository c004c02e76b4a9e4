// Messaging and reminders against the emulators:
//  - time from a client's send to the owner's open thread showing it (Chromium, live listener);
//  - Firestore documents read for the header's unread badge, and for opening /messages when the
//    owner has 500 conversations (one page of 50: bounded, not growing with history);
//  - reminder throughput: 1,000 due reminders sent over SMTP to a local server.
// Run: `npm run bench:messaging` (builds, starts fresh emulators).
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { launchChromium, signInAt } from '../support/browser';
import { APP_URL, signUp } from '../support/emulators';
import { startMailbox } from '../support/mailbox';

const run = Date.now();
const PASSWORD = 'bench-password-1';
const CONVERSATIONS = 500;
const SENDS = 15;
const REMINDERS = 1000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;
const reads = (page: Page) =>
  page.evaluate(
    () => (globalThis as { __chairsideReads?: { reads: number } }).__chairsideReads?.reads ?? 0,
  );

await clearFirestore();
const { db } = admin();
const owner = await signUp(`bench-msg-owner-${run}@chairside.test`, PASSWORD);
const clientAccount = await signUp(`bench-msg-client-${run}@chairside.test`, PASSWORD);
const created = await callApi('/orgs', {
  token: owner.idToken,
  body: salonInput('Bench Messages', `bench-msg-${run}`),
});
const orgId = created.body.orgId as string;

// 500 conversations, each with a last message; the first is with the client who writes live.
for (let i = 0; i < CONVERSATIONS; i += 250) {
  const batch = db.batch();
  for (let j = i; j < Math.min(CONVERSATIONS, i + 250); j++) {
    const clientId = `c-${j}`;
    const at = Timestamp.fromMillis(run - j * 60_000);
    const userId = j === 0 ? clientAccount.uid : `u-${j}`;
    batch.set(db.doc(`orgs/${orgId}/clients/${clientId}`), {
      firstName: `Client${j}`,
      lastName: 'Bench',
      email: j === 0 ? `bench-msg-client-${run}@chairside.test` : `c${j}@example.test`,
      userId,
      createdAt: at,
      updatedAt: at,
    });
    batch.set(db.doc(`conversations/${orgId}__${clientId}`), {
      orgId,
      salonName: 'Bench Messages',
      clientId,
      clientName: `Client${j} Bench`,
      clientUserId: userId,
      participant_ids: [owner.uid, userId],
      unread_counts: { [owner.uid]: 0, [userId]: 0 },
      last_message: { text: `Message ${j}`, senderId: userId, senderName: `Client${j}`, at },
      createdAt: at,
      updatedAt: at,
    });
  }
  await batch.commit();
}
await db
  .doc(`users/${clientAccount.uid}`)
  .set({ displayName: 'Client0 Bench', clientOf: { [orgId]: 'c-0' } }, { merge: true });

const browser = await launchChromium();
const ownerPage = await (
  await browser.newContext({ viewport: { width: 1366, height: 900 } })
).newPage();
// The badge alone: /notifications reads the API only, so the page's Firestore reads are the
// header's listener on unreadCounts/{uid}.
await signInAt(ownerPage, '/notifications', `bench-msg-owner-${run}@chairside.test`, PASSWORD);
await ownerPage.getByRole('tab', { name: 'Queue' }).waitFor();
await ownerPage.waitForTimeout(1500);
const badgePageReads = await reads(ownerPage);

// Opening /messages: one page of conversations, whatever the total.
const openTimes: number[] = [];
let listReads = 0;
for (let i = 0; i < 3; i++) {
  const started = Date.now();
  await ownerPage.goto(`${APP_URL}/messages`);
  await ownerPage.getByRole('button', { name: /Client49 Bench/ }).waitFor();
  openTimes.push(Date.now() - started);
  listReads = await reads(ownerPage);
}

// Live: the owner has the thread open; the client sends through the API.
await ownerPage.getByRole('button', { name: /Client0 Bench/ }).click();
const log = ownerPage.getByRole('log', { name: 'Messages' });
await log
  .getByText('Message 0', { exact: true })
  .waitFor({ state: 'attached' })
  .catch(() => {});
const latencies: number[] = [];
for (let i = 0; i < SENDS; i++) {
  const text = `Live message ${i} ${run}`;
  const started = Date.now();
  const sent = await callApi('/messaging/send', {
    token: clientAccount.idToken,
    body: { orgId, text },
  });
  if (sent.status !== 201) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  await log.getByText(text, { exact: true }).waitFor();
  latencies.push(Date.now() - started);
}
await browser.close();

// Reminders: 1,000 due, each with its appointment, sent over SMTP to a local server.
const mailbox = await startMailbox();
const { deliverDue } = await import('../../functions/src/notifications/queue.service');
const start = new Date(Date.now() + 3 * 3_600_000);
for (let i = 0; i < REMINDERS; i += 400) {
  const batch = db.batch();
  for (let j = i; j < Math.min(REMINDERS, i + 400); j++) {
    const bookingId = `rb-${j}`;
    batch.set(db.doc(`orgs/${orgId}/bookings/${bookingId}`), {
      localDate: start.toISOString().slice(0, 10),
      startTime: start,
      endTime: new Date(start.getTime() + 3_600_000),
      staffId: 's-1',
      staffName: 'Leo Martins',
      services: [{ id: 'cut', name: 'Cut', durationMinutes: 60, price: 5000 }],
      price: 5000,
      currency: 'USD',
      clientName: `Client${j} Bench`,
      clientEmail: `r${j}@example.test`,
      clientPhone: '',
      status: 'booked',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  }
  await batch.commit();
}
// The booking trigger plans their reminders (24 h and 2 h); wait until the 2-hour ones are queued.
const dueAt = new Date(start.getTime() - 2 * 3_600_000 + 60_000);
for (let waited = 0; waited < 120; waited++) {
  const queued = await db
    .collection(`orgs/${orgId}/notifications`)
    .where('status', '==', 'queued')
    .count()
    .get();
  if (queued.data().count >= REMINDERS) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const sendStarted = Date.now();
let sent = 0;
for (;;) {
  const report = await deliverDue(dueAt);
  sent += report.sent;
  if (report.sent + report.skipped + report.retrying + report.failed === 0) break;
}
const sendMs = Date.now() - sendStarted;
await mailbox.close();

console.log('\nMessaging, against the emulators (Chromium for the screens)');
console.log(
  `  send → shown in the other person's open thread: median ${median(latencies)} ms, p95 ${p95(latencies)} ms (${SENDS} sends)`,
);
console.log(
  `  /messages with ${CONVERSATIONS} conversations: ${median(openTimes)} ms to the list, ${listReads} document reads on the page (one page of 50 conversations)`,
);
console.log(
  `  unread badge: ${badgePageReads} document read(s) in the browser (the listener on unreadCounts/{uid}); GET unread-count reads 1 per fetch`,
);
console.log(
  `  reminders: ${sent} of ${REMINDERS} due e-mails sent over SMTP in ${(sendMs / 1000).toFixed(1)} s (${Math.round(sent / (sendMs / 1000))} a second)`,
);
process.exit(0);
